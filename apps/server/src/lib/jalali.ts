import { isValidJalaaliDate, toGregorian } from 'jalaali-js';
import { AppError } from '../app-error.js';

/** Iran has kept standard time (UTC+03:30) all year since 2022. */
const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;

/** The calendar day (`YYYY-MM-DD`, Gregorian) it is in Tehran at `at`: the day usage is counted under. */
export const tehranDay = (at: Date) => new Date(at.getTime() + TEHRAN_OFFSET_MS).toISOString().slice(0, 10);

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

/**
 * A list filter's Jalali `from`/`to` days (both included) as ISO bounds `[from, to)`; a day that does not exist is a
 * Persian validation error.
 */
export function jalaliRange(from: string | undefined, to: string | undefined) {
  const start = from ? jalaliDayStart(from) : undefined;
  const end = to ? jalaliDayEnd(to) : undefined;
  if (start === null || end === null) throw new AppError('VALIDATION', ['تاریخ: چنین روزی در تقویم نیست']);
  return { from: start?.toISOString(), to: end?.toISOString() };
}
