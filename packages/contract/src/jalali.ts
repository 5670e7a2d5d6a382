const parts = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Tehran's offset from UTC has been a whole number of half hours since 1946 (+3:30, +4:30 in summers up to 2022,
 * +4:00 in 1977–78), so its midnight always falls on a UTC half hour and every moment of one UTC half hour is on the
 * same Tehran day. Formatting costs ~30 µs a call (a list page of services formats about thirty dates); the answer
 * is kept per half hour.
 */
const HALF_HOUR_MS = 1_800_000;
const HALF_HOURS_SINCE = Date.UTC(1946, 0, 1);
const byHalfHour = new Map<number, string>();
const KEPT_HALF_HOURS = 4_096;

function format(date: Date) {
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}`;
}

/** A moment as its Jalali calendar day in Tehran, `YYYY-MM-DD` (docs/product/rules.md#business-constants-and-limits). */
export function toJalaliDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const ms = date.getTime();
  if (!(ms >= HALF_HOURS_SINCE)) return format(date);
  const key = Math.floor(ms / HALF_HOUR_MS);
  let day = byHalfHour.get(key);
  if (day === undefined) {
    day = format(date);
    if (byHalfHour.size >= KEPT_HALF_HOURS) byHalfHour.clear();
    byHalfHour.set(key, day);
  }
  return day;
}
