import * as repo from '../../../modules/usage/usage.repository.js';
import { cases, NOW, withRows } from '../case.js';

const USAGE = [
  { serviceId: 1, up: 2, down: 3 },
  { serviceId: 4, up: 5, down: 6 },
];

export default cases(repo, {
  applyUsage: {
    'V2Ray usage': (db, dialect) => repo.applyUsage(db, dialect, USAGE, '2026-01-02', NOW),
    'RADIUS usage': (db, dialect) => repo.applyUsage(db, dialect, USAGE, '2026-01-02', NOW, 'radius'),
  },
  stopServices: (db, dialect) => repo.stopServices(db, dialect, NOW, [1, 2]),
  stampExpired: withRows(
    [
      [
        { id: 1, owner_id: 10 },
        { id: 2, owner_id: 11 },
      ],
    ],
    (db, dialect) => repo.stampExpired(db, dialect, NOW),
  ),
  radiusAccountsMoved: (db) => repo.radiusAccountsMoved(db),
  takeRadiusAccounts: (db, dialect) => repo.takeRadiusAccounts(db, dialect, ['user1', 'user2']),
  radiusSessionsGrown: (db, dialect) => repo.radiusSessionsGrown(db, dialect, ['user1', 'user2']),
  countRadiusSessions: (db, dialect) =>
    repo.countRadiusSessions(db, dialect, [
      { acctuniqueid: 'session1', input: 1, output: 2 },
      { acctuniqueid: 'session2', input: 3, output: 4 },
    ]),
  forgetRadiusSessions: (db) => repo.forgetRadiusSessions(db, NOW),
  liveRadiusServices: (db, dialect) => repo.liveRadiusServices(db, dialect, ['user1', 'user2']),
});
