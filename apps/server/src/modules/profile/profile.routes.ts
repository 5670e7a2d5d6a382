import { profileEndpoints } from '@pishkhan/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';

export async function profileRoutes(app: FastifyInstance) {
  const { profile } = app.services;
  route(app, profileEndpoints.support, ({ user }) => profile.support(user.id));
  route(app, profileEndpoints.setSupport, ({ user, body }) => profile.setSupport(user.id, body));
  route(app, profileEndpoints.setName, ({ user, body }) => profile.setName(user.id, body.name));
  route(app, profileEndpoints.remarks, ({ user }) => profile.remarks(user.id));
  route(app, profileEndpoints.setRemarks, ({ user, body }) => profile.setRemarks(user.id, body));
}
