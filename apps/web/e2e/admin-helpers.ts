import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { type Harness, screenshot, VIEWPORTS, type ViewportName } from './harness';

/** The admin screens' pictures also go here, to be looked at. */
export const ADMIN_SHOTS = process.env.ADMIN_SHOTS_DIR ?? '/tmp/shots-admin';

export async function adminShot(page: Page, name: string) {
  await screenshot(page, name);
  fs.mkdirSync(ADMIN_SHOTS, { recursive: true });
  const { width } = page.viewportSize() ?? VIEWPORTS.desktop;
  await page.screenshot({
    path: path.join(ADMIN_SHOTS, `${name}-${width <= VIEWPORTS.phone.width ? 'phone' : 'desktop'}.png`),
    animations: 'disabled',
    caret: 'hide',
    fullPage: true,
  });
}

/** A tab logged in as the demo admin, on `path`. */
export async function openAdmin(h: Harness, path: string, viewport: ViewportName = 'desktop') {
  const page = await h.newPage(viewport, await h.adminToken());
  await page.goto(path);
  return page;
}

export interface AdminUser {
  id: number;
  name: string;
  mobile: string;
  balance: number;
  discount: number;
  active: boolean;
  volumeservice: boolean;
  storeenable: boolean;
  referralreward: number;
  telegram: string;
  referral_code: string;
  payGroup: { id: number; name: string };
}

/** A fresh reseller made through the API, with a balance. */
export async function apiReseller(h: Harness, mobile: string, balance = 0, name = 'فروشنده‌ی آزمون') {
  const admin = await h.adminToken();
  const user = await h.api<AdminUser>('POST', '/users', {
    token: admin,
    body: { name, mobile, password: 'reseller-pass' },
  });
  if (balance) {
    await h.api('POST', `/admin/users/${user.id}/balance`, {
      token: admin,
      body: { amount: balance, info: 'شارژ اولیه' },
    });
  }
  return user;
}
