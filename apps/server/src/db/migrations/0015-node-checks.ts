import type { Kysely } from 'kysely';

/**
 * Decision 024: a node's health check is leased like a provisioning job, so one instance checks a node at a time and
 * a check that died half-way (the probe added, the refill not recorded) leaves a lease the next check acts on.
 */
export function nodeChecks() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('nodes').addColumn('check_lease', 'varchar(30)').execute();
    },
  };
}
