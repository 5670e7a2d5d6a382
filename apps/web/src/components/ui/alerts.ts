import { notifications } from '@mantine/notifications';
import type { SweetAlertOptions } from 'sweetalert2';
import { returnFocusTo } from './focus-return';

let swal: Promise<typeof import('sweetalert2').default> | undefined;
/** Settles when the dialog last closed has finished closing. */
let closing: Promise<void> = Promise.resolve();
let closed = () => {};

/** sweetalert2 is fetched after login or when a dialog first opens, not with /login (decision 028). */
export const loadSwal = () => {
  swal ??= import('sweetalert2').then((m) => m.default);
  return swal;
};

/**
 * Opens a sweetalert2 dialog once the library is loaded. One shared promise keeps dialogs in the order they were
 * asked for, as when the library was loaded up front: the last one asked for is the one left showing.
 */
export const fireAlert = (options: SweetAlertOptions) =>
  loadSwal().then(async (Swal) => {
    // A dialog on its way out (its closing animation) is let finish first: sweetalert2 opening another meanwhile
    // loses the new one, so an error answered right after a confirmed question was never seen.
    await closing;
    document.documentElement.dataset.alert = 'open';
    // Focus goes back to what had it, or, when that was in a dialog closed meanwhile, to what opened that dialog
    // (focus-return.ts): sweetalert2's own return would leave it on the page's body.
    const before = document.activeElement;
    return Swal.fire({
      ...options,
      returnFocus: false,
      willClose: (popup) => {
        options.willClose?.(popup);
        closing = new Promise((resolve) => {
          closed = resolve;
          // The closing animation takes 150 ms; a dialog replaced before its end never reports it.
          setTimeout(resolve, 500);
        });
      },
      // `data-alert` marks the page while a dialog is up, until focus is back: a click in that gap loses its focus,
      // so the browser tests wait for the mark to go.
      didClose: () => {
        options.didClose?.();
        // sweetalert2 disposes of the closed dialog after this call: the next one opens once that is done.
        setTimeout(closed, 50);
        if (Swal.isVisible()) return;
        returnFocusTo(before);
        delete document.documentElement.dataset.alert;
      },
    });
  });

/** docs/product/rules.md#business-constants-and-limits: dialogs and success alerts close after 5 s, with a progress bar and an OK button. */
export const ALERT_BASE: SweetAlertOptions = {
  timer: 5000,
  timerProgressBar: true,
  showConfirmButton: true,
  confirmButtonText: 'باشه',
  // The panel's blue (app/theme.ts): white on it reads at WCAG AA.
  confirmButtonColor: '#1767af',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Lines become separate rows of the alert body. */
export function linesToHtml(lines: string[]): string {
  return lines.map((line) => `<div>${escapeHtml(line)}</div>`).join('');
}

export function showSuccess(title: string, lines: string[] = []) {
  return fireAlert({ ...ALERT_BASE, icon: 'success', title, html: linesToHtml(lines) || undefined });
}

export function showInfo(title: string, lines: string[] = []) {
  return fireAlert({ ...ALERT_BASE, icon: 'info', title, html: linesToHtml(lines) || undefined });
}

/**
 * Asks before the balance is spent, naming what is bought and what it costs (docs/product/rules.md#how-values-are-written-on-screen); resolves true on «بله».
 * A question waits for its answer: no timer.
 */
export async function confirmSpend(title: string, lines: string[]): Promise<boolean> {
  const answer = await fireAlert({
    ...ALERT_BASE,
    timer: undefined,
    timerProgressBar: false,
    icon: 'question',
    title,
    html: linesToHtml(lines),
    showCancelButton: true,
    confirmButtonText: 'بله، خرید',
    cancelButtonText: 'انصراف',
    focusCancel: true,
  });
  return answer.isConfirmed;
}

/**
 * A routine success (a switch flipped, a row marked paid, a link reset): a toast that closes by itself and takes no
 * click, read out by screen readers. Modals are kept for what the user must decide (docs/product/screens.md).
 */
export function showToast(title: string, lines: string[] = [], tone: 'success' | 'info' = 'success') {
  notifications.show({
    title,
    message: lines.join(' '),
    color: tone === 'success' ? 'teal' : 'blue',
    withBorder: true,
  });
}
