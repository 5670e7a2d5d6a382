import * as repo from '../../../modules/apitokens/apitokens.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  insertApiToken: (db) =>
    repo.insertApiToken(db, {
      user_id: 1,
      name: 'name',
      token_hash: 'hash',
      prefix: 'prefix',
      scopes: 'scopes',
      created_at: NOW,
    }),
  listApiTokens: (db) => repo.listApiTokens(db, 1),
  countApiTokens: (db) => repo.countApiTokens(db, 1),
  revokeApiToken: (db) => repo.revokeApiToken(db, 1, 2, NOW),
  findLiveApiToken: (db) => repo.findLiveApiToken(db, 'hash', NOW),
  touchApiToken: (db) => repo.touchApiToken(db, 1, NOW, NOW),
});
