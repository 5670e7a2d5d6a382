import * as repo from '../../../modules/users/pay-groups.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  findPayGroup: (db) => repo.findPayGroup(db, 1),
  listPayGroups: (db) => repo.listPayGroups(db),
  payGroupNameTaken: {
    'by any': (db) => repo.payGroupNameTaken(db, 'name'),
    'by another': (db) => repo.payGroupNameTaken(db, 'name', 7),
  },
  insertPayGroup: (db) =>
    repo.insertPayGroup(db, {
      name: 'name',
      created_at: NOW,
      telegram: 'telegram',
      has_perfectmoney: true,
      has_crypto: true,
      perfect_charge_rate: 1,
      crypto_charge_rate: 2,
    }),
  updatePayGroup: (db) => repo.updatePayGroup(db, 1, { name: 'name', has_crypto: true }),
  defaultPayGroupId: (db) => repo.defaultPayGroupId(db),
});
