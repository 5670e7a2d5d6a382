/**
 * The formats one subscription URL answers in (decision 087): share links in base64, Clash Meta / Mihomo YAML,
 * sing-box JSON, Xray JSON client configurations, and the customer's page.
 */
export const SUBSCRIPTION_FORMATS = ['links', 'clash', 'sing-box', 'xray', 'page'] as const;
export type SubscriptionFormat = (typeof SUBSCRIPTION_FORMATS)[number];

/**
 * The apps that say who they are at the start of their User-Agent, and the format each reads best. sing-box's apps
 * come first: Hiddify's agent goes on "like ClashMeta v2ray sing-box", and it reads sing-box's own format.
 */
const BY_AGENT: Array<[RegExp, SubscriptionFormat]> = [
  [/^(?:SF[AIMT]\b|sing-?box|hiddify|karing)/i, 'sing-box'],
  [/^(?:clash|mihomo|flclash|stash|koala-?clash|nyanpasu)/i, 'clash'],
];

/**
 * What to answer: the format asked for in `?format=`, else the one the app's User-Agent names, else for a browser (it
 * asks for HTML and names no app) the page, else share links, which every app of the base64 family reads (v2rayNG,
 * v2rayN, Streisand, NekoBox, Happ) and which stay the answer to an app nobody knows.
 */
export function subscriptionFormat(request: { userAgent?: string; accept?: string; asked?: SubscriptionFormat }) {
  if (request.asked) return request.asked;
  const agent = request.userAgent?.trim() ?? '';
  for (const [pattern, format] of BY_AGENT) if (pattern.test(agent)) return format;
  if (/\btext\/html\b/i.test(request.accept ?? '')) return 'page';
  return 'links';
}
