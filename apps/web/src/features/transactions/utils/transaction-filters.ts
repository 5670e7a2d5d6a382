import type { TransactionSort } from '@pishkhan/contract';
// The zod-free entry: the route's loader reads the filters too, from the /login bundle (decision 088).
import { normalizeText } from '@pishkhan/contract/routes';

/** The orders the server sorts the whole ledger in (the contract's `TRANSACTION_SORTS`); newest first by default. */
const SORTS: readonly TransactionSort[] = ['-id', 'id', '-amount', 'amount'];
export const DEFAULT_SORT: TransactionSort = '-id';

/** docs/product/money-and-pricing.md#transaction-types: transaction type filter codes. */
export const TRANSACTION_TYPES = [
  { value: 0, label: 'همه' },
  { value: 1, label: 'واریز' },
  { value: 2, label: 'سود معرفی' },
  { value: 3, label: 'برداشت' },
  { value: 4, label: 'خرید' },
  { value: 5, label: 'اصلاحیه' },
  { value: 6, label: 'کد هدیه' },
] as const;

export interface TransactionFilters {
  page: number;
  /** Jalali `YYYY-MM-DD`, ASCII digits, or '' */
  from: string;
  to: string;
  type: number;
  search: string;
  /** Across every page, on the server (decision 082); in the address with the filters. */
  sort: TransactionSort;
}

export type FilterPatch = Partial<Omit<TransactionFilters, 'page'>>;

const JALALI_DAY = /^1[34]\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const jalaliDay = (value: string | null) => {
  const v = normalizeText(value ?? '').trim();
  return JALALI_DAY.test(v) ? v : '';
};

/** The filters live in the query string, so a link or a reload keeps them. */
export function readTransactionFilters(params: URLSearchParams): TransactionFilters {
  const page = Number(params.get('page'));
  const type = Number(params.get('type'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    from: jalaliDay(params.get('from')),
    to: jalaliDay(params.get('to')),
    type: Number.isInteger(type) && type >= 0 && type <= 6 ? type : 0,
    search: params.get('search') ?? '',
    sort: SORTS.find((s) => s === params.get('sort')) ?? DEFAULT_SORT,
  };
}

/** A changed filter always goes back to page 1 (docs/product/screens.md#transactions). */
export function applyFilterPatch(params: URLSearchParams, patch: FilterPatch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === '' || value === 0 || value === undefined || (key === 'sort' && value === DEFAULT_SORT))
      next.delete(key);
    else next.set(key, String(value));
  }
  next.delete('page');
  return next;
}

export const hasActiveFilters = (f: TransactionFilters) => Boolean(f.from || f.to || f.type || f.search.trim());
