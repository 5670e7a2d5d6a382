import * as repo from '../../../modules/volume/volume.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  listTrafficPackages: {
    active: (db) => repo.listTrafficPackages(db, true),
    all: (db) => repo.listTrafficPackages(db, false),
  },
  findTrafficPackage: (db) => repo.findTrafficPackage(db, 1),
  insertTrafficPackage: (db) =>
    repo.insertTrafficPackage(db, {
      name: 'name',
      created_at: NOW,
      active: true,
      sort: 1,
      price: 2,
      days: 3,
      transferlimit: 20,
    }),
  updateTrafficPackage: (db) => repo.updateTrafficPackage(db, 1, { price: 2, active: false }),
  lockPool: (db) => repo.lockPool(db, 1, NOW),
  writePool: (db) =>
    repo.writePool(db, 1, { traffic_used: 2, traffic_total: 3, pool_expires_at: NOW, pool_started_at: NOW }, NOW),
  drawFromPool: (db) => repo.drawFromPool(db, 1, 2, NOW),
  growLivePool: (db) => repo.growLivePool(db, 1, 2, NOW),
  returnToPool: (db) => repo.returnToPool(db, 1, 2, NOW, NOW),
});
