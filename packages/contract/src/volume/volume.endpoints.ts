import { z } from 'zod';
import { IdParamsSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { PriceSchema } from '../services/service.schemas.js';
import { UserSchema } from '../users/user.schemas.js';
import {
  AdminTrafficPackageSchema,
  BuyTrafficPackageBodySchema,
  ExtendTrafficPoolBodySchema,
  SetTrafficPoolBodySchema,
  TrafficGbPriceBodySchema,
  TrafficPackageBodySchema,
  TrafficPackageSchema,
  UpdateTrafficPackageBodySchema,
} from './volume.schemas.js';

const trafficPackages = (path: string, summary: string) =>
  endpoint({
    method: 'GET',
    path,
    auth: 'reseller',
    scope: 'services:read',
    summary,
    response: z.array(TrafficPackageSchema),
  });

/** Volume (traffic-pool) services, docs/product/api.md#volume-services and docs/decisions/017-traffic-pool.md. */
export const volumeEndpoints = {
  trafficPackages: trafficPackages('/packages/trafficpackages', 'Traffic packages on sale, at the caller’s prices'),
  /** The API keeps both paths; this one is the same list (decision 017). */
  trafficPackagesAlias: trafficPackages('/trafficpackages', 'Same as /packages/trafficpackages'),
  price: endpoint({
    method: 'GET',
    path: '/trafficservices/price',
    auth: 'reseller',
    scope: 'services:read',
    summary: 'The caller’s price of one extra pool GB (0: not on sale)',
    response: PriceSchema,
  }),
  buyPackage: endpoint({
    method: 'POST',
    path: '/trafficservices/package',
    auth: 'reseller',
    scope: 'services:write',
    summary: 'Buy a traffic package into the pool: one debit; a live pool grows and lasts longer, else a new pool',
    body: BuyTrafficPackageBodySchema,
    response: UserSchema,
    idempotent: true,
  }),
  extend: endpoint({
    method: 'POST',
    path: '/trafficservices/extend',
    auth: 'reseller',
    scope: 'services:write',
    summary: 'Buy extra GB into the live pool at /trafficservices/price: one debit',
    body: ExtendTrafficPoolBodySchema,
    response: UserSchema,
    idempotent: true,
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/admin/trafficpackages',
    auth: 'admin',
    summary: 'Every traffic package, at list prices',
    response: z.array(AdminTrafficPackageSchema),
  }),
  adminCreate: endpoint({
    method: 'POST',
    path: '/admin/trafficpackages',
    auth: 'admin',
    summary: 'Create a traffic package',
    body: TrafficPackageBodySchema,
    response: AdminTrafficPackageSchema,
  }),
  adminUpdate: endpoint({
    method: 'PUT',
    path: '/admin/trafficpackages/:id',
    auth: 'admin',
    summary: 'Change a traffic package (pools already bought keep their terms)',
    params: IdParamsSchema,
    body: UpdateTrafficPackageBodySchema,
    response: AdminTrafficPackageSchema,
  }),
  adminDeactivate: endpoint({
    method: 'DELETE',
    path: '/admin/trafficpackages/:id',
    auth: 'admin',
    summary: 'Withdraw a traffic package from sale (kept for the ledger’s references)',
    params: IdParamsSchema,
    response: AdminTrafficPackageSchema,
  }),
  adminGbPrice: endpoint({
    method: 'GET',
    path: '/admin/settings/trafficgbprice',
    auth: 'admin',
    summary: 'List price of one extra pool GB, before a reseller’s discount',
    response: PriceSchema,
  }),
  setAdminGbPrice: endpoint({
    method: 'PUT',
    path: '/admin/settings/trafficgbprice',
    auth: 'admin',
    summary: 'Set the list price of one extra pool GB (0 stops selling extra GB)',
    body: TrafficGbPriceBodySchema,
    response: PriceSchema,
  }),
  adminSetPool: endpoint({
    method: 'PUT',
    path: '/admin/users/:id/pool',
    auth: 'admin',
    summary: 'Grant or correct a reseller’s traffic pool (moves no money)',
    params: IdParamsSchema,
    body: SetTrafficPoolBodySchema,
    response: UserSchema,
  }),
};
