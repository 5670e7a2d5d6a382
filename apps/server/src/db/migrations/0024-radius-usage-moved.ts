import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * RADIUS usage from the accounts whose accounting moved (decision 051).
 * - `radacct_moved`: the usernames whose `radacct` rows were added, had their octets written or were deleted since
 *   the usage pass last read them. Triggers on `radacct` fill it, whoever writes (FreeRADIUS's stock queries, a late
 *   Stop into a row an Accounting-On closed, an admin's cleanup); the pass takes a username out in the transaction
 *   that writes its usage. On PostgreSQL the trigger's upsert locks a username already listed, so a pass taking it out
 *   waits for that accounting write to commit and then counts it; a write that comes after lists it again.
 *   It starts with every account that has accounting, so the first pass after this migration sums each one once.
 * - Every live unused service that already has traffic starts, once: before this decision a RADIUS counter was saved
 *   in one transaction and its start in the next (and V2Ray's before decision 036), so a crash between them left such
 *   a service, and the first pass of every process looked for them among all unused services. Counters and starts
 *   now commit together and the worker no longer looks, so the index it looked through (`services_unstarted`,
 *   migration 0016), an entry for every sale, goes too. One such service already past its traffic stops at its next
 *   traffic, as any running service does.
 */
export function radiusUsageMoved(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      const statements =
        dialect === 'postgres'
          ? [
              'create table radacct_moved (username text primary key)',
              // Runs as its owner (the panel's role): FreeRADIUS's own role needs no grant on the list.
              `create function radacct_moved() returns trigger language plpgsql
               security definer set search_path from current as $$
               begin
                 if tg_op <> 'DELETE' and new.username is not null then
                   insert into radacct_moved (username) values (new.username)
                     on conflict (username) do update set username = excluded.username;
                 end if;
                 if tg_op <> 'INSERT' and old.username is not null
                    and (tg_op = 'DELETE' or old.username is distinct from new.username) then
                   insert into radacct_moved (username) values (old.username)
                     on conflict (username) do update set username = excluded.username;
                 end if;
                 return null;
               end $$`,
              `create trigger radacct_moved after insert or delete or update of username, acctinputoctets,
                 acctoutputoctets on radacct for each row execute function radacct_moved()`,
            ]
          : [
              'create table radacct_moved (username text primary key) without rowid',
              `create trigger radacct_moved_insert after insert on radacct when new.username is not null begin
                 insert into radacct_moved (username) select new.username
                  where not exists (select 1 from radacct_moved where username = new.username);
               end`,
              `create trigger radacct_moved_update after update of username, acctinputoctets, acctoutputoctets
                 on radacct begin
                 insert into radacct_moved (username) select new.username
                  where new.username is not null
                    and not exists (select 1 from radacct_moved where username = new.username);
                 insert into radacct_moved (username) select old.username
                  where old.username is not null and old.username is not new.username
                    and not exists (select 1 from radacct_moved where username = old.username);
               end`,
              `create trigger radacct_moved_delete after delete on radacct when old.username is not null begin
                 insert into radacct_moved (username) select old.username
                  where not exists (select 1 from radacct_moved where username = old.username);
               end`,
            ];
      for (const statement of statements) await sql.raw(statement).execute(db);
      await sql`insert into radacct_moved (username)
                select distinct username from radacct where username is not null`.execute(db);

      const now = new Date().toISOString();
      const end =
        dialect === 'postgres'
          ? sql`to_char((cast(${now} as timestamptz) at time zone 'UTC') + days * interval '1 day',
                        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
          : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${now}, '+' || days || ' days')`;
      await sql`update services set started_at = ${now}, expire_in = ${end}
                 where started_at is null and deleted_at is null
                   and upload_bytes + download_bytes + radius_bytes > 0`.execute(db);
      await sql`drop index if exists services_unstarted`.execute(db);
    },
  };
}
