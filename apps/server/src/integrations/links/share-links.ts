import { buildShareLink } from './share-link.js';
import type { SubscriptionEntry } from './subscription-entry.js';

/** The base64 family's subscription: every entry's share link, one a line, the whole in standard base64. */
export function shareLinksDocument(entries: readonly SubscriptionEntry[]): string {
  const links = entries.map((e) => buildShareLink(e.endpoint, e.credential, e.name));
  return Buffer.from(`${links.join('\n')}\n`, 'utf8').toString('base64');
}
