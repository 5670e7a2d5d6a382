import type { Service } from '@pishkhan/contract';
import { unparse } from 'papaparse';
import { saveFile } from '@/lib/save-file';

/** Excel reads a CSV as UTF-8 only when it starts with the byte-order mark; without it Persian is garbled. */
const BOM = '\uFEFF';

const access = (s: Service) =>
  [s.userservice.is_v2ray ? 'V2Ray' : '', s.userservice.is_radius ? 'OpenVPN' : ''].filter(Boolean).join(' + ');

/**
 * The services as CSV (docs/product/screens.md#service-list): Persian headers, Latin values (usernames, links,
 * dates, numbers) as they are with ASCII digits so a spreadsheet can add them up; a cell that starts like a formula is
 * escaped, so a customer's name cannot run as one.
 */
export function servicesCsv(services: Service[]): string {
  const rows = services.map((s) => ({
    شناسه: s.id,
    مشتری: s.userservice.user.name,
    موبایل: s.userservice.user.mobile,
    'نوع دسترسی': access(s),
    بسته: s.userservice.info,
    وضعیت: s.banned ? 'خاموش' : s.status,
    'تاریخ خرید': s.jreg_date,
    'تاریخ انقضا': s.jexpire_in,
    'روز باقی‌مانده': s.statuscode === 1 ? '' : s.remainDays,
    'مصرف (گیگ)': s.transfer_totalgb,
    'حجم کل (گیگ)': s.userservice.unlimited_traffic ? 'نامحدود' : s.transfer_enablegb,
    'درصد مصرف': s.usedpercent,
    پرداخت: s.userservice.paid ? 'تسویه شده' : 'تسویه نشده',
    'هزینه (تومان)': s.userservice.cost,
    'نام کاربری': s.email,
    رمز: s.password,
    لینک: s.link,
    'لینک اشتراک': s.subscription_url,
    یادداشت: s.note,
  }));
  return BOM + unparse(rows, { newline: '\r\n', escapeFormulae: true });
}

export const saveServicesCsv = (filename: string, services: Service[]) =>
  saveFile(filename, servicesCsv(services), 'text/csv;charset=utf-8');
