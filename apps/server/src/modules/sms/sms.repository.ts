import type { Executor } from '../../db/create-db.js';

export async function insertOutboxMessage(
  db: Executor,
  row: { mobile: string; purpose: string; message: string; created_at: string },
) {
  await db.insertInto('sms_outbox').values(row).execute();
}

export function listOutboxMessages(db: Executor, mobile: string, limit: number) {
  return db
    .selectFrom('sms_outbox')
    .select(['id', 'mobile', 'message', 'created_at'])
    .where('mobile', '=', mobile)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
