import { type AUDIT_KINDS, normalizeText } from '@pishkhan/contract';

export type AuditKind = (typeof AUDIT_KINDS)[number];

export const KIND_LABELS: { value: AuditKind; label: string }[] = [
  { value: 'all', label: 'همه' },
  { value: 'admin', label: 'مدیران' },
  { value: 'money', label: 'جابه‌جایی پول' },
];

export interface AuditFilters {
  page: number;
  kind: AuditKind;
  user_id: number | undefined;
  from: string;
  to: string;
}

export type AuditPatch = Partial<Omit<AuditFilters, 'page'>>;

const JALALI_DAY = /^1[34]\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const day = (v: string | null) => {
  const s = normalizeText(v ?? '').trim();
  return JALALI_DAY.test(s) ? s : '';
};

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const page = Number(params.get('page'));
  const user = Number(params.get('user_id'));
  const kind = params.get('kind');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    kind: kind === 'admin' || kind === 'money' ? kind : 'all',
    user_id: Number.isInteger(user) && user > 0 ? user : undefined,
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

/** A changed filter goes back to page 1. */
export function applyAuditPatch(params: URLSearchParams, patch: AuditPatch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === '' || value === undefined || value === 'all') next.delete(key);
    else next.set(key, String(value));
  }
  next.delete('page');
  return next;
}

export const hasAuditFilters = (f: AuditFilters) => Boolean(f.kind !== 'all' || f.user_id || f.from || f.to);
