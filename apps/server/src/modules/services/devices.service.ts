import type { NoDeviceId, ServiceDevice, ServiceDevices, ServiceLimitsBody } from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/create-db.js';
import {
  countDevices,
  type DeviceRow,
  deleteDevice,
  findDeviceTerms,
  insertDevice,
  listDevices,
  lockService,
  touchDevice,
} from './devices.repository.js';
import type { RadiusSync } from './radius-sync.js';
import type { ServiceAccess, ServicesDeps } from './service-access.js';
import { findOwnService, updateService } from './services.repository.js';

/** What an app tells of itself with a subscription request (decision 105): Happ's headers, which Remnawave reads. */
export interface DeviceHeaders {
  hwid?: string | undefined;
  os?: string | undefined;
  osVersion?: string | undefined;
  model?: string | undefined;
  userAgent?: string | undefined;
}

/** Served; or refused because the limit is full, or because the request named no device and the package refuses that. */
export type DeviceAdmission = { admitted: true } | { admitted: false; reason: 'limit' | 'no-id' };

/** Ids as the apps send them; anything else counts as no id, as Remnawave's header reader does. */
const HWID = /^[A-Za-z0-9=_.:+/-]{4,128}$/;
/** Whether a request names its device: an app does; a browser opening the customer's page does not. */
export const sendsDeviceId = (headers: DeviceHeaders | undefined) => HWID.test(headers?.hwid?.trim() ?? '');
/** A known device's last seen is written at most this often: apps poll the URL, a write per poll buys nothing. */
const TOUCH_MS = 5 * 60_000;
/** Under no limit the first this many devices are still kept, so the reseller sees them; more are served, not kept. */
const KEPT_WITHOUT_LIMIT = 20;
const UNKNOWN = '';

const header = (value: string | undefined, max: number) => (value ?? '').replace(/[^\x20-\x7e]/g, '').slice(0, max);

/** Enough of an id to tell two apart, not enough to copy it. */
const maskHwid = (hwid: string) => (hwid.length <= 8 ? hwid : `${hwid.slice(0, 4)}…${hwid.slice(-4)}`);

const toDevice = (row: DeviceRow): ServiceDevice => ({
  id: row.id,
  hwid: maskHwid(row.hwid),
  os: row.os,
  os_version: row.os_version,
  model: row.model,
  user_agent: row.user_agent,
  first_seen: row.first_seen,
  last_seen: row.last_seen,
});

/** The most a reseller may set: the package's limit; where the package has none (0), anything. */
function limitErrors(label: string, wanted: number, packageLimit: number): string[] {
  if (packageLimit === 0) return [];
  if (wanted === 0) return [`${label} بسته ${fa(packageLimit)} است؛ «نامحدود» بیش از آن است`];
  if (wanted > packageLimit) return [`${label} نمی‌تواند بیش از سقف بسته (${fa(packageLimit)}) باشد`];
  return [];
}
const fa = (n: number) => n.toLocaleString('fa-IR');

/**
 * A service's devices (docs/product/fair-use.md, decision 105): the first N distinct device ids its subscription URL
 * sees are kept and served, a later one is refused until one is removed; a request with no id follows the package's
 * rule. The reseller lists and removes them and lowers the limits; the customer's page removes them by its token.
 */
export function createServiceDevices(deps: ServicesDeps, access: ServiceAccess, radiusSync: RadiusSync) {
  const { db } = deps;

  async function termsOf(trx: Executor, serviceId: number) {
    const row = await findDeviceTerms(trx, serviceId);
    if (!row) return null;
    const pkg = await deps.catalogue.findPackage(row.package_id, trx);
    return {
      ...row,
      packageDeviceLimit: pkg?.device_limit ?? 0,
      packageSimultaneousLimit: pkg?.simultaneous_limit ?? 0,
      noDeviceId: (pkg?.no_device_id ?? 'allow') as NoDeviceId,
    };
  }

  /** A new device kept if there is room; the service's row lock keeps two new devices from taking the last place. */
  async function keepNew(serviceId: number, hwid: string, headers: DeviceHeaders, cap: number) {
    return deps.withTransaction(async (trx) => {
      await lockService(trx, serviceId);
      if ((await countDevices(trx, serviceId)) >= cap) return false;
      const now = deps.now().toISOString();
      await insertDevice(trx, {
        service_id: serviceId,
        hwid,
        os: header(headers.os, 64),
        os_version: header(headers.osVersion, 64),
        model: header(headers.model, 128),
        user_agent: header(headers.userAgent, 256),
        first_seen: now,
        last_seen: now,
      });
      return true;
    });
  }

  /** A device over the limit is refused, and its reseller told (once a day per device, decision 113). */
  async function refuse(serviceId: number, hwid: string, headers: DeviceHeaders, limit: number) {
    const device = {
      os: header(headers.os, 64),
      model: header(headers.model, 128),
      app: header(headers.userAgent, 256),
    };
    await deps.events.deviceRefused(serviceId, hwid, device, limit);
    return { admitted: false, reason: 'limit' } as const;
  }

  async function devicesOf(serviceId: number): Promise<ServiceDevices> {
    const terms = await termsOf(db, serviceId);
    if (!terms) throw new AppError('NOT_FOUND');
    return {
      device_limit: terms.device_limit,
      package_device_limit: terms.packageDeviceLimit,
      simultaneous_limit: terms.simultaneous_limit,
      package_simultaneous_limit: terms.packageSimultaneousLimit,
      devices: (await listDevices(db, serviceId)).map(toDevice),
    };
  }

  return {
    /** Whether a subscription request from this device is served, keeping the device when it is new and fits. */
    async admitDevice(serviceId: number, headers: DeviceHeaders): Promise<DeviceAdmission> {
      const terms = await termsOf(db, serviceId);
      if (!terms) return { admitted: true };
      const limit = terms.device_limit;
      const given = headers.hwid?.trim() ?? '';
      let hwid = HWID.test(given) ? given : null;
      if (hwid === null) {
        // The package's rule for apps that send no id applies only where there is a limit to keep.
        if (limit === 0 || terms.noDeviceId === 'allow') return { admitted: true };
        if (terms.noDeviceId === 'refuse') return { admitted: false, reason: 'no-id' };
        hwid = UNKNOWN;
      }
      const devices = await listDevices(db, serviceId);
      const cap = limit === 0 ? KEPT_WITHOUT_LIMIT : limit;
      const place = devices.findIndex((d) => d.hwid === hwid);
      const known = devices[place];
      if (known) {
        const now = deps.now();
        if (now.getTime() - new Date(known.last_seen).getTime() >= TOUCH_MS) {
          await touchDevice(db, known.id, now.toISOString());
        }
        // A limit lowered below the devices kept serves the first ones; the later wait for a removal.
        return limit === 0 || place < limit ? { admitted: true } : refuse(serviceId, hwid, headers, limit);
      }
      if (devices.length < cap && (await keepNew(serviceId, hwid, headers, cap))) return { admitted: true };
      return limit === 0 ? { admitted: true } : refuse(serviceId, hwid, headers, limit);
    },

    /**
     * The devices for the customer's page, by the service the token found. A browser is not a device and is never
     * kept; where apps without an id are not simply served, the page's per-server links would pass the limit by, so
     * it withholds them (`withheld`) and offers the subscription address, which an app fetches as a device.
     */
    async pageDevices(serviceId: number) {
      const terms = await termsOf(db, serviceId);
      const limit = terms?.device_limit ?? 0;
      return {
        limit,
        kept: (await listDevices(db, serviceId)).map(toDevice),
        withheld: limit > 0 && terms?.noDeviceId !== 'allow',
      };
    },

    /** The customer's page removes a device: the token found the service, so it is theirs. */
    async removePageDevice(serviceId: number, deviceId: number) {
      return deleteDevice(db, serviceId, deviceId);
    },

    async devices(ownerId: number, serviceId: number) {
      await access.requireOwn(db, ownerId, serviceId);
      return devicesOf(serviceId);
    },

    async removeDevice(ownerId: number, serviceId: number, deviceId: number) {
      await access.requireOwn(db, ownerId, serviceId);
      if (!(await deleteDevice(db, serviceId, deviceId))) throw new AppError('NOT_FOUND', ['دستگاه پیدا نشد']);
      return { message: 'دستگاه حذف شد؛ جای آن برای دستگاه دیگری آزاد است' };
    },

    /**
     * The reseller lowers the limits, never above the package's (decision 105); devices already kept stay. A RADIUS
     * account's Simultaneous-Use is written in the same transaction (decision 106).
     */
    async setLimits(ownerId: number, body: Required<ServiceLimitsBody>) {
      return deps.withTransaction(async (trx) => {
        const row = await access.requireOwn(trx, ownerId, body.service_id);
        const terms = await termsOf(trx, row.id);
        if (!terms) throw new AppError('NOT_FOUND');
        const errors = [
          ...limitErrors('سقف دستگاه', body.device_limit, terms.packageDeviceLimit),
          ...limitErrors('سقف اتصال هم‌زمان', body.simultaneous_limit, terms.packageSimultaneousLimit),
        ];
        if (errors.length > 0) throw new AppError('VALIDATION', errors);
        await updateService(trx, row.id, {
          device_limit: body.device_limit,
          simultaneous_limit: body.simultaneous_limit,
          updated_at: deps.now().toISOString(),
        });
        const fresh = (await findOwnService(trx, ownerId, row.id)) ?? row;
        await radiusSync.writeRadius(trx, fresh);
        return access.view(fresh, trx);
      });
    },
  };
}
