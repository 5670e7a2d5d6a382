import { z } from 'zod';

/**
 * The one error catalogue (docs/product/rules.md#error-catalogue): code -> HTTP status + Persian message.
 * The panel shows `message` as the dialog title and `errors` as its lines (docs/product/rules.md#errors).
 */
export const ERRORS = {
  VALIDATION: { status: 422, message: 'خطا در اطلاعات ورودی' },
  BAD_REQUEST: { status: 400, message: 'درخواست نامعتبر است' },
  UNAUTHORIZED: { status: 401, message: 'ابتدا وارد حساب کاربری شوید' },
  FORBIDDEN: { status: 403, message: 'اجازه‌ی این کار را ندارید' },
  TOKEN_SCOPE: { status: 403, message: 'این توکن اجازه‌ی این کار را ندارد' },
  API_TOKEN_LIMIT: { status: 422, message: 'سقف توکن‌های دسترسی پر است؛ ابتدا توکنی را باطل کنید' },
  NOT_FOUND: { status: 404, message: 'مورد درخواستی پیدا نشد' },
  ROUTE_NOT_FOUND: { status: 404, message: 'آدرس درخواستی وجود ندارد' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'حجم درخواست بیش از حد مجاز است' },
  HEADERS_TOO_LARGE: { status: 431, message: 'نشانی یا سرآیندهای درخواست بیش از حد بلند است' },
  REQUEST_TIMEOUT: { status: 408, message: 'درخواست در زمان مجاز کامل نرسید؛ دوباره تلاش کنید' },
  INVALID_CREDENTIALS: { status: 422, message: 'شماره موبایل یا رمز عبور نادرست است' },
  INVALID_CODE: { status: 422, message: 'کد وارد شده نادرست یا منقضی شده است' },
  REFERRER_NOT_FOUND: { status: 422, message: 'کد معرف معتبر نیست' },
  REFERRER_TRIES: { status: 429, message: 'کدهای معرف نادرست زیادی وارد شد؛ یک ساعت دیگر دوباره تلاش کنید' },
  MOBILE_TAKEN: { status: 422, message: 'این شماره موبایل قبلاً ثبت شده است' },
  ACCOUNT_INACTIVE: { status: 403, message: 'حساب شما هنوز فعال نشده است؛ با پشتیبانی تماس بگیرید' },
  INSUFFICIENT_BALANCE: { status: 422, message: 'موجودی حساب کافی نیست' },
  GIFT_CARD_NOT_FOUND: { status: 422, message: 'کارت هدیه‌ای با این سریال وجود ندارد' },
  GIFT_CARD_USED: { status: 422, message: 'این کارت هدیه قبلاً استفاده شده است' },
  GIFT_CARD_TRIES: { status: 429, message: 'سریال‌های نادرست زیادی وارد شد؛ یک ساعت دیگر دوباره تلاش کنید' },
  TRIES_IN_FLIGHT: {
    status: 429,
    message: 'چند درخواست دیگرِ شما هنوز در حال بررسی است؛ چند لحظه‌ی دیگر دوباره تلاش کنید',
  },
  TOP_UP_NOT_ALLOWED: { status: 403, message: 'این روش شارژ برای حساب شما فعال نیست' },
  RATE_NOT_SET: { status: 503, message: 'نرخ تبدیل هنوز تعیین نشده است؛ با پشتیبانی تماس بگیرید' },
  VOUCHER_INVALID: { status: 422, message: 'کد ووچر یا کد فعال‌سازی نادرست است یا این ووچر قبلاً استفاده شده است' },
  VOUCHER_USED: { status: 422, message: 'این ووچر قبلاً در پنل ثبت و شارژ شده است' },
  VOUCHER_CURRENCY: { status: 422, message: 'فقط ووچر دلاری (USD) پرفکت‌مانی پذیرفته می‌شود' },
  VOUCHER_IN_PROGRESS: { status: 409, message: 'این ووچر در حال بررسی است؛ چند دقیقه‌ی دیگر وضعیت موجودی را ببینید' },
  VOUCHER_TRIES: { status: 429, message: 'ووچرهای نادرست زیادی وارد شد؛ یک ساعت دیگر دوباره تلاش کنید' },
  PERFECTMONEY_UNAVAILABLE: {
    status: 503,
    message: 'اتصال به پرفکت‌مانی برقرار نشد؛ چند دقیقه‌ی دیگر دوباره تلاش کنید',
  },
  CRYPTO_UNAVAILABLE: { status: 503, message: 'اتصال به درگاه ارز دیجیتال برقرار نشد؛ کمی بعد دوباره تلاش کنید' },
  WEBHOOK_REJECTED: { status: 400, message: 'اعلان پرداخت معتبر نیست' },
  STORE_DISABLED: { status: 403, message: 'فروشگاه برای حساب شما فعال نیست' },
  PRODUCT_NOT_FOUND: { status: 404, message: 'این محصول وجود ندارد یا فروش آن متوقف شده است' },
  ORDER_NOT_FOUND: { status: 404, message: 'سفارشی با این نشانی پیدا نشد' },
  PAYMENT_METHOD_NOT_FOUND: { status: 422, message: 'این روش پرداخت در دسترس نیست' },
  PAYMENT_KEYS_MISSING: { status: 422, message: 'کلیدهای لازم این درگاه کامل نیست' },
  METHOD_HAS_ORDERS: { status: 422, message: 'این روش پرداخت سفارش ثبت‌شده دارد؛ به‌جای حذف، غیرفعالش کنید' },
  ORDER_NOT_PENDING: { status: 422, message: 'وضعیت این سفارش دیگر قابل تغییر نیست' },
  STORE_ORDERS_THROTTLED: { status: 429, message: 'سفارش‌های زیادی پشت سر هم ثبت شد؛ کمی بعد دوباره تلاش کنید' },
  PAY_METHOD_NOT_CONFIGURED: { status: 422, message: 'این روش شارژ روی سرور راه‌اندازی نشده است' },
  GATEWAY_FAILED: { status: 502, message: 'اتصال به درگاه پرداخت برقرار نشد؛ کمی بعد دوباره تلاش کنید' },
  PAY_GROUP_NOT_FOUND: { status: 422, message: 'گروه پرداخت انتخاب‌شده وجود ندارد' },
  CANNOT_DELETE_SELF: { status: 422, message: 'نمی‌توانید حساب خودتان را حذف کنید' },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'این کلید تکرار (Idempotency-Key) قبلاً برای درخواست دیگری به کار رفته است',
  },
  IDEMPOTENCY_IN_PROGRESS: { status: 409, message: 'درخواست مشابهی در حال انجام است؛ کمی بعد دوباره تلاش کنید' },
  TOO_MANY_REQUESTS: { status: 429, message: 'تعداد درخواست‌ها بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید' },
  SEND_THROTTLED: { status: 429, message: 'کد به‌تازگی ارسال شده است؛ پس از پایان شمارش معکوس دوباره تلاش کنید' },
  SEND_LIMIT_REACHED: { status: 429, message: 'سقف ارسال کد برای امروز پر شده است؛ بعداً دوباره تلاش کنید' },
  LOGIN_LOCKED: { status: 429, message: 'تلاش‌های ناموفق زیاد بود؛ چند دقیقه‌ی دیگر دوباره تلاش کنید' },
  PASSWORD_LOGIN_PAUSED: {
    status: 429,
    message: 'ورود با رمز عبور برای این حساب موقتاً بسته است؛ با رمز یکبار مصرف وارد شوید',
  },
  CODE_LOGIN_PAUSED: {
    status: 429,
    message:
      'ورود با رمز یکبار مصرف برای این حساب از نشانی‌های ناآشنا موقتاً بسته است؛ از دستگاهی که پیش‌تر با آن وارد شده‌اید یا با لینک ورود وارد شوید',
  },
  SMS_FAILED: { status: 502, message: 'ارسال پیامک ممکن نشد؛ کمی بعد دوباره تلاش کنید' },
  SMS_OUTBOX_DISABLED: { status: 404, message: 'صندوق پیامک‌ها فقط با سرویس‌دهنده‌ی outbox فعال است' },
  PACKAGE_NOT_FOUND: { status: 422, message: 'این بسته وجود ندارد یا فروش آن متوقف شده است' },
  NODE_IN_USE: { status: 422, message: 'این نود را نمی‌توان حذف کرد: گروهی از بسته‌ها جز آن نودی ندارد' },
  CUSTOMER_REQUIRED: { status: 422, message: 'موبایل مشتری را وارد کنید یا «اکانت بدون شماره موبایل» را بزنید' },
  BATCH_TOO_LARGE: { status: 422, message: 'تعداد سرویس‌های یک خرید گروهی بیش از حد مجاز است' },
  SERVICE_NOT_SWITCHABLE: {
    status: 422,
    message: 'سرویس منقضی یا تمام‌شده را نمی‌توان روشن یا خاموش کرد؛ ابتدا تمدید کنید',
  },
  SERVICE_NOT_DELETABLE: { status: 422, message: 'این سرویس در حال استفاده است و حذف نمی‌شود' },
  TRAFFIC_NOT_ALLOWED: { status: 422, message: 'افزایش ترافیک برای این سرویس ممکن نیست' },
  EXPIRY_IN_PAST: { status: 422, message: 'تاریخ انقضای جدید باید امروز یا بعد از آن باشد' },
  NOT_RADIUS_SERVICE: { status: 422, message: 'این سرویس حساب RADIUS ندارد' },
  NOT_V2RAY_SERVICE: { status: 422, message: 'این سرویس لینک V2Ray ندارد' },
  RENEW_PACKAGE_MISMATCH: { status: 422, message: 'بسته‌ی تمدید باید همان نوع دسترسی سرویس را بدهد' },
  VOLUME_SERVICE_DISABLED: { status: 403, message: 'سرویس حجمی برای حساب شما فعال نیست؛ با پشتیبانی تماس بگیرید' },
  TRAFFIC_POOL_EXPIRED: {
    status: 422,
    message: 'بسته‌ی حجمی شما فعال نیست یا منقضی شده است؛ ابتدا یک بسته‌ی حجمی بخرید',
  },
  TRAFFIC_POOL_SHORT: { status: 422, message: 'حجم باقی‌مانده‌ی بسته‌ی حجمی شما کافی نیست' },
  TRAFFIC_GB_NOT_FOR_SALE: { status: 422, message: 'فروش حجم اضافه فعلاً ممکن نیست' },
  TELEGRAM_NOT_CONFIGURED: { status: 422, message: 'اعلان‌های تلگرام روی این سرور راه‌اندازی نشده است' },
  TELEGRAM_UNAVAILABLE: { status: 503, message: 'اتصال به تلگرام برقرار نشد؛ کمی بعد دوباره تلاش کنید' },
  EMAIL_FAILED: { status: 502, message: 'ارسال ایمیل ممکن نشد؛ کمی بعد دوباره تلاش کنید' },
  UNDER_MAINTENANCE: { status: 503, message: 'سامانه در حال به‌روزرسانی است' },
  NOT_READY: { status: 503, message: 'سامانه هنوز آماده‌ی پاسخ‌گویی نیست' },
  INTERNAL: { status: 500, message: 'خطای سیستمی' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export const ErrorBodySchema = z.object({
  message: z.string(),
  errors: z.array(z.string()),
  code: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
