import { catalogueEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function catalogueRoutes(app: FastifyInstance) {
  const { catalogue } = app.services;
  const e = catalogueEndpoints;
  route(app, e.serverInfos, () => catalogue.serverInfos());
  route(app, e.ovpnFiles, () => catalogue.ovpnFileNames());
  route(app, e.adminPackageGroups, () => catalogue.adminGroups());
  route(app, e.createPackageGroup, ({ body }) => catalogue.createGroup(body));
  route(app, e.updatePackageGroup, ({ params, body }) => catalogue.updateGroup(params.id, body));
  route(app, e.createPackage, ({ body }) => catalogue.createPackage(body));
  route(app, e.updatePackage, ({ params, body }) => catalogue.updatePackage(params.id, body));
  route(app, e.adminServerInfos, () => catalogue.serverInfos());
  route(app, e.createServerInfo, ({ body }) => catalogue.createServerInfo(body));
  route(app, e.updateServerInfo, ({ params, body }) => catalogue.updateServerInfo(params.id, body));
  route(app, e.deleteServerInfo, ({ params }) => catalogue.deleteServerInfo(params.id));
  route(app, e.adminOvpnFiles, () => catalogue.adminOvpnFiles());
  route(app, e.createOvpnFile, ({ body }) => catalogue.createOvpnFile(body));
  route(app, e.deleteOvpnFile, ({ params }) => catalogue.deleteOvpnFile(params.id));
}
