import type { Executor } from '../../db/create-db.js';

/** A reseller's batches of services (`service_groups`): each batch made at once, and its page. */

export async function insertServiceGroup(
  db: Executor,
  row: { owner_id: number; package_id: number; info: string; description: string; count: number; created_at: string },
) {
  const { id } = await db.insertInto('service_groups').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function listOwnGroups(db: Executor, ownerId: number, page: number, size: number) {
  const q = db.selectFrom('service_groups').where('owner_id', '=', ownerId);
  const [rows, total] = await Promise.all([
    q
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function findOwnGroup(db: Executor, ownerId: number, id: number) {
  return db
    .selectFrom('service_groups')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
}
