import { sql } from 'kysely';
import type { Executor } from '../../db/create-db.js';

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
    .leftJoin('nas', (j) => j.on(sql`nas.nasname`, '=', sql`cast(radacct.nasipaddress as text)`))
    .select([
      sql<string>`cast(radacct.nasipaddress as text)`.as('nasipaddress'),
      sql<string | null>`cast(radacct.framedipaddress as text)`.as('framedipaddress'),
      'radacct.callingstationid',
      'nas.shortname',
    ])
    .where('radacct.username', '=', username)
    .where('radacct.acctstoptime', 'is', null)
    .orderBy('radacct.radacctid')
    .execute();
}
