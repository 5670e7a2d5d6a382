import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect, Executor } from '../../db/create-db.js';
import type { CoreApi } from '../../integrations/core/core-api.js';
import { tehranDay } from '../../lib/jalali.js';
import type { EventsService } from '../events/events.service.js';
import type { CoreClients } from '../nodes/core-clients.js';
import type { NodesService } from '../nodes/nodes.service.js';
import type { ProvisioningService } from '../provisioning/provisioning.service.js';
import type { ServicesService } from '../services/services.service.js';
import {
  applyUsage,
  countRadiusSessions,
  forgetRadiusSessions,
  liveRadiusServices,
  radiusAccountsMoved,
  radiusSessionsGrown,
  stampExpired,
  stopServices,
  takeRadiusAccounts,
  type UsageDelta,
} from './usage.repository.js';

/**
 * Counters written per transaction, with the status moves they cause (decision 036). SQLite's one connection is the
 * API's too, so its transactions stay at a few tens of milliseconds; on PostgreSQL a request waits only if it writes
 * one of the chunk's services, and fewer commits do the same work sooner.
 */
const USAGE_CHUNK: Record<Dialect, number> = { sqlite: 2000, postgres: 5000 };
/**
 * RADIUS accounts read per transaction. On SQLite a quarter of V2Ray's chunk: with each service it writes the counted
 * row of each of its sessions and its day row, all scattered over their tables (the accounts online now, not the
 * newest sales), and FreeRADIUS, which shares the one writer, gives up at its 200 ms busy timeout: a V2Ray-sized chunk
 * held the file past it, a quarter of one stays well inside it (decision 051; docs/PERFORMANCE.md has the pass's cost).
 */
const RADIUS_CHUNK: Record<Dialect, number> = { sqlite: 500, postgres: 5000 };
/**
 * How long the counted figures of a session outlive its `radacct` row (decision 051): FreeRADIUS writes a session whose row
 * was deleted into a new row with its whole total, which must find them; a session silent for a month is over.
 */
const RADIUS_COUNTED_KEEP_MS = 30 * 86_400_000;
const FORGET_SESSIONS_EVERY_MS = 86_400_000;
/**
 * SQLite: a pause between two chunks, so another process waiting to write (FreeRADIUS's accounting) gets the file.
 * A writer waiting on a lock retries after 1, 2, 5, 10, 15, 20, 25, 25, 25 ms… (SQLite's busy handler) and gives up
 * at its busy timeout (FreeRADIUS's: 200 ms); chunks that follow one another at once keep it out for the whole pass.
 * A chunk holds the file for longer than the handler's first retries, so by its end the writer retries at its
 * longest interval: a pause a little longer than that interval lets it in.
 */
const SQLITE_CHUNK_PAUSE_MS = 30;

/**
 * Collects usage (V2Ray counters read and zeroed on each node, RADIUS accounting from `radacct`) and moves statuses:
 * first use starts the period, the traffic limit and the expiry stop the service, telling the nodes and RADIUS.
 */
export function createUsageService(deps: {
  db: Db;
  dialect: Dialect;
  now: () => Date;
  log: FastifyBaseLogger;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
  cores: CoreClients;
  nodes: Pick<NodesService, 'activeNodes' | 'recordHealth'>;
  provisioning: Pick<ProvisioningService, 'queue'>;
  /** Stops and traffic running low are told in the transaction that records them (decision 113). */
  events: Pick<EventsService, 'emitFor' | 'listening' | 'noticeTrafficLow'>;
  /**
   * Told, once a chunk that stopped services (expired, traffic finished) has committed, so RADIUS refuses them at once.
   * First use is not told: RADIUS lets an unused and an active service in alike, so starting changes nothing there.
   */
  services: Pick<ServicesService, 'refreshRadius'>;
}) {
  const { db, cores } = deps;
  const nowIso = () => deps.now().toISOString();

  /**
   * Counters already read (and so zeroed) on their node whose write failed: they stay here and go with the next
   * write, so a failed transaction loses no byte while this process lives and counts none twice (a chunk commits
   * whole or not at all). Decision 029.
   */
  const unsaved = new Map<number, UsageDelta>();

  /**
   * What is left of a byte after charging a service's counters at a node's multiplier (decision 109), in hundredths of
   * a byte per direction (0–99): it goes with the service's next counters, so rounding neither loses nor makes a byte
   * across passes; a restart forgets less than one byte a service and direction.
   */
  const leftOver = new Map<number, UsageDelta>();

  /**
   * A node's counters as the service is charged for them: `raw × hundredths / 100` whole bytes, exactly (multipliers
   * have two decimals, so hundredths of a byte hold every product; the counter is split so no product passes 2^53).
   */
  function charge(serviceId: number, raw: { uplink: number; downlink: number }, hundredths: number) {
    if (hundredths === 100) return { up: raw.uplink, down: raw.downlink };
    const left = leftOver.get(serviceId) ?? { serviceId, up: 0, down: 0 };
    const split = (bytes: number, carried: number) => {
      const part = (bytes % 100) * hundredths + carried;
      return { whole: Math.floor(bytes / 100) * hundredths + Math.floor(part / 100), rest: part % 100 };
    };
    const up = split(raw.uplink, left.up);
    const down = split(raw.downlink, left.down);
    if (up.rest + down.rest > 0) leftOver.set(serviceId, { serviceId, up: up.rest, down: down.rest });
    else leftOver.delete(serviceId);
    return { up: up.whole, down: down.whole };
  }

  /** The stops' events, the services read only for the resellers some sink listens for (decision 113). */
  async function tellFinished(
    trx: Executor,
    stopped: Array<{ id: number; ownerId: number }>,
    reason: 'expired' | 'traffic',
  ) {
    if (stopped.length === 0) return;
    const listening = await deps.events.listening(trx, [...new Set(stopped.map((s) => s.ownerId))]);
    const told = stopped.filter((s) => listening.has(s.ownerId)).map((s) => s.id);
    await deps.events.emitFor(trx, told, (service, ownerId) => ({
      type: 'service.finished',
      userId: ownerId,
      data: { service, reason },
    }));
  }

  const betweenChunks = () =>
    deps.dialect === 'sqlite'
      ? new Promise<void>((resolve) => setTimeout(resolve, SQLITE_CHUNK_PAUSE_MS))
      : Promise.resolve();

  /**
   * Adds a chunk's counters in the caller's transaction and stops the services they ran out, queueing their nodes'
   * jobs; answers those. First traffic starts a service in the counters' own update; one that starts now is running at
   * once, so its counters may also have run it out.
   */
  async function addUsage(trx: Executor, rows: UsageDelta[], day: string, now: string, source: 'v2ray' | 'radius') {
    const applied = await applyUsage(trx, deps.dialect, rows, day, now, source);
    const ranOut = applied.filter((r) => r.overLimit);
    const overLimit = ranOut.map((r) => r.id);
    await stopServices(trx, deps.dialect, now, overLimit);
    await deps.provisioning.queue(trx, overLimit, 'sync', now);
    await tellFinished(trx, ranOut, 'traffic');
    await deps.events.noticeTrafficLow(
      trx,
      applied.filter((r) => !r.overLimit && r.leftGb !== null),
    );
    return overLimit;
  }

  /**
   * Writes what `unsaved` holds, a chunk per transaction; a failed chunk and the ones after it stay for later. A chunk's
   * services that started or ran out of traffic with it move in the same transaction (decision 036), so each
   * transaction stays short (SQLite's one connection is the API's too) and a counter is never saved without its move.
   */
  async function saveUsage(day: string) {
    const all = [...unsaved.values()];
    const size = USAGE_CHUNK[deps.dialect];
    for (let i = 0; i < all.length; i += size) {
      if (i > 0) await betweenChunks();
      const chunk = all.slice(i, i + size);
      const stopped = await deps.withTransaction(async (trx) => {
        return addUsage(trx, chunk, day, nowIso(), 'v2ray');
      });
      for (const r of chunk) unsaved.delete(r.serviceId);
      if (stopped.length > 0) await deps.services.refreshRadius(stopped);
    }
  }

  /**
   * Per-user counters since the last collection (read and zeroed on the node) become usage, charged at the node's
   * multiplier as it is when they are read (decision 109): the service's totals and its day rows hold what it is
   * charged, which its traffic limit is judged on. `answered` (from `checkNodes` just before) leaves out nodes that did
   * not answer it: their counters wait on the node.
   */
  async function collectUsage(answered?: Set<number>) {
    const day = tehranDay(deps.now());
    // Counters a failed pass kept go first, so a database that stays down does not read more nodes' counters into memory.
    if (unsaved.size > 0) await saveUsage(day);
    for (const node of (await deps.nodes.activeNodes()).filter((n) => !answered || answered.has(n.id))) {
      let traffic: Awaited<ReturnType<CoreApi['queryUserTraffic']>>;
      try {
        traffic = await cores.of(node).queryUserTraffic({ reset: true });
      } catch (error) {
        await deps.nodes.recordHealth(node.id, error);
        continue;
      }
      const hundredths = Math.round(Number(node.traffic_multiplier) * 100);
      for (const [email, t] of traffic) {
        const m = /^svc-(\d+)@pishkhan$/.exec(email);
        if (!m || t.uplink + t.downlink === 0) continue;
        const serviceId = Number(m[1]);
        const { up, down } = charge(serviceId, t, hundredths);
        const held = unsaved.get(serviceId);
        if (!held && up + down === 0) continue;
        unsaved.set(serviceId, { serviceId, up: (held?.up ?? 0) + up, down: (held?.down ?? 0) + down });
      }
      await saveUsage(day);
    }
    await moveStatuses(day);
  }

  let sessionsForgottenAt = Number.NEGATIVE_INFINITY;
  /**
   * Once a day in each process: the counted figures of sessions deleted from `radacct` over `RADIUS_COUNTED_KEEP_MS`
   * ago go too, a thousand per transaction, so `radius_counted` does not outgrow a `radacct` the provider keeps small.
   */
  async function forgetOldSessions() {
    const at = deps.now().getTime();
    if (at - sessionsForgottenAt < FORGET_SESSIONS_EVERY_MS) return;
    sessionsForgottenAt = at;
    const before = new Date(at - RADIUS_COUNTED_KEEP_MS).toISOString();
    try {
      while ((await deps.withTransaction((trx) => forgetRadiusSessions(trx, before))) === 1000) await betweenChunks();
    } catch (error) {
      // Tried again next pass; expiry must not wait for it.
      sessionsForgottenAt = Number.NEGATIVE_INFINITY;
      deps.log.error({ err: error }, 'forgetting deleted RADIUS sessions failed');
    }
  }

  /**
   * RADIUS usage, then the moves it and time cause: first use starts the period; expiry and the traffic limit stop
   * the service, telling the nodes at once. The accounts whose accounting moved since the last pass (`radacct_moved`)
   * are read a chunk per transaction, each taking its accounts out of the list (decision 051): what the octets of each
   * session grew past what was counted of it (`radius_counted`) is the service's traffic, added as V2Ray's counters are,
   * to its total and to the day's row, starting and stopping what it moved (decision 051). So a counter is never saved
   * without its start, no pass has to look for services left unstarted, and SQLite's one writer, which FreeRADIUS
   * shares, is held a chunk at a time. The V2Ray chunks move their own services (`saveUsage`).
   */
  async function moveStatuses(day: string) {
    const now = nowIso();
    const moved = await radiusAccountsMoved(db);
    const size = RADIUS_CHUNK[deps.dialect];
    for (let i = 0; i < moved.length; i += size) {
      // Before the first too: the V2Ray chunks may have just written.
      await betweenChunks();
      const accounts = moved.slice(i, i + size);
      const stopped = await deps.withTransaction(async (trx) => {
        await takeRadiusAccounts(trx, deps.dialect, accounts);
        const grown = await radiusSessionsGrown(trx, deps.dialect, accounts);
        const services = await liveRadiusServices(trx, deps.dialect, accounts);
        const deltas = new Map<number, UsageDelta>();
        for (const row of grown) {
          const serviceId = services.get(row.username);
          if (serviceId === undefined) continue;
          const held = deltas.get(serviceId) ?? { serviceId, up: 0, down: 0 };
          // What the NAS received from the user is the user's upload.
          held.up += Math.max(0, row.input - row.countedInput);
          held.down += Math.max(0, row.output - row.countedOutput);
          deltas.set(serviceId, held);
        }
        // The octets of a session only add up: one that reads lower than what was counted of it (a Start written again
        // into its row) has nothing to add and keeps what was counted.
        await countRadiusSessions(
          trx,
          deps.dialect,
          grown.map((session) => ({
            acctuniqueid: session.acctuniqueid,
            input: Math.max(session.input, session.countedInput),
            output: Math.max(session.output, session.countedOutput),
          })),
        );
        return addUsage(trx, [...deltas.values()], day, now, 'radius');
      });
      if (stopped.length > 0) await deps.services.refreshRadius(stopped);
    }
    await forgetOldSessions();
    const expired = await deps.withTransaction(async (trx) => {
      const stopped = await stampExpired(trx, deps.dialect, now);
      const ids = stopped.map((s) => s.id);
      await deps.provisioning.queue(trx, ids, 'sync', now);
      await tellFinished(trx, stopped, 'expired');
      return ids;
    });
    if (expired.length > 0) await deps.services.refreshRadius(expired);
  }

  return { collectUsage };
}
export type UsageService = ReturnType<typeof createUsageService>;
