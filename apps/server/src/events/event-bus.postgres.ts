import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { type Db, keepPrepared } from '../db/database.js';
import { nowIso } from '../lib/time.js';
import { createLocalDelivery } from './event-bus.in-process.js';
import { type EngagementEventBus, eventsAfter, type StoredEvent } from './event-bus.js';
import { startPgListener } from './pg-listener.js';

/** The channel that carries "tenant T has new events up to id N" between instances. */
export const EVENTS_CHANNEL = 'engagement_events';
/** The first key of the per-tenant advisory lock that orders publishing ("PE", Parlance events). */
const LOCK_CLASS = 0x5045;
/** Rows read per round when catching a tenant up. */
const READ_BATCH = 500;

export interface PostgresEventBusOptions {
  /** The database the listening connection opens (the same one `db` uses). */
  url: string;
  log: FastifyBaseLogger;
}

/**
 * PostgreSQL (any number of instances): `publish` stores the events and `NOTIFY`s `tenantId:firstId:lastId` in
 * the same transaction; each instance holds one `LISTEN` connection and, on a notification for a tenant it has
 * subscribers of, reads that tenant's rows after the last id it delivered, in id order, and delivers them here.
 *
 * Ids come from one sequence, so two transactions storing events at once could commit out of id order, and a
 * reader could see id 12 before id 11 commits and skip 11 for good. Publishing therefore takes a per-tenant
 * transaction advisory lock (`pg_advisory_xact_lock`) before it inserts: within a tenant, ids are then taken and
 * committed in one order, so "the committed rows after the last delivered id" never skips one. Tenants do not
 * wait on each other; the lock is held from the inserts to the commit, in one statement (a message's events go in
 * the statement that stores the message, after its writes: `inStatement`).
 *
 * The notification only says "look": the rows are the truth. A lost listening connection is opened again, and
 * every tenant with subscribers is then caught up from its last delivered id, so nothing sent meanwhile is lost.
 */
export const createPostgresEventBus = (db: Db, options: PostgresEventBusOptions): EngagementEventBus => {
  const { log } = options;
  const local = createLocalDelivery();
  /**
   * Per tenant with subscribers here: the last id delivered, the tenant's newest id when its first subscriber came
   * (`floor`), and the read in progress.
   */
  const tenants = new Map<
    number,
    { lastId: number | undefined; floor: number | undefined; reading: boolean; again: boolean }
  >();
  let closed = false;

  const deliver = (event: StoredEvent) => {
    const state = tenants.get(event.tenantId);
    if (!state) return;
    state.lastId = event.id;
    local.deliver(event);
  };

  /** Reads and delivers the tenant's rows after its last delivered id; one read at a time per tenant. */
  const catchUp = async (tenantId: number) => {
    const state = tenants.get(tenantId);
    if (!state) return;
    state.lastId ??= state.floor;
    if (state.lastId === undefined) return;
    if (state.reading) {
      state.again = true;
      return;
    }
    state.reading = true;
    try {
      do {
        state.again = false;
        for (;;) {
          const from = state.lastId;
          if (from === undefined || closed) break;
          const rows = await eventsAfter(db.kysely, tenantId, from, READ_BATCH);
          // The last subscriber may have left while reading.
          if (tenants.get(tenantId) !== state) return;
          for (const event of rows) deliver(event);
          if (rows.length < READ_BATCH) break;
        }
      } while (state.again && !closed);
    } catch (error) {
      log.warn({ err: error }, 'reading live events failed');
    } finally {
      state.reading = false;
    }
  };

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
    const [tenant, first] = message.payload.split(':').map(Number);
    if (tenant === undefined || first === undefined || !Number.isSafeInteger(tenant)) return;
    const state = tenants.get(tenant);
    if (!state) return;
    // The first notification after the first subscription: the subscriber read what came before itself; the
    // lower of the two starts can only deliver an event twice (subscribers skip ids they sent), never miss one.
    state.lastId ??= Math.min(first - 1, state.floor ?? first - 1);
    void catchUp(tenant);
  };

  const listener = startPgListener({
    url: options.url,
    log,
    lostMessage: 'live events listener lost; connecting again',
    onNotification,
    listen: async (client) => {
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    },
    // Notifications sent while no connection listened are gone: catch every tenant up from the rows.
    onListening: () => {
      for (const tenantId of tenants.keys()) void catchUp(tenantId);
    },
  });

  /**
   * The events' part of a statement: the tenant's lock is taken once the gate holds (so after what the gate
   * reads), the rows draw their ids from the lock's row in the events' order, and the lock is held until the
   * commit, which sends the notification.
   */
  const inStatement: NonNullable<EngagementEventBus['inStatement']> = (tenantId, events, gate) => ({
    ctes: sql`events_locked as (
        select pg_advisory_xact_lock(${LOCK_CLASS}, ${tenantId}) as done where ${gate}
      ), events_stored as (
        insert into engagement_event (tenant_id, event_type, payload, created_date)
        select ${tenantId}, e.event_type, e.payload, ${nowIso()}
        from events_locked cross join unnest(cast(${events.map((event) => event.type)} as text[]),
          cast(${events.map((event) => JSON.stringify(event.data))} as text[])) with ordinality as e(event_type, payload, n)
        order by e.n
        returning id
      )`,
    notified: sql`(select pg_notify(${EVENTS_CHANNEL}, concat_ws(':', ${tenantId}::integer, min(id), max(id)))
      from events_stored having count(*) > 0)`,
  });

  return {
    async publish(tenantId, events) {
      if (events.length === 0) return;
      // One statement, so its own transaction and one round trip.
      const { ctes, notified } = inStatement(tenantId, events, sql`true`);
      const compiled = sql<{ notified: unknown }>`with ${ctes} select ${notified} as notified`.compile(
        db.kysely,
      );
      keepPrepared(compiled.sql);
      await db.kysely.executeQuery(compiled);
    },
    inStatement,
    subscribe(tenantId, listener) {
      if (!tenants.has(tenantId)) {
        const state = {
          lastId: undefined,
          floor: undefined as number | undefined,
          reading: false,
          again: false,
        };
        tenants.set(tenantId, state);
        // Where a catch-up starts when the listening connection is lost before any notification came.
        db.kysely
          .selectFrom('engagement_event')
          .select((eb) => eb.fn.max('id').as('id'))
          .where('tenant_id', '=', tenantId)
          .executeTakeFirst()
          .then((row) => {
            state.floor = Number(row?.id ?? 0);
          })
          .catch((error: unknown) => log.warn({ err: error }, 'reading the newest live event failed'));
      }
      const unsubscribe = local.subscribe(tenantId, listener);
      return () => {
        unsubscribe();
        if (local.count(tenantId) === 0) tenants.delete(tenantId);
      };
    },
    async close() {
      closed = true;
      await listener.close();
      tenants.clear();
      local.clear();
    },
  };
};
