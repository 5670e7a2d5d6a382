import type { Dialect } from '../create-db.js';

/**
 * The SQL that keeps `service_counts` (decision 033), shared by the migrations that define or extend it. `kept` maps
 * each count to a condition on one live service row, written with `$.` for the row (NEW or OLD); `watched` lists the
 * columns whose change can move a row between counts (other updates, such as the usage counters, fire nothing).
 */
export interface KeptServiceCounts {
  kept: Record<string, string>;
  watched: string[];
}

/** 1 when `row` (NEW or OLD) is live and meets the count's condition, else 0, on both databases. */
function contribution(row: 'NEW' | 'OLD', condition: string, dialect: Dialect) {
  const test = `${row}.deleted_at is null and ${condition.replaceAll('$.', `${row}.`)}`;
  return dialect === 'postgres' ? `(case when ${test} then 1 else 0 end)` : `(${test})`;
}

/**
 * PostgreSQL keeps each owner's counts in `SERVICE_COUNT_SLOTS` rows (`slot`, a service's id modulo it; migration
 * 0025), read as their sums: a transaction that moves thousands of one owner's services (the usage pass starting what
 * was just sold) updated one row thousands of times, and each update walks the versions the transaction already made
 * of that row, so the commit's time grew with the square of the count (decision 033).
 */
export const SERVICE_COUNT_SLOTS = 16;

function add(row: 'NEW' | 'OLD', spec: KeptServiceCounts, dialect: Dialect, slotted: boolean) {
  const columns = Object.keys(spec.kept);
  const values = Object.values(spec.kept).map((c) => contribution(row, c, dialect));
  const [slot, slotValue, key] = slotted
    ? [', slot', `, ${row}.id % ${SERVICE_COUNT_SLOTS}`, 'owner_id, slot']
    : ['', '', 'owner_id'];
  return `
  insert into service_counts (owner_id${slot}, ${columns.join(', ')})
  values (${row}.owner_id${slotValue}, ${values.join(', ')})
  on conflict (${key}) do update set ${columns.map((c) => `${c} = service_counts.${c} + excluded.${c}`).join(', ')};`;
}

function subtract(row: 'NEW' | 'OLD', spec: KeptServiceCounts, dialect: Dialect, slotted: boolean) {
  const sets = Object.entries(spec.kept).map(([c, cond]) => `${c} = ${c} - ${contribution(row, cond, dialect)}`);
  return `
  update service_counts set ${sets.join(', ')}
  where owner_id = ${row}.owner_id${slotted ? ` and slot = ${row}.id % ${SERVICE_COUNT_SLOTS}` : ''};`;
}

/**
 * A service that stays with its owner moves between counts in one update of its slot's row, not a subtraction and an
 * upsert; should that row be missing (0025 made one for every slot that holds a service), nothing of the service was
 * counted there, and the upsert counts it as it is now.
 */
function move(spec: KeptServiceCounts) {
  const sets = Object.entries(spec.kept).map(
    ([c, cond]) => `${c} = ${c} - ${contribution('OLD', cond, 'postgres')} + ${contribution('NEW', cond, 'postgres')}`,
  );
  return `
  update service_counts set ${sets.join(', ')}
  where owner_id = NEW.owner_id and slot = NEW.id % ${SERVICE_COUNT_SLOTS};
  if not found then ${add('NEW', spec, 'postgres', true)} end if;`;
}

/**
 * Owners share this many advisory locks (`owner_id` modulo it): each lock a transaction holds takes an entry of
 * PostgreSQL's shared lock table (64 × max_connections by default), and a usage chunk may move thousands of owners'
 * services, so one per owner could run it out.
 */
const OWNER_LOCKS = 1024;
const ownerLock = (owner: string) =>
  `perform pg_advisory_xact_lock(hashtext('service_counts'), (${owner}) % ${OWNER_LOCKS});`;

/**
 * The owner's lock for its count rows, taken before any of them: a transaction takes an owner's slots in the order its
 * services moved (a batch sale from its first id round the slots, the usage pass in its scan's order), so two such
 * transactions could each hold slots the other waits for. With the owner's lock first they queue as they did on the
 * one row (decision 033); an owner change takes both owners' locks, the lower first.
 */
const OWNER_LOCK = `
         if TG_OP = 'UPDATE' and OLD.owner_id is distinct from NEW.owner_id then
           ${ownerLock(`least(OLD.owner_id % ${OWNER_LOCKS}, NEW.owner_id % ${OWNER_LOCKS})`)}
           ${ownerLock(`greatest(OLD.owner_id % ${OWNER_LOCKS}, NEW.owner_id % ${OWNER_LOCKS})`)}
         else
           ${ownerLock(`case when TG_OP = 'DELETE' then OLD.owner_id else NEW.owner_id end`)}
         end if;`;

/**
 * PostgreSQL's trigger function for `spec`; `slotted` once migration 0025 spread the counts over slots: the owner's
 * lock first, then an update that keeps the owner is one update of the row its service is counted in.
 */
export function serviceCountFunction(spec: KeptServiceCounts, slotted: boolean) {
  const unslotted = `
         if TG_OP in ('UPDATE', 'DELETE') then ${subtract('OLD', spec, 'postgres', slotted)} end if;
         if TG_OP in ('UPDATE', 'INSERT') then ${add('NEW', spec, 'postgres', slotted)} end if;`;
  return `create or replace function service_counts_apply() returns trigger language plpgsql as $$
       begin${
         slotted
           ? `${OWNER_LOCK}
         if TG_OP = 'UPDATE' and OLD.owner_id = NEW.owner_id then ${move(spec)}
         else ${unslotted}
         end if;`
           : unslotted
       }
         return null;
       end $$`;
}

/**
 * PostgreSQL runs the count triggers as the transaction commits, after it has taken every other lock. Run at once,
 * a count row's lock came before the balance row's in some transactions and after it in others: a delete (the
 * service, then the refund's balance) and a purchase (the balance, then the new service) of one reseller deadlocked
 * (the crash suite's load found it). SQLite has one writer at a time and needs no such care.
 */
export const AT_COMMIT = 'deferrable initially deferred';

/** The statements that create the triggers (and PostgreSQL's function) for `spec`. */
export function serviceCountTriggers(spec: KeptServiceCounts, dialect: Dialect) {
  const moved = spec.watched.map((c) => `OLD.${c} is distinct from NEW.${c}`).join(' or ');
  if (dialect === 'postgres') {
    return [
      serviceCountFunction(spec, false),
      `create constraint trigger services_counts_insert_delete after insert or delete on services
       ${AT_COMMIT} for each row execute function service_counts_apply()`,
      `create constraint trigger services_counts_update after update of ${spec.watched.join(', ')} on services
       ${AT_COMMIT} for each row when (${moved}) execute function service_counts_apply()`,
    ];
  }
  return [
    `create trigger services_counts_insert after insert on services begin ${add('NEW', spec, dialect, false)} end`,
    `create trigger services_counts_delete after delete on services begin ${subtract('OLD', spec, dialect, false)} end`,
    `create trigger services_counts_update after update of ${spec.watched.join(', ')} on services
     when ${moved.replaceAll('is distinct from', 'is not')}
     begin ${subtract('OLD', spec, dialect, false)} ${add('NEW', spec, dialect, false)} end`,
  ];
}

/** The statements that drop what `serviceCountTriggers` created. */
export function dropServiceCountTriggers(dialect: Dialect) {
  if (dialect === 'postgres') {
    return [
      'drop trigger services_counts_insert_delete on services',
      'drop trigger services_counts_update on services',
    ];
  }
  return [
    'drop trigger services_counts_insert',
    'drop trigger services_counts_delete',
    'drop trigger services_counts_update',
  ];
}

/** The sum that counts, among a group of service rows, the live ones meeting a kept count's condition. */
export const keptCountSum = (condition: string) =>
  `sum(case when deleted_at is null and ${condition.replaceAll('$.', '')} then 1 else 0 end)`;

/** `insert into service_counts … select` sums of each kept count per owner, from the rows. */
export function keptCountSums(spec: KeptServiceCounts) {
  return Object.values(spec.kept).map(keptCountSum).join(', ');
}
