import type { Maintenance } from '@pishkhan/contract';
import type { Db } from '../../db/create-db.js';
import { readSetting, writeSetting } from './settings.repository.js';

const MAINTENANCE_KEY = 'maintenance';
const OFF: Maintenance = { undermaintenance: false, maintenancemessage: '' };

export function createSettingsService(deps: { db: Db; now: () => Date }) {
  async function getMaintenance(): Promise<Maintenance> {
    const raw = await readSetting(deps.db, MAINTENANCE_KEY);
    return raw ? { ...OFF, ...(JSON.parse(raw) as Partial<Maintenance>) } : OFF;
  }
  return {
    getMaintenance,
    async isUnderMaintenance() {
      return (await getMaintenance()).undermaintenance;
    },
    async setMaintenance(value: Maintenance): Promise<Maintenance> {
      await writeSetting(deps.db, MAINTENANCE_KEY, JSON.stringify(value), deps.now().toISOString());
      return value;
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
