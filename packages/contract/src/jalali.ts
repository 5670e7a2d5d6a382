const parts = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A moment as its Jalali calendar day in Tehran, `YYYY-MM-DD` (spec section 9). */
export function toJalaliDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}`;
}
