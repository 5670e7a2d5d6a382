import { ERRORS, type ErrorBody } from '@pishkhan/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../app-error.js';

/** Persian names of the fields a validation line is about (spec section 8: errors name the field). */
const FIELD_LABELS: Record<string, string> = {
  mobile: 'موبایل',
  password: 'رمز عبور',
  token: 'کد',
  code: 'کد معرف',
  telegram: 'تلگرام',
  name: 'نام',
  type: 'نوع کاربر',
  discount: 'درصد قیمت',
  referralreward: 'پاداش معرفی',
  paygroup_id: 'گروه پرداخت',
  amount: 'مبلغ',
  evoucher: 'کد ووچر',
  contact: 'موبایل یا ایمیل',
  method_id: 'روش پرداخت',
  reference: 'شماره‌ی پیگیری',
  payment_method_id: 'درگاه',
  changepercent: 'درصد تبدیل ارز',
  activationcode: 'کد فعال‌سازی',
  currency: 'ارز',
  usd_price: 'نرخ دلار',
  info: 'توضیح',
  page: 'صفحه',
  id: 'شناسه',
  undermaintenance: 'وضعیت تعمیرات',
  maintenancemessage: 'پیام تعمیرات',
  loginWithPassword: 'نوع ورود',
  title: 'عنوان',
  body: 'متن',
  user_id: 'کاربر',
  package_id: 'بسته',
  packagegroup_id: 'گروه بسته',
  service_id: 'سرویس',
  serviceId: 'سرویس',
  count: 'تعداد',
  batch: 'نوع خرید',
  traffic: 'حجم',
  traffic_gb: 'حجم',
  day: 'تعداد روز',
  days: 'تعداد روز',
  expired: 'تاریخ انقضا',
  email: 'ایمیل',
  from: 'از تاریخ',
  to: 'تا تاریخ',
  search: 'جستجو',
  status: 'وضعیت',
  paid: 'وضعیت پرداخت',
  banned: 'وضعیت سرویس',
  price: 'قیمت',
  items: 'موارد',
  content: 'محتوا',
  month_rate: 'نرخ ماهانه',
  transferlimit: 'سقف حجم',
  supportlink: 'لینک پشتیبانی',
  store: 'نام فروشگاه',
  servicename: 'نام سرویس',
  remarks: 'ریمارک',
  groupremarks: 'ریمارک کاربران گروهی',
};

function validationLine(path: string, message: string): string {
  const field = path.split('/').filter(Boolean)[0];
  if (!field) return message;
  const label = FIELD_LABELS[field] ?? field;
  return message.includes(label) ? message : `${label}: ${message}`;
}

const body = (code: keyof typeof ERRORS, errors: string[] = [], message?: string): ErrorBody => ({
  message: message ?? ERRORS[code].message,
  errors,
  code,
});

/** The one error handler (style.md 'Errors, end to end'): {message, errors, code}, never internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.errors, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const lines = error.validation.map((v) => validationLine(v.instancePath, v.message ?? ''));
      return reply.status(422).send(body('VALIDATION', [...new Set(lines)]));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(body('BAD_REQUEST', ['بدنه‌ی درخواست JSON معتبر نیست']));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(400).send(body('BAD_REQUEST', ['نوع محتوای درخواست پشتیبانی نمی‌شود']));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(body('PAYLOAD_TOO_LARGE'));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body('TOO_MANY_REQUESTS'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body('BAD_REQUEST'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL'));
  });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(body('ROUTE_NOT_FOUND', [`${request.method} ${request.url.split('?')[0]}`]));
}
