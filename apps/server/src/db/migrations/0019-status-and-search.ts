import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';
import {
  dropServiceCountTriggers,
  type KeptServiceCounts,
  keptCountSums,
  serviceCountTriggers,
} from './kept-counts-sql.js';

/**
 * 0018's counts and two more (decision 035): `dated`, the started services with an expiry, and `stopped`, those of
 * them the usage pass stamped as ended (`expired_at`). With them the list counts expired, finished and active
 * services from the few rows that changed since the last pass instead of every row.
 */
export const STATUS_COUNTS: KeptServiceCounts = {
  kept: {
    live: 'true',
    unpaid: '$.paid = 0',
    unstarted: '$.started_at is null',
    radius: '$.is_radius = 1',
    dated: '$.started_at is not null and $.expire_in is not null',
    stopped: '$.started_at is not null and $.expire_in is not null and $.expired_at is not null',
  },
  watched: ['owner_id', 'deleted_at', 'paid', 'started_at', 'is_radius', 'expire_in', 'expired_at'],
};

/** The "traffic finished" test of docs/product/services-and-statuses.md#service-status-codes on one row, as the mapper decides it. */
const OVER =
  'case when unlimited_traffic = 0 and upload_bytes + download_bytes + radius_bytes >= traffic_gb * 1073741824 then 1 else 0 end';

const LIVE_STARTED = 'deleted_at is null and started_at is not null';

/**
 * A reseller's id as a search token: its digits as private-use characters between two markers, so the trigram
 * tokenizer indexes it apart from any text a reseller or customer could have typed (decision 035);
 * `ownerSearchToken` in services-list.repository.ts writes the same for queries.
 */
export const ownerToken = (column: string) => {
  let digits = `cast(${column} as text)`;
  for (let d = 0; d <= 9; d++) digits = `replace(${digits}, '${d}', char(${0xe000 + d}))`;
  return `(char(${0xe00a}) || ${digits} || char(${0xe00a}))`;
};

/**
 * SQLite's trigram indexes: FTS5 tables over a view that adds the owner's token to the searched columns (external
 * content, so the text is not stored twice), kept by triggers.
 */
function sqliteSearch() {
  const table = (name: string, content: string, columns: string[]) => {
    const list = ['owner', ...columns].join(', ');
    const values = (row: 'new' | 'old') =>
      [ownerToken(`${row}.owner_id`), ...columns.map((c) => `${row}.${c}`)].join(', ');
    const remove = `insert into ${name}(${name}, rowid, ${list}) values ('delete', old.id, ${values('old')});`;
    const insert = `insert into ${name}(rowid, ${list}) values (new.id, ${values('new')});`;
    const watched = ['owner_id', ...columns].join(', ');
    return [
      `create view ${name}_source as select id, ${ownerToken('owner_id')} as owner, ${columns.join(', ')}
       from ${content}`,
      `create virtual table ${name} using fts5(${list}, content='${name}_source', content_rowid='id',
       tokenize='trigram')`,
      `create trigger ${name}_insert after insert on ${content} begin ${insert} end`,
      `create trigger ${name}_delete after delete on ${content} begin ${remove} end`,
      `create trigger ${name}_update after update of ${watched} on ${content} begin ${remove} ${insert} end`,
      `insert into ${name}(${name}) values ('rebuild')`,
    ];
  };
  return [
    ...table('services_search', 'services', ['username', 'info']),
    ...table('users_search', 'users', ['mobile', 'name']),
  ];
}

/** PostgreSQL's: pg_trgm's GIN indexes, which answer `like '%…%'` on the columns a search reads. */
function postgresSearch() {
  return [
    'create extension if not exists pg_trgm',
    'create index services_username_trgm on services using gin (username gin_trgm_ops)',
    'create index services_info_trgm on services using gin (info gin_trgm_ops)',
    'create index users_mobile_trgm on users using gin (mobile gin_trgm_ops)',
    'create index users_name_trgm on users using gin (name gin_trgm_ops)',
  ];
}

/**
 * The services list's filters and searches without reading every one of a reseller's services (decision 035):
 * - `traffic_over`: whether a service used up its traffic, worked out by the database from the counters (virtual on
 *   SQLite, stored on PostgreSQL, where an unchanged value keeps the usage pass's updates HOT);
 * - partial indexes of a reseller's started services by expiry: those over their traffic, those still running and
 *   those the usage pass stopped, each a short range for a count;
 * - trigram indexes for searching usernames, descriptions and customers' mobiles and names by any part.
 */
export function statusAndSearch(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      const run = async (statements: string[]) => {
        for (const s of statements) await sql.raw(s).execute(db);
      };
      await run([
        dialect === 'postgres'
          ? `alter table services add column traffic_over smallint generated always as (${OVER}) stored`
          : `alter table services add column traffic_over integer generated always as (${OVER}) virtual`,
        `create index services_owner_over on services (owner_id, expire_in) where ${LIVE_STARTED} and traffic_over = 1`,
        `create index services_owner_running on services (owner_id, expire_in)
         where ${LIVE_STARTED} and expired_at is null`,
        `create index services_owner_stopped on services (owner_id, expire_in)
         where ${LIVE_STARTED} and expired_at is not null`,
        'alter table service_counts add column dated integer not null default 0',
        'alter table service_counts add column stopped integer not null default 0',
        ...dropServiceCountTriggers(dialect),
        'delete from service_counts',
        `insert into service_counts (owner_id, ${Object.keys(STATUS_COUNTS.kept).join(', ')})
         select owner_id, ${keptCountSums(STATUS_COUNTS)} from services group by owner_id`,
        ...serviceCountTriggers(STATUS_COUNTS, dialect),
        ...(dialect === 'postgres' ? postgresSearch() : sqliteSearch()),
      ]);
    },
  };
}
