import type { Executor } from '../../db/create-db.js';
import type { IpKey } from './ip-key.js';

export interface IpRangeRow {
  range_start: IpKey;
  range_end: IpKey;
  label: string;
  provider: string;
}

export async function replaceRanges(trx: Executor, rows: IpRangeRow[], replace: boolean) {
  if (replace) await trx.deleteFrom('ip_ranges').execute();
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto('ip_ranges')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

export async function rangeSummary(db: Executor) {
  const rows = await db
    .selectFrom('ip_ranges')
    .select((eb) => ['provider', eb.fn.countAll<number>().as('ranges')])
    .groupBy('provider')
    .orderBy('provider')
    .execute();
  const providers = rows.map((r) => ({ provider: r.provider, ranges: Number(r.ranges) }));
  return { total: providers.reduce((sum, p) => sum + p.ranges, 0), providers };
}

/** The narrowest range holding the key: the one starting last among those that start at or before it. */
export async function providerOf(db: Executor, key: IpKey) {
  const row = await db
    .selectFrom('ip_ranges')
    .select('provider')
    .where('range_start', '<=', key)
    .where('range_end', '>=', key)
    .orderBy('range_start', 'desc')
    .orderBy('range_end', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row?.provider;
}
