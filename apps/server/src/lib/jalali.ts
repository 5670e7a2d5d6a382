import { isValidJalaaliDate, toGregorian } from 'jalaali-js';

/** Iran has kept standard time (UTC+03:30) all year since 2022. */
const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;

/** The UTC moment a Jalali calendar day (`YYYY-MM-DD`) begins in Tehran; null for a day that does not exist. */
export function jalaliDayStart(day: string): Date | null {
  const [jy, jm, jd] = day.split('-').map(Number);
  if (!jy || !jm || !jd || !isValidJalaaliDate(jy, jm, jd)) return null;
  const { gy, gm, gd } = toGregorian(jy, jm, jd);
  return new Date(Date.UTC(gy, gm - 1, gd) - TEHRAN_OFFSET_MS);
}

/** The first moment after a Jalali day ends in Tehran. */
export function jalaliDayEnd(day: string): Date | null {
  const start = jalaliDayStart(day);
  return start && new Date(start.getTime() + 86_400_000);
}
