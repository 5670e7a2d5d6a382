import { normalizeText } from '@pishkhan/contract';

/**
 * What a search looks for: the text as typed and, when it holds Persian or Arabic digits, the same with ASCII digits.
 * Ids, mobiles, amounts, usernames and what the server writes are stored with ASCII digits; free text (a name, a
 * description) keeps the digits the user typed, so both forms are looked for (decision 035). LIKE's wildcards are
 * taken out.
 */
export function searchForms(search: string): string[] {
  const typed = search.replace(/[%_]/g, '');
  const ascii = normalizeText(typed);
  return ascii === typed ? [typed] : [typed, ascii];
}
