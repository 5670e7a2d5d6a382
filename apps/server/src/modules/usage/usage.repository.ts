import { sql } from 'kysely';
import type { Dialect, Executor } from '../../db/create-db.js';

/**
 * Usage: V2Ray counters and RADIUS accounting added to services and their days, and the status moves they and time
 * cause (started at first use, stopped at the limit or the expiry).
 */
export interface UsageDelta {
  serviceId: number;
  up: number;
  down: number;
}

/**
 * `column` is one of `ids` (service ids, or RADIUS usernames), the list bound as one parameter (a PostgreSQL array, a
 * SQLite JSON array): a usage pass asks about up to 200 000 services, which as `IN (…)` lists were a hundred
 * statements of 2 000 parameters each.
 */
function amongIds(dialect: Dialect, column: string, ids: number[] | string[], type: 'integer' | 'text' = 'integer') {
  return dialect === 'postgres'
    ? sql<boolean>`${sql.ref(column)} = any(cast(${ids} as ${sql.raw(type)}[]))`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`;
}

const addToDay = sql`on conflict (service_id, day) do update
   set upload_bytes = usage_daily.upload_bytes + excluded.upload_bytes,
       download_bytes = usage_daily.download_bytes + excluded.download_bytes`;

/** What a service's counters now say, read back from the update itself (decision 036). */
export interface UsageApplied {
  id: number;
  /** The reseller it belongs to: who is asked whether anyone listens for its stop (decision 113). */
  ownerId: number;
  /** Live, not yet stopped, limited and at or over its traffic: it has run out. */
  overLimit: boolean;
  /** GB left of a live, limited service (null otherwise): whether its owner is told it runs low (decision 113). */
  leftGb: number | null;
}

const appliedColumns = sql`services.id, services.owner_id,
  case when services.deleted_at is null and services.expired_at is null and services.unlimited_traffic = 0
            and services.upload_bytes + services.download_bytes + services.radius_bytes >= services.traffic_gb * 1073741824
       then 1 else 0 end as over_limit,
  case when services.deleted_at is null and services.expired_at is null and services.unlimited_traffic = 0
       then services.traffic_gb - (services.upload_bytes + services.download_bytes + services.radius_bytes) / 1073741824.0
  end as left_gb`;

type AppliedRow = { id: number; owner_id: number; over_limit: number; left_gb: number | string | null };
const toApplied = (r: AppliedRow): UsageApplied => ({
  id: Number(r.id),
  ownerId: Number(r.owner_id),
  overLimit: Number(r.over_limit) === 1,
  leftGb: r.left_gb === null ? null : Number(r.left_gb),
});

/**
 * When a period that starts `now` ends: its package's days on, as an ISO instant in UTC with milliseconds and `Z` (what
 * `Date.toISOString` writes), computed in the statement that starts it.
 */
function periodEnd(dialect: Dialect, now: string) {
  return dialect === 'postgres'
    ? sql<string>`to_char((cast(${now} as timestamptz) at time zone 'UTC') + services.days * interval '1 day',
                          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${now}, '+' || services.days || ' days')`;
}

/**
 * The counters' update also starts the period of a live, unused service that now has traffic (the period starts at
 * first use, docs/product/services-and-statuses.md#services). One new version of the row instead of two: a start changes indexed columns, so its
 * version gets an entry in each of the table's indexes, and a second update used to pay that again (decision 036).
 * Both dialects name the chunk's counters `delta.up` and `delta.down`.
 */
function startsOnFirstUse(dialect: Dialect, now: string) {
  const starts = sql`services.deleted_at is null and services.started_at is null
    and services.upload_bytes + services.download_bytes + services.radius_bytes + delta.up + delta.down > 0`;
  return sql`started_at = case when ${starts} then ${now} else services.started_at end,
           expire_in = case when ${starts} then ${periodEnd(dialect, now)} else services.expire_in end`;
}

/**
 * Adds a chunk of counters (one row per service) to the services' totals and to the day's rows, in the caller's
 * transaction, and answers the services that exist with what their new totals mean (a counter for a service that is
 * gone has nowhere to go and is dropped). The update holds the rows' locks until the caller commits, so what it
 * answers stays true for the moves made in the same transaction. The chunk goes as three arrays (PostgreSQL: one
 * statement, the update feeding the day's upsert) or one JSON array (SQLite: the update, then the upsert): a handful of
 * parameters and the same statement text for every chunk, not three parameters a row. V2Ray's counters go to
 * the upload and download totals; RADIUS's to `radius_bytes` (decision 051); the day's rows keep both directions.
 * V2Ray's come already charged at their node's multiplier (decision 109), so totals and day rows agree with the limit.
 */
export async function applyUsage(
  db: Executor,
  dialect: Dialect,
  rows: UsageDelta[],
  day: string,
  now: string,
  source: 'v2ray' | 'radius' = 'v2ray',
) {
  if (rows.length === 0) return [];
  const counters =
    source === 'radius'
      ? sql`radius_bytes = services.radius_bytes + delta.up + delta.down`
      : sql`upload_bytes = services.upload_bytes + delta.up, download_bytes = services.download_bytes + delta.down`;
  if (dialect === 'postgres') {
    const updated = await sql<AppliedRow>`
      with delta as (
        select * from unnest(cast(${rows.map((r) => r.serviceId)} as integer[]),
                             cast(${rows.map((r) => r.up)} as bigint[]),
                             cast(${rows.map((r) => r.down)} as bigint[])) as d(id, up, down)),
      updated as (
        update services
           set ${startsOnFirstUse(dialect, now)},
               ${counters},
               updated_at = ${now}
          from delta
         where services.id = delta.id
        returning ${appliedColumns}, delta.up, delta.down),
      daily as (
        insert into usage_daily (service_id, day, upload_bytes, download_bytes)
        select id, ${day}, up, down from updated
        ${addToDay})
      select id, owner_id, over_limit, left_gb from updated`.execute(db);
    return updated.rows.map(toApplied);
  }
  const updated = await sql<AppliedRow>`
    with delta(id, up, down) as (
      select value ->> 0, value ->> 1, value ->> 2 from json_each(${JSON.stringify(rows.map((r) => [r.serviceId, r.up, r.down]))}))
    update services
       set ${startsOnFirstUse(dialect, now)},
           ${counters},
           updated_at = ${now}
      from delta
     where services.id = delta.id
    returning ${appliedColumns}`.execute(db);
  const applied = updated.rows.map(toApplied);
  const known = new Set(applied.map((r) => r.id));
  const daily = rows.filter((r) => known.has(r.serviceId)).map((r) => [r.serviceId, r.up, r.down]);
  if (daily.length > 0) {
    // `where true` tells SQLite's parser the ON CONFLICT belongs to the insert, not to a join.
    await sql`
      insert into usage_daily (service_id, day, upload_bytes, download_bytes)
      select value ->> 0, ${day}, value ->> 1, value ->> 2 from json_each(${JSON.stringify(daily)}) where true
      ${addToDay}`.execute(db);
  }
  return applied;
}

/** Stamps services stopped (expired or out of traffic), once, so each move tells the nodes once. */
export async function stopServices(db: Executor, dialect: Dialect, now: string, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .updateTable('services')
    .set({ expired_at: now })
    .where(amongIds(dialect, 'id', ids))
    .execute();
}

const running = (db: Executor) =>
  db
    .selectFrom('services')
    .select(['id', 'owner_id'])
    .where('deleted_at', 'is', null)
    .where('expired_at', 'is', null)
    .where('started_at', 'is not', null);

/**
 * Running services whose period just ended, found through the `services_running` partial index: stamped once, so
 * each move tells the nodes once.
 */
export async function stampExpired(db: Executor, dialect: Dialect, now: string) {
  // In the index's order, a thousand at a time (each stamped before the next is read): asked for all at once,
  // PostgreSQL expected tens of thousands of rows (it cannot see that services past their expiry are stamped
  // already) and read the whole table on every pass (decision 036).
  const stopped: Array<{ id: number; ownerId: number }> = [];
  for (let more = true; more; ) {
    const expired = (await running(db).where('expire_in', '<=', now).orderBy('expire_in').limit(1000).execute()).map(
      (r) => ({ id: Number(r.id), ownerId: Number(r.owner_id) }),
    );
    await stopServices(
      db,
      dialect,
      now,
      expired.map((s) => s.id),
    );
    stopped.push(...expired);
    more = expired.length === 1000;
  }
  return stopped;
}

/** The RADIUS accounts whose accounting moved since the usage pass last took them (`radacct_moved`, decision 051). */
export async function radiusAccountsMoved(db: Executor) {
  return (await db.selectFrom('radacct_moved').select('username').execute()).map((r) => r.username);
}

/**
 * Takes `usernames` out of `radacct_moved`, in the transaction that writes their usage. On PostgreSQL the delete waits
 * for an accounting write that listed one of them and has not committed, so what the pass sums next includes it.
 */
export async function takeRadiusAccounts(db: Executor, dialect: Dialect, usernames: string[]) {
  if (usernames.length === 0) return;
  await db
    .deleteFrom('radacct_moved')
    .where(amongIds(dialect, 'username', usernames, 'text'))
    .execute();
}

/** The octets of a session in each direction: as FreeRADIUS recorded them, or as the usage pass counted them. */
export interface SessionOctets {
  acctuniqueid: string;
  input: number;
  output: number;
}

/**
 * The sessions of these accounts whose octets grew past what the usage pass counted (`radius_counted`, decision 051),
 * each with both figures: the growth is the traffic to add. A session not counted yet counts from zero.
 */
export async function radiusSessionsGrown(db: Executor, dialect: Dialect, usernames: string[]) {
  if (usernames.length === 0) return [];
  const input = sql`coalesce(radacct.acctinputoctets, 0)`;
  const output = sql`coalesce(radacct.acctoutputoctets, 0)`;
  const { rows } = await sql<{
    acctuniqueid: string;
    username: string;
    input: number | string;
    output: number | string;
    counted_input: number | string | null;
    counted_output: number | string | null;
  }>`
    select radacct.acctuniqueid, radacct.username, ${input} as input, ${output} as output,
           radius_counted.input_octets as counted_input, radius_counted.output_octets as counted_output
      from radacct left join radius_counted on radius_counted.acctuniqueid = radacct.acctuniqueid
     where ${amongIds(dialect, 'radacct.username', usernames, 'text')}
       and (${input} > coalesce(radius_counted.input_octets, 0) or ${output} > coalesce(radius_counted.output_octets, 0))`.execute(
    db,
  );
  return rows.map((r) => ({
    acctuniqueid: r.acctuniqueid,
    username: r.username,
    input: Number(r.input),
    output: Number(r.output),
    countedInput: Number(r.counted_input ?? 0),
    countedOutput: Number(r.counted_output ?? 0),
  }));
}

/** Writes what the usage pass has now counted of these sessions (a session written again into a new row is back). */
export async function countRadiusSessions(db: Executor, dialect: Dialect, sessions: SessionOctets[]) {
  if (sessions.length === 0) return;
  const counted =
    dialect === 'postgres'
      ? sql`select * from unnest(cast(${sessions.map((s) => s.acctuniqueid)} as text[]),
                                 cast(${sessions.map((s) => s.input)} as bigint[]),
                                 cast(${sessions.map((s) => s.output)} as bigint[]))`
      : // `where true` tells SQLite's parser the ON CONFLICT belongs to the insert, not to a join.
        sql`select value ->> 0, value ->> 1, value ->> 2
              from json_each(${JSON.stringify(sessions.map((s) => [s.acctuniqueid, s.input, s.output]))}) where true`;
  await sql`
    insert into radius_counted (acctuniqueid, input_octets, output_octets) ${counted}
    on conflict (acctuniqueid) do update
       set input_octets = excluded.input_octets, output_octets = excluded.output_octets,
           -- Back only if its row is: a cleanup that deleted it while this pass read it keeps its stamp.
           gone_at = case when exists (select 1 from radacct where radacct.acctuniqueid = excluded.acctuniqueid)
                          then null else radius_counted.gone_at end`.execute(db);
}

/**
 * Forgets, a thousand at a time, sessions whose `radacct` row was deleted before `before` and not written again: long
 * enough ago that FreeRADIUS will not write them again. Answers how many went.
 */
export async function forgetRadiusSessions(db: Executor, before: string) {
  const gone = db
    .selectFrom('radius_counted')
    .select('radius_counted.acctuniqueid')
    .where('radius_counted.gone_at', 'is not', null)
    .where('radius_counted.gone_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('radacct')
            .select('radacct.radacctid')
            .whereRef('radacct.acctuniqueid', '=', 'radius_counted.acctuniqueid'),
        ),
      ),
    )
    .limit(1000);
  const deleted = await db.deleteFrom('radius_counted').where('acctuniqueid', 'in', gone).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** The live RADIUS services of these usernames, by username. */
export async function liveRadiusServices(db: Executor, dialect: Dialect, usernames: string[]) {
  if (usernames.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('services')
    .select(['id', 'username'])
    .where(amongIds(dialect, 'username', usernames, 'text'))
    .where('is_radius', '=', 1)
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.username, r.id]));
}
