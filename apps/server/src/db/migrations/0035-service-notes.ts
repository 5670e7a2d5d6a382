import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../create-db.js';
import { ownerToken } from './0019-status-and-search.js';

/** What migration 0019 searched, and the note beside it. */
const SEARCHED = ['username', 'info', 'note'];

/**
 * SQLite: `services_search` made again over the three columns, as migration 0019 made it over two (FTS5 cannot add a
 * column), with 0028's merge setting, which lives in the table's own config.
 */
function sqliteSearch() {
  const list = ['owner', ...SEARCHED].join(', ');
  const values = (row: 'new' | 'old') =>
    [ownerToken(`${row}.owner_id`), ...SEARCHED.map((c) => `${row}.${c}`)].join(', ');
  const remove = `insert into services_search(services_search, rowid, ${list}) values ('delete', old.id, ${values('old')});`;
  const insert = `insert into services_search(rowid, ${list}) values (new.id, ${values('new')});`;
  return [
    'drop trigger services_search_insert',
    'drop trigger services_search_delete',
    'drop trigger services_search_update',
    'drop table services_search',
    'drop view services_search_source',
    `create view services_search_source as select id, ${ownerToken('owner_id')} as owner, ${SEARCHED.join(', ')}
     from services`,
    `create virtual table services_search using fts5(${list}, content='services_search_source', content_rowid='id',
     tokenize='trigram')`,
    `create trigger services_search_insert after insert on services begin ${insert} end`,
    `create trigger services_search_delete after delete on services begin ${remove} end`,
    `create trigger services_search_update after update of owner_id, ${SEARCHED.join(', ')} on services
     begin ${remove} ${insert} end`,
    "insert into services_search(services_search) values ('rebuild')",
    "insert into services_search(services_search, rank) values ('usermerge', 2)",
  ];
}

/** PostgreSQL: the note in `services_search` with its own owner-led trigram index, kept by 0023's triggers. */
function postgresSearch() {
  return [
    'lock table services in share row exclusive mode',
    "alter table services_search add column note varchar(200) not null default ''",
    'create index services_search_owner_note_trgm on services_search using gin (owner_id, note gin_trgm_ops)',
    `create or replace function services_search_added() returns trigger language plpgsql as $$
     begin
       insert into services_search (id, owner_id, username, info, note)
       select id, owner_id, username, info, note from added;
       return null;
     end $$`,
    `create or replace function services_search_changed() returns trigger language plpgsql as $$
     begin
       if TG_OP = 'DELETE' then
         delete from services_search where id = OLD.id;
       else
         update services_search set owner_id = NEW.owner_id, username = NEW.username, info = NEW.info, note = NEW.note
         where id = NEW.id;
       end if;
       return null;
     end $$`,
    'drop trigger services_search_update on services',
    `create trigger services_search_update after update of owner_id, username, info, note on services for each row
     when (OLD.owner_id is distinct from NEW.owner_id or OLD.username is distinct from NEW.username
           or OLD.info is distinct from NEW.info or OLD.note is distinct from NEW.note)
     execute function services_search_changed()`,
  ];
}

/**
 * A reseller's own note on each service (docs/product/services-and-statuses.md#notes), found by the services list's
 * search as the username and description are: in the same trigram tables (decision 035).
 */
export function serviceNotes(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      const statements = [
        "alter table services add column note varchar(200) not null default ''",
        ...(dialect === 'postgres' ? postgresSearch() : sqliteSearch()),
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}
