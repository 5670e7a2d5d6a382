import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../modules/sessions/sessions.service.js';

const identified = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

/** Reads `Authorization: Bearer <token>` once per request. */
export function registerAuth(app: FastifyInstance) {
  app.decorate('auth', {
    identify(request: FastifyRequest) {
      let found = identified.get(request);
      if (!found) {
        const header = request.headers.authorization ?? '';
        const match = /^Bearer\s+(\S{20,200})$/i.exec(header);
        found = match?.[1] ? app.services.sessions.identify(match[1]) : Promise.resolve(null);
        identified.set(request, found);
      }
      return found;
    },
  });
}
