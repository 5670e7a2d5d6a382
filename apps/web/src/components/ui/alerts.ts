import Swal, { type SweetAlertOptions } from 'sweetalert2';

/** Spec section 9: dialogs and success alerts close after 5 s, with a progress bar and an OK button. */
export const ALERT_BASE: SweetAlertOptions = {
  timer: 5000,
  timerProgressBar: true,
  showConfirmButton: true,
  confirmButtonText: 'باشه',
  confirmButtonColor: '#1c7ed6',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Lines become separate rows of the alert body. */
export function linesToHtml(lines: string[]): string {
  return lines.map((line) => `<div>${escapeHtml(line)}</div>`).join('');
}

export function showSuccess(title: string, lines: string[] = []) {
  return Swal.fire({ ...ALERT_BASE, icon: 'success', title, html: linesToHtml(lines) || undefined });
}

export function showInfo(title: string, lines: string[] = []) {
  return Swal.fire({ ...ALERT_BASE, icon: 'info', title, html: linesToHtml(lines) || undefined });
}
