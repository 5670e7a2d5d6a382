import { type Kysely, sql } from 'kysely';

/**
 * `nodes.core` (decision 085): which core a node runs, V2Ray 4.34 or Xray-core, so the panel calls it by the right
 * names. Every node made before this migration ran V2Ray, the only core the panel spoke, so it reads 'v2ray'.
 */
export function nodeCore() {
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table nodes add column core text not null default 'v2ray' check (core in ('v2ray', 'xray'))`.execute(
        db,
      );
    },
  };
}
