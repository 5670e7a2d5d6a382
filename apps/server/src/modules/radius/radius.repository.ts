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

/**
 * The open sessions of these users (no `acctstoptime`), with what a Disconnect-Request names them by (RFC 5176 §3):
 * the NAS's address, the session id, the user and the address the NAS gave it.
 */
export function openSessionsOf(db: Executor, usernames: string[]) {
  return db
    .selectFrom('radacct')
    .select([
      // Never null here: the rows are picked by it.
      sql<string>`radacct.username`.as('username'),
      'radacct.acctsessionid',
      sql<string>`cast(radacct.nasipaddress as text)`.as('nasipaddress'),
      sql<string | null>`cast(radacct.framedipaddress as text)`.as('framedipaddress'),
    ])
    .where('radacct.username', 'in', usernames)
    .where('radacct.acctstoptime', 'is', null)
    .orderBy('radacct.radacctid')
    .execute();
}

const NAS_COLUMNS = [
  'id',
  'nasname',
  'shortname',
  'type',
  'secret',
  'description',
  'coa_port',
  'last_disconnect',
  'last_disconnect_username',
  'last_disconnect_at',
] as const;

export function listNas(db: Executor) {
  return db.selectFrom('nas').select(NAS_COLUMNS).orderBy('id').execute();
}

export function findNas(db: Executor, id: number) {
  return db.selectFrom('nas').select(NAS_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The last Disconnect-Request's outcome, for the admin's NAS list. */
export async function recordDisconnect(db: Executor, id: number, outcome: string, username: string, at: string) {
  await db
    .updateTable('nas')
    .set({ last_disconnect: outcome, last_disconnect_username: username, last_disconnect_at: at })
    .where('id', '=', id)
    .execute();
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
