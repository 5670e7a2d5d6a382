import { isMasked, maskSecret, type Nas, type NasBody, type UpdateNasBody } from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import type { Db, Executor } from '../../db/create-db.js';
import { ipKey } from '../ipranges/ip-key.js';
import type { IpRangesService } from '../ipranges/ipranges.service.js';
import {
  checksOf,
  deleteNas,
  findNas,
  insertNas,
  listNas,
  openSessions,
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
}): Nas => ({
  id: row.id,
  nasname: row.nasname,
  shortname: row.shortname ?? '',
  type: row.type,
  secret: maskSecret(row.secret),
  description: row.description ?? '',
});

/** PostgreSQL's inet columns read back as text with their prefix length (`10.8.0.6/32`). */
const hostOf = (address: string) => address.replace(/\/(32|128)$/, '');

export interface RadiusAccount {
  username: string;
  password: string;
  /** False when banned, expired, out of traffic or deleted: FreeRADIUS must reject it. */
  allowed: boolean;
}

/**
 * RADIUS accounts live in FreeRADIUS's own tables in our database, written in the same transaction as the
 * change that causes them, so what FreeRADIUS accepts is never behind what the panel shows.
 */
const checksFor = (account: RadiusAccount) => {
  const rows = [{ attribute: 'Cleartext-Password', op: ':=', value: account.password }];
  if (!account.allowed) rows.push({ attribute: 'Auth-Type', op: ':=', value: 'Reject' });
  return rows;
};

export function createRadiusService(deps: { db: Db; ipRanges: IpRangesService }) {
  const requireNas = async (id: number) => {
    const row = await findNas(deps.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };
  return {
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
    async write(trx: Executor, account: RadiusAccount) {
      await replaceChecks(trx, account.username, checksFor(account));
    },
    /** `write` for many accounts in two statements. */
    async writeMany(trx: Executor, accounts: RadiusAccount[]) {
      await replaceChecksOfMany(
        trx,
        accounts.map((a) => ({ username: a.username, rows: checksFor(a) })),
      );
    },
    async remove(trx: Executor, username: string) {
      await replaceChecks(trx, username, []);
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
