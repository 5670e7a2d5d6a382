import * as repo from '../../../modules/audit/audit.repository.js';
import { cases, LATER, NOW } from '../case.js';

export default cases(repo, {
  insertAuditEntry: (db) =>
    repo.insertAuditEntry(db, {
      created_at: NOW,
      actor_id: 1,
      kind: 'admin',
      method: 'method',
      path: 'path',
      status: 2,
      ip: 'ip',
      details: 'details',
    }),
  countAudit: {
    'no filter': (db) => repo.countAudit(db, {}),
    "an admin's actions on a user in a range": (db) =>
      repo.countAudit(db, { kind: 'admin', userId: 7, from: NOW, to: LATER }),
    money: (db) => repo.countAudit(db, { kind: 'money' }),
  },
  listAudit: {
    'no filter': (db) => repo.listAudit(db, {}, 20, 0),
    "an admin's actions on a user in a range": (db) =>
      repo.listAudit(db, { kind: 'admin', userId: 7, from: NOW, to: LATER }, 20, 40),
    money: (db) => repo.listAudit(db, { kind: 'money' }, 20, 0),
  },
});
