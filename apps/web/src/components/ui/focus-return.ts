/**
 * Focus goes back to what opened a dialog once it closes (docs/product/screens.md#keyboard-and-accessibility).
 * Mantine's Modal returns focus only when its `opened` turns false; the panel's dialogs are mounted open and unmounted
 * on close, and a sweetalert2 dialog opened after one closed would hand focus back to the page's body. This remembers
 * the last control focused outside any dialog, menu or calendar, and when focus falls out of one onto the body, puts
 * it back there (or on the main region when that control is gone).
 */
const LAYERS =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], .swal2-container, .rmdp-wrapper';
/** A dialog still up keeps its own focus. */
const OPEN_DIALOG = '.mantine-Modal-content, .mantine-Drawer-content, .swal2-container';
export const MAIN_ID = 'main-content';

let opener: HTMLElement | null = null;
/** The opener found again when its row is drawn anew (a list refetched after the dialog's change). */
let openerSelector: string | null = null;

const inLayer = (el: Element) => el.closest(LAYERS) !== null;
const shown = (el: HTMLElement) => el.isConnected && el.getClientRects().length > 0;

/** `[data-testid="service-row-7"] [data-testid="service-actions"]`: the control by its test id or name, in its holder. */
function selectorOf(el: HTMLElement): string | null {
  const id = el.getAttribute('data-testid');
  const name = el.getAttribute('aria-label');
  const own = id ? `[data-testid="${CSS.escape(id)}"]` : name ? `[aria-label="${CSS.escape(name)}"]` : null;
  const holder = el.parentElement?.closest('[data-testid]')?.getAttribute('data-testid');
  return own && holder ? `[data-testid="${CSS.escape(holder)}"] ${own}` : own;
}

function onFocusIn(event: FocusEvent) {
  const target = event.target;
  if (target instanceof HTMLElement && target !== document.body && target.id !== MAIN_ID && !inLayer(target)) {
    opener = target;
    openerSelector = selectorOf(target);
  }
}

/** Focus left for nowhere: from a dialog, menu or calendar, or from a control taken off the page. */
function onFocusOut(event: FocusEvent) {
  const target = event.target;
  if (event.relatedTarget || !(target instanceof Element)) return;
  const fromLayer = inLayer(target);
  window.setTimeout(() => {
    if (fromLayer || !target.isConnected) restoreLostFocus();
  }, 0);
}

function findOpener(): HTMLElement | null {
  if (opener && shown(opener)) return opener;
  const again = openerSelector ? document.querySelector<HTMLElement>(openerSelector) : null;
  return again && shown(again) ? again : null;
}

/** A list drawn anew shows its rows a moment later: the opener is looked for during a second before the main region. */
function focusOpener(tries = 20) {
  const found = findOpener();
  if (found) return found.focus({ preventScroll: true });
  if (tries > 0) {
    window.setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) focusOpener(tries - 1);
    }, 50);
  } else document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
}

/** When focus is on nothing (the body) and no dialog is up: back on the dialog's opener, or the main region. */
function restoreLostFocus() {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  if (document.querySelector(OPEN_DIALOG)) return;
  focusOpener();
}

/** A closing alert's return: to `preferred` while it is still on the page, else to the opener of the dialog it was in. */
export function returnFocusTo(preferred: Element | null) {
  if (preferred instanceof HTMLElement && preferred !== document.body && shown(preferred)) {
    preferred.focus({ preventScroll: true });
  } else focusOpener();
}

/** Installed once by the app; returns its removal. */
export function installFocusReturn() {
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('focusout', onFocusOut, true);
  return () => {
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('focusout', onFocusOut, true);
  };
}
