import { type ErrorCode, LEDGER_TYPE } from '@pishkhan/contract';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ProvisioningService } from '../provisioning/provisioning.service.js';
import type { TransactionsService } from '../transactions/transactions.service.js';

/** Refusals of a login, a code or a try, and throttles: counted by code (docs/monitoring.md). */
const COUNTED_REFUSALS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'INVALID_CREDENTIALS',
  'INVALID_CODE',
  'LOGIN_LOCKED',
  'PASSWORD_LOGIN_PAUSED',
  'CODE_LOGIN_PAUSED',
  'SEND_THROTTLED',
  'SEND_LIMIT_REACHED',
  'TRIES_IN_FLIGHT',
  'REFERRER_TRIES',
  'GIFT_CARD_TRIES',
  'VOUCHER_TRIES',
  'STORE_ORDERS_THROTTLED',
  'TOO_MANY_REQUESTS',
]);

/** `deposit`, `purchase`, … by the ledger's type number. */
const LEDGER_TYPE_NAMES = new Map<number, string>(
  Object.entries(LEDGER_TYPE).map(([name, type]) => [type, name.toLowerCase()]),
);

const NODE_UP = { up: 1, down: 0, unknown: Number.NaN } as const;

/**
 * The Prometheus metrics of one app (decision 096), in a registry of its own so that several apps in one process (the
 * tests) do not share them. What the database holds is read when Prometheus scrapes, from kept counts and the backlog's
 * one aggregate: nothing is scanned.
 */
export function createMetricsService(deps: {
  provisioning: ProvisioningService;
  transactions: TransactionsService;
  now: () => Date;
}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'pishkhan_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const refusals = new Counter({
    name: 'pishkhan_refusals_total',
    help: 'Refused logins, codes and tries, and throttled requests, by error code',
    labelNames: ['code'] as const,
    registers,
  });
  const usagePass = new Histogram({
    name: 'pishkhan_usage_pass_duration_seconds',
    help: "Time of the worker's pass over the nodes: health, usage collection and referral vesting",
    buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers,
  });
  const pendingJobs = new Gauge({
    name: 'pishkhan_provisioning_pending_jobs',
    help: 'Provisioning jobs waiting to be carried out on the nodes',
    registers,
  });
  const failingJobs = new Gauge({
    name: 'pishkhan_provisioning_failing_jobs',
    help: 'Pending provisioning jobs that already failed at least once',
    registers,
  });
  const oldestPending = new Gauge({
    name: 'pishkhan_provisioning_oldest_pending_age_seconds',
    help: 'Age of the oldest pending provisioning job (0 when none waits)',
    registers,
  });
  const nodeLabels = ['node', 'node_id'] as const;
  const nodeUp = new Gauge({
    name: 'pishkhan_node_up',
    help: "A node's last health check: 1 up, 0 down, NaN not checked yet",
    labelNames: nodeLabels,
    registers,
  });
  const nodeUsers = new Gauge({
    name: 'pishkhan_node_users',
    help: 'Services holding an account on the node',
    labelNames: nodeLabels,
    registers,
  });
  const nodeExpected = new Gauge({
    name: 'pishkhan_node_expected_users',
    help: 'Services that should hold an account on the node (live V2Ray services of its groups)',
    labelNames: nodeLabels,
    registers,
  });
  const ledgerMovements = new Gauge({
    name: 'pishkhan_ledger_movements',
    help: 'Ledger rows by type, all users together (kept counts)',
    labelNames: ['type'] as const,
    registers,
  });

  /** Reads what the database holds into the gauges. */
  async function readDatabase() {
    const [state, movements] = await Promise.all([deps.provisioning.state(), deps.transactions.movementsByType()]);
    pendingJobs.set(state.pending_jobs);
    failingJobs.set(state.failing_jobs);
    const oldest = state.oldest_pending_at ? Date.parse(state.oldest_pending_at) : undefined;
    oldestPending.set(oldest === undefined ? 0 : Math.max(0, (deps.now().getTime() - oldest) / 1000));
    // A deleted node's series go with it.
    for (const gauge of [nodeUp, nodeUsers, nodeExpected]) gauge.reset();
    for (const node of state.nodes) {
      const labels = { node: node.name, node_id: String(node.id) };
      nodeUp.set(labels, NODE_UP[node.status]);
      nodeUsers.set(labels, node.users);
      nodeExpected.set(labels, node.expected_users);
    }
    ledgerMovements.reset();
    for (const { type, count } of movements) {
      ledgerMovements.set({ type: LEDGER_TYPE_NAMES.get(type) ?? String(type) }, count);
    }
  }

  return {
    contentType: registry.contentType,
    /** One request answered: `route` is the matched template (`/sub/:token`), never the URL. */
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requestDuration.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    },
    countRefusal(code: string) {
      if (COUNTED_REFUSALS.has(code as ErrorCode)) refusals.inc({ code });
    },
    /** Starts timing a pass over the nodes; the returned function ends it. */
    timeUsagePass: () => usagePass.startTimer(),
    async scrape() {
      await readDatabase();
      return registry.metrics();
    },
  };
}
export type MetricsService = ReturnType<typeof createMetricsService>;
