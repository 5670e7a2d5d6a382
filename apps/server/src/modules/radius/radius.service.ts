import { isMasked, maskSecret, type Nas, type NasBody, type UpdateNasBody } from '@pishkhan/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.js';
import type { Db, Executor } from '../../db/create-db.js';
import { describeOutcome, sendDisconnect } from '../../integrations/radius/disconnect.js';
import { afterCommit } from '../../lib/after-commit.js';
import { ipKey } from '../ipranges/ip-key.js';
import type { IpRangesService } from '../ipranges/ipranges.service.js';
import {
  checksOf,
  deleteNas,
  findNas,
  insertNas,
  listNas,
  openSessions,
  openSessionsOf,
  recordDisconnect,
  replaceChecks,
  replaceChecksOfMany,
  updateNas,
} from './radius.repository.js';

const toNas = (row: {
  id: number;
  nasname: string;
  shortname: string | null;
  type: string;
  secret: string;
  description: string | null;
  coa_port: number;
  last_disconnect: string | null;
  last_disconnect_username: string | null;
  last_disconnect_at: string | null;
}): Nas => ({
  id: row.id,
  nasname: row.nasname,
  shortname: row.shortname ?? '',
  type: row.type,
  secret: maskSecret(row.secret),
  description: row.description ?? '',
  coa_port: Number(row.coa_port),
  last_disconnect: row.last_disconnect ?? '',
  last_disconnect_username: row.last_disconnect_username ?? '',
  last_disconnect_at: row.last_disconnect_at,
});

/** PostgreSQL's inet columns read back as text with their prefix length (`10.8.0.6/32`). */
const hostOf = (address: string) => address.replace(/\/(32|128)$/, '');

export interface RadiusAccount {
  username: string;
  password: string;
  /** False when banned, expired, out of traffic or deleted: FreeRADIUS must reject it. */
  allowed: boolean;
  /** Sessions at once (`Simultaneous-Use`, decision 106); 0 or absent: no limit. */
  simultaneous?: number;
}

/**
 * RADIUS accounts live in FreeRADIUS's own tables in our database, written in the same transaction as the
 * change that causes them, so what FreeRADIUS accepts is never behind what the panel shows.
 */
const checksFor = (account: RadiusAccount) => {
  const rows = [{ attribute: 'Cleartext-Password', op: ':=', value: account.password }];
  // FreeRADIUS's sql module counts the open `radacct` rows in its `session` section (docs/provisioning.md).
  if (account.simultaneous && account.simultaneous > 0)
    rows.push({ attribute: 'Simultaneous-Use', op: ':=', value: String(account.simultaneous) });
  if (!account.allowed) rows.push({ attribute: 'Auth-Type', op: ':=', value: 'Reject' });
  return rows;
};

/** How long to wait for a NAS's answer to a Disconnect-Request, and how many times to send it (decision 106). */
const DISCONNECT = { timeoutMs: 1000, tries: 3 };

export function createRadiusService(deps: {
  db: Db;
  ipRanges: IpRangesService;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
  disconnect?: { timeoutMs: number; tries: number };
}) {
  const now = deps.now ?? (() => new Date());
  const requireNas = async (id: number) => {
    const row = await findNas(deps.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  /**
   * RFC 5176 Disconnect-Requests to the NAS of each open session of these users, each signed with its NAS's secret
   * and sent to its CoA port. The outcome (ACK, NAK with its Error-Cause, or silence) goes to the log and to the NAS's
   * entry in the admin's list; nothing here can undo what was committed before it.
   */
  async function disconnectSessions(usernames: string[]) {
    const sessions = await openSessionsOf(deps.db, usernames);
    if (sessions.length === 0) return;
    const byAddress = new Map((await listNas(deps.db)).map((n) => [n.nasname, n] as const));
    await Promise.all(
      sessions.map(async (session) => {
        const host = hostOf(session.nasipaddress);
        const nas = byAddress.get(host);
        if (!nas) {
          deps.log?.warn({ username: session.username, nas: host }, 'radius disconnect: no NAS entry for the session');
          return;
        }
        const outcome = await sendDisconnect(
          {
            host,
            port: Number(nas.coa_port),
            secret: nas.secret,
            username: session.username,
            sessionId: session.acctsessionid,
            nasAddress: host,
            framedAddress: session.framedipaddress ? hostOf(session.framedipaddress) : undefined,
          },
          { ...(deps.disconnect ?? DISCONNECT), now: now() },
        );
        await recordDisconnect(deps.db, nas.id, describeOutcome(outcome), session.username, now().toISOString());
        const fields = { username: session.username, nas: host, session: session.acctsessionid, outcome };
        if (outcome.answer === 'ack') deps.log?.info(fields, 'radius disconnect acknowledged');
        else deps.log?.warn(fields, 'radius disconnect not acknowledged');
      }),
    );
  }

  const pending = new Set<Promise<void>>();
  /** Once `trx` commits, ends the users' open sessions; never awaited by the change that caused it. */
  function disconnectAfter(trx: Executor, usernames: string[]) {
    if (usernames.length === 0) return;
    afterCommit(trx, () => {
      const task = disconnectSessions(usernames)
        .catch((err: unknown) => deps.log?.error({ err }, 'radius disconnect failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    });
  }

  return {
    /** Resolves once every Disconnect-Request under way has its outcome recorded (at shutdown, and for tests). */
    async settle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    /** FreeRADIUS clients: FreeRADIUS reads them at start (`read_clients = yes`), so a change needs its restart. */
    async nasList() {
      return (await listNas(deps.db)).map(toNas);
    },
    async nasCreate(body: NasBody) {
      if (isMasked(body.secret)) throw new AppError('VALIDATION', ['رمز مشترک را وارد کنید']);
      const id = await insertNas(deps.db, body);
      return toNas(await requireNas(id));
    },
    async nasUpdate(id: number, body: UpdateNasBody) {
      await requireNas(id);
      const { secret, ...rest } = body;
      await updateNas(deps.db, id, { ...rest, ...(secret !== undefined && !isMasked(secret) ? { secret } : {}) });
      return toNas(await requireNas(id));
    },
    async nasRemove(id: number) {
      if (!(await deleteNas(deps.db, id))) throw new AppError('NOT_FOUND');
      return { message: 'دستگاه NAS حذف شد' };
    },
    /** A refused account's open sessions are ended once the change commits (RFC 5176 Disconnect-Request). */
    async write(trx: Executor, account: RadiusAccount) {
      await replaceChecks(trx, account.username, checksFor(account));
      if (!account.allowed) disconnectAfter(trx, [account.username]);
    },
    /** `write` for many accounts in two statements. */
    async writeMany(trx: Executor, accounts: RadiusAccount[]) {
      await replaceChecksOfMany(
        trx,
        accounts.map((a) => ({ username: a.username, rows: checksFor(a) })),
      );
      disconnectAfter(
        trx,
        accounts.filter((a) => !a.allowed).map((a) => a.username),
      );
    },
    async remove(trx: Executor, username: string) {
      await replaceChecks(trx, username, []);
      disconnectAfter(trx, [username]);
    },
    checks: (username: string) => checksOf(deps.db, username),
    /**
     * Open sessions: the servers (NAS short name, else address) and where the user connects from. OpenVPN's RADIUS
     * plugin and ocserv send the user's public address as Calling-Station-Id; without one, the tunnel address
     * (Framed-IP-Address) is all there is. Each address gets its provider from the admin's range table.
     */
    /** The provider of an address, by the admin's IP ranges. */
    providerOf: (ip: string) => deps.ipRanges.providerOf(ip),
    async online(username: string) {
      const sessions = await openSessions(deps.db, username);
      // Servers go by their NAS entry's short name (PostgreSQL's inet reads back as `a.b.c.d/32`, so matched here).
      const names = new Map(
        sessions.length > 0 ? (await listNas(deps.db)).map((n) => [n.nasname, n.shortname ?? ''] as const) : [],
      );
      const addresses = sessions.flatMap((s) => {
        const calling = s.callingstationid?.trim() ?? '';
        if (ipKey(calling)) return [calling];
        return s.framedipaddress ? [hostOf(s.framedipaddress)] : [];
      });
      return {
        online: sessions.length > 0,
        servers: [...new Set(sessions.map((s) => names.get(hostOf(s.nasipaddress)) || hostOf(s.nasipaddress)))],
        ips: await Promise.all(
          [...new Set(addresses)].map(async (ip) => ({ ip, provider: await deps.ipRanges.providerOf(ip) })),
        ),
      };
    },
  };
}
export type RadiusService = ReturnType<typeof createRadiusService>;
