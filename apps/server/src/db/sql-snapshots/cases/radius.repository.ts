import * as repo from '../../../modules/radius/radius.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  replaceChecks: (db) =>
    repo.replaceChecks(db, 'username', [
      { attribute: 'attribute', op: 'op', value: 'value' },
      { attribute: 'attribute', op: 'op', value: 'value' },
    ]),
  replaceChecksOfMany: (db) =>
    repo.replaceChecksOfMany(db, [
      {
        username: 'username',
        rows: [
          { attribute: 'attribute', op: 'op', value: 'value' },
          { attribute: 'attribute', op: 'op', value: 'value' },
        ],
      },
      {
        username: 'username',
        rows: [
          { attribute: 'attribute', op: 'op', value: 'value' },
          { attribute: 'attribute', op: 'op', value: 'value' },
        ],
      },
    ]),
  checksOf: (db) => repo.checksOf(db, 'username'),
  openSessions: (db) => repo.openSessions(db, 'username'),
  openSessionsOf: (db) => repo.openSessionsOf(db, ['user1', 'user2']),
  listNas: (db) => repo.listNas(db),
  findNas: (db) => repo.findNas(db, 1),
  recordDisconnect: (db) => repo.recordDisconnect(db, 1, 'outcome', 'username', NOW),
  insertNas: (db) => repo.insertNas(db, { nasname: 'nasname', secret: 'secret' }),
  updateNas: (db) => repo.updateNas(db, 1, { nasname: 'nasname', secret: 'secret' }),
  deleteNas: (db) => repo.deleteNas(db, 1),
});
