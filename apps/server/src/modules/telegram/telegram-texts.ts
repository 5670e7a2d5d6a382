import { type EventService, TELEGRAM_LINK_CODE_MINUTES } from '@pishkhan/contract';
import { persianNumber } from '../../lib/persian-number.js';
import type { ResellerEvent } from '../events/events.service.js';

/** The Persian lines the bot sends (docs/product/integrations.md#telegram). */

const toman = (amount: number) => `${persianNumber(amount)} تومان`;
const customer = (c: { name: string; mobile: string }) => [c.name, c.mobile].filter(Boolean).join(' ') || 'بدون شماره';
const service = (s: EventService) => `سرویس ${s.username}`;
const serviceLines = (s: EventService) => [`مشتری: ${customer(s.customer)}`, `بسته: ${s.package_name}`];

const TOP_UP_METHODS: Record<string, string> = {
  perfectmoney: 'ووچر پرفکت‌مانی',
  crypto: 'ارز دیجیتال',
  giftcard: 'کارت هدیه',
  admin: 'مدیر',
};

/** One notice per event, as the reseller reads it on their phone. */
export function noticeText(event: ResellerEvent): string {
  switch (event.type) {
    case 'service.created': {
      const { service: s, price } = event.data;
      return [`✅ ${service(s)} ساخته شد`, ...serviceLines(s), `مبلغ: ${toman(price)}`].join('\n');
    }
    case 'service.renewed': {
      const { service: s, price, automatic } = event.data;
      const how = automatic ? ' (خودکار)' : '';
      return [`🔄 ${service(s)} تمدید شد${how}`, ...serviceLines(s), `مبلغ: ${toman(price)}`].join('\n');
    }
    case 'service.renewal_failed': {
      const { service: s, price, balance, reason } = event.data;
      const why =
        reason === 'balance'
          ? `موجودی کافی نبود: لازم ${toman(price)}، موجودی ${toman(balance)}`
          : 'بسته‌ی آن دیگر فروخته نمی‌شود';
      return [`⚠️ تمدید خودکار ${service(s)} انجام نشد`, why, ...serviceLines(s)].join('\n');
    }
    case 'service.expiring': {
      const { service: s, reason, days_left, traffic_left_gb } = event.data;
      const left =
        reason === 'days'
          ? `${persianNumber(days_left ?? 0)} روز از آن مانده است`
          : `${persianNumber(traffic_left_gb ?? 0)} گیگابایت از ترافیک آن مانده است`;
      return [`⏳ ${service(s)} رو به پایان است: ${left}`, ...serviceLines(s)].join('\n');
    }
    case 'service.finished': {
      const { service: s, reason } = event.data;
      const what = reason === 'expired' ? 'زمان' : 'ترافیک';
      return [`⛔ ${what} ${service(s)} به پایان رسید`, ...serviceLines(s)].join('\n');
    }
    case 'service.deleted': {
      const { service: s, refund } = event.data;
      const back = refund > 0 ? [`بازگشت به موجودی: ${toman(refund)}`] : [];
      return [`🗑 ${service(s)} حذف شد`, ...back, ...serviceLines(s)].join('\n');
    }
    case 'balance.low':
      return `💰 موجودی حساب شما ${toman(event.data.balance)} است، کمتر از ${toman(event.data.threshold)}`;
    case 'topup.credited': {
      const { amount, balance, method } = event.data;
      const how = TOP_UP_METHODS[method];
      return [`💳 حساب شما ${toman(amount)} شارژ شد${how ? ` (${how})` : ''}`, `موجودی: ${toman(balance)}`].join('\n');
    }
    case 'order.paid': {
      const { order } = event.data;
      return [
        '🛒 سفارش فروشگاه پرداخت شد',
        `محصول: ${order.product}`,
        `مبلغ: ${toman(order.amount)}`,
        `مشتری: ${customer(order.customer)}`,
      ].join('\n');
    }
    case 'device.refused': {
      const { service: s, device, limit } = event.data;
      const what = [device.model, device.os, device.app].filter(Boolean).join('، ') || 'دستگاه ناشناس';
      return [
        `📵 دستگاه تازه‌ای به ${service(s)} راه داده نشد (سقف ${persianNumber(limit)} دستگاه)`,
        `دستگاه: ${what}`,
        ...serviceLines(s),
      ].join('\n');
    }
  }
}

/** The admin's notices of a node's health. */
export const nodeDownText = (node: string, error: string) =>
  [`🔴 سرور «${node}» پاسخ نمی‌دهد`, error ? `خطا: ${error.slice(0, 300)}` : ''].filter(Boolean).join('\n');
export const nodeBackText = (node: string) => `🟢 سرور «${node}» دوباره پاسخ می‌دهد`;

const HOW_TO_LINK = `برای وصل کردن، در پنل پیشخوان «اتصال به تلگرام» را بزنید (فروشنده در «تنظیمات»، مدیر در «نمای کلی») و پیوندی را که می‌دهد باز کنید یا کدش را همین‌جا بفرستید؛ هر کد یک بار و تا ${persianNumber(TELEGRAM_LINK_CODE_MINUTES)} دقیقه کار می‌کند.`;

/** The bot's answers to what a user sends it. */
export const REPLIES = {
  linked: 'حساب پیشخوان شما به این گفتگو وصل شد؛ اعلان‌ها از این پس همین‌جا می‌آیند. برای قطع اتصال /stop را بفرستید.',
  badCode: `این کد اتصال نادرست است، منقضی شده یا پیش‌تر به کار رفته است.\n${HOW_TO_LINK}`,
  howToLink: `این ربات اعلان‌های پنل پیشخوان را می‌فرستد.\n${HOW_TO_LINK}`,
  alreadyLinked: 'این گفتگو به حساب پیشخوان شما وصل است و اعلان‌ها همین‌جا می‌آیند. برای قطع اتصال /stop را بفرستید.',
  stopped: 'اتصال این گفتگو به پیشخوان قطع شد و دیگر اعلانی نمی‌آید.',
  notLinked: `این گفتگو به حسابی در پیشخوان وصل نیست.\n${HOW_TO_LINK}`,
  unlinkedFromPanel: 'اتصال این گفتگو به پیشخوان از پنل قطع شد و دیگر اعلانی نمی‌آید.',
};
