import * as repo from '../../../modules/services/devices.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  listDevices: (db) => repo.listDevices(db, 1),
  countDevices: (db) => repo.countDevices(db, 1),
  insertDevice: (db) =>
    repo.insertDevice(db, {
      service_id: 1,
      hwid: 'hwid',
      os: 'os',
      os_version: 'os_version',
      model: 'model',
      user_agent: 'user_agent',
      first_seen: NOW,
      last_seen: NOW,
    }),
  touchDevice: (db) => repo.touchDevice(db, 1, NOW),
  deleteDevice: (db) => repo.deleteDevice(db, 1, 2),
  findDeviceTerms: (db) => repo.findDeviceTerms(db, 1),
  lockService: (db) => repo.lockService(db, 1),
});
