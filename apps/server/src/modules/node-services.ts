import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect, Executor } from '../db/create-db.js';
import type { Signal } from '../lib/after-commit.js';
import type { AuditService } from './audit/audit.service.js';
import type { EventsService } from './events/events.service.js';
import type { CoreClients } from './nodes/core-clients.js';
import { createNodesService } from './nodes/nodes.service.js';
import { createProvisioningService } from './provisioning/provisioning.service.js';
import type { TelegramService } from './telegram/telegram.service.js';
import { createUsageService } from './usage/usage.service.js';

/**
 * The three modules that work the nodes, wired together: `nodes` (the registry and its health), `provisioning` (the
 * jobs and what each inbound holds) and `usage` (counters, RADIUS accounting and the status moves they cause). The
 * registry's changes ask provisioning for work; provisioning reads the registry; usage reads both.
 */
export function createNodeServices(deps: {
  db: Db;
  dialect: Dialect;
  now: () => Date;
  log: FastifyBaseLogger;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
  secret: string;
  cores: CoreClients;
  jobsQueued?: Signal;
  audit: Pick<AuditService, 'recordRead'>;
  /** The admins' notices of a node going down or coming back (decision 112). */
  telegram?: Pick<TelegramService, 'nodeHealthChanged'>;
  events: Pick<EventsService, 'emitFor' | 'noticeTrafficLow'>;
}) {
  const { dialect, secret, jobsQueued, audit, events, ...common } = deps;
  const nodes = createNodesService({
    ...common,
    secret,
    jobsQueued,
    audit,
    // Provisioning is made next: these are called only once both exist.
    work: {
      requeueAll: (trx) => provisioning.requeueAll(trx),
      refillNode: (trx, nodeId) => provisioning.refillNode(trx, nodeId),
      reconcileInbound: (trx, nodeId, tag, emails) => provisioning.reconcileInbound(trx, nodeId, tag, emails),
    },
  });
  const provisioning = createProvisioningService({ ...common, nodes });
  const usage = createUsageService({ ...common, dialect, nodes, provisioning, events });
  return { nodes, provisioning, usage };
}
