import type { BulkAction, BulkResult } from '@pishkhan/contract';
import { formatToman } from '@/lib/format';
import { replayNote } from '@/lib/idempotency';
import { OPEN_TUNNELS_COUNTED, OPEN_TUNNELS_NOTE } from './open-tunnels-note';

/** What a bulk action is done to: rows picked on the list, or every service the list's filters find (decision 099). */
export type BulkSelection =
  | { kind: 'rows'; ids: number[] }
  | {
      kind: 'filter';
      filter: { user_id?: number; status: number; paid: number; search?: string };
    };

/** Each bulk action's words: the menu's item, the dialog's title, what it does to a service, its confirm button. */
export const BULK_LABELS: Record<BulkAction, { item: string; title: string; verb: string; confirm: string }> = {
  renew: { item: 'تمدید', title: 'تمدید گروهی', verb: 'تمدید می‌شود', confirm: 'تمدید' },
  add: { item: 'افزودن حجم یا روز', title: 'افزودن حجم یا روز', verb: 'حجم یا روز می‌گیرد', confirm: 'افزودن' },
  off: { item: 'خاموش کردن', title: 'خاموش کردن گروهی', verb: 'خاموش می‌شود', confirm: 'خاموش کن' },
  on: { item: 'روشن کردن', title: 'روشن کردن گروهی', verb: 'روشن می‌شود', confirm: 'روشن کن' },
  paid: { item: 'تسویه شده', title: 'علامت تسویه شده', verb: 'تسویه شده علامت می‌خورد', confirm: 'علامت بزن' },
  unpaid: { item: 'تسویه نشده', title: 'علامت تسویه نشده', verb: 'تسویه نشده علامت می‌خورد', confirm: 'علامت بزن' },
  delete: { item: 'حذف', title: 'حذف گروهی', verb: 'برای همیشه حذف می‌شود', confirm: 'حذف' },
};

/** Done at once on rows picked on screen, with a toast: each can be undone by the same action (docs/product/screens.md). */
export const ROUTINE_BULK: ReadonlySet<BulkAction> = new Set(['off', 'on', 'paid', 'unpaid']);

/** What a bulk action's toast says under its message: money moved, open connections (decision 108), a replay's note. */
export const bulkResultLines = (answer: BulkResult) => [
  ...(answer.total > 0 ? [`جمع کسرشده از موجودی: ${formatToman(answer.total)}`] : []),
  ...(answer.refund_total > 0 ? [`به موجودی شما برگشت: ${formatToman(answer.refund_total)}`] : []),
  ...(answer.action === 'off' && answer.done.length > 0 ? [OPEN_TUNNELS_NOTE, OPEN_TUNNELS_COUNTED] : []),
  ...(answer.action === 'delete' && answer.done.length > 0 ? [OPEN_TUNNELS_NOTE] : []),
  ...replayNote(answer),
];
