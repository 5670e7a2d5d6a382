import { randomInt } from 'node:crypto';
import {
  type GiftCard,
  type GiftCardBatch,
  type GiftCardBatchBody,
  type GiftCardListQuery,
  LEDGER_TYPE,
  PAGE_SIZE,
  toJalaliDate,
} from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import type { Db, Executor } from '../../db/create-db.js';
import { crashPoint } from '../../lib/crash-point.js';
import type { IdempotencyScope, IdempotencyService } from '../idempotency/idempotency.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { Limit, ThrottleService } from '../throttle/throttle.service.js';
import {
  batchExists,
  cardsOfBatch,
  claimGiftCard,
  findGiftCard,
  giftCardsByIds,
  insertBatch,
  insertGiftCards,
  listBatches,
  listGiftCards,
} from './giftcards.repository.js';

// No 0/O or 1/I: serials are read off a screen or paper and typed by hand. 12 of 32 letters: 60 bits.
const SERIAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newSerial = () => Array.from({ length: 12 }, () => SERIAL_ALPHABET[randomInt(SERIAL_ALPHABET.length)]).join('');
/** As printed: `ABCD-EFGH-JKLM`. */
const printed = (serial: string) => serial.match(/.{1,4}/g)?.join('-') ?? serial;

type ListRow = Awaited<ReturnType<typeof giftCardsByIds>>[number];
const toGiftCard = (row: ListRow): GiftCard => ({
  id: row.id,
  serial: printed(row.serial),
  amount: Number(row.amount),
  label: row.label,
  created_at: row.created_at,
  used: row.used_by !== null,
  used_at: row.used_at,
  used_by: row.used_by === null ? null : { id: row.used_by, mobile: row.user_mobile ?? '', name: row.user_name ?? '' },
  batch_id: row.batch_id,
});

/** Wrong serials per reseller: guessing a 60-bit serial is hopeless, and this keeps it so. */
const wrongSerialLimit = (userId: number): Limit => ({
  key: `giftcard:wrong:${userId}`,
  max: 10,
  windowSeconds: 3600,
  code: 'GIFT_CARD_TRIES',
  reason: 'ده سریال نادرست در یک ساعت وارد شده است',
});

/** Gift cards (docs/product/top-ups.md#top-ups): made by the admin in batches, each serial redeemed once, ever. */
export function createGiftCardsService(deps: {
  db: Db;
  now: () => Date;
  ledger: LedgerService;
  throttle: ThrottleService;
  idempotency: IdempotencyService;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
}) {
  const { db } = deps;
  return {
    async createBatch(adminId: number, body: GiftCardBatchBody) {
      const now = deps.now().toISOString();
      const serials = new Set<string>();
      while (serials.size < body.count) serials.add(newSerial());
      const ids = await deps.withTransaction(async (trx) => {
        const batchId = await insertBatch(trx, {
          amount: body.amount,
          count: body.count,
          label: body.label,
          created_by: adminId,
          created_at: now,
        });
        return insertGiftCards(
          trx,
          [...serials].map((serial) => ({
            serial,
            amount: body.amount,
            label: body.label,
            created_by: adminId,
            created_at: now,
            batch_id: batchId,
          })),
        );
      });
      return (
        await giftCardsByIds(
          db,
          ids.map((r) => r.id),
        )
      ).map(toGiftCard);
    },

    async list(query: GiftCardListQuery) {
      const { rows, total } = await listGiftCards(
        db,
        { state: query.state, search: query.search, batchId: query.batch_id },
        query.page,
        PAGE_SIZE,
      );
      return { data: rows.map(toGiftCard), last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
    },

    async batches(page: number) {
      const { rows, total } = await listBatches(db, page, PAGE_SIZE);
      return {
        data: rows.map(
          (r): GiftCardBatch => ({
            id: r.id,
            amount: Number(r.amount),
            count: r.count,
            used: Number(r.used ?? 0),
            label: r.label,
            created_at: r.created_at,
            jdate: toJalaliDate(r.created_at),
            created_by: r.created_by === null ? null : { id: r.created_by, name: r.creator_name ?? '' },
          }),
        ),
        last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)),
      };
    },

    async batchCards(batchId: number) {
      if (!(await batchExists(db, batchId))) throw new AppError('NOT_FOUND');
      return (await cardsOfBatch(db, batchId)).map(toGiftCard);
    },

    /** Credits the card's amount once: the conditional claim and the ledger row commit together or not at all. */
    /** A retry with the same Idempotency-Key answers the first credit again instead of «already used». */
    async use(userId: number, serial: string, idempotency: IdempotencyScope | undefined) {
      const limit = wrongSerialLimit(userId);
      // A try is reserved before the claim, so wrong serials sent at once cannot all be looked up against one unspent
      // allowance; only a serial that does not exist keeps it. A credit, a used serial and any failure give it back.
      await deps.throttle.reserve(limit);
      let outcome: 'used' | 'unknown' | { amount: number; balance: number };
      try {
        outcome = await deps.withTransaction(async (trx) => {
          const now = deps.now().toISOString();
          if (!(await claimGiftCard(trx, serial, userId, now))) {
            return (await findGiftCard(trx, serial)) ? ('used' as const) : ('unknown' as const);
          }
          const card = await findGiftCard(trx, serial);
          if (!card) throw new Error('claimed gift card vanished');
          const row = await deps.ledger.apply(trx, {
            userId,
            type: LEDGER_TYPE.GIFT_CARD,
            amount: Number(card.amount),
            info: `کارت هدیه ${printed(serial)}`,
            refType: 'giftcard',
            refId: card.id,
          });
          const credited = { amount: Number(card.amount), balance: Number(row.balance_after) };
          if (idempotency) await deps.idempotency.complete(trx, idempotency, credited);
          crashPoint('giftcard.credited');
          return credited;
        });
      } catch (error) {
        await deps.throttle.release(limit);
        throw error;
      }
      if (outcome === 'unknown') {
        await deps.throttle.keep(limit);
        throw new AppError('GIFT_CARD_NOT_FOUND');
      }
      await deps.throttle.release(limit);
      if (outcome === 'used') throw new AppError('GIFT_CARD_USED');
      return outcome;
    },
  };
}
export type GiftCardsService = ReturnType<typeof createGiftCardsService>;
