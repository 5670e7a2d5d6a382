import { z } from 'zod';
import {
  CodeSchema,
  IdSchema,
  IntSchema,
  MobileSchema,
  NumberSchema,
  normalizeText,
  PageSchema,
  paginated,
  QueryIdSchema,
  QueryIntSchema,
  RequiredTextSchema,
  TextSchema,
} from '../common.js';

/** docs/product/services-and-statuses.md#service-status-codes: 1 unused, 2 expired, 3 traffic finished, 4 active. */
export const SERVICE_STATUS = { UNUSED: 1, EXPIRED: 2, TRAFFIC_FINISHED: 3, ACTIVE: 4 } as const;
export type ServiceStatus = (typeof SERVICE_STATUS)[keyof typeof SERVICE_STATUS];
export const SERVICE_STATUS_LABELS: Record<number, string> = {
  1: 'استفاده نشده',
  2: 'منقضی شده',
  3: 'اتمام ترافیک',
  4: 'فعال',
};
export const MAX_DAYS_OPTIONS = [15, 30, 45, 60, 90] as const;

export const ServiceSchema = z.object({
  id: z.number().int(),
  /** The RADIUS username. */
  email: z.string(),
  password: z.string(),
  /** The V2Ray share link ('' for RADIUS-only services). */
  link: z.string(),
  /** The unguessable subscription address standard clients import ('' for RADIUS-only services). */
  subscription_url: z.string(),
  /** ISO moment the period ends; null until first use. */
  expire_in: z.string().nullable(),
  jreg_date: z.string(),
  jexpire_in: z.string(),
  /** ISO moment the service stopped (expiry or traffic), null while it runs. */
  expired_at: z.string().nullable(),
  remainDays: z.number().int(),
  statuscode: z.number().int().min(1).max(4),
  status: z.string(),
  banned: z.boolean(),
  usedpercent: z.number(),
  /** GB used so far. */
  transfer_totalgb: z.number(),
  /** GB the service may use. */
  transfer_enablegb: z.number(),
  /** the rules of docs/product/services-and-statuses.md#what-a-service-offers, decided here so the panel never re-derives them differently. */
  can_switch: z.boolean(),
  can_add_traffic: z.boolean(),
  can_delete: z.boolean(),
  /** Deleting it now gives back what it cost: unused, or used under 0.1 GB (docs/product/services-and-statuses.md#services). */
  refundable: z.boolean(),
  expiry_warning: z.boolean(),
  usage_warning: z.boolean(),
  userservice: z.object({
    is_radius: z.boolean(),
    is_v2ray: z.boolean(),
    is_custom: z.boolean(),
    cost: z.number().int(),
    info: z.string(),
    startdate: z.string().nullable(),
    username: z.string(),
    paid: z.boolean(),
    unlimited_traffic: z.boolean(),
    package_id: z.number().int(),
    /** The days of the period it was bought (or last renewed) for: a renewal starts from them. */
    days: z.number().int(),
    user: z.object({ id: z.number().int().nullable(), mobile: z.string(), name: z.string() }),
  }),
});
export type Service = z.infer<typeof ServiceSchema>;

const positiveId = (label: string) => IdSchema(label);

export const ServiceIdBodySchema = z.object({ service_id: positiveId('شناسه‌ی سرویس') });

/** Who the services are for and how many: shared by `/services` and `/services/trafficservice`. */
const orderFields = {
  batch: z.boolean().default(false),
  count: IntSchema('تعداد').min(1, 'تعداد باید دست‌کم ۱ باشد').default(1),
  servicewithoutphone: z.boolean().default(false),
  user_id: positiveId('مشتری').nullish(),
  mobile: TextSchema(30).nullish(),
  name: TextSchema(100).nullish(),
  description: TextSchema(500).nullish(),
};
const normalizeOrderMobile = <T extends { mobile?: string | null | undefined }>(b: T) => ({
  ...b,
  mobile: b.mobile ? normalizeText(b.mobile).trim() : '',
});

export const PurchaseBodySchema = z
  .object({
    package_id: positiveId('بسته'),
    ...orderFields,
    /** Custom packages only: days and GB chosen by the reseller. */
    day: IntSchema('تعداد روز').nullish(),
    traffic: NumberSchema('حجم').nullish(),
  })
  .transform(normalizeOrderMobile);
export type PurchaseBody = z.infer<typeof PurchaseBodySchema>;

/**
 * `/services/trafficservice`: services of any GB and 15-90 days drawn from the pool. `package_id` only says which
 * access and nodes they get (its price, GB and days are not used); without it, the first V2Ray package (decision 017).
 */
export const TrafficServiceBodySchema = z
  .object({
    package_id: positiveId('نوع سرویس').nullish(),
    ...orderFields,
    traffic: NumberSchema('حجم')
      .positive('حجم باید بیشتر از صفر باشد')
      .max(10_000, 'حجم هر سرویس حداکثر ۱۰٬۰۰۰ گیگابایت است'),
    day: NumberSchema('تعداد روز')
      .refine((d) => (MAX_DAYS_OPTIONS as readonly number[]).includes(d), {
        message: 'تعداد روز باید یکی از ۱۵، ۳۰، ۴۵، ۶۰ یا ۹۰ باشد',
      })
      .default(30),
  })
  .transform(normalizeOrderMobile);
export type TrafficServiceBody = z.infer<typeof TrafficServiceBodySchema>;

export const ServiceListQuerySchema = z.object({
  page: PageSchema,
  user_id: QueryIdSchema('مشتری').optional(),
  status: QueryIntSchema('وضعیت', { max: 4 }).default(0),
  paid: QueryIntSchema('وضعیت پرداخت', { max: 2 }).default(0),
  search: TextSchema(100).optional(),
});
export const ServiceListSchema = paginated(ServiceSchema);

export const ServiceGroupSchema = z.object({
  id: z.number().int(),
  jdate: z.string(),
  info: z.string(),
  description: z.string(),
  count: z.number().int(),
});
export const ServiceGroupListSchema = paginated(ServiceGroupSchema);
export const DownloadListSchema = z.object({ filename: z.string(), content: z.string() });

export const RenewBodySchema = z.object({
  service_id: positiveId('شناسه‌ی سرویس'),
  package_id: positiveId('بسته'),
  day: IntSchema('تعداد روز').nullish(),
  traffic: NumberSchema('حجم').nullish(),
});

const JALALI_DATE = /^1[34]\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const TrafficChargeBodySchema = z.object({
  service_id: positiveId('شناسه‌ی سرویس'),
  traffic: NumberSchema('حجم')
    .int('حجم باید عدد صحیح (گیگابایت) باشد')
    .min(1, 'حجم باید دست‌کم ۱ گیگابایت باشد')
    .max(10_000, 'حجم بیش از حد بزرگ است'),
  expired: z.preprocess(
    (v) => (typeof v === 'string' ? normalizeText(v).trim().replace(/\//g, '-') : v),
    z.string({ error: 'تاریخ انقضا را وارد کنید' }).regex(JALALI_DATE, 'تاریخ انقضا باید به شکل ۱۴۰۵-۰۹-۳۰ باشد'),
  ),
});

/**
 * `/services/trafficextend` (decision 055): extra GB for a service taken from the reseller's pool instead of Toman,
 * with the new expiry as `/services/trafficcharge` takes it. GB as a pool service's, fractions allowed, from 0.1 GB
 * (a new expiry is not to be had for a crumb of a GB).
 */
export const TRAFFIC_EXTEND_MIN_GB = 0.1;
export const TrafficExtendBodySchema = TrafficChargeBodySchema.extend({
  traffic: NumberSchema('حجم')
    .min(TRAFFIC_EXTEND_MIN_GB, 'حجم باید دست‌کم ۰٫۱ گیگابایت باشد')
    .max(10_000, 'حجم بیش از حد بزرگ است'),
});

export const ChangeStatusBodySchema = z.object({
  service_id: positiveId('شناسه‌ی سرویس'),
  banned: z.boolean({ error: 'وضعیت باید بله یا خیر باشد' }),
});
export const ChangePaidBodySchema = z.object({
  service_id: positiveId('شناسه‌ی سرویس'),
  paid: z.boolean({ error: 'وضعیت پرداخت باید بله یا خیر باشد' }),
});
export const ChangeUserBodySchema = z.object({
  serviceId: positiveId('شناسه‌ی سرویس'),
  name: RequiredTextSchema('نام و نام خانوادگی نمی‌تواند خالی باشد', 100),
  mobile: MobileSchema,
});

export const PriceSchema = z.object({ price: z.number().int() });
export const UsageStatSchema = z.array(z.object({ day: z.string(), dgb: z.number(), ugb: z.number() }));
export const IpInfoSchema = z.object({
  online: z.boolean(),
  servers: z.array(z.string()),
  ips: z.array(z.object({ ip: z.string(), provider: z.string() })),
});
/** `trafficback`: GB that went back to the pool (a volume service, decision 017). */
export const DeleteServiceResponseSchema = z.object({
  message: z.string(),
  moneyback: z.number().int(),
  trafficback: z.number(),
});

export const OvpnDownloadQuerySchema = z.object({
  user: z.string().min(1).max(64),
  pass: z.string().min(1).max(128),
  file: CodeSchema('نام فایل را وارد کنید', 100),
});

export const ResellerInfoSchema = z.object({
  activeServices: z.number().int(),
  notUsedServices: z.number().int(),
  notPaid: z.number().int(),
  /** Whether any of the reseller's services has RADIUS access: the dashboard shows server cards only then. */
  hasRadius: z.boolean(),
});
