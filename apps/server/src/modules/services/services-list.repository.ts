import { NEAR_END_DAYS, NEAR_END_PERCENT, SERVICE_STATUS_NEAR_END, type ServiceSort } from '@pishkhan/contract';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { builtOnce } from '../../db/built-once.js';
import type { Dialect, Executor } from '../../db/create-db.js';
import type { Database } from '../../db/types.js';
import { searchForms } from '../../lib/search-forms.js';
import { GIB, numericListed, selectListed } from './service-rows.js';

/**
 * A reseller's list of services: its filters, searches and orders, its pages and counts (kept counts where they answer,
 * decision 033), and the search index's upkeep.
 */

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
const ownerSearchToken = (ownerId: number) =>
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

export async function countOwnServices(db: Executor, ownerId: number, now: string) {
  const { kept, active } = await statusCounts(db, ownerId, now);
  return { active, unused: kept.unstarted, unpaid: kept.unpaid, radius: kept.radius };
}
