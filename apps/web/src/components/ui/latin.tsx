import { splitLedgerText } from '@pishkhan/contract';
import type { ReactNode } from 'react';

interface LatinProps {
  children: string;
  /** Extra classes (a text size, a colour). */
  className?: string;
  'data-testid'?: string;
}

/**
 * A Latin value (a code, serial, link, e-mail, address or host name) shown whole on one line, with ASCII digits and
 * read left to right; what does not fit ends in an ellipsis and the full value shows on hover (decision 084).
 */
export function Latin({ children, className, 'data-testid': testId }: LatinProps) {
  return (
    <span
      className={`latin latin-value${className ? ` ${className}` : ''}`}
      dir="ltr"
      title={children}
      data-testid={testId}
    >
      {children}
    </span>
  );
}

/** A run of ASCII that is a Latin word with digits in it («V2Ray», «de1.example:443»), or an IPv4 address. */
const LATIN_RUN = /[A-Za-z0-9][A-Za-z0-9._:/@+-]*/g;
const isLatinValue = (run: string) => /[0-9]/.test(run) && (/[A-Za-z]/.test(run) || /\d+\.\d+\.\d+\.\d+/.test(run));

/**
 * Text that mixes Persian and Latin, as a name the provider typed («V2Ray پرسرعت»): its Latin runs with digits keep
 * ASCII digits, the rest keeps the panel's Persian digits.
 */
export function withLatinRuns(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    if (!isLatinValue(match[0])) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} className="latin">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (last === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** For an input that holds such text: the Latin face when the text has a Latin run with digits in it. */
export const latinInputClass = (text: string | null | undefined) =>
  text && [...text.matchAll(LATIN_RUN)].some((m) => isLatinValue(m[0])) ? 'latin-input' : undefined;

/** Arabic-script letters: a value with none of them is a Latin value as a whole. */
const PERSIAN = /[\u0600-\u06FF]/;

/**
 * A value someone typed, which may be a host name, an e-mail, a link, a mobile number or Persian words: a Latin value
 * is shown whole as `Latin`; a number keeps Persian digits; Persian text keeps its Latin runs in ASCII.
 */
export function FreeValue({ value, 'data-testid': testId }: { value: string; 'data-testid'?: string }) {
  if (!PERSIAN.test(value) && (/[A-Za-z]/.test(value) || isLatinValue(value))) {
    return <Latin data-testid={testId}>{value}</Latin>;
  }
  return <span data-testid={testId}>{withLatinRuns(value)}</span>;
}

/**
 * Text the server wrote that mixes Persian with Latin values: a ledger description («کارت هدیه P4GV-9G7U-725P»,
 * «خرید سرویس … OpenVPN (#2)»), a store order's product. Split by the contract's `splitLedgerText`: Latin runs and
 * record numbers («#2») keep ASCII digits and are isolated left to right, so «(#1)» never reads «(۱#)»; Persian words
 * and numbers keep the panel's Persian digits (decision 084).
 */
export function LedgerText({ text }: { text: string }) {
  let at = 0;
  return splitLedgerText(text).map((part) => {
    const start = at;
    at += part.text.length;
    return part.kind === 'text' ? (
      part.text
    ) : (
      <span key={start} className="latin" data-part={part.kind}>
        {part.text}
      </span>
    );
  });
}
