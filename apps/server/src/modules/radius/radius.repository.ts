import { type Insertable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/create-db.js';
import { patchOf } from '../../db/patch.js';
import type { NasTable } from '../../db/types.js';

export async function replaceChecks(
  db: Executor,
  username: string,
  rows: Array<{ attribute: string; op: string; value: string }>,
) {
  await db.deleteFrom('radcheck').where('username', '=', username).execute();
  if (rows.length > 0)
    await db
      .insertInto('radcheck')
      .values(rows.map((r) => ({ username, ...r })))
      .execute();
}

/** `replaceChecks` for many users in two statements (the RADIUS services a usage pass moved); `username` is unique. */
export async function replaceChecksOfMany(
  db: Executor,
  accounts: Array<{ username: string; rows: Array<{ attribute: string; op: string; value: string }> }>,
) {
  if (accounts.length === 0) return;
  await db
    .deleteFrom('radcheck')
    .where(
      'username',
      'in',
      accounts.map((a) => a.username),
    )
    .execute();
  const rows = accounts.flatMap((a) => a.rows.map((r) => ({ username: a.username, ...r })));
  if (rows.length > 0) await db.insertInto('radcheck').values(rows).execute();
}

export function checksOf(db: Executor, username: string) {
  return db
    .selectFrom('radcheck')
    .select(['attribute', 'op', 'value'])
    .where('username', '=', username)
    .orderBy('id')
    .execute();
}

/** Sessions FreeRADIUS has opened and not closed (online = an open radacct row). */
export function openSessions(db: Executor, username: string) {
  return db
    .selectFrom('radacct')
    .select([
      sql<string>`cast(radacct.nasipaddress as text)`.as('nasipaddress'),
      sql<string | null>`cast(radacct.framedipaddress as text)`.as('framedipaddress'),
      'radacct.callingstationid',
    ])
    .where('radacct.username', '=', username)
    .where('radacct.acctstoptime', 'is', null)
    .orderBy('radacct.radacctid')
    .execute();
}

export function listNas(db: Executor) {
  return db
    .selectFrom('nas')
    .select(['id', 'nasname', 'shortname', 'type', 'secret', 'description'])
    .orderBy('id')
    .execute();
}

export function findNas(db: Executor, id: number) {
  return db
    .selectFrom('nas')
    .select(['id', 'nasname', 'shortname', 'type', 'secret', 'description'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertNas(db: Executor, row: Insertable<NasTable>) {
  const { id } = await db.insertInto('nas').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateNas(db: Executor, id: number, patch: Updateable<NasTable>) {
  const r = await db.updateTable('nas').set(patchOf(patch)).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteNas(db: Executor, id: number) {
  const r = await db.deleteFrom('nas').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}
