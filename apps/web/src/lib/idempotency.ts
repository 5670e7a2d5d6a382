import type { Endpoint } from '@pishkhan/contract';
import { buildPath, type Route } from '@pishkhan/contract/routes';
import type { z } from 'zod';
import {
  ApiError,
  type CallOptions,
  callApi,
  type EndpointInput,
  type EndpointResponse,
  type LooseOptions,
  type OptionsArg,
} from './api-client';

/**
 * A fresh Idempotency-Key (docs/product/money-and-pricing.md#money-and-the-ledger). `crypto.randomUUID` exists only in secure contexts; a panel
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

/**
 * The request reached its handler and was refused, so nothing moved: the same request later is a new one. A 401 or a
 * 429 is given before the handler and its key are looked at, and a 409 means the first is still running: the key
 * stays, so a retry after logging in again still gets the first answer.
 */
const refused = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 409, 429].includes(error.status);

/** A failure whose outcome is unknown: the connection dropped or the server failed while it may have done it. */
const unknownOutcome = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

export const UNANSWERED_NOTE =
  'ممکن است درخواست انجام شده باشد. همان را بدون تغییر دوباره بفرستید: اگر انجام شده بود، نتیجه‌اش نشان داده می‌شود و دوباره پرداخت نمی‌شود.';

/** Answers the server gave again for a request it had already carried out (`idempotent-replayed`). */
const replayed = new WeakSet<object>();

export const REPLAYED_NOTE =
  'این همان درخواست قبلی شما بود که پاسخش به پنل نرسیده بود: نتیجه‌ی همان درخواست نشان داده شد و چیزی دوباره انجام یا کسر نشد.';

/**
 * The line to add under a success message when its answer was the first answer to the same request, sent again
 * (decision 054): the reseller learns that nothing happened twice, and that nothing new happened either.
 */
export function replayNote(result: unknown): string[] {
  return typeof result === 'object' && result !== null && replayed.has(result) ? [REPLAYED_NOTE] : [];
}

type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

/**
 * Calls an endpoint that moves money (decision 054). The same request sent again while its answer is missing (the
 * connection dropped, the server failed, the tab's dialog was closed and opened again) carries the same
 * Idempotency-Key, so the server gives the first answer instead of charging twice; once answered, the key is
 * forgotten and the same values sent later are a new purchase.
 */
export async function callOnce<E extends AnyEndpoint>(
  endpoint: Route<E>,
  ...[given]: OptionsArg<EndpointInput<E>>
): Promise<EndpointResponse<E>> {
  const options: LooseOptions = given ?? {};
  const request = JSON.stringify([endpoint.method, buildPath(endpoint.path, options.params), options.body ?? null]);
  const now = Date.now();
  for (const [held, entry] of unanswered) if (now - entry.sentAt > UNANSWERED_KEEP_MS) unanswered.delete(held);
  const entry = unanswered.get(request) ?? { key: newIdempotencyKey(), sentAt: now };
  unanswered.set(request, entry);
  let again = false;
  try {
    const sent: LooseOptions = {
      ...options,
      idempotencyKey: entry.key,
      onResponse: (response) => {
        again = response.headers.get('idempotent-replayed') === 'true';
      },
    };
    // The options were judged against the endpoint by this function's own signature.
    const result = await callApi(endpoint, ...([sent] as OptionsArg<CallOptions<E>>));
    unanswered.delete(request);
    if (again && typeof result === 'object' && result !== null) {
      replayed.add(result);
      // A purchase answers a list: each service of it was made by the first request too.
      if (Array.isArray(result)) for (const item of result) if (typeof item === 'object' && item) replayed.add(item);
    }
    return result;
  } catch (error) {
    if (refused(error)) unanswered.delete(request);
    // The one dialog tells the reseller how to find out without paying twice (a changed request would run anew).
    if (unknownOutcome(error)) {
      throw new ApiError({
        status: error.status,
        message: error.message,
        errors: [...error.errors, UNANSWERED_NOTE],
        code: error.code,
        handled: error.handled,
      });
    }
    throw error;
  }
}
