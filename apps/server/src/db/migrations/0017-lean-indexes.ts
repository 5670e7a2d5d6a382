import { type Kysely, sql } from 'kysely';

/**
 * Two small indexes for questions asked all the time (decision 060):
 * - `provisioning_jobs_pending_service`: done jobs are kept (the history of what reached the nodes), so the table only
 *   grows, while the worker asks about a service's pending jobs (finishing a round, the delivery deadline's check).
 *   Without it each such question read every job ever made, and the deadline's check grew with the whole history.
 * - `services_owner_live`: the services list counts a reseller's live services for its page count on every page;
 *   through `services_owner` each of the reseller's rows was read for `deleted_at`, through this only the index.
 */
export function leanIndexes() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('provisioning_jobs_pending_service')
        .on('provisioning_jobs')
        .column('service_id')
        .where(sql.ref('status'), '=', 'pending')
        .execute();
      await db.schema
        .createIndex('services_owner_live')
        .on('services')
        .column('owner_id')
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
    },
  };
}
