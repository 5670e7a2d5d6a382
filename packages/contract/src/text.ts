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

/**
 * Invisible characters that change how text around them displays or compares (decision 076): the bidirectional
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the direction marks U+200E, U+200F and U+061C,
 * and the zero-width U+200B, U+2060–U+2064, U+FEFF and U+180E. U+200C (ZWNJ) is part of Persian spelling and stays;
 * U+200D (ZWJ) stays only inside an emoji sequence.
 */
const INVISIBLE = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u200b\u2060-\u2064\ufeff\u180e]/g;
const LONE_ZWJ = /(?<!\p{Extended_Pictographic}\ufe0f?)\u200d|\u200d(?!\p{Extended_Pictographic})/gu;

/** Free text without the characters that would let it display as something else (decision 076). */
export const stripInvisible = (value: string) => value.replace(INVISIBLE, '').replace(LONE_ZWJ, '');

/**
 * Every format character (Unicode's category Cf): ZWNJ and ZWJ, the direction marks, the bidirectional embeddings,
 * overrides and isolates, the BOM, the zero-width space and word joiner, the soft hyphen. No code holds one.
 */
const FORMAT = /\p{Cf}/gu;

/**
 * The one rule for codes, serials and tokens (decision 076): what was pasted or typed, read as what was meant. Every
 * format character goes, ZWNJ too (a code has no Persian spelling to keep), Persian and Arabic-Indic digits become
 * ASCII, and spaces at the ends (no-break spaces too) are dropped. A code pasted from a chat with a trailing ZWNJ or a
 * direction mark is the code, not a wrong try.
 */
export const normalizeCode = (value: string) => normalizeText(value.replace(FORMAT, '')).trim();
