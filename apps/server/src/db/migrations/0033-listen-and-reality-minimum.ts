import { type Kysely, sql } from 'kysely';

/**
 * Decision 092: where a node's file has its API and inbounds listen (`nodes.api_listen`, `nodes.inbound_listen`), and
 * the lowest client version each REALITY inbound admits (`node_inbounds.reality_min_client_ver`). Nodes made before
 * keep what their file said, every address (`0.0.0.0`), so a file downloaded again runs as the one installed; the
 * nodes screen flags an API open to every address. Their inbounds take the panel's default minimum, 1.8.1, which every
 * app the panel serves announces or exceeds.
 */
export function listenAndRealityMinimum() {
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table nodes add column api_listen varchar(45) not null default '0.0.0.0'`.execute(db);
      await sql`alter table nodes add column inbound_listen varchar(45) not null default '0.0.0.0'`.execute(db);
      await sql`alter table node_inbounds add column reality_min_client_ver varchar(11) not null default '1.8.1'`.execute(
        db,
      );
    },
  };
}
