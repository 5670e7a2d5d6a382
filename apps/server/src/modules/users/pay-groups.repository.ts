import type { Executor } from '../../db/create-db.js';
import { flag, isOn, type WithBooleans, type WithOptionalBooleans } from '../../db/flags.js';
import { patchOf } from '../../db/patch.js';
import type { PayGroupRow } from '../../db/types.js';

/** Pay groups (`pay_groups`): which top-ups a reseller in each sees, at what rate, and its support link. */

// The table keeps its switches as 0/1 integers; everything above this file sees booleans (db/flags.ts).
type PayGroupFlag = 'has_perfectmoney' | 'has_crypto';
/** A pay group as the users module hands it out: the top-ups it offers as booleans. */
export type PayGroupRecord = WithBooleans<PayGroupRow, PayGroupFlag>;
type PayGroupPatch = WithOptionalBooleans<Partial<Omit<PayGroupRow, 'id'>>, PayGroupFlag>;

const toPayGroupRecord = <T extends PayGroupRow>(row: T) =>
  ({
    ...row,
    has_perfectmoney: isOn(row.has_perfectmoney),
    has_crypto: isOn(row.has_crypto),
  }) as WithBooleans<T, PayGroupFlag>;

/** A patch's switches as their columns keep them; a switch not given stays out. */
function payGroupColumns({ has_perfectmoney, has_crypto, ...rest }: PayGroupPatch) {
  return {
    ...rest,
    ...(has_perfectmoney === undefined ? {} : { has_perfectmoney: flag(has_perfectmoney) }),
    ...(has_crypto === undefined ? {} : { has_crypto: flag(has_crypto) }),
  };
}

export async function findPayGroup(db: Executor, id: number) {
  const row = await db.selectFrom('pay_groups').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toPayGroupRecord(row);
}

/** Every pay group with the number of (not deleted) resellers in it. */
export async function listPayGroups(db: Executor) {
  const rows = await db
    .selectFrom('pay_groups')
    .selectAll('pay_groups')
    .select((eb) =>
      eb
        .selectFrom('users')
        .select((c) => c.fn.countAll<number | string>().as('n'))
        .whereRef('users.paygroup_id', '=', 'pay_groups.id')
        .where('users.type', '=', 'RESELLER')
        .where('users.deleted_at', 'is', null)
        .as('resellers'),
    )
    .orderBy('pay_groups.id')
    .execute();
  return rows.map(toPayGroupRecord);
}

export async function payGroupNameTaken(db: Executor, name: string, exceptId?: number) {
  let query = db.selectFrom('pay_groups').select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertPayGroup(db: Executor, row: Omit<PayGroupRecord, 'id'>) {
  const values = { ...row, has_perfectmoney: flag(row.has_perfectmoney), has_crypto: flag(row.has_crypto) };
  return toPayGroupRecord(await db.insertInto('pay_groups').values(values).returningAll().executeTakeFirstOrThrow());
}

export async function updatePayGroup(db: Executor, id: number, patch: PayGroupPatch) {
  const row = await db
    .updateTable('pay_groups')
    .set(patchOf(payGroupColumns(patch)))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toPayGroupRecord(row);
}

export async function defaultPayGroupId(db: Executor) {
  const row = await db.selectFrom('pay_groups').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  return row.id;
}

/** A reseller's own customer by mobile (customers are scoped to their reseller, docs/product/rules.md#roles-and-permissions). */
