import { normalizeText, type Service, toJalaliDate } from '@pishkhan/contract';
import type { ServiceGroupsTable } from '../../db/types.js';

type GroupRow = Omit<ServiceGroupsTable, 'id'> & { id: number };

/** A batch as the panel lists it (docs/product/screens.md#bulk-service-groups). */
export const groupView = (g: GroupRow) => ({
  id: g.id,
  jdate: toJalaliDate(g.created_at),
  info: g.info,
  description: g.description,
  count: g.count,
});

const fa = (n: number) => n.toLocaleString('fa-IR', { useGrouping: false });
const faDate = (jalali: string) => jalali.replace(/\d/g, (d) => fa(Number(d))).replaceAll('-', '/');

/** The Latin letters and digits of a batch's description, as a file-name part («Office 2» -> `office-2`). */
function latinPart(text: string) {
  return normalizeText(text)
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 40)
    .replace(/-+$/, '');
}

/**
 * The batch file's name (docs/product/screens.md#bulk-service-groups): ASCII only, so every phone, archive tool and
 * messenger keeps it, and telling one batch from another: `batch-12_office_1405-09-15_3-services.txt`.
 */
function batchFileName(group: { id: number; jdate: string; description: string; count: number }) {
  const parts = [`batch-${group.id}`, latinPart(group.description), group.jdate, `${group.count}-services`];
  return `${parts.filter(Boolean).join('_')}.txt`;
}

/** One service's block: who and what it is, how to connect, and how long and how much. */
function serviceBlock(s: Service) {
  const us = s.userservice;
  const lines = [`سرویس ${fa(s.id)} · ${us.info}`];
  const who = [us.user.name, us.user.mobile].filter(Boolean).join(' · ');
  if (who) lines.push(`مشتری: ${who}`);
  if (us.is_radius) lines.push(`نام کاربری: ${s.email}`, `رمز: ${s.password}`);
  if (s.subscription_url) lines.push(`لینک اشتراک: ${s.subscription_url}`);
  if (us.is_v2ray && s.link) lines.push(`لینک اتصال: ${s.link}`);
  lines.push(
    s.expire_in === null
      ? `مدت: ${fa(s.remainDays)} روز از اولین اتصال`
      : `تاریخ پایان: ${faDate(s.jexpire_in)} (${fa(s.remainDays)} روز مانده)`,
  );
  lines.push(`حجم: ${us.unlimited_traffic ? 'نامحدود' : `${fa(s.transfer_enablegb)} گیگابایت`}`);
  return lines.join('\n');
}

/**
 * A batch as a text file to hand on (docs/product/screens.md#bulk-service-groups): a heading with the batch, then a
 * block per service with its subscription link first, the one a customer imports.
 */
export function batchFile(group: ReturnType<typeof groupView>, services: Service[]) {
  const heading = [
    `گروه ${fa(group.id)}${services[0] ? ` · ${services[0].userservice.info}` : ''}`,
    ...(group.description ? [group.description] : []),
    `تاریخ خرید: ${faDate(group.jdate)} · ${fa(services.length)} سرویس`,
  ].join('\n');
  return {
    filename: batchFileName(group),
    content: `${[heading, ...services.map(serviceBlock)].join('\n\n')}\n`,
  };
}
