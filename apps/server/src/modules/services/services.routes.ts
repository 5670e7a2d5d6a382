import { serviceAutoRenewEndpoints, serviceDeviceEndpoints, serviceEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function servicesRoutes(app: FastifyInstance) {
  const { services } = app.services;
  const e = serviceEndpoints;
  route(app, e.purchase, ({ user, body, idempotency, audit }) => services.purchase(user.id, body, idempotency, audit));
  route(app, e.trafficService, ({ user, body, idempotency, audit }) =>
    services.purchaseFromPool(user.id, body, idempotency, audit),
  );
  route(app, e.list, ({ user, query }) =>
    services.list(
      user.id,
      { customerId: query.user_id, status: query.status, paid: query.paid, search: query.search, sort: query.sort },
      query.page,
    ),
  );
  route(app, e.export, ({ user, query }) =>
    services.exportPage(
      user.id,
      { customerId: query.user_id, status: query.status, paid: query.paid, search: query.search, sort: query.sort },
      query.page,
    ),
  );
  route(app, e.bulkPreview, ({ user, body }) => services.bulkPreview(user.id, body));
  route(app, e.bulk, ({ user, body, idempotency }) => services.bulk(user.id, body, idempotency));
  route(app, e.groups, ({ user, query }) => services.groups(user.id, query.page));
  route(app, e.group, ({ user, params }) => services.group(user.id, params.id));
  route(app, e.downloadList, ({ user, params }) => services.downloadList(user.id, params.id));
  route(app, e.renew, ({ user, body, idempotency }) => services.renew(user.id, body, idempotency));
  route(app, e.trafficPrice, ({ user, body }) => services.trafficPrice(user.id, body.service_id));
  route(app, e.trafficCharge, ({ user, body, idempotency }) => services.trafficCharge(user.id, body, idempotency));
  route(app, e.trafficExtend, ({ user, body, idempotency }) => services.trafficExtend(user.id, body, idempotency));
  route(app, e.changeStatus, ({ user, body }) => services.changeStatus(user.id, body.service_id, body.banned));
  route(app, e.changePaid, ({ user, body }) => services.changePaid(user.id, body.service_id, body.paid));
  route(app, e.changeUser, ({ user, body }) => services.changeUser(user.id, body));
  route(app, e.note, ({ user, body }) => services.setNote(user.id, body.service_id, body.note));
  route(app, e.resetPassword, ({ user, body }) => services.resetPassword(user.id, body.service_id));
  route(app, e.resetLink, ({ user, body }) => services.resetLink(user.id, body.service_id));
  route(app, e.usage, ({ user, body }) => services.usage(user.id, body.service_id));
  route(app, e.ips, ({ user, body }) => services.ips(user.id, body.service_id));
  const d = serviceDeviceEndpoints;
  route(app, d.devices, ({ user, params }) => services.devices(user.id, params.id));
  route(app, d.removeDevice, ({ user, params }) => services.removeDevice(user.id, params.id, params.deviceId));
  route(app, d.limits, ({ user, body }) => services.setLimits(user.id, body));
  route(app, serviceAutoRenewEndpoints.autoRenew, ({ user, body }) =>
    services.setAutoRenew(user.id, body.service_id, body.enabled),
  );
  route(app, e.remove, ({ user, params, idempotency }) => services.remove(user.id, params.id, idempotency));
  route(app, e.ovpnDownload, ({ user, query }) => services.ovpnDownload(user.id, query));
  route(app, e.resellerInfo, ({ user }) => services.resellerInfo(user.id));
  route(app, e.myPackages, async ({ user, query }) => services.packagesFor(user.id, query.service_id));
}
