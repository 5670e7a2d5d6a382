import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';

/**
 * PostgreSQL: the services' searched text (username, description) in a table of its own, `services_search`, with the
 * owner-led trigram indexes of migration 0021, kept by triggers as SQLite's `services_search` (migration 0019) is
 * (decision 035). On `services` itself the two GIN indexes got an entry for every new version of a row not written in
 * place: every start and stop of the usage pass, every sale, renewal and switch, each a few dozen trigram keys, for
 * text that never changed; those two indexes were a large part of what a start cost. SQLite needs nothing.
 */
export function servicesSearchTable(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      for (const statement of [
        // Writers wait until the migration commits (readers do not): a service another instance inserted or renamed
        // between the copy below and the triggers would otherwise be in neither.
        'lock table services in share row exclusive mode',
        `create table services_search (
           id integer primary key,
           owner_id integer not null,
           username varchar(64) not null,
           info varchar(255) not null
         )`,
        'insert into services_search (id, owner_id, username, info) select id, owner_id, username, info from services',
        'create index services_search_owner_username_trgm on services_search using gin (owner_id, username gin_trgm_ops)',
        'create index services_search_owner_info_trgm on services_search using gin (owner_id, info gin_trgm_ops)',
        'drop index services_owner_username_trgm',
        'drop index services_owner_info_trgm',
        // A purchase inserts up to a hundred services a statement: their text follows in one statement too.
        `create function services_search_added() returns trigger language plpgsql as $$
         begin
           insert into services_search (id, owner_id, username, info) select id, owner_id, username, info from added;
           return null;
         end $$`,
        `create trigger services_search_insert after insert on services referencing new table as added
         for each statement execute function services_search_added()`,
        `create function services_search_changed() returns trigger language plpgsql as $$
         begin
           if TG_OP = 'DELETE' then
             delete from services_search where id = OLD.id;
           else
             update services_search set owner_id = NEW.owner_id, username = NEW.username, info = NEW.info
             where id = NEW.id;
           end if;
           return null;
         end $$`,
        `create trigger services_search_update after update of owner_id, username, info on services for each row
         when (OLD.owner_id is distinct from NEW.owner_id or OLD.username is distinct from NEW.username
               or OLD.info is distinct from NEW.info)
         execute function services_search_changed()`,
        `create trigger services_search_delete after delete on services for each row
         execute function services_search_changed()`,
        'analyze services_search',
      ]) {
        await sql.raw(statement).execute(db);
      }
    },
  };
}
