import type { Db, Executor } from '../db/create-db.js';

const pending = new WeakMap<object, Array<() => void>>();

/**
 * `withTransaction` for the services: runs `fn` in one transaction and, once it has committed, what `afterCommit`
 * was given inside it. Nothing runs if the transaction rolls back.
 */
export function transactionRunner(db: Db) {
  return async <T>(fn: (trx: Executor) => Promise<T>): Promise<T> => {
    const callbacks: Array<() => void> = [];
    const result = await db.transaction().execute((trx) => {
      pending.set(trx, callbacks);
      return fn(trx);
    });
    for (const callback of callbacks) callback();
    return result;
  };
}

/** Runs `fn` once the transaction `trx` belongs to has committed; at once when `trx` is not a transaction. */
export function afterCommit(trx: Executor, fn: () => void) {
  const callbacks = pending.get(trx);
  if (callbacks) callbacks.push(fn);
  else fn();
}

/** A wake-up call between parts of one process: the worker listens, purchases call. */
export function createSignal() {
  const listeners = new Set<() => void>();
  return {
    notify() {
      for (const listener of listeners) listener();
    },
    listen(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type Signal = ReturnType<typeof createSignal>;
