import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { CoinRateSchema, CreateWalletBodySchema, CryptoRateSchema, WalletSchema } from './crypto.schemas.js';

/** Cryptomus deposits: wallets, coin rates and the payment webhook, served by the server's crypto module. */
export const cryptoEndpoints = {
  wallet: endpoint({
    method: 'GET',
    path: '/cryptomus/wallet',
    auth: 'reseller',
    summary: "The reseller's static deposit addresses (TRX, TON)",
    response: WalletSchema,
  }),
  createWallet: endpoint({
    method: 'POST',
    path: '/cryptomus/wallet',
    auth: 'reseller',
    summary: 'Create (or return) the static deposit address for a currency',
    body: CreateWalletBodySchema,
    response: WalletSchema,
  }),
  tronPrice: endpoint({
    method: 'POST',
    path: '/cryptomus/tronprice',
    auth: 'reseller',
    summary: 'Toman per TRX now, and what one TRX credits this reseller',
    response: CryptoRateSchema,
  }),
  tonPrice: endpoint({
    method: 'POST',
    path: '/cryptomus/tonprice',
    auth: 'reseller',
    summary: 'Toman per TON now, and what one TON credits this reseller',
    response: CryptoRateSchema,
  }),
  cryptomusWebhook: endpoint({
    method: 'POST',
    path: '/cryptomus/webhook',
    auth: 'public',
    summary: "Cryptomus's signed payment webhook; credits only after the payment is confirmed through its API",
    response: z.object({ status: z.string() }),
  }),
  coinRates: endpoint({
    method: 'GET',
    path: '/admin/rates/crypto',
    auth: 'admin',
    summary: 'TRX and TON now: Cryptomus’s dollar price of each coin and its Toman at the dollar rate',
    response: z.array(CoinRateSchema),
  }),
};
