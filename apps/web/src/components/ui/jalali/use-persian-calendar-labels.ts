import { type RefObject, useEffect } from 'react';

/** react-multi-date-picker writes English screen-reader labels ('Choose … of …'); these say the same in Persian. */
function persianLabel(el: Element): string | null {
  const label = el.getAttribute('aria-label') ?? '';
  let m = /^Choose (.+) of (.+)$/.exec(label);
  if (m) return `انتخاب ${m[1]} ${m[2]}`;
  m = /^Select year (.+)$/.exec(label);
  if (m) return `انتخاب سال ${m[1]}`;
  m = /^Select (.+) of (.+)$/.exec(label);
  if (m) return `انتخاب ${m[1]} ${m[2]}`;
  if (el.classList.contains('rmdp-arrow-container') && el.getAttribute('aria-roledescription')) {
    return el.classList.contains('rmdp-right') ? 'ماه بعد' : 'ماه قبل';
  }
  return null;
}

function setAttribute(el: Element, name: string, value: string | null) {
  if (el.getAttribute(name) === value) return;
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}

function relabel(root: Element) {
  // Escape in the calendar closes the calendar, not the dialog around it: Mantine's Modal leaves alone a key pressed
  // on an element so marked.
  for (const el of root.querySelectorAll('.rmdp-wrapper [tabindex], .rmdp-wrapper button')) {
    if (!el.hasAttribute('data-mantine-stop-propagation')) el.setAttribute('data-mantine-stop-propagation', 'true');
  }
  // The other months' empty cells are nothing to screen readers; the popup is named.
  for (const el of root.querySelectorAll('.rmdp-day.rmdp-day-hidden')) {
    setAttribute(el, 'aria-label', null);
    setAttribute(el, 'aria-hidden', 'true');
  }
  for (const el of root.querySelectorAll('.rmdp-wrapper[role="dialog"]')) setAttribute(el, 'aria-label', 'تقویم');
  // A day is a button to screen readers, pressed when chosen and unavailable before the first allowed day.
  for (const el of root.querySelectorAll('.rmdp-day:not(.rmdp-day-hidden)')) {
    setAttribute(el, 'role', 'button');
    setAttribute(
      el,
      'aria-pressed',
      String(el.classList.contains('rmdp-selected') || el.classList.contains('rmdp-range')),
    );
    setAttribute(el, 'aria-disabled', el.classList.contains('rmdp-disabled') ? 'true' : null);
  }
  for (const el of root.querySelectorAll('[aria-label^="Choose "], [aria-label^="Select "], .rmdp-arrow-container')) {
    const next = persianLabel(el);
    if (next && el.getAttribute('aria-label') !== next) el.setAttribute('aria-label', next);
    el.removeAttribute('aria-roledescription');
  }
}

export function usePersianCalendarLabels(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    relabel(root);
    const observer = new MutationObserver(() => relabel(root));
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label', 'class'],
    });
    return () => observer.disconnect();
  }, [ref]);
}
