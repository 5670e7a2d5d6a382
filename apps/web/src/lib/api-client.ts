import type { Endpoint } from '@pishkhan/contract';
import { authRoutes, buildPath, type Route } from '@pishkhan/contract/routes';
import type { z } from 'zod';
import { authActions, getToken } from './auth-store';
import { API_BASE } from './env';

/** Every failed call becomes one of these; the body shape is the server's `{message, errors, code}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];
  readonly code: string;
  /** True when the client already acted on it (a 401 logout): no dialog needed. */
  readonly handled: boolean;

  constructor(init: { status: number; message: string; errors?: string[]; code?: string; handled?: boolean }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.errors = init.errors ?? [];
    this.code = init.code ?? '';
    this.handled = init.handled ?? false;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;
type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions<E extends AnyEndpoint> {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
  signal?: AbortSignal;
  idempotencyKey?: string;
  /** Sees the server's answer (status and headers) before its body is read. */
  onResponse?: (response: Response) => void;
}

export type EndpointResponse<E extends AnyEndpoint> = z.output<E['response']>;

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, data: unknown, handled: boolean): ApiError {
  const body = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return new ApiError({
    status,
    message: typeof body.message === 'string' ? body.message : '',
    errors: Array.isArray(body.errors) ? body.errors.filter((e): e is string => typeof e === 'string') : [],
    code: typeof body.code === 'string' ? body.code : '',
    handled,
  });
}

/**
 * The one HTTP client: calls a contract endpoint by its route (method and path, typed from the endpoint, without
 * its schemas: the login page loads no zod) and returns the response body only.
 * It validates nothing; the server is the judge of input (docs/product/rules.md#errors).
 */
export async function callApi<E extends AnyEndpoint>(
  endpoint: Route<E>,
  options: CallOptions<E> = {},
): Promise<EndpointResponse<E>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  let response: Response;
  try {
    response = await fetch(buildUrl(buildPath(endpoint.path, options.params), options.query), {
      method: endpoint.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, message: 'ارتباط با سرور برقرار نشد', code: 'NETWORK' });
  }

  options.onResponse?.(response);
  const text = await response.text();
  const data = text ? parseJson(text) : undefined;
  if (!response.ok) {
    // docs/product/rules.md#errors: a 401 logs out, except when the login call itself failed.
    const logOut = response.status === 401 && endpoint.path !== authRoutes.login.path;
    const error = toApiError(response.status, data, logOut);
    if (logOut) authActions.logout();
    throw error;
  }
  return data as EndpointResponse<E>;
}
