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
type ParamValue = string | number;
type QueryValue = string | number | boolean | null | undefined;

/**
 * What the endpoint's schema takes, key by key, as the URL can carry it (decision 032). An endpoint that declares no
 * such schema has it inferred as the bare `z.ZodType`: then nothing may be given.
 */
type UrlInput<S, V> = z.ZodType extends S ? never : { [K in keyof z.input<S>]: z.input<S>[K] & V };

/** The path parameters the endpoint's params schema names (`{id}` for `/services/:id`). */
export type EndpointParams<E extends AnyEndpoint> = UrlInput<NonNullable<E['params']>, ParamValue>;
/** The query string the endpoint's query schema reads; a misspelt key (`{pgae: 2}`) does not compile. */
export type EndpointQuery<E extends AnyEndpoint> = UrlInput<NonNullable<E['query']>, QueryValue>;

/** Required when the endpoint has something to fill in, left out when it has nothing. */
type ParamsOption<E extends AnyEndpoint> = [EndpointParams<E>] extends [never]
  ? { params?: never }
  : { params: EndpointParams<E> };
type QueryOption<E extends AnyEndpoint> = [EndpointQuery<E>] extends [never]
  ? { query?: never }
  : Record<never, never> extends EndpointQuery<E>
    ? { query?: EndpointQuery<E> }
    : { query: EndpointQuery<E> };

/** What a call sends: the URL's parts and the body, each typed from the endpoint. */
export type EndpointInput<E extends AnyEndpoint> = ParamsOption<E> &
  QueryOption<E> & {
    body?: E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
    signal?: AbortSignal;
  };

export type CallOptions<E extends AnyEndpoint> = EndpointInput<E> & {
  idempotencyKey?: string;
  /** Sees the server's answer (status and headers) before its body is read. */
  onResponse?: (response: Response) => void;
};

/** The options argument, optional where the endpoint needs nothing in it. */
export type OptionsArg<T> = Record<never, never> extends T ? [options?: T] : [options: T];

/** The options as the client reads them, once the endpoint's types have judged the call. */
export interface LooseOptions {
  params?: Record<string, ParamValue>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  idempotencyKey?: string;
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
  ...[given]: OptionsArg<CallOptions<E>>
): Promise<EndpointResponse<E>> {
  const options: LooseOptions = given ?? {};
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
