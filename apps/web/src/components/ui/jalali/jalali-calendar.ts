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

/** On a phone the calendar opens as the library's centred sheet, so it never runs off a 390 px screen. */
export const PHONE_QUERY = '(max-width: 36em)';
