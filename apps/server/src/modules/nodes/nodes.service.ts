import { createHmac, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import {
  defaultApiListen,
  type InboundBody,
  inboundProblems,
  linkAddresses,
  type NodeBody,
  nodeEndpoints,
  plainToPublicProblem,
  SS_2022_KEY_BYTES,
  type UpdateNodeBody,
} from '@pishkhan/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.js';
import type { Db, Executor } from '../../db/create-db.js';
import type { InboundRow } from '../../db/types.js';
import { accountKind, addInboundUser, nodeEmail, type ServiceEndpoint } from '../../integrations/core/accounts.js';
import { CoreApiError } from '../../integrations/core/core-api.js';
import { DEFAULT_API_TLS, DEFAULT_NODE_TLS, nodeConfig, PROBE_EMAIL } from '../../integrations/core/node-config.js';
import { realityPublicKey } from '../../integrations/core/reality-keys.js';
import type { Signal } from '../../lib/after-commit.js';
import { crashPoint } from '../../lib/crash-point.js';
import { persianNumber } from '../../lib/persian-number.js';
import type { AuditCaller, AuditService } from '../audit/audit.service.js';
import type { ProvisioningService } from '../provisioning/provisioning.service.js';
import type { TelegramService } from '../telegram/telegram.service.js';
import type { CoreClients } from './core-clients.js';
import { heldKey, runningInbounds, runningOf, splitList, toInbound } from './nodes.mapper.js';
import {
  claimNodeCheck,
  deleteNode,
  findNode,
  groupNodeIds,
  groupsStrandedWithout,
  groupTrafficMultipliers,
  type InboundWithUsers,
  inboundsOfNodes,
  insertNode,
  type LinkNode,
  linkNodesForPackages,
  listNodes,
  multiplierOf,
  type NodeRecord,
  nodesForService,
  recordNodeHealth,
  replaceInbounds,
  setGroupNodes,
  updateNode,
} from './nodes.repository.js';
import type { NodeRegistry } from './registry.service.js';

/** The probe is a real user on the node, so its id is secret: derived from APP_SECRET, one per node. */
const probeUuid = (secret: string, nodeId: number) => {
  const h = createHmac('sha256', secret).update(`node-probe:${nodeId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
/** The probe user of a node, as a health check adds it (tests stand in for a check that died half done). */
export const probeUserOf = (secret: string, nodeId: number) => ({
  email: PROBE_EMAIL,
  uuid: probeUuid(secret, nodeId),
});
const LEASE_MS = 60_000;

/** A REALITY private key must be the one of the public key links carry, or no client gets through. */
function refuseMismatchedKeys(inbounds: readonly InboundBody[]) {
  const wrong = inbounds.filter(
    (i) => i.reality_private_key !== '' && realityPublicKey(i.reality_private_key) !== i.reality_public_key,
  );
  if (wrong.length > 0)
    throw new AppError(
      'VALIDATION',
      wrong.map((i) => `${i.tag}: کلید خصوصی REALITY با کلید عمومی آن جفت نیست`),
    );
}

/** An inbound as stored: lists joined, the 2022 server key made when none was given. */
const inboundRow = (body: InboundBody) => {
  const { id, alpn, reality_short_ids, reality_server_names, addresses, ...fields } = body;
  const keyBytes = SS_2022_KEY_BYTES[body.ss_method];
  return {
    ...fields,
    ...(id === undefined ? {} : { id }),
    alpn: alpn.join(','),
    reality_short_ids: reality_short_ids.join(','),
    reality_server_names: reality_server_names.join(','),
    addresses: addresses.join(','),
    ss_server_key:
      body.protocol === 'shadowsocks' && keyBytes && body.ss_server_key === ''
        ? randomBytes(keyBytes).toString('base64')
        : body.ss_server_key,
  };
};

/**
 * The links of one node: one per inbound and address, in the admin's order. An inbound's own addresses (a CDN domain,
 * other IPs) replace the node's, so an inbound behind a CDN can be reached through it alone; list the node's address
 * among them to keep it too.
 */
export const linkEndpointsOf = (node: LinkNode, inbounds: readonly InboundRow[]): ServiceEndpoint[] =>
  inbounds.flatMap((inbound) =>
    (inbound.addresses === '' ? [node.host] : splitList(inbound.addresses)).map((address) => ({
      address,
      port: inbound.port,
      protocol: inbound.protocol,
      transport: inbound.transport,
      xhttp_mode: inbound.xhttp_mode,
      security: inbound.security,
      // Reached through an IP, a TLS link still announces the node's name, which its certificate is for.
      sni: inbound.sni || (isIP(address) && !isIP(node.host) ? node.host : ''),
      alpn: splitList(inbound.alpn) as ServiceEndpoint['alpn'],
      fingerprint: inbound.fingerprint,
      host: inbound.host,
      path: inbound.path,
      service_name: inbound.service_name,
      flow: inbound.flow,
      reality_public_key: inbound.reality_public_key,
      reality_short_id: splitList(inbound.reality_short_ids).find((id) => id !== '') ?? '',
      reality_server_name: splitList(inbound.reality_server_names)[0] ?? '',
      reality_spider_x: inbound.reality_spider_x,
      reality_min_client_ver: inbound.reality_min_client_ver,
      ss_method: inbound.ss_method,
      ss_server_key: inbound.ss_server_key,
    })),
  );

/**
 * The nodes as the admin keeps them and their health: changes to nodes, inbounds and groups, which services' links
 * point where, the configuration file each core runs, and the health check that tells a restarted node and has it
 * refilled. Provisioning reads the registry (`createNodeRegistry`), not this service, so the calls go one way.
 */
export function createNodesService(deps: {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
  secret: string;
  cores: CoreClients;
  /** The registry as provisioning reads it too: the nodes as the admin sees them. */
  registry: Pick<NodeRegistry, 'list'>;
  /**
   * Owns the jobs and the record of what inbounds hold: a node, group or inbound change queues every live service, a
   * restarted or resynced node is refilled, and what a core lists sets its record (decision 091). Called in the
   * change's own transaction, so the work is queued with the change or not at all.
   */
  provisioning: Pick<ProvisioningService, 'requeueAll' | 'refillNode' | 'reconcileInbound'>;
  /** Told when an admin change queued work for every live service, so this process's worker starts on it. */
  jobsQueued?: Signal;
  /** Records each download of a node's file, which holds its REALITY private keys. */
  audit: Pick<AuditService, 'recordRead'>;
  /** Told, in the transaction that records it, that a node went down or came back (the admins' Telegram notices). */
  telegram?: Pick<TelegramService, 'nodeHealthChanged'>;
}) {
  const { db, cores } = deps;
  const nowIso = () => deps.now().toISOString();

  /** What a call to the node showed; a node that went down or came back is told of with the change (decision 112). */
  async function noteHealth(nodeId: number, error: unknown, endsCheck = false) {
    const { telegram } = deps;
    if (!telegram) return void (await recordNodeHealth(db, nodeId, error, nowIso(), endsCheck));
    await deps.withTransaction(async (trx) => {
      const change = await recordNodeHealth(trx, nodeId, error, nowIso(), endsCheck);
      const node = change && (await findNode(trx, nodeId));
      if (change && node) {
        await telegram.nodeHealthChanged(trx, { node: node.name, status: change.moved, error: change.error });
      }
    });
  }

  /** A service's nodes, each with its inbounds, in order. */
  async function nodesWithInbounds(trx: Executor, serviceId: number) {
    const nodes = await nodesForService(trx, serviceId);
    const inbounds = await inboundsOfNodes(
      trx,
      nodes.map((n) => n.id),
    );
    return nodes.map((node) => ({ node, inbounds: inbounds.get(node.id) ?? [] }));
  }

  async function nodeView(id: number) {
    const node = (await deps.registry.list()).find((n) => n.id === id);
    if (!node) throw new AppError('NOT_FOUND');
    return node;
  }

  /**
   * A probe user tells a restarted node apart: a node that still has it kept its users; one that lets us add it
   * again forgot them all (users added through the API live in memory only), so they are queued to come back.
   * Each check holds a lease on the node (decision 024): one instance checks a node at a time, and a lease left behind
   * by a process that died mid-check means its probe may be on the node with the refill never recorded, so the check
   * that takes it over refills.
   */
  async function checkNodes() {
    const answered = new Set<number>();
    const nodes = (await listNodes(db)).filter((n) => n.active);
    const inbounds = await inboundsOfNodes(
      db,
      nodes.map((n) => n.id),
    );
    for (const node of nodes) {
      const now = nowIso();
      if (node.check_lease !== null && node.check_lease > now) continue;
      const lease = new Date(deps.now().getTime() + LEASE_MS).toISOString();
      if (!(await claimNodeCheck(db, node.id, node.check_lease, lease))) continue;
      const diedMidCheck = node.check_lease !== null;
      try {
        // A restart empties every inbound at once: one of them tells. Never an inbound the running core serves as
        // another kind (Xray exits on such an account); one it lacks (not installed yet) answers "handler not found".
        const running = runningInbounds(node.running_inbounds);
        const mine = inbounds.get(node.id) ?? [];
        const candidates = [
          ...mine.filter((i) => running.get(i.tag) === accountKind(i)),
          ...mine.filter((i) => !running.has(i.tag)),
        ];
        if (candidates.length === 0) throw new Error('این سرور ورودی‌ای ندارد که هسته‌ی در حال کارش همان‌طور داشته باشد');
        const probe = await probeNode(node, candidates);
        if (probe.restarted || diedMidCheck) {
          crashPoint('node.restarted');
          // A restarted core runs the configuration installed for it: the node's inbounds as they are now.
          const refilled = await deps.withTransaction(async (trx) => {
            await updateNode(trx, node.id, { running_inbounds: runningOf(mine) });
            return deps.provisioning.refillNode(trx, node.id);
          });
          if (node.status !== 'unknown')
            deps.log.warn({ node: node.name, users: refilled }, 'node restarted; refilling');
          deps.jobsQueued?.notify();
        } else
          await repairCopies(
            node,
            candidates.filter((i) => running.get(i.tag) === accountKind(i)),
            probe.listed,
          );
        await noteHealth(node.id, null, true);
        answered.add(node.id);
      } catch (error) {
        await noteHealth(node.id, error, true);
      }
    }
    return answered;
  }

  /**
   * Tells whether the node's core restarted since the probe was put on it. A core that lists an inbound's users
   * (Xray) is read, and the probe added only when it is not there; one that cannot (V2Ray 4.34) is sent the probe, and
   * a core that takes it had lost it. Never an add where the probe is already held: an inbound that keeps a second
   * user of an email (Xray's AEAD Shadowsocks) would hold it twice. Answers the first inbound's listing too.
   */
  async function probeNode(node: NodeRecord, candidates: InboundWithUsers[]) {
    const api = cores.of(node);
    const uuid = probeUuid(deps.secret, node.id);
    let lastError: unknown;
    for (const inbound of candidates) {
      try {
        const listed = await api.inboundUsers(inbound.tag);
        if (listed !== null) {
          const copies = listed.filter((email) => email === PROBE_EMAIL).length;
          if (copies === 1) return { restarted: false, listed: new Map([[inbound.tag, listed]]) };
          // None: the core restarted. Two or more (left by an earlier panel): made one again, which is no restart.
          await addInboundUser(api, inbound, PROBE_EMAIL, uuid);
          return { restarted: copies === 0, listed: new Map<string, string[]>() };
        }
        return { restarted: (await addInboundUser(api, inbound, PROBE_EMAIL, uuid)) === 'added', listed: new Map() };
      } catch (error) {
        if (!(error instanceof CoreApiError) || !/handler not found/i.test(error.message)) throw error;
        lastError = error;
      }
    }
    throw lastError;
  }

  /**
   * The repair pass (decision 091): every inbound that can hold an email twice (`keepsSameEmailTwice`) is listed and
   * its record set by what it holds, so copies and accounts of services that should not be there are taken off by the
   * jobs it queues. `listed` holds listings already read in this check. With `all`, every inbound (the admin's resync).
   */
  async function repairCopies(
    node: NodeRecord,
    inbounds: InboundWithUsers[],
    listed: ReadonlyMap<string, string[]>,
    all = false,
  ) {
    const api = cores.of(node);
    let queued = 0;
    for (const inbound of inbounds) {
      if (!all && !api.keepsSameEmailTwice.has(accountKind(inbound))) continue;
      const emails = listed.get(inbound.tag) ?? (await api.inboundUsers(inbound.tag));
      if (emails === null) return queued;
      const found = await deps.withTransaction((trx) =>
        deps.provisioning.reconcileInbound(trx, node.id, inbound.tag, emails),
      );
      for (const email of found.orphans) await api.removeUser({ tag: inbound.tag, email, kind: accountKind(inbound) });
      queued += found.queued;
    }
    if (queued > 0) {
      deps.log.warn({ node: node.name, services: queued }, 'node holds accounts it should not; repairing');
      deps.jobsQueued?.notify();
    }
    return queued;
  }

  return {
    checkNodes,
    list: deps.registry.list,
    async create(body: NodeBody) {
      refuseMismatchedKeys(body.inbounds);
      const id = await deps.withTransaction(async (trx) => {
        const { inbounds, api_tls, ...fields } = body;
        const nodeId = await insertNode(trx, {
          ...fields,
          api_listen: body.api_listen ?? defaultApiListen(body.api_address),
          api_ca: api_tls ? body.api_ca : '',
          active: body.active,
          created_at: nowIso(),
        });
        await replaceInbounds(trx, nodeId, inbounds.map(inboundRow), nowIso());
        // A new node's core is taken to run what the panel is told it runs.
        await updateNode(trx, nodeId, { running_inbounds: runningOf(inbounds) });
        return nodeId;
      });
      return nodeView(id);
    },
    /**
     * Changes a node and, when sent, its whole list of inbounds. The node's core and inbounds are judged together
     * (`inboundProblems`), so changing only the core is refused while an inbound needs the other one. Every live
     * service is queued, so what the node now serves is filled and what it no longer serves is taken off.
     */
    async update(id: number, body: UpdateNodeBody) {
      const node = await findNode(db, id);
      if (!node) throw new AppError('NOT_FOUND');
      const stored = (await inboundsOfNodes(db, [id])).get(id) ?? [];
      const core = body.core ?? node.core;
      const inbounds =
        body.inbounds?.map((inbound) => {
          const before = stored.find((s) => s.id === inbound.id);
          if (inbound.id !== undefined && !before)
            throw new AppError('VALIDATION', [`ورودی ${inbound.id} از این سرور نیست`]);
          // The private key is never sent back, so an empty one keeps what is stored.
          return before && inbound.reality_private_key === ''
            ? { ...inbound, reality_private_key: before.reality_private_key }
            : inbound;
        }) ?? null;
      const host = body.host ?? node.host;
      const judged = inbounds ?? stored.map((i) => toInbound(i, host));
      const problems = judged.flatMap((inbound) =>
        inboundProblems(core, inbound).map(([, reason]) => `${inbound.tag}: ${reason}`),
      );
      // Plain VLESS or Trojan to a public address is refused when it is new (or newly so); one saved before stays,
      // flagged on the nodes screen and left out of the Xray apps' profiles (decision 092).
      for (const inbound of inbounds ?? []) {
        const plain = plainToPublicProblem(inbound, linkAddresses(inbound, host));
        const before = stored.find((s) => s.id === inbound.id);
        const wasPlain =
          before && plainToPublicProblem(before, linkAddresses({ addresses: splitList(before.addresses) }, node.host));
        if (plain && !wasPlain) problems.push(`${inbound.tag}: ${plain}`);
      }
      if (inbounds) refuseMismatchedKeys(inbounds);
      // The running core keeps its inbounds, by tag, until the node's new file is installed and it restarts, and a core
      // sent an account of another kind than its inbound's exits (Xray) rather than refuse it: a tag it runs keeps its
      // kind until then, whether the inbound is changed, swapped, or removed and added again.
      const running = runningInbounds(node.running_inbounds);
      for (const i of inbounds ?? []) {
        const kind = running.get(i.tag);
        if (kind !== undefined && kind !== accountKind(i))
          problems.push(
            `${i.tag}: هسته‌ی در حال کار این برچسب را با نوع دیگری دارد؛ برچسب تازه‌ای بدهید، یا نخست پیکربندی تازه را نصب و هسته را دوباره راه‌اندازی کنید`,
          );
      }
      // What the contract checks when the core comes with the list, checked whatever is sent.
      const twice = <T>(values: T[]) => values.filter((v, n) => values.indexOf(v) !== n);
      for (const tag of new Set(twice(judged.map((i) => i.tag)))) problems.push(`برچسب ${tag} دو بار آمده است`);
      for (const port of new Set(twice(judged.map((i) => i.port)))) problems.push(`پورت ${port} دو بار آمده است`);
      const ids = (inbounds ?? []).map((i) => i.id).filter((i) => i !== undefined);
      for (const dup of new Set(twice(ids))) problems.push(`ورودی ${dup} دو بار آمده است`);
      if (problems.length > 0) throw new AppError('VALIDATION', problems);
      const apiTls = body.api_tls ?? node.api_ca !== '';
      const apiCa = body.api_ca ?? node.api_ca;
      if (apiTls && apiCa === '')
        throw new AppError('VALIDATION', ['برای اتصال TLS به API، گواهی سرور یا CA را وارد کنید']);
      await deps.withTransaction(async (trx) => {
        const { inbounds: _, api_tls: __, ...fields } = body;
        await updateNode(trx, id, {
          ...fields,
          api_ca: apiTls ? apiCa : '',
          active: body.active,
        });
        if (inbounds) await replaceInbounds(trx, id, inbounds.map(inboundRow), nowIso());
        await deps.provisioning.requeueAll(trx);
      });
      deps.jobsQueued?.notify();
      return nodeView(id);
    },
    /**
     * Deletes a node (decision 101). Refused while a package group names it alone (the group would fall back to every
     * node) or has live services with no other active node. Otherwise, in one transaction: what it held is forgotten
     * and every live service queued (its links and accounts stay on its other nodes), its inbounds and its groups'
     * mentions of it go, and the node. Accounts still in its running core are not reached: the admin stops that core.
     */
    async remove(id: number) {
      const name = await deps.withTransaction(async (trx) => {
        const node = await findNode(trx, id);
        if (!node) throw new AppError('NOT_FOUND');
        const stranded = await groupsStrandedWithout(trx, id);
        if (stranded.length > 0)
          throw new AppError(
            'NODE_IN_USE',
            stranded.map((g) =>
              g.onlyNode
                ? `گروه «${g.name}» فقط روی این نود است؛ نخست نود دیگری برای آن گروه برگزینید`
                : `${persianNumber(g.live)} سرویس فعال گروه «${g.name}» جز این نود نودی ندارند؛ نخست نود دیگری برای آن گروه برگزینید`,
            ),
          );
        await deps.provisioning.refillNode(trx, id);
        await deleteNode(trx, id);
        return node.name;
      });
      deps.jobsQueued?.notify();
      return { message: `نود «${name}» حذف شد` };
    },
    /**
     * The admin's resync: forget what the node is known to hold and queue every live service again, so the next
     * passes add whatever it lacks (what it already has answers 'exists') and remove what it should not hold.
     */
    async resync(id: number) {
      const node = await findNode(db, id);
      if (!node) throw new AppError('NOT_FOUND');
      await deps.withTransaction(async (trx) => {
        await deps.provisioning.refillNode(trx, id);
      });
      // A core that lists its users is read too, so every account on it is made again from the service's secret, and
      // copies and accounts of services that should not be there are taken off (decision 091). A node that does not
      // answer keeps the refill alone.
      const running = runningInbounds(node.running_inbounds);
      const inbounds = ((await inboundsOfNodes(db, [id])).get(id) ?? []).filter(
        (i) => running.get(i.tag) === accountKind(i),
      );
      await repairCopies(node, inbounds, new Map(), true).catch((error: unknown) => {
        if (!(error instanceof CoreApiError)) throw error;
      });
      deps.jobsQueued?.notify();
      return { message: 'همگام‌سازی سرور آغاز شد؛ کاربران تا چند ثانیه‌ی دیگر روی آن خواهند بود' };
    },
    /**
     * The configuration file the node's core runs (docs/provisioning.md, "The node's configuration file"): made from
     * the stored inbounds, so it is what the panel provisions against. A REALITY inbound needs its private key.
     */
    async config(id: number, by: AuditCaller) {
      const node = await findNode(db, id);
      if (!node) throw new AppError('NOT_FOUND');
      const inbounds = (await inboundsOfNodes(db, [id])).get(id) ?? [];
      // What the core cannot run (a node from before a rule, say a gRPC one migrated from when V2Ray was offered it) is
      // said in Persian, as at saving, rather than failing while the file is written.
      const problems = inbounds.flatMap((i) =>
        inboundProblems(node.core, toInbound(i, node.host)).map(([, reason]) => `${i.tag}: ${reason}`),
      );
      const apiPort = Number(node.api_address.slice(node.api_address.lastIndexOf(':') + 1));
      for (const i of inbounds.filter((i) => i.port === apiPort))
        problems.push(`${i.tag}: پورت ${i.port} پورت API این نود است؛ در یک پیکربندی دو بار نمی‌آید`);
      if (problems.length > 0) throw new AppError('VALIDATION', problems);
      const missing = inbounds.filter((i) => i.security === 'reality' && i.reality_private_key === '');
      if (missing.length > 0)
        throw new AppError(
          'VALIDATION',
          missing.map((i) => `کلید خصوصی REALITY ورودی ${i.tag} ثبت نشده است؛ برای ساختن پیکربندی آن را وارد کنید`),
        );
      const file = nodeConfig({
        core: node.core,
        apiPort,
        apiListen: node.api_listen,
        inboundListen: node.inbound_listen,
        apiTls: node.api_ca === '' ? undefined : DEFAULT_API_TLS,
        tls: DEFAULT_NODE_TLS,
        inbounds: inbounds.map((row) => ({
          ...toInbound(row, node.host),
          reality_private_key: row.reality_private_key,
        })),
      });
      await deps.audit.recordRead(nodeEndpoints.config, { id }, by);
      return file;
    },
    async groupNodes(groupId: number) {
      return { node_ids: await groupNodeIds(db, groupId) };
    },
    async setGroupNodes(groupId: number, nodeIds: number[]) {
      for (const id of nodeIds)
        if (!(await findNode(db, id))) throw new AppError('VALIDATION', [`سرور ${id} وجود ندارد`]);
      await deps.withTransaction(async (trx) => {
        await setGroupNodes(trx, groupId, [...new Set(nodeIds)]);
        await deps.provisioning.requeueAll(trx);
      });
      deps.jobsQueued?.notify();
      return { node_ids: await groupNodeIds(db, groupId) };
    },
    /**
     * Where a V2Ray service is online now, as the nodes' cores tell it (Xray's online-IP statistics; V2Ray 4.34 cannot
     * tell; a node that is down or does not answer in time is left out): the nodes' names and the addresses.
     */
    async onlineOf(serviceId: number) {
      // A node the last health check found down is not asked: the reseller's dialog would wait out its timeout.
      const nodes = (await nodesForService(db, serviceId)).filter((node) => node.status !== 'down');
      const seen = await Promise.all(
        nodes.map(async (node) => {
          try {
            const ips = await cores.of(node).onlineIps(nodeEmail(serviceId));
            return { node, ips: ips ?? [], cannotTell: ips === null };
          } catch {
            return { node, ips: [], cannotTell: false };
          }
        }),
      );
      const on = seen.filter((s) => s.ips.length > 0);
      return {
        servers: on.map((s) => s.node.name),
        ips: [...new Set(on.flatMap((s) => s.ips.map((i) => i.ip)))],
        /** Each address on each node, with when its newest connection opened (the node's clock, unix seconds). */
        seen: on.flatMap((s) => s.ips.map((i) => ({ ip: i.ip, last_seen: i.lastSeen, node: s.node.name }))),
        /** The nodes whose core reports no online addresses (V2Ray 4.34). */
        cannotTell: seen.filter((s) => s.cannotTell).map((s) => s.node.name),
      };
    },
    /** Each package group's active nodes whose traffic counts other than byte for byte (decision 109). */
    trafficMultipliersOfGroups: () => groupTrafficMultipliers(db),
    /** The service's active nodes whose traffic counts other than byte for byte, by name (decision 109). */
    async trafficMultipliersOf(serviceId: number) {
      return (await nodesForService(db, serviceId))
        .filter((node) => multiplierOf(node) !== 1)
        .map((node) => ({ node: node.name, multiplier: multiplierOf(node) }));
    },
    /** The nodes the worker talks to. */
    activeNodes: async () => (await listNodes(db)).filter((n) => n.active),
    /** What a call to the node just showed: up, or down with the error. */
    recordHealth: (nodeId: number, error: unknown) => noteHealth(nodeId, error),
    /** Share-link endpoints for a service: one per inbound and address of its nodes, in order. */
    async endpointsFor(trx: Executor, serviceId: number) {
      return (await nodesWithInbounds(trx, serviceId)).flatMap(({ node, inbounds }) => linkEndpointsOf(node, inbounds));
    },
    /**
     * The endpoints that work now (docs/product/provisioning-rules.md#subscriptions): an inbound on a node not found down
     * that holds the service's account. When none does, every endpoint: a client that gets no link drops the profile.
     * Each with its node and inbound, which name it in the client.
     */
    async workingEndpointsFor(trx: Executor, serviceId: number, held: ReadonlySet<string>) {
      const all = await nodesWithInbounds(trx, serviceId);
      // A node not checked yet that took the account answers; one the last check found down does not.
      const working = all
        .filter(({ node }) => node.status !== 'down')
        .map(({ node, inbounds }) => ({ node, inbounds: inbounds.filter((i) => held.has(heldKey(node.id, i.tag))) }));
      const pick = working.some((w) => w.inbounds.length > 0) ? working : all;
      return pick.flatMap(({ node, inbounds }) =>
        inbounds.flatMap((inbound) =>
          linkEndpointsOf(node, [inbound]).map((endpoint) => ({
            node: { id: node.id, name: node.name },
            tag: inbound.tag,
            endpoint,
          })),
        ),
      );
    },
    /** The same for the services of many packages in one query (a page of the list, a batch): package id → endpoints. */
    async endpointsForPackages(trx: Executor, packageIds: number[]) {
      const nodes = await linkNodesForPackages(trx, packageIds);
      const inbounds = await inboundsOfNodes(trx, [...new Set([...nodes.values()].flat().map((n) => n.id))]);
      return new Map(
        [...nodes].map(([id, list]) => [
          id,
          list.flatMap((node) => linkEndpointsOf(node, inbounds.get(node.id) ?? [])),
        ]),
      );
    },
  };
}
export type NodesService = ReturnType<typeof createNodesService>;
/** A node as the nodes module hands it out (`active` a boolean), for the modules that ask it. */
export type { NodeRecord };
