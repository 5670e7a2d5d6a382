import { ApiError } from '@/lib/api-client';
import { knownUserType } from '@/lib/auth-store';
import { toPersianDigits } from '@/lib/format';
import { TOP_UP_LABEL, TOP_UP_PATH } from '@/lib/top-up';
import { ALERT_BASE, fireAlert, linesToHtml } from '../ui/alerts';

export const INPUT_ERROR_TITLE = 'خطا در اطلاعات ورودی';
export const SYSTEM_ERROR_TITLE = 'خطای سیستمی';

/**
 * The one error dialog (docs/product/rules.md#errors): 400/422 show the server's message and its lines;
 * any other status is a system error with its status code, its message and its lines.
 */
export function showErrorDialog(error: unknown) {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (error instanceof ApiError) {
    if (error.handled) return;
    // A refusal without lines of its own repeats its message as its one line: shown once.
    const own = error.errors.filter((line) => line !== error.message);
    if (error.code === 'INSUFFICIENT_BALANCE' && knownUserType() === 'RESELLER') {
      void showShortBalance(error.message);
      return;
    }
    if (error.status === 400 || error.status === 422) {
      void fireAlert({
        ...ALERT_BASE,
        icon: 'error',
        title: error.message || INPUT_ERROR_TITLE,
        html: linesToHtml(own) || undefined,
      });
      return;
    }
    const lines = [error.status ? `کد خطا: ${toPersianDigits(error.status)}` : 'کد خطا: نامشخص'];
    if (error.message) lines.push(error.message);
    lines.push(...own);
    void fireAlert({ ...ALERT_BASE, icon: 'error', title: SYSTEM_ERROR_TITLE, html: linesToHtml(lines) });
    return;
  }
  void fireAlert({ ...ALERT_BASE, icon: 'error', title: SYSTEM_ERROR_TITLE });
}

/**
 * A reseller's purchase refused for a short balance offers the way out (docs/product/rules.md#errors): «افزایش موجودی»
 * opens the top-up screen. A choice waits for its answer: no timer.
 */
async function showShortBalance(message: string) {
  const answer = await fireAlert({
    ...ALERT_BASE,
    timer: undefined,
    timerProgressBar: false,
    icon: 'error',
    title: message,
    html: linesToHtml(['برای ادامه، ابتدا موجودی حساب خود را افزایش دهید.']),
    showCancelButton: true,
    confirmButtonText: TOP_UP_LABEL,
    cancelButtonText: 'بستن',
  });
  if (answer.isConfirmed) window.location.assign(TOP_UP_PATH);
}
