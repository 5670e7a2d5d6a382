import type { Maintenance } from '@pishkhan/contract';
import type { Db } from '../../db/create-db.js';
import { readSetting, writeSetting } from './settings.repository.js';

const MAINTENANCE_KEY = 'maintenance';
const USD_PRICE_KEY = 'usd_price';
/** List price of one extra pool GB in Toman, before discounts (decision 017); unset means not on sale. */
const TRAFFIC_GB_PRICE_KEY = 'traffic_gb_price';
const OFF: Maintenance = { undermaintenance: false, maintenancemessage: '' };
/**
 * Every reseller request asks whether maintenance is on: the answer is read from the database at most once a second
 * per process (decision 042). A switch made here takes effect at once; one made by another instance or by
 * `npm run admin -- maintenance` within this long.
 */
const MAINTENANCE_FRESH_MS = 1_000;

export function createSettingsService(deps: {
  db: Db;
  now: () => Date;
  /**
   * `MAINTENANCE_CACHE` (config.ts), on unless `bench/alternate.ts` measures what keeping it is worth: off, every
   * reseller request reads the setting.
   */
  keepMaintenance: boolean;
}) {
  let maintenance: { value: Maintenance; until: number } | undefined;
  /** Bumped by every switch made here, so a read that was under way meanwhile cannot put the old value back. */
  let switches = 0;
  async function getMaintenance(): Promise<Maintenance> {
    const now = deps.now().getTime();
    if (maintenance && now < maintenance.until) return maintenance.value;
    const seen = switches;
    const raw = await readSetting(deps.db, MAINTENANCE_KEY);
    const value = raw ? { ...OFF, ...(JSON.parse(raw) as Partial<Maintenance>) } : OFF;
    if (deps.keepMaintenance && seen === switches) maintenance = { value, until: now + MAINTENANCE_FRESH_MS };
    return value;
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
      switches++;
      if (deps.keepMaintenance)
        maintenance = { value: { ...OFF, ...value }, until: deps.now().getTime() + MAINTENANCE_FRESH_MS };
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
