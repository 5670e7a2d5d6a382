import { z } from 'zod';

export { buildPath } from './route.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a reseller's API token may be allowed to call (docs/product/integrations.md#api-tokens). */
export const API_SCOPES = ['services:read', 'services:write', 'balance:read', 'store:read', 'store:write'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** One API call: method, path under /api (with `:param` placeholders) and its zod schemas. */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  auth: 'public' | 'reseller' | 'admin' | 'any';
  summary: string;
  /** What a client of the API needs to know beyond the summary; shown in the OpenAPI description. */
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /**
   * Moves money: accepts an Idempotency-Key header (docs/product/money-and-pricing.md#money-and-the-ledger), and is recorded in the audit trail.
   * Every admin change is recorded anyway (decision 027).
   */
  idempotent?: boolean;
  /** The scope an API token needs to call it; without one, only a login session may (decision 110). */
  scope?: ApiScope;
}

/** `?page=&from=`: a query parameter sent empty was not given (decision 077), whatever the field's type. */
const emptyIsAbsent = (query: unknown) =>
  query && typeof query === 'object' && !Array.isArray(query)
    ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''))
    : query;

/** One endpoint; its query schema reads an empty parameter as one not given (decision 077). */
export const endpoint = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  e: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> => (e.query ? { ...e, query: z.preprocess(emptyIsAbsent, e.query) as unknown as Q } : e);
