import { authEndpoints } from '@pishkhan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../plugins/route.js';

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

export async function authRoutes(app: FastifyInstance) {
  const { auth } = app.services;
  route(app, authEndpoints.sendToken, ({ body, request }) => auth.sendLoginCode(body.mobile, clientOf(request)));
  route(app, authEndpoints.sendRegisterToken, ({ body, request }) =>
    auth.sendRegisterCode(body.mobile, body.code, clientOf(request)),
  );
  route(app, authEndpoints.register, ({ body, request }) => auth.register(body, clientOf(request)));
  route(app, authEndpoints.login, ({ body, request }) => auth.login(body, clientOf(request)));
  route(app, authEndpoints.me, ({ user }) => auth.me(user.id));
  route(app, authEndpoints.changePassword, ({ body, user }) =>
    auth.changePassword(user.id, user.tokenId, body.password),
  );
  route(app, authEndpoints.logout, ({ user }) => auth.logout(user.tokenId));
  route(app, authEndpoints.loginLink, ({ params }) => auth.issueLoginLink(params.id));
}
