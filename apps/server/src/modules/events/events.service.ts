import type { EventData, ResellerEventType } from '@pishkhan/contract';
import type { Executor } from '../../db/create-db.js';
import { eventServices } from './events.repository.js';

/** One thing that happened to a reseller's services or money (docs/product/integrations.md). */
export type ResellerEvent = {
  [T in ResellerEventType]: { type: T; userId: number; data: EventData<T>; at: string };
}[ResellerEventType];
export type NewEvent = {
  [T in ResellerEventType]: { type: T; userId: number; data: EventData<T> };
}[ResellerEventType];

/** Where events go: each writes what it will send (a webhook delivery, a Telegram message) in the caller's transaction. */
export interface EventSink {
  accept(trx: Executor, events: ResellerEvent[]): Promise<void>;
}

/**
 * Events are written in the transaction of the change they report, into each sink's own outbox, so a change that
 * rolls back tells nobody and one that commits is delivered however the process ends (decision 113).
 */
export function createEventsService(deps: { now: () => Date; sinks: EventSink[] }) {
  return {
    /** The services as events tell of them (`EventServiceSchema`), deleted ones included, keyed by id. */
    services: (trx: Executor, ids: number[]) => eventServices(trx, ids),
    async emit(trx: Executor, events: NewEvent[]) {
      if (events.length === 0) return;
      const at = deps.now().toISOString();
      const stamped = events.map((e) => ({ ...e, at }) as ResellerEvent);
      for (const sink of deps.sinks) await sink.accept(trx, stamped);
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
