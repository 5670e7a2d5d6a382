import type { Endpoint } from '@pishkhan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../app-error.js';
import type { IdempotencyScope } from '../modules/idempotency/idempotency.service.js';
import type { AuthUser } from '../modules/sessions/sessions.service.js';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteContext<E extends Endpoint> {
  params: Infer<NonNullable<E['params']>>;
  query: Infer<NonNullable<E['query']>>;
  body: Infer<NonNullable<E['body']>>;
  /** The caller; null only on public endpoints. */
  user: E['auth'] extends 'public' ? AuthUser | null : AuthUser;
  /** Present when the endpoint moves money and the client sent an Idempotency-Key. */
  idempotency: IdempotencyScope | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<E extends Endpoint> = (ctx: RouteContext<E>) => Promise<z.input<E['response']>>;

const ROLE_OF: Record<Endpoint['auth'], AuthUser['type'][] | null> = {
  public: null,
  any: ['ADMIN', 'RESELLER'],
  reseller: ['RESELLER'],
  admin: ['ADMIN'],
};

/**
 * Registers one contract endpoint under /api with its zod schemas, its role and, for calls that move money,
 * idempotency. Reseller endpoints answer 401 to any other role (the panel then logs out, spec section 5).
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: RouteHandler<E>) {
  const roles = ROLE_OF[endpoint.auth];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.path.split('/')[1] ?? 'api'],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.auth !== 'public' ? { security: [{ bearer: [] }] } : {}),
      response: { 200: endpoint.response },
    },
    // Who may call is settled before validation, so a stranger learns nothing from a 422.
    preValidation: async (request) => {
      const user = await app.auth.identify(request);
      if (roles && (!user || !roles.includes(user.type))) throw new AppError('UNAUTHORIZED');
      if (endpoint.auth === 'reseller' && (await app.services.settings.isUnderMaintenance())) {
        throw new AppError('UNDER_MAINTENANCE');
      }
    },
    handler: async (request, reply) => {
      const user = await app.auth.identify(request);
      const ctx = {
        params: request.params,
        query: request.query,
        body: request.body,
        user,
        idempotency: undefined,
        request,
        reply,
      } as RouteContext<E>;
      const key = request.headers['idempotency-key'];
      if (!endpoint.idempotent || typeof key !== 'string' || !user) return handler(ctx);
      return app.services.idempotency.run(
        { userId: user.id, key, method: endpoint.method, path: request.url, body: request.body },
        reply,
        (scope) => handler({ ...ctx, idempotency: scope }),
      );
    },
  });
}
