import type { Db, Executor } from '../../db/create-db.js';
import { ipKey } from '../ipranges/ip-key.js';
import type { IpRangesService } from '../ipranges/ipranges.service.js';
import { checksOf, openSessions, replaceChecks } from './radius.repository.js';

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
export function createRadiusService(deps: { db: Db; ipRanges: IpRangesService }) {
  return {
    async write(trx: Executor, account: RadiusAccount) {
      const rows = [{ attribute: 'Cleartext-Password', op: ':=', value: account.password }];
      if (!account.allowed) rows.push({ attribute: 'Auth-Type', op: ':=', value: 'Reject' });
      await replaceChecks(trx, account.username, rows);
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
    async online(username: string) {
      const sessions = await openSessions(deps.db, username);
      const addresses = sessions.flatMap((s) => {
        const calling = s.callingstationid?.trim() ?? '';
        if (ipKey(calling)) return [calling];
        return s.framedipaddress ? [hostOf(s.framedipaddress)] : [];
      });
      return {
        online: sessions.length > 0,
        servers: [...new Set(sessions.map((s) => s.shortname || hostOf(s.nasipaddress)))],
        ips: await Promise.all(
          [...new Set(addresses)].map(async (ip) => ({ ip, provider: await deps.ipRanges.providerOf(ip) })),
        ),
      };
    },
  };
}
export type RadiusService = ReturnType<typeof createRadiusService>;
