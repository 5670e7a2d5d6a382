import { type AuditEntry, type AuditQuery, IdSchema, PAGE_SIZE, QueryIdSchema, toJalaliDate } from '@pishkhan/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/create-db.js';
import { afterCommit } from '../../lib/after-commit.js';
import { jalaliRange } from '../../lib/jalali.js';
import { countAudit, insertAuditEntry, listAudit } from './audit.repository.js';

/** Keys whose values never go into the trail: passwords, codes, tokens, provider keys, serials. */
const SECRET_KEY = /pass|token|secret|key|code|serial|sign|hash|voucher|activation/i;
const MASK = '••••';

/** A copy of a request part with every secret-looking value masked, at any depth. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8) return MASK;
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => maskSecrets(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        SECRET_KEY.test(k) && v !== null && v !== '' ? MASK : maskSecrets(v, depth + 1),
      ]),
    );
  }
  if (typeof value === 'string' && value.length > 500) return `${value.slice(0, 500)}…`;
  return value;
}

/** Who acted: a user, and the API token they acted through, if any (decision 110). */
export interface AuditActor {
  id: number;
  type: string;
  token?: { id: number; name: string } | undefined;
}

export interface AuditRecord {
  actor: AuditActor;
  kind: 'admin' | 'money';
  method: string;
  /** The endpoint's path (`/users/:id`), not the URL. */
  path: string;
  params: Record<string, unknown>;
  query: unknown;
  body: unknown;
  status: number;
  ip: string;
}

/** Who made a call and from where, for a service that records a call `route()` does not (`recordRead`). */
export interface AuditCaller {
  actor: AuditActor;
  ip: string;
}

/**
 * A recorded call whose service writes its entry in the call's own transaction (`recordIn`), so the entry and what the
 * call did commit together; `written` turns true once that has committed, and `route()` then writes nothing more.
 */
export interface AuditScope {
  record: Omit<AuditRecord, 'status'>;
  written: boolean;
}

/**
 * An id as the contract reads it (decision 075), else null: a refused call's raw `99999999999` (past PostgreSQL's
 * `integer`, so the entry failed to insert there) or `0x15` names no one; what was asked stays in `details`.
 */
const PATH_ID = QueryIdSchema('شناسه');
const BODY_ID = IdSchema('شناسه');
const idOf = (v: unknown, schema: typeof PATH_ID | typeof BODY_ID) => {
  const read = schema.safeParse(v);
  return read.success ? read.data : null;
};

/** Whom an action was about: the user in the path, else a `user_id` in the body, else the reseller who acted. */
function subjectOf(r: AuditRecord) {
  if (/\/users\/:id(\/|$)/.test(r.path)) return idOf(r.params.id, PATH_ID);
  const bodyUser =
    r.body && typeof r.body === 'object' ? idOf((r.body as Record<string, unknown>).user_id, BODY_ID) : null;
  if (bodyUser) return bodyUser;
  return r.actor.type === 'RESELLER' ? r.actor.id : null;
}

/** The audit trail (decision 027): written after each recorded call, read by the admin. */
export function createAuditService(deps: { db: Db; now: () => Date; log: FastifyBaseLogger }) {
  const { db } = deps;
  const entryOf = (r: AuditRecord) => ({
    actor_id: r.actor.id,
    kind: r.kind,
    method: r.method,
    path: r.path.slice(0, 120),
    subject_id: subjectOf(r),
    target_id: idOf(r.params.id, PATH_ID),
    status: r.status,
    ip: r.ip.slice(0, 64),
    details: JSON.stringify(maskSecrets({ params: r.params, query: r.query, body: r.body })),
    created_at: deps.now().toISOString(),
    api_token_id: r.actor.token?.id ?? null,
    api_token_name: r.actor.token?.name ?? null,
  });
  return {
    /** Never fails the call it records: a write that fails is logged as an error instead. */
    async record(r: AuditRecord) {
      try {
        await insertAuditEntry(db, entryOf(r));
      } catch (error) {
        deps.log.error({ err: error, path: r.path, actor: r.actor.id }, 'audit entry not written');
      }
    },

    /**
     * An admin read that hands out a secret (a node's file holds its REALITY private keys, decision 027): written before
     * the answer leaves, and a write that fails fails the read, so no file leaves without its entry. Only what was
     * asked goes in, never what was answered.
     */
    async recordRead(endpoint: { method: string; path: string }, params: Record<string, unknown>, by: AuditCaller) {
      const { method, path } = endpoint;
      await insertAuditEntry(
        db,
        entryOf({ ...by, kind: 'admin', method, path, params, query: {}, body: undefined, status: 200 }),
      );
    },

    /** The entry of a call that succeeds, in its transaction: it commits with what the call did, or neither does. */
    async recordIn(trx: Executor, scope: AuditScope) {
      await insertAuditEntry(trx, entryOf({ ...scope.record, status: 200 }));
      afterCommit(trx, () => {
        scope.written = true;
      });
    },

    async list(q: AuditQuery) {
      const filter = { kind: q.kind === 'all' ? undefined : q.kind, userId: q.user_id, ...jalaliRange(q.from, q.to) };
      const total = await countAudit(db, filter);
      const rows = await listAudit(db, filter, PAGE_SIZE, (q.page - 1) * PAGE_SIZE);
      return {
        data: rows.map(
          (r): AuditEntry => ({
            id: r.id,
            created_at: r.created_at,
            jdate: toJalaliDate(r.created_at),
            actor: { id: r.actor_id, name: r.actor_name, mobile: r.actor_mobile, type: r.actor_type },
            method: r.method,
            path: r.path,
            subject:
              r.subject_id && r.subject_mobile !== null
                ? { id: r.subject_id, name: r.subject_name ?? '', mobile: r.subject_mobile }
                : null,
            target_id: r.target_id,
            status: r.status,
            ip: r.ip,
            details: JSON.parse(r.details) as Record<string, unknown>,
            token: r.api_token_id !== null ? { id: r.api_token_id, name: r.api_token_name ?? '' } : null,
          }),
        ),
        last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)),
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
