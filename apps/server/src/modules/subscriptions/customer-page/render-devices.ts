import type { ServiceDevice } from '@pishkhan/contract';
import { persianNumber } from '../../../lib/persian-number.js';
import type { SubscriptionView } from '../subscription.view.js';
import { escapeHtml as e } from './escape-html.js';

const seenAt = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'Asia/Tehran',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** What a device is called on the page: its model, else its system, else what its app says it is. */
function deviceName(d: ServiceDevice) {
  if (d.hwid === '') return 'دستگاه ناشناس (برنامه‌ای که شناسه نمی‌فرستد)';
  return d.model || [d.os, d.os_version].filter(Boolean).join(' ') || d.user_agent || 'دستگاه بی‌نام';
}

/**
 * The devices the subscription keeps (decision 105), each with a «حذف» that frees its place: a plain form posted to
 * the page's own address, since the token in it is the right to do so. A refused device reads why here.
 */
export function renderDevices(view: SubscriptionView) {
  const d = view.devices;
  if (!d || (d.limit === 0 && d.kept.length === 0 && !d.refused && !d.message)) return '';
  const withheld =
    d.withheld && !d.refused
      ? '<p class="note" data-testid="ways-withheld">لینک هر سرور این‌جا نشان داده نمی‌شود تا سقف دستگاه‌ها بماند: لینک اشتراک را در برنامه وارد کنید؛ هر برنامه یک دستگاه شمرده می‌شود.</p>'
      : '';
  const base = new URL(view.url).pathname;
  const limit =
    d.limit === 0
      ? `${persianNumber(d.kept.length)} دستگاه ثبت شده است؛ تعداد دستگاه‌ها محدود نیست.`
      : `این اشتراک روی ${persianNumber(d.limit)} دستگاه کار می‌کند؛ ${persianNumber(d.kept.length)} دستگاه ثبت شده است.`;
  const items = d.kept
    .map((device) => {
      const system = [device.os, device.os_version].filter(Boolean).join(' ');
      const detail = [
        system && system !== deviceName(device) ? system : '',
        `آخرین اتصال: ${seenAt.format(new Date(device.last_seen))}`,
      ]
        .filter(Boolean)
        .join(' · ');
      return `<li data-testid="device"><div><strong dir="auto">${e(deviceName(device))}</strong><span class="muted">${e(detail)}</span></div><form method="post" action="${e(`${base}/devices/${device.id}/delete`)}"><button type="submit" class="ghost" data-testid="remove-device-${device.id}">حذف</button></form></li>`;
    })
    .join('');
  return `<section class="card" aria-labelledby="devices-title" data-testid="devices"><h2 id="devices-title">دستگاه‌ها</h2>
${withheld}${d.message ? `<p class="note" role="status" data-testid="device-message">${e(d.message)}</p>` : ''}${d.refused ? `<p class="note warn" role="alert" data-testid="device-notice">${e(d.refused)}</p>` : ''}<p class="muted">${e(limit)} برای جا باز کردن برای دستگاه تازه، دستگاهی را که دیگر استفاده نمی‌کنید حذف کنید.</p>
${items ? `<ul class="devices">${items}</ul>` : ''}</section>`;
}
