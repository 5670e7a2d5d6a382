import * as repo from '../../../modules/vouchers/vouchers.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  findRedemption: (db) => repo.findRedemption(db, 'evNumber'),
  insertPendingRedemption: (db) => repo.insertPendingRedemption(db, 1, 'evNumber', NOW),
  reclaimRedemption: (db) => repo.reclaimRedemption(db, { id: 1, status: 'credited', updated_at: NOW }, 2, NOW),
  settleRedemption: (db) => repo.settleRedemption(db, 'evNumber', { status: 'credited', updated_at: NOW }),
});
