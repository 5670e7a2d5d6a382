import * as repo from '../../../modules/idempotency/idempotency.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  insertClaim: (db) =>
    repo.insertClaim(db, { user_id: 1, key: 'key', request_hash: 'hash', claim_id: 'claim_id', now: NOW }),
  findKey: (db) => repo.findKey(db, 1, 'key'),
  takeOverClaim: (db) => repo.takeOverClaim(db, 1, 'key', 'fromClaim', 'toClaim', NOW),
  completeClaim: (db) => repo.completeClaim(db, { userId: 1, key: 'key', claimId: 'claimId' }, 2, 'body', NOW),
  releaseClaim: (db) => repo.releaseClaim(db, { userId: 1, key: 'key', claimId: 'claimId' }),
});
