import { toJalaliDate } from '@pishkhan/contract';
import { AppError } from '../../app-error.js';
import type { Db, Executor } from '../../db/create-db.js';
import type { UsersService } from '../users/users.service.js';
import {
  deleteNotification,
  insertNotification,
  listAll,
  listFor,
  markSeen,
  seenUpTo,
  updateNotification,
} from './notifications.repository.js';

type Row = { id: number; user_id: number | null; title: string; body: string; created_at: string };
const toNotification = (r: Row) => ({
  id: r.id,
  title: r.title,
  body: r.body,
  jdate: toJalaliDate(r.created_at),
  created_at: r.created_at,
});
const toAdmin = (r: Row) => ({ ...toNotification(r), user_id: r.user_id });

export function createNotificationsService(deps: { db: Db; now: () => Date; users: UsersService }) {
  const { db } = deps;
  async function requireReseller(userId: number | null | undefined) {
    if (userId == null) return null;
    const user = await deps.users.findUserRow(userId);
    if (user?.type !== 'RESELLER') throw new AppError('VALIDATION', ['کاربر: فروشنده‌ای با این شناسه نیست']);
    return userId;
  }
  return {
    /** Every notification for the reseller; reading them marks them seen (the dashboard's 'new' block empties). */
    async my(userId: number) {
      const rows = await listFor(db, userId);
      if (rows[0]) await markSeen(db, userId, rows[0].id);
      return rows.map(toNotification);
    },
    async myNew(userId: number) {
      return (await listFor(db, userId, await seenUpTo(db, userId))).map(toNotification);
    },
    async all() {
      return (await listAll(db)).map(toAdmin);
    },
    /** A notice from the system to one reseller, written in the caller's transaction. */
    async notify(trx: Executor, userId: number, message: { title: string; body: string }) {
      const now = deps.now().toISOString();
      await insertNotification(trx, { user_id: userId, ...message, created_at: now, updated_at: now });
    },
    async create(body: { title: string; body: string; user_id?: number | null | undefined }) {
      const now = deps.now().toISOString();
      const userId = await requireReseller(body.user_id);
      return toAdmin(
        await insertNotification(db, {
          user_id: userId,
          title: body.title,
          body: body.body,
          created_at: now,
          updated_at: now,
        }),
      );
    },
    async update(id: number, body: { title: string; body: string; user_id?: number | null | undefined }) {
      const userId = await requireReseller(body.user_id);
      const row = await updateNotification(db, id, {
        user_id: userId,
        title: body.title,
        body: body.body,
        updated_at: deps.now().toISOString(),
      });
      if (!row) throw new AppError('NOT_FOUND');
      return toAdmin(row);
    },
    async remove(id: number) {
      if (!(await deleteNotification(db, id))) throw new AppError('NOT_FOUND');
      return { message: 'اعلان حذف شد' };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
