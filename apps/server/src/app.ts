import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
  type RouteOptions,
} from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import { createDb, type DbHandle } from './db/create-db.js';
import { migrateToLatest } from './db/migrate.js';
import { apiTokensRoutes } from './modules/apitokens/apitokens.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { cryptoRoutes } from './modules/crypto/crypto.routes.js';
import { noticeSettingsRoutes } from './modules/events/notice-settings.routes.js';
import { giftCardsRoutes } from './modules/giftcards/giftcards.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { ipRangesRoutes } from './modules/ipranges/ipranges.routes.js';
import { nodesRoutes } from './modules/nodes/nodes.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { overviewRoutes } from './modules/overview/overview.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { provisioningRoutes } from './modules/provisioning/provisioning.routes.js';
import { radiusRoutes } from './modules/radius/radius.routes.js';
import { referralsRoutes } from './modules/referrals/referrals.routes.js';
import { servicesRoutes } from './modules/services/services.routes.js';
import type { AuthUser } from './modules/sessions/sessions.service.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { smsRoutes } from './modules/sms/sms.routes.js';
import { storeRoutes } from './modules/store/store.routes.js';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.js';
import { telegramRoutes } from './modules/telegram/telegram.routes.js';
import { transactionsRoutes } from './modules/transactions/transactions.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { volumeRoutes } from './modules/volume/volume.routes.js';
import { vouchersRoutes } from './modules/vouchers/vouchers.routes.js';
import type { HostLookup } from './modules/webhooks/webhook-destination.js';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.js';
import { answerSerializer } from './plugins/answer-serializer.js';
import { registerAuth } from './plugins/auth.js';
import { registerClientAddress } from './plugins/client-address.js';
import {
  clientErrorHandler,
  frameworkErrors,
  refuseWithoutHost,
  registerErrorHandler,
} from './plugins/error-handler.js';
import { registerMetrics } from './plugins/metrics.js';
import { loggedUrl } from './plugins/request-log.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWeb } from './plugins/web.js';
import { type Clock, createServices, type Services } from './services.js';
import { startWorker } from './worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    db: DbHandle;
    auth: { identify(request: FastifyRequest): Promise<AuthUser | null> };
  }
}

export interface AppOptions {
  config: Config;
  /** Tests move time forward to expire codes and throttles. */
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Where the app's own logger writes instead of stdout (tests capture it to check that nothing secret is logged). */
  logStream?: { write(line: string): void };
  /** Sees every route as it is registered: the authorization test lists them against the contract. */
  onRoute?: (route: RouteOptions) => void;
  /** Resolves webhook hosts instead of the system (tests of the private-address guard and of pinning). */
  lookup?: HostLookup;
}

/** The server's logger: its level and what a request's line holds (exported for the framework probe, `bench/framework.ts`). */
export const loggerOptions = (level: string) => ({
  level,
  // Capability tokens in the path and credentials in the query are masked (`loggedUrl`, decision 079). Headers (the
  // bearer token) are left out.
  serializers: {
    req: (req: { method: string; url: string; ip?: string }) => ({
      method: req.method,
      url: loggedUrl(req.url),
      remoteAddress: req.ip,
    }),
  },
});

/** One log line per request, written when it is answered with the request it answers (Fastify writes one more as it arrives). */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Answers of 1 KB or more go compressed to a client that accepts Brotli or gzip: a page of services is a few KB of
 * JSON, a batch of services hundreds. Up to 64 KB is compressed at once on the event loop, where a page's Brotli at
 * quality 3 is cheap; through the plugin's zlib stream (its default above 8 KB) the same page cost the loop several
 * times more (docs/PERFORMANCE.md). Request bodies are not decompressed.
 */
export const compressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  syncThreshold: 65_536,
  brotliOptions: {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 3,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
    },
  },
  globalDecompression: false,
} satisfies FastifyCompressOptions;

export async function buildApp({
  config,
  clock = { now: () => new Date() },
  logger,
  logStream,
  onRoute,
  lookup,
}: AppOptions) {
  const app = Fastify({
    logger: logStream
      ? { ...loggerOptions(config.logLevel), stream: logStream }
      : (logger ?? loggerOptions(config.logLevel)),
    bodyLimit: 1_048_576,
    http: { requireHostHeader: false },
    frameworkErrors,
    clientErrorHandler,
    logController: new OneLinePerRequest(),
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  registerClientAddress(app, config.trustProxy);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer(config.speed.compiledAnswers));
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  // After the security headers, so its refusal carries them (Node's own, turned off by `requireHostHeader`, has none).
  app.addHook('onRequest', refuseWithoutHost);

  const handle = createDb(config.database);
  await migrateToLatest(handle);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  // ioredis reconnects by itself; without a listener each failed attempt prints "Unhandled error event". `/api/ready`
  // and the throttles' own refusals say when Redis is away.
  redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'redis unreachable'));
  app.decorate('db', handle);
  app.decorate('services', createServices({ config, handle, redis, log: app.log, clock, lookup }));
  registerAuth(app);
  registerMetrics(app, config.metricsToken, app.services.metrics);
  app.addHook('onClose', async () => {
    await app.services.sms.settle();
    await app.services.radius.settle();
    await handle.close();
    await redis?.quit();
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Pishkhan API', description: 'The reseller panel API (docs/product/api.md)', version: '0.1.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A login session (POST /auth/login)' },
          // Decision 110: each endpoint a token may call names its scope in `x-scope` and its description.
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'pkh_…',
            description:
              'A reseller’s API token (توکن API نماینده), made in the panel or by POST /tokens; it calls only the endpoints whose scope (x-scope) it holds',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(fastifyCompress, compressOptions);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(profileRoutes);
  await app.register(settingsRoutes);
  await app.register(smsRoutes);
  await app.register(catalogueRoutes);
  await app.register(servicesRoutes);
  await app.register(referralsRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(transactionsRoutes);
  await app.register(notificationsRoutes);
  await app.register(nodesRoutes);
  await app.register(provisioningRoutes);
  await app.register(radiusRoutes);
  await app.register(ipRangesRoutes);
  await app.register(giftCardsRoutes);
  await app.register(auditRoutes);
  await app.register(overviewRoutes);
  await app.register(vouchersRoutes);
  await app.register(cryptoRoutes);
  await app.register(storeRoutes);
  await app.register(volumeRoutes);
  await app.register(webhooksRoutes);
  await app.register(telegramRoutes);
  await app.register(apiTokensRoutes);
  await app.register(noticeSettingsRoutes);
  await registerWeb(app, config.webDist);
  if (config.worker.enabled) {
    const stop = startWorker(app.services, app.log, config.worker);
    app.addHook('onClose', stop);
  }
  app.addHook('onClose', async () => app.services.cores.close());
  return app;
}
