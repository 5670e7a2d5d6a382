import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { DbHandle } from './db/create-db.js';
import { createCryptomusClient } from './integrations/cryptomus/cryptomus.js';
import { createPerfectMoneyClient } from './integrations/perfectmoney/perfectmoney.js';
import { createZarinpalClient } from './integrations/zarinpal/zarinpal.js';
import { createSignal, transactionRunner } from './lib/after-commit.js';
import { createApiTokensService } from './modules/apitokens/apitokens.service.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createCatalogueService } from './modules/catalogue/catalogue.service.js';
import { createCryptoService } from './modules/crypto/crypto.service.js';
import { createEmailService } from './modules/email/email.service.js';
import { createEventsService } from './modules/events/events.service.js';
import { createFairUseService } from './modules/fairuse/fairuse.service.js';
import { createGiftCardsService } from './modules/giftcards/giftcards.service.js';
import { createHealthService } from './modules/health/health.service.js';
import { createIdempotencyService } from './modules/idempotency/idempotency.service.js';
import { createIpRangesService } from './modules/ipranges/ipranges.service.js';
import { createLedgerService } from './modules/ledger/ledger.service.js';
import { createMetricsService } from './modules/metrics/metrics.service.js';
import { createCoreClients } from './modules/nodes/core-clients.js';
import { createNodesService } from './modules/nodes/nodes.service.js';
import { createNodeRegistry } from './modules/nodes/registry.service.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createOverviewService } from './modules/overview/overview.service.js';
import { createProfileService } from './modules/profile/profile.service.js';
import { createProvisioningService } from './modules/provisioning/provisioning.service.js';
import { createRadiusService } from './modules/radius/radius.service.js';
import { createReferralPayments } from './modules/referrals/referral-payments.js';
import { createReferralsService } from './modules/referrals/referrals.service.js';
import { createServicesService } from './modules/services/services.service.js';
import { createSessionsService } from './modules/sessions/sessions.service.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { createSmsService } from './modules/sms/sms.service.js';
import { createStoreService } from './modules/store/store.service.js';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service.js';
import { createTelegramService } from './modules/telegram/telegram.service.js';
import { createThrottleService } from './modules/throttle/throttle.service.js';
import { createTransactionsService } from './modules/transactions/transactions.service.js';
import { createUsageService } from './modules/usage/usage.service.js';
import { createUsersService } from './modules/users/users.service.js';
import { createVolumeService } from './modules/volume/volume.service.js';
import { createVouchersService } from './modules/vouchers/vouchers.service.js';
import { createWebhookDeliveryService } from './modules/webhooks/webhook-delivery.service.js';
import { type HostLookup, systemLookup } from './modules/webhooks/webhook-destination.js';
import { createWebhooksService } from './modules/webhooks/webhooks.service.js';

export interface Clock {
  now(): Date;
}

/** Wires every module's service once; routes reach them through `app.services`. */
export function createServices(deps: {
  config: Config;
  handle: DbHandle;
  redis: Redis | undefined;
  log: FastifyBaseLogger;
  clock: Clock;
  /** Where webhook hosts are resolved (tests answer their own addresses); the system's resolver by default. */
  lookup?: HostLookup | undefined;
}) {
  const { config, handle, redis, log } = deps;
  const db = handle.db;
  const now = () => deps.clock.now();
  const withTransaction = transactionRunner(db);
  /** Provisioning work was queued and committed: the worker of this process starts on it (the others poll). */
  const jobsQueued = createSignal();

  const settings = createSettingsService({ db, now });
  const telegram = createTelegramService({ db, now, log, withTransaction, config: config.telegram });
  /** Webhook deliveries were written and committed: this process's dispatcher sends them (the others poll). */
  const webhooksQueued = createSignal();
  const lookup = deps.lookup ?? systemLookup;
  const webhooks = createWebhooksService({
    db,
    now,
    withTransaction,
    webhooksQueued,
    lookup,
    allowPrivate: config.webhooks.allowPrivate,
  });
  // What reseller-facing events reach: each sink writes its outbox in the transaction of the change (decision 113).
  const events = createEventsService({
    db,
    dialect: handle.dialect,
    now,
    withTransaction,
    sinks: [webhooks, telegram.sink],
  });
  const throttle = createThrottleService({ db, redis, redisPrefix: config.redisPrefix, now });
  const idempotency = createIdempotencyService({ db, now });
  const ledger = createLedgerService({ now, events });
  const sessions = createSessionsService({ db, now, sessionDays: config.sessionDays, keep: config.speed.sessionCache });
  const apiTokens = createApiTokensService({ db, now, throttle, ratePerMinute: config.apiTokenRatePerMinute });
  const sms = createSmsService({ db, config, log, now });
  const users = createUsersService({
    db,
    now,
    publicUrl: config.publicUrl,
    ledger,
    sessions,
    idempotency,
    topUps: { perfectMoney: config.perfectMoney !== undefined, crypto: config.cryptomus !== undefined },
    withTransaction,
  });
  const auth = createAuthService({
    db,
    now,
    secret: config.secret,
    publicUrl: config.publicUrl,
    otpTtlSeconds: config.otpTtlSeconds,
    registrationActive: config.registrationActive,
    users,
    sessions,
    sms,
    throttle,
    withTransaction,
  });
  const profile = createProfileService({ db, now, users });
  const catalogue = createCatalogueService({ db, now, withTransaction });
  const ipRanges = createIpRangesService({ db, withTransaction });
  const radius = createRadiusService({ db, ipRanges, log, now });
  const cores = createCoreClients({ timeoutMs: config.nodeTimeoutMs });
  const audit = createAuditService({ db, now, log });
  // Calls between the node modules go one way: provisioning reads the registry, and the nodes service's changes queue
  // provisioning work in their own transaction (a plain call, since an after-commit event could not queue atomically).
  const registry = createNodeRegistry({ db });
  const provisioning = createProvisioningService({ db, now, log, withTransaction, cores, nodes: registry });
  const nodes = createNodesService({
    db,
    now,
    log,
    withTransaction,
    secret: config.secret,
    cores,
    registry,
    provisioning,
    jobsQueued,
    audit,
    telegram,
  });
  const notifications = createNotificationsService({ db, now, users });
  const webhookDelivery = createWebhookDeliveryService({
    db,
    now,
    log,
    withTransaction,
    notifications,
    lookup,
    policy: config.webhooks,
  });
  const fairuse = createFairUseService({
    db,
    now,
    log,
    withTransaction,
    cores,
    nodes,
    provisioning,
    notifications,
    jobsQueued,
    policy: config.fairUse,
  });
  const overview = createOverviewService({ db, now, provisioning });
  const referralPayments = createReferralPayments({ users, ledger });
  const volume = createVolumeService({
    db,
    now,
    ledger,
    users,
    referrals: referralPayments,
    settings,
    idempotency,
    withTransaction,
  });
  const services = createServicesService({
    db,
    dialect: handle.dialect,
    jobsQueued,
    now,
    batchLimit: config.batchLimit,
    deliveryDeadlineMinutes: config.deliveryDeadlineMinutes,
    link: config.v2rayLink,
    publicUrl: config.publicUrl,
    nodes,
    fairuse,
    provisioning,
    ledger,
    users,
    referrals: referralPayments,
    catalogue,
    radius,
    volume,
    notifications,
    events,
    idempotency,
    audit,
    withTransaction,
  });
  // Usage is made after services and calls it (nothing in services calls usage): the services it stopped have their
  // RADIUS rows rewritten once each chunk commits.
  const usage = createUsageService({
    db,
    dialect: handle.dialect,
    now,
    log,
    withTransaction,
    cores,
    nodes,
    provisioning,
    events,
    services,
  });
  const subscriptions = createSubscriptionsService({
    db,
    now,
    publicUrl: config.publicUrl,
    link: config.v2rayLink,
    services,
    provisioning,
    workingEndpointsFor: nodes.workingEndpointsFor,
    profile,
    throttle,
  });
  const transactions = createTransactionsService({
    db,
    topUps: { perfectmoney: config.perfectMoney !== undefined, crypto: config.cryptomus !== undefined },
  });
  const health = createHealthService({ handle, redis });
  // Only when something may scrape them: a registry with the process's default metrics costs timers (decision 096).
  const metrics = config.metricsToken ? createMetricsService({ provisioning, transactions, now }) : undefined;
  const giftCards = createGiftCardsService({ db, now, ledger, throttle, idempotency, withTransaction });
  const vouchers = createVouchersService({
    db,
    now,
    log,
    perfectMoney: config.perfectMoney && createPerfectMoneyClient(config.perfectMoney),
    ledger,
    users,
    settings,
    throttle,
    idempotency,
    withTransaction,
  });
  const crypto = createCryptoService({
    db,
    now,
    log,
    cryptomus: config.cryptomus && createCryptomusClient(config.cryptomus),
    publicUrl: config.publicUrl,
    minToman: config.cryptoMinToman,
    webhookIps: config.cryptomusWebhookIps,
    ledger,
    users,
    settings,
    withTransaction,
  });
  const email = createEmailService({ db, now, log, users, throttle });
  const referrals = createReferralsService({ users, services, email });
  const store = createStoreService({
    db,
    now,
    log,
    publicUrl: config.publicUrl,
    zarinpal: createZarinpalClient(config.zarinpal),
    cryptomus: (keys) => createCryptomusClient({ ...keys, baseUrl: config.cryptomusBaseUrl }),
    users,
    catalogue,
    services,
    settings,
    notifications,
    profile,
    throttle,
    events,
    withTransaction,
  });
  return {
    webhooks,
    webhookDelivery,
    webhooksQueued,
    settings,
    events,
    telegram,
    subscriptions,
    throttle,
    idempotency,
    ledger,
    sessions,
    apiTokens,
    sms,
    users,
    auth,
    profile,
    catalogue,
    ipRanges,
    radius,
    cores,
    nodes,
    provisioning,
    usage,
    services,
    transactions,
    giftCards,
    vouchers,
    crypto,
    volume,
    notifications,
    fairuse,
    audit,
    overview,
    store,
    email,
    referrals,
    health,
    metrics,
    withTransaction,
    jobsQueued,
  };
}
export type Services = ReturnType<typeof createServices>;
