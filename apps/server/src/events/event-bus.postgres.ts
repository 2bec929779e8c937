import type { FastifyBaseLogger } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import type pg from 'pg';
import { type Db, type Executor, keepPrepared } from '../db/database.js';
import { reusableQuery } from '../lib/reusable-query.js';
import { nowIso } from '../lib/time.js';
import { createLocalDelivery } from './event-bus.in-process.js';
import {
  type EngagementEventBus,
  type LiveEvent,
  type ManyStatementEvents,
  toStoredEvent,
} from './event-bus.js';
import { startPgListener } from './pg-listener.js';

/** The channel that carries "tenant T has new events" between instances (its payload: the tenant's id). */
export const EVENTS_CHANNEL = 'engagement_events';
/**
 * An event's id is its transaction's id times this, plus its place (1, 2, …) among the transaction's events: ids
 * stay under 10^15 (the digits a stream's resume id may have) for the first 3.9 × 10^12 transactions.
 */
export const IDS_PER_TRANSACTION = 256;
/** The most events one transaction stores (its places 1 to 255). */
export const EVENTS_PER_TRANSACTION = IDS_PER_TRANSACTION - 1;
/** Rows read per round when catching a tenant up; rounds per catch-up before yielding to other work. */
const READ_BATCH = 500;
const READ_ROUNDS = 20;
/** How often a tenant whose newest rows wait for an older transaction is read again: doubling, up to the max. */
const HELD_RETRY_MIN_MS = 5;
const HELD_RETRY_MAX_MS = 200;
/** How soon a read that failed is tried again (a lost listening connection also catches every tenant up). */
const FAILED_RETRY_MS = 1000;
/**
 * The backstop: a tenant with subscribers here that no notification has made this instance read for this long is
 * read anyway (a publisher may stop between its commit and its notification, or fail to send it).
 */
export const EVENTS_POLL_MS = 1000;
/** Tenants one notification statement names at most (each is a notification of its own). */
const NOTIFY_BATCH = 1000;
/**
 * The least time between the starts of two notification statements of an instance: under a steady stream of
 * messages, the tenants stored to meanwhile wait for it and go together (at most 1000 / NOTIFY_GAP_MS statements a
 * second an instance, where there was about one a message), and the first after a quiet spell goes at once. A live
 * event waits for it at most that long on top of its read.
 */
export const NOTIFY_GAP_MS = 20;

/** The id the next event of the current transaction starts from (its transaction id is given now if it had none). */
const transactionIdBase = sql`(pg_current_xact_id()::text::bigint * ${sql.lit(IDS_PER_TRANSACTION)})`;

/**
 * The CTE that stores a tenant's events once `gate` holds, their ids from the transaction's id in the events' order:
 * `texts` is each event's type and then its payload's JSON. Each event is a row of parameters (its place a literal),
 * so that the text is fixed for a number of events and stays prepared: passed as two text arrays, every payload was
 * escaped into an array literal by the driver at each message.
 */
const eventsCte = (
  tenantId: unknown,
  created: unknown,
  texts: readonly unknown[],
  gate: RawBuilder<unknown>,
) => {
  const rows: RawBuilder<unknown>[] = [];
  for (let n = 0; n < texts.length / 2; n++)
    rows.push(sql`(${sql.lit(n + 1)}, cast(${texts[2 * n]} as text), cast(${texts[2 * n + 1]} as text))`);
  return sql`events_stored as (
        insert into engagement_event (id, tenant_id, event_type, payload, created_date)
        select ${transactionIdBase} + e.n, ${tenantId}, e.event_type, e.payload, ${created}
        from (values ${sql.join(rows)}) as e(n, event_type, payload)
        where ${gate}
        returning id
      )`;
};

/** `publish`'s statement for `count` events (`eventsCte` alone), built and compiled once a database. */
const publishStatement = (count: number) =>
  reusableQuery(
    (db: Executor, ...values: unknown[]) => ({
      compile: () =>
        sql<{ stored: unknown }>`with ${eventsCte(values[0], values[1], values.slice(2), sql`true`)}
      select (select count(*) from events_stored) as stored`.compile(db),
    }),
    [
      -0x7fff_fff1,
      '\u0000created',
      ...Array.from({ length: 2 * count }, (_value, n) => `\u0000event ${n}`),
    ] as unknown[],
  );
const publishStatements = new Map<number, ReturnType<typeof publishStatement>>();
/**
 * The lowest id a transaction still in flight may hold: the oldest transaction the statement's snapshot sees
 * running (`pg_snapshot_xmin`), as an id. Every row below it is final: its transaction has ended, and a
 * transaction that starts later has a higher id.
 */
const watermark = sql`(pg_snapshot_xmin(pg_current_snapshot())::text::bigint * ${sql.lit(IDS_PER_TRANSACTION)})`;

export interface PostgresEventBusOptions {
  /** The database the listening connection opens (the same one `db` uses). */
  url: string;
  log: FastifyBaseLogger;
}

/**
 * PostgreSQL (any number of instances): `publish` (or a statement with `inStatement`'s parts) stores the events;
 * after its commit the publishing instance `NOTIFY`s the tenant's id, in a statement of its own; each instance
 * holds one `LISTEN` connection and, on a notification for a tenant it has subscribers of, reads that tenant's
 * rows after the last id it delivered, in id order, and delivers them here.
 *
 * No writer waits on another. An event's id is its inserting transaction's id (`pg_current_xact_id()`, 64 bits,
 * never reused) times 256 plus its place in the transaction's events: one order that a transaction's xid fixes
 * and not its commit. Transactions commit out of that order, so a reader reads only below the visibility
 * watermark, the oldest transaction still in flight (`pg_snapshot_xmin` of the read's own snapshot): every
 * transaction below it has ended, and any later one gets a higher xid, so the rows below it never change and
 * "the rows after the last delivered id, below the watermark" skips none. Rows above it wait (read again every
 * 5–200 ms while some do, as the transaction that holds them back may notify nothing when it ends). Delivered ids
 * therefore increase, and stay the Supervisor stream's resume points (`Last-Event-ID`).
 *
 * Per conversation, order holds: a message's statement locks its conversation's row, and a transaction gets its
 * xid only when it first writes, which for that statement is taking the lock, after any wait for it: the next
 * message's transaction starts its xid after the previous one has committed, so its events sort after. A statement
 * that appends several conversations' messages (`ManyStatementEvents`) takes its xid at its first lock, and may
 * then wait for another conversation's row: if that row's holder wrote a message (and its events), the row has
 * moved on, and the waiting statement's message of that conversation is refused with its events; a message of it
 * that it does write was read after every earlier one had committed, so after their xids were given. A new
 * engagement's event is stored in the statement that inserts it (`startEngagement`), whose xid the insert gives; its
 * messages come after the start has answered, so after that commit. Events published in a statement of their own
 * after an awaited write sort after everything committed before it.
 *
 * The notification is sent after the commit, not in the events' transaction: a transaction that has sent
 * `NOTIFY` takes PostgreSQL's one lock on the notification queue at its commit, which serialized every message of
 * every tenant there (39–46 % of busy database time waiting on it; PERFORMANCE.md "One tenant's writes").
 * Notifications are coalesced per instance: while one statement of them is on its way, the tenants stored to
 * meanwhile wait and go together in the next, which starts NOTIFY_GAP_MS after the last at the earliest, so an
 * instance holds that lock once at a time at most and a steady stream of messages costs a few statements a second,
 * not one a message. Since it only says "look" (the rows are the truth, read below the watermark), sending it late,
 * twice or never loses nothing and changes no order: a tenant with subscribers that has not been read for
 * EVENTS_POLL_MS is read anyway.
 *
 * The price: a write transaction left open anywhere on the database server (the watermark is cluster-wide) holds
 * live events back until it ends; `idle_in_transaction_session_timeout` bounds that.
 *
 * A lost listening connection is opened again, and every tenant with subscribers is then caught up from its last
 * delivered id, so nothing sent meanwhile is lost.
 */
export const createPostgresEventBus = (db: Db, options: PostgresEventBusOptions): EngagementEventBus => {
  const { log } = options;
  const local = createLocalDelivery();
  interface TenantState {
    /** The last id delivered; until the start is read, nothing. */
    lastId: number | undefined;
    /** Settles once the start is read. */
    started: Promise<void>;
    reading: boolean;
    again: boolean;
    retry: NodeJS.Timeout | undefined;
    retryMs: number;
    /** When a read last began (for the poll). */
    readAt: number;
  }
  /** Per tenant with subscribers here. */
  const tenants = new Map<number, TenantState>();
  let closed = false;

  /** The tenant's newest event below the watermark: where a reader starts. */
  const newestFinalId = async (tenantId: number) => {
    const compiled = sql<{ id: string | number }>`select coalesce(max(id), 0) as id from engagement_event
      where tenant_id = ${tenantId} and id < ${watermark}`.compile(db.kysely);
    const row = (await db.kysely.executeQuery(compiled)).rows[0];
    return Number(row?.id ?? 0);
  };

  /** The tenant's rows after `afterId` (at most `limit`), each with the watermark of the read. */
  const rowsAfter = async (tenantId: number, afterId: number, limit: number) => {
    const compiled = sql<{
      id: string;
      tenant_id: number;
      event_type: string;
      payload: string;
      final_below: string;
    }>`select id, tenant_id, event_type, payload, ${watermark} as final_below from engagement_event
      where tenant_id = ${tenantId} and id > ${afterId} order by id limit ${limit}`.compile(db.kysely);
    keepPrepared(compiled.sql);
    return (await db.kysely.executeQuery(compiled)).rows;
  };

  const stopRetry = (state: TenantState) => {
    if (state.retry) clearTimeout(state.retry);
    state.retry = undefined;
  };

  /** Reads and delivers the tenant's final rows after its last delivered id; one read at a time per tenant. */
  const catchUp = async (tenantId: number) => {
    const state = tenants.get(tenantId);
    if (!state || state.lastId === undefined || closed) return;
    if (state.reading) {
      state.again = true;
      return;
    }
    state.reading = true;
    state.readAt = Date.now();
    stopRetry(state);
    /** Why to read again soon: rows wait for an older transaction, or more came than a catch-up reads. */
    let next: 'held' | 'more' | 'failed' | undefined;
    try {
      for (let round = 0; round < READ_ROUNDS && !closed; round++) {
        state.again = false;
        next = undefined;
        const rows = await rowsAfter(tenantId, state.lastId, READ_BATCH);
        // The last subscriber may have left while reading.
        if (tenants.get(tenantId) !== state) return;
        for (const row of rows) {
          if (Number(row.id) >= Number(row.final_below)) {
            next = 'held';
            break;
          }
          const event = toStoredEvent(row);
          state.lastId = event.id;
          local.deliver(event);
        }
        if (next === undefined && rows.length === READ_BATCH) next = 'more';
        else if (state.again) next = 'more';
        else break;
      }
    } catch (error) {
      log.warn({ err: error }, 'reading live events failed');
      next = 'failed';
    } finally {
      state.reading = false;
    }
    if (closed || tenants.get(tenantId) !== state) return;
    if (next === undefined) {
      state.retryMs = HELD_RETRY_MIN_MS;
      return;
    }
    // Rows that wait for an older transaction are read again soon: it may end without notifying.
    const delay = next === 'more' ? 0 : next === 'failed' ? FAILED_RETRY_MS : state.retryMs;
    if (next === 'held') state.retryMs = Math.min(state.retryMs * 2, HELD_RETRY_MAX_MS);
    state.retry = setTimeout(() => void catchUp(tenantId), delay);
    state.retry.unref();
  };

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
    const tenant = Number(message.payload);
    if (!Number.isSafeInteger(tenant) || !tenants.has(tenant)) return;
    const state = tenants.get(tenant);
    // Fresh rows: the wait for older transactions starts short again.
    if (state) state.retryMs = HELD_RETRY_MIN_MS;
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

  /** Tenants stored to since the last notification statement was sent; whether one is on its way or waits. */
  const toNotify = new Set<number>();
  let notifying = false;
  /** When the last notification statement started (`performance.now()`). */
  let notifiedAt = Number.NEGATIVE_INFINITY;

  /**
   * Sends the notifications of `toNotify`, in statements of their own, one at a time and NOTIFY_GAP_MS apart at
   * least, until none is left.
   */
  const sendNotifications = async () => {
    notifying = true;
    try {
      while (toNotify.size > 0 && !closed) {
        const wait = notifiedAt + NOTIFY_GAP_MS - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (closed) break;
        notifiedAt = performance.now();
        const batch = [...toNotify].slice(0, NOTIFY_BATCH);
        for (const tenantId of batch) toNotify.delete(tenantId);
        const compiled = sql`select pg_notify(${EVENTS_CHANNEL}, t::text)
          from unnest(cast(${batch} as integer[])) as t`.compile(db.kysely);
        keepPrepared(compiled.sql);
        try {
          await db.kysely.executeQuery(compiled);
        } catch (error) {
          // The poll reads those tenants' rows anyway.
          log.warn({ err: error }, 'notifying of live events failed');
        }
      }
    } finally {
      notifying = false;
    }
  };

  /** The tenant's events have committed: tell every instance (this one included) to read them. */
  const committed = (tenantId: number) => {
    toNotify.add(tenantId);
    if (!notifying) void sendNotifications();
  };

  /**
   * The events' part of a statement: once the gate holds (so after what it reads), the rows take their ids from
   * the transaction's id in the events' order. The caller calls `committed` after the commit. Each event is a row
   * of parameters (its place a literal, so that the text is fixed for a number of events and stays prepared):
   * passed as two text arrays, every payload was escaped into an array literal by the driver at each message.
   */
  const inStatement: NonNullable<EngagementEventBus['inStatement']> = (tenantId, events, gate) => {
    if (events.length > EVENTS_PER_TRANSACTION)
      throw new Error(`at most ${EVENTS_PER_TRANSACTION} events a statement`);
    return {
      // Built when read: a writer that stores the events with other writes' (`many`) reads only the data.
      get ctes() {
        return eventsCte(
          tenantId,
          nowIso(),
          events.flatMap((event) => [event.type, JSON.stringify(event.data)]),
          gate,
        );
      },
      stored: sql`(select count(*) from events_stored)`,
      committed: () => committed(tenantId),
      tenantId,
      events,
      many,
    };
  };

  /** The events of several writes in one statement: the rows' places give their ids in the transaction's. */
  const many: ManyStatementEvents = {
    limit: EVENTS_PER_TRANSACTION,
    ctes: (rows) => sql`events_stored as (
        insert into engagement_event (id, tenant_id, event_type, payload, created_date)
        select ${transactionIdBase} + r.place, r.tenant_id, r.event_type, r.payload, r.created_date
        from (${rows}) r
        returning id
      )`,
    committed: (tenantIds) => {
      for (const tenantId of tenantIds) committed(tenantId);
    },
  };

  /** The backstop: reads every tenant with subscribers here that no notification has made it read lately. */
  const poll = setInterval(() => {
    const now = Date.now();
    for (const [tenantId, state] of tenants)
      if (!state.reading && now - state.readAt >= EVENTS_POLL_MS) void catchUp(tenantId);
  }, EVENTS_POLL_MS / 2);
  poll.unref();

  /** Starts reading a tenant: from its newest final row, then whatever comes after. */
  const start = (tenantId: number, state: TenantState) =>
    newestFinalId(tenantId).then(
      (id) => {
        if (tenants.get(tenantId) !== state) return;
        state.lastId = id;
        void catchUp(tenantId);
      },
      (error: unknown) => {
        log.warn({ err: error }, 'reading the newest live event failed');
        if (tenants.get(tenantId) !== state || closed) return;
        state.retry = setTimeout(() => {
          state.retry = undefined;
          state.started = start(tenantId, state);
        }, FAILED_RETRY_MS);
        state.retry.unref();
      },
    );

  /** A subscriber's own start is read after the tenant's (so from a later watermark): it never starts after it. */
  const afterStart = async (tenantId: number) => {
    await tenants.get(tenantId)?.started;
  };

  const publishOne = async (tenantId: number, events: readonly LiveEvent[]) => {
    // One statement, so its own transaction and one round trip; built and compiled once per number of events.
    let statement = publishStatements.get(events.length);
    if (!statement) {
      statement = publishStatement(events.length);
      publishStatements.set(events.length, statement);
    }
    const compiled = statement(
      db.kysely,
      tenantId,
      nowIso(),
      ...events.flatMap((event) => [event.type, JSON.stringify(event.data)]),
    );
    keepPrepared(compiled.sql);
    await db.kysely.executeQuery(compiled);
    committed(tenantId);
  };

  return {
    async publish(tenantId, events) {
      // More than one transaction holds go in successive ones, in order.
      for (let from = 0; from < events.length; from += EVENTS_PER_TRANSACTION)
        await publishOne(tenantId, events.slice(from, from + EVENTS_PER_TRANSACTION));
    },
    inStatement,
    subscribe(tenantId, listener) {
      if (!tenants.has(tenantId)) {
        const state: TenantState = {
          lastId: undefined,
          started: Promise.resolve(),
          reading: false,
          again: false,
          retry: undefined,
          retryMs: HELD_RETRY_MIN_MS,
          readAt: Date.now(),
        };
        tenants.set(tenantId, state);
        state.started = start(tenantId, state);
      }
      const unsubscribe = local.subscribe(tenantId, listener);
      return () => {
        unsubscribe();
        if (local.count(tenantId) > 0) return;
        const state = tenants.get(tenantId);
        if (state) stopRetry(state);
        tenants.delete(tenantId);
      };
    },
    async newestEventId(tenantId) {
      await afterStart(tenantId);
      return newestFinalId(tenantId);
    },
    async eventsAfter(tenantId, afterId) {
      await afterStart(tenantId);
      const compiled = sql<{ id: string; tenant_id: number; event_type: string; payload: string }>`select id,
        tenant_id, event_type, payload from engagement_event
        where tenant_id = ${tenantId} and id > ${afterId} and id < ${watermark} order by id`.compile(
        db.kysely,
      );
      return (await db.kysely.executeQuery(compiled)).rows.map(toStoredEvent);
    },
    async close() {
      closed = true;
      clearInterval(poll);
      await listener.close();
      for (const state of tenants.values()) stopRetry(state);
      tenants.clear();
      local.clear();
    },
  };
};
