import { volumeEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function volumeRoutes(app: FastifyInstance) {
  const { volume } = app.services;
  const e = volumeEndpoints;
  route(app, e.trafficPackages, ({ user }) => volume.packagesFor(user.id));
  route(app, e.trafficPackagesAlias, ({ user }) => volume.packagesFor(user.id));
  route(app, e.price, ({ user }) => volume.price(user.id));
  route(app, e.buyPackage, ({ user, body, idempotency }) => volume.buyPackage(user.id, body.package_id, idempotency));
  route(app, e.extend, ({ user, body, idempotency }) => volume.extend(user.id, body.traffic, idempotency));
  route(app, e.adminList, () => volume.adminList());
  route(app, e.adminCreate, ({ body }) => volume.create(body));
  route(app, e.adminUpdate, ({ params, body }) => volume.update(params.id, body));
  route(app, e.adminDeactivate, ({ params }) => volume.deactivate(params.id));
  route(app, e.adminGbPrice, () => volume.adminGbPrice());
  route(app, e.setAdminGbPrice, ({ body }) => volume.setAdminGbPrice(body.price));
  route(app, e.adminSetPool, ({ params, body }) => volume.setPool(params.id, body));
}
