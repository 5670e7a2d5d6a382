import { normalizeText } from '@pishkhan/contract';
import DateObject from 'react-date-object';
import persian from 'react-date-object/calendars/persian';
import persian_fa from 'react-date-object/locales/persian_fa';

/** The API's Jalali day: `YYYY-MM-DD` in ASCII digits. The screens show it as `۱۴۰۵/۰۹/۰۸` (`formatJalaliDay`). */
const API_FORMAT = 'YYYY-MM-DD';

export const toDateObject = (day: string) =>
  new DateObject({ date: day, format: API_FORMAT, calendar: persian, locale: persian_fa });

/** The picker writes Persian digits; the API takes ASCII ones. */
export const toDay = (date: DateObject) => normalizeText(date.format(API_FORMAT));

/** What every Jalali picker of the panel shares: the calendar, its Persian locale, and a header «آذر ۱۴۰۵». */
export const JALALI_PICKER = {
  calendar: persian,
  locale: persian_fa,
  format: API_FORMAT,
  // The library joins month and year with a comma, which the Persian locale turns into «آذر ،۱۴۰۵».
  monthYearSeparator: ' ',
  calendarPosition: 'bottom-right',
  fixMainPosition: true,
  mobileLabels: { OK: 'تأیید', CANCEL: 'انصراف' },
} as const;

const DAY = String.raw`(\d{4})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})`;
const pad = (n: number) => String(n).padStart(2, '0');

export const DAY_FORMAT_ERROR = 'تاریخ را به شکل ۱۴۰۵/۰۹/۳۰ بنویسید';
export const NOT_A_DAY_ERROR = 'چنین روزی در تقویم نیست';

/** One typed Jalali day, Persian or Latin digits (`۱۴۰۵/۹/۸`, `1405-09-08`), as the API's day or the reason it is not one. */
function readDay(year: number, month: number, day: number): { day: string } | { error: string } {
  if (year < 1300 || year > 1499 || month < 1 || month > 12 || day < 1) return { error: NOT_A_DAY_ERROR };
  // Esfand has 30 days in a leap year, 29 otherwise: the calendar knows which.
  if (day > new DateObject({ calendar: persian, year, month, day: 1 }).month.length) return { error: NOT_A_DAY_ERROR };
  return { day: `${year}-${pad(month)}-${pad(day)}` };
}

export function parseJalaliDay(text: string): { day: string } | { error: string } {
  const m = new RegExp(`^\\s*${DAY}\\s*$`).exec(normalizeText(text));
  return m ? readDay(Number(m[1]), Number(m[2]), Number(m[3])) : { error: DAY_FORMAT_ERROR };
}

export const RANGE_FORMAT_ERROR = 'بازه را به شکل ۱۴۰۵/۰۹/۰۱ تا ۱۴۰۵/۰۹/۳۰ بنویسید';

/** A typed range: two days in either order, or one day for a range of one day; empty clears it. */
export function parseJalaliRange(text: string): { from: string; to: string } | { error: string } {
  const plain = normalizeText(text).trim();
  if (plain === '') return { from: '', to: '' };
  const found = [...plain.matchAll(new RegExp(DAY, 'g'))];
  const rest = plain.replace(new RegExp(DAY, 'g'), '').replace(/تا|-|–|\s/g, '');
  if (found.length < 1 || found.length > 2 || rest !== '') return { error: RANGE_FORMAT_ERROR };
  const days: string[] = [];
  for (const m of found) {
    const read = readDay(Number(m[1]), Number(m[2]), Number(m[3]));
    if ('error' in read) return read;
    days.push(read.day);
  }
  const [from = '', to = from] = days.sort();
  return { from, to };
}

/** On a phone the calendar opens as the library's centred sheet, so it never runs off a 390 px screen. */
export const PHONE_QUERY = '(max-width: 36em)';
