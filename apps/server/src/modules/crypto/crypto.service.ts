import {
  type CoinRate,
  CRYPTO_CURRENCIES,
  type CryptoCurrency,
  type CryptoRate,
  creditRate,
  LEDGER_TYPE,
  topUpCredit,
  type Wallets,
} from '@pishkhan/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.js';
import type { Db, Executor } from '../../db/create-db.js';
import { type CryptomusClient, CryptomusError } from '../../integrations/cryptomus/cryptomus.js';
import { crashPoint } from '../../lib/crash-point.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { UsersService } from '../users/users.service.js';
import {
  creditHeld,
  heldTotal,
  insertHeldPayment,
  insertWallet,
  linkTransaction,
  paymentByUuid,
  walletByOrderId,
  walletsOf,
} from './crypto.repository.js';

const NETWORK: Record<CryptoCurrency, string> = { TRX: 'tron', TON: 'ton' };
const NAME: Record<CryptoCurrency, string> = { TRX: 'ترون', TON: 'تون‌کوین' };
const PAID = new Set(['paid', 'paid_over']);
const RATE_TTL_MS = 60_000;

/** What became of a webhook: only `credited` and `held` moved anything. */
export type WebhookOutcome = 'credited' | 'held' | 'duplicate' | 'ignored' | 'unconfirmed';

/**
 * TRX and TON deposits through Cryptomus static wallets (docs/product/top-ups.md#top-ups; docs/decisions/016): a signed
 * webhook is only a hint; the payment is confirmed through Cryptomus's API and recorded once per payment uuid, then
 * credited at the current rate times `crypto_charge_rate / 100`. Deposits worth less than the minimum are held and
 * credited together once they reach it.
 */
export function createCryptoService(deps: {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  cryptomus: CryptomusClient | undefined;
  publicUrl: string;
  minToman: number;
  /** Empty: any sender. */
  webhookIps: string[];
  ledger: LedgerService;
  users: UsersService;
  settings: SettingsService;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
}) {
  const rateCache = new Map<CryptoCurrency, { usd: number; at: number }>();

  const client = () => {
    if (!deps.cryptomus) throw new AppError('CRYPTO_UNAVAILABLE');
    return deps.cryptomus;
  };

  async function usdPerCoin(currency: CryptoCurrency) {
    const cached = rateCache.get(currency);
    const now = deps.now().getTime();
    if (cached && now - cached.at < RATE_TTL_MS) return cached.usd;
    try {
      const usd = await client().usdRate(currency);
      rateCache.set(currency, { usd, at: now });
      return usd;
    } catch (error) {
      if (error instanceof CryptomusError) {
        deps.log.warn({ reason: error.message }, 'Cryptomus rate unavailable');
        throw new AppError('CRYPTO_UNAVAILABLE');
      }
      throw error;
    }
  }

  /** Toman per coin now: Cryptomus's dollar rate of the coin times the admin's dollar rate. */
  async function tomanPerCoin(currency: CryptoCurrency) {
    const { usd_price } = await deps.settings.getUsdPrice();
    if (usd_price <= 0) throw new AppError('RATE_NOT_SET');
    return Math.round((await usdPerCoin(currency)) * usd_price);
  }

  async function wallets(userId: number): Promise<Wallets> {
    const rows = await walletsOf(deps.db, userId);
    const address = (c: CryptoCurrency) => rows.find((w) => w.currency === c)?.address ?? null;
    return { wallet: address('TRX'), tonwallet: address('TON') };
  }

  async function requireCrypto(userId: number) {
    const me = await deps.users.me(userId);
    if (!me.payGroup.has_crypto) throw new AppError('TOP_UP_NOT_ALLOWED');
    return me;
  }

  async function credit(trx: Executor, userId: number, currency: CryptoCurrency) {
    if ((await heldTotal(trx, userId, currency)) < deps.minToman) return 'held' as const;
    const rows = await creditHeld(trx, userId, currency, deps.now().toISOString());
    const toman = rows.reduce((sum, r) => sum + Number(r.toman), 0);
    if (toman <= 0) return 'held' as const;
    const coins = rows.map((r) => r.amount).join(' + ');
    const row = await deps.ledger.apply(trx, {
      userId,
      type: LEDGER_TYPE.DEPOSIT,
      amount: toman,
      info: `واریز ${NAME[currency]}: ${coins} ${currency}`,
      refType: 'crypto',
      refId: rows[0]?.id,
    });
    await linkTransaction(
      trx,
      rows.map((r) => r.id),
      row.id,
    );
    crashPoint('crypto.credited');
    return 'credited' as const;
  }

  return {
    wallets,

    async createWallet(userId: number, currency: CryptoCurrency): Promise<Wallets> {
      await requireCrypto(userId);
      const existing = await wallets(userId);
      if ((currency === 'TRX' ? existing.wallet : existing.tonwallet) !== null) return existing;
      // Cryptomus answers the same wallet again for a known order_id, so a retry after a lost answer is harmless.
      const orderId = `pishkhan-${userId}-${currency.toLowerCase()}`;
      let created: Awaited<ReturnType<CryptomusClient['createWallet']>>;
      try {
        created = await client().createWallet({
          currency,
          network: NETWORK[currency],
          orderId,
          callbackUrl: `${deps.publicUrl}/api/cryptomus/webhook`,
        });
      } catch (error) {
        if (!(error instanceof CryptomusError)) throw error;
        deps.log.warn({ reason: error.message }, 'Cryptomus wallet creation failed');
        throw new AppError('CRYPTO_UNAVAILABLE');
      }
      await insertWallet(deps.db, {
        user_id: userId,
        currency,
        network: created.network,
        order_id: orderId,
        wallet_uuid: created.wallet_uuid,
        address_uuid: created.uuid,
        address: created.address,
        created_at: deps.now().toISOString(),
      });
      return wallets(userId);
    },

    /** The admin's view of both coins now; a coin that cannot be priced says why instead of failing the screen. */
    async coinRates(): Promise<CoinRate[]> {
      const { usd_price } = await deps.settings.getUsdPrice();
      return Promise.all(
        CRYPTO_CURRENCIES.map(async (currency): Promise<CoinRate> => {
          try {
            const usd = await usdPerCoin(currency);
            return {
              currency,
              usd,
              toman: usd_price > 0 ? Math.round(usd * usd_price) : null,
              unavailable: usd_price > 0 ? null : 'نرخ دلار هنوز تعیین نشده است',
            };
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            return { currency, usd: null, toman: null, unavailable: error.message };
          }
        }),
      );
    },

    async price(userId: number, currency: CryptoCurrency): Promise<CryptoRate> {
      const me = await requireCrypto(userId);
      const price = await tomanPerCoin(currency);
      const rate = me.payGroup.crypto_charge_rate;
      return { price, rate, credit: creditRate(price, rate), minimum: deps.minToman, updated_at: null };
    },

    /** Never trusts the webhook's own figures: amount, coin and status come from Cryptomus's payment info. */
    async handleWebhook(rawBody: string, ip: string): Promise<WebhookOutcome> {
      if (deps.webhookIps.length > 0 && !deps.webhookIps.includes(ip)) throw new AppError('WEBHOOK_REJECTED');
      const hook = deps.cryptomus?.verifyWebhook(rawBody);
      if (!hook) throw new AppError('WEBHOOK_REJECTED');
      if (hook.type !== 'wallet') return 'ignored';
      const wallet = await walletByOrderId(deps.db, hook.order_id);
      if (!wallet) {
        deps.log.warn({ order_id: hook.order_id }, 'Cryptomus webhook for an unknown wallet');
        return 'ignored';
      }
      if (await paymentByUuid(deps.db, hook.uuid)) return 'duplicate';
      if (!PAID.has(hook.status)) return 'unconfirmed';

      let info: Awaited<ReturnType<CryptomusClient['paymentInfo']>>;
      try {
        info = await client().paymentInfo(hook.uuid);
      } catch (error) {
        if (!(error instanceof CryptomusError)) throw error;
        deps.log.warn({ reason: error.message }, 'Cryptomus payment info unavailable');
        throw new AppError('CRYPTO_UNAVAILABLE');
      }
      const coin = info.payer_currency ?? info.currency;
      const amount = Number(info.payment_amount);
      const confirmed =
        info.uuid === hook.uuid &&
        info.order_id === wallet.order_id &&
        PAID.has(info.payment_status ?? info.status) &&
        info.is_final &&
        coin === wallet.currency &&
        Number.isFinite(amount) &&
        amount > 0;
      if (!confirmed) {
        deps.log.warn({ uuid: hook.uuid, status: info.payment_status }, 'Cryptomus payment not confirmed');
        return 'unconfirmed';
      }

      const rateToman = await tomanPerCoin(wallet.currency);
      const me = await deps.users.me(wallet.user_id);
      const chargeRate = me.payGroup.crypto_charge_rate;
      return deps.withTransaction(async (trx) => {
        const recorded = await insertHeldPayment(trx, {
          uuid: hook.uuid,
          user_id: wallet.user_id,
          wallet_id: wallet.id,
          currency: wallet.currency,
          amount: String(info.payment_amount),
          txid: info.txid ?? '',
          rate_toman: rateToman,
          charge_rate: chargeRate,
          toman: topUpCredit(amount, rateToman, chargeRate),
          created_at: deps.now().toISOString(),
        });
        if (!recorded) return 'duplicate';
        return credit(trx, wallet.user_id, wallet.currency);
      });
    },
  };
}
export type CryptoService = ReturnType<typeof createCryptoService>;
