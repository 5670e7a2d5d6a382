import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
  /** What a client written to the spec needs to know beyond the summary; shown in the OpenAPI description. */
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /**
   * Moves money: accepts an Idempotency-Key header (product-decisions 'Money'), and is recorded in the audit trail.
   * Every admin change is recorded anyway (decision 027).
   */
  idempotent?: boolean;
}

export const endpoint = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  e: Endpoint<P, Q, B, R>,
) => e;

/** Fill `:name` placeholders of an endpoint path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([a-zA-Z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
