import * as repo from '../../../modules/services/service-groups.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  insertServiceGroup: (db) =>
    repo.insertServiceGroup(db, {
      owner_id: 1,
      package_id: 2,
      info: 'info',
      description: 'description',
      count: 20,
      created_at: NOW,
    }),
  listOwnGroups: (db) => repo.listOwnGroups(db, 1, 1, 20),
  findOwnGroup: (db) => repo.findOwnGroup(db, 1, 2),
});
