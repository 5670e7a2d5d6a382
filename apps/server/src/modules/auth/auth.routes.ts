import { authEndpoints } from '@pishkhan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../plugins/route.js';
import { RetryLaterError } from './auth.service.js';

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/** A refused send says when to ask again, as HTTP says it (decision 100). */
const sayWhenToRetry = async <T>(reply: FastifyReply, send: Promise<T>) => {
  try {
    return await send;
  } catch (error) {
    if (error instanceof RetryLaterError) reply.header('Retry-After', String(error.retryAfter));
    throw error;
  }
};

export async function authRoutes(app: FastifyInstance) {
  const { auth } = app.services;
  route(app, authEndpoints.sendToken, ({ body, request, reply }) =>
    sayWhenToRetry(reply, auth.sendLoginCode(body.mobile, clientOf(request))),
  );
  route(app, authEndpoints.sendRegisterToken, ({ body, request, reply }) =>
    sayWhenToRetry(reply, auth.sendRegisterCode(body.mobile, body.code, clientOf(request))),
  );
  route(app, authEndpoints.sendPasswordToken, ({ user, request, reply }) =>
    sayWhenToRetry(reply, auth.sendPasswordCode(user.id, clientOf(request))),
  );
  route(app, authEndpoints.register, ({ body, request }) => auth.register(body, clientOf(request)));
  route(app, authEndpoints.login, ({ body, request }) => auth.login(body, clientOf(request)));
  route(app, authEndpoints.me, ({ user }) => auth.me(user.id));
  route(app, authEndpoints.changePassword, ({ body, user, request }) =>
    auth.changePassword(user.id, user.tokenId, body, clientOf(request)),
  );
  route(app, authEndpoints.logout, ({ user }) => auth.logout(user.tokenId));
  route(app, authEndpoints.loginLink, ({ params }) => auth.issueLoginLink(params.id));
}
