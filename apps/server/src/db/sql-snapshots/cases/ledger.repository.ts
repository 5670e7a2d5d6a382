import * as repo from '../../../modules/ledger/ledger.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  userExists: (db) => repo.userExists(db, 1),
  moveBalance: (db) =>
    repo.moveBalance(db, {
      user_id: 1,
      created_at: NOW,
      actor_id: 2,
      info: 'info',
      amount: 3,
      type: 4,
      ref_type: 'ref_type',
      ref_id: 5,
    }),
});
