import * as repo from '../../../modules/webhooks/webhooks.repository.js';
import { cases, NOW } from '../case.js';

export default cases(repo, {
  listEndpoints: (db) => repo.listEndpoints(db, 1),
  countEndpoints: (db) => repo.countEndpoints(db, 1),
  findEndpoint: (db) => repo.findEndpoint(db, 1, 2),
  endpointForSending: (db) => repo.endpointForSending(db, 1),
  insertEndpoint: (db) =>
    repo.insertEndpoint(db, {
      user_id: 1,
      url: 'url',
      events: 'events',
      secret: 'secret',
      created_at: NOW,
      updated_at: NOW,
    }),
  updateEndpoint: (db) =>
    repo.updateEndpoint(db, 1, 2, { url: 'https://example.com/hook', status: 'paused', failures: 0, updated_at: NOW }),
  deleteEndpoint: (db) => repo.deleteEndpoint(db, 1, 2),
  usersWithEndpoints: (db) => repo.usersWithEndpoints(db, [1, 2]),
  subscribedEndpoints: (db) => repo.subscribedEndpoints(db, [1, 2]),
  insertDeliveries: (db) =>
    repo.insertDeliveries(db, [
      { created_at: NOW, endpoint_id: 1, msg_id: 'msg_id', event_type: 'event_type', body: 'body' },
      { created_at: NOW, endpoint_id: 2, msg_id: 'msg_id', event_type: 'event_type', body: 'body' },
    ]),
  insertDelivery: (db) =>
    repo.insertDelivery(db, {
      created_at: NOW,
      endpoint_id: 1,
      msg_id: 'msg_id',
      event_type: 'event_type',
      body: 'body',
    }),
  deliveriesPage: (db) => repo.deliveriesPage(db, 1, 1),
  findDelivery: (db) => repo.findDelivery(db, 1, 2),
  makeDue: {
    'a delivery': (db) => repo.makeDue(db, { id: 1 }, NOW),
    "an endpoint's": (db) => repo.makeDue(db, { endpointId: 1 }, NOW),
  },
  dueDeliveries: (db) => repo.dueDeliveries(db, NOW, 20),
  claimDeliveries: (db) => repo.claimDeliveries(db, [1, 2], NOW, NOW),
  recordAttempt: (db) =>
    repo.recordAttempt(db, 1, {
      status: 'failed',
      next_attempt_at: NOW,
      response_status: 2,
      response_body: 'response_body',
      error: 'error',
    }),
  resetFailures: (db) => repo.resetFailures(db, 1),
  countFailure: (db) => repo.countFailure(db, 1),
  pauseEndpoint: (db) => repo.pauseEndpoint(db, 1, NOW),
});
