import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';
import { STATUS_COUNTS } from './0019-status-and-search.js';
import { keptCountSums, SERVICE_COUNT_SLOTS, serviceCountFunction } from './kept-counts-sql.js';

/**
 * PostgreSQL: each owner's kept service counts in `SERVICE_COUNT_SLOTS` rows, a service counted in the row of its id
 * modulo that, read as their sums (decision 033). The count triggers ran as the transaction commits, two updates of
 * the owner's one row per service that moved; PostgreSQL finds a row it has already updated in the same transaction
 * by walking every version made since, so the commit of many starts of one reseller's services grew with the square
 * of their number. Now each
 * walk is a sixteenth as long, a move that keeps the owner is one update, and the owner's advisory lock, taken first,
 * keeps two transactions from taking one owner's slots in opposite orders. SQLite updates a row in place and keeps
 * one row per owner.
 */
export function serviceCountsInSlots(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      // One transaction (PostgreSQL's DDL is transactional). Its first statement takes the table's exclusive lock, so
      // no count is written between the recount and the new function. A count write another process had already
      // begun may finish with the old function and fail (there is no `owner_id` key any more): its transaction rolls
      // back whole. An older process still serving reads one slot's row as a reseller's counts until it is replaced.
      const columns = Object.keys(STATUS_COUNTS.kept);
      for (const statement of [
        'alter table service_counts drop constraint service_counts_pkey',
        'alter table service_counts add column slot smallint not null default 0',
        'delete from service_counts',
        `insert into service_counts (owner_id, slot, ${columns.join(', ')})
         select owner_id, id % ${SERVICE_COUNT_SLOTS}, ${keptCountSums(STATUS_COUNTS)}
         from services group by owner_id, id % ${SERVICE_COUNT_SLOTS}`,
        'alter table service_counts add primary key (owner_id, slot)',
        serviceCountFunction(STATUS_COUNTS, true),
      ]) {
        await sql.raw(statement).execute(db);
      }
    },
  };
}
