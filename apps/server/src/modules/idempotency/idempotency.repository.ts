import type { Executor } from '../../db/create-db.js';

export async function insertClaim(
  db: Executor,
  row: { user_id: number; key: string; request_hash: string; claim_id: string; now: string },
) {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: row.user_id,
      key: row.key,
      request_hash: row.request_hash,
      claim_id: row.claim_id,
      status: 'pending',
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findKey(db: Executor, userId: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function takeOverClaim(
  db: Executor,
  userId: number,
  key: string,
  fromClaim: string,
  toClaim: string,
  now: string,
) {
  const r = await db
    .updateTable('idempotency_keys')
    .set({ claim_id: toClaim, updated_at: now })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('claim_id', '=', fromClaim)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function completeClaim(
  db: Executor,
  scope: { userId: number; key: string; claimId: string },
  status: number,
  body: string,
  now: string,
) {
  const r = await db
    .updateTable('idempotency_keys')
    .set({ status: 'done', response_status: status, response_body: body, updated_at: now })
    .where('user_id', '=', scope.userId)
    .where('key', '=', scope.key)
    .where('claim_id', '=', scope.claimId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function releaseClaim(db: Executor, scope: { userId: number; key: string; claimId: string }) {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', scope.userId)
    .where('key', '=', scope.key)
    .where('claim_id', '=', scope.claimId)
    .where('status', '=', 'pending')
    .execute();
}
