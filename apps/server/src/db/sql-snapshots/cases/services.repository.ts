import * as repo from '../../../modules/services/services.repository.js';
import { cases, NOW, withRows } from '../case.js';

const SERVICE: repo.NewServiceRecord = {
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

/** The list's filter with nothing chosen: every live service, newest first. */
const ALL = { status: 0, paid: 0 };
/** A page's ids, for the searches that read their ids first. */
const FOUND = [[{ id: 31 }, { id: 30 }]];

export default cases(
  repo,
  {
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
    listOwnServices: {
      'first page': (db, d) => repo.listOwnServices(db, d, 1, ALL, NOW, 1, 20),
      'status 1, not started': (db, d) => repo.listOwnServices(db, d, 1, { ...ALL, status: 1 }, NOW, 1, 20),
      'status 2, expired': (db, d) => repo.listOwnServices(db, d, 1, { ...ALL, status: 2 }, NOW, 1, 20),
      'status 3, out of traffic': (db, d) => repo.listOwnServices(db, d, 1, { ...ALL, status: 3 }, NOW, 1, 20),
      'status 4, active': (db, d) => repo.listOwnServices(db, d, 1, { ...ALL, status: 4 }, NOW, 1, 20),
      'status 5, near the end': (db, d) => repo.listOwnServices(db, d, 1, { ...ALL, status: 5 }, NOW, 1, 20),
      paid: (db, d) => repo.listOwnServices(db, d, 1, { ...ALL, paid: 1 }, NOW, 1, 20),
      unpaid: (db, d) => repo.listOwnServices(db, d, 1, { ...ALL, paid: 2 }, NOW, 1, 20),
      'active and unpaid': (db, d) => repo.listOwnServices(db, d, 1, { status: 4, paid: 2 }, NOW, 1, 20),
      "a customer's": (db, d) => repo.listOwnServices(db, d, 1, { ...ALL, customerId: 9 }, NOW, 1, 20),
      'search by mobile': withRows(FOUND, (db, d) =>
        repo.listOwnServices(db, d, 1, { ...ALL, search: '09121234567' }, NOW, 1, 20),
      ),
      'search by name, in Persian': withRows(FOUND, (db, d) =>
        repo.listOwnServices(db, d, 1, { ...ALL, search: 'علی' }, NOW, 1, 20),
      ),
      'search by id, shorter than a trigram': (db, d) =>
        repo.listOwnServices(db, d, 1, { ...ALL, search: '42' }, NOW, 1, 20),
      'sorted by expiry': (db, d) => repo.listOwnServices(db, d, 1, { ...ALL, sort: 'expiry' }, NOW, 2, 20),
      'sorted by usage': (db, d) => repo.listOwnServices(db, d, 1, { ...ALL, sort: 'usage' }, NOW, 1, 20),
      'search sorted by expiry': (db, d) =>
        repo.listOwnServices(db, d, 1, { ...ALL, search: 'user', sort: 'expiry' }, NOW, 1, 20),
    },
    mergeSearchSegments: (db, d) => repo.mergeSearchSegments(db, d),
    statusCounts: (db) => repo.statusCounts(db, 1, NOW),
    ownServiceIdsMatching: {
      'no filter': (db, d) => repo.ownServiceIdsMatching(db, d, 1, ALL, NOW, 500),
      'active, a search, by usage': (db, d) =>
        repo.ownServiceIdsMatching(db, d, 1, { status: 4, paid: 0, search: 'user', sort: 'usage' }, NOW, 500),
    },
    ownLiveServiceIds: (db) => repo.ownLiveServiceIds(db, 1, [2, 3]),
    lockOwnServices: (db) => repo.lockOwnServices(db, 1, [2, 3]),
    countOwnServices: (db) => repo.countOwnServices(db, 1, NOW),
    insertServicesWithFreeUsernames: (db) =>
      repo.insertServicesWithFreeUsernames(db, [SERVICE, { ...SERVICE, username: 'user2', sub_token: 'token2' }]),
    updateService: (db) => repo.updateService(db, 1, { paid: true, note: 'note', updated_at: NOW }),
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
    groupServices: (db) => repo.groupServices(db, 1),
    usageRows: (db) => repo.usageRows(db, 1, '2026-01-01'),
    findServiceByCredentials: (db) => repo.findServiceByCredentials(db, 1, 'username', 'password'),
    findBySubToken: (db) => repo.findBySubToken(db, 'token'),
  },
  // Pure: the owner's mark in SQLite's search index, which the queries put in their parameters.
  ['ownerSearchToken'],
);
