import * as repo from '../../../modules/sms/sms.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  insertOutboxMessage: (db) =>
    repo.insertOutboxMessage(db, { mobile: '09120000001', purpose: 'purpose', message: 'message', created_at: NOW }),
  listOutboxMessages: (db) => repo.listOutboxMessages(db, '09120000001', 20),
});
