import type { Executor } from '../../db/create-db.js';

export const getLink = (db: Executor, userId: number) =>
  db.selectFrom('telegram_links').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const linkOfChat = (db: Executor, chatId: number) =>
  db.selectFrom('telegram_links').selectAll().where('chat_id', '=', chatId).executeTakeFirst();

/** The linked chats of these users, who are not deleted. */
export async function chatsOfUsers(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('telegram_links')
    .innerJoin('users', 'users.id', 'telegram_links.user_id')
    .select(['telegram_links.user_id', 'telegram_links.chat_id'])
    .where('telegram_links.user_id', 'in', userIds)
    .where('users.deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.chat_id)]));
}

/** Every active admin's linked chat. */
export const adminChats = (db: Executor) =>
  db
    .selectFrom('telegram_links')
    .innerJoin('users', 'users.id', 'telegram_links.user_id')
    .select(['telegram_links.user_id', 'telegram_links.chat_id'])
    .where('users.type', '=', 'ADMIN')
    .where('users.active', '=', 1)
    .where('users.deleted_at', 'is', null)
    .execute();

export async function insertMessages(
  db: Executor,
  rows: Array<{ chat_id: number; user_id: number | null; text: string }>,
  now: string,
) {
  if (rows.length === 0) return;
  await db
    .insertInto('telegram_messages')
    .values(rows.map((r) => ({ ...r, status: 'pending' as const, next_attempt_at: now, created_at: now })))
    .execute();
}

/** A user's new start code; their earlier unused ones stop working. */
export async function replaceLinkCode(
  db: Executor,
  row: { code_hash: string; user_id: number; created_at: string; expires_at: string },
) {
  await db.deleteFrom('telegram_link_codes').where('user_id', '=', row.user_id).where('used_at', 'is', null).execute();
  // Used and expired codes of anyone are of no more use.
  await db.deleteFrom('telegram_link_codes').where('expires_at', '<', row.created_at).execute();
  await db.insertInto('telegram_link_codes').values(row).execute();
}

/** Uses a start code once: the user it links, if it was unused and unexpired; a second use finds nothing. */
export async function useLinkCode(db: Executor, codeHash: string, now: string) {
  const code = await db
    .selectFrom('telegram_link_codes')
    .select('user_id')
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!code) return undefined;
  const taken = await db
    .updateTable('telegram_link_codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? code.user_id : undefined;
}

/** Links the chat to the user: the user's earlier chat, and whoever had this chat, are unlinked. */
export async function linkChat(
  db: Executor,
  row: { user_id: number; chat_id: number; tg_username: string; tg_first_name: string; linked_at: string },
) {
  await db
    .deleteFrom('telegram_links')
    .where((eb) => eb.or([eb('user_id', '=', row.user_id), eb('chat_id', '=', row.chat_id)]))
    .execute();
  await db.insertInto('telegram_links').values(row).execute();
}

export async function unlinkUser(db: Executor, userId: number) {
  const link = await getLink(db, userId);
  if (link) await db.deleteFrom('telegram_links').where('user_id', '=', userId).execute();
  return link;
}

export async function unlinkChat(db: Executor, chatId: number) {
  const link = await linkOfChat(db, chatId);
  if (link) await db.deleteFrom('telegram_links').where('chat_id', '=', chatId).execute();
  return link;
}

/** The chat's messages not yet sent are dropped. */
export async function dropPending(db: Executor, chatId: number) {
  await db.deleteFrom('telegram_messages').where('chat_id', '=', chatId).where('status', '=', 'pending').execute();
}

export const readState = (db: Executor) =>
  db.selectFrom('telegram_state').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();

/** Takes or renews the polling lease: one instance calls getUpdates at a time. */
export async function claimPoll(db: Executor, owner: string, now: string, until: string) {
  const r = await db
    .updateTable('telegram_state')
    .set({ poll_owner: owner, poll_lease: until })
    .where('id', '=', 1)
    .where((eb) => eb.or([eb('poll_lease', 'is', null), eb('poll_lease', '<=', now), eb('poll_owner', '=', owner)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function releasePoll(db: Executor, owner: string) {
  await db
    .updateTable('telegram_state')
    .set({ poll_owner: null, poll_lease: null })
    .where('id', '=', 1)
    .where('poll_owner', '=', owner)
    .execute();
}

/** Moves the offset past an update, only while `owner` still holds the lease. */
export async function advanceOffset(db: Executor, owner: string, offset: number) {
  const r = await db
    .updateTable('telegram_state')
    .set({ update_offset: offset })
    .where('id', '=', 1)
    .where('poll_owner', '=', owner)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Holds all sending until `until` (never earlier than a hold already set). */
export async function holdSending(db: Executor, until: string) {
  await db
    .updateTable('telegram_state')
    .set({ hold_until: until })
    .where('id', '=', 1)
    .where((eb) => eb.or([eb('hold_until', 'is', null), eb('hold_until', '<', until)]))
    .execute();
}

/** The oldest pending messages, leased or not, in order. */
export const pendingMessages = (db: Executor, limit: number) =>
  db
    .selectFrom('telegram_messages')
    .select(['id', 'chat_id', 'text', 'attempts', 'next_attempt_at', 'lease_until'])
    .where('status', '=', 'pending')
    .orderBy('id')
    .limit(limit)
    .execute();

/** Leases a pending message only if nobody holds it: of two senders, one gets it. */
export async function claimMessage(db: Executor, id: number, now: string, until: string) {
  const r = await db
    .updateTable('telegram_messages')
    .set((eb) => ({ lease_until: until, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function finishMessage(
  db: Executor,
  id: number,
  fields: { status: 'sent' | 'failed'; at: string; error?: string },
) {
  await db
    .updateTable('telegram_messages')
    .set({
      status: fields.status,
      next_attempt_at: fields.at,
      lease_until: null,
      last_error: (fields.error ?? '').slice(0, 500),
      sent_at: fields.status === 'sent' ? fields.at : null,
    })
    .where('id', '=', id)
    .execute();
}

export async function retryMessage(db: Executor, id: number, at: string, error: string, countTry = true) {
  await db
    .updateTable('telegram_messages')
    .set((eb) => ({
      next_attempt_at: at,
      lease_until: null,
      last_error: error.slice(0, 500),
      ...(countTry ? {} : { attempts: eb('attempts', '-', 1) }),
    }))
    .where('id', '=', id)
    .execute();
}

/** Sent and failed messages older than `before` are forgotten. */
export async function pruneFinished(db: Executor, before: string) {
  await db
    .deleteFrom('telegram_messages')
    .where('status', 'in', ['sent', 'failed'])
    .where('next_attempt_at', '<', before)
    .execute();
}
