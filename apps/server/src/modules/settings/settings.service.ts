import type { Maintenance } from '@pishkhan/contract';
import type { Db } from '../../db/create-db.js';
import { readSetting, writeSetting } from './settings.repository.js';

const MAINTENANCE_KEY = 'maintenance';
const USD_PRICE_KEY = 'usd_price';
/** List price of one extra pool GB in Toman, before discounts (decision 017); unset means not on sale. */
const TRAFFIC_GB_PRICE_KEY = 'traffic_gb_price';
const OFF: Maintenance = { undermaintenance: false, maintenancemessage: '' };

export function createSettingsService(deps: { db: Db; now: () => Date }) {
  /**
   * Every reseller request asks whether maintenance is on, read from the database each time: a switch by any instance
   * or by `npm run admin -- maintenance` holds from the next request.
   */
  async function getMaintenance(): Promise<Maintenance> {
    const raw = await readSetting(deps.db, MAINTENANCE_KEY);
    return raw ? { ...OFF, ...(JSON.parse(raw) as Partial<Maintenance>) } : OFF;
  }
  return {
    getMaintenance,
    async isUnderMaintenance() {
      return (await getMaintenance()).undermaintenance;
    },
    /** Toman per US dollar as the admin set it; 0 until set. */
    async getUsdPrice(): Promise<{ usd_price: number; updated_at: string | null }> {
      const raw = await readSetting(deps.db, USD_PRICE_KEY);
      return raw ? (JSON.parse(raw) as { usd_price: number; updated_at: string }) : { usd_price: 0, updated_at: null };
    },
    async setUsdPrice(usdPrice: number) {
      const value = { usd_price: usdPrice, updated_at: deps.now().toISOString() };
      await writeSetting(deps.db, USD_PRICE_KEY, JSON.stringify(value), value.updated_at);
      return value;
    },
    async setMaintenance(value: Maintenance): Promise<Maintenance> {
      await writeSetting(deps.db, MAINTENANCE_KEY, JSON.stringify(value), deps.now().toISOString());
      return value;
    },
    async trafficGbPrice(): Promise<number> {
      const raw = await readSetting(deps.db, TRAFFIC_GB_PRICE_KEY);
      const price = raw === undefined ? 0 : Number(raw);
      return Number.isSafeInteger(price) && price > 0 ? price : 0;
    },
    async setTrafficGbPrice(price: number): Promise<{ price: number }> {
      await writeSetting(deps.db, TRAFFIC_GB_PRICE_KEY, String(price), deps.now().toISOString());
      return { price };
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
