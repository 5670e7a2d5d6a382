export const USER_TYPE_FILTERS = [
  { value: 'RESELLER', label: 'فروشندگان' },
  { value: 'ADMIN', label: 'مدیران' },
  { value: '', label: 'همه' },
] as const;

export interface ResellerFilters {
  page: number;
  search: string;
  /** RESELLER (the default), ADMIN or '' for both. */
  type: '' | 'RESELLER' | 'ADMIN';
}

/** The filters live in the query string, so a link or a reload keeps them. */
export function readResellerFilters(params: URLSearchParams): ResellerFilters {
  const page = Number(params.get('page'));
  const type = params.get('type');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: params.get('search') ?? '',
    type: type === 'ADMIN' ? 'ADMIN' : type === 'all' ? '' : 'RESELLER',
  };
}

/** A changed filter goes back to page 1. */
export function applyResellerPatch(
  params: URLSearchParams,
  patch: Partial<Omit<ResellerFilters, 'page'>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (patch.search !== undefined) {
    if (patch.search) next.set('search', patch.search);
    else next.delete('search');
  }
  if (patch.type !== undefined) {
    if (patch.type === 'RESELLER') next.delete('type');
    else next.set('type', patch.type || 'all');
  }
  next.delete('page');
  return next;
}

/** The login link opens in its own tab with a session for that tab only (decision 028). */
export function tabLoginUrl(url: string): string {
  const link = new URL(url, window.location.origin);
  link.searchParams.set('tab', '1');
  // The admin's own origin: the server's PUBLIC_URL may name another address for the same panel.
  return `${window.location.origin}${link.pathname}${link.search}`;
}
