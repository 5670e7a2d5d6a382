import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error.js';
import type { Db, Executor } from '../../db/create-db.js';
import type { CryptomusClient } from '../../integrations/cryptomus/cryptomus.js';
import type { ZarinpalClient } from '../../integrations/zarinpal/zarinpal.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { EventsService } from '../events/events.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { ProfileService } from '../profile/profile.service.js';
import type { ServicesService } from '../services/services.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { ThrottleService } from '../throttle/throttle.service.js';
import type { UsersService } from '../users/users.service.js';

export interface StoreDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  publicUrl: string;
  zarinpal: ZarinpalClient;
  cryptomus: (keys: { merchant: string; apiKey: string }) => CryptomusClient;
  users: UsersService;
  catalogue: CatalogueService;
  services: ServicesService;
  settings: SettingsService;
  notifications: NotificationsService;
  profile: ProfileService;
  throttle: ThrottleService;
  /** A paid order is told to the reseller in the move's transaction (decision 113). */
  events: Pick<EventsService, 'emit'>;
  withTransaction: <T>(fn: (trx: Executor) => Promise<T>) => Promise<T>;
}

/** A product's or an order's public token. */
export const newToken = () => randomBytes(18).toString('base64url');
export const digits = (v: string) => v.replace(/[\s-]/g, '');

/** What every part of the store does the same way: the time stamp, an order's page, a reseller with the store on. */
export function createStoreContext(deps: StoreDeps) {
  return {
    iso: () => deps.now().toISOString(),
    orderUrl: (token: string) => `${deps.publicUrl}/order/${token}`,
    async requireStore(userId: number) {
      const me = await deps.users.me(userId);
      if (!me.storeenable) throw new AppError('STORE_DISABLED');
      return me;
    },
  };
}
export type StoreContext = ReturnType<typeof createStoreContext>;
