import * as repo from '../../../modules/services/services-list.repository.js';
import { cases, NOW, withRows } from '../case.js';

/** The list's filter with nothing chosen: every live service, newest first. */
const ALL = { status: 0, paid: 0 };
/** A page's ids, for the searches that read their ids first. */
const FOUND = [[{ id: 31 }, { id: 30 }]];

export default cases(repo, {
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
  countOwnServices: (db) => repo.countOwnServices(db, 1, NOW),
});
