import { API_TOKEN_PREFIX } from '@pishkhan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../modules/sessions/sessions.service.js';

const identified = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

/**
 * Reads `Authorization: Bearer <token>` once per request: a reseller's API token by its prefix (decision 110), else a
 * login session. A session token that happens to begin with the prefix is still found, after the token lookup.
 */
const identifyBearer = (app: FastifyInstance, value: string) =>
  value.startsWith(API_TOKEN_PREFIX)
    ? app.services.apiTokens.identify(value).then((user) => user ?? app.services.sessions.identify(value))
    : app.services.sessions.identify(value);

export function registerAuth(app: FastifyInstance) {
  app.decorate('auth', {
    identify(request: FastifyRequest) {
      let found = identified.get(request);
      if (!found) {
        const header = request.headers.authorization ?? '';
        const match = /^Bearer\s+(\S{20,200})$/i.exec(header);
        found = match?.[1] ? identifyBearer(app, match[1]) : Promise.resolve(null);
        identified.set(request, found);
      }
      return found;
    },
  });
}
