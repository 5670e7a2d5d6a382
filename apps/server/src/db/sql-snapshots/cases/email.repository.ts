import * as repo from '../../../modules/email/email.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  insertEmail: (db) => repo.insertEmail(db, { email: 'email', subject: 'subject', body: 'body', created_at: NOW }),
  listEmails: (db) => repo.listEmails(db, 'email'),
});
