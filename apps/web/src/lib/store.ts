import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/** A tiny external store read through useSyncExternalStore: no state library needed for two stores. */
export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = typeof next === 'function' ? (next as (prev: T) => T)(state) : next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * One part of a store's state: the component renders again only when that part changes (by `Object.is`), not on
 * every change of the rest. `select` must answer a value the store holds, not a new object each call.
 */
export function useStoreSelector<T, S>(store: Store<T>, select: (state: T) => S): S {
  const read = () => select(store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}
