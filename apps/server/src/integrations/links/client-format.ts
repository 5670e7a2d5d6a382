import type { ClientFamily } from '@pishkhan/contract';

/**
 * The formats one subscription URL answers in (decision 087): share links in base64, Clash Meta / Mihomo YAML,
 * sing-box JSON, Xray JSON client configurations, and the customer's page.
 */
export const SUBSCRIPTION_FORMATS = ['links', 'clash', 'sing-box', 'xray', 'page'] as const;
export type SubscriptionFormat = (typeof SUBSCRIPTION_FORMATS)[number];

/**
 * The apps that say who they are at the start of their User-Agent, and the format each reads best. Hiddify is not
 * among the sing-box apps, though it runs sing-box: its core lags sing-box's releases and refuses a current profile,
 * while it reads share links fully and applies its own routing and DNS to them.
 */
const BY_AGENT: Array<[RegExp, SubscriptionFormat]> = [
  [/^(?:SF[AIMT]\b|sing-?box|karing)/i, 'sing-box'],
  [/^(?:clash|mihomo|flclash|stash|koala-?clash|nyanpasu)/i, 'clash'],
];

/**
 * What to answer: the format asked for in `?format=`, else the one the app's User-Agent names, else for a browser (it
 * asks for HTML and names no app) the page, else share links, which every app of the base64 family reads (v2rayNG,
 * v2rayN, Streisand, NekoBox, Happ, Hiddify) and which stay the answer to an app nobody knows.
 */
export function subscriptionFormat(request: { userAgent?: string; accept?: string; asked?: SubscriptionFormat }) {
  if (request.asked) return request.asked;
  const agent = request.userAgent?.trim() ?? '';
  for (const [pattern, format] of BY_AGENT) if (pattern.test(agent)) return format;
  if (/\btext\/html\b/i.test(request.accept ?? '')) return 'page';
  return 'links';
}

/**
 * The sing-box core an app says it runs (SFA, SFI, SFM and SFT put `sing-box 1.11.4` in their User-Agent), as
 * [major, minor]; null when it does not say.
 */
export function singBoxVersionOf(userAgent: string | undefined): [number, number] | null {
  const m = /\bsing-?box[ /]v?(\d+)\.(\d+)/i.exec(userAgent ?? '');
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** Apps that read share links with sing-box inside (Hiddify, NekoBox and its forks). */
const SING_BOX_LINK_APPS = /^(?:hiddify|nekobox|nekoray|husi)/i;

/**
 * The core inside the app a format goes to (decision 092), which decides what it can use: Clash apps run Mihomo,
 * sing-box apps sing-box; share links go to Xray apps (v2rayNG, v2rayN, Happ, Streisand, v2RayTun), unless the app says
 * it is a sing-box one. The customer's page answers for every app: null.
 */
export function clientFamilyOf(format: SubscriptionFormat, userAgent: string | undefined): ClientFamily | null {
  switch (format) {
    case 'clash':
      return 'mihomo';
    case 'sing-box':
      return 'sing-box';
    case 'xray':
      return 'xray';
    case 'links':
      return SING_BOX_LINK_APPS.test(userAgent?.trim() ?? '') ? 'sing-box' : 'xray';
    case 'page':
      return null;
  }
}
