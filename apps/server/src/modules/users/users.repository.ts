import { sql } from 'kysely';
import { builtOnce } from '../../db/built-once.js';
import type { Executor } from '../../db/create-db.js';
import { flag, isOn, type WithBooleans, type WithOptionalBooleans } from '../../db/flags.js';
import type { NewUser, UserRow, UserUpdate } from '../../db/types.js';
import type { PayGroupRecord } from './pay-groups.repository.js';

// The tables keep their switches as 0/1 integers; everything above this file sees booleans (db/flags.ts).
type UserFlag = 'active' | 'volumeservice' | 'storeenable';
/** A user as the users module hands it out: `active`, `volumeservice` and `storeenable` booleans. */
export type UserRecord = WithBooleans<UserRow, UserFlag>;
export type UserWithPayGroup = UserRecord & { payGroup: PayGroupRecord };
export type NewUserRecord = WithBooleans<NewUser, UserFlag>;
export type UserRecordUpdate = WithOptionalBooleans<UserUpdate, UserFlag>;
/** A patch's switches as their columns keep them; a switch not given stays out. */
function userColumns({ active, volumeservice, storeenable, ...rest }: UserRecordUpdate): UserUpdate {
  return {
    ...rest,
    ...(active === undefined ? {} : { active: flag(active) }),
    ...(volumeservice === undefined ? {} : { volumeservice: flag(volumeservice) }),
    ...(storeenable === undefined ? {} : { storeenable: flag(storeenable) }),
  };
}

const PAY_GROUP_COLUMNS = [
  'pay_groups.id as pg_id',
  'pay_groups.name as pg_name',
  'pay_groups.has_perfectmoney as pg_has_perfectmoney',
  'pay_groups.has_crypto as pg_has_crypto',
  'pay_groups.perfect_charge_rate as pg_perfect_charge_rate',
  'pay_groups.crypto_charge_rate as pg_crypto_charge_rate',
  'pay_groups.telegram as pg_telegram',
  'pay_groups.created_at as pg_created_at',
] as const;

function selectUsers(db: Executor) {
  return db
    .selectFrom('users')
    .innerJoin('pay_groups', 'pay_groups.id', 'users.paygroup_id')
    .selectAll('users')
    .select(PAY_GROUP_COLUMNS);
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirstOrThrow']>>;

function split(row: Joined): UserWithPayGroup {
  const {
    pg_id,
    pg_name,
    pg_has_perfectmoney,
    pg_has_crypto,
    pg_perfect_charge_rate,
    pg_crypto_charge_rate,
    pg_telegram,
    pg_created_at,
    ...user
  } = row;
  return {
    ...user,
    balance: Number(user.balance),
    active: isOn(user.active),
    volumeservice: isOn(user.volumeservice),
    storeenable: isOn(user.storeenable),
    payGroup: {
      id: pg_id,
      name: pg_name,
      has_perfectmoney: isOn(pg_has_perfectmoney),
      has_crypto: isOn(pg_has_crypto),
      perfect_charge_rate: pg_perfect_charge_rate,
      crypto_charge_rate: pg_crypto_charge_rate,
      telegram: pg_telegram,
      created_at: pg_created_at,
    },
  };
}

const userById = builtOnce((db, id: number) =>
  selectUsers(db).where('users.id', '=', id).where('users.deleted_at', 'is', null),
);
export async function findUserById(db: Executor, id: number) {
  const row = await userById.first(db, id);
  return row && split(row);
}

/** The admin or reseller who logs in with this mobile (customers never log in). */
export async function findLoginUserByMobile(db: Executor, mobile: string) {
  const row = await selectUsers(db)
    .where('users.mobile', '=', mobile)
    .where('users.type', '<>', 'CUSTOMER')
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  return row && split(row);
}

/** Whether any admin account is left (a deactivated one counts; a deleted one does not). */
export async function adminExists(db: Executor) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('type', '=', 'ADMIN')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function loginMobileTaken(db: Executor, mobile: string, exceptId?: number) {
  let q = db
    .selectFrom('users')
    .select('id')
    .where('mobile', '=', mobile)
    .where('type', '<>', 'CUSTOMER')
    .where('deleted_at', 'is', null);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function findResellerByReferralCode(db: Executor, code: string) {
  const row = await db
    .selectFrom('users')
    .select(['id', 'active'])
    .where(sql`upper(referral_code)`, '=', code.toUpperCase())
    .where('type', '=', 'RESELLER')
    .where('active', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row && { id: row.id, active: isOn(row.active) };
}

export async function referralCodeExists(db: Executor, code: string) {
  return (await db.selectFrom('users').select('id').where('referral_code', '=', code).executeTakeFirst()) !== undefined;
}

export async function insertUser(db: Executor, user: NewUserRecord) {
  const values = {
    ...user,
    active: flag(user.active),
    volumeservice: flag(user.volumeservice),
    storeenable: flag(user.storeenable),
  };
  const { id } = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateUser(db: Executor, id: number, patch: UserRecordUpdate) {
  await db.updateTable('users').set(userColumns(patch)).where('id', '=', id).execute();
}

export interface UserFilter {
  name?: string | undefined;
  mobile?: string | undefined;
  type?: UserRow['type'] | undefined;
}

export async function listUsers(db: Executor, filter: UserFilter, page: number, pageSize: number) {
  let q = selectUsers(db).where('users.deleted_at', 'is', null);
  if (filter.name) q = q.where('users.name', 'like', `%${filter.name}%`);
  if (filter.mobile) q = q.where('users.mobile', 'like', `%${filter.mobile}%`);
  if (filter.type) q = q.where('users.type', '=', filter.type);
  const [rows, total] = await Promise.all([
    q
      .orderBy('users.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(split), total: Number(total.n) };
}

export function findCustomerByMobile(db: Executor, ownerId: number, mobile: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'mobile'])
    .where('type', '=', 'CUSTOMER')
    .where('owner_id', '=', ownerId)
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

export function findCustomerById(db: Executor, ownerId: number, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'mobile'])
    .where('type', '=', 'CUSTOMER')
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function searchCustomers(db: Executor, ownerId: number, mobilePart: string, limit: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'mobile'])
    .where('type', '=', 'CUSTOMER')
    .where('owner_id', '=', ownerId)
    .where('mobile', 'like', `%${mobilePart.replace(/[%_]/g, '')}%`)
    .orderBy('mobile')
    .limit(limit)
    .execute();
}

export async function pageOfPeople(
  db: Executor,
  where: { type: 'CUSTOMER'; owner_id: number } | { type: 'RESELLER'; referrer_id: number },
  page: number,
  pageSize: number,
) {
  let q = db.selectFrom('users').where('type', '=', where.type).where('deleted_at', 'is', null);
  q = 'owner_id' in where ? q.where('owner_id', '=', where.owner_id) : q.where('referrer_id', '=', where.referrer_id);
  const [rows, total] = await Promise.all([
    q
      .select(['id', 'name', 'mobile'])
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function renameCustomer(db: Executor, id: number, name: string, now: string) {
  await db.updateTable('users').set({ name, updated_at: now }).where('id', '=', id).execute();
}
