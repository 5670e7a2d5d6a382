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

function relabel(root: Element) {
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
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [ref]);
}
