import type { Remarks, SupportSettings } from '@pishkhan/contract';
import { supportLinkOf } from '@pishkhan/contract';
import type { Db, Executor } from '../../db/create-db.js';
import type { UsersService } from '../users/users.service.js';
import { findResellerSettings, saveResellerSettings } from './profile.repository.js';

interface Deps {
  db: Db;
  now: () => Date;
  users: UsersService;
}

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** A reseller's name, support and store details and the remark of their share links (docs/product/screens.md#settings). */
export function createProfileService(deps: Deps) {
  async function support(userId: number, db: Executor = deps.db): Promise<SupportSettings> {
    const row = await findResellerSettings(db, userId);
    return { supportlink: row?.supportlink ?? '', store: row?.store ?? '', servicename: row?.servicename ?? '' };
  }

  async function remarks(userId: number, db: Executor = deps.db): Promise<Remarks> {
    const row = await findResellerSettings(db, userId);
    return { remarks: row?.remarks ?? '', groupremarks: row?.groupremarks ?? false };
  }

  return {
    support,
    remarks,

    setName: (userId: number, name: string) => deps.users.setOwnName(userId, name),

    async setSupport(userId: number, body: Partial<SupportSettings>) {
      await saveResellerSettings(deps.db, userId, defined(body), deps.now().toISOString());
      return support(userId);
    },

    async setRemarks(userId: number, body: Partial<Remarks>) {
      await saveResellerSettings(deps.db, userId, defined(body), deps.now().toISOString());
      return remarks(userId);
    },

    /**
     * What the public sees of a reseller (the store's checkout page, a subscription's headers): the saved
     * support link, else the reseller's own Telegram as a link, else empty; the store and service names as saved.
     */
    async storeProfile(userId: number, db: Executor = deps.db): Promise<SupportSettings> {
      const saved = await support(userId, db);
      if (saved.supportlink !== '') return saved;
      const owner = await deps.users.findUserRow(userId, db);
      return { ...saved, supportlink: supportLinkOf(owner?.telegram ?? '') ?? '' };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
