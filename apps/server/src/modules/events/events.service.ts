import type { EventData, EventService, ResellerEventType } from '@pishkhan/contract';
import type { Executor } from '../../db/create-db.js';
import { ownedEventServices } from './events.repository.js';
import { createNotices, type NoticesDeps } from './notices.service.js';

/** One thing that happened to a reseller's services or money (docs/product/integrations.md). */
export type ResellerEvent = {
  [T in ResellerEventType]: { type: T; userId: number; data: EventData<T>; at: string };
}[ResellerEventType];
export type NewEvent = {
  [T in ResellerEventType]: { type: T; userId: number; data: EventData<T> };
}[ResellerEventType];

/** Where events go: each writes what it will send (a webhook delivery, a Telegram message) in the caller's transaction. */
export interface EventSink {
  /** Of `userIds`, those this sink would tell something: asked before any payload is read or built. */
  listening(trx: Executor, userIds: number[]): Promise<number[]>;
  accept(trx: Executor, events: ResellerEvent[]): Promise<void>;
}

/**
 * Events are written in the transaction of the change they report, into each sink's own outbox, so a change that
 * rolls back tells nobody and one that commits is delivered however the process ends (decision 113). The sinks are
 * asked first who listens, so a sale or a stop of a reseller with no webhook endpoint and no linked Telegram reads
 * nothing more for its events than that.
 */
export function createEventsService(deps: NoticesDeps & { sinks: EventSink[] }) {
  // The sinks given here, and any a test adds to record what was told (`addSink`).
  const sinks = [...deps.sinks];
  /** Of `userIds`, those some sink would tell something. */
  async function listening(trx: Executor, userIds: number[]) {
    const found = new Set<number>();
    for (const sink of sinks) {
      const left = userIds.filter((id) => !found.has(id));
      if (left.length === 0) break;
      for (const id of await sink.listening(trx, left)) found.add(id);
    }
    return found;
  }
  const core = {
    /** The services as events tell of them, with the reseller each belongs to, in one query. */
    owned: (trx: Executor, ids: number[]) => ownedEventServices(trx, ids),
    async emit(trx: Executor, events: NewEvent[]) {
      if (events.length === 0) return;
      const at = deps.now().toISOString();
      const stamped = events.map((e) => ({ ...e, at }) as ResellerEvent);
      for (const sink of sinks) await sink.accept(trx, stamped);
    },
  };
  return {
    ...core,
    listening,
    /**
     * One event per service of `ids` that `make` answers for, the services read in one query only when someone
     * listens: a batch of 500 costs what one does. `ownerId`, when the caller knows every service is that reseller's,
     * lets a reseller nobody listens for skip the read.
     */
    async emitFor(
      trx: Executor,
      ids: number[],
      make: (service: EventService, ownerId: number) => NewEvent | undefined,
      ownerId?: number,
    ) {
      if (ids.length === 0) return;
      if (ownerId !== undefined && (await listening(trx, [ownerId])).size === 0) return;
      const owned = await core.owned(trx, ids);
      const events: NewEvent[] = [];
      for (const id of ids) {
        const found = owned.get(id);
        const event = found && make(found.service, found.ownerId);
        if (event) events.push(event);
      }
      await core.emit(trx, events);
    },
    /** Another sink, told from now on: what a test records events with through the same path as the real ones. */
    addSink(sink: EventSink) {
      sinks.push(sink);
    },
    ...createNotices(deps, core),
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
