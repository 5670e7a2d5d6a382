import type { GiftCard } from '@pishkhan/contract';
import { unparse } from 'papaparse';
import { formatMoment } from '@/lib/format';
import { saveFile } from '@/lib/save-file';

/** Excel reads a CSV as UTF-8 only when it starts with the byte-order mark; without it Persian is garbled. */
const BOM = '\uFEFF';

/** The cards as CSV: Persian headers, plain digits so spreadsheets can add the amounts up. */
export function giftCardsCsv(cards: GiftCard[]): string {
  const rows = cards.map((c) => ({
    سریال: c.serial,
    'مبلغ (تومان)': c.amount,
    برچسب: c.label,
    وضعیت: c.used ? 'استفاده شده' : 'استفاده نشده',
    'زمان استفاده': c.used_at ? formatMoment(c.used_at) : '',
    استفاده‌کننده: c.used_by ? `${c.used_by.name} ${c.used_by.mobile}`.trim() : '',
  }));
  return BOM + unparse(rows, { newline: '\r\n' });
}

export const saveGiftCardsCsv = (filename: string, cards: GiftCard[]) =>
  saveFile(filename, giftCardsCsv(cards), 'text/csv;charset=utf-8');
