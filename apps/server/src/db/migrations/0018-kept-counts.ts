import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';
import { AT_COMMIT, type KeptServiceCounts, keptCountSums, serviceCountTriggers } from './kept-counts-sql.js';

/** What `service_counts` keeps per owner in this migration (0019 adds two counts, decision 035). */
const SPEC: KeptServiceCounts = {
  kept: {
    live: 'true',
    unpaid: '$.paid = 0',
    unstarted: '$.started_at is null',
    radius: '$.is_radius = 1',
  },
  watched: ['owner_id', 'deleted_at', 'paid', 'started_at', 'is_radius'],
};
const COLUMNS = Object.keys(SPEC.kept);

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

/**
 * Counts the lists page by, kept by triggers in the same transaction as the change (decision 033), so a page count
 * is one row's read instead of counting every row on every page:
 * - `service_counts`: a reseller's live services, and of them the unpaid, the unused and the RADIUS ones. The list
 *   counted every one of a large reseller's rows on every page, most of the request's SQL.
 * - `transaction_counts`: a user's ledger rows by type.
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
      const sums = keptCountSums(SPEC);
      await sql
        .raw(`insert into service_counts (owner_id, ${COLUMNS.join(', ')})
              select owner_id, ${sums} from services group by owner_id`)
        .execute(db);
      await sql
        .raw(`insert into transaction_counts (user_id, type, n)
              select user_id, type, count(*) from transactions group by user_id, type`)
        .execute(db);
      for (const statement of [...serviceCountTriggers(SPEC, dialect), ...ledgerTriggers(dialect)]) {
        await sql.raw(statement).execute(db);
      }
    },
  };
}
