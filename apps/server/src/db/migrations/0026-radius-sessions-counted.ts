import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * RADIUS usage counted per accounting session (decision 051).
 * - `radius_counted`: for each session, by FreeRADIUS's `acctuniqueid`, the octets in each direction the usage pass
 *   has already counted. A pass adds what the octets of a session grew past them to the service's `radius_bytes` and to the
 *   day's `usage_daily` row, so usage no longer depends on `radacct` keeping a period's rows, and the usage chart
 *   shows RADIUS traffic. Keyed by the session, not by the row: FreeRADIUS writes a session whose row was deleted into
 *   a new row with its whole total so far, which must not count again.
 * - A trigger stamps `gone_at` on the counted row of a session when its `radacct` row is deleted (on PostgreSQL a `truncate`
 *   stamps them all); the pass forgets a session gone for a month, so the table does not outgrow a `radacct` the
 *   provider keeps small. Runs as its owner on PostgreSQL, like `radacct_moved()`.
 * - Every session already recorded is counted as it is now, except what the last pass had not read yet: an account
 *   listed in `radacct_moved` whose sum less `radius_base` is past its `radius_bytes` gets that difference taken off
 *   its sessions' counted figures, so the next pass adds it, starting and stopping the service as any traffic does.
 *   The difference is worked out from the counted figures themselves, so accounting written while this runs is
 *   counted once, by the next pass.
 * - `services.radius_base` goes: nothing is subtracted any more.
 * Written so that a run that stopped part-way with its first statements done (SQLite keeps what a failed migration
 * wrote) finishes the job when run again, up to its last statement. While it runs, FreeRADIUS's accounting writes wait:
 * on PostgreSQL its triggers' statements lock `radacct` until it commits, on SQLite it holds the one writer.
 */
export function radiusSessionsCounted(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      const pg = dialect === 'postgres';
      await sql
        .raw(
          `create table if not exists radius_counted (acctuniqueid text primary key,
             input_octets bigint not null, output_octets bigint not null, gone_at text)`,
        )
        .execute(db);
      await sql`create index if not exists radius_counted_gone on radius_counted (gone_at) where gone_at is not null`.execute(
        db,
      );
      const statements = pg
        ? [
            `create or replace function radius_counted_gone() returns trigger language plpgsql
             security definer set search_path from current as $$
             declare
               stamp text := to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
             begin
               if tg_op = 'TRUNCATE' then
                 update radius_counted set gone_at = stamp where gone_at is null;
               else
                 update radius_counted set gone_at = stamp where acctuniqueid = old.acctuniqueid;
               end if;
               return null;
             end $$`,
            'drop trigger if exists radius_counted_gone on radacct',
            `create trigger radius_counted_gone after delete on radacct
               for each row execute function radius_counted_gone()`,
            'drop trigger if exists radius_counted_truncated on radacct',
            `create trigger radius_counted_truncated after truncate on radacct
               for each statement execute function radius_counted_gone()`,
          ]
        : [
            `create trigger if not exists radius_counted_gone after delete on radacct begin
               update radius_counted set gone_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
                where acctuniqueid = old.acctuniqueid;
             end`,
          ];
      for (const statement of statements) await sql.raw(statement).execute(db);
      await sql`insert into radius_counted (acctuniqueid, input_octets, output_octets)
                select acctuniqueid, coalesce(acctinputoctets, 0), coalesce(acctoutputoctets, 0) from radacct
                 where true
                on conflict (acctuniqueid) do nothing`.execute(db);

      const { rows: pending } = await sql<{ username: string; pending: number | string }>`
        select services.username,
               (case when sums.bytes > services.radius_base then sums.bytes - services.radius_base else 0 end)
                 - services.radius_bytes as pending
          from services
          join (select radacct.username, sum(radius_counted.input_octets + radius_counted.output_octets) as bytes
                  from radius_counted join radacct on radacct.acctuniqueid = radius_counted.acctuniqueid
                 where radacct.username in (select username from radacct_moved)
                 group by radacct.username) as sums on sums.username = services.username
         where services.is_radius = 1 and services.deleted_at is null`.execute(db);
      for (const account of pending) {
        let left = Number(account.pending);
        if (left <= 0) continue;
        const { rows: sessions } = await sql<{ acctuniqueid: string; input: number | string; output: number | string }>`
          select radius_counted.acctuniqueid, radius_counted.input_octets as input, radius_counted.output_octets as output
            from radius_counted join radacct on radacct.acctuniqueid = radius_counted.acctuniqueid
           where radacct.username = ${account.username}
           order by radius_counted.output_octets desc`.execute(db);
        for (const session of sessions) {
          if (left <= 0) break;
          const output = Number(session.output);
          const input = Number(session.input);
          const fromOutput = Math.min(left, output);
          const fromInput = Math.min(left - fromOutput, input);
          left -= fromOutput + fromInput;
          await sql`update radius_counted set output_octets = ${output - fromOutput}, input_octets = ${input - fromInput}
                     where acctuniqueid = ${session.acctuniqueid}`.execute(db);
        }
      }
      await sql`alter table services drop column radius_base`.execute(db);
    },
  };
}
