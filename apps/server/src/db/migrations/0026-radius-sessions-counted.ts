import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * RADIUS usage counted per accounting session (decision 051).
 * - `radius_counted`: for each `radacct` row, the octets in each direction the usage pass has already counted. A pass
 *   adds what a session's octets grew past them to the service's `radius_bytes` and to the day's `usage_daily` row,
 *   so usage no longer depends on `radacct` keeping a period's rows, and the usage chart shows RADIUS traffic.
 * - A deleted `radacct` row takes its counted row with it (and on PostgreSQL a `truncate` all of them), so an id
 *   FreeRADIUS hands out again starts from nothing.
 * - Every session already recorded is counted as it is now: `radius_bytes` already holds it. An account listed in
 *   `radacct_moved` (accounting the last pass has not read) first gets `radius_bytes` as that pass would have
 *   written it, from the same figures the counted rows hold, and a live unused service with traffic starts, once, as
 *   migration 0024 did; the account stays listed, so a session that grows later is counted from here.
 * - `services.radius_base` goes: nothing is subtracted any more.
 */
export function radiusSessionsCounted(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      const pg = dialect === 'postgres';
      const statements = pg
        ? [
            `create table radius_counted (
               radacctid bigint primary key, input_octets bigint not null, output_octets bigint not null)`,
            // As owner, like radacct_moved(): an admin's cleanup under any role takes the counted rows too.
            `create function radius_counted_forget() returns trigger language plpgsql
             security definer set search_path from current as $$
             begin
               if tg_op = 'TRUNCATE' then
                 truncate radius_counted;
               else
                 delete from radius_counted where radacctid = old.radacctid;
               end if;
               return null;
             end $$`,
            `create trigger radius_counted_forget after delete on radacct
               for each row execute function radius_counted_forget()`,
            `create trigger radius_counted_truncate after truncate on radacct
               for each statement execute function radius_counted_forget()`,
          ]
        : [
            `create table radius_counted (
               radacctid integer primary key, input_octets integer not null, output_octets integer not null)`,
            `create trigger radius_counted_forget after delete on radacct begin
               delete from radius_counted where radacctid = old.radacctid;
             end`,
          ];
      for (const statement of statements) await sql.raw(statement).execute(db);

      await sql`insert into radius_counted (radacctid, input_octets, output_octets)
                select radacctid, coalesce(acctinputoctets, 0), coalesce(acctoutputoctets, 0) from radacct`.execute(db);
      const used = pg
        ? sql`greatest(0, sums.bytes - services.radius_base)`
        : sql`max(0, sums.bytes - services.radius_base)`;
      await sql`
        update services set radius_bytes = ${used}
          from (select radacct.username, sum(radius_counted.input_octets + radius_counted.output_octets) as bytes
                  from radius_counted join radacct on radacct.radacctid = radius_counted.radacctid
                 where radacct.username in (select username from radacct_moved)
                 group by radacct.username) as sums
         where services.username = sums.username and services.is_radius = 1 and services.deleted_at is null`.execute(
        db,
      );

      const now = new Date().toISOString();
      const end = pg
        ? sql`to_char((cast(${now} as timestamptz) at time zone 'UTC') + days * interval '1 day',
                      'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
        : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${now}, '+' || days || ' days')`;
      await sql`update services set started_at = ${now}, expire_in = ${end}
                 where is_radius = 1 and started_at is null and deleted_at is null and radius_bytes > 0`.execute(db);
      await sql`alter table services drop column radius_base`.execute(db);
    },
  };
}
