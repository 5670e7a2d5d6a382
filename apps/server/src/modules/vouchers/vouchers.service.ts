import { creditRate, LEDGER_TYPE, type Rate, topUpCredit, type VoucherBody } from '@pishkhan/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.js';
import type { Db, Executor } from '../../db/create-db.js';
import { type PerfectMoneyClient, PerfectMoneyUnreachable } from '../../integrations/perfectmoney/perfectmoney.js';
import type { IdempotencyScope, IdempotencyService } from '../idempotency/idempotency.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { Limit, ThrottleService } from '../throttle/throttle.service.js';
import type { UsersService } from '../users/users.service.js';
import { findRedemption, insertPendingRedemption, reclaimRedemption, settleRedemption } from './vouchers.repository.js';

/** A pending activation younger than this is another request still talking to PerfectMoney. */
const PENDING_GRACE_MS = 2 * 60_000;
/** PerfectMoney's currency code for US dollars. */
const USD = '1';

const wrongVoucherLimit = (userId: number): Limit => ({
  key: `voucher:wrong:${userId}`,
  max: 10,
  windowSeconds: 3600,
  code: 'VOUCHER_TRIES',
  reason: 'ده ووچر نادرست در یک ساعت وارد شده است',
});

/** PerfectMoney's ERROR texts that are about our account, not the reseller's voucher. */
const isAccountError = (error: string) => /AccountID|PassPhrase|Payee_Account|API/i.test(error);

/**
 * PerfectMoney e-vouchers (docs/product/top-ups.md#top-ups; docs/decisions/015): the voucher number is claimed in our
 * database before PerfectMoney is asked, so one voucher is activated and credited at most once whatever runs
 * concurrently, and the credit is `amount_usd * usd_price * perfect_charge_rate / 100`.
 */
export function createVouchersService(deps: {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  perfectMoney: PerfectMoneyClient | undefined;
  ledger: LedgerService;
  users: UsersService;
  settings: SettingsService;
  throttle: ThrottleService;
  idempotency: IdempotencyService;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
}) {
  const iso = () => deps.now().toISOString();

  async function claim(userId: number, evNumber: string) {
    await deps.withTransaction(async (trx) => {
      const now = iso();
      if (await insertPendingRedemption(trx, userId, evNumber, now)) return;
      const row = await findRedemption(trx, evNumber);
      if (!row) throw new AppError('VOUCHER_IN_PROGRESS');
      if (row.status === 'credited') throw new AppError('VOUCHER_USED');
      const fresh = deps.now().getTime() - Date.parse(row.updated_at) < PENDING_GRACE_MS;
      if (row.status === 'pending' && fresh) throw new AppError('VOUCHER_IN_PROGRESS');
      if (!(await reclaimRedemption(trx, row, userId, now))) throw new AppError('VOUCHER_IN_PROGRESS');
    });
  }

  const fail = (evNumber: string, error: string) =>
    deps.withTransaction((trx) => settleRedemption(trx, evNumber, { status: 'failed', error, updated_at: iso() }));

  /** Claim, activate and credit one voucher; `markInvalid` when PerfectMoney calls it invalid (a counted guess). */
  async function redeemCounted(
    userId: number,
    body: { evoucher: string; activationcode: string },
    usd_price: number,
    client: PerfectMoneyClient,
    chargeRate: number,
    markInvalid: () => void,
    idempotency: IdempotencyScope | undefined,
  ) {
    await claim(userId, body.evoucher);
    let answer: Awaited<ReturnType<PerfectMoneyClient['activate']>>;
    try {
      answer = await client.activate(body.evoucher, body.activationcode);
    } catch (error) {
      // The voucher may have been activated: the row stays pending for the next try or the admin to settle.
      if (!(error instanceof PerfectMoneyUnreachable)) throw error;
      deps.log.warn({ evoucher: body.evoucher, reason: error.message }, 'PerfectMoney activation without answer');
      throw new AppError('PERFECTMONEY_UNAVAILABLE');
    }

    if (!answer.ok) {
      await fail(body.evoucher, answer.error.slice(0, 255));
      if (isAccountError(answer.error)) {
        deps.log.error({ error: answer.error }, 'PerfectMoney refused our account settings');
        throw new AppError('PERFECTMONEY_UNAVAILABLE');
      }
      markInvalid();
      throw new AppError('VOUCHER_INVALID', [`پاسخ پرفکت‌مانی: ${answer.error}`]);
    }
    if (answer.currencyCode !== USD || answer.payeeAccount !== client.payeeAccount) {
      // Activated into our account but not in dollars: kept pending with the facts for the admin to settle.
      deps.log.error({ evoucher: body.evoucher, currency: answer.currencyCode }, 'non-USD voucher activated');
      await deps.withTransaction((trx) =>
        settleRedemption(trx, body.evoucher, {
          status: 'pending',
          amount_usd: answer.amountUsd,
          batch_num: answer.batchNum,
          error: `currency ${answer.currencyCode}, payee ${answer.payeeAccount}`,
          updated_at: iso(),
        }),
      );
      throw new AppError('VOUCHER_CURRENCY');
    }

    const toman = topUpCredit(Number(answer.amountUsd), usd_price, chargeRate);
    return deps.withTransaction(async (trx) => {
      const id = await settleRedemption(trx, body.evoucher, {
        status: 'credited',
        amount_usd: answer.amountUsd,
        batch_num: answer.batchNum,
        usd_price,
        charge_rate: chargeRate,
        toman,
        updated_at: iso(),
      });
      if (id === undefined) throw new AppError('VOUCHER_USED');
      const row = await deps.ledger.apply(trx, {
        userId,
        type: LEDGER_TYPE.DEPOSIT,
        amount: toman,
        info: `ووچر پرفکت‌مانی ${body.evoucher} (${answer.amountUsd} دلار)`,
        refType: 'voucher',
        refId: id,
      });
      const credited = { amount: toman, amount_usd: answer.amountUsd, balance: Number(row.balance_after) };
      if (idempotency) await deps.idempotency.complete(trx, idempotency, credited);
      return credited;
    });
  }

  return {
    async usdPrice(userId: number): Promise<Rate> {
      const me = await deps.users.me(userId);
      const { usd_price, updated_at } = await deps.settings.getUsdPrice();
      const rate = me.payGroup.perfect_charge_rate;
      return { price: usd_price, rate, credit: creditRate(usd_price, rate), updated_at };
    },

    /** A retry with the same Idempotency-Key answers the first credit again instead of «already used». */
    async redeem(userId: number, body: VoucherBody, idempotency: IdempotencyScope | undefined) {
      const me = await deps.users.me(userId);
      if (!me.payGroup.has_perfectmoney) throw new AppError('TOP_UP_NOT_ALLOWED');
      const client = deps.perfectMoney;
      if (!client) throw new AppError('PERFECTMONEY_UNAVAILABLE');
      const { usd_price } = await deps.settings.getUsdPrice();
      if (usd_price <= 0) throw new AppError('RATE_NOT_SET');
      const limit = wrongVoucherLimit(userId);
      // Reserved before PerfectMoney is asked, so vouchers sent at once cannot all be tried against one unspent
      // allowance; every outcome but a voucher PerfectMoney calls invalid gives its try back.
      await deps.throttle.reserve(limit);
      let invalid = false;
      try {
        return await redeemCounted(
          userId,
          body,
          usd_price,
          client,
          me.payGroup.perfect_charge_rate,
          () => {
            invalid = true;
          },
          idempotency,
        );
      } finally {
        await (invalid ? deps.throttle.keep(limit) : deps.throttle.release(limit));
      }
    },
  };
}
export type VouchersService = ReturnType<typeof createVouchersService>;
