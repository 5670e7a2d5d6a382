import { type Kysely, sql } from 'kysely';

/**
 * Done provisioning jobs are kept (the history of what reached the nodes), so the table only grows. What the worker
 * asks of it is about the few pending jobs: a service's pending jobs (finishing a round, the delivery deadline's
 * check). Without this index each such question read every job ever made: the deadline's check took 554 s on SQLite
 * with 150 000 done jobs beside 200 000 services (decision 029).
 */
export function pendingJobs() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('provisioning_jobs_pending_service')
        .on('provisioning_jobs')
        .column('service_id')
        .where(sql.ref('status'), '=', 'pending')
        .execute();
    },
  };
}
