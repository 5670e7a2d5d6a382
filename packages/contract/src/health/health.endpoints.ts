import { endpoint } from '../endpoint.js';
import { HealthSchema, ReadySchema } from './health.schemas.js';

/** For load balancers and orchestrators: no login, no throttle, no maintenance (decision 096). */
export const healthEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    auth: 'public',
    summary: 'The process answers (liveness); reads no database',
    response: HealthSchema,
  }),
  ready: endpoint({
    method: 'GET',
    path: '/ready',
    auth: 'public',
    summary: 'The database answers, its migrations are current and Redis answers when configured (readiness)',
    description: 'Answers 503 NOT_READY with one Persian line per failing part.',
    response: ReadySchema,
  }),
};
