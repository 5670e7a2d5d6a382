import {
  type CreateUserBody,
  LEDGER_TYPE,
  PAGE_SIZE,
  type PayGroupBody,
  type UpdatePayGroupBody,
  type UpdateUserBody,
  type UserType,
} from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import type { Db, Executor } from '../../db/create-db.js';
import type { NewUser } from '../../db/types.js';
import { crashPoint } from '../../lib/crash-point.js';
import { hashPassword, randomCode } from '../../lib/crypto.js';
import type { IdempotencyScope, IdempotencyService } from '../idempotency/idempotency.service.js';
import { type LedgerService, toLedgerRow } from '../ledger/ledger.service.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import {
  defaultPayGroupId,
  findPayGroup,
  insertPayGroup,
  listPayGroups,
  payGroupNameTaken,
  updatePayGroup,
} from './pay-groups.repository.js';
import { type TopUps, toAdminUser, toPayGroup, toUser } from './users.mapper.js';
import {
  adminExists,
  findCustomerById,
  findCustomerByMobile,
  findLoginUserByMobile,
  findResellerByReferralCode,
  findUserById,
  insertUser,
  listUsers,
  loginMobileTaken,
  pageOfPeople,
  referralCodeExists,
  renameCustomer,
  searchCustomers,
  type UserFilter,
  updateUser,
} from './users.repository.js';

interface Deps {
  db: Db;
  now: () => Date;
  publicUrl: string;
  ledger: LedgerService;
  sessions: SessionsService;
  idempotency: IdempotencyService;
  /** Top-up providers this server has credentials for (config.ts); a pay group offers only these. */
  topUps: TopUps;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
}

const PAY_GROUP_NAME_TAKEN = 'نام گروه پرداخت: گروهی با این نام وجود دارد';

/** An admin may not offer a top-up the server has no credentials for: every try of it would answer 503. */
function refuseUnconfigured(
  body: { has_perfectmoney?: boolean | undefined; has_crypto?: boolean | undefined },
  topUps: TopUps,
) {
  const errors = [
    ...(body.has_perfectmoney && !topUps.perfectMoney
      ? [
          'ووچر پرفکت‌مانی: کلیدهای PERFECTMONEY_ACCOUNT_ID، PERFECTMONEY_PASSPHRASE و PERFECTMONEY_PAYEE_ACCOUNT روی سرور تنظیم نشده است',
        ]
      : []),
    ...(body.has_crypto && !topUps.crypto
      ? ['ارز دیجیتال: کلیدهای CRYPTOMUS_MERCHANT و CRYPTOMUS_API_KEY روی سرور تنظیم نشده است']
      : []),
  ];
  if (errors.length > 0) throw new AppError('PAY_METHOD_NOT_CONFIGURED', errors);
}

export function createUsersService(deps: Deps) {
  const { db } = deps;
  const ctx = () => ({ publicUrl: deps.publicUrl, now: deps.now(), topUps: deps.topUps });

  async function requireUser(id: number, trx: Executor = db) {
    const user = await findUserById(trx, id);
    if (!user || user.type === 'CUSTOMER') throw new AppError('NOT_FOUND');
    return user;
  }

  async function newReferralCode(trx: Executor) {
    for (;;) {
      const code = randomCode(8);
      if (!(await referralCodeExists(trx, code))) return code;
    }
  }

  async function requirePayGroup(trx: Executor, id: number | undefined) {
    if (id === undefined) return defaultPayGroupId(trx);
    if (!(await findPayGroup(trx, id))) throw new AppError('PAY_GROUP_NOT_FOUND', ['گروه پرداخت: وجود ندارد']);
    return id;
  }

  async function assertMobileFree(trx: Executor, mobile: string, exceptId?: number) {
    if (await loginMobileTaken(trx, mobile, exceptId)) {
      throw new AppError('MOBILE_TAKEN', ['موبایل: این شماره قبلاً ثبت شده است']);
    }
  }

  /** Creates an admin or a reseller; the caller's transaction holds the uniqueness check and the insert together. */
  async function insertAccount(
    trx: Executor,
    input: {
      type: Exclude<UserType, 'CUSTOMER'>;
      name: string;
      mobile: string;
      passwordHash: string;
      active: boolean;
      paygroup_id?: number | undefined;
      referrer_id?: number | null;
    } & Partial<Pick<NewUser, 'telegram' | 'discount' | 'referralreward'>> & {
        volumeservice?: boolean;
        storeenable?: boolean;
        referral_code?: string;
      },
  ) {
    await assertMobileFree(trx, input.mobile);
    const now = deps.now().toISOString();
    return insertUser(trx, {
      type: input.type,
      name: input.name,
      mobile: input.mobile,
      password_hash: input.passwordHash,
      active: input.active,
      referrer_id: input.referrer_id ?? null,
      referral_code: input.referral_code ?? (await newReferralCode(trx)),
      telegram: input.telegram ?? '',
      discount: input.discount ?? 100,
      volumeservice: input.volumeservice ?? false,
      storeenable: input.storeenable ?? false,
      referralreward: input.referralreward ?? 0,
      paygroup_id: await requirePayGroup(trx, input.paygroup_id),
      created_at: now,
      updated_at: now,
    });
  }

  const page = async (rows: { rows: { id: number; name: string; mobile: string }[]; total: number }) => ({
    data: rows.rows,
    last_page: Math.max(1, Math.ceil(rows.total / PAGE_SIZE)),
  });

  return {
    insertAccount,

    /**
     * The first admin from `ADMIN_MOBILE`/`ADMIN_PASSWORD` (README, Production): made only while no admin exists, so
     * the variables left in an env file never touch a database that has one.
     */
    async createFirstAdmin(input: { mobile: string; password: string }) {
      const passwordHash = await hashPassword(input.password);
      return deps.withTransaction(async (trx) => {
        if (await adminExists(trx)) return { created: false as const };
        const id = await insertAccount(trx, {
          type: 'ADMIN',
          name: 'مدیر',
          mobile: input.mobile,
          passwordHash,
          active: true,
        });
        return { created: true as const, id };
      });
    },

    /**
     * The reseller's customer for this mobile, created when new; a name given for an existing customer renames
     * them (the reseller knows them best).
     */
    async customerFor(trx: Executor, ownerId: number, mobile: string, name: string) {
      const existing = await findCustomerByMobile(trx, ownerId, mobile);
      const now = deps.now().toISOString();
      if (existing) {
        if (name && name !== existing.name) await renameCustomer(trx, existing.id, name, now);
        return { ...existing, name: name || existing.name };
      }
      const id = await insertUser(trx, {
        type: 'CUSTOMER',
        name,
        mobile,
        password_hash: null,
        active: true,
        owner_id: ownerId,
        telegram: '',
        discount: 100,
        volumeservice: false,
        storeenable: false,
        referralreward: 0,
        paygroup_id: await defaultPayGroupId(trx),
        created_at: now,
        updated_at: now,
      });
      return { id, name, mobile };
    },
    ownCustomer: (trx: Executor, ownerId: number, id: number) => findCustomerById(trx, ownerId, id),
    searchCustomers: (ownerId: number, mobilePart: string) => searchCustomers(db, ownerId, mobilePart, 10),
    customers: (ownerId: number, p: number) =>
      pageOfPeople(db, { type: 'CUSTOMER', owner_id: ownerId }, p, PAGE_SIZE).then(page),
    referrals: (referrerId: number, p: number) =>
      pageOfPeople(db, { type: 'RESELLER', referrer_id: referrerId }, p, PAGE_SIZE).then(page),
    findUserRow: (id: number, trx: Executor = db) => findUserById(trx, id),
    /** A reseller names themselves in Settings (decision 100); answers the user as `me` does. */
    async setOwnName(id: number, name: string) {
      await updateUser(db, id, { name, updated_at: deps.now().toISOString() });
      return toUser(await requireUser(id), ctx());
    },
    async setPasswordHash(trx: Executor, id: number, passwordHash: string) {
      await updateUser(trx, id, { password_hash: passwordHash, updated_at: deps.now().toISOString() });
    },
    findLoginUser: (mobile: string) => findLoginUserByMobile(db, mobile),
    findReferrer: (code: string, trx: Executor = db) => findResellerByReferralCode(trx, code),

    async me(id: number) {
      return toUser(await requireUser(id), ctx());
    },
    /** The User as `me` answers it, read in the caller's transaction. */
    async view(trx: Executor, id: number) {
      return toUser(await requireUser(id, trx), ctx());
    },

    async list(filter: UserFilter, page: number) {
      const { rows, total } = await listUsers(db, filter, page, PAGE_SIZE);
      return { data: rows.map((r) => toAdminUser(r, ctx())), last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
    },

    async get(id: number) {
      return toAdminUser(await requireUser(id), ctx());
    },

    async create(body: CreateUserBody) {
      const passwordHash = await hashPassword(body.password);
      const id = await deps.withTransaction((trx) => insertAccount(trx, { ...body, passwordHash }));
      return toAdminUser(await requireUser(id), ctx());
    },

    async update(id: number, body: UpdateUserBody) {
      const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
      await deps.withTransaction(async (trx) => {
        await requireUser(id, trx);
        if (body.mobile !== undefined) await assertMobileFree(trx, body.mobile, id);
        if (body.paygroup_id !== undefined) await requirePayGroup(trx, body.paygroup_id);
        await updateUser(trx, id, {
          name: body.name,
          mobile: body.mobile,
          type: body.type,
          active: body.active,
          discount: body.discount,
          volumeservice: body.volumeservice,
          storeenable: body.storeenable,
          referralreward: body.referralreward,
          telegram: body.telegram,
          paygroup_id: body.paygroup_id,
          password_hash: passwordHash,
          updated_at: deps.now().toISOString(),
        });
        if (body.password !== undefined || body.active === false) await deps.sessions.revokeAll(trx, id);
        else deps.sessions.forgetUser(trx, id);
      });
      return toAdminUser(await requireUser(id), ctx());
    },

    /** Soft delete: the ledger keeps its rows; the account can no longer log in and its mobile is free again. */
    async remove(id: number, actorId: number) {
      if (id === actorId) throw new AppError('CANNOT_DELETE_SELF');
      await deps.withTransaction(async (trx) => {
        await requireUser(id, trx);
        const now = deps.now().toISOString();
        await updateUser(trx, id, { deleted_at: now, active: false, updated_at: now });
        await deps.sessions.revokeAll(trx, id);
      });
      return { message: 'کاربر حذف شد' };
    },

    async correctBalance(
      id: number,
      body: { amount: number; info: string },
      actorId: number,
      idempotency: IdempotencyScope | undefined,
    ) {
      return deps.withTransaction(async (trx) => {
        await requireUser(id, trx);
        const row = await deps.ledger.apply(trx, {
          userId: id,
          type: LEDGER_TYPE.CORRECTION,
          amount: body.amount,
          info: body.info,
          refType: 'admin',
          refId: actorId,
          actorId,
        });
        const result = { balance: row.balance_after, transaction: toLedgerRow(row) };
        if (idempotency) await deps.idempotency.complete(trx, idempotency, result);
        crashPoint('balance.corrected');
        return result;
      });
    },

    async listPayGroups() {
      return (await listPayGroups(db)).map((row) => ({ ...toPayGroup(row), resellers: Number(row.resellers ?? 0) }));
    },

    /** Names are unique, since the reseller form picks a group by its name. */
    /** `storeUnoffered`: the demo seed's group keeps its flags for the day the providers are configured. */
    async createPayGroup(body: PayGroupBody, { storeUnoffered = false } = {}) {
      if (!storeUnoffered) refuseUnconfigured(body, deps.topUps);
      return db.transaction().execute(async (trx) => {
        if (await payGroupNameTaken(trx, body.name)) throw new AppError('VALIDATION', [PAY_GROUP_NAME_TAKEN]);
        return toPayGroup(
          await insertPayGroup(trx, {
            ...body,
            created_at: deps.now().toISOString(),
          }),
        );
      });
    },

    async updatePayGroup(id: number, body: UpdatePayGroupBody) {
      refuseUnconfigured(body, deps.topUps);
      return db.transaction().execute(async (trx) => {
        if (!(await findPayGroup(trx, id))) throw new AppError('NOT_FOUND');
        if (body.name !== undefined && (await payGroupNameTaken(trx, body.name, id))) {
          throw new AppError('VALIDATION', [PAY_GROUP_NAME_TAKEN]);
        }
        const row = await updatePayGroup(trx, id, body);
        if (!row) throw new AppError('NOT_FOUND');
        return toPayGroup(row);
      });
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
