/** Text helpers with no schema library, so a page that loads no zod can use them too (`routes.ts`). */

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Users type Persian and Arabic digits and letters: make them canonical before any check. */
export function normalizeText(value: string): string {
  let out = '';
  for (const ch of value) {
    const p = PERSIAN_DIGITS.indexOf(ch);
    const a = ARABIC_DIGITS.indexOf(ch);
    if (p >= 0) out += String(p);
    else if (a >= 0) out += String(a);
    else if (ch === 'ي') out += 'ی';
    else if (ch === 'ك') out += 'ک';
    else out += ch;
  }
  return out;
}
