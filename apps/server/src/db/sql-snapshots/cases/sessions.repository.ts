import * as repo from '../../../modules/sessions/sessions.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  insertToken: (db) =>
    repo.insertToken(db, {
      user_id: 1,
      token_hash: 'hash',
      created_at: NOW,
      expires_at: NOW,
      ip: 'ip',
      user_agent: 'user_agent',
    }),
  findLiveToken: (db) => repo.findLiveToken(db, 'hash', NOW),
  revokeToken: (db) => repo.revokeToken(db, 1, NOW),
  revokeUserTokens: {
    all: (db) => repo.revokeUserTokens(db, 1, NOW),
    'all but one': (db) => repo.revokeUserTokens(db, 1, NOW, 9),
  },
});
