import { sql } from 'kysely';
import type { Executor } from '../../db/create-db.js';

export async function resellerCounts(db: Executor) {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(sql`case when active = 1 then 1 else 0 end`).as('active'),
    ])
    .where('type', '=', 'RESELLER')
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), active: Number(row.active ?? 0) };
}

export async function serviceCounts(db: Executor) {
  const row = await db
    .selectFrom('services')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(sql`case when banned = 0 and expired_at is null then 1 else 0 end`).as('live'),
    ])
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), live: Number(row.live ?? 0) };
}

/** What the first-run checklist asks for (docs/product/screens.md, the admin overview): nodes, groups, packages. */
export async function catalogueCounts(db: Executor) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('nodes').select(eb.fn.countAll<number>().as('n')).as('nodes'),
      eb.selectFrom('package_groups').select(eb.fn.countAll<number>().as('n')).as('package_groups'),
      eb.selectFrom('packages').select(eb.fn.countAll<number>().as('n')).as('packages'),
    ])
    .executeTakeFirstOrThrow();
  return { nodes: Number(row.nodes), package_groups: Number(row.package_groups), packages: Number(row.packages) };
}

/** Count and sum of ledger rows of the given types since `from`; `sign` -1 turns debits into positive Toman. */
export async function ledgerSince(db: Executor, from: string, f: { types: number[]; sign: 1 | -1; refType?: string }) {
  let q = db
    .selectFrom('transactions')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('amount').as('sum')])
    .where('created_at', '>=', from)
    .where('type', 'in', f.types)
    .where('amount', f.sign === 1 ? '>' : '<', 0);
  if (f.refType) q = q.where('ref_type', '=', f.refType);
  const row = await q.executeTakeFirstOrThrow();
  return { toman: f.sign * Number(row.sum ?? 0), count: Number(row.count) };
}
