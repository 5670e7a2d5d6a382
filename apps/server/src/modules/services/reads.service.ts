import { PAGE_SIZE, toJalaliDate } from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import { tehranDay } from '../../lib/jalali.js';
import { batchFile, groupView } from './batch-file.js';
import { ovpnWithCredentials } from './ovpn.js';
import { DAY_MS, pageCount, type ServiceAccess, type ServicesDeps } from './service-access.js';
import { findOwnGroup, listOwnGroups } from './service-groups.repository.js';
import { GIB } from './service-rows.js';
import { remarkOf, serviceState } from './services.mapper.js';
import { findBySubToken, findServiceByCredentials, groupServices, usageRows } from './services.repository.js';
import { listOwnServices, mergeSearchSegments, type ServiceFilter } from './services-list.repository.js';

/** Services a page of the list's CSV export holds (docs/product/screens.md#service-list). */
const EXPORT_PAGE = 500;

/** What is read of services and changes nothing: the list and its search, batches, one service, usage, online state, files. */
export function createServiceReads(deps: ServicesDeps, access: ServiceAccess) {
  const { db } = deps;
  const { requireOwn, requireReseller, view, viewAll } = access;
  return {
    async list(ownerId: number, filter: ServiceFilter, page: number) {
      const { rows, total } = await listOwnServices(
        db,
        deps.dialect,
        ownerId,
        filter,
        deps.now().toISOString(),
        page,
        PAGE_SIZE,
      );
      return { data: await viewAll(rows), last_page: pageCount(total) };
    },

    /** The list as a file exports it: the same filters and order, `EXPORT_PAGE` services a page. */
    async exportPage(ownerId: number, filter: ServiceFilter, page: number) {
      const { rows, total } = await listOwnServices(
        db,
        deps.dialect,
        ownerId,
        filter,
        deps.now().toISOString(),
        page,
        EXPORT_PAGE,
      );
      return { data: await viewAll(rows), last_page: Math.max(1, Math.ceil(total / EXPORT_PAGE)) };
    },

    /** The worker's tidy of the search index: SQLite's FTS5 segments merged two by two (decision 035). */
    mergeSearchSegments: () => mergeSearchSegments(db, deps.dialect),

    async groups(ownerId: number, page: number) {
      const { rows, total } = await listOwnGroups(db, ownerId, page, PAGE_SIZE);
      return { data: rows.map(groupView), last_page: pageCount(total) };
    },

    /** One batch and its services, for its hand-out (docs/product/screens.md#bulk-service-groups). */
    async group(ownerId: number, groupId: number) {
      const group = await findOwnGroup(db, ownerId, groupId);
      if (!group) throw new AppError('NOT_FOUND');
      return { group: groupView(group), services: await viewAll(await groupServices(db, groupId)) };
    },

    async downloadList(ownerId: number, groupId: number) {
      const group = await findOwnGroup(db, ownerId, groupId);
      if (!group) throw new AppError('NOT_FOUND');
      return batchFile(groupView(group), await viewAll(await groupServices(db, groupId)));
    },

    /** One of the reseller's services as the panel shows it. */
    async one(ownerId: number, serviceId: number) {
      return view(await requireOwn(db, ownerId, serviceId));
    },

    async usage(ownerId: number, serviceId: number) {
      const row = await requireOwn(db, ownerId, serviceId);
      const since = new Date(deps.now().getTime() - 30 * DAY_MS).toISOString().slice(0, 10);
      const rows = await usageRows(db, row.id, since);
      const gb = (bytes: number) => Math.round((Number(bytes) / GIB) * 100) / 100;
      return rows.map((r) => ({
        day: toJalaliDate(`${r.day}T12:00:00Z`),
        dgb: gb(r.download_bytes),
        ugb: gb(r.upload_bytes),
      }));
    },

    /**
     * Online state: RADIUS accounting's open sessions (their NAS and addresses), and for a V2Ray service what the
     * nodes' cores report (Xray's online IPs; V2Ray 4.34 reports none).
     */
    async ips(ownerId: number, serviceId: number) {
      const row = await requireOwn(db, ownerId, serviceId);
      const radius = row.is_radius
        ? await deps.radius.online(row.username)
        : { online: false, servers: [] as string[], ips: [] as { ip: string; provider: string }[] };
      if (!row.is_v2ray) return radius;
      const [nodes, fairuse] = await Promise.all([deps.nodes.onlineOf(row.id), deps.fairuse.fairUseOf(row.id)]);
      const known = new Set(radius.ips.map((i) => i.ip));
      return {
        ...(nodes.seen.length > 0 && {
          online_ips: nodes.seen.map((s) => ({ ...s, last_seen: new Date(s.last_seen * 1000).toISOString() })),
        }),
        ...(nodes.cannotTell.length > 0 && { no_online_ips: nodes.cannotTell }),
        ...((fairuse.limit > 0 || fairuse.events.length > 0) && { fairuse }),
        online: radius.online || nodes.ips.length > 0,
        servers: [...new Set([...radius.servers, ...nodes.servers])],
        ips: [
          ...radius.ips,
          ...(await Promise.all(
            nodes.ips
              .filter((ip) => !known.has(ip))
              .map(async (ip) => ({ ip, provider: await deps.radius.providerOf(ip) })),
          )),
        ],
      };
    },

    /** Only the caller's own RADIUS credentials, only a file of `/ovpn/files` (docs/product/api.md#openvpn-files). */
    async ovpnDownload(ownerId: number, query: { user: string; pass: string; file: string }) {
      const account = await findServiceByCredentials(db, ownerId, query.user, query.pass);
      const file = await deps.catalogue.findOvpnFile(query.file);
      if (!account || !file) throw new AppError('NOT_FOUND');
      return { filename: file.name, content: ovpnWithCredentials(file.content, account.username, account.password) };
    },

    /** The picker's groups at the caller's prices; for a renewal, only packages giving the same access. */
    async packagesFor(ownerId: number, serviceId?: number) {
      const owner = await requireReseller(db, ownerId);
      const row = serviceId === undefined ? undefined : await requireOwn(db, ownerId, serviceId);
      const [groups, multipliers] = await Promise.all([
        deps.catalogue.packagesFor(owner.discount, row),
        deps.nodes.trafficMultipliersOfGroups(),
      ]);
      // Said where the reseller picks a package (decision 109): a V2Ray package's traffic counts so on those nodes.
      return groups.map((g) => ({ ...g, traffic_multipliers: multipliers.get(g.id) ?? [] }));
    },

    /**
     * What a subscription URL tells of its service (docs/product/provisioning-rules.md#subscriptions): its state and
     * traffic as the panel counts them, and the last days' usage; null for a token no V2Ray service has (a reset link's
     * old one included).
     */
    async bySubscriptionToken(token: string) {
      const row = await findBySubToken(db, token);
      if (!row?.is_v2ray) return null;
      const now = deps.now();
      const s = serviceState(row, now);
      const days = 14;
      // Usage is counted per Tehran day (the usage pass), so the days are Tehran's.
      const dayOf = (ago: number) => tehranDay(new Date(now.getTime() - ago * DAY_MS));
      const first = dayOf(days - 1);
      const moved = new Map(
        (await usageRows(db, row.id, first)).map((r) => [r.day, Number(r.upload_bytes) + Number(r.download_bytes)]),
      );
      const daily = Array.from({ length: days }, (_, i) => {
        const day = dayOf(days - 1 - i);
        return { day, bytes: moved.get(day) ?? 0 };
      });
      return {
        serviceId: row.id,
        ownerId: row.owner_id,
        uuid: row.v2ray_uuid,
        remark: remarkOf(row),
        statuscode: s.statuscode,
        banned: row.banned,
        uploadBytes: row.upload_bytes,
        downloadBytes: row.download_bytes + row.radius_bytes,
        totalBytes: row.unlimited_traffic ? 0 : Math.round(row.traffic_gb * GIB),
        unlimited: row.unlimited_traffic,
        expiresAt: row.expire_in,
        remainDays: s.remainDays,
        daily,
        trafficMultipliers: await deps.nodes.trafficMultipliersOf(row.id),
      };
    },
  };
}
