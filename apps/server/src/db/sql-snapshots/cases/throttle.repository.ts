import * as repo from '../../../modules/throttle/throttle.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  hitCounter: (db) => repo.hitCounter(db, 'key', new Date(NOW), 1),
  peekCounter: (db) => repo.peekCounter(db, 'key', new Date(NOW)),
  releaseCounter: (db) => repo.releaseCounter(db, 'key', new Date(NOW)),
  deleteCounter: (db) => repo.deleteCounter(db, 'key'),
  deleteExpiredCounters: (db) => repo.deleteExpiredCounters(db, new Date(NOW)),
});
