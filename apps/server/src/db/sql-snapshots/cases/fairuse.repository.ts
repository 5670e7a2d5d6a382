import * as repo from '../../../modules/fairuse/fairuse.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  watchedServices: { all: (db) => repo.watchedServices(db), 'among ids': (db) => repo.watchedServices(db, [1, 2]) },
  anyWatched: (db) => repo.anyWatched(db),
  insertOverSample: (db) => repo.insertOverSample(db, { service_id: 1, at: NOW, addresses: 2 }),
  overSamplesSince: (db) => repo.overSamplesSince(db, 1, NOW),
  forgetSamples: {
    'before a time': (db) => repo.forgetSamples(db, { before: NOW }),
    'of a service': (db) => repo.forgetSamples(db, { serviceId: 1 }),
  },
  insertEvent: (db) => repo.insertEvent(db, { service_id: 1, kind: 'warn', detail: 'detail', at: NOW }),
  lastEvent: (db) => repo.lastEvent(db, 1),
  eventsOf: (db) => repo.eventsOf(db, 1, 20),
  fairUseState: (db) => repo.fairUseState(db, 1),
  pauseService: (db) => repo.pauseService(db, 1, NOW),
  pausesDue: (db) => repo.pausesDue(db, NOW),
  resumeService: (db) => repo.resumeService(db, 1, NOW),
});
