import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.js';
import { createSharedRateLimitStore, type Hit } from '../src/lib/rate-limit-store.js';
import { createTestDatabase, engine, type TestDatabase } from './support/database.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const log = { warn: () => {} } as unknown as FastifyBaseLogger;

interface TestStore {
  incr(
    key: string,
    callback: (error: Error | null, hit?: Hit) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(options: unknown): TestStore;
}

const hit = (store: TestStore, key: string, windowMs: number) =>
  new Promise<Hit>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), windowMs, 10),
  );

describe(`the shared rate-limit store (${engine})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
  });
  afterAll(() => database.drop());

  it.runIf(engine === 'sqlite')('is none on SQLite without Redis: the in-memory store counts', async () => {
    expect(await createSharedRateLimitStore({ db: database.db, log })).toBeUndefined();
  });

  it.runIf(engine === 'postgres')(
    'counts in the database per route and key, and starts a new window when one has run out',
    async () => {
      const shared = await createSharedRateLimitStore({ db: database.db, log });
      if (!shared) throw new Error('expected a store on PostgreSQL');
      const root = new shared.Store({}) as unknown as TestStore;
      const signIn = root.child({ routeInfo: { method: 'POST', url: '/api/authentication' } });
      const signUp = root.child({ routeInfo: { method: 'POST', url: '/api/tenant/signup' } });
      expect((await hit(signIn, '10.0.0.1', 60_000)).current).toBe(1);
      const second = await hit(signIn, '10.0.0.1', 60_000);
      expect(second.current).toBe(2);
      expect(second.ttl).toBeGreaterThan(50_000);
      expect(second.ttl).toBeLessThanOrEqual(60_000);
      expect((await hit(signIn, '10.0.0.2', 60_000)).current).toBe(1);
      expect((await hit(signUp, '10.0.0.1', 60_000)).current).toBe(1);
      // Concurrent hits are each counted once.
      await Promise.all(Array.from({ length: 10 }, () => hit(signIn, '10.0.0.3', 60_000)));
      expect((await hit(signIn, '10.0.0.3', 60_000)).current).toBe(11);
      // A window of 200 ms runs out; the next hit starts a new one at 1. The window is the database's clock, so
      // real time must pass: the wait is a minimum (a slower machine only waits longer). Nothing here needs a hit
      // within the short window: counting within a window is shown above with a long one.
      expect((await hit(signIn, '10.0.0.4', 200)).current).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const again = await hit(signIn, '10.0.0.4', 200);
      expect(again.current).toBe(1);
      expect(again.ttl).toBeGreaterThan(0);
      expect(again.ttl).toBeLessThanOrEqual(200);
      await shared.close();
    },
  );
});

describe(`the rate limiter without its store (${engine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: Redis is away from the start.
    test = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1', AUTH_RATE_LIMIT_PER_MINUTE: '1' });
  });
  afterAll(() => test.close());

  it('lets requests through (fails open) rather than refusing them or failing', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await test.client().login('nobody', 'not-the-password');
      expect(response.statusCode).toBe(401);
    }
  });
});
