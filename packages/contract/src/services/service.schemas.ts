import { z } from 'zod';
import {
  CodeSchema,
  cleanText,
  IdSchema,
  IntSchema,
  MobileSchema,
  NumberSchema,
  normalizeText,
  PageSchema,
  paginated,
  QueryIdSchema,
  QueryIntSchema,
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
  /** The reseller's own note on the service ('' for none); only they see it, and the list's search finds it. */
  note: z.string(),
  /** Distinct devices its subscription serves, 0: no limit (decision 105); the reseller may lower it. */
  device_limit: z.number().int(),
  /** Devices its subscription URL has kept (the «unknown» one included). */
  devices_used: z.number().int(),
  /** RADIUS sessions or Xray addresses at once, 0: no limit. */
  simultaneous_limit: z.number().int(),
  /** Paused by the fair-use policy until then (decision 107), off its nodes; null when not paused. */
  paused_until: z.string().nullable(),
  /** The batch (service group) it was bought in, null for a single purchase. */
  group_id: z.number().int().nullable(),
  /** Renewed by itself from the reseller's balance once it stops (decision 114). */
  auto_renew: z.boolean(),
});
export type Service = z.infer<typeof ServiceSchema>;

/** Auto-renew on or off for one of the caller's services (decision 114). */
export const AutoRenewBodySchema = z.object({
  service_id: IdSchema('شناسه‌ی سرویس'),
  enabled: z.boolean({ error: 'تمدید خودکار باید روشن یا خاموش باشد' }),
});
export type AutoRenewBody = z.infer<typeof AutoRenewBodySchema>;

/** docs/product/services-and-statuses.md#notes: a note is one short text the reseller keeps on a service. */
export const SERVICE_NOTE_MAX = 200;
export const ServiceNoteBodySchema = z.object({
  service_id: IdSchema('شناسه‌ی سرویس'),
  /** One line: spaces and line breaks folded into one space; an empty note clears it. */
  note: z.preprocess(
    (v) => (typeof v === 'string' ? cleanText(v).replace(/\s+/g, ' ').trim() : v),
    z
      .string({ error: 'یادداشت باید متن باشد' })
      .max(SERVICE_NOTE_MAX, `یادداشت حداکثر ${SERVICE_NOTE_MAX.toLocaleString('fa-IR')} نویسه است`),
  ),
});
export type ServiceNoteBody = z.input<typeof ServiceNoteBodySchema>;

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

/**
 * The list's orders (docs/product/screens.md#service-list): newest first, the soonest expiry first, the most used
 * (share of the GB) first.
 */
export const SERVICE_SORTS = ['new', 'expiry', 'usage'] as const;
export type ServiceSort = (typeof SERVICE_SORTS)[number];
/** Status filter 5, «رو به اتمام»: active with at most this many days left … */
export const NEAR_END_DAYS = 3;
/** … or this share of its GB used (the list's red marks, docs/product/services-and-statuses.md#service-list-filters). */
export const NEAR_END_PERCENT = 80;
export const SERVICE_STATUS_NEAR_END = 5;

/** The list's filters, shared by the list, its export and a bulk action's selection. */
const serviceFilterFields = {
  user_id: QueryIdSchema('مشتری').optional(),
  status: QueryIntSchema('وضعیت', { max: SERVICE_STATUS_NEAR_END }).default(0),
  paid: QueryIntSchema('وضعیت پرداخت', { max: 2 }).default(0),
  search: TextSchema(100).optional(),
};
export const ServiceListQuerySchema = z.object({
  page: PageSchema,
  ...serviceFilterFields,
  sort: z.enum(SERVICE_SORTS, { error: 'ترتیب سرویس‌ها معتبر نیست' }).default('new'),
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
/** One batch with its services, for its hand-out (docs/product/screens.md#bulk-service-groups). */
export const ServiceGroupDetailSchema = z.object({ group: ServiceGroupSchema, services: z.array(ServiceSchema) });
export type ServiceGroupDetail = z.infer<typeof ServiceGroupDetailSchema>;
export const DownloadListSchema = z.object({ filename: z.string(), content: z.string() });

/**
 * How a renewal treats what is left (decision 098): `reset` starts the package afresh and drops the remaining GB and
 * days; `add` adds the package's GB and days to what is left. Both cost the package's price.
 */
export const RENEW_MODES = ['reset', 'add'] as const;
export type RenewMode = (typeof RENEW_MODES)[number];
export const RenewBodySchema = z.object({
  service_id: positiveId('شناسه‌ی سرویس'),
  package_id: positiveId('بسته'),
  day: IntSchema('تعداد روز').nullish(),
  traffic: NumberSchema('حجم').nullish(),
  mode: z.enum(RENEW_MODES, { error: 'نوع تمدید باید «از نو» یا «افزودن به باقی‌مانده» باشد' }).default('reset'),
});

const JALALI_DATE = /^1[34]\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const TrafficChargeBodySchema = z.object({
  service_id: positiveId('شناسه‌ی سرویس'),
  /** Whole GB; 0 when only the expiry changes (decision 098). */
  traffic: NumberSchema('حجم')
    .int('حجم باید عدد صحیح (گیگابایت) باشد')
    .min(0, 'حجم نمی‌تواند منفی باشد')
    .max(10_000, 'حجم بیش از حد بزرگ است'),
  expired: z.preprocess(
    (v) => (typeof v === 'string' ? normalizeText(v).trim().replace(/\//g, '-') : v),
    z.string({ error: 'تاریخ انقضا را وارد کنید' }).regex(JALALI_DATE, 'تاریخ انقضا باید به شکل ۱۴۰۵-۰۹-۳۰ باشد'),
  ),
});

/**
 * `/services/trafficextend` (decision 017): extra GB for a service taken from the reseller's pool instead of Toman,
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
/**
 * Moving a service (decision 098): to an existing customer only by picking them (`user_id`, whose mobile must match,
 * and whose name is never changed here); otherwise to a new customer, named, whose mobile no customer has yet.
 */
export const ChangeUserBodySchema = z
  .object({
    serviceId: positiveId('شناسه‌ی سرویس'),
    user_id: positiveId('مشتری').nullish(),
    name: TextSchema(100).nullish(),
    mobile: MobileSchema,
  })
  .refine((b) => Boolean(b.user_id) || Boolean(b.name?.trim()), {
    path: ['name'],
    message: 'نام و نام خانوادگی نمی‌تواند خالی باشد',
  });

export const PriceSchema = z.object({ price: z.number().int() });
/** `/services/getprice`: one extra GB (`price`) and one extra day (`day_price`) on the service; 0 is not on sale. */
export const TrafficPriceSchema = PriceSchema.extend({ day_price: z.number().int() });
export const UsageStatSchema = z.array(z.object({ day: z.string(), dgb: z.number(), ugb: z.number() }));
/**
 * An entry of the fair-use policy (decision 107): a warning, a pause (`until` when it ends) or the resume, with how many
 * addresses were online against the limit and which.
 */
export const FairUseEventSchema = z.object({
  kind: z.enum(['warn', 'pause', 'resume']),
  at: z.string(),
  addresses: z.number().int(),
  limit: z.number().int(),
  ips: z.array(z.string()),
  until: z.string().nullable(),
});
export type FairUseEvent = z.infer<typeof FairUseEventSchema>;
/** A service's simultaneous limit (0: none), its pause if any, and its entries, newest first. */
export const FairUseSchema = z.object({
  limit: z.number().int(),
  paused_until: z.string().nullable(),
  events: z.array(FairUseEventSchema),
});
export type FairUse = z.infer<typeof FairUseSchema>;
/**
 * `/services/getip`. For a V2Ray service also, when there is something to say: `online_ips`, each address an Xray node
 * lists with when its newest connection opened (ISO) and the node; `no_online_ips`, the nodes whose core reports none
 * (V2Ray 4.34); `fairuse`, when the service has a simultaneous limit or entries.
 */
export const IpInfoSchema = z.object({
  online: z.boolean(),
  servers: z.array(z.string()),
  ips: z.array(z.object({ ip: z.string(), provider: z.string() })),
  online_ips: z.array(z.object({ ip: z.string(), last_seen: z.string(), node: z.string() })).optional(),
  no_online_ips: z.array(z.string()).optional(),
  fairuse: FairUseSchema.optional(),
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

/**
 * Bulk actions on many services at once (decision 099): renew each with its own package, add GB (and days) paid
 * from the balance, switch off or on, mark settled or not, delete. At most `BULK_LIMIT` services a request.
 */
export const BULK_ACTIONS = ['renew', 'add', 'off', 'on', 'paid', 'unpaid', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const BULK_LIMIT = 500;
const BulkActionSchema = z.enum(BULK_ACTIONS, { error: 'کار گروهی معتبر نیست' });
const BulkIdsSchema = z
  .array(positiveId('شناسه‌ی سرویس'), { error: 'سرویس‌ها را انتخاب کنید' })
  .min(1, 'دست‌کم یک سرویس را انتخاب کنید')
  .max(BULK_LIMIT, `در هر کار گروهی حداکثر ${BULK_LIMIT.toLocaleString('fa-IR')} سرویس`)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'شناسه‌ی سرویس تکراری است' });
/**
 * `add`: whole GB and days past each service's expiry, priced as the single change of terms prices them; `renew`:
 * restart or add to what is left, as the single renewal (`mode`).
 */
const bulkTermsFields = {
  traffic: IntSchema('حجم', 10_000).min(0, 'حجم نمی‌تواند منفی باشد').nullish(),
  days: IntSchema('تعداد روز', 3_650).min(0, 'تعداد روز نمی‌تواند منفی باشد').nullish(),
  mode: z.enum(RENEW_MODES, { error: 'نوع تمدید باید «از نو» یا «افزودن به باقی‌مانده» باشد' }).nullish(),
};
const needsAddTerms = (b: {
  action: BulkAction;
  traffic?: number | null | undefined;
  days?: number | null | undefined;
}) => b.action !== 'add' || (b.traffic ?? 0) >= 1 || (b.days ?? 0) >= 1;
const ADD_TERMS = { message: 'حجم یا تعداد روزی برای افزودن وارد کنید', path: ['traffic'] };

/**
 * What a bulk action would do, before it is confirmed: the services picked, or every one the filter finds (no filter:
 * the whole list).
 */
export const BulkPreviewBodySchema = z
  .object({
    action: BulkActionSchema,
    service_ids: BulkIdsSchema.nullish(),
    filter: z
      .object({
        user_id: positiveId('مشتری').nullish(),
        status: IntSchema('وضعیت', SERVICE_STATUS_NEAR_END).min(0, 'وضعیت معتبر نیست').default(0),
        paid: IntSchema('وضعیت پرداخت', 2).min(0, 'وضعیت پرداخت معتبر نیست').default(0),
        search: TextSchema(100).nullish(),
      })
      .nullish(),
    ...bulkTermsFields,
  })
  .refine((b) => !(b.service_ids && b.filter), {
    message: 'یا سرویس‌ها را انتخاب کنید یا همه‌ی سرویس‌های فیلتر را',
    path: ['service_ids'],
  })
  .refine(needsAddTerms, ADD_TERMS);
export type BulkPreviewBody = z.input<typeof BulkPreviewBodySchema>;

/** Carries the action out on exactly the services named, once (`Idempotency-Key`). */
export const BulkBodySchema = z
  .object({
    action: BulkActionSchema,
    service_ids: BulkIdsSchema,
    ...bulkTermsFields,
    /** The total the reseller confirmed: a run that would charge more is refused whole. */
    expected_total: IntSchema('مبلغ کل').min(0, 'مبلغ کل نمی‌تواند منفی باشد').nullish(),
  })
  .refine(needsAddTerms, ADD_TERMS);
export type BulkBody = z.input<typeof BulkBodySchema>;

/** `price`: Toman the action charges for the service; `refund`: Toman a delete gives back. */
const BulkItemSchema = z.object({ service_id: z.number().int(), price: z.number().int(), refund: z.number().int() });
const BulkSkippedSchema = z.object({ service_id: z.number().int(), message: z.string() });
export const BulkPreviewSchema = z.object({
  action: BulkActionSchema,
  /** The services the action would be done to, in the order it runs. */
  items: z.array(BulkItemSchema),
  /** The services it would not be done to, and why. */
  skipped: z.array(BulkSkippedSchema),
  total: z.number().int(),
  refund_total: z.number().int(),
  balance: z.number().int(),
});
export type BulkPreview = z.infer<typeof BulkPreviewSchema>;
export const BulkResultSchema = z.object({
  message: z.string(),
  action: BulkActionSchema,
  done: z.array(BulkItemSchema),
  /** Not done and not charged, with the reason. */
  failed: z.array(BulkSkippedSchema),
  total: z.number().int(),
  refund_total: z.number().int(),
});
export type BulkResult = z.infer<typeof BulkResultSchema>;
