import type { NewServiceRecord } from '../../../modules/services/service-rows.js';
import * as repo from '../../../modules/services/services.repository.js';
import { cases, NOW } from '../case.js';

const SERVICE: NewServiceRecord = {
  owner_id: 1,
  package_id: 2,
  customer_id: 3,
  info: 'info',
  username: 'user1',
  password: 'password',
  v2ray_uuid: 'uuid',
  sub_token: 'token',
  is_v2ray: true,
  is_radius: false,
  is_custom: false,
  days: 30,
  traffic_gb: 50,
  cost: 100_000,
  created_at: NOW,
  updated_at: NOW,
};

export default cases(repo, {
  findOwnService: (db) => repo.findOwnService(db, 1, 2),
  lockOwnService: (db) => repo.lockOwnService(db, 1, 2),
  lockUndelivered: (db) => repo.lockUndelivered(db, 1),
  autoRenewDue: (db) => repo.autoRenewDue(db, 1, 20),
  lockAutoRenewDue: (db) => repo.lockAutoRenewDue(db, 1, 2),
  vestableReferrals: (db) => repo.vestableReferrals(db, 20),
  takePendingReferral: (db) => repo.takePendingReferral(db, 1, 2),
  pendingReferralByOwner: (db) => repo.pendingReferralByOwner(db, [1, 2]),
  pendingReferralFor: (db) => repo.pendingReferralFor(db, 1),
  findServicesByIds: (db) => repo.findServicesByIds(db, [1, 2]),
  findRadiusServicesByIds: (db) => repo.findRadiusServicesByIds(db, [1, 2]),
  ownLiveServiceIds: (db) => repo.ownLiveServiceIds(db, 1, [2, 3]),
  lockOwnServices: (db) => repo.lockOwnServices(db, 1, [2, 3]),
  insertServicesWithFreeUsernames: (db) =>
    repo.insertServicesWithFreeUsernames(db, [SERVICE, { ...SERVICE, username: 'user2', sub_token: 'token2' }]),
  updateService: (db) => repo.updateService(db, 1, { paid: true, note: 'note', updated_at: NOW }),
  groupServices: (db) => repo.groupServices(db, 1),
  usageRows: (db) => repo.usageRows(db, 1, '2026-01-01'),
  findServiceByCredentials: (db) => repo.findServiceByCredentials(db, 1, 'username', 'password'),
  findBySubToken: (db) => repo.findBySubToken(db, 'token'),
});
