import type { Endpoint } from '@pishkhan/contract';
import { buildPath, type Route } from '@pishkhan/contract/routes';
import type { z } from 'zod';
import { ApiError, type CallOptions, callApi, type EndpointResponse } from './api-client';

/**
 * A fresh Idempotency-Key (product-decisions 'Money'). `crypto.randomUUID` exists only in secure contexts; a panel
 * served over plain http on a LAN address falls back to random bytes.
 */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** How long a request whose answer never came keeps its key: a retry within it is the same request. */
export const UNANSWERED_KEEP_MS = 10 * 60_000;

/** Keys of money requests sent whose answer has not come, by the request (method, path and body). */
const unanswered = new Map<string, { key: string; sentAt: number }>();

/** The server answered and moved nothing, or it answered with what it did: the same request later is a new one. */
const answered = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== 'IDEMPOTENCY_IN_PROGRESS';

type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

/**
 * Calls an endpoint that moves money (decision 054). The same request sent again while its answer is missing (the
 * connection dropped, the server failed, the tab's dialog was closed and opened again) carries the same
 * Idempotency-Key, so the server gives the first answer instead of charging twice; once answered, the key is
 * forgotten and the same values sent later are a new purchase.
 */
export async function callOnce<E extends AnyEndpoint>(
  endpoint: Route<E>,
  options: Omit<CallOptions<E>, 'idempotencyKey'> = {},
): Promise<EndpointResponse<E>> {
  const request = JSON.stringify([endpoint.method, buildPath(endpoint.path, options.params), options.body ?? null]);
  const now = Date.now();
  for (const [held, entry] of unanswered) if (now - entry.sentAt > UNANSWERED_KEEP_MS) unanswered.delete(held);
  const entry = unanswered.get(request) ?? { key: newIdempotencyKey(), sentAt: now };
  unanswered.set(request, entry);
  try {
    const result = await callApi(endpoint, { ...options, idempotencyKey: entry.key });
    unanswered.delete(request);
    return result;
  } catch (error) {
    if (answered(error)) unanswered.delete(request);
    throw error;
  }
}
