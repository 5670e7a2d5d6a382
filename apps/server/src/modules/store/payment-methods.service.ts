import { AppError } from '../../app-error.js';
import { toAvailableMethod } from './store.mapper.js';
import { findMethod, listMethods, updateMethod } from './store.repository.js';
import type { StoreDeps } from './store-context.js';

/** Titles read alike whatever their spaces and half-spaces (`زرین پال`, `زرین‌پال`). */
const sameTitle = (a: string, b: string) => a.replace(/[\s\u200c]/g, '') === b.replace(/[\s\u200c]/g, '');

/** The kinds of payment the provider offers stores (Zarinpal, Cryptomus, card to card): their titles and switches. */
export function createPaymentMethods(deps: Pick<StoreDeps, 'db'>) {
  const { db } = deps;
  return {
    async availableMethods() {
      return (await listMethods(db)).filter((m) => m.active).map(toAvailableMethod);
    },
    async adminMethods() {
      return (await listMethods(db)).map(toAvailableMethod);
    },
    async adminUpdateMethod(id: number, body: { name: string; active: boolean }) {
      if (!(await findMethod(db, id))) throw new AppError('NOT_FOUND');
      // Two kinds under one title read alike to a store's customer (decision 019).
      const others = (await listMethods(db)).filter((m) => m.id !== id);
      if (others.some((m) => sameTitle(m.name, body.name))) {
        throw new AppError('VALIDATION', ['روش پرداخت دیگری همین نام را دارد؛ نام دیگری بنویسید']);
      }
      await updateMethod(db, id, { name: body.name, active: body.active });
      const row = await findMethod(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      return toAvailableMethod(row);
    },
  };
}
