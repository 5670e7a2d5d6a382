import type { Endpoint, HttpMethod } from './endpoint.js';

/**
 * An endpoint as the browser calls it: method and path, without its zod schemas, so a page that only calls the API
 * (the login page) does not load zod (decision 032). `E` is the endpoint it stands for, in types only: the path
 * parameters, the query, the body and the answer are typed from it (decision 032).
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Never set: carries the endpoint's type. */
  readonly endpoint?: E;
}

export const route = <E extends Endpoint>(method: HttpMethod, path: string): Route<E> => ({ method, path });

/** Fill `:name` placeholders of an endpoint path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([a-zA-Z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
