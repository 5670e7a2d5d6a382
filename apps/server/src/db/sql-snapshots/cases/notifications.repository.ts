import * as repo from '../../../modules/notifications/notifications.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  listFor: (db) => repo.listFor(db, 1),
  listAll: (db) => repo.listAll(db),
  seenUpTo: (db) => repo.seenUpTo(db, 1),
  markSeen: (db) => repo.markSeen(db, 1, 2),
  insertNotification: (db) =>
    repo.insertNotification(db, { user_id: 1, title: 'title', body: 'body', created_at: NOW, updated_at: NOW }),
  updateNotification: (db) =>
    repo.updateNotification(db, 1, { user_id: 2, title: 'title', body: 'body', updated_at: NOW }),
  deleteNotification: (db) => repo.deleteNotification(db, 1),
});
