import * as repo from '../../../modules/transactions/transactions.repository.js';
import { cases, LATER, NOW } from '../case.js';

export default cases(repo, {
  listTransactions: {
    "every user's, first page": (db) => repo.listTransactions(db, { type: 0 }, 1, 20),
    "a user's, of a type": (db) => repo.listTransactions(db, { userId: 7, type: 2 }, 2, 20),
    'in a range, a search in Persian digits': (db) =>
      repo.listTransactions(db, { userId: 7, type: 0, from: NOW, to: LATER, search: '۱۲۳' }, 1, 20),
    'by amount, largest first': (db) => repo.listTransactions(db, { type: 0, sort: '-amount' }, 1, 20),
  },
  movementsByType: (db) => repo.movementsByType(db),
});
