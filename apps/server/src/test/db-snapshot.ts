import { sql } from 'kysely';
import type { TestApp } from './helpers.js';

/**
 * Tables a request may touch without changing anyone's data: sessions, throttle counters, idempotency claims, and
 * the audit trail, which records refused money calls too.
 */
const VOLATILE = /^(auth_tokens|rate_counters|idempotency_keys|audit_log|kysely_)/;

/** Every row of every table but the volatile ones, each table's rows as sorted JSON lines. */
export async function snapshot(t: TestApp) {
  const tables = (await t.db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !VOLATILE.test(name))
    .sort();
  const out: Record<string, string[]> = {};
  for (const name of tables) {
    const { rows } = await sql`select * from ${sql.table(name)}`.execute(t.db);
    out[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return out;
}

/** Tables whose rows differ between two snapshots. */
export function changedTables(before: Record<string, string[]>, after: Record<string, string[]>) {
  return Object.keys({ ...before, ...after }).filter(
    (name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]),
  );
}
