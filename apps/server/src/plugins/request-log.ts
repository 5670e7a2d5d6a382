import * as contract from '@pishkhan/contract';

/**
 * Addresses that carry a capability outside the contract's endpoints: the subscription a V2Ray client reads
 * (`services.routes.ts`) and the panel's pages the store hands out links to (a product's checkout, an order's page
 * with its delivered credentials).
 */
const OTHER_CAPABILITY_PATHS = ['/sub/:token', '/buy/:token', '/order/:token'];

/** Query parameters whose value is a credential: login links, OpenVPN downloads, Zarinpal's return (decision 079). */
const SECRET_QUERY = /([?&](?:token|pass|password|order)=)[^&]*/gi;

type Piece = { text: string; secret: boolean };

/** Every contract endpoint's path under /api, and the addresses above. */
function knownPaths(): string[] {
  const endpoints = Object.entries(contract)
    .filter(([name, value]) => name.endsWith('Endpoints') && typeof value === 'object' && value !== null)
    .flatMap(([, group]) => Object.values(group as Record<string, { path?: unknown }>))
    .map((e) => e.path)
    .filter((p): p is string => typeof p === 'string')
    .map((p) => `/api${p}`);
  return [...new Set([...endpoints, ...OTHER_CAPABILITY_PATHS])];
}

const hasCapability = (path: string) => [...path.matchAll(/:(\w+)/g)].some(([, name]) => name !== 'id');

/**
 * Every path param other than `:id` is a capability (an order's, a product's, a subscription's token): the one rule
 * the request log follows (decision 079). The patterns come from every contract endpoint and the paths above, so a new
 * endpoint with a token in its path is masked without being listed; `request-log.test.ts` checks every registered
 * route against it.
 */
export const capabilityPaths = () => knownPaths().filter(hasCapability);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern as a regular expression of its pieces, up to its last capability, so an address below it that matches no
 * route is masked as well.
 */
function compile(pattern: string) {
  const pieces: Piece[] = pattern
    .split(/(:\w+)/)
    .filter(Boolean)
    .map((text) => ({ text, secret: text.startsWith(':') && text !== ':id' }));
  let last = pieces.length - 1;
  while (!pieces[last]?.secret) last -= 1;
  const kept = pieces.slice(0, last + 1);
  const source = kept.map((p) => (p.text.startsWith(':') ? '([^/?#]+)' : `(${escapeRegExp(p.text)})`)).join('');
  return { re: new RegExp(`^${source}`), secret: kept.map((p) => p.secret) };
}

const CAPABILITIES = [...new Map(capabilityPaths().map((p) => [compile(p).re.source, compile(p)])).values()];

/** Routes of ids only that sit where a capability would (`/api/shop/orders/:id/confirm`): kept as they are. */
const ID_ROUTES = knownPaths()
  .filter((p) => !hasCapability(p) && CAPABILITIES.some((c) => c.re.test(p.replace(/:id/g, '1'))))
  .map((p) => new RegExp(`^${escapeRegExp(p).replace(/:id/g, '\\d+')}(?:[?#]|$)`));

/** The address as the request log writes it: capabilities in the path and credentials in the query as `***`. */
export function loggedUrl(url: string): string {
  const out = url.replace(SECRET_QUERY, '$1***');
  for (const { re, secret } of CAPABILITIES) {
    const m = re.exec(out);
    if (!m) continue;
    if (ID_ROUTES.some((id) => id.test(out))) return out;
    return (
      m
        .slice(1)
        .map((part, i) => (secret[i] ? '***' : part))
        .join('') + out.slice(m[0].length)
    );
  }
  return out;
}
