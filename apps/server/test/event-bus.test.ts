import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngagementEventBus, LiveEvent, StoredEvent } from '../src/events/event-bus.js';
import {
  createPostgresEventBus,
  EVENTS_CHANNEL,
  EVENTS_POLL_MS,
  NOTIFY_GAP_MS,
} from '../src/events/event-bus.postgres.js';
import { tenantIdOf } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { signUpTenant, startTestApp, type TestApp } from './support/test-app.js';

/** A test event: engagement `engagement`'s `n`-th (the bus stores and delivers data it is given as it is). */
const eventOf = (engagement: number, n: number) =>
  ({ type: 'ended', data: { engagementId: `E${engagement}`, n } }) as unknown as LiveEvent;
const keyOf = (event: StoredEvent) => {
  const data = event.data as unknown as { engagementId: string; n: number };
  return `${data.engagementId}:${data.n}`;
};

/** A subscriber's events so far, and a wait for a state of them (bounded in time). */
const collect = (bus: EngagementEventBus, tenantId: number) => {
  const received: StoredEvent[] = [];
  const waiters = new Set<() => void>();
  const unsubscribe = bus.subscribe(tenantId, (event) => {
    received.push(event);
    for (const waiter of waiters) waiter();
  });
  const until = (done: () => boolean, what: string, ms = 10_000) =>
    new Promise<void>((resolve, reject) => {
      if (done()) return resolve();
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${what} within ${ms} ms: ${received.length} events`));
      }, ms);
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
    });
  return { received, until, unsubscribe };
};

/** Every event once, ids increasing, and each engagement's events in the order they were published. */
const expectDeliveredInOrder = (received: StoredEvent[], expected: string[]) => {
  const ids = received.map((event) => event.id);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  expect(new Set(ids).size).toBe(ids.length);
  const keys = received.map(keyOf);
  expect([...keys].sort()).toEqual([...expected].sort());
  const last = new Map<string, number>();
  for (const key of keys) {
    const [engagement, n] = key.split(':') as [string, string];
    expect(Number(n), `${engagement} after ${last.get(engagement)}`).toBeGreaterThan(
      last.get(engagement) ?? -1,
    );
    last.set(engagement, Number(n));
  }
};

describe(`the live event bus (${engine})`, () => {
  let test: TestApp;
  let tenantId: number;
  /** Another instance's bus on the same database (PostgreSQL), or the app's own (SQLite: one process). */
  let other: EngagementEventBus;

  beforeAll(async () => {
    test = await startTestApp();
    const tenant = await signUpTenant(test, { tenantName: 'Event bus' });
    tenantId = await tenantIdOf(test, tenant.publicId);
    other =
      engine === 'postgres'
        ? createPostgresEventBus(test.db, { url: test.url, log: test.app.log })
        : test.app.context.events;
  });
  afterAll(async () => {
    if (other !== test.app.context.events) await other.close();
    await test.close();
  });

  it('delivers the events of concurrent publishers once each, in id order and each engagement in its order; a start read agrees', async () => {
    const ENGAGEMENTS = 8;
    const EACH = 12;
    const subscriber = collect(other, tenantId);
    const before = await other.newestEventId(tenantId);
    const expected: string[] = [];
    await Promise.all(
      Array.from({ length: ENGAGEMENTS }, async (_, engagement) => {
        // One or two at a time, each once the ones before are stored.
        for (let n = 0; n < EACH; ) {
          const count = n % 3 === 0 && n + 1 < EACH ? 2 : 1;
          const events = Array.from({ length: count }, (_, i) => eventOf(engagement, n + i));
          for (let i = 0; i < count; i++) expected.push(`E${engagement}:${n + i}`);
          await test.app.context.events.publish(tenantId, events);
          n += count;
        }
      }),
    );
    await subscriber.until(() => subscriber.received.length >= expected.length, 'every event');
    expectDeliveredInOrder(subscriber.received, expected);
    // A resume from before them reads the same events; a new start is the newest of them.
    expect((await other.eventsAfter(tenantId, before)).map(keyOf)).toEqual(subscriber.received.map(keyOf));
    expect(await other.newestEventId(tenantId)).toBe(subscriber.received.at(-1)?.id);
    subscriber.unsubscribe();
  }, 30_000);

  describe.runIf(engine === 'postgres')('transactions that commit out of id order (postgres)', () => {
    const clients: pg.Client[] = [];
    afterAll(async () => {
      for (const client of clients) await client.end().catch(() => {});
    });

    /** A transaction on a connection of its own that has stored `events` and not committed yet. */
    const openTransaction = async (events: LiveEvent[]) => {
      const client = new pg.Client({ connectionString: test.url });
      clients.push(client);
      await client.connect();
      await client.query('begin');
      const inStatement = test.app.context.events.inStatement;
      if (!inStatement) throw new Error('no inStatement on PostgreSQL');
      const part = inStatement(tenantId, events, sql`true`);
      const compiled = sql`with ${part.ctes} select ${part.stored} as stored`.compile(test.db.kysely);
      await client.query(compiled.sql, compiled.parameters as unknown[]);
      const { rows } = await client.query<{ id: string }>(
        `select id from engagement_event where id / 256 = pg_current_xact_id()::text::bigint order by id`,
      );
      return {
        ids: rows.map((row) => Number(row.id)),
        commit: async () => {
          await client.query('commit');
          await client.end();
        },
      };
    };
    /** Settles with `promise`, or fails once `ms` have passed: a publish that waits on a lock fails the test. */
    const within = <T>(promise: Promise<T>, ms: number, what: string) =>
      Promise.race([
        promise,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`${what} waited ${ms} ms`)), ms).unref(),
        ),
      ]);

    it('publishes while an older transaction holds its events, waiting on no lock; delivers both once it commits, in id order', async () => {
      const subscriber = collect(other, tenantId);
      const start = await other.newestEventId(tenantId);
      const held = await openTransaction([eventOf(100, 0)]);
      // Committed while the older transaction is open: it neither waits for it nor is delivered before it.
      await within(test.app.context.events.publish(tenantId, [eventOf(101, 0)]), 5000, 'a publish');
      const ahead = (await other.eventsAfter(tenantId, start)).map(keyOf);
      expect(ahead).toEqual([]);
      expect(await other.newestEventId(tenantId)).toBe(start);
      const waiting = await sql<{ count: string }>`select count(*) as count from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(test.db.kysely);
      expect(Number(waiting.rows[0]?.count)).toBe(0);
      expect(subscriber.received.map(keyOf)).toEqual([]);

      await held.commit();
      await subscriber.until(() => subscriber.received.length >= 2, 'both events');
      expect(subscriber.received.map(keyOf)).toEqual(['E100:0', 'E101:0']);
      // Ids follow the transactions' start, not their commits.
      expect(subscriber.received[0]?.id).toBe(held.ids[0]);
      expectDeliveredInOrder(subscriber.received, ['E100:0', 'E101:0']);
      subscriber.unsubscribe();
    }, 30_000);

    it('delivers events whose publisher never notified (stopped between its commit and its notification) by the poll', async () => {
      const subscriber = collect(other, tenantId);
      await other.newestEventId(tenantId);
      const lost = await openTransaction([eventOf(300, 0), eventOf(300, 1)]);
      // Committed on a connection of its own, and `committed()` never called: no notification is sent.
      await lost.commit();
      await subscriber.until(
        () => subscriber.received.length >= 2,
        'the unnotified events',
        4 * EVENTS_POLL_MS,
      );
      expect(subscriber.received.map((event) => event.id)).toEqual(lost.ids);
      expectDeliveredInOrder(subscriber.received, ['E300:0', 'E300:1']);
      subscriber.unsubscribe();
    }, 30_000);

    it('notifies the tenant after the commit, publishes that meet while a notification is on its way sharing the next', async () => {
      const listener = new pg.Client({ connectionString: test.url });
      clients.push(listener);
      await listener.connect();
      const heard: string[] = [];
      listener.on('notification', (message) => {
        if (message.channel === EVENTS_CHANNEL && message.payload) heard.push(message.payload);
      });
      await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
      // Delivered before the test ends, so that the next test's start is after them.
      const subscriber = collect(other, tenantId);
      await other.newestEventId(tenantId);
      const PUBLISHES = 20;
      await Promise.all(
        Array.from({ length: PUBLISHES }, (_, n) =>
          test.app.context.events.publish(tenantId, [eventOf(400 + n, 0)]),
        ),
      );
      const waitFor = async (done: () => boolean) => {
        for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
      };
      await waitFor(() => heard.length > 0);
      // Every notification names the tenant alone; some publishes shared one (at least one was sent).
      expect(heard.length).toBeGreaterThan(0);
      expect(heard.length).toBeLessThanOrEqual(PUBLISHES);
      expect(new Set(heard)).toEqual(new Set([String(tenantId)]));
      await subscriber.until(() => subscriber.received.length >= PUBLISHES, 'every event');
      subscriber.unsubscribe();
    }, 30_000);

    it('sends notification statements NOTIFY_GAP_MS apart at least under a steady stream of publishes', async () => {
      const listener = new pg.Client({ connectionString: test.url });
      clients.push(listener);
      await listener.connect();
      // A tenant of its own: a notification the earlier tests' publishes may still have on its way names theirs.
      const own = await tenantIdOf(test, (await signUpTenant(test, { tenantName: 'Notify gap' })).publicId);
      const heard: number[] = [];
      listener.on('notification', (message) => {
        if (message.channel === EVENTS_CHANNEL && message.payload === String(own))
          heard.push(performance.now());
      });
      await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
      const subscriber = collect(other, own);
      await other.newestEventId(own);
      const PUBLISHES = 40;
      const from = performance.now();
      // One after another, each awaited: one notification a publish before the gap.
      for (let n = 0; n < PUBLISHES; n++) await test.app.context.events.publish(own, [eventOf(500 + n, 0)]);
      const elapsed = performance.now() - from;
      await subscriber.until(() => subscriber.received.length >= PUBLISHES, 'every event');
      expect(heard.length).toBeGreaterThan(0);
      // One statement at the start, then one a gap at most (and one more for the last publishes).
      expect(heard.length).toBeLessThanOrEqual(Math.floor(elapsed / NOTIFY_GAP_MS) + 2);
      expect(heard.length).toBeLessThan(PUBLISHES);
      expectDeliveredInOrder(
        subscriber.received,
        Array.from({ length: PUBLISHES }, (_, n) => `E${500 + n}:0`),
      );
      subscriber.unsubscribe();
    }, 30_000);

    it('delivers every event of many transactions committed in reverse order once, each engagement in order, to another instance', async () => {
      const HELD = 12;
      const AFTER = 3;
      const subscriber = collect(other, tenantId);
      const start = await other.newestEventId(tenantId);
      // Each engagement's first event in a transaction left open; they commit last first, and between commits
      // other engagements publish.
      const open = [];
      for (let engagement = 0; engagement < HELD; engagement++)
        open.push(await openTransaction([eventOf(200 + engagement, 0), eventOf(200 + engagement, 1)]));
      const expected: string[] = [];
      const runs: Promise<void>[] = [];
      for (let engagement = HELD - 1; engagement >= 0; engagement--) {
        const transaction = open[engagement];
        if (!transaction) continue;
        await within(transaction.commit(), 5000, 'a commit');
        expected.push(`E${200 + engagement}:0`, `E${200 + engagement}:1`);
        // The rest of this engagement, after its first commit, while older transactions are still open.
        runs.push(
          (async () => {
            for (let n = 2; n < 2 + AFTER; n++) {
              expected.push(`E${200 + engagement}:${n}`);
              await within(
                test.app.context.events.publish(tenantId, [eventOf(200 + engagement, n)]),
                5000,
                'a publish',
              );
            }
          })(),
        );
      }
      await Promise.all(runs);
      await subscriber.until(() => subscriber.received.length >= expected.length, 'every event');
      expectDeliveredInOrder(subscriber.received, expected);
      // Nothing else comes: the stored events after the start are exactly those delivered.
      expect((await other.eventsAfter(tenantId, start)).map((event) => event.id)).toEqual(
        subscriber.received.map((event) => event.id),
      );
      subscriber.unsubscribe();
    }, 60_000);
  });
});
