import * as repo from '../../../modules/giftcards/giftcards.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  insertGiftCards: (db) =>
    repo.insertGiftCards(db, [
      { serial: 'serial', amount: 1, label: 'label', created_by: 2, created_at: NOW, batch_id: 3 },
      { serial: 'serial2', amount: 4, label: 'label', created_by: 5, created_at: NOW, batch_id: 6 },
    ]),
  insertBatch: (db) => repo.insertBatch(db, { amount: 1, count: 20, label: 'label', created_by: 2, created_at: NOW }),
  listBatches: (db) => repo.listBatches(db, 1, 20),
  batchExists: (db) => repo.batchExists(db, 1),
  claimGiftCard: (db) => repo.claimGiftCard(db, 'serial', 1, NOW),
  findGiftCard: (db) => repo.findGiftCard(db, 'serial'),
  listGiftCards: {
    all: (db) => repo.listGiftCards(db, { state: 'all', search: '' }, 1, 20),
    'unused of a batch': (db) => repo.listGiftCards(db, { state: 'unused', search: '', batchId: 3 }, 2, 20),
    used: (db) => repo.listGiftCards(db, { state: 'used', search: '' }, 1, 20),
    'search in Persian digits': (db) => repo.listGiftCards(db, { state: 'all', search: '۱۲۳' }, 1, 20),
  },
  giftCardsByIds: (db) => repo.giftCardsByIds(db, [1, 2]),
  cardsOfBatch: (db) => repo.cardsOfBatch(db, 1),
});
