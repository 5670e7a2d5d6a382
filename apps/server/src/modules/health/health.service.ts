import type { Ready } from '@pishkhan/contract';
import type { Redis } from 'ioredis';
import { AppError } from '../../app-error.js';
import type { DbHandle } from '../../db/create-db.js';
import { migrationDrift } from '../../db/migrate.js';

/** How long a part may take to answer before readiness calls it down: a balancer's probe times out at a few seconds. */
const CHECK_TIMEOUT_MS = 2000;

/** `work`, or a rejection once `CHECK_TIMEOUT_MS` pass. */
async function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const listed = (names: string[]) => names.join('، ');

/** Readiness (decision 096): what must answer for this instance to take requests. */
export function createHealthService(deps: { handle: DbHandle; redis: Redis | undefined }) {
  async function databaseProblems(): Promise<string[]> {
    let drift: Awaited<ReturnType<typeof migrationDrift>>;
    try {
      drift = await within(migrationDrift(deps.handle));
    } catch {
      return ['پایگاه داده پاسخ نمی‌دهد'];
    }
    const problems: string[] = [];
    if (drift.pending.length > 0) {
      problems.push(`مهاجرت‌های پایگاه داده کامل نیست؛ اجرا نشده: ${listed(drift.pending)}`);
    }
    if (drift.unknown.length > 0) {
      problems.push(`پایگاه داده مهاجرت‌هایی دارد که این نسخه نمی‌شناسد: ${listed(drift.unknown)}`);
    }
    return problems;
  }

  async function redisProblems(redis: Redis): Promise<string[]> {
    try {
      await within(redis.ping());
      return [];
    } catch {
      return ['Redis پاسخ نمی‌دهد'];
    }
  }

  return {
    async ready(): Promise<Ready> {
      const [database, redis] = await Promise.all([
        databaseProblems(),
        deps.redis ? redisProblems(deps.redis) : Promise.resolve([]),
      ]);
      const problems = [...database, ...redis];
      if (problems.length > 0) throw new AppError('NOT_READY', problems);
      return {
        status: 'ok',
        database: 'ok',
        migrations: 'ok',
        redis: deps.redis ? 'ok' : 'not_configured',
      };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
