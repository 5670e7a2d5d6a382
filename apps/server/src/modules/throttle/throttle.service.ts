import type { ErrorCode } from '@pishkhan/contract';
import type { Redis } from 'ioredis';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/create-db.js';
import {
  deleteCounter,
  deleteExpiredCounters,
  hitCounter,
  peekCounter,
  releaseCounter,
} from './throttle.repository.js';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
  code: ErrorCode;
  /** The line the refusal's `errors` carries. */
  reason?: string;
}

const refuse = (limit: Limit) => new AppError(limit.code, limit.reason ? [limit.reason] : []);

/**
 * The address a limit counts by. An IPv6 client is usually given a whole /64 and can pick any address in it, so the
 * /64 counts as one address; IPv4, plain or mapped into IPv6, counts as itself.
 */
export function addressKey(ip: string) {
  const bare = ip.split('%')[0] ?? ip;
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (v4?.[1]) return v4[1];
  if (!bare.includes(':')) return bare;
  const [head = '', tail] = bare.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? front : [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  const prefix = groups.slice(0, 4).map((g) => (Number.parseInt(g, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** Counters shared by every instance: in Redis when REDIS_URL is set, else in the database. */
interface CounterStore {
  hit(key: string, windowSeconds: number): Promise<number>;
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  release(key: string): Promise<void>;
}

const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return c`;

const RELEASE_SCRIPT = `
local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c > 0 then redis.call('DECR', KEYS[1]) end
return c`;

function redisStore(redis: Redis, prefix: string): CounterStore {
  const k = (key: string) => `${prefix}:throttle:${key}`;
  return {
    async hit(key, windowSeconds) {
      return Number(await redis.eval(HIT_SCRIPT, 1, k(key), String(windowSeconds * 1000)));
    },
    async peek(key) {
      return Number((await redis.get(k(key))) ?? 0);
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, k(key));
    },
  };
}

function dbStore(db: Db, now: () => Date): CounterStore {
  let hits = 0;
  return {
    async hit(key, windowSeconds) {
      if (++hits % 500 === 0) await deleteExpiredCounters(db, now());
      return (await hitCounter(db, key, now(), windowSeconds)).count;
    },
    peek: (key) => peekCounter(db, key, now()),
    reset: (key) => deleteCounter(db, key),
    release: (key) => releaseCounter(db, key, now()),
  };
}

export function createThrottleService(deps: {
  db: Db;
  redis: Redis | undefined;
  redisPrefix?: string;
  now: () => Date;
}) {
  const store = deps.redis ? redisStore(deps.redis, deps.redisPrefix ?? 'pishkhan') : dbStore(deps.db, deps.now);
  return {
    /** Counts one hit on every limit and refuses with the first limit that is exceeded. */
    async consume(limits: Limit[]) {
      const counts = await Promise.all(limits.map((l) => store.hit(l.key, l.windowSeconds)));
      const exceeded = limits.find((l, i) => (counts[i] ?? 0) > l.max);
      if (exceeded) throw refuse(exceeded);
    },
    /**
     * Takes one try of `limit` for an attempt about to run, or refuses, giving the refused hit straight back: the
     * count is what ran or is running, never what was refused. The caller gives the try back (`release`) unless the
     * attempt turned out to be one the limit counts, so tries in flight at once can never pass `max` between them.
     */
    async reserve(limit: Limit) {
      if ((await store.hit(limit.key, limit.windowSeconds)) <= limit.max) return;
      await store.release(limit.key);
      // The refusal says "come back later" only when failures alone fill the limit, not tries still running.
      if ((await store.peek(`${limit.key}:failed`)) >= limit.max) throw refuse(limit);
      throw new AppError('TRIES_IN_FLIGHT', ['تلاش‌های قبلی شما هنوز در حال بررسی است']);
    },
    /** Keeps a reserved try: the attempt failed in the way the limit counts. */
    async keep(limit: Limit) {
      await store.hit(`${limit.key}:failed`, limit.windowSeconds);
    },
    /** Refuses when a limit is already used up, without counting. */
    async check(limits: Limit[]) {
      for (const l of limits) {
        if ((await store.peek(l.key)) >= l.max) throw refuse(l);
      }
    },
    record: (limit: Limit) => store.hit(limit.key, limit.windowSeconds),
    reset: (key: string) => store.reset(key),
    /** Gives back one hit of a live window: an attempt that turned out to be allowed. */
    release: (limit: Limit) => store.release(limit.key),
  };
}
export type ThrottleService = ReturnType<typeof createThrottleService>;
