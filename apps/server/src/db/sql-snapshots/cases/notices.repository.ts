import * as repo from '../../../modules/events/notices.repository.js';
import { cases, LATER, NOW } from '../case.js';

export default cases(repo, {
  findNoticeSettings: (db) => repo.findNoticeSettings(db, 1),
  updateNoticeSettings: (db) =>
    repo.updateNoticeSettings(
      db,
      1,
      { notice_expiring_days: 2, notice_expiring_traffic_gb: 3, notice_balance_low: 4 },
      NOW,
    ),
  claimServiceNotices: (db) =>
    repo.claimServiceNotices(
      db,
      [
        { service_id: 1, reason: 'days', expire_in: LATER, traffic_gb: 2 },
        { service_id: 3, reason: 'days', expire_in: LATER, traffic_gb: 4 },
      ],
      NOW,
    ),
  claimDeviceRefusal: (db) => repo.claimDeviceRefusal(db, 1, 'hwid', NOW),
  forgetDeviceRefusals: (db) => repo.forgetDeviceRefusals(db, NOW),
  largestTrafficThreshold: (db) => repo.largestTrafficThreshold(db),
  expiringDayThresholds: (db) => repo.expiringDayThresholds(db),
  servicesEndingUntold: (db) => repo.servicesEndingUntold(db, 1, NOW, NOW, 20),
  servicesNearTrafficEnd: (db, dialect) => repo.servicesNearTrafficEnd(db, dialect, [1, 2]),
});
