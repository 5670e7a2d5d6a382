import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import type { Db, Executor } from '../../db/create-db.js';
import { hashPassword, hmac, randomDigits, randomToken, safeEqual, verifyPassword } from '../../lib/crypto.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { SmsService } from '../sms/sms.service.js';
import { addressKey, type Limit, type ThrottleService } from '../throttle/throttle.service.js';
import type { UsersService } from '../users/users.service.js';
import {
  claimTry,
  consumeCode,
  findLiveCode,
  findLiveLink,
  isOwnersAddress,
  killCode,
  recentSendTimes,
  recordLoginAddress,
  replaceCode,
} from './auth.repository.js';

/**
 * Tries a code allows in all before it dies: a registration code five; a login code fifty, since its tries are
 * capped per account and address first (`failureLimits`), so strangers cannot spend the owner's (decision 004).
 */
const MAX_CODE_ATTEMPTS = { login: 50, register: 5 } as const;
/** How long an address the owner logged in from stays the owner's. */
const OWNERS_ADDRESS_DAYS = 30;
const LOGIN_LINK_SECONDS = 600;
const HOUR = 3600;
const DAY = 86_400;
const LOCK_WINDOW = 900;

interface Deps {
  db: Db;
  now: () => Date;
  secret: string;
  publicUrl: string;
  otpTtlSeconds: number;
  registrationActive: boolean;
  users: UsersService;
  sessions: SessionsService;
  sms: SmsService;
  throttle: ThrottleService;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
}

export interface Client {
  ip: string;
  userAgent: string;
}

/**
 * A refused code send that knows when a send will be allowed again: the route answers it with `Retry-After`, so the
 * panel counts down to it, after a reload too (decision 100).
 */
export class RetryLaterError extends AppError {
  constructor(
    code: 'SEND_THROTTLED' | 'SEND_LIMIT_REACHED',
    readonly retryAfter: number,
  ) {
    super(code, [`تا ${toPersianClock(retryAfter)} دیگر می‌توانید کد تازه بخواهید`]);
  }
}

const persianDigits = (text: string) => text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);

/** `95` as «۱:۳۵», `4000` as «۱:۰۶:۴۰»: the panel's countdown format. */
function toPersianClock(seconds: number) {
  const h = Math.floor(seconds / HOUR);
  const m = Math.floor((seconds % HOUR) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return persianDigits(h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`);
}

/**
 * Code sends (docs/product/server-behaviour.md#security-and-integrity, decision 004), shared by every instance. Each
 * address has its own allowance, which every request spends. A code goes out at most once a minute and only a send
 * that goes out spends the mobile's allowance: from strangers' addresses a shared one (five an hour, ten a day, two an
 * hour of them from any one address); from an address the owner logged in from, one of its own, which strangers never
 * reach. So a mobile gets at most 10 + 5 × 10 codes a day.
 */
function sendLimits(mobile: string, ip: string, owners: boolean) {
  const limit = (key: string, max: number, windowSeconds: number, code: Limit['code'] = 'SEND_LIMIT_REACHED') => ({
    key,
    max,
    windowSeconds,
    code,
  });
  const own = `otp:m:${mobile}:own:${ip}`;
  return {
    address: [limit(`otp:ip:${ip}:h`, 20, HOUR), limit(`otp:ip:${ip}:d`, 60, DAY)],
    gap: limit(owners ? `${own}:gap` : `otp:m:${mobile}:gap`, 1, OTP_RESEND_SECONDS, 'SEND_THROTTLED'),
    allowance: owners
      ? [limit(`${own}:h`, 5, HOUR), limit(`${own}:d`, 10, DAY)]
      : [
          limit(`otp:m:${mobile}:ip:${ip}:h`, 2, HOUR),
          limit(`otp:m:${mobile}:h`, 5, HOUR),
          limit(`otp:m:${mobile}:d`, 10, DAY),
        ],
  };
}

const referrerLimit = (ip: string): Limit => ({
  key: `referrer:ip:${ip}`,
  max: 10,
  windowSeconds: HOUR,
  code: 'REFERRER_TRIES',
  reason: 'ده کد معرف نادرست در یک ساعت از این نشانی',
});

/**
 * Failed logins (decision 004): five per account and address, thirty per address, and fifty per account from
 * strangers' addresses for passwords and, apart, for codes, to which one address adds at most its five. The owner's own
 * addresses are under no account cap, and a login link (256 bits) under neither: a stranger cannot keep the owner out.
 */
const failureLimits = (mobile: string, ip: string) => ({
  pair: {
    key: `login:m:${mobile}:ip:${ip}`,
    max: 5,
    windowSeconds: LOCK_WINDOW,
    code: 'LOGIN_LOCKED',
    reason: 'پنج تلاش ناموفق برای این حساب از این نشانی؛ تا ۱۵ دقیقه',
  } satisfies Limit,
  address: {
    key: `login:ip:${ip}`,
    max: 30,
    windowSeconds: LOCK_WINDOW,
    code: 'LOGIN_LOCKED',
    reason: 'سی تلاش ناموفق از این نشانی؛ تا ۱۵ دقیقه',
  } satisfies Limit,
  account: {
    key: `login:m:${mobile}:password`,
    max: 50,
    windowSeconds: LOCK_WINDOW,
    code: 'PASSWORD_LOGIN_PAUSED',
    reason: 'رمز یکبار مصرف یا لینک ورود همچنان کار می‌کند',
  } satisfies Limit,
  codes: {
    key: `login:m:${mobile}:code`,
    max: 50,
    windowSeconds: LOCK_WINDOW,
    code: 'CODE_LOGIN_PAUSED',
    reason: 'لینک ورود، و از دستگاه‌هایی که پیش‌تر با آن‌ها وارد شده‌اید رمز یکبار مصرف، همچنان کار می‌کند',
  } satisfies Limit,
});

export function createAuthService(deps: Deps) {
  const { db } = deps;
  const nowIso = () => deps.now().toISOString();
  const codeHash = (purpose: string, mobile: string, code: string) => hmac(deps.secret, `${purpose}:${mobile}:${code}`);
  const sent = { message: 'کد تأیید ارسال شد', resend_in: OTP_RESEND_SECONDS };

  async function createCode(purpose: 'login' | 'register' | 'link', mobile: string, code: string, ttlSeconds: number) {
    const created = deps.now();
    await replaceCode(db, {
      mobile,
      purpose,
      code_hash: codeHash(purpose, mobile, code),
      created_at: created.toISOString(),
      expires_at: new Date(created.getTime() + ttlSeconds * 1000).toISOString(),
    });
  }

  /**
   * Checks a one-time code and answers its id, to be consumed in the caller's transaction. The try is counted and
   * committed before the comparison, so a failed transaction cannot take it back; at five the code dies.
   */
  async function checkCode(purpose: 'login' | 'register', mobile: string, code: string) {
    const live = await findLiveCode(db, mobile, purpose, nowIso());
    const row = live && (await claimTry(db, live.id, MAX_CODE_ATTEMPTS[purpose]));
    if (!row) return null;
    if (safeEqual(row.code_hash, codeHash(purpose, mobile, code))) return row.id;
    if (row.attempts >= MAX_CODE_ATTEMPTS[purpose]) await killCode(db, row.id, nowIso());
    return null;
  }

  const ownersSince = () => new Date(deps.now().getTime() - OWNERS_ADDRESS_DAYS * DAY * 1000).toISOString();

  /**
   * Spends a code send of `mobile` from `ip`, or refuses (`sendLimits`). The address's own allowance counts every
   * request; the once-a-minute gap every request past it; the mobile's allowance only the send that goes out, so
   * refused requests at once spend nothing of the owner's.
   */
  async function spendSend(mobile: string, ip: string) {
    const limits = sendLimits(mobile, ip, await isOwnersAddress(db, mobile, ip, ownersSince()));
    await deps.throttle.consume(limits.address);
    try {
      await deps.throttle.consume([limits.gap]);
    } catch (error) {
      throw await whenFreed(error, mobile, [limits.gap]);
    }
    try {
      await deps.throttle.consume(limits.allowance);
    } catch (error) {
      for (const limit of [limits.gap, ...limits.allowance]) await deps.throttle.release(limit);
      throw await whenFreed(error, mobile, limits.allowance);
    }
  }

  /**
   * The refusal of a mobile's send, with when the first full limit of `limits` frees at the latest. A limit of `max`
   * sends in its window is full since the `max`-th latest send at the earliest, and every send that passed wrote a
   * code, so that code's time plus the window is never early. The address's own limits have no such bound.
   */
  async function whenFreed(error: unknown, mobile: string, limits: Limit[]) {
    if (!(error instanceof AppError) || (error.code !== 'SEND_THROTTLED' && error.code !== 'SEND_LIMIT_REACHED')) {
      return error;
    }
    let full: Limit | undefined;
    for (const limit of limits) {
      try {
        await deps.throttle.check([limit]);
      } catch {
        full = limit;
        break;
      }
    }
    if (!full) return error;
    const since = (await recentSendTimes(db, mobile, full.max))[full.max - 1];
    if (!since) return error;
    const left = Math.ceil((Date.parse(since) + full.windowSeconds * 1000 - deps.now().getTime()) / 1000);
    return new RetryLaterError(error.code, Math.min(full.windowSeconds, Math.max(1, left)));
  }

  async function startSession(userId: number, client: Client) {
    const token = await deps.sessions.issue(db, userId, client);
    return { token, user: await deps.users.me(userId) };
  }

  const minutes = Math.max(1, Math.round(deps.otpTtlSeconds / 60));

  /**
   * An active reseller's code, or the same refusal as an unknown code. Wrong codes are tries reserved per address
   * (ten an hour), so a code cannot be found by guessing; a found one gives its try back.
   */
  async function findReferrer(code: string, client: Client) {
    const limit = referrerLimit(addressKey(client.ip));
    await deps.throttle.reserve(limit);
    let referrer: Awaited<ReturnType<UsersService['findReferrer']>>;
    try {
      referrer = await deps.users.findReferrer(code);
    } catch (error) {
      await deps.throttle.release(limit);
      throw error;
    }
    if (!referrer) {
      await deps.throttle.keep(limit);
      throw new AppError('REFERRER_NOT_FOUND', ['کد معرف: چنین کدی وجود ندارد']);
    }
    await deps.throttle.release(limit);
    return referrer;
  }

  return {
    /**
     * Same answer whether or not the mobile has an account (no enumeration), in bytes and in time: both paths write a
     * code and the message goes after the answer (decision 004); only accounts are sent theirs.
     */
    async sendLoginCode(mobile: string, client: Client) {
      await spendSend(mobile, addressKey(client.ip));
      const user = await deps.users.findLoginUser(mobile);
      const code = randomDigits(OTP_LENGTH);
      await createCode('login', mobile, code, deps.otpTtlSeconds);
      if (user?.active) {
        deps.sms.sendAfterAnswer({
          mobile,
          purpose: 'login',
          code,
          text: `کد ورود شما به پیشخوان: ${code}\nاین کد تا ${minutes} دقیقه معتبر است.`,
        });
      }
      return sent;
    },

    async sendRegisterCode(mobile: string, referrerCode: string, client: Client) {
      await findReferrer(referrerCode, client);
      await spendSend(mobile, addressKey(client.ip));
      const registered = (await deps.users.findLoginUser(mobile)) !== undefined;
      const code = randomDigits(OTP_LENGTH);
      await createCode('register', mobile, code, deps.otpTtlSeconds);
      deps.sms.sendAfterAnswer(
        registered
          ? {
              mobile,
              purpose: 'notice',
              text: 'این شماره قبلاً در پیشخوان ثبت شده است؛ برای ورود از «ورود با رمز یکبار مصرف» استفاده کنید.',
            }
          : {
              mobile,
              purpose: 'register',
              code,
              text: `کد تأیید ثبت‌نام در پیشخوان: ${code}\nاین کد تا ${minutes} دقیقه معتبر است.`,
            },
      );
      return sent;
    },

    async register(
      body: {
        mobile: string;
        password: string;
        telegram?: string | undefined;
        code: string;
        token: string;
        name?: string | undefined;
      },
      client: Client,
    ) {
      const referrer = await findReferrer(body.code, client);
      const active = deps.registrationActive;
      const passwordHash = await hashPassword(body.password);
      const codeId = await checkCode('register', body.mobile, body.token);
      if (codeId === null) throw new AppError('INVALID_CODE');
      await deps.withTransaction(async (trx) => {
        if (!(await consumeCode(trx, codeId, nowIso()))) throw new AppError('INVALID_CODE');
        await deps.users.insertAccount(trx, {
          type: 'RESELLER',
          name: body.name ?? '',
          mobile: body.mobile,
          passwordHash,
          telegram: body.telegram ?? '',
          active,
          referrer_id: referrer.id,
        });
      });
      return {
        active,
        message: active
          ? 'ثبت‌نام با موفقیت انجام شد؛ اکنون وارد شوید'
          : 'ثبت‌نام انجام شد؛ برای فعال شدن حساب با پشتیبانی تماس بگیرید',
      };
    },

    /**
     * Every answer takes the same work whether or not the mobile has an account: the owner's-address lookup, the
     * user, and the password hash, the live code or the link looked for either way.
     */
    async login(body: { mobile: string; token: string; loginWithPassword: boolean }, client: Client) {
      const ip = addressKey(client.ip);
      const link = !body.loginWithPassword && body.token.length > OTP_LENGTH;
      const { pair, address, account, codes } = failureLimits(body.mobile, ip);
      const owners = await isOwnersAddress(db, body.mobile, ip, ownersSince());
      // Counted before the check, so attempts sent at once cannot all be checked against an unspent allowance. The
      // account's count is reached only past this address's own five, and only from strangers' addresses.
      await deps.throttle.consume([pair, address]);
      const cap = owners || link ? undefined : body.loginWithPassword ? account : codes;
      if (cap) {
        try {
          await deps.throttle.consume([cap]);
        } catch (error) {
          // Refused unchecked: no failure of this address, so the owner retrying during a pause locks nothing.
          for (const limit of [pair, address, cap]) await deps.throttle.release(limit);
          throw error;
        }
      }
      const user = await deps.users.findLoginUser(body.mobile);
      let ok: boolean;
      if (body.loginWithPassword) {
        ok = (await verifyPassword(user?.password_hash ?? null, body.token)) && user !== undefined;
      } else if (link) {
        // A link is looked up by its token, never tried: a wrong one cannot use up the right one.
        const found = await findLiveLink(db, body.mobile, codeHash('link', body.mobile, body.token.trim()), nowIso());
        ok = found !== undefined && (await consumeCode(db, found.id, nowIso()));
      } else {
        const codeId = await checkCode('login', body.mobile, body.token.trim());
        ok = codeId !== null && (await consumeCode(db, codeId, nowIso()));
      }
      if (!ok || !user) throw new AppError(body.loginWithPassword ? 'INVALID_CREDENTIALS' : 'INVALID_CODE');
      if (!user.active) throw new AppError('ACCOUNT_INACTIVE');
      await deps.throttle.reset(pair.key);
      await deps.throttle.release(address);
      if (cap) await deps.throttle.release(cap);
      await recordLoginAddress(db, user.id, ip, nowIso());
      return startSession(user.id, client);
    },

    /**
     * A code to change a forgotten password, sent to the signed-in user's own mobile under the same send limits as
     * a login code. It is a login code (decision 100): it proves the same thing, that the mobile is in hand.
     */
    async sendPasswordCode(userId: number, client: Client) {
      const { mobile } = await deps.users.me(userId);
      await spendSend(mobile, addressKey(client.ip));
      const code = randomDigits(OTP_LENGTH);
      await createCode('login', mobile, code, deps.otpTtlSeconds);
      deps.sms.sendAfterAnswer({
        mobile,
        purpose: 'login',
        code,
        text: `کد تغییر رمز عبور پیشخوان: ${code}\nاین کد تا ${minutes} دقیقه معتبر است.`,
      });
      return sent;
    },

    /**
     * Decision 100: the current password or a fresh code proves the account, tried under the login's failure limits
     * for this account and address (a wrong one is a failed login); a wrong proof changes nothing. The new password
     * then replaces the old and every other session ends; this one stays.
     */
    async changePassword(
      userId: number,
      tokenId: number,
      body: { current_password?: string | undefined; token?: string | undefined; password: string },
      client: Client,
    ) {
      const user = await deps.users.findUserRow(userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      const { pair, address } = failureLimits(user.mobile, addressKey(client.ip));
      await deps.throttle.consume([pair, address]);
      if (body.current_password && !(await verifyPassword(user.password_hash, body.current_password))) {
        throw new AppError('INVALID_CREDENTIALS', ['رمز عبور فعلی: نادرست است'], 'رمز عبور فعلی نادرست است');
      }
      const codeId = body.token === undefined ? null : await checkCode('login', user.mobile, body.token);
      if (body.token !== undefined && codeId === null)
        throw new AppError('INVALID_CODE', ['کد: نادرست یا منقضی شده است']);
      const passwordHash = await hashPassword(body.password);
      await deps.withTransaction(async (trx) => {
        if (codeId !== null && !(await consumeCode(trx, codeId, nowIso()))) throw new AppError('INVALID_CODE');
        await deps.users.setPasswordHash(trx, userId, passwordHash);
        await deps.sessions.revokeAll(trx, userId, tokenId);
      });
      await deps.throttle.reset(pair.key);
      await deps.throttle.release(address);
      return { message: 'رمز عبور تغییر کرد؛ همه‌ی دستگاه‌های دیگر از حساب خارج شدند' };
    },

    async logout(tokenId: number) {
      await deps.sessions.revoke(tokenId);
      return { message: 'از حساب خارج شدید' };
    },

    /** The signed-in user, as `users` answers it. */
    me(userId: number) {
      return deps.users.me(userId);
    },

    /** A single-use, short-lived link for a bot or the provider to hand a reseller (decision 005). */
    async issueLoginLink(userId: number) {
      const user = await deps.users.me(userId);
      const token = randomToken();
      await createCode('link', user.mobile, token, LOGIN_LINK_SECONDS);
      const params = new URLSearchParams({ mobile: user.mobile, token });
      return {
        url: `${deps.publicUrl}/login?${params}`,
        token,
        expires_at: new Date(deps.now().getTime() + LOGIN_LINK_SECONDS * 1000).toISOString(),
      };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
