/** The audit trail names an action by its endpoint (decision 027); these are their Persian names. */
const ACTION_NAMES: Record<string, string> = {
  'POST /users': 'ساخت حساب',
  'PUT /users/:id': 'ویرایش حساب',
  'DELETE /users/:id': 'حذف حساب',
  'POST /admin/users/:id/balance': 'اصلاح موجودی',
  'POST /admin/users/:id/login-link': 'ورود به پنل فروشنده',
  'PUT /admin/users/:id/pool': 'تنظیم بسته‌ی حجمی فروشنده',
  'POST /admin/paygroups': 'ساخت گروه پرداخت',
  'PUT /admin/paygroups/:id': 'ویرایش گروه پرداخت',
  'POST /admin/packagegroups': 'ساخت گروه بسته',
  'PUT /admin/packagegroups/:id': 'ویرایش گروه بسته',
  'PUT /admin/packagegroups/:id/nodes': 'تعیین نودهای گروه بسته',
  'POST /admin/packages': 'ساخت بسته',
  'PUT /admin/packages/:id': 'ویرایش بسته',
  'POST /admin/trafficpackages': 'ساخت بسته‌ی حجمی',
  'PUT /admin/trafficpackages/:id': 'ویرایش بسته‌ی حجمی',
  'DELETE /admin/trafficpackages/:id': 'توقف فروش بسته‌ی حجمی',
  'PUT /admin/settings/trafficgbprice': 'قیمت هر گیگ حجم اضافه',
  'POST /admin/serverinfos': 'افزودن اطلاعات سرور',
  'PUT /admin/serverinfos/:id': 'ویرایش اطلاعات سرور',
  'DELETE /admin/serverinfos/:id': 'حذف اطلاعات سرور',
  'POST /admin/ovpn/files': 'افزودن قالب اوپن‌وی‌پی‌ان',
  'DELETE /admin/ovpn/files/:id': 'حذف قالب اوپن‌وی‌پی‌ان',
  'POST /admin/nodes': 'افزودن نود',
  'PUT /admin/nodes/:id': 'ویرایش نود',
  'DELETE /admin/nodes/:id': 'حذف نود',
  'POST /admin/nodes/:id/resync': 'همگام‌سازی نود',
  'POST /admin/giftcards': 'ساخت کارت‌های هدیه',
  'POST /admin/ipranges/import': 'ورود بازه‌های آی‌پی',
  'PUT /admin/rates': 'تعیین نرخ دلار',
  'PUT /admin/paymentmethods/:id': 'ویرایش روش پرداخت',
  'PUT /admin/settings/maintenance': 'حالت تعمیر',
  'POST /notifications': 'ارسال اعلان',
  'PUT /notifications/:id': 'ویرایش اعلان',
  'DELETE /notifications/:id': 'حذف اعلان',
  'POST /services': 'خرید سرویس',
  'POST /services/trafficservice': 'ساخت سرویس از بسته‌ی حجمی',
  'POST /services/charge': 'تمدید سرویس',
  'POST /services/trafficcharge': 'خرید حجم اضافه',
  'POST /services/trafficextend': 'حجم اضافه از بسته‌ی حجمی',
  'DELETE /services/:id': 'حذف سرویس',
  'POST /giftcards/use': 'استفاده از کارت هدیه',
  'POST /transactions/addperfectmoney': 'شارژ با ووچر پرفکت‌مانی',
  'POST /shop/orders/:id/confirm': 'تأیید سفارش کارت به کارت',
  'POST /trafficservices/package': 'خرید بسته‌ی حجمی',
  'POST /trafficservices/extend': 'افزایش بسته‌ی حجمی',
};

const VERBS: Record<string, string> = { POST: 'ثبت', PUT: 'ویرایش', DELETE: 'حذف', GET: 'مشاهده' };

/** A Persian name for `method path`; an endpoint added later still reads as a verb and its address. */
export function actionName(method: string, path: string): string {
  return ACTION_NAMES[`${method} ${path}`] ?? `${VERBS[method] ?? method} در ${path}`;
}

/** Whether the Persian name came from the table (the fallback shows the address, left to right). */
export const isNamedAction = (method: string, path: string) => `${method} ${path}` in ACTION_NAMES;
