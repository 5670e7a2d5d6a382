import type { Executor } from '../../db/create-db.js';

export function listFor(db: Executor, userId: number, afterId = 0) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
    .where('id', '>', afterId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

export function listAll(db: Executor) {
  return db.selectFrom('notifications').selectAll().orderBy('id', 'desc').limit(500).execute();
}

export async function seenUpTo(db: Executor, userId: number) {
  const row = await db.selectFrom('users').select('notifications_seen_id').where('id', '=', userId).executeTakeFirst();
  return row?.notifications_seen_id ?? 0;
}

export async function markSeen(db: Executor, userId: number, id: number) {
  await db
    .updateTable('users')
    .set({ notifications_seen_id: id })
    .where('id', '=', userId)
    .where('notifications_seen_id', '<', id)
    .execute();
}

export function insertNotification(
  db: Executor,
  row: { user_id: number | null; title: string; body: string; created_at: string; updated_at: string },
) {
  return db.insertInto('notifications').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateNotification(
  db: Executor,
  id: number,
  row: { user_id: number | null; title: string; body: string; updated_at: string },
) {
  return db.updateTable('notifications').set(row).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteNotification(db: Executor, id: number) {
  const r = await db.deleteFrom('notifications').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}
