import { sql } from 'kysely';
import type { Executor } from '../../db/create-db.js';
import { searchForms } from '../../lib/search-forms.js';

export async function insertGiftCards(
  trx: Executor,
  rows: Array<{
    serial: string;
    amount: number;
    label: string;
    created_by: number;
    created_at: string;
    batch_id: number;
  }>,
) {
  return trx.insertInto('gift_cards').values(rows).returning('id').execute();
}

export async function insertBatch(
  trx: Executor,
  row: { amount: number; count: number; label: string; created_by: number; created_at: string },
) {
  const { id } = await trx.insertInto('gift_card_batches').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function listBatches(db: Executor, page: number, pageSize: number) {
  const rows = await db
    .selectFrom('gift_card_batches')
    .leftJoin('users', 'users.id', 'gift_card_batches.created_by')
    .selectAll('gift_card_batches')
    .select((eb) => [
      'users.name as creator_name',
      eb
        .selectFrom('gift_cards')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('gift_cards.batch_id', '=', 'gift_card_batches.id')
        .where('gift_cards.used_by', 'is not', null)
        .as('used'),
    ])
    .orderBy('gift_card_batches.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total = await db
    .selectFrom('gift_card_batches')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.n) };
}

export function batchExists(db: Executor, id: number) {
  return db.selectFrom('gift_card_batches').select('id').where('id', '=', id).executeTakeFirst();
}

/** Marks the card used by this reseller only if nobody used it first: exactly one caller ever wins. */
export async function claimGiftCard(trx: Executor, serial: string, userId: number, now: string) {
  const r = await trx
    .updateTable('gift_cards')
    .set({ used_by: userId, used_at: now })
    .where('serial', '=', serial)
    .where('used_by', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function findGiftCard(db: Executor, serial: string) {
  return db.selectFrom('gift_cards').selectAll().where('serial', '=', serial).executeTakeFirst();
}

/** A card with the reseller who used it, as the admin's list shows it. */
const CARD_COLUMNS = [
  'gift_cards.id',
  'gift_cards.serial',
  'gift_cards.amount',
  'gift_cards.label',
  'gift_cards.created_at',
  'gift_cards.used_at',
  'gift_cards.used_by',
  'gift_cards.batch_id',
  'users.mobile as user_mobile',
  'users.name as user_name',
] as const;

export interface GiftCardFilter {
  state: 'all' | 'unused' | 'used';
  search: string;
  batchId?: number | undefined;
}

const listBase = (db: Executor, { state, search, batchId }: GiftCardFilter) => {
  let q = db.selectFrom('gift_cards').leftJoin('users', 'users.id', 'gift_cards.used_by');
  if (batchId !== undefined) q = q.where('gift_cards.batch_id', '=', batchId);
  if (state === 'used') q = q.where('gift_cards.used_by', 'is not', null);
  if (state === 'unused') q = q.where('gift_cards.used_by', 'is', null);
  if (search !== '') {
    // Serials and mobiles are ASCII; a label keeps the digits the admin typed (decision 035).
    const forms = searchForms(search);
    const ascii = forms[forms.length - 1] ?? '';
    const serialLike = `%${ascii.replace(/[\s-]/g, '').toUpperCase()}%`;
    q = q.where((eb) =>
      eb.or([
        eb('gift_cards.serial', 'like', serialLike),
        ...forms.map((text) => eb('gift_cards.label', 'like', `%${text}%`)),
        eb('users.mobile', 'like', `%${ascii}%`),
      ]),
    );
  }
  return q;
};

export async function listGiftCards(db: Executor, filter: GiftCardFilter, page: number, pageSize: number) {
  const rows = await listBase(db, filter)
    .select(CARD_COLUMNS)
    .orderBy('gift_cards.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total = await listBase(db, filter).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(total.n) };
}

export function giftCardsByIds(db: Executor, ids: number[]) {
  return db
    .selectFrom('gift_cards')
    .leftJoin('users', 'users.id', 'gift_cards.used_by')
    .select(CARD_COLUMNS)
    .where('gift_cards.id', 'in', ids)
    .orderBy('gift_cards.id')
    .execute();
}

/** Every card of a batch, in the order they were made. */
export function cardsOfBatch(db: Executor, batchId: number) {
  return db
    .selectFrom('gift_cards')
    .leftJoin('users', 'users.id', 'gift_cards.used_by')
    .select(CARD_COLUMNS)
    .where('gift_cards.batch_id', '=', batchId)
    .orderBy('gift_cards.id')
    .execute();
}
