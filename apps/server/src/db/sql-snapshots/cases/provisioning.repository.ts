import * as repo from '../../../modules/provisioning/provisioning.repository.js';
import { cases, LATER, NOW } from '../case.js';

export default cases(repo, {
  accountsOfAll: (db) => repo.accountsOfAll(db, [1, 2]),
  recordNodeChanges: (db) =>
    repo.recordNodeChanges(
      db,
      [
        { node_id: 1, tag: 'tag', service_id: 2, uuid: 'uuid', form: 'form' },
        { node_id: 3, tag: 'tag', service_id: 4, uuid: 'uuid', form: 'form' },
      ],
      [
        { node_id: 5, tag: 'tag', service_id: 6 },
        { node_id: 7, tag: 'tag', service_id: 8 },
      ],
      NOW,
    ),
  servicesOnInbound: (db) => repo.servicesOnInbound(db, 1, 'tag'),
  knownServiceIds: (db) => repo.knownServiceIds(db, [1, 2]),
  markUnknownAccounts: (db) => repo.markUnknownAccounts(db, 1, 'tag', [2, 3], NOW),
  forgetAccounts: (db) => repo.forgetAccounts(db, 1, 'tag', [2, 3]),
  forgetNode: (db) => repo.forgetNode(db, 1),
  liveV2rayServiceIds: (db) => repo.liveV2rayServiceIds(db),
  dueJobs: (db) => repo.dueJobs(db, NOW, 20),
  claimJobs: (db) => repo.claimJobs(db, [1, 2], NOW, NOW),
  finishJobs: (db) => repo.finishJobs(db, 1, 2, NOW),
  retryJob: (db) => repo.retryJob(db, 1, LATER, 'error'),
  queueProvisioning: (db) => repo.queueProvisioning(db, [1, 2], 'add', NOW),
  backlog: (db) => repo.backlog(db),
  provisioningViews: (db) => repo.provisioningViews(db, [1, 2]),
  undeliveredServiceIds: (db) => repo.undeliveredServiceIds(db, NOW, 20),
});
