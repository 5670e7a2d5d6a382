const parts = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * A moment as its Jalali calendar day in Tehran, `YYYY-MM-DD` (docs/product/rules.md#business-constants-and-limits),
 * formatted each time by the one formatter above: keeping the answers per half hour measured no gain on any row
 * (docs/PERFORMANCE.md#the-mechanisms).
 */
export function toJalaliDate(value: Date | string): string {
  const p = Object.fromEntries(
    parts.formatToParts(typeof value === 'string' ? new Date(value) : value).map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}`;
}
