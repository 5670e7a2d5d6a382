import * as repo from '../../../modules/auth/auth.repository.js';
import { cases, NOW, withRows } from '../case.js';

export default cases(repo, {
  replaceCode: (db) =>
    repo.replaceCode(db, {
      mobile: '09120000001',
      purpose: 'login',
      code_hash: 'hash',
      created_at: NOW,
      expires_at: NOW,
    }),
  findLiveCode: (db) => repo.findLiveCode(db, '09120000001', 'login', NOW),
  consumeCode: (db) => repo.consumeCode(db, 1, NOW),
  claimTry: (db) => repo.claimTry(db, 1, 2),
  killCode: (db) => repo.killCode(db, 1, NOW),
  isOwnersAddress: (db) => repo.isOwnersAddress(db, '09120000001', 'address', NOW),
  recordLoginAddress: withRows([[], [{ address: '198.51.100.7' }, { address: '203.0.113.9' }]], (db) =>
    repo.recordLoginAddress(db, 1, '198.51.100.7', NOW),
  ),
  findLiveLink: (db) => repo.findLiveLink(db, '09120000001', 'hash', NOW),
  recentSendTimes: (db) => repo.recentSendTimes(db, '09120000001', 20),
});
