import { LEDGER_TYPE } from '@pishkhan/contract';
import { hashPassword, verifyPassword } from '../lib/crypto.js';
import type { Services } from '../services.js';
import type { Db } from './create-db.js';

export const DEMO_LOGINS = {
  admin: { mobile: '09120000000', password: 'pishkhan-admin' },
  fullReseller: { mobile: '09121111111', password: 'pishkhan-demo', code: 'DEMO1111' },
  plainReseller: { mobile: '09122222222', password: 'pishkhan-demo', code: 'DEMO2222' },
} as const;

/**
 * Demo logins that still open with their published password: production refuses to start while any is left, even
 * in a database seeded earlier outside production (docs/product/server-behaviour.md#security-and-integrity).
 */
export async function openDemoLogins(db: Db): Promise<string[]> {
  const open: string[] = [];
  for (const login of Object.values(DEMO_LOGINS)) {
    const row = await db
      .selectFrom('users')
      .select('password_hash')
      .where('mobile', '=', login.mobile)
      .executeTakeFirst();
    if (row?.password_hash && (await verifyPassword(row.password_hash, login.password))) open.push(login.mobile);
  }
  return open;
}

/**
 * First start on an empty database: an admin and two resellers (one with every flag on, one plain) with balances,
 * so the panel looks alive. Later feature issues add packages, services and notifications here.
 * Returns false when the database already had users.
 */
export async function seedDemoData(services: Services, db: Db): Promise<boolean> {
  if ((await services.users.list({}, 1)).data.length > 0) return false;
  const [adminHash, demoHash] = await Promise.all([
    hashPassword(DEMO_LOGINS.admin.password),
    hashPassword(DEMO_LOGINS.fullReseller.password),
  ]);
  const vip = await services.users.createPayGroup(
    {
      name: 'ویژه',
      has_perfectmoney: true,
      has_crypto: true,
      perfect_charge_rate: 105,
      crypto_charge_rate: 97,
      telegram: 'https://t.me/pishkhan_demo',
    },
    { storeUnoffered: true },
  );
  await services.settings.setUsdPrice(61_500);
  await services.withTransaction(async (trx) => {
    const adminId = await services.users.insertAccount(trx, {
      type: 'ADMIN',
      name: 'مدیر سامانه',
      mobile: DEMO_LOGINS.admin.mobile,
      passwordHash: adminHash,
      active: true,
    });
    const fullId = await services.users.insertAccount(trx, {
      type: 'RESELLER',
      name: 'رضا رضایی',
      mobile: DEMO_LOGINS.fullReseller.mobile,
      passwordHash: demoHash,
      active: true,
      paygroup_id: vip.id,
      discount: 90,
      volumeservice: true,
      storeenable: true,
      referralreward: 10,
      telegram: '@reza_demo',
      referral_code: DEMO_LOGINS.fullReseller.code,
    });
    const plainId = await services.users.insertAccount(trx, {
      type: 'RESELLER',
      name: 'سارا محمدی',
      mobile: DEMO_LOGINS.plainReseller.mobile,
      passwordHash: demoHash,
      active: true,
      referrer_id: fullId,
      referral_code: DEMO_LOGINS.plainReseller.code,
    });
    const credit = (userId: number, amount: number) =>
      services.ledger.apply(trx, {
        userId,
        type: LEDGER_TYPE.DEPOSIT,
        amount,
        info: 'شارژ اولیه‌ی حساب نمایشی',
        refType: 'demo',
        actorId: adminId,
      });
    await credit(fullId, 2_500_000);
    await credit(plainId, 350_000);
  });
  await seedCatalogue(services);
  await seedVolume(services);
  await seedStore(services);
  await seedActivity(services, db);
  return true;
}

/** Traffic packages, the price of an extra GB, and a starter pool granted to the volume reseller (no money moves). */
async function seedVolume(services: Services) {
  const { volume } = services;
  await volume.create({
    name: 'حجمی ۵۰ گیگ یک‌ماهه',
    price: 450_000,
    transferlimit: 50,
    days: 30,
    active: true,
    sort: 1,
  });
  await volume.create({
    name: 'حجمی ۱۰۰ گیگ یک‌ماهه',
    price: 800_000,
    transferlimit: 100,
    days: 30,
    active: true,
    sort: 2,
  });
  await volume.create({
    name: 'حجمی ۳۰۰ گیگ سه‌ماهه',
    price: 2_100_000,
    transferlimit: 300,
    days: 90,
    active: true,
    sort: 3,
  });
  await volume.setAdminGbPrice(9_000);
  const full = await services.users.findLoginUser(DEMO_LOGINS.fullReseller.mobile);
  if (full) await volume.setPool(full.id, { traffic_total: 50, traffic_used: 0, days: 20 });
}

/** The full reseller's store opens with a card-to-card method and one product, so its screens and checkout show. */
async function seedStore(services: Services) {
  const full = await services.users.findLoginUser(DEMO_LOGINS.fullReseller.mobile);
  const card = (await services.store.availableMethods()).find((m) => m.code === 'card');
  const pkg = (await services.catalogue.packagesFor(100))
    .flatMap((g) => g.packages)
    .find((p) => p.name === 'یک ماهه ۳۰ گیگ');
  if (!full || !card || !pkg) return;
  await services.store.createMethod(full.id, {
    payment_method_id: card.id,
    active: true,
    order: 1,
    changepercent: 100,
    items: [
      { name: 'card_number', value: '6037991234567890' },
      { name: 'holder_name', value: 'رضا رضایی' },
    ],
  });
  await services.store.createProduct(full.id, {
    name: 'یک ماهه ۳۰ گیگ',
    price: 190_000,
    package_id: pkg.id,
    active: true,
  });
}

const OVPN_TEMPLATE = (remote: string, proto: 'tcp' | 'udp') => `client
dev tun
proto ${proto}
remote ${remote} 1194
resolv-retry infinite
nobind
persist-key
persist-tun
remote-cert-tls server
auth-user-pass
cipher AES-256-GCM
verb 3
`;

async function seedCatalogue(services: Services) {
  const { catalogue, notifications } = services;
  const v2ray = await catalogue.createGroup({
    name: 'V2Ray پرسرعت',
    info: 'لینک VLESS برای همه‌ی کلاینت‌ها',
    active: true,
    sort: 1,
  });
  const radius = await catalogue.createGroup({
    name: 'OpenVPN و Cisco',
    info: 'حساب RADIUS با فایل OpenVPN',
    active: true,
    sort: 2,
  });
  const custom = await catalogue.createGroup({
    name: 'حجم و زمان دلخواه',
    info: 'هر حجم و هر مدت',
    active: true,
    sort: 3,
  });
  const pkg = (
    group: number,
    name: string,
    price: number,
    days: number,
    gb: number,
    access: 'v2ray' | 'radius' | 'both',
  ) =>
    catalogue.createPackage({
      packagegroup_id: group,
      name,
      info: '',
      price,
      days,
      traffic_gb: gb,
      unlimited_traffic: false,
      is_v2ray: access !== 'radius',
      is_radius: access !== 'v2ray',
      is_custom: false,
      transferlimit: 0,
      day: 0,
      month_rate: 0,
      active: true,
      sort: 0,
    });
  await pkg(v2ray.id, 'یک ماهه ۳۰ گیگ', 150_000, 30, 30, 'v2ray');
  await pkg(v2ray.id, 'یک ماهه ۵۰ گیگ', 220_000, 30, 50, 'v2ray');
  await pkg(v2ray.id, 'سه ماهه ۱۵۰ گیگ', 550_000, 90, 150, 'v2ray');
  await pkg(radius.id, 'یک ماهه ۵۰ گیگ OpenVPN', 180_000, 30, 50, 'radius');
  await pkg(radius.id, 'ترکیبی یک ماهه ۶۰ گیگ', 260_000, 30, 60, 'both');
  await catalogue.createPackage({
    packagegroup_id: custom.id,
    name: 'V2Ray دلخواه',
    info: 'قیمت برای هر گیگ است؛ هر ماهِ بیشتر، ۱۰٪ به آن افزوده می‌شود',
    price: 5000,
    days: 30,
    traffic_gb: 0,
    unlimited_traffic: false,
    is_v2ray: true,
    is_radius: false,
    is_custom: true,
    transferlimit: 200,
    day: 90,
    month_rate: 0.1,
    active: true,
    sort: 0,
  });
  // Last, so the packages before it keep the ids the demo has always had; listed in the V2Ray group after its
  // packages with GB.
  await catalogue.createPackage({
    packagegroup_id: v2ray.id,
    name: 'یک ماهه نامحدود',
    info: 'بدون محدودیت حجم',
    price: 390_000,
    days: 30,
    traffic_gb: 0,
    unlimited_traffic: true,
    is_v2ray: true,
    is_radius: false,
    is_custom: false,
    transferlimit: 0,
    day: 0,
    month_rate: 0,
    active: true,
    sort: 1,
  });
  await catalogue.createServerInfo({
    name: 'سرور آلمان',
    items: [
      { title: 'آدرس', value: 'de1.pishkhan.example' },
      { title: 'پورت OpenVPN', value: '1194 (TCP)' },
      { title: 'Cisco AnyConnect', value: 'de1.pishkhan.example:443' },
    ],
  });
  await catalogue.createServerInfo({
    name: 'سرور هلند',
    items: [
      { title: 'آدرس', value: 'nl1.pishkhan.example' },
      { title: 'پورت OpenVPN', value: '1194 (UDP)' },
    ],
  });
  await catalogue.createOvpnFile({ name: 'germany-tcp.ovpn', content: OVPN_TEMPLATE('de1.pishkhan.example', 'tcp') });
  await catalogue.createOvpnFile({
    name: 'netherlands-udp.ovpn',
    content: OVPN_TEMPLATE('nl1.pishkhan.example', 'udp'),
  });
  await notifications.create({
    title: 'به پیشخوان خوش آمدید',
    body: 'از این پنل می‌توانید سرویس بخرید، تمدید کنید و حسابتان را شارژ کنید.',
  });
  await notifications.create({
    title: 'سرور جدید هلند',
    body: 'سرور هلند به بسته‌های OpenVPN اضافه شد. فایل آن را از پنجره‌ی سرویس بگیرید.',
  });
}

/** Services bought through the real purchase path, so the ledger and referral profits add up. */
async function seedActivity(services: Services, db: Db) {
  const full = await services.users.findLoginUser(DEMO_LOGINS.fullReseller.mobile);
  const plain = await services.users.findLoginUser(DEMO_LOGINS.plainReseller.mobile);
  if (!full || !plain) return;
  const groups = await services.catalogue.adminGroups();
  const byName = (name: string) => groups.flatMap((g) => g.packages).find((p) => p.name === name)?.id ?? 0;
  const buy = (ownerId: number, body: Partial<Parameters<Services['services']['purchase']>[1]>) =>
    services.services.purchase(
      ownerId,
      { batch: false, count: 1, servicewithoutphone: false, mobile: '', ...body } as Parameters<
        Services['services']['purchase']
      >[1],
      undefined,
    );
  const [used] = await buy(full.id, { package_id: byName('یک ماهه ۵۰ گیگ'), mobile: '09351234567', name: 'علی احمدی' });
  await buy(full.id, { package_id: byName('یک ماهه ۵۰ گیگ OpenVPN'), mobile: '09359876543', name: 'مریم کریمی' });
  await buy(full.id, { package_id: byName('یک ماهه ۳۰ گیگ'), batch: true, count: 3, description: 'فروش نمایشگاه' });
  const [referred] = await buy(plain.id, { package_id: byName('یک ماهه ۳۰ گیگ'), servicewithoutphone: true });
  await services.notifications.create({
    title: 'پاداش معرفی',
    body: 'از خرید زیرمجموعه‌ی شما سود معرفی به حسابتان واریز شد.',
    user_id: full.id,
  });
  if (used) await markInUse(db, used.id, 12.5);
  // The referred reseller's sale has been used, so its referral profit is past refund and paid (decision 080).
  if (referred) await markInUse(db, referred.id, 2);
  await services.services.vestReferrals();
}

/** Demo only: what usage collection will record for a service that has been used. */
async function markInUse(db: Db, serviceId: number, usedGb: number) {
  const start = new Date(Date.now() - 10 * 86_400_000);
  await db
    .updateTable('services')
    .set({
      started_at: start.toISOString(),
      expire_in: new Date(start.getTime() + 30 * 86_400_000).toISOString(),
      download_bytes: Math.round(usedGb * 0.8 * 1_073_741_824),
      upload_bytes: Math.round(usedGb * 0.2 * 1_073_741_824),
    })
    .where('id', '=', serviceId)
    .execute();
  const perDay = Math.round((usedGb / 10) * 1_073_741_824);
  await db
    .insertInto('usage_daily')
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        service_id: serviceId,
        day: new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10),
        download_bytes: Math.round(perDay * 0.8),
        upload_bytes: Math.round(perDay * 0.2),
      })),
    )
    .execute();
}
