/**
 * Type-level tests of the API client (decision 032): `npm run typecheck` compiles this file and fails when a line
 * marked `@ts-expect-error` compiles after all. Nothing here runs; nothing imports it.
 */
import { giftCardRoutes, serviceRoutes, storeRoutes } from '@pishkhan/contract/routes';
import { callApi } from './api-client';
import { callOnce } from './idempotency';

export const typeChecks = [
  () => callApi(serviceRoutes.list, { query: { page: 2, search: '0912' } }),
  () => callApi(serviceRoutes.list),
  // @ts-expect-error: a misspelt query key does not compile.
  () => callApi(serviceRoutes.list, { query: { pgae: 2 } }),
  // @ts-expect-error: the services list takes no path parameters.
  () => callApi(serviceRoutes.list, { params: { id: 1 } }),

  () => callApi(serviceRoutes.downloadList, { params: { id: 7 } }),
  // @ts-expect-error: a misspelt path parameter does not compile.
  () => callApi(serviceRoutes.downloadList, { params: { di: 7 } }),
  // @ts-expect-error: a path with `:id` needs its id.
  () => callApi(serviceRoutes.downloadList),
  // @ts-expect-error: this endpoint reads no query string.
  () => callApi(serviceRoutes.downloadList, { params: { id: 7 }, query: { page: 1 } }),

  () => callApi(storeRoutes.publicOvpn, { params: { token: 'abc' }, query: { file: 'a.ovpn' } }),
  // @ts-expect-error: a query key the schema requires cannot be left out.
  () => callApi(serviceRoutes.ovpnDownload, { query: { user: 'u', pass: 'p' } }),
  // @ts-expect-error: a value outside the schema's enum does not compile.
  () => callApi(giftCardRoutes.list, { query: { state: 'lost' } }),
  // @ts-expect-error: an object is not a query value.
  () => callApi(serviceRoutes.list, { query: { search: { text: '0912' } } }),

  () => callOnce(serviceRoutes.remove, { params: { id: 1 } }),
  // @ts-expect-error: callOnce checks the same way.
  () => callOnce(serviceRoutes.remove, { params: { idd: 1 } }),
];
