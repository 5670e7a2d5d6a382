import { sql } from 'kysely';

/**
 * The SET list of an update from a partial body. `PUT {}` on an admin resource answered 500 on both databases (an
 * `UPDATE … SET` with no column): a patch with nothing in it sets `id` to itself, so the update still finds
 * the row and the resource is answered unchanged (decision 077).
 */
export function patchOf<T extends object>(patch: T): T {
  return Object.values(patch).some((value) => value !== undefined) ? patch : ({ id: sql<number>`id` } as unknown as T);
}
