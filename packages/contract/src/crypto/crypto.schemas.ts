import { z } from 'zod';
import { RateSchema } from '../vouchers/voucher.schemas.js';

/** A coin's rate as a reseller sees it: the voucher rate's fields and the least Cryptomus credits. */
export const CryptoRateSchema = RateSchema.extend({ minimum: z.number().int() });
export type CryptoRate = z.infer<typeof CryptoRateSchema>;

export const CRYPTO_CURRENCIES = ['TRX', 'TON'] as const;
export type CryptoCurrency = (typeof CRYPTO_CURRENCIES)[number];

export const WalletSchema = z.object({ wallet: z.string().nullable(), tonwallet: z.string().nullable() });
export type Wallets = z.infer<typeof WalletSchema>;

export const CreateWalletBodySchema = z.object({
  currency: z.enum(CRYPTO_CURRENCIES, { error: 'ارز باید TRX یا TON باشد' }),
});

/**
 * A coin's rate as the admin sees it: Cryptomus's dollar price of one coin and what one coin credits in Toman at the
 * admin's dollar rate (before each pay group's crypto rate). Null with a Persian reason when it cannot be read now.
 */
export const CoinRateSchema = z.object({
  currency: z.enum(CRYPTO_CURRENCIES),
  usd: z.number().nullable(),
  toman: z.number().int().nullable(),
  unavailable: z.string().nullable(),
});
export type CoinRate = z.infer<typeof CoinRateSchema>;
