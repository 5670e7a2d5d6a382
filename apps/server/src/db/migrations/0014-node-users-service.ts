import type { Kysely } from 'kysely';

/**
 * Every provisioning job reads what the nodes hold for one service (`node_users` by `service_id`); the primary key
 * starts with `node_id`, so without this index each job scanned every node's users.
 */
export function nodeUsersService() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('node_users_service').on('node_users').column('service_id').execute();
    },
  };
}
