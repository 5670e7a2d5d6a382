import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/** What `service_counts` keeps per owner: each a condition on one live service row (decision 033). */
const KEPT = {
  live: 'true',
  unpaid: 'paid = 0',
  unstarted: 'started_at is null',
  radius: 'is_radius = 1',
} as const;
const COLUMNS = Object.keys(KEPT) as Array<keyof typeof KEPT>;
/** The columns whose change can move a service between counts; other updates (usage counters) fire nothing. */
const WATCHED = ['owner_id', 'deleted_at', 'paid', 'started_at', 'is_radius'];

/** 1 when `row` (NEW or OLD) is live and meets the column's condition, else 0, on both databases. */
function contribution(row: 'NEW' | 'OLD', column: keyof typeof KEPT, dialect: Dialect) {
  const condition = KEPT[column].replace(/(paid|started_at|is_radius)/, `${row}.$1`);
  const test = `${row}.deleted_at is null and ${condition}`;
  return dialect === 'postgres' ? `(case when ${test} then 1 else 0 end)` : `(${test})`;
}

const add = (row: 'NEW' | 'OLD', dialect: Dialect) => `
  insert into service_counts (owner_id, ${COLUMNS.join(', ')})
  values (${row}.owner_id, ${COLUMNS.map((c) => contribution(row, c, dialect)).join(', ')})
  on conflict (owner_id) do update set ${COLUMNS.map((c) => `${c} = service_counts.${c} + excluded.${c}`).join(', ')};`;

const subtract = (row: 'NEW' | 'OLD', dialect: Dialect) => `
  update service_counts set ${COLUMNS.map((c) => `${c} = ${c} - ${contribution(row, c, dialect)}`).join(', ')}
  where owner_id = ${row}.owner_id;`;

/** Only an update that moves the row between counts needs work. */
const moved = WATCHED.map((c) => `OLD.${c} is distinct from NEW.${c}`).join(' or ');

/**
 * PostgreSQL runs the count triggers as the transaction commits, after it has taken every other lock. Run at once,
 * a count row's lock came before the balance row's in some transactions and after it in others: a delete (the
 * service, then the refund's balance) and a purchase (the balance, then the new service) of one reseller deadlocked
 * (the crash suite's load found it). SQLite has one writer at a time and needs no such care.
 */
const AT_COMMIT = 'deferrable initially deferred';

/** A row's ledger count: one per user and type; the ledger is only ever appended to, but a delete would count. */
function ledgerTriggers(dialect: Dialect) {
  const up = `insert into transaction_counts (user_id, type, n) values (NEW.user_id, NEW.type, 1)
              on conflict (user_id, type) do update set n = transaction_counts.n + 1;`;
  const down = 'update transaction_counts set n = n - 1 where user_id = OLD.user_id and type = OLD.type;';
  if (dialect === 'postgres') {
    return [
      `create function transaction_counts_apply() returns trigger language plpgsql as $$
       begin
         if TG_OP = 'INSERT' then ${up} else ${down} end if;
         return null;
       end $$`,
      `create constraint trigger transactions_counts after insert or delete on transactions
       ${AT_COMMIT} for each row execute function transaction_counts_apply()`,
    ];
  }
  return [
    `create trigger transactions_counts_insert after insert on transactions begin ${up} end`,
    `create trigger transactions_counts_delete after delete on transactions begin ${down} end`,
  ];
}

function serviceTriggers(dialect: Dialect) {
  if (dialect === 'postgres') {
    return [
      `create function service_counts_apply() returns trigger language plpgsql as $$
       begin
         if TG_OP in ('UPDATE', 'DELETE') then ${subtract('OLD', dialect)} end if;
         if TG_OP in ('UPDATE', 'INSERT') then ${add('NEW', dialect)} end if;
         return null;
       end $$`,
      `create constraint trigger services_counts_insert_delete after insert or delete on services
       ${AT_COMMIT} for each row execute function service_counts_apply()`,
      `create constraint trigger services_counts_update after update of ${WATCHED.join(', ')} on services
       ${AT_COMMIT} for each row when (${moved}) execute function service_counts_apply()`,
    ];
  }
  return [
    `create trigger services_counts_insert after insert on services begin ${add('NEW', dialect)} end`,
    `create trigger services_counts_delete after delete on services begin ${subtract('OLD', dialect)} end`,
    `create trigger services_counts_update after update of ${WATCHED.join(', ')} on services
     when ${moved.replaceAll('is distinct from', 'is not')}
     begin ${subtract('OLD', dialect)} ${add('NEW', dialect)} end`,
  ];
}

/**
 * Counts the lists page by, kept by triggers in the same transaction as the change (decision 033), so a page count
 * is one row's read instead of counting every row on every page:
 * - `service_counts`: a reseller's live services, and of them the unpaid, the unused and the RADIUS ones. The list
 *   counted 26 718 rows for the bench's top reseller on every page (1.9 ms of a 2.5 ms request's SQL).
 * - `transaction_counts`: a user's ledger rows by type (66 796 for the same reseller).
 * Triggers, not code, keep them: every path that adds, deletes, settles or starts a service (purchases, the store,
 * the admin, the usage pass) or writes the ledger is covered, and a new one needs no care.
 */
export function keptCounts(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('service_counts')
        .addColumn('owner_id', 'integer', (c) => c.primaryKey())
        .addColumn('live', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('unpaid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('unstarted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('radius', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('transaction_counts')
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('transaction_counts_pk', ['user_id', 'type'])
        .execute();
      const sums = COLUMNS.map((c) => `sum(case when deleted_at is null and ${KEPT[c]} then 1 else 0 end)`).join(', ');
      await sql
        .raw(`insert into service_counts (owner_id, ${COLUMNS.join(', ')})
              select owner_id, ${sums} from services group by owner_id`)
        .execute(db);
      await sql
        .raw(`insert into transaction_counts (user_id, type, n)
              select user_id, type, count(*) from transactions group by user_id, type`)
        .execute(db);
      for (const statement of [...serviceTriggers(dialect), ...ledgerTriggers(dialect)]) {
        await sql.raw(statement).execute(db);
      }
    },
  };
}
