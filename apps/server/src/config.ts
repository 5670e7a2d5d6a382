import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import type { ServiceEndpoint } from './integrations/core/accounts.js';
import { linkEndpoint } from './integrations/links/share-link.js';
import { CRASH_POINTS } from './lib/crash-point.js';
import { parseTrustedProxies } from './lib/trusted-proxies.js';

export const DEFAULT_SECRET = 'pishkhan-development-secret-change-me-0000';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'باید true یا false باشد' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

/** How many connections one process opens to PostgreSQL unless `DATABASE_POOL_SIZE` says otherwise (decision 071). */
export const DEFAULT_POOL_SIZE = 10;

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for SQLite)')
      .optional(),
    /** PostgreSQL: the most connections this process holds open at once (each request's queries wait for one). */
    DATABASE_POOL_SIZE: z.coerce
      .number()
      .int()
      .min(1, 'must be 1 or more')
      .max(200, 'must be 200 or fewer')
      .default(DEFAULT_POOL_SIZE),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    /** Keys in Redis start with this, so two panels (or test databases) can share one Redis. */
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w.-]{1,64}$/, 'must be letters, digits, dots or dashes')
      .default('pishkhan'),
    PUBLIC_URL: z.url('must be a URL such as https://panel.example.com').optional(),
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEFAULT_SECRET),
    DEMO_DATA: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
    REGISTRATION_ACTIVE: bool(true),
    SMS_PROVIDER: z.enum(['outbox', 'kavenegar']).default('outbox'),
    KAVENEGAR_API_KEY: z.string().optional(),
    KAVENEGAR_BASE_URL: z.url().default('https://api.kavenegar.com'),
    KAVENEGAR_LOGIN_TEMPLATE: z.string().default('pishkhan-login'),
    KAVENEGAR_REGISTER_TEMPLATE: z.string().default('pishkhan-register'),
    KAVENEGAR_SENDER: z.string().optional(),
    OTP_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(180),
    SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Calls one API token may make a minute (decision 110). */
    API_TOKEN_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
    /** `false`, how many proxies stand in front, or their addresses (decision 093). */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((text, ctx) => {
        const parsed = parseTrustedProxies(text);
        if (!('problems' in parsed)) return parsed;
        for (const message of parsed.problems) ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    BATCH_LIMIT: z.coerce.number().int().min(1).max(10_000).default(500),
    // Mechanisms kept for speed (docs/PERFORMANCE.md): they exist so that `bench/alternate.ts` can measure each
    // against its absence (`false` turns one off); production leaves them on.
    /** SQLite: the writes of one event-loop turn committed together (decision 037); off, Kysely's own driver. */
    SQLITE_GROUP_COMMIT: bool(true),
    /** SQLite: compiled statements kept by their SQL text (decision 033). */
    SQLITE_STATEMENT_CACHE: bool(true),
    /** PostgreSQL: each parameterised statement prepared once per connection (decision 039); also `false` behind a
     * pooler that cannot keep them (PgBouncer in transaction mode before 1.21). */
    DATABASE_PREPARED_STATEMENTS: bool(true),
    /** The hottest queries built and compiled once per shape (decision 045). */
    BUILT_ONCE: bool(true),
    /** A live session token read from the database at most once a second per process (decision 065). */
    SESSION_CACHE: bool(true),
    /** Answers checked against their endpoint's schema compiled by zod (decision 067). */
    COMPILED_ANSWERS: bool(true),
    /** How far V8 lets the old generation grow past what a full collection left alive, in per cent; 0 keeps V8's
     * own factor, which let the resident memory grow to several times what is alive under load (decision 040). */
    HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(300).default(50),
    WORKER: bool(true),
    USAGE_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    JOB_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
    NODE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    DELIVERY_DEADLINE_MINUTES: z.coerce.number().int().min(1).max(43_200).default(1440),
    /** Fair use of Xray addresses (decision 107): the window judged, the minutes of it over the limit that count as
     * sustained, and how long a pause lasts. */
    FAIR_USE_WINDOW_MINUTES: z.coerce.number().int().min(2).max(120).default(10),
    FAIR_USE_OVER_MINUTES: z.coerce.number().int().min(1).max(120).default(6),
    FAIR_USE_PAUSE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    /** Signed webhooks (decision 111): the first retry's wait (doubling after), private destinations allowed (local
     * tests only), failed attempts in a row that pause an endpoint. */
    WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    WEBHOOK_ALLOW_PRIVATE: bool(false),
    WEBHOOK_PAUSE_AFTER: z.coerce.number().int().min(1).max(1000).default(15),
    V2RAY_LINK_HOST: z.string().optional(),
    V2RAY_LINK_PORT: z.coerce.number().int().min(1).max(65535).default(443),
    V2RAY_PROTOCOL: z.enum(['vless', 'vmess']).default('vless'),
    V2RAY_TRANSPORT: z.enum(['tcp', 'ws', 'grpc']).default('tcp'),
    V2RAY_TLS: bool(true),
    V2RAY_PATH: z.string().default(''),
    PERFECTMONEY_ACCOUNT_ID: z.string().optional(),
    PERFECTMONEY_PASSPHRASE: z.string().optional(),
    PERFECTMONEY_PAYEE_ACCOUNT: z
      .string()
      .regex(/^U\d{5,12}$/, 'must be a USD account such as U1234567')
      .optional(),
    PERFECTMONEY_BASE_URL: z.url().default('https://perfectmoney.com'),
    CRYPTOMUS_MERCHANT: z.string().optional(),
    CRYPTOMUS_API_KEY: z.string().optional(),
    CRYPTOMUS_BASE_URL: z.url().default('https://api.cryptomus.com'),
    CRYPTOMUS_WEBHOOK_IPS: z.string().default(''),
    CRYPTO_MIN_TOMAN: z.coerce.number().int().min(0).default(300_000),
    ZARINPAL_BASE_URL: z.url().default('https://api.zarinpal.com'),
    ZARINPAL_STARTPAY_URL: z.url().default('https://www.zarinpal.com/pg/StartPay'),
    STORE_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    /** The bot @BotFather made for the provider's notices (decision 112); unset: Telegram off. */
    TELEGRAM_BOT_TOKEN: z
      .string()
      .regex(/^\d+:[\w-]{20,}$/, 'must be the token @BotFather gave, such as 123456789:AA…')
      .optional(),
    TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
    /** `GET /metrics` answers only a request bearing this token; unset: 404. */
    METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
    /** Scheduled backups: the folder, how often, how many kept; no folder, none. */
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_EVERY_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(24),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    /** The first admin, made at start on a database that has no admin yet (production's first start). */
    ADMIN_MOBILE: z.string().optional(),
    ADMIN_PASSWORD: z.string().optional(),
    /** Tests only (decision 024): `lib/crash-point.ts` reads them; here they are checked and refused in production. */
    CRASH_AT: z.enum(CRASH_POINTS, { error: `must be one of ${CRASH_POINTS.join(', ')}` }).optional(),
    CRASH_AFTER: z.coerce.number().int().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.SMS_PROVIDER === 'kavenegar' && !env.KAVENEGAR_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['KAVENEGAR_API_KEY'], message: 'is required when SMS_PROVIDER=kavenegar' });
    }
    const pm = [env.PERFECTMONEY_ACCOUNT_ID, env.PERFECTMONEY_PASSPHRASE, env.PERFECTMONEY_PAYEE_ACCOUNT];
    if (pm.some(Boolean) && !pm.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PERFECTMONEY_ACCOUNT_ID'],
        message: 'PERFECTMONEY_ACCOUNT_ID, PERFECTMONEY_PASSPHRASE and PERFECTMONEY_PAYEE_ACCOUNT go together',
      });
    }
    if (Boolean(env.ADMIN_MOBILE) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_MOBILE'], message: 'ADMIN_MOBILE and ADMIN_PASSWORD go together' });
    }
    if (Boolean(env.CRYPTOMUS_MERCHANT) !== Boolean(env.CRYPTOMUS_API_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['CRYPTOMUS_MERCHANT'],
        message: 'CRYPTOMUS_MERCHANT and CRYPTOMUS_API_KEY go together',
      });
    }
    if (env.NODE_ENV === 'production') {
      if (env.CRASH_AT) {
        ctx.addIssue({ code: 'custom', path: ['CRASH_AT'], message: 'production refuses crash points (tests only)' });
      }
      if (env.APP_SECRET === DEFAULT_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'production refuses the default secret' });
      }
      if (env.DEMO_DATA && ['true', '1', 'yes'].includes(env.DEMO_DATA)) {
        ctx.addIssue({ code: 'custom', path: ['DEMO_DATA'], message: 'production refuses demo data' });
      }
      if (!env.PUBLIC_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message: 'is required in production (used in invite links)',
        });
      }
    }
  });

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof EnvSchema>, baseDir: string, envFile: string | undefined) {
  const dataDir = path.resolve(baseDir, env.DATA_DIR);
  const database = env.DATABASE_URL
    ? ({
        dialect: 'postgres',
        url: env.DATABASE_URL,
        prepare: env.DATABASE_PREPARED_STATEMENTS,
        poolSize: env.DATABASE_POOL_SIZE,
      } as const)
    : ({
        dialect: 'sqlite',
        file: path.join(dataDir, 'pishkhan.sqlite'),
        groupCommit: env.SQLITE_GROUP_COMMIT,
        statementCache: env.SQLITE_STATEMENT_CACHE,
      } as const);
  const backup = env.BACKUP_DIR
    ? { dir: path.resolve(baseDir, env.BACKUP_DIR), everyHours: env.BACKUP_EVERY_HOURS, keep: env.BACKUP_KEEP }
    : undefined;
  return {
    /** The env file read besides the environment (`ENV_FILE`, or `pishkhan.env` where it exists); none: undefined. */
    envFile,
    env: env.NODE_ENV,
    production: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    secret: env.APP_SECRET,
    demoData: env.DEMO_DATA ? ['true', '1', 'yes'].includes(env.DEMO_DATA) : env.NODE_ENV !== 'production',
    registrationActive: env.REGISTRATION_ACTIVE,
    sms: {
      provider: env.SMS_PROVIDER,
      kavenegar: {
        apiKey: env.KAVENEGAR_API_KEY ?? '',
        baseUrl: env.KAVENEGAR_BASE_URL,
        loginTemplate: env.KAVENEGAR_LOGIN_TEMPLATE,
        registerTemplate: env.KAVENEGAR_REGISTER_TEMPLATE,
        sender: env.KAVENEGAR_SENDER,
      },
    },
    otpTtlSeconds: env.OTP_TTL_SECONDS,
    sessionDays: env.SESSION_DAYS,
    apiTokenRatePerMinute: env.API_TOKEN_RATE_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    heapGrowingPercent: env.HEAP_GROWING_PERCENT,
    /**
     * The speed mechanisms outside the database drivers (theirs are in `database`): queries built once, sessions kept a
     * second, compiled answers.
     */
    speed: {
      builtOnce: env.BUILT_ONCE,
      sessionCache: env.SESSION_CACHE,
      compiledAnswers: env.COMPILED_ANSWERS,
    },
    batchLimit: env.BATCH_LIMIT,
    worker: {
      enabled: env.WORKER,
      usageIntervalMs: env.USAGE_INTERVAL_MS,
      jobIntervalMs: env.JOB_INTERVAL_MS,
      storeIntervalMs: env.STORE_INTERVAL_MS,
      /** Scheduled backups of this database (`backup/scheduled-backups.ts`); unset: none. */
      backup: backup && { ...backup, database },
    },
    nodeTimeoutMs: env.NODE_TIMEOUT_MS,
    metricsToken: env.METRICS_TOKEN,
    backup,
    firstAdmin:
      env.ADMIN_MOBILE && env.ADMIN_PASSWORD ? { mobile: env.ADMIN_MOBILE, password: env.ADMIN_PASSWORD } : undefined,
    deliveryDeadlineMinutes: env.DELIVERY_DEADLINE_MINUTES,
    fairUse: {
      windowMinutes: env.FAIR_USE_WINDOW_MINUTES,
      overMinutes: Math.min(env.FAIR_USE_OVER_MINUTES, env.FAIR_USE_WINDOW_MINUTES),
      pauseMinutes: env.FAIR_USE_PAUSE_MINUTES,
    },
    webhooks: {
      retryBaseMs: env.WEBHOOK_RETRY_BASE_MS,
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
      pauseAfter: env.WEBHOOK_PAUSE_AFTER,
    },
    /** Until nodes are configured, links point at this one public endpoint. */
    v2rayLink: {
      ...linkEndpoint({
        protocol: env.V2RAY_PROTOCOL,
        address: env.V2RAY_LINK_HOST ?? new URL(env.PUBLIC_URL ?? 'http://localhost').hostname,
        port: env.V2RAY_LINK_PORT,
        transport: env.V2RAY_TRANSPORT,
        security: env.V2RAY_TLS ? 'tls' : 'none',
        path: env.V2RAY_TRANSPORT === 'grpc' ? '' : env.V2RAY_PATH,
        service_name: env.V2RAY_TRANSPORT === 'grpc' ? env.V2RAY_PATH : '',
      }),
      ss_server_key: '',
    } satisfies ServiceEndpoint as ServiceEndpoint,
    perfectMoney:
      env.PERFECTMONEY_ACCOUNT_ID && env.PERFECTMONEY_PASSPHRASE && env.PERFECTMONEY_PAYEE_ACCOUNT
        ? {
            accountId: env.PERFECTMONEY_ACCOUNT_ID,
            passPhrase: env.PERFECTMONEY_PASSPHRASE,
            payeeAccount: env.PERFECTMONEY_PAYEE_ACCOUNT,
            baseUrl: env.PERFECTMONEY_BASE_URL,
          }
        : undefined,
    cryptomus:
      env.CRYPTOMUS_MERCHANT && env.CRYPTOMUS_API_KEY
        ? { merchant: env.CRYPTOMUS_MERCHANT, apiKey: env.CRYPTOMUS_API_KEY, baseUrl: env.CRYPTOMUS_BASE_URL }
        : undefined,
    cryptomusBaseUrl: env.CRYPTOMUS_BASE_URL,
    /** Empty: any sender (the signature and the confirmation through Cryptomus's API still decide). */
    cryptomusWebhookIps: env.CRYPTOMUS_WEBHOOK_IPS.split(',')
      .map((ip) => ip.trim())
      .filter(Boolean),
    cryptoMinToman: env.CRYPTO_MIN_TOMAN,
    zarinpal: { baseUrl: env.ZARINPAL_BASE_URL, startPayUrl: env.ZARINPAL_STARTPAY_URL },
    telegram: { botToken: env.TELEGRAM_BOT_TOKEN, apiUrl: env.TELEGRAM_API_URL },
    webDist: env.WEB_DIST ? path.resolve(baseDir, env.WEB_DIST) : path.resolve(import.meta.dirname, '../../web/dist'),
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The env file's name in the working directory when `ENV_FILE` does not name one. */
export const DEFAULT_ENV_FILE = 'pishkhan.env';

/**
 * The env file the server and `npm run admin` both read: `ENV_FILE` (which must exist), else `pishkhan.env` in the
 * working directory where there is one. Its values fill what the environment leaves unset (docs/backups.md,
 * decision 097).
 */
function readEnvFile(env: NodeJS.ProcessEnv, baseDir: string): { file?: string; values: Record<string, string> } {
  const named = env.ENV_FILE ? path.resolve(baseDir, env.ENV_FILE) : undefined;
  const file = named ?? path.resolve(baseDir, DEFAULT_ENV_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (!named && (error as NodeJS.ErrnoException).code === 'ENOENT') return { values: {} };
    throw new ConfigError([`ENV_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? error})`]);
  }
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(parseEnv(text))) if (value !== undefined) values[key] = value;
  return { file, values };
}

/**
 * Reads the configuration once at start and fails with every problem listed. With no argument (the server and
 * `npm run admin`) it is the environment plus the env file; given an environment (tests), that alone, unless it names
 * an `ENV_FILE`. Relative paths resolve from where `npm` was invoked (INIT_CWD), so `npm start` keeps `./data` at the
 * root.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const baseDir = env.INIT_CWD ?? process.cwd();
  const fromFile = env === process.env || env.ENV_FILE ? readEnvFile(env, baseDir) : { values: {} };
  const merged = { ...fromFile.values, ...env };
  const blankless = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(blankless);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  }
  return toConfig(parsed.data, baseDir, fromFile.file);
}

/** Which database a target is, for a person: the SQLite file, or PostgreSQL's user, host and database (no password). */
export function describeDatabase(database: Config['database']): string {
  if (database.dialect === 'sqlite') return `SQLite ${database.file}`;
  const url = new URL(database.url);
  const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
  const host = url.hostname || url.searchParams.get('host') || 'localhost';
  return `PostgreSQL ${user}${host}:${url.port || '5432'}/${decodeURIComponent(url.pathname.slice(1))}`;
}
