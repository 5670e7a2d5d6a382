import { sql } from 'kysely';
import type { Executor } from '../../db/create-db.js';

/** A fixed-window counter: one row per key, restarted once its window has passed. */
export async function hitCounter(db: Executor, key: string, now: Date, windowSeconds: number) {
  const nowIso = now.toISOString();
  const expires = new Date(now.getTime() + windowSeconds * 1000).toISOString();
  const row = await db
    .insertInto('rate_counters')
    .values({ key, count: 1, expires_at: expires })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_counters.expires_at <= ${nowIso} then 1 else rate_counters.count + 1 end`,
        expires_at: sql<string>`case when rate_counters.expires_at <= ${nowIso} then ${expires} else rate_counters.expires_at end`,
      }),
    )
    .returning(['count', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), expiresAt: row.expires_at };
}

export async function peekCounter(db: Executor, key: string, now: Date) {
  const row = await db
    .selectFrom('rate_counters')
    .select(['count'])
    .where('key', '=', key)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ? Number(row.count) : 0;
}

export async function releaseCounter(db: Executor, key: string, now: Date) {
  await db
    .updateTable('rate_counters')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .where('expires_at', '>', now.toISOString())
    .execute();
}

export async function deleteCounter(db: Executor, key: string) {
  await db.deleteFrom('rate_counters').where('key', '=', key).execute();
}

export async function deleteExpiredCounters(db: Executor, now: Date) {
  await db.deleteFrom('rate_counters').where('expires_at', '<=', now.toISOString()).execute();
}
