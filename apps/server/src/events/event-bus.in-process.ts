import { EventEmitter } from 'node:events';
import type { Db } from '../db/database.js';
import {
  type EngagementEventBus,
  type EventListener,
  type StoredEvent,
  storedEventsAfter,
  storeEvents,
} from './event-bus.js';

/** Local delivery: one emitter channel a tenant. */
export const createLocalDelivery = () => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    deliver(event: StoredEvent) {
      emitter.emit(String(event.tenantId), event);
    },
    subscribe(tenantId: number, listener: EventListener) {
      const channel = String(tenantId);
      emitter.on(channel, listener);
      return () => {
        emitter.off(channel, listener);
      };
    },
    /** How many subscribers the tenant has here. */
    count(tenantId: number) {
      return emitter.listenerCount(String(tenantId));
    },
    clear() {
      emitter.removeAllListeners();
    },
  };
};

/** SQLite (one process): events are stored, then handed to this instance's subscribers. */
export const createInProcessEventBus = (db: Db): EngagementEventBus => {
  const local = createLocalDelivery();
  return {
    async publish(tenantId, events) {
      if (events.length === 0) return;
      const stored = await db.kysely.transaction().execute((trx) => storeEvents(trx, tenantId, events));
      for (const event of stored) local.deliver(event);
    },
    subscribe: (tenantId, listener) => local.subscribe(tenantId, listener),
    // One writer: ids are taken and committed in one order, so the newest stored event is where to start.
    async newestEventId(tenantId) {
      const row = await db.kysely
        .selectFrom('engagement_event')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },
    eventsAfter: (tenantId, afterId) => storedEventsAfter(db.kysely, tenantId, afterId),
    async close() {
      local.clear();
    },
  };
};
