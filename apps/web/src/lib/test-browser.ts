import type { User } from '@pishkhan/contract';
import { vi } from 'vitest';

/** A Storage held in memory, as a browser's localStorage or sessionStorage behaves. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * The browser globals the panel's stores read, for unit tests run in node: both storages and `location.replace`,
 * which records where the page was sent. Undone by `vi.unstubAllGlobals()`.
 */
export function stubBrowser() {
  const localStorage = memoryStorage();
  const sessionStorage = memoryStorage();
  const replace = vi.fn<(url: string) => void>();
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('sessionStorage', sessionStorage);
  vi.stubGlobal('window', { location: { replace } });
  return { localStorage, sessionStorage, replace };
}

export const testUser = (patch: Partial<User> = {}): User => ({
  id: 7,
  name: 'فروشنده',
  mobile: '09120000007',
  type: 'RESELLER',
  balance: 250_000,
  discount: 0,
  volumeservice: false,
  storeenable: false,
  invitelink: '',
  referralreward: 0,
  traffic_used: 0,
  traffic_total: 0,
  remain_days: 0,
  payGroup: {
    id: 1,
    name: 'پیش‌فرض',
    has_perfectmoney: false,
    has_crypto: false,
    perfect_charge_rate: 0,
    crypto_charge_rate: 0,
    telegram: '',
  },
  ...patch,
});
