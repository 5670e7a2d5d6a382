import type { Db } from '../db/create-db.js';

/**
 * The money invariants of docs/product/money-and-pricing.md#money-and-the-ledger, checked over the whole database: answers one line per violation,
 * none when everything adds up. Reads every row, so it is meant for test databases. Takes a TestApp or any `{ db }`
 * (the crash test opens the database a killed server left behind).
 */
export async function moneyInvariants(t: { db: Db }): Promise<string[]> {
  const [users, ledger, services, groups, trafficPackages, giftCards, vouchers, cryptoPayments] = await Promise.all([
    t.db.selectFrom('users').select(['id', 'balance', 'referrer_id']).execute(),
    t.db.selectFrom('transactions').select(['id', 'user_id', 'type', 'amount', 'ref_type', 'ref_id']).execute(),
    t.db
      .selectFrom('services')
      .select(['id', 'owner_id', 'group_id', 'cost', 'pool_gb', 'deleted_at', 'referral_profit', 'referral_pending'])
      .execute(),
    t.db.selectFrom('service_groups').select(['id', 'owner_id', 'count']).execute(),
    t.db.selectFrom('traffic_packages').select('id').execute(),
    t.db.selectFrom('gift_cards').select(['id', 'amount', 'used_by']).execute(),
    t.db.selectFrom('voucher_redemptions').select(['id', 'user_id', 'status', 'toman']).execute(),
    t.db.selectFrom('crypto_payments').select(['id', 'user_id', 'status', 'toman', 'transaction_id']).execute(),
  ]);
  const violations: string[] = [];
  const rows = ledger.map((r) => ({ ...r, amount: Number(r.amount) }));
  const refKey = (type: string | null, id: number | null) => `${type}:${id}`;

  const sums = new Map<number, number>();
  for (const r of rows) sums.set(r.user_id, (sums.get(r.user_id) ?? 0) + r.amount);
  for (const u of users) {
    const balance = Number(u.balance);
    const sum = sums.get(u.id) ?? 0;
    if (balance !== sum) violations.push(`user ${u.id}: balance ${balance} but ledger sums to ${sum}`);
    if (balance < 0) violations.push(`user ${u.id}: negative balance ${balance}`);
  }

  const debits = rows.filter((r) => r.type === 4);
  const debitRefs = new Set(debits.map((r) => refKey(r.ref_type, r.ref_id)));
  const serviceById = new Map(services.map((s) => [s.id, s]));
  const groupById = new Map(groups.map((g) => [g.id, g]));
  const servicesInGroup = new Map<number, number>();
  for (const s of services) {
    if (s.group_id !== null) servicesInGroup.set(s.group_id, (servicesInGroup.get(s.group_id) ?? 0) + 1);
  }
  const packageIds = new Set(trafficPackages.map((p) => p.id));

  // Volume services are paid from the pool (pool_gb > 0, cost 0); a renewal or extra traffic debits the service itself.
  for (const s of services) {
    if (s.deleted_at !== null || Number(s.cost) <= 0) continue;
    const paid =
      debitRefs.has(refKey('service', s.id)) ||
      (s.group_id !== null && debitRefs.has(refKey('service_group', s.group_id)));
    if (!paid) violations.push(`service ${s.id}: cost ${s.cost} with no purchase debit`);
  }

  for (const d of debits) {
    const where = `debit ${d.id} (${d.ref_type} ${d.ref_id})`;
    if (d.amount >= 0) violations.push(`${where}: not negative`);
    if (d.ref_type === 'service') {
      const s = serviceById.get(d.ref_id ?? 0);
      if (s?.owner_id !== d.user_id) violations.push(`${where}: no such service of user ${d.user_id}`);
    } else if (d.ref_type === 'service_group') {
      const g = groupById.get(d.ref_id ?? 0);
      if (g?.owner_id !== d.user_id) violations.push(`${where}: no such group of user ${d.user_id}`);
      else if (servicesInGroup.get(g.id) !== g.count) {
        violations.push(`${where}: group of ${g.count} holds ${servicesInGroup.get(g.id) ?? 0} services`);
      }
    } else if (d.ref_type === 'traffic_package') {
      if (!packageIds.has(d.ref_id ?? 0)) violations.push(`${where}: no such traffic package`);
    } else if (d.ref_type === 'traffic_pool') {
      if (d.ref_id !== d.user_id) violations.push(`${where}: another user's pool`);
    } else {
      violations.push(`${where}: unknown purchase reference`);
    }
  }

  // A refund (type 5 to the owner, naming the service) never returns more than the service's debits paid.
  const paid = new Map<number, number>();
  const groupDebits = new Map<number, number>();
  for (const d of debits) {
    if (d.ref_type === 'service') paid.set(d.ref_id ?? 0, (paid.get(d.ref_id ?? 0) ?? 0) - d.amount);
    if (d.ref_type === 'service_group')
      groupDebits.set(d.ref_id ?? 0, (groupDebits.get(d.ref_id ?? 0) ?? 0) + d.amount);
  }
  for (const s of services) {
    const g = s.group_id === null ? undefined : groupById.get(s.group_id);
    if (!g) continue;
    paid.set(s.id, (paid.get(s.id) ?? 0) - (groupDebits.get(g.id) ?? 0) / g.count);
  }
  const refunded = new Map<number, number>();
  for (const r of rows) {
    if (r.type !== 5 || r.ref_type !== 'service' || r.amount <= 0) continue;
    const s = serviceById.get(r.ref_id ?? 0);
    if (s?.owner_id !== r.user_id || s.deleted_at === null) {
      violations.push(`refund ${r.id}: no deleted service ${r.ref_id} of user ${r.user_id}`);
    }
    refunded.set(r.ref_id ?? 0, (refunded.get(r.ref_id ?? 0) ?? 0) + r.amount);
  }
  for (const [id, amount] of refunded) {
    if (amount > (paid.get(id) ?? 0)) violations.push(`service ${id}: refunded ${amount} of ${paid.get(id) ?? 0} paid`);
  }

  // Referral profit names its purchase's reference (a service's vested profit names the service, which its own debit
  // or its batch's paid); the purchase must be a debit of someone this user referred.
  const referrerOf = new Map(users.map((u) => [u.id, u.referrer_id]));
  const referredDebits = new Set(debits.map((d) => `${referrerOf.get(d.user_id)}@${refKey(d.ref_type, d.ref_id)}`));
  const referred = (receiver: number, type: string | null, id: number | null) => {
    if (referredDebits.has(`${receiver}@${refKey(type, id)}`)) return true;
    const s = type === 'service' ? serviceById.get(id ?? 0) : undefined;
    return s?.group_id != null && referredDebits.has(`${receiver}@${refKey('service_group', s.group_id)}`);
  };
  for (const p of rows.filter((r) => r.type === 2)) {
    if (p.amount <= 0) violations.push(`referral profit ${p.id}: not positive`);
    if (!referred(p.user_id, p.ref_type, p.ref_id)) {
      violations.push(`referral profit ${p.id} (${p.ref_type} ${p.ref_id}): no purchase by a referred user`);
    }
  }

  // No money is made on a sale (decision 080): on every service the provider keeps what its debits paid, less its
  // refunds and the referral profit paid for it (net of profit taken back), and that is never below zero. Profit still
  // waiting is never more than the service's profit, and a deleted service has none waiting.
  const kept = new Map<number, number>(paid);
  for (const r of rows) {
    if (r.ref_type !== 'service') continue;
    const id = r.ref_id ?? 0;
    const s = serviceById.get(id);
    if (!s) continue;
    if (r.type === 5 && r.user_id === s.owner_id && r.amount > 0) kept.set(id, (kept.get(id) ?? 0) - r.amount);
    if (r.type === 2 || (r.type === 5 && r.user_id !== s.owner_id)) kept.set(id, (kept.get(id) ?? 0) - r.amount);
  }
  for (const s of services) {
    const pending = Number(s.referral_pending);
    if (pending < 0 || pending > Number(s.referral_profit)) {
      violations.push(`service ${s.id}: ${pending} of ${s.referral_profit} referral profit waiting`);
    }
    if (s.deleted_at !== null && pending !== 0) violations.push(`service ${s.id}: deleted with ${pending} waiting`);
    // Group debits are shared evenly, which may leave a fraction of a Toman on one service.
    if ((kept.get(s.id) ?? 0) < -0.5) violations.push(`service ${s.id}: the provider lost ${-(kept.get(s.id) ?? 0)}`);
  }

  // Every credit from outside pays once, the amount its source recorded, to the user who owns it.
  const creditsOf = (refType: string) => {
    const byRef = new Map<number, typeof rows>();
    for (const r of rows.filter((x) => x.ref_type === refType))
      byRef.set(r.ref_id ?? 0, [...(byRef.get(r.ref_id ?? 0) ?? []), r]);
    return byRef;
  };
  const once = (what: string, credits: typeof rows | undefined, expected?: { userId: number; amount: number }) => {
    if (!expected) {
      if (credits?.length) violations.push(`${what}: credited ${credits.length} times but never used`);
      return;
    }
    const [credit, ...more] = credits ?? [];
    if (!credit || more.length > 0) violations.push(`${what}: credited ${credits?.length ?? 0} times`);
    else if (credit.user_id !== expected.userId || credit.amount !== expected.amount) {
      violations.push(`${what}: credited ${credit.amount} to user ${credit.user_id}`);
    }
  };
  const giftCredits = creditsOf('giftcard');
  for (const c of giftCards) {
    const used = c.used_by === null ? undefined : { userId: c.used_by, amount: Number(c.amount) };
    once(`gift card ${c.id}`, giftCredits.get(c.id), used);
  }
  const voucherCredits = creditsOf('voucher');
  for (const v of vouchers) {
    const credited = v.status === 'credited' ? { userId: v.user_id, amount: Number(v.toman) } : undefined;
    once(`voucher ${v.id}`, voucherCredits.get(v.id), credited);
  }
  const cryptoRows = new Map(rows.filter((r) => r.ref_type === 'crypto').map((r) => [r.id, r]));
  const cryptoTotals = new Map<number, number>();
  for (const p of cryptoPayments) {
    if (p.status !== 'credited') continue;
    const row = p.transaction_id === null ? undefined : cryptoRows.get(p.transaction_id);
    if (row?.user_id !== p.user_id) violations.push(`crypto payment ${p.id}: credited with no ledger row of its user`);
    if (row) cryptoTotals.set(row.id, (cryptoTotals.get(row.id) ?? 0) + Number(p.toman));
  }
  for (const row of cryptoRows.values()) {
    if (cryptoTotals.get(row.id) !== row.amount) {
      violations.push(`crypto credit ${row.id}: ${row.amount} but its payments total ${cryptoTotals.get(row.id) ?? 0}`);
    }
  }
  return violations;
}
