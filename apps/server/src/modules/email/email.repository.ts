import type { Executor } from '../../db/create-db.js';

export async function insertEmail(
  db: Executor,
  row: { email: string; subject: string; body: string; created_at: string },
) {
  await db.insertInto('email_outbox').values(row).execute();
}

export function listEmails(db: Executor, email: string) {
  return db.selectFrom('email_outbox').selectAll().where('email', '=', email).orderBy('id', 'desc').limit(20).execute();
}
