import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { closeDialog, dialog, freshMobile, type Harness } from './harness';

export interface StoreReseller {
  id: number;
  mobile: string;
  token: string;
}

/** A fresh reseller with the store on (discount 87, so 150 000 becomes 130 500, shown rounded to 131 000). */
export async function newStoreReseller(h: Harness, balance = 0): Promise<StoreReseller> {
  const mobile = freshMobile();
  const password = 'store-pass-123';
  const admin = await h.adminToken();
  const user = await h.api<{ id: number }>('POST', '/users', {
    token: admin,
    body: { name: 'فروشنده فروشگاه', mobile, password, storeenable: true, discount: 87 },
  });
  if (balance > 0) {
    await h.api('POST', `/admin/users/${user.id}/balance`, {
      token: admin,
      body: { amount: balance, info: 'شارژ آزمون' },
    });
  }
  return { id: user.id, mobile, token: await h.loginToken(mobile, password) };
}

export interface PackageRow {
  id: number;
  name: string;
  is_custom: boolean;
}

export async function packageId(h: Harness, token: string, name: string): Promise<number> {
  const groups = await h.api<{ packages: PackageRow[] }[]>('GET', '/packages/mypackages', { token });
  const found = groups.flatMap((g) => g.packages).find((p) => p.name === name);
  if (!found) throw new Error(`no package ${name}`);
  return found.id;
}

export async function methodId(h: Harness, token: string, code: string): Promise<number> {
  const methods = await h.api<{ id: number; code: string }[]>('GET', '/paymentmethods', { token });
  const found = methods.find((m) => m.code === code);
  if (!found) throw new Error(`no method ${code}`);
  return found.id;
}

export const productToken = (link: string) => link.split('/buy/')[1] ?? '';

/** Closes the sweetalert2 popup after checking its title. */
export async function closeAlert(page: Page, title: string) {
  const popup = dialog(page);
  await popup.waitFor();
  expect(await popup.locator('.swal2-title').textContent()).toBe(title);
  await closeDialog(page);
}
