import { z } from 'zod';
import {
  IdSchema,
  IntSchema,
  MONEY_MAX,
  MobileSchema,
  NumberSchema,
  normalizeText,
  PageSchema,
  PasswordSchema,
  paginated,
  RequiredTextSchema,
  stripInvisible,
  TextSchema,
} from '../common.js';

export const USER_TYPES = ['ADMIN', 'RESELLER', 'CUSTOMER'] as const;
export const UserTypeSchema = z.enum(USER_TYPES, { error: 'نوع کاربر معتبر نیست' });
export type UserType = z.infer<typeof UserTypeSchema>;

/** Default charge rate is 100; the sidebar badge shows rate - 100 (docs/product/screens.md). */
export const PayGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  has_perfectmoney: z.boolean(),
  has_crypto: z.boolean(),
  perfect_charge_rate: z.number().int(),
  crypto_charge_rate: z.number().int(),
  telegram: z.string(),
});
export type PayGroup = z.infer<typeof PayGroupSchema>;

/** The admin's list: each pay group with how many resellers are in it (who a change of its rates reaches). */
export const AdminPayGroupSchema = PayGroupSchema.extend({ resellers: z.number().int() });
export type AdminPayGroup = z.infer<typeof AdminPayGroupSchema>;

/** The User of docs/product/entities-and-states.md#user-and-pay-group, every field. */
export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  type: UserTypeSchema,
  balance: z.number().int(),
  discount: z.number().int(),
  volumeservice: z.boolean(),
  storeenable: z.boolean(),
  invitelink: z.string(),
  referralreward: z.number().int(),
  traffic_used: z.number(),
  traffic_total: z.number(),
  remain_days: z.number().int(),
  payGroup: PayGroupSchema,
});
export type User = z.infer<typeof UserSchema>;

/** What the admin sees of a user: the User plus account administration fields. */
export const AdminUserSchema = UserSchema.extend({
  active: z.boolean(),
  telegram: z.string(),
  referral_code: z.string(),
  referrer_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const UserListQuerySchema = z.object({
  page: PageSchema,
  name: TextSchema(100).optional(),
  mobile: TextSchema(20).optional(),
  type: UserTypeSchema.optional(),
});
export const UserListSchema = paginated(AdminUserSchema);

const percent = (label: string) =>
  IntSchema(label).min(0, `${label} نمی‌تواند منفی باشد`).max(1000, `${label} حداکثر ۱۰۰۰ است`);

const userFields = {
  name: RequiredTextSchema('نام نمی‌تواند خالی باشد', 100),
  mobile: MobileSchema,
  type: z.enum(['ADMIN', 'RESELLER'], { error: 'نوع کاربر باید ADMIN یا RESELLER باشد' }),
  active: z.boolean({ error: 'وضعیت فعال بودن باید بله یا خیر باشد' }),
  discount: percent('درصد قیمت'),
  volumeservice: z.boolean({ error: 'سرویس حجمی باید بله یا خیر باشد' }),
  storeenable: z.boolean({ error: 'فروشگاه باید بله یا خیر باشد' }),
  referralreward: percent('درصد پاداش معرفی').max(100, 'درصد پاداش معرفی حداکثر ۱۰۰ است'),
  telegram: TextSchema(100),
  paygroup_id: IdSchema('گروه پرداخت'),
};

export const CreateUserBodySchema = z.object({
  ...userFields,
  password: PasswordSchema,
  type: userFields.type.default('RESELLER'),
  active: userFields.active.default(true),
  discount: userFields.discount.default(100),
  volumeservice: userFields.volumeservice.default(false),
  storeenable: userFields.storeenable.default(false),
  referralreward: userFields.referralreward.default(0),
  telegram: userFields.telegram.default(''),
  paygroup_id: userFields.paygroup_id.optional(),
});
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>;

export const UpdateUserBodySchema = z.object({ ...userFields, password: PasswordSchema }).partial();
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

const payGroupFields = {
  name: RequiredTextSchema('نام گروه پرداخت نمی‌تواند خالی باشد', 100),
  has_perfectmoney: z.boolean({ error: 'پرفکت‌مانی باید بله یا خیر باشد' }),
  has_crypto: z.boolean({ error: 'رمزارز باید بله یا خیر باشد' }),
  perfect_charge_rate: percent('نرخ شارژ ووچر'),
  crypto_charge_rate: percent('نرخ شارژ رمزارز'),
  telegram: TextSchema(200),
};
export const PayGroupBodySchema = z.object({
  ...payGroupFields,
  has_perfectmoney: payGroupFields.has_perfectmoney.default(false),
  has_crypto: payGroupFields.has_crypto.default(false),
  perfect_charge_rate: payGroupFields.perfect_charge_rate.default(100),
  crypto_charge_rate: payGroupFields.crypto_charge_rate.default(100),
  telegram: payGroupFields.telegram.default(''),
});
export const UpdatePayGroupBodySchema = z.object(payGroupFields).partial();
export type UpdatePayGroupBody = z.infer<typeof UpdatePayGroupBodySchema>;
export type PayGroupBody = z.infer<typeof PayGroupBodySchema>;

export const BalanceCorrectionBodySchema = z.object({
  amount: NumberSchema('مبلغ', MONEY_MAX)
    .int('مبلغ باید عدد صحیح (تومان) باشد')
    .refine((v) => v !== 0, 'مبلغ نمی‌تواند صفر باشد')
    .refine((v) => Math.abs(v) <= 10_000_000_000, 'مبلغ بیش از حد بزرگ است'),
  info: RequiredTextSchema('توضیح اصلاحیه نمی‌تواند خالی باشد', 255),
});

export const TRANSACTION_TYPES = {
  1: 'واریز',
  2: 'سود معرفی',
  3: 'برداشت',
  4: 'خرید',
  5: 'اصلاحیه',
  6: 'کد هدیه',
} as const;
export type TransactionType = keyof typeof TRANSACTION_TYPES;
/** The ledger's movement types by name (`TRANSACTION_TYPES` holds their Persian labels). */
export const LEDGER_TYPE = {
  DEPOSIT: 1,
  REFERRAL_PROFIT: 2,
  WITHDRAWAL: 3,
  PURCHASE: 4,
  CORRECTION: 5,
  GIFT_CARD: 6,
} as const satisfies Record<string, TransactionType>;

export const LedgerRowSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  typename: z.string(),
  amount: z.number().int(),
  balance_after: z.number().int(),
  info: z.string(),
  jdate: z.string(),
  created_at: z.string(),
});
export const BalanceCorrectionResponseSchema = z.object({ balance: z.number().int(), transaction: LedgerRowSchema });

export const SubUserSchema = z.object({ id: z.number().int(), mobile: z.string(), name: z.string() });
export const UserSearchBodySchema = z.object({
  mobile: z.preprocess(
    (v) => (typeof v === 'string' ? stripInvisible(normalizeText(v)).replace(/\s/g, '') : v),
    z.string({ error: 'بخشی از شماره موبایل را وارد کنید' }).min(4, 'دست‌کم ۴ رقم از موبایل را وارد کنید').max(13),
  ),
});
