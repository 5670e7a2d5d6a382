import type { IpRangeImportBody } from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import type { Db, Executor } from '../../db/create-db.js';
import { ipKey, rangeKeys } from './ip-key.js';
import { type IpRangeRow, providerOf, rangeSummary, replaceRanges } from './ipranges.repository.js';

export const UNKNOWN_PROVIDER = 'نامشخص';
const MAX_REPORTED_ERRORS = 20;
const faDigits = (n: number) => n.toLocaleString('fa-IR', { useGrouping: false });

/** Reads the admin's list: `range,provider` per line; every bad line is reported and nothing is kept. */
function parseRanges(text: string): IpRangeRow[] {
  const rows: IpRangeRow[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const at = `خط ${faDigits(index + 1)}`;
    const cut = line.search(/[,\t]/);
    const range = cut < 0 ? line : line.slice(0, cut).trim();
    const provider = cut < 0 ? '' : line.slice(cut + 1).trim();
    const keys = rangeKeys(range);
    if (!keys) errors.push(`${at}: «${range.slice(0, 60)}» بازه‌ی IP معتبری نیست`);
    else if (provider === '') errors.push(`${at}: نام سرویس‌دهنده را پس از ویرگول بنویسید`);
    else if (provider.length > 100) errors.push(`${at}: نام سرویس‌دهنده بیش از ۱۰۰ نویسه است`);
    else rows.push({ range_start: keys.start, range_end: keys.end, label: range, provider });
  });
  if (errors.length > 0) {
    const more = errors.length - MAX_REPORTED_ERRORS;
    throw new AppError(
      'VALIDATION',
      more > 0 ? [...errors.slice(0, MAX_REPORTED_ERRORS), `و ${faDigits(more)} خطای دیگر`] : errors,
    );
  }
  if (rows.length === 0) throw new AppError('VALIDATION', ['هیچ بازه‌ای در فهرست نیست']);
  return rows;
}

/** The IP-range-to-provider table behind `/getip`'s provider column. */
export function createIpRangesService(deps: {
  db: Db;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
}) {
  const { db } = deps;
  return {
    summary: () => rangeSummary(db),
    async import(body: IpRangeImportBody) {
      const rows = parseRanges(body.text);
      await deps.withTransaction((trx) => replaceRanges(trx, rows, body.replace));
      return rangeSummary(db);
    },
    /** The provider of an address, or 'unknown' when no range holds it. */
    async providerOf(ip: string, trx: Executor = db) {
      const key = ipKey(ip);
      return (key && (await providerOf(trx, key))) || UNKNOWN_PROVIDER;
    },
    async lookup(ip: string) {
      if (!ipKey(ip)) throw new AppError('VALIDATION', ['نشانی IP معتبر نیست']);
      return { ip, provider: await this.providerOf(ip) };
    },
  };
}
export type IpRangesService = ReturnType<typeof createIpRangesService>;
