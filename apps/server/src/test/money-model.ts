import {
  CUSTOM_DEFAULT_DAYS,
  CUSTOM_MIN_GB,
  ERRORS,
  type ErrorCode,
  extraDaysTo,
  priceCustomPackage,
  priceFixedPackage,
  pricePerExtraDay,
  pricePerExtraGb,
  priceServiceChange,
  priceTrafficPackage,
  referralProfit,
  type Service,
  toJalaliDate,
} from '@pishkhan/contract';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestApp } from './helpers.js';
import { moneyInvariants } from './invariants.js';

/**
 * A small model of the money rules (docs/product/money-and-pricing.md, docs/product/services-and-statuses.md#services; decision 012) for the
 * model-based test. Prices come from the contract's pricing functions; what the model keeps itself is
 * who owns what, what each service cost, its status, and each balance. Decision 023.
 */

const DAY_MS = 86_400_000;
const GIB = 1_073_741_824;
/** Clock moves are whole days plus this, so no expiry ever sits within milliseconds of "now". */
export const CLOCK_STEP_EXTRA_S = 7 * 3600 + 13 * 60;
/** The test app runs with `BATCH_LIMIT` this low, so a too-large batch is cheap to ask for. */
export const MODEL_BATCH_LIMIT = 12;

export interface CataloguePackage {
  id: number;
  name: string;
  price: number;
  days: number;
  traffic_gb: number;
  is_v2ray: boolean;
  is_radius: boolean;
  is_custom: boolean;
  transferlimit: number;
  day: number;
  month_rate: number;
}

export interface ModelReseller {
  id: number;
  token: string;
  discount: number;
  referralreward: number;
  /** Index of the referrer among the model's resellers. */
  referrer: number | null;
  balance: number;
  /** May buy traffic packages and sell volume services from its pool (decision 017). */
  volumeservice: boolean;
  pool: ModelPool;
}

/** A reseller's pool of GB: `generation` counts the pools begun anew, so GB go back only to the pool that paid. */
export interface ModelPool {
  total: number;
  used: number;
  expiresAt: number | null;
  generation: number;
}

export interface TrafficPackageOnSale {
  id: number;
  price: number;
  gb: number;
  days: number;
}

export interface ModelService {
  id: number;
  owner: number;
  packageId: number;
  isV2ray: boolean;
  isRadius: boolean;
  trafficGb: number;
  days: number;
  cost: number;
  referralProfit: number;
  /** The part of `referralProfit` not yet paid: the sale can still be refunded (decision 080). */
  referralPending: number;
  /** GB the pool paid, and which of the owner's pools. */
  poolGb: number;
  poolGeneration: number;
  startedAt: number | null;
  expireAt: number | null;
  usedBytes: number;
  deleted: boolean;
}

export interface Model {
  resellers: ModelReseller[];
  services: ModelService[];
  giftCards: Array<{ serial: string; amount: number; usedBy: number | null }>;
  /** The last request that moved money, sent with an Idempotency-Key, and its answer: what a retry must get back. */
  lastPaid?: PaidRequest;
  /** Days the clock moved in this run (each run starts at the real time). */
  clockDays: number;
  steps: number;
  /** What the provider credited the resellers (initial balances, corrections, gift cards). */
  credited: number;
  /** What the provider kept of what it sold: debits, less refunds and the referral profit it paid out. */
  kept: number;
}

export interface PaidRequest {
  method: 'POST' | 'DELETE';
  url: string;
  token: string;
  key: string;
  body: Record<string, unknown> | undefined;
  /** The same request with one field changed (none for a DELETE). */
  otherBody: Record<string, unknown> | undefined;
  answer: unknown;
}

export interface Real {
  t: TestApp;
  adminToken: string;
  catalogue: CataloguePackage[];
  trafficPackages: TrafficPackageOnSale[];
}

/** A custom package's chosen GB and days; unused for fixed packages. */
export interface CustomChoice {
  gb: number;
  days: number;
}

// ---------------------------------------------------------------------------------------------------------------
// The rules, as the model sees them

/** docs/product/services-and-statuses.md#what-a-service-offers and decision 012: status and the delete/add-traffic buttons, from what the model recorded. */
export function stateOf(s: ModelService, now: number) {
  const usedGb = s.usedBytes / GIB;
  let statuscode: 1 | 2 | 3 | 4;
  if (s.startedAt === null) statuscode = 1;
  else if (s.expireAt !== null && s.expireAt <= now) statuscode = 2;
  else if (usedGb >= s.trafficGb) statuscode = 3;
  else statuscode = 4;
  return {
    statuscode,
    usedGb,
    // Any time once started (decision 098).
    canAddTraffic: s.expireAt !== null && statuscode !== 1,
    canDelete: statuscode <= 3 || usedGb < 0.1,
    refundable: statuscode === 1 || usedGb < 0.1,
  };
}

/** Past refund (decision 080): started, and 0.1 GB used, in whole bytes as the server counts them. */
const pastRefund = (s: ModelService) => s.startedAt !== null && s.usedBytes * 10 >= GIB;

type Quote = { ok: true; unitPrice: number; days: number; trafficGb: number } | { ok: false; code: ErrorCode };

/** What one service of this package costs this reseller (contract pricing), or why the server must refuse it. */
export function quote(pkg: CataloguePackage | undefined, discount: number, custom: CustomChoice): Quote {
  if (!pkg) return { ok: false, code: 'PACKAGE_NOT_FOUND' };
  if (!pkg.is_custom) {
    return { ok: true, unitPrice: priceFixedPackage(pkg.price, discount), days: pkg.days, trafficGb: pkg.traffic_gb };
  }
  const valid =
    custom.gb >= CUSTOM_MIN_GB &&
    (pkg.transferlimit <= 0 || custom.gb <= pkg.transferlimit) &&
    custom.days >= 1 &&
    (pkg.day <= 0 || custom.days <= pkg.day);
  if (!valid) return { ok: false, code: 'VALIDATION' };
  const unitPrice = priceCustomPackage({
    price: pkg.price,
    discount,
    gb: custom.gb,
    days: custom.days,
    monthRate: pkg.month_rate,
  });
  return { ok: true, unitPrice, days: custom.days, trafficGb: custom.gb };
}

/** The referral profit a payment of `amount` by this reseller pays their referrer, per unit (floored). */
function referralPerUnit(m: Model, buyer: ModelReseller, amount: number) {
  if (buyer.referrer === null) return 0;
  const referrer = m.resellers[buyer.referrer] as ModelReseller;
  return referrer.referralreward > 0 ? referralProfit(amount, referrer.referralreward) : 0;
}

/** Referral profit paid out: the referrer's balance grows, and the provider keeps that much less of the sale. */
function payReferral(m: Model, buyer: ModelReseller, amount: number) {
  if (amount > 0 && buyer.referrer !== null) {
    (m.resellers[buyer.referrer] as ModelReseller).balance += amount;
    m.kept -= amount;
    tally(`${current} paid referral profit`);
  }
}

/** A service's waiting profit is paid (decision 080): it was renewed, deleted past refund, or the worker found it. */
function vest(m: Model, s: ModelService) {
  payReferral(m, m.resellers[s.owner] as ModelReseller, s.referralPending);
  s.referralPending = 0;
}

/**
 * The worker's vesting pass, run after every step: the model pays the profit of every live sale past refund, the app
 * runs `vestReferrals`, and both must agree on what was paid.
 */
export async function vestingPass(m: Model, r: Real) {
  const due = m.services.filter((s) => !s.deleted && s.referralPending > 0 && pastRefund(s));
  let expected = 0;
  for (const s of due) {
    const owner = m.resellers[s.owner] as ModelReseller;
    if (owner.referrer !== null) expected += s.referralPending;
    vest(m, s);
  }
  if (due.length > 0) tally('vesting pass paid');
  expect(await r.t.app.services.services.vestReferrals()).toBe(expected);
}

const poolLive = (p: ModelPool, at: number) => p.expiresAt !== null && p.expiresAt > at;

// ---------------------------------------------------------------------------------------------------------------
// Talking to the app

/** How often each command ended how (`purchase 200`, `renew INSUFFICIENT_BALANCE`, ...): what the runs covered. */
export const outcomes = new Map<string, number>();
const tally = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);

const now = (r: Real) => r.t.clock.now().getTime();

function expectRefusal(res: { status: number; body: unknown }, code: ErrorCode) {
  tally(`${current} ${code}`);
  const body = res.body as { code?: string; message?: string; errors?: unknown };
  expect({ status: res.status, code: body.code }).toEqual({ status: ERRORS[code].status, code });
  expect(body.message).toBe(ERRORS[code].message);
  expect(Array.isArray(body.errors) || typeof body.errors === 'object').toBe(true);
}

function expectOk(res: { status: number; body: unknown }) {
  tally(`${current} 200`);
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status} ${JSON.stringify(res.body)}`);
}

let keyCounter = 0;

/**
 * Every request that moves money carries an Idempotency-Key (docs/product/money-and-pricing.md#money-and-the-ledger); the last one that succeeded
 * is kept for the retry command.
 */
async function moneyRequest<T>(
  m: Model,
  r: Real,
  request: Omit<PaidRequest, 'key' | 'answer' | 'otherBody'> & { otherBody?: Record<string, unknown> },
) {
  keyCounter += 1;
  const key = `model-${process.pid}-${keyCounter}`;
  const res = await r.t.request<T>(request.method, request.url, {
    token: request.token,
    body: request.body,
    headers: { 'idempotency-key': key },
  });
  if (res.status === 200) m.lastPaid = { otherBody: undefined, ...request, key, answer: res.body };
  return res;
}

/** After every command: each balance as the API shows it, and the invariants over the whole database. */
export async function compareWithApp(m: Model, r: Real) {
  const shown = await Promise.all(
    m.resellers.map((x) => r.t.request<{ balance: number }>('GET', '/api/auth/me', { token: x.token })),
  );
  const line = (balances: number[]) => balances.map((b, i) => `reseller ${i}: ${b}`).join(', ');
  expect(`balances ${line(shown.map((res) => res.body.balance))}`).toBe(
    `balances ${line(m.resellers.map((x) => x.balance))}`,
  );
  // The global invariant: all the balances together are what the provider credited less what it kept of its
  // sales (debits, less refunds and referral profit paid), and it never kept less than nothing of a sale.
  const total = shown.reduce((sum, res) => sum + res.body.balance, 0);
  expect(`all balances ${total}`).toBe(`all balances ${m.credited - m.kept}`);
  expect(m.kept).toBeGreaterThanOrEqual(0);
  // Each service the resellers hold, as stored: what it cost, its referral profit, its GB, deleted or not.
  const rows = await r.t.db
    .selectFrom('services')
    .select(['id', 'owner_id', 'cost', 'referral_profit', 'referral_pending', 'pool_gb', 'traffic_gb', 'deleted_at'])
    .where(
      'owner_id',
      'in',
      m.resellers.map((x) => x.id),
    )
    .orderBy('id')
    .execute();
  const stored = rows.map((row) => [
    row.id,
    row.owner_id,
    Number(row.cost),
    Number(row.referral_profit),
    Number(row.referral_pending),
    Number(row.pool_gb),
    Number(row.traffic_gb),
    row.deleted_at !== null,
  ]);
  const modelled = [...m.services]
    .sort((a, b) => a.id - b.id)
    .map((x) => [
      x.id,
      (m.resellers[x.owner] as ModelReseller).id,
      x.cost,
      x.referralProfit,
      x.referralPending,
      x.poolGb,
      x.trafficGb,
      x.deleted,
    ]);
  // Each pool as the API shows it to its reseller.
  const pools = await Promise.all(
    m.resellers.map((x) =>
      r.t.request<{ traffic_used: number; traffic_total: number }>('GET', '/api/auth/me', { token: x.token }),
    ),
  );
  const at = now(r);
  expect(pools.map((res) => [res.body.traffic_used, res.body.traffic_total])).toEqual(
    m.resellers.map((x) =>
      poolLive(x.pool, at) ? [x.pool.used, x.pool.total] : [expect.any(Number), expect.any(Number)],
    ),
  );
  expect(stored).toEqual(modelled);
  expect(await moneyInvariants(r.t)).toEqual([]);
}

/**
 * The service a command acts on and who acts. `own`: a live service (one `prefer` accepts, if any) and its owner;
 * otherwise any service (deleted, or another reseller's) and the command's own reseller.
 */
function pickService(
  m: Model,
  who: number,
  pick: number,
  own: boolean,
  prefer: (s: ModelService) => boolean = () => true,
) {
  const live = m.services.filter((s) => !s.deleted);
  const preferred = live.filter(prefer);
  const from = !own ? m.services : preferred.length > 0 ? preferred : live.length > 0 ? live : m.services;
  const service = from[pick % from.length] as ModelService;
  const actor = own ? service.owner : who;
  return { s: service, actorIndex: actor, actor: m.resellers[actor] as ModelReseller };
}

/** `matching`: the package index counts among those giving the service's access (what the renew picker offers). */
function renewalPackage(r: Real, s: ModelService, pkgIndex: number, matching: boolean) {
  if (!matching) return r.catalogue[pkgIndex];
  const offered = r.catalogue.filter((p) => p.is_v2ray === s.isV2ray && p.is_radius === s.isRadius);
  return offered[pkgIndex % offered.length];
}

type Cmd = fc.AsyncCommand<Model, Real, boolean>;
/** For readable counterexamples: package names by index. */
let packageNames: string[] = [];
const packageLabel = (index: number, c: CustomChoice) => {
  const name = packageNames[index];
  if (!name) return 'a package that does not exist';
  return name.endsWith('(custom)') ? `${name} ${c.gb} GB ${c.days} d` : name;
};
const target = (c: { who: number; pick: number; own: boolean }) =>
  c.own ? `live service ${c.pick} by its owner` : `any service ${c.pick} by reseller ${c.who}`;
/** The command being run, for the tally. */
let current = '';

// ---------------------------------------------------------------------------------------------------------------
// Commands

class Purchase implements Cmd {
  constructor(
    readonly who: number,
    readonly pkgIndex: number,
    readonly custom: CustomChoice,
    readonly batch: number | null,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const buyer = m.resellers[this.who] as ModelReseller;
    const pkg = r.catalogue[this.pkgIndex];
    const count = this.batch ?? 1;
    const body = {
      package_id: pkg?.id ?? 999_999,
      ...(this.batch === null ? { servicewithoutphone: true } : { batch: true, count }),
      ...(pkg?.is_custom ? { day: this.custom.days, traffic: this.custom.gb } : {}),
    };
    const res = await moneyRequest<Service[]>(m, r, {
      method: 'POST',
      url: '/api/services',
      token: buyer.token,
      body,
      otherBody: { ...body, description: 'خرید دیگر' },
    });
    if (count > MODEL_BATCH_LIMIT) return expectRefusal(res, 'BATCH_TOO_LARGE');
    const q = quote(pkg, buyer.discount, this.custom);
    if (!q.ok) return expectRefusal(res, q.code);
    if (q.unitPrice * count > buyer.balance) return expectRefusal(res, 'INSUFFICIENT_BALANCE');
    expectOk(res);
    expect(res.body.map((s) => [s.statuscode, s.userservice.cost, s.transfer_enablegb])).toEqual(
      Array.from({ length: count }, () => [1, q.unitPrice, q.trafficGb]),
    );
    buyer.balance -= q.unitPrice * count;
    m.kept += q.unitPrice * count;
    // The profit waits until each sale is past refund (decision 080).
    const perUnit = referralPerUnit(m, buyer, q.unitPrice);
    for (const s of res.body) {
      m.services.push({
        id: s.id,
        owner: this.who,
        packageId: pkg?.id ?? 0,
        isV2ray: pkg?.is_v2ray ?? false,
        isRadius: pkg?.is_radius ?? false,
        trafficGb: q.trafficGb,
        days: q.days,
        cost: q.unitPrice,
        referralProfit: perUnit,
        referralPending: perUnit,
        poolGb: 0,
        poolGeneration: 0,
        startedAt: null,
        expireAt: null,
        usedBytes: 0,
        deleted: false,
      });
    }
  }
  toString() {
    const what = this.batch === null ? 'buy' : `buy batch of ${this.batch}`;
    return `${what}(reseller ${this.who}, ${packageLabel(this.pkgIndex, this.custom)})`;
  }
}

class Renew implements Cmd {
  constructor(
    readonly who: number,
    readonly pick: number,
    readonly own: boolean,
    readonly pkgIndex: number,
    readonly matching: boolean,
    readonly custom: CustomChoice,
  ) {}
  check = (m: Readonly<Model>) => m.services.length > 0;
  async run(m: Model, r: Real) {
    const { s, actor, actorIndex } = pickService(m, this.who, this.pick, this.own);
    const pkg = renewalPackage(r, s, this.pkgIndex, this.matching);
    const body = {
      service_id: s.id,
      package_id: pkg?.id ?? 999_999,
      ...(pkg?.is_custom ? { day: this.custom.days, traffic: this.custom.gb } : {}),
    };
    const res = await moneyRequest<Service>(m, r, {
      method: 'POST',
      url: '/api/services/charge',
      token: actor.token,
      body,
      otherBody: { ...body, package_id: body.package_id + 1 },
    });
    if (s.owner !== actorIndex || s.deleted) return expectRefusal(res, 'NOT_FOUND');
    const q = quote(pkg, actor.discount, this.custom);
    if (!q.ok) return expectRefusal(res, q.code);
    if (pkg?.is_v2ray !== s.isV2ray || pkg.is_radius !== s.isRadius)
      return expectRefusal(res, 'RENEW_PACKAGE_MISMATCH');
    if (q.unitPrice > actor.balance) return expectRefusal(res, 'INSUFFICIENT_BALANCE');
    expectOk(res);
    // The new period starts at the server's "now": the model takes it from the answer and checks its length.
    const expireAt = new Date(res.body.expire_in ?? 0).getTime();
    expect(Math.abs(expireAt - q.days * DAY_MS - now(r))).toBeLessThan(60_000);
    expect([res.body.statuscode, res.body.userservice.cost, res.body.transfer_enablegb]).toEqual([
      4,
      q.unitPrice,
      q.trafficGb,
    ]);
    actor.balance -= q.unitPrice;
    m.kept += q.unitPrice;
    // The sale the renewal replaces can no longer be refunded: its waiting profit is paid.
    vest(m, s);
    const perUnit = referralPerUnit(m, actor, q.unitPrice);
    Object.assign(s, {
      packageId: pkg.id,
      trafficGb: q.trafficGb,
      days: q.days,
      cost: q.unitPrice,
      referralProfit: perUnit,
      referralPending: perUnit,
      poolGb: 0,
      startedAt: expireAt - q.days * DAY_MS,
      expireAt,
      usedBytes: 0,
    });
  }
  toString() {
    const pkg = this.matching ? `matching package ${this.pkgIndex}` : packageLabel(this.pkgIndex, this.custom);
    return `renew(${target(this)}, ${pkg}${this.matching ? ` (if custom: ${this.custom.gb} GB ${this.custom.days} d)` : ''})`;
  }
}

class AddTraffic implements Cmd {
  constructor(
    readonly who: number,
    readonly pick: number,
    readonly own: boolean,
    readonly gb: number,
    readonly dayOffset: number,
  ) {}
  check = (m: Readonly<Model>) => m.services.length > 0;
  async run(m: Model, r: Real) {
    const at = now(r);
    const { s, actor, actorIndex } = pickService(m, this.who, this.pick, this.own, (x) => stateOf(x, at).canAddTraffic);
    const expired = toJalaliDate(new Date(at + this.dayOffset * DAY_MS));
    const res = await moneyRequest<Service>(m, r, {
      method: 'POST',
      url: '/api/services/trafficcharge',
      token: actor.token,
      body: { service_id: s.id, traffic: this.gb, expired },
      otherBody: { service_id: s.id, traffic: this.gb + 1, expired },
    });
    if (s.owner !== actorIndex || s.deleted) return expectRefusal(res, 'NOT_FOUND');
    if (!stateOf(s, at).canAddTraffic) return expectRefusal(res, 'TRAFFIC_NOT_ALLOWED');
    if (this.dayOffset < 0) return expectRefusal(res, 'EXPIRY_IN_PAST');
    const pkg = r.catalogue.find((p) => p.id === s.packageId) as CataloguePackage;
    // A package that sells no extra GB (one sold by time alone) gives none to a volume service made from it either.
    const perGb = pricePerExtraGb(pkg, actor.discount);
    // Days past the current expiry are priced too (decision 098).
    const days = extraDaysTo(s.expireAt === null ? null : new Date(s.expireAt).toISOString(), new Date(at), expired);
    const perDay = days > 0 ? pricePerExtraDay(pkg, { gb: s.trafficGb, days: s.days }, actor.discount) : 0;
    if (perGb <= 0 || (days > 0 && perDay <= 0)) return expectRefusal(res, 'TRAFFIC_NOT_ALLOWED');
    const price = priceServiceChange({ perGb, perDay, gb: this.gb, days });
    if (price > actor.balance) return expectRefusal(res, 'INSUFFICIENT_BALANCE');
    expectOk(res);
    expect([res.body.jexpire_in, res.body.userservice.cost, res.body.transfer_enablegb]).toEqual([
      expired,
      s.cost + price,
      s.trafficGb + this.gb,
    ]);
    actor.balance -= price;
    m.kept += price;
    const perUnit = referralPerUnit(m, actor, price);
    s.cost += price;
    s.referralProfit += perUnit;
    s.referralPending += perUnit;
    s.trafficGb += this.gb;
    s.expireAt = new Date(res.body.expire_in ?? 0).getTime();
  }
  toString() {
    return `addTraffic(${target(this)}, ${this.gb} GB, until today${this.dayOffset >= 0 ? '+' : ''}${this.dayOffset} d)`;
  }
}

class Delete implements Cmd {
  constructor(
    readonly who: number,
    readonly pick: number,
    readonly own: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.services.length > 0;
  async run(m: Model, r: Real) {
    const { s, actor, actorIndex } = pickService(m, this.who, this.pick, this.own);
    const at = now(r);
    const res = await moneyRequest<{ moneyback: number; trafficback: number }>(m, r, {
      method: 'DELETE',
      url: `/api/services/${s.id}`,
      token: actor.token,
      body: undefined,
    });
    if (s.owner !== actorIndex || s.deleted) return expectRefusal(res, 'NOT_FOUND');
    const state = stateOf(s, at);
    if (!state.canDelete) return expectRefusal(res, 'SERVICE_NOT_DELETABLE');
    expectOk(res);
    // Paid profit on a refundable sale (only extra traffic bought while it was under 0.1 GB can leave some) is taken
    // back as far as the referrer's balance goes; the rest is kept from the refund (decision 080).
    const paidProfit = state.refundable && s.cost > 0 ? s.referralProfit - s.referralPending : 0;
    let unrecovered = 0;
    if (paidProfit > 0 && actor.referrer !== null) {
      const referrer = m.resellers[actor.referrer] as ModelReseller;
      const back = Math.min(paidProfit, referrer.balance);
      referrer.balance -= back;
      m.kept += back;
      unrecovered = paidProfit - back;
      tally(unrecovered > 0 ? 'Delete profit partly taken back' : 'Delete profit taken back');
    }
    const moneyback = state.refundable ? s.cost - unrecovered : 0;
    const pool = actor.pool;
    const trafficback =
      state.refundable && s.poolGb > 0 && poolLive(pool, at) && pool.generation === s.poolGeneration ? s.poolGb : 0;
    expect([res.body.moneyback, res.body.trafficback]).toEqual([moneyback, trafficback]);
    s.deleted = true;
    actor.balance += moneyback;
    m.kept -= moneyback;
    pool.used = Math.max(0, pool.used - trafficback);
    if (!state.refundable) vest(m, s);
    s.referralPending = 0;
    tally(moneyback > 0 ? 'Delete with refund' : trafficback > 0 ? 'Delete with GB back' : 'Delete without refund');
  }
  toString() {
    return `delete(${target(this)})`;
  }
}

/**
 * A traffic package bought into the pool (decision 017): one Toman debit, final at once (nothing gives it back), so its
 * referral profit is paid at once; a live pool grows and lasts longer, else a new pool begins.
 */
class BuyTrafficPackage implements Cmd {
  constructor(
    readonly who: number,
    readonly pkgIndex: number,
  ) {}
  check = (_m: Readonly<Model>) => true;
  async run(m: Model, r: Real) {
    const buyer = m.resellers[this.who] as ModelReseller;
    const pkg = r.trafficPackages[this.pkgIndex % Math.max(1, r.trafficPackages.length)];
    const body = { package_id: pkg?.id ?? 999_999 };
    const at = now(r);
    const res = await moneyRequest<{ traffic_total: number; traffic_used: number }>(m, r, {
      method: 'POST',
      url: '/api/trafficservices/package',
      token: buyer.token,
      body,
      otherBody: { package_id: body.package_id + 1 },
    });
    if (!buyer.volumeservice) return expectRefusal(res, 'VOLUME_SERVICE_DISABLED');
    if (!pkg) return expectRefusal(res, 'PACKAGE_NOT_FOUND');
    const price = priceTrafficPackage(pkg.price, buyer.discount);
    if (price > buyer.balance) return expectRefusal(res, 'INSUFFICIENT_BALANCE');
    expectOk(res);
    buyer.balance -= price;
    m.kept += price;
    payReferral(m, buyer, referralPerUnit(m, buyer, price));
    const pool = buyer.pool;
    if (poolLive(pool, at)) {
      pool.total += pkg.gb;
      pool.expiresAt = (pool.expiresAt as number) + pkg.days * DAY_MS;
    } else {
      Object.assign(pool, {
        total: pkg.gb,
        used: 0,
        expiresAt: at + pkg.days * DAY_MS,
        generation: pool.generation + 1,
      });
    }
    expect([res.body.traffic_used, res.body.traffic_total]).toEqual([pool.used, pool.total]);
  }
  toString() {
    return `buyTrafficPackage(reseller ${this.who}, package ${this.pkgIndex})`;
  }
}

/** Volume services drawn from the pool (decision 017): no Toman, no referral; GB back on a refundable delete. */
class PoolPurchase implements Cmd {
  constructor(
    readonly who: number,
    readonly pkgIndex: number,
    readonly gb: number,
    readonly count: number,
  ) {}
  check = (_m: Readonly<Model>) => true;
  async run(m: Model, r: Real) {
    const buyer = m.resellers[this.who] as ModelReseller;
    const pkg = r.catalogue[this.pkgIndex];
    const body = {
      package_id: pkg?.id ?? 999_999,
      traffic: this.gb,
      day: 30,
      ...(this.count === 1 ? { servicewithoutphone: true } : { batch: true, count: this.count }),
    };
    const at = now(r);
    const res = await moneyRequest<Service[]>(m, r, {
      method: 'POST',
      url: '/api/services/trafficservice',
      token: buyer.token,
      body,
      otherBody: { ...body, traffic: this.gb + 1 },
    });
    if (this.count > MODEL_BATCH_LIMIT) return expectRefusal(res, 'BATCH_TOO_LARGE');
    if (!buyer.volumeservice) return expectRefusal(res, 'VOLUME_SERVICE_DISABLED');
    if (!pkg) return expectRefusal(res, 'PACKAGE_NOT_FOUND');
    const pool = buyer.pool;
    if (!poolLive(pool, at)) return expectRefusal(res, 'TRAFFIC_POOL_EXPIRED');
    if (pool.used + this.gb * this.count > pool.total) return expectRefusal(res, 'TRAFFIC_POOL_SHORT');
    expectOk(res);
    pool.used += this.gb * this.count;
    for (const s of res.body) {
      m.services.push({
        id: s.id,
        owner: this.who,
        packageId: pkg.id,
        isV2ray: pkg.is_v2ray,
        isRadius: pkg.is_radius,
        trafficGb: this.gb,
        days: 30,
        cost: 0,
        referralProfit: 0,
        referralPending: 0,
        poolGb: this.gb,
        poolGeneration: pool.generation,
        startedAt: null,
        expireAt: null,
        usedBytes: 0,
        deleted: false,
      });
    }
  }
  toString() {
    return `poolPurchase(reseller ${this.who}, ${packageLabel(this.pkgIndex, { gb: this.gb, days: 30 })}, ${this.count} × ${this.gb} GB)`;
  }
}

/** Usage collection's part, as `simulateUsage` plays it: first use starts the period. */
class Use implements Cmd {
  constructor(
    readonly pick: number,
    readonly share: number,
    readonly hoursAgo: number,
  ) {}
  check = (m: Readonly<Model>) => m.services.some((s) => !s.deleted);
  async run(m: Model, r: Real) {
    const live = m.services.filter((s) => !s.deleted);
    const s = live[this.pick % live.length] as ModelService;
    if (s.startedAt === null) {
      s.startedAt = now(r) - this.hoursAgo * 3_600_000;
      s.expireAt = s.startedAt + s.days * DAY_MS;
    }
    // A share of 0 means "a little": 0.05 GB, under the refund threshold.
    s.usedBytes = Math.round((this.share === 0 ? 0.05 : s.trafficGb * this.share) * GIB);
    await r.t.db
      .updateTable('services')
      .set({
        started_at: new Date(s.startedAt).toISOString(),
        expire_in: new Date(s.expireAt ?? 0).toISOString(),
        download_bytes: s.usedBytes,
        upload_bytes: 0,
      })
      .where('id', '=', s.id)
      .execute();
  }
  toString() {
    return `use(service ${this.pick}, ${this.share === 0 ? '0.05 GB' : `${this.share * 100}%`})`;
  }
}

/** An admin correction of `amount`, or with `amount` null, of minus the whole balance (the reseller spent it all). */
class AdminCorrection implements Cmd {
  constructor(
    readonly who: number,
    readonly amount: number | null,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const target = m.resellers[this.who] as ModelReseller;
    const amount = this.amount ?? -target.balance;
    const body = { amount, info: 'اصلاح آزمون مدل' };
    const res = await moneyRequest<{ balance: number }>(m, r, {
      method: 'POST',
      url: `/api/admin/users/${target.id}/balance`,
      token: r.adminToken,
      body,
      otherBody: { ...body, info: 'اصلاح دیگر' },
    });
    if (amount === 0) return expectRefusal(res, 'VALIDATION');
    if (target.balance + amount < 0) return expectRefusal(res, 'INSUFFICIENT_BALANCE');
    expectOk(res);
    target.balance += amount;
    m.credited += amount;
    expect(res.body.balance).toBe(target.balance);
  }
  toString() {
    return `adminCorrection(reseller ${this.who}, ${this.amount ?? 'minus the whole balance'})`;
  }
}

class RedeemGiftCard implements Cmd {
  constructor(
    readonly who: number,
    readonly amount: number,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const made = await r.t.request<Array<{ serial: string }>>('POST', '/api/admin/giftcards', {
      token: r.adminToken,
      body: { amount: this.amount, count: 1 },
    });
    expectOk(made);
    const serial = made.body[0]?.serial ?? '';
    const user = m.resellers[this.who] as ModelReseller;
    const res = await r.t.request<{ amount: number; balance: number }>('POST', '/api/giftcards/use', {
      token: user.token,
      body: { serial },
    });
    expectOk(res);
    user.balance += this.amount;
    m.credited += this.amount;
    expect(res.body).toEqual({ amount: this.amount, balance: user.balance });
    m.giftCards.push({ serial, amount: this.amount, usedBy: this.who });
  }
  toString() {
    return `redeemGiftCard(reseller ${this.who}, ${this.amount})`;
  }
}

class RedeemUsedGiftCard implements Cmd {
  constructor(
    readonly who: number,
    readonly pick: number,
  ) {}
  check = (m: Readonly<Model>) => m.giftCards.length > 0;
  async run(m: Model, r: Real) {
    const card = m.giftCards[this.pick % m.giftCards.length] as Model['giftCards'][number];
    const res = await r.t.request('POST', '/api/giftcards/use', {
      token: (m.resellers[this.who] as ModelReseller).token,
      body: { serial: card.serial.toLowerCase() },
    });
    expectRefusal(res, 'GIFT_CARD_USED');
  }
  toString() {
    return `redeemUsedGiftCard(reseller ${this.who}, card ${this.pick})`;
  }
}

/**
 * The admin changes a reseller's discount, or reseller 0's referral reward, between purchases: new orders use the new
 * terms, while a refund returns what was paid and takes back the profit that was paid.
 */
class ChangeTerms implements Cmd {
  constructor(
    readonly who: number,
    readonly discount: number,
    readonly referralreward: number,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const user = m.resellers[this.who] as ModelReseller;
    const body = this.who === 0 ? { referralreward: this.referralreward } : { discount: this.discount };
    const res = await r.t.request('PUT', `/api/users/${user.id}`, { token: r.adminToken, body });
    expectOk(res);
    Object.assign(user, body);
  }
  toString() {
    return this.who === 0
      ? `changeTerms(reseller 0, referralreward ${this.referralreward})`
      : `changeTerms(reseller ${this.who}, discount ${this.discount})`;
  }
}

/**
 * A client retrying the last request that moved money with its Idempotency-Key: the first answer again, marked
 * replayed, and no money moves (however the service changed since). The same key with another body: 422.
 */
class Retry implements Cmd {
  constructor(readonly changed: boolean) {}
  check = (m: Readonly<Model>) => m.lastPaid !== undefined;
  async run(m: Model, r: Real) {
    const last = m.lastPaid as PaidRequest;
    const other = this.changed ? last.otherBody : undefined;
    const res = await r.t.request(last.method, last.url, {
      token: last.token,
      body: other ?? last.body,
      headers: { 'idempotency-key': last.key },
    });
    if (other) return expectRefusal(res, 'IDEMPOTENCY_KEY_REUSED');
    expectOk(res);
    expect(res.headers['idempotent-replayed']).toBe('true');
    expect(res.body).toEqual(last.answer);
  }
  toString() {
    return this.changed ? 'retryWithOtherBody()' : 'retry()';
  }
}

/** Sessions last `SESSION_DAYS` (365 in the test app): a run moves the clock less than that. */
export const MAX_CLOCK_DAYS = 300;

class MoveClock implements Cmd {
  constructor(readonly days: number) {}
  check = (m: Readonly<Model>) => m.clockDays + this.days < MAX_CLOCK_DAYS;
  async run(m: Model, r: Real) {
    m.clockDays += this.days + 1;
    r.t.clock.advance(this.days * 86_400 + CLOCK_STEP_EXTRA_S);
  }
  toString() {
    return `clock(+${this.days} d 7 h 13 min)`;
  }
}

/** Runs a command, then holds the app to the model: balances and invariants after every step. */
class Checked implements Cmd {
  constructor(readonly inner: Cmd) {}
  check = (m: Readonly<Model>) => this.inner.check(m);
  async run(m: Model, r: Real) {
    current = this.inner.constructor.name;
    if (current === 'Use' || current === 'MoveClock') tally(current);
    await this.inner.run(m, r);
    m.steps += 1;
    await vestingPass(m, r);
    await compareWithApp(m, r);
  }
  toString() {
    return this.inner.toString();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Generators

export const RESELLERS = 3;
const who = fc.nat({ max: RESELLERS - 1 });
const pick = fc.nat({ max: 1000 });
const own = fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });
/** Custom GB and days: mostly within the package's limits (10..200 GB, 1..90 days), sometimes outside. */
const custom: fc.Arbitrary<CustomChoice> = fc.record({
  gb: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 10, max: 200 }) }, fc.constantFrom(9, 201)),
  days: fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 1, max: 90 }) },
    fc.constantFrom(0, 91),
    fc.constant(CUSTOM_DEFAULT_DAYS),
  ),
});

export function moneyCommands(catalogue: CataloguePackage[], maxCommands: number, replayPath?: string) {
  const catalogueSize = catalogue.length;
  packageNames = catalogue.map((p) => (p.is_custom ? `${p.name} (custom)` : p.name));
  /** One index past the catalogue: a package that does not exist. */
  const pkgIndex = fc.oneof({ weight: 12, arbitrary: fc.nat({ max: catalogueSize - 1 }) }, fc.constant(catalogueSize));
  const weighted: Array<[fc.Arbitrary<Cmd>, number]> = [
    [fc.tuple(who, pkgIndex, custom).map(([w, p, c]) => new Purchase(w, p, c, null)), 3],
    [
      fc
        .tuple(who, pkgIndex, custom, fc.integer({ min: 1, max: MODEL_BATCH_LIMIT + 2 }))
        .map(([w, p, c, n]) => new Purchase(w, p, c, n)),
      2,
    ],
    [
      fc
        .tuple(who, pick, own, pkgIndex, own, custom)
        .map(([w, s, o, p, matching, c]) => new Renew(w, s, o, p, matching, c)),
      3,
    ],
    [
      fc
        .tuple(who, pick, own, fc.integer({ min: 1, max: 60 }), fc.integer({ min: -2, max: 60 }))
        .map(([w, s, o, gb, d]) => new AddTraffic(w, s, o, gb, d)),
      3,
    ],
    [fc.tuple(who, pick, own).map(([w, s, o]) => new Delete(w, s, o)), 3],
    [
      fc
        .tuple(pick, fc.constantFrom(0, 0.5, 0.9, 0.9, 1, 1), fc.integer({ min: 1, max: 72 }))
        .map(([s, share, h]) => new Use(s, share, h)),
      4,
    ],
    [
      fc
        .tuple(
          who,
          fc.oneof(
            fc.integer({ min: 1, max: 2_000_000 }),
            fc.integer({ min: -1_500_000, max: -1 }),
            fc.constant(0),
            fc.constant(null),
          ),
        )
        .map(([w, a]) => new AdminCorrection(w, a)),
      1,
    ],
    // The referrer spends everything: a refund can then take back only part of its profit.
    [fc.constant(0).map((w) => new AdminCorrection(w, null)), 1],
    [fc.tuple(who, fc.integer({ min: 1, max: 1000 })).map(([w, k]) => new RedeemGiftCard(w, k * 1000)), 1],
    [fc.tuple(who, pick).map(([w, c]) => new RedeemUsedGiftCard(w, c)), 1],
    [fc.integer({ min: 0, max: 40 }).map((d) => new MoveClock(d)), 2],
    [fc.tuple(who, fc.nat({ max: 3 })).map(([w, p]) => new BuyTrafficPackage(w, p)), 1],
    [
      fc
        .tuple(who, pkgIndex, fc.integer({ min: 1, max: 40 }), fc.constantFrom(1, 1, 2, 5))
        .map(([w, p, gb, n]) => new PoolPurchase(w, p, gb, n)),
      2,
    ],
    [fc.boolean().map((changed) => new Retry(changed)), 2],
    [
      fc
        .tuple(who, fc.constantFrom(100, 90, 85, 110), fc.constantFrom(0, 5, 10, 25))
        .map(([w, d, rr]) => new ChangeTerms(w, d, rr)),
      1,
    ],
  ];
  // fc.commands picks uniformly among its arbitraries: an arbitrary listed n times is picked n times as often.
  const arbitraries = weighted.flatMap(([a, n]) =>
    Array.from({ length: n }, () => a.map((c) => new Checked(c) as Cmd)),
  );
  return fc.commands(arbitraries, { maxCommands, size: 'max', ...(replayPath ? { replayPath } : {}) });
}

/** The three resellers of one run: 0 refers 1 and 2; discounts and the reward vary per run. */
export const resellersArbitrary = fc.record({
  balances: fc.tuple(...Array.from({ length: RESELLERS }, () => fc.integer({ min: 0, max: 3_000_000 }))),
  volumeservice: fc.tuple(...Array.from({ length: RESELLERS }, () => fc.boolean())),
  discounts: fc.tuple(...Array.from({ length: RESELLERS }, () => fc.constantFrom(100, 90, 85, 110))),
  referralreward: fc.constantFrom(0, 5, 10, 25),
});
export type ResellersSetup = typeof resellersArbitrary extends fc.Arbitrary<infer T> ? T : never;
