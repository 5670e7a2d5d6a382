import { z } from 'zod';
import { IdSchema, IntSchema, NumberSchema, QueryIdSchema, RequiredTextSchema, TextSchema } from '../common.js';
import { TrafficMultiplierNoteSchema } from '../nodes/node.schemas.js';

/** A subscription request with no device id (decision 105): served, counted as one «unknown» device, or refused. */
export const NO_DEVICE_ID = ['allow', 'unknown', 'refuse'] as const;
export type NoDeviceId = (typeof NO_DEVICE_ID)[number];
/** The most devices or simultaneous sessions a package may set. */
export const FAIR_USE_MAX = 100;

/** A package as the panel's picker sees it (docs/product/services-and-statuses.md#packages), priced for the caller: `price` is already discounted. */
export const PackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  info: z.string(),
  /** Fixed package: the caller's price. Custom package: the caller's price per GB. */
  price: z.number(),
  days: z.number().int(),
  traffic_gb: z.number(),
  /** Sold by time alone: `traffic_gb` does not apply (decision 053). */
  unlimited_traffic: z.boolean(),
  is_v2ray: z.boolean(),
  is_radius: z.boolean(),
  is_custom: z.boolean(),
  packagegroup_id: z.number().int(),
  /** Custom packages: the most GB and days one may buy, and the monthly rate of the price formula. */
  transferlimit: z.number(),
  day: z.number().int(),
  month_rate: z.number(),
  /** Distinct devices one subscription serves, 0: no limit (decision 105). */
  device_limit: z.number().int(),
  /** What a subscription request that names no device gets: served, counted as one unknown device, or refused. */
  no_device_id: z.enum(NO_DEVICE_ID),
  /** RADIUS sessions or Xray addresses at once, 0: no limit. */
  simultaneous_limit: z.number().int(),
});
export type Package = z.infer<typeof PackageSchema>;

export const PackageGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  info: z.string(),
  packages: z.array(PackageSchema),
  /** The group's nodes whose V2Ray traffic counts other than byte for byte (decision 109); absent or empty: none. */
  traffic_multipliers: z.array(TrafficMultiplierNoteSchema).optional(),
});
export type PackageGroup = z.infer<typeof PackageGroupSchema>;

/**
 * A package as `/packages/mypackages` answers it to a reseller: `price` is already the caller's (the panel shows it as
 * it is), and the two named fields say which price is which, so a client written to docs/product/rules.md#business-constants-and-limits, which applies the
 * discount itself, does not apply it twice.
 */
export const CallerPackageSchema = PackageSchema.extend({
  /** The admin's price before any discount (custom: per GB). */
  list_price: z.number(),
  /** What the caller pays: their discount applied, a fixed package rounded to the thousand (equals `price`). */
  caller_price: z.number(),
});
export const CallerPackageGroupSchema = PackageGroupSchema.extend({ packages: z.array(CallerPackageSchema) });
export type CallerPackageGroup = z.infer<typeof CallerPackageGroupSchema>;

export const MyPackagesQuerySchema = z.object({
  service_id: QueryIdSchema('سرویس').optional(),
});

/** The admin's view: list prices, before any reseller's discount. */
export const AdminPackageSchema = PackageSchema.extend({ active: z.boolean(), sort: z.number().int() });
export const AdminPackageGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  info: z.string(),
  active: z.boolean(),
  sort: z.number().int(),
  packages: z.array(AdminPackageSchema),
});

const flag = (label: string) => z.boolean({ error: `${label} باید بله یا خیر باشد` });
const count = (label: string) => IntSchema(label).min(0, `${label} نمی‌تواند منفی باشد`);

export const PackageGroupBodySchema = z.object({
  name: RequiredTextSchema('نام گروه نمی‌تواند خالی باشد', 100),
  info: TextSchema(500).default(''),
  active: flag('فعال بودن').default(true),
  sort: count('ترتیب').default(0),
});
export const UpdatePackageGroupBodySchema = z
  .object({
    name: RequiredTextSchema('نام گروه نمی‌تواند خالی باشد', 100),
    info: TextSchema(500),
    active: flag('فعال بودن'),
    sort: count('ترتیب'),
  })
  .partial();

const packageFields = {
  packagegroup_id: IdSchema('گروه بسته', 'گروه بسته را انتخاب کنید'),
  name: RequiredTextSchema('نام بسته نمی‌تواند خالی باشد', 100),
  info: TextSchema(500),
  price: count('قیمت').max(1_000_000_000, 'قیمت بیش از حد بزرگ است'),
  days: count('تعداد روز').max(3650, 'تعداد روز حداکثر ۳۶۵۰ است'),
  traffic_gb: NumberSchema('حجم').min(0, 'حجم نمی‌تواند منفی باشد').max(100_000),
  unlimited_traffic: flag('ترافیک نامحدود'),
  is_v2ray: flag('V2Ray'),
  is_radius: flag('RADIUS'),
  is_custom: flag('بسته‌ی دلخواه'),
  transferlimit: NumberSchema('سقف حجم').min(0).max(100_000),
  day: count('سقف روز').max(3650),
  month_rate: NumberSchema('نرخ ماهانه').min(0, 'نرخ ماهانه نمی‌تواند منفی باشد').max(10),
  active: flag('فعال بودن'),
  sort: count('ترتیب'),
  device_limit: count('سقف دستگاه').max(FAIR_USE_MAX, 'سقف دستگاه حداکثر ۱۰۰ است'),
  no_device_id: z.enum(NO_DEVICE_ID, { error: 'رفتار بدون شناسه‌ی دستگاه باید مجاز، یک دستگاه ناشناس یا رد باشد' }),
  simultaneous_limit: count('سقف اتصال هم‌زمان').max(FAIR_USE_MAX, 'سقف اتصال هم‌زمان حداکثر ۱۰۰ است'),
};

const accessRequired = (p: { is_v2ray?: boolean | undefined; is_radius?: boolean | undefined }) =>
  p.is_v2ray !== false || p.is_radius !== false;
/** A custom package is priced by the GB chosen: it cannot be unlimited. */
const notCustomAndUnlimited = (p: { is_custom?: boolean | undefined; unlimited_traffic?: boolean | undefined }) =>
  !(p.is_custom === true && p.unlimited_traffic === true);
/** A package gives a V2Ray link, a RADIUS account or both. */
export const NO_ACCESS_MESSAGE = 'بسته باید دست‌کم یکی از V2Ray یا RADIUS را بدهد';
export const CUSTOM_UNLIMITED_MESSAGE = 'بسته‌ی دلخواه بر اساس حجم قیمت می‌گیرد و نمی‌تواند نامحدود باشد';
const CUSTOM_UNLIMITED = { message: CUSTOM_UNLIMITED_MESSAGE, path: ['unlimited_traffic'] };

export const PackageBodySchema = z
  .object({
    ...packageFields,
    info: packageFields.info.default(''),
    days: packageFields.days.default(30),
    traffic_gb: packageFields.traffic_gb.default(0),
    unlimited_traffic: packageFields.unlimited_traffic.default(false),
    is_v2ray: packageFields.is_v2ray.default(true),
    is_radius: packageFields.is_radius.default(false),
    is_custom: packageFields.is_custom.default(false),
    transferlimit: packageFields.transferlimit.default(0),
    day: packageFields.day.default(0),
    month_rate: packageFields.month_rate.default(0),
    active: packageFields.active.default(true),
    sort: packageFields.sort.default(0),
    device_limit: packageFields.device_limit.default(0),
    no_device_id: packageFields.no_device_id.default('allow'),
    simultaneous_limit: packageFields.simultaneous_limit.default(0),
  })
  .refine(accessRequired, { message: NO_ACCESS_MESSAGE, path: ['is_v2ray'] })
  .refine(notCustomAndUnlimited, CUSTOM_UNLIMITED);
export type PackageBody = z.infer<typeof PackageBodySchema>;

export const UpdatePackageBodySchema = z
  .object(packageFields)
  .partial()
  .refine(accessRequired, { message: NO_ACCESS_MESSAGE, path: ['is_v2ray'] })
  .refine(notCustomAndUnlimited, CUSTOM_UNLIMITED);
export type UpdatePackageBody = z.infer<typeof UpdatePackageBodySchema>;

export const ServerInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  items: z.array(z.object({ title: z.string(), value: z.string() })),
});
export const ServerInfoBodySchema = z.object({
  name: RequiredTextSchema('نام سرور نمی‌تواند خالی باشد', 100),
  items: z
    .array(
      z.object({
        title: RequiredTextSchema('عنوان نمی‌تواند خالی باشد', 100),
        value: TextSchema(500),
      }),
    )
    .max(50),
});

export const OvpnFileSchema = z.object({ id: z.number().int(), name: z.string() });
export const OvpnFileBodySchema = z.object({
  name: z
    .string({ error: 'نام فایل را وارد کنید' })
    .trim()
    .regex(/^[\w.-]{1,80}\.ovpn$/, 'نام فایل باید با .ovpn تمام شود و فقط حروف لاتین، عدد، نقطه، خط تیره داشته باشد'),
  content: z.string().max(200_000, 'فایل بیش از حد بزرگ است').default(''),
});
