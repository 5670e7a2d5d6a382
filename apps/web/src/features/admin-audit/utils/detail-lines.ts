import { FIELD_LABELS } from '@pishkhan/contract';

export interface DetailLine {
  /** Where the value sat in the request (`body.name`): unique within an entry. */
  key: string;
  label: string;
  value: string;
}

const PART_LABELS: Record<string, string> = { params: 'نشانی', query: 'جستجو', body: 'داده‌ها' };
const VALUE_WORDS: Record<string, string> = { RESELLER: 'فروشنده', ADMIN: 'مدیر', CUSTOMER: 'مشتری' };

function show(value: unknown): string {
  if (value === true) return 'بله';
  if (value === false) return 'خیر';
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return VALUE_WORDS[value] ?? value;
  if (typeof value === 'number') return value.toLocaleString('fa-IR');
  if (Array.isArray(value)) return value.map(show).join('، ');
  return JSON.stringify(value);
}

/**
 * An audit entry's request as lines an admin reads: each field under its Persian name (the contract's labels, the
 * same the server's validation lines use), nested objects flattened, empty parts left out. Keys without a label are
 * shown as sent.
 */
export function detailLines(details: Record<string, unknown>): DetailLine[] {
  const lines: DetailLine[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(v, [...path, k]);
      return;
    }
    const key = path[path.length - 1] ?? '';
    const named = FIELD_LABELS[key] ?? key;
    lines.push({
      key: path.join('.'),
      label: path.length > 1 ? named : (PART_LABELS[key] ?? named),
      value: show(value),
    });
  };
  for (const part of ['params', 'query', 'body']) {
    const value = details[part];
    if (value && typeof value === 'object' && Object.keys(value).length > 0) walk(value, [part]);
  }
  for (const [k, v] of Object.entries(details)) if (!(k in PART_LABELS)) walk(v, [k]);
  return lines;
}
