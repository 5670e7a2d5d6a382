/**
 * How a ledger description (and any text the server writes that mixes Persian with Latin values, such as a store
 * order's product) is read (decision 084): the server writes it as one string, and this one splitter says which runs
 * in it are Latin values and which are numbers that refer to a record.
 *
 * - `latin`: a run of ASCII letters and digits (with the `._:/@+-` of codes, hosts and links inside it) that has a
 *   letter in it, or an IPv4 address: «V2Ray», «OpenVPN», the gift-card serial «P4GV-9G7U-725P», «USDT». Shown left to
 *   right, isolated from the Persian around it, with ASCII digits.
 * - `ref`: a record's number as the server writes it, `#` and digits («#2», a service): a code like the serial, read
 *   `#` first with ASCII digits, isolated, so «(#2)» never turns into «(۲#)» and stays in its brackets.
 * - `text`: everything else, Persian words and numbers («۳۰ گیگ», «12 دلار»), in the panel's Persian digits.
 */
export interface LedgerTextPart {
  kind: 'text' | 'latin' | 'ref';
  text: string;
}

const RUN = /#[0-9۰-۹]+|[A-Za-z0-9](?:[A-Za-z0-9._:/@+-]*[A-Za-z0-9])?/g;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?$/;

export function splitLedgerText(text: string): LedgerTextPart[] {
  const parts: LedgerTextPart[] = [];
  let last = 0;
  const push = (part: LedgerTextPart) => {
    const prev = parts[parts.length - 1];
    if (part.kind === 'text' && prev?.kind === 'text') prev.text += part.text;
    else parts.push(part);
  };
  for (const match of text.matchAll(RUN)) {
    const run = match[0];
    const kind = run.startsWith('#') ? 'ref' : /[A-Za-z]/.test(run) || IPV4.test(run) ? 'latin' : undefined;
    if (!kind) continue;
    if (match.index > last) push({ kind: 'text', text: text.slice(last, match.index) });
    push({ kind, text: run });
    last = match.index + run.length;
  }
  if (last < text.length) push({ kind: 'text', text: text.slice(last) });
  return parts;
}
