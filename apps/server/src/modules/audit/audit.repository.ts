import type { Insertable } from 'kysely';
import { builtOnce } from '../../db/built-once.js';
import type { Executor } from '../../db/create-db.js';
import type { AuditDatabase } from '../../db/types.js';

const insertAudit = builtOnce((db, row: Insertable<AuditDatabase['audit_log']>) =>
  db.insertInto('audit_log').values(row),
);
export async function insertAuditEntry(db: Executor, row: Insertable<AuditDatabase['audit_log']>) {
  await insertAudit.run(db, row);
}

export interface AuditFilter {
  kind?: 'admin' | 'money' | undefined;
  userId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function filtered(db: Executor, f: AuditFilter) {
  let q = db.selectFrom('audit_log');
  // admin: anything an admin did (money corrections included); money: every call that moved money, by anyone.
  if (f.kind === 'admin')
    q = q.where('audit_log.actor_id', 'in', db.selectFrom('users').select('id').where('type', '=', 'ADMIN'));
  if (f.kind === 'money') q = q.where('audit_log.kind', '=', 'money');
  if (f.userId !== undefined) {
    const id = f.userId;
    q = q.where((eb) => eb.or([eb('audit_log.actor_id', '=', id), eb('audit_log.subject_id', '=', id)]));
  }
  if (f.from) q = q.where('audit_log.created_at', '>=', f.from);
  if (f.to) q = q.where('audit_log.created_at', '<', f.to);
  return q;
}

export async function countAudit(db: Executor, f: AuditFilter) {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listAudit(db: Executor, f: AuditFilter, limit: number, offset: number) {
  return filtered(db, f)
    .innerJoin('users as actor', 'actor.id', 'audit_log.actor_id')
    .leftJoin('users as subject', 'subject.id', 'audit_log.subject_id')
    .selectAll('audit_log')
    .select([
      'actor.name as actor_name',
      'actor.mobile as actor_mobile',
      'actor.type as actor_type',
      'subject.name as subject_name',
      'subject.mobile as subject_mobile',
    ])
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
