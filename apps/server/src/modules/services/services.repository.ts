import { NEAR_END_DAYS, NEAR_END_PERCENT, SERVICE_STATUS_NEAR_END, type ServiceSort } from '@pishkhan/contract';
import type { Updateable } from 'kysely';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { builtOnce } from '../../db/built-once.js';
import type { Dialect, Executor } from '../../db/create-db.js';
import { flag, isOn, type WithBooleans, type WithOptionalBooleans } from '../../db/flags.js';
import type { Database, NewService, ServiceRow, ServicesTable } from '../../db/types.js';
import { searchForms } from '../../lib/search-forms.js';

export const GIB = 1_073_741_824;

// The table keeps its switches as 0/1 integers; everything above this file sees booleans (db/flags.ts). The SQL
// (filters, kept counts, the `traffic_over` literal) still compares the columns with 0 and 1.
/** The switches a service is written with. */
const WRITTEN_FLAGS = [
  'is_v2ray',
  'is_radius',
  'is_custom',
  'unlimited_traffic',
  'paid',
  'banned',
  'auto_renew',
] as const;
type WrittenFlag = (typeof WRITTEN_FLAGS)[number];
/** A service as the services module sees it: its switches (and the database's `traffic_over`) booleans. */
export type ServiceRecord = WithBooleans<ServiceRow, WrittenFlag | 'traffic_over'>;
/** A new service as the module writes it: its access booleans, and `unlimited_traffic`, `paid`, `banned`, `auto_renew` if given. */
export type NewServiceRecord = WithOptionalBooleans<
  WithBooleans<NewService, 'is_v2ray' | 'is_radius' | 'is_custom'>,
  'unlimited_traffic' | 'paid' | 'banned' | 'auto_renew'
>;
/** A change of a service: its switches as booleans. */
export type ServiceUpdate = WithOptionalBooleans<Updateable<ServicesTable>, WrittenFlag>;

/** A row's switches as their columns keep them; a switch the row does not give stays out. */
function flagColumns<T extends Partial<Record<WrittenFlag, boolean | undefined>>>(row: T) {
  const columns: Record<string, unknown> = { ...row };
  for (const key of WRITTEN_FLAGS) {
    const on = row[key];
    if (on !== undefined) columns[key] = flag(on);
  }
  return columns;
}

interface Joined {
  customer_name: string | null;
  customer_mobile: string | null;
  /** The owner's share-link remark settings (docs/decisions/018); null when never saved. */
  owner_remarks: string | null;
  /** False also when never saved. */
  owner_groupremarks: boolean;
  /** The devices its subscription URL keeps (decision 105). */
  devices_used: number;
}
export type ServiceWithCustomer = ServiceRecord & Joined;
/** The joined columns as the database answers them. */
type JoinedColumns = Omit<Joined, 'owner_groupremarks' | 'devices_used'> & {
  owner_groupremarks: number | null;
  devices_used: number | string | bigint | null;
};

/** The database's own "used up its traffic" flag (migration 0019), a literal so partial indexes on it apply. */
const over = (eb: ExpressionBuilder<Database, 'services'>, value: 0 | 1) =>
  eb(sql.ref('services.traffic_over'), '=', sql.lit(value));

/** The statuses of docs/product/services-and-statuses.md#service-status-codes as SQL, so filters and counts agree with the mapper. */
function statusIs(code: 1 | 2 | 3 | 4, now: string) {
  return (eb: ExpressionBuilder<Database, 'services'>) => {
    switch (code) {
      case 1:
        return eb('services.started_at', 'is', null);
      case 2:
        return eb.and([eb('services.started_at', 'is not', null), eb('services.expire_in', '<=', now)]);
      case 3:
        return eb.and([eb('services.started_at', 'is not', null), eb('services.expire_in', '>', now), over(eb, 1)]);
      case 4:
        return eb.and([eb('services.started_at', 'is not', null), eb('services.expire_in', '>', now), over(eb, 0)]);
    }
  };
}

const CUSTOMER_AND_SETTINGS = [
  'customer.name as customer_name',
  'customer.mobile as customer_mobile',
  'owner_settings.remarks as owner_remarks',
  'owner_settings.groupremarks as owner_groupremarks',
] as const;

/** How many devices the service's subscription keeps, read by the service_devices unique index's prefix. */
const devicesUsed = (eb: ExpressionBuilder<Database, 'services'>) =>
  eb
    .selectFrom('service_devices')
    .select((d) => d.fn.countAll().as('n'))
    .whereRef('service_devices.service_id', '=', 'services.id')
    .as('devices_used');

const withCustomer = (db: Executor) =>
  db
    .selectFrom('services')
    .leftJoin('users as customer', 'customer.id', 'services.customer_id')
    .leftJoin('reseller_settings as owner_settings', 'owner_settings.user_id', 'services.owner_id');

function selectServices(db: Executor) {
  return withCustomer(db)
    .selectAll('services')
    .select(CUSTOMER_AND_SETTINGS)
    .select(devicesUsed)
    .where('services.deleted_at', 'is', null);
}

/** The columns a service's view reads (the mapper's `toService`, and the share link's package). */
const LISTED = [
  'id',
  'package_id',
  'customer_id',
  'group_id',
  'info',
  'note',
  'username',
  'password',
  'v2ray_uuid',
  'sub_token',
  'is_v2ray',
  'is_radius',
  'is_custom',
  'days',
  'traffic_gb',
  'unlimited_traffic',
  'upload_bytes',
  'download_bytes',
  'radius_bytes',
  'cost',
  'paid',
  'banned',
  'started_at',
  'expire_in',
  'expired_at',
  'created_at',
  'device_limit',
  'simultaneous_limit',
  'paused_until',
  'auto_renew',
] as const satisfies readonly (keyof ServiceRow)[];

/** A row as a page of the list reads it: what its view shows, not every column (decision 060). */
export type ListedService = Pick<ServiceWithCustomer, (typeof LISTED)[number] | keyof Joined>;
/** A listed row as the database answers it. */
type ListedColumns = Pick<ServiceRow, (typeof LISTED)[number]> & JoinedColumns;
type Listed<T extends ListedColumns> = Omit<T, WrittenFlag | 'owner_groupremarks' | 'devices_used'> &
  Record<WrittenFlag | 'owner_groupremarks', boolean> & { devices_used: number };

/**
 * The list's rows: each value a row carries is an object property better-sqlite3 (or pg) makes for it, so a page reads
 * the columns its view needs rather than all of them.
 */
function selectListed(db: Executor) {
  return withCustomer(db)
    .select(LISTED.map((column) => `services.${column}` as const))
    .select(CUSTOMER_AND_SETTINGS)
    .select(devicesUsed)
    .where('services.deleted_at', 'is', null);
}

/** PostgreSQL answers `bigint` and `numeric` as strings; the switches become booleans. */
const numericListed = <T extends ListedColumns>(row: T): Listed<T> =>
  ({
    ...row,
    upload_bytes: Number(row.upload_bytes),
    download_bytes: Number(row.download_bytes),
    radius_bytes: Number(row.radius_bytes),
    cost: Number(row.cost),
    traffic_gb: Number(row.traffic_gb),
    is_v2ray: isOn(row.is_v2ray),
    is_radius: isOn(row.is_radius),
    is_custom: isOn(row.is_custom),
    unlimited_traffic: isOn(row.unlimited_traffic),
    paid: isOn(row.paid),
    banned: isOn(row.banned),
    auto_renew: isOn(row.auto_renew),
    owner_groupremarks: isOn(row.owner_groupremarks),
    devices_used: Number(row.devices_used ?? 0),
  }) as Listed<T>;
const numeric = (row: ServiceRow & JoinedColumns): ServiceWithCustomer => ({
  ...numericListed(row),
  traffic_over: isOn(row.traffic_over),
  pool_gb: Number(row.pool_gb),
  referral_profit: Number(row.referral_profit),
  referral_pending: Number(row.referral_pending),
});

export async function findOwnService(db: Executor, ownerId: number, id: number) {
  const row = await selectServices(db)
    .where('services.owner_id', '=', ownerId)
    .where('services.id', '=', id)
    .executeTakeFirst();
  return row && numeric(row);
}

/**
 * Holds the service's row lock until the caller's transaction ends (a no-op update, as the pool's lock does), so money
 * moves on one service run one after another and each reads what the one before it committed.
 */
export async function lockOwnService(trx: Executor, ownerId: number, id: number) {
  const r = await trx
    .updateTable('services')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Locks a service for the delivery deadline's cancellation if it is still undelivered, unused and not deleted (a no-op
 * conditional update, like `lockOwnService`): concurrent cancellations, deletes and renewals of it run one after
 * another, and only the first cancellation finds it so.
 */
export async function lockUndelivered(trx: Executor, id: number) {
  const r = await trx
    .updateTable('services')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('delivered_at', 'is', null)
    .where('started_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Live, stopped services that renew by themselves (decision 114), in the partial index's order, after `afterId`. */
export async function autoRenewDue(db: Executor, afterId: number, limit: number) {
  const rows = await db
    .selectFrom('services')
    .select(['id', 'owner_id'])
    .where(sql.ref('services.auto_renew'), '=', sql.lit(1))
    .where('services.expired_at', 'is not', null)
    .where('services.deleted_at', 'is', null)
    .where('services.id', '>', afterId)
    .orderBy('services.id')
    .limit(limit)
    .execute();
  return rows;
}

/**
 * Locks a service for its automatic renewal if it is still live, stopped and set to renew (a no-op conditional update,
 * like `lockOwnService`): a second worker, or a reseller's renewal that committed first, finds nothing to renew.
 */
export async function lockAutoRenewDue(trx: Executor, ownerId: number, id: number) {
  const r = await trx
    .updateTable('services')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where(sql.ref('auto_renew'), '=', sql.lit(1))
    .where('expired_at', 'is not', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * A sale can no longer be refunded once its service has started and used 0.1 GB (decision 012; the
 * mapper's `serviceState`): the condition in SQL, as whole bytes (`used × 10 ≥ 1 GiB`).
 */
const pastRefund = (eb: ExpressionBuilder<Database, 'services'>) =>
  eb.and([
    eb('services.started_at', 'is not', null),
    eb(sql<number>`(services.upload_bytes + services.download_bytes + services.radius_bytes) * 10`, '>=', sql.lit(GIB)),
  ]);

/** Live services whose referral profit waits and that can no longer be refunded (decision 080), oldest first. */
export async function vestableReferrals(db: Executor, limit: number) {
  const rows = await db
    .selectFrom('services')
    .select(['id', 'owner_id', 'referral_pending'])
    .where('services.referral_pending', '>', 0)
    .where('services.deleted_at', 'is', null)
    .where(pastRefund)
    .orderBy('services.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, referral_pending: Number(r.referral_pending) }));
}

/**
 * Takes a service's waiting referral profit for payment if it is still `amount`, the service live and past refund: a
 * concurrent delete (which refunds only before that) and a second worker find nothing to take.
 */
export async function takePendingReferral(trx: Executor, id: number, amount: number) {
  const r = await trx
    .updateTable('services')
    .set({ referral_pending: 0 })
    .where('id', '=', id)
    .where('referral_pending', '=', amount)
    .where('deleted_at', 'is', null)
    .where(pastRefund)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The referral profit still waiting on the live services of each of `ownerIds`. */
export async function pendingReferralByOwner(db: Executor, ownerIds: number[]) {
  if (ownerIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('services')
    .select(['owner_id', (eb) => eb.fn.sum<number>('referral_pending').as('pending')])
    .where('referral_pending', '>', 0)
    .where('deleted_at', 'is', null)
    .where('owner_id', 'in', ownerIds)
    .groupBy('owner_id')
    .execute();
  return new Map(rows.map((r) => [r.owner_id, Number(r.pending)]));
}

/** The referral profit waiting for `referrerId` on the live services of every reseller they referred. */
export async function pendingReferralFor(db: Executor, referrerId: number) {
  const row = await db
    .selectFrom('services')
    .innerJoin('users as payer', 'payer.id', 'services.owner_id')
    .select((eb) => eb.fn.sum<number>('services.referral_pending').as('pending'))
    .where('services.referral_pending', '>', 0)
    .where('services.deleted_at', 'is', null)
    .where('payer.referrer_id', '=', referrerId)
    .executeTakeFirst();
  return Number(row?.pending ?? 0);
}

const servicesByIds = builtOnce((db, ids: number[]) =>
  selectServices(db).where('services.id', 'in', ids).orderBy('services.id'),
);
export async function findServicesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await servicesByIds.all(db, ids);
  return rows.map(numeric);
}

/** The live RADIUS services among `ids`. */
export async function findRadiusServicesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await selectServices(db)
    .where('services.is_radius', '=', 1)
    .where('services.id', 'in', ids)
    .orderBy('services.id')
    .execute();
  return rows.map(numeric);
}

export interface ServiceFilter {
  customerId?: number | undefined;
  /** 0 all, 1–4 a status, 5 near the end (`nearEnd`). */
  status: number;
  paid: number;
  search?: string | undefined;
  sort?: ServiceSort | undefined;
}

/**
 * Status filter 5, «رو به اتمام» (docs/product/services-and-statuses.md#service-list-filters): active, and with at
 * most `NEAR_END_DAYS` left or `NEAR_END_PERCENT` of its GB used: the rows the list marks red.
 */
function nearEnd(eb: ExpressionBuilder<Database, 'services'>, now: string) {
  const soon = new Date(new Date(now).getTime() + NEAR_END_DAYS * 86_400_000).toISOString();
  const used = sql<number>`(services.upload_bytes + services.download_bytes + services.radius_bytes) * 100`;
  return eb.and([
    statusIs(4, now)(eb),
    eb.or([
      eb('services.expire_in', '<=', soon),
      eb.and([
        eb('services.unlimited_traffic', '=', 0),
        eb(used, '>=', sql<number>`services.traffic_gb * ${sql.lit(NEAR_END_PERCENT * GIB)}`),
      ]),
    ]),
  ]);
}

/** The list's orders (SERVICE_SORTS), each ending in the id so a page is stable. */
function sorted<DB extends Database, TB extends keyof DB & 'services', O>(
  q: SelectQueryBuilder<DB, TB, O>,
  sort: ServiceSort | undefined,
): SelectQueryBuilder<DB, TB, O> {
  if (sort === 'expiry') {
    // Services not started (no expiry) last, on both databases.
    return q
      .orderBy(sql`case when services.expire_in is null then 1 else 0 end`, 'asc')
      .orderBy(sql`services.expire_in`, 'asc')
      .orderBy(sql`services.id`, 'desc');
  }
  if (sort === 'usage') {
    // The share of its GB used; unlimited services (no share) last.
    return q
      .orderBy(
        sql`case when services.unlimited_traffic = 1 or services.traffic_gb <= 0 then -1 else (services.upload_bytes + services.download_bytes + services.radius_bytes) * 1.0 / (services.traffic_gb * ${sql.lit(GIB)}) end`,
        'desc',
      )
      .orderBy(sql`services.id`, 'desc');
  }
  return q.orderBy(sql`services.id`, 'desc');
}

/** A trigram index answers a text of three characters or more. */
const TRIGRAM = 3;
/** The search's characters (not UTF-16 units), without LIKE's wildcards. */
const searchText = (f: ServiceFilter) => [...(f.search ?? '').replace(/[%_]/g, '')];

/** An owner's id as migration 0019 indexes it for SQLite's searches: digits as private-use characters, marked off. */
export const ownerSearchToken = (ownerId: number) =>
  `\uE00A${String(ownerId).replace(/\d/g, (d) => String.fromCharCode(0xe000 + Number(d)))}\uE00A`;

/**
 * The services a search finds, through the trigram indexes (SQLite's FTS5 tables, migration 0019; PostgreSQL's
 * owner-led GIN indexes, migrations 0021 and 0023, the services' text in `services_search`; the note since 0035):
 * those whose username, description or note holds the text, those of the owner's customers whose mobile or name holds it, and the service whose
 * id it is. A trigram index answers texts of three characters or more; shorter ones return undefined and are matched
 * row by row.
 */
function searchCandidates(dialect: Dialect, ownerId: number, text: string, asId: number) {
  if ([...text].length < TRIGRAM) return undefined;
  const byId = asId > 0 ? sql`union all select cast(${asId} as integer)` : sql``;
  if (dialect === 'sqlite') {
    // FTS5 phrases, matched as substrings by the trigram tokenizer; a double quote inside one is written twice.
    const phrase = `"${text.replaceAll('"', '""')}"`;
    const mine = `owner : "${ownerSearchToken(ownerId)}"`;
    return sql<number>`(select rowid from services_search where services_search match ${`${mine} AND {username info note} : ${phrase}`}
      union all select s.id from users_search f join services s on s.customer_id = f.rowid
        where users_search match ${`${mine} AND {mobile name} : ${phrase}`}
      ${byId})`;
  }
  const like = `%${text}%`;
  return sql<number>`(select id from services_search where owner_id = ${ownerId} and (username ilike ${like} or info ilike ${like} or note ilike ${like})
      union all select s.id from users c join services s on s.customer_id = c.id
        where c.owner_id = ${ownerId} and c.type = 'CUSTOMER' and (c.mobile ilike ${like} or c.name ilike ${like})
      ${byId})`;
}

/** The owner's services a search text finds: through the trigram indexes, or row by row when it is shorter. */
function servicesHolding(
  eb: ExpressionBuilder<Database, 'services'>,
  dialect: Dialect,
  ownerId: number,
  text: string,
  asId: number,
) {
  const candidates = searchCandidates(dialect, ownerId, text, asId);
  if (candidates) return eb('services.id', 'in', candidates);
  const like = `%${text}%`;
  // SQLite's like ignores the case of Latin letters; PostgreSQL's ilike does the same.
  const op = dialect === 'postgres' ? 'ilike' : 'like';
  return eb.or([
    eb('services.id', '=', asId),
    eb('services.username', op, like),
    eb('services.info', op, like),
    eb('services.note', op, like),
    eb(
      'services.customer_id',
      'in',
      eb
        .selectFrom('users as customer')
        .select('customer.id')
        .where('customer.owner_id', '=', ownerId)
        .where('customer.type', '=', 'CUSTOMER')
        .where((c) => c.or([c('customer.mobile', op, like), c('customer.name', op, like)])),
    ),
  ]);
}

/** The owner's live services: every list's first terms. */
const ownLive = (eb: ExpressionBuilder<Database, 'services'>, ownerId: number) => [
  eb('services.owner_id', '=', ownerId),
  eb('services.deleted_at', 'is', null),
];

/**
 * The owner's live services matching the filters of docs/product/services-and-statuses.md#service-list-filters, on `services` alone: the count needs no join, and a
 * search looks at the owner's customers once rather than joining a customer to every service. A service's customer
 * is always one of its owner's (`users.customerFor`).
 */
function ownServicesMatching(dialect: Dialect, ownerId: number, f: ServiceFilter, now: string) {
  return (eb: ExpressionBuilder<Database, 'services'>) => {
    const terms = ownLive(eb, ownerId);
    if (f.customerId) terms.push(eb('services.customer_id', '=', f.customerId));
    if (f.status >= 1 && f.status <= 4) terms.push(statusIs(f.status as 1 | 2 | 3 | 4, now)(eb));
    if (f.status === SERVICE_STATUS_NEAR_END) terms.push(nearEnd(eb, now));
    if (f.paid === 1) terms.push(eb('services.paid', '=', 1));
    if (f.paid === 2) terms.push(eb('services.paid', '=', 0));
    if (f.search) {
      const forms = searchForms(f.search);
      const ascii = forms[forms.length - 1] ?? '';
      // Ids are 32-bit integers: a longer number (a whole mobile) is no id, and PostgreSQL refuses it as one.
      const asId = /^\d{1,9}$/.test(ascii) ? Number(ascii) : -1;
      terms.push(eb.or(forms.map((text) => servicesHolding(eb, dialect, ownerId, text, asId))));
    }
    return eb.and(terms);
  };
}

/**
 * The page's ids first, then their rows: asked for whole rows newest first, PostgreSQL walks the primary key backwards
 * past every other owner's newer services (most of the table for a large reseller), where the ids alone come from
 * `services_owner_list`.
 */
const pageOfMatching = (db: Executor, matching: Matching, limit: number, offset: number, sort?: ServiceSort) =>
  sorted(
    selectListed(db).where(
      'services.id',
      'in',
      sorted(db.selectFrom('services').select('services.id').where(matching), sort).limit(limit).offset(offset),
    ),
    sort,
  );

type Matching = ReturnType<typeof ownServicesMatching>;

/** The filter's status (1–4) and paid (1–2) codes, 0 where it has none. */
const filterCodes = (f: ServiceFilter) => ({
  status: f.status >= 1 && f.status <= 4 ? f.status : 0,
  paid: f.paid === 1 || f.paid === 2 ? f.paid : 0,
});

/** The list without a filter, a search or another order: what the list opens with, built once (decision 045). */
const unfilteredPage = builtOnce((db, ownerId: number, limit: number, offset: number) =>
  pageOfMatching(db, (eb) => eb.and(ownLive(eb, ownerId)), limit, offset),
);
const countOfMatching = (db: Executor, matching: Matching) =>
  db
    .selectFrom('services')
    .where(matching)
    .select((eb) => eb.fn.countAll<number>().as('n'));

export async function listOwnServices(
  db: Executor,
  dialect: Dialect,
  ownerId: number,
  f: ServiceFilter,
  now: string,
  page: number,
  size: number,
) {
  const matching = ownServicesMatching(dialect, ownerId, f, now);
  if (searchText(f).length >= TRIGRAM && (f.sort ?? 'new') === 'new') {
    // A search through the trigram indexes matches a few rows: their ids once, for the page and its count together.
    const ids = (
      await db.selectFrom('services').select('services.id').where(matching).orderBy('services.id', 'desc').execute()
    ).map((r) => r.id);
    const pageIds = ids.slice((page - 1) * size, page * size);
    const rows =
      pageIds.length === 0
        ? []
        : await selectListed(db).where('services.id', 'in', pageIds).orderBy('services.id', 'desc').execute();
    return { rows: rows.map(numericListed), total: ids.length };
  }
  const { status, paid } = filterCodes(f);
  const unfiltered =
    !f.search &&
    !f.customerId &&
    status === 0 &&
    paid === 0 &&
    f.status !== SERVICE_STATUS_NEAR_END &&
    (f.sort ?? 'new') === 'new';
  const [rows, total] = await Promise.all([
    unfiltered
      ? unfilteredPage.all(db, ownerId, size, (page - 1) * size)
      : pageOfMatching(db, matching, size, (page - 1) * size, f.sort).execute(),
    countMatching(db, ownerId, f, now, matching),
  ]);
  return { rows: rows.map(numericListed), total };
}

/** SQLite's search tables (migrations 0019 and 0028). */
const SEARCH_TABLES = ['services_search', 'users_search'] as const;
/** Pages of index one merge step rewrites at most: a step holds SQLite's writer, so each is kept short. */
const MERGE_PAGES = 200;
/** Steps a table gets in one call, so that a backlog is worked off over several passes, not in one long hold. */
const MERGE_STEPS = 20;

/**
 * Merges each of SQLite's search tables' FTS5 segments two by two, as far as they go (decision 035): every sale,
 * rename or deletion writes a small segment, and a search looks each of its trigrams up in every segment, so the
 * index's time grows with their count, not with the reseller's rows. FTS5 says a `merge` did no work when
 * `total_changes()` moved by less than two. Answers the steps that did work; PostgreSQL has nothing to merge.
 */
export async function mergeSearchSegments(db: Executor, dialect: Dialect) {
  if (dialect !== 'sqlite') return 0;
  const changes = async () => (await sql<{ n: number }>`select total_changes() as n`.execute(db)).rows[0]?.n ?? 0;
  let steps = 0;
  for (const table of SEARCH_TABLES) {
    for (let step = 0; step < MERGE_STEPS; step++) {
      const before = await changes();
      await sql`insert into ${sql.table(table)}(${sql.table(table)}, rank) values ('merge', ${MERGE_PAGES})`.execute(
        db,
      );
      if ((await changes()) - before < 2) break;
      steps += 1;
    }
  }
  return steps;
}

/** The sums of the owner's rows: PostgreSQL keeps an owner's counts in several (decision 033), SQLite in one. */
const keptCounts = builtOnce((db, ownerId: number) =>
  db
    .selectFrom('service_counts')
    .select((eb) => [
      'owner_id',
      eb.fn.sum<number>('live').as('live'),
      eb.fn.sum<number>('unpaid').as('unpaid'),
      eb.fn.sum<number>('unstarted').as('unstarted'),
      eb.fn.sum<number>('radius').as('radius'),
      eb.fn.sum<number>('dated').as('dated'),
      eb.fn.sum<number>('stopped').as('stopped'),
    ])
    .where('owner_id', '=', ownerId)
    .groupBy('owner_id'),
);
async function keptServiceCounts(db: Executor, ownerId: number) {
  const row = await keptCounts.first(db, ownerId);
  return row ?? { owner_id: ownerId, live: 0, unpaid: 0, unstarted: 0, radius: 0, dated: 0, stopped: 0 };
}

function statusRanges(db: Executor, ownerId: number, now: string) {
  const started = (eb: ExpressionBuilder<Database, 'services'>) =>
    eb.and([
      eb('services.owner_id', '=', ownerId),
      eb('services.deleted_at', 'is', null),
      eb('services.started_at', 'is not', null),
    ]);
  const count = (eb: ExpressionBuilder<Database, 'service_counts'>, where: typeof started) =>
    eb
      .selectFrom('services')
      .where(started)
      .where(where)
      .select((c) => c.fn.countAll<number>().as('n'));
  return db.selectNoFrom((eb) => [
    count(eb, (s) => s.and([s('services.expired_at', 'is not', null), s('services.expire_in', '>', now)])).as(
      'stopped_early',
    ),
    count(eb, (s) => s.and([s('services.expired_at', 'is', null), s('services.expire_in', '<=', now)])).as(
      'running_late',
    ),
    count(eb, (s) => s.and([over(s, 1), s('services.expire_in', '>', now)])).as('finished'),
  ]);
}
/**
 * A reseller's services by status at `now`, from the kept counts and three short ranges (decision 035): the stopped
 * services that have not reached their expiry (they ran out of traffic), the running ones whose expiry passed since the
 * usage pass last looked, and the ones over their traffic before their expiry. Exact at every moment: the usage pass
 * only makes the ranges shorter.
 */
export async function statusCounts(db: Executor, ownerId: number, now: string) {
  const row = await statusRanges(db, ownerId, now).executeTakeFirst();
  if (!row) throw new Error('no status counts');
  const kept = await keptServiceCounts(db, ownerId);
  const expired = kept.stopped - Number(row.stopped_early) + Number(row.running_late);
  const finished = Number(row.finished);
  return { kept, expired, finished, active: kept.dated - expired - finished };
}

/**
 * The filter's count from the kept counts where they answer it (decisions 033 and 035); a customer, a search or a
 * status with a paid filter narrows the set to rows that are counted.
 */
async function countMatching(db: Executor, ownerId: number, f: ServiceFilter, now: string, matching: Matching) {
  const { status, paid } = filterCodes(f);
  if (f.search || f.status === SERVICE_STATUS_NEAR_END || f.customerId || (status > 0 && paid > 0))
    return Number((await countOfMatching(db, matching).executeTakeFirstOrThrow()).n);
  if (status === 0) {
    const c = await keptServiceCounts(db, ownerId);
    return paid === 0 ? c.live : paid === 1 ? c.live - c.unpaid : c.unpaid;
  }
  if (status === 1) return (await keptServiceCounts(db, ownerId)).unstarted;
  const c = await statusCounts(db, ownerId, now);
  return status === 2 ? c.expired : status === 3 ? c.finished : c.active;
}

/**
 * The ids of the owner's live services a filter finds, as the list orders them, at most `limit` (a bulk action's
 * selection, decision 099).
 */
export async function ownServiceIdsMatching(
  db: Executor,
  dialect: Dialect,
  ownerId: number,
  f: ServiceFilter,
  now: string,
  limit: number,
) {
  const rows = await sorted(
    db
      .selectFrom('services')
      .select('services.id')
      .where(ownServicesMatching(dialect, ownerId, f, now)),
    f.sort,
  )
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Which of `ids` are the owner's live services. */
export async function ownLiveServiceIds(db: Executor, ownerId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('services')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Locks the owner's live services among `ids` (a no-op update, as `lockOwnService`) in one statement, before a bulk
 * action moves money on any of them: two bulk actions, or one and a single renewal, then wait for each other
 * instead of each holding a row the other needs (decision 099).
 */
export async function lockOwnServices(trx: Executor, ownerId: number, ids: number[]) {
  if (ids.length === 0) return;
  await trx
    .updateTable('services')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('owner_id', '=', ownerId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
}

export async function countOwnServices(db: Executor, ownerId: number, now: string) {
  const { kept, active } = await statusCounts(db, ownerId, now);
  return { active, unused: kept.unstarted, unpaid: kept.unpaid, radius: kept.radius };
}

/** Rows per INSERT: a batch of 500 is five statements, and SQLite compiles (and caches) two shapes at most. */
const INSERT_CHUNK = 100;

const insertServices = builtOnce((db, rows: NewService[]) =>
  db
    .insertInto('services')
    .values(rows)
    .onConflict((oc) => oc.column('username').doNothing())
    .returning(['id', 'username']),
);
/**
 * Inserts services many rows a statement; a row whose username is already taken is left out (no error, so the
 * transaction goes on). Answers the new ids by username: the caller gives those rows another username.
 */
export async function insertServicesWithFreeUsernames(db: Executor, rows: NewServiceRecord[]) {
  const ids = new Map<string, number>();
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    // Turned to columns here, outside the built-once query, which passes its values on unlooked-at.
    const chunk = rows.slice(i, i + INSERT_CHUNK).map((row) => flagColumns(row) as NewService);
    const inserted = await insertServices.all(db, chunk);
    for (const row of inserted) ids.set(row.username, row.id);
  }
  return ids;
}

export async function updateService(db: Executor, id: number, patch: ServiceUpdate) {
  await db
    .updateTable('services')
    .set(flagColumns(patch) as Updateable<ServicesTable>)
    .where('id', '=', id)
    .execute();
}

export async function insertServiceGroup(
  db: Executor,
  row: { owner_id: number; package_id: number; info: string; description: string; count: number; created_at: string },
) {
  const { id } = await db.insertInto('service_groups').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function listOwnGroups(db: Executor, ownerId: number, page: number, size: number) {
  const q = db.selectFrom('service_groups').where('owner_id', '=', ownerId);
  const [rows, total] = await Promise.all([
    q
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function findOwnGroup(db: Executor, ownerId: number, id: number) {
  return db
    .selectFrom('service_groups')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function groupServices(db: Executor, groupId: number) {
  const rows = await selectServices(db).where('services.group_id', '=', groupId).orderBy('services.id').execute();
  return rows.map(numeric);
}

export function usageRows(db: Executor, serviceId: number, sinceDay: string) {
  return db
    .selectFrom('usage_daily')
    .select(['day', 'upload_bytes', 'download_bytes'])
    .where('service_id', '=', serviceId)
    .where('day', '>=', sinceDay)
    .orderBy('day')
    .execute();
}

export function findServiceByCredentials(db: Executor, ownerId: number, username: string, password: string) {
  return db
    .selectFrom('services')
    .select(['id', 'username', 'password'])
    .where('owner_id', '=', ownerId)
    .where('username', '=', username)
    .where('password', '=', password)
    .where('is_radius', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findBySubToken(db: Executor, token: string) {
  const row = await selectServices(db).where('services.sub_token', '=', token).executeTakeFirst();
  return row && numeric(row);
}
