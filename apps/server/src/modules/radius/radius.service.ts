import type { Db, Executor } from '../../db/create-db.js';
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
export function createRadiusService(deps: { db: Db }) {
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
    async online(username: string) {
      const sessions = await openSessions(deps.db, username);
      return {
        online: sessions.length > 0,
        servers: [...new Set(sessions.map((s) => s.shortname || hostOf(s.nasipaddress)))],
        ips: sessions.flatMap((s) => (s.framedipaddress ? [hostOf(s.framedipaddress)] : [])),
      };
    },
  };
}
export type RadiusService = ReturnType<typeof createRadiusService>;
