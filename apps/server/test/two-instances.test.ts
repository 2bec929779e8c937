import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createTestDatabase, engine, type TestDatabase } from './support/database.js';
import { HttpClient, type ServerProcess, startServerProcess } from './support/server-process.js';
import { ADMIN_PASSWORD } from './support/test-app.js';

const RATE_LIMIT = 6;
const LOCK_THRESHOLD = 3;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A client address of its own for each case (the servers trust X-Forwarded-For), so that runs never collide. */
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Two server processes on one PostgreSQL database, one client signing in on both in turn: the per-address rate
 * limit and the per-account lock are counted once, not once per process.
 */
describe.runIf(engine === 'postgres')('two instances on one database (postgres)', () => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];

  const env = (extra: Record<string, string> = {}) => ({
    DATABASE_URL: database.url,
    ADMIN_PASSWORD,
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    LOGIN_LOCK_THRESHOLD: String(LOCK_THRESHOLD),
    LOG_LEVEL: 'info',
    ...extra,
  });

  /** Sign-in attempts from one address, alternately on each server; the answers' statuses. */
  const attempts = async (
    pair: { url: string }[],
    from: string,
    count: number,
    username: (i: number) => string,
  ) => {
    const statuses: number[] = [];
    const answers = [];
    for (let i = 0; i < count; i++) {
      const server = pair[i % pair.length] as { url: string };
      const answer = await new HttpClient(server.url, from).login(username(i), 'not-the-password');
      statuses.push(answer.status);
      answers.push(answer);
    }
    return { statuses, answers };
  };

  beforeAll(async () => {
    database = await createTestDatabase({ namePrefix: 'parlance_two' });
    // The first migrates and seeds; the second then finds both done.
    servers.push(await startServerProcess(env()));
    servers.push(await startServerProcess(env({ SEED: 'false' })));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  }, 60_000);

  it('counts the per-address rate limit once across both (the database store)', async () => {
    const from = address();
    const { statuses, answers } = await attempts(servers, from, RATE_LIMIT + 2, (i) => `nobody-${i}`);
    expect(statuses).toEqual([...Array(RATE_LIMIT).fill(401), 429, 429]);
    const refused = answers[RATE_LIMIT];
    expect(refused?.json()).toMatchObject({ status: 429, errorKey: 'ratelimited' });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected, on either server.
    for (const server of servers) {
      expect((await new HttpClient(server.url, address()).login('nobody', 'x-password')).status).toBe(401);
    }
  });

  it('counts failed sign-ins of one account once across both, and the lock holds on both', async () => {
    // Each attempt from an address of its own, so that only the account's count can refuse it.
    const statuses: number[] = [];
    for (let i = 0; i < LOCK_THRESHOLD + 1; i++) {
      const server = servers[i % 2] as ServerProcess;
      statuses.push((await new HttpClient(server.url, address()).login('admin', 'not-the-password')).status);
    }
    expect(statuses).toEqual([...Array(LOCK_THRESHOLD).fill(401), 429]);
    for (const server of servers) {
      const answer = await new HttpClient(server.url, address()).login('admin', ADMIN_PASSWORD);
      expect(answer.status).toBe(429);
      expect(answer.json()).toMatchObject({ errorKey: 'locked' });
    }
  });

  it('counts failures that race on both at once, each of them once', async () => {
    const pair = servers as [ServerProcess, ServerProcess];
    const name = `racer-${randomInt(1_000_000)}`;
    // Twice the threshold, all at once, half on each server: every failure is counted (none lost to a race), so the
    // account is locked afterwards.
    const racing = Array.from({ length: LOCK_THRESHOLD * 2 }, (_, i) =>
      new HttpClient((i % 2 === 0 ? pair[0] : pair[1]).url, address()).login(name, 'not-the-password'),
    );
    const statuses = (await Promise.all(racing)).map((answer) => answer.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // Each attempt answered 401 was counted, once (an attempt that found the lock already set is not counted).
    const row = await database.db.kysely
      .selectFrom('login_attempt')
      .select('failures')
      .where('username', '=', name)
      .executeTakeFirst();
    expect(row?.failures).toBe(statuses.filter((status) => status === 401).length);
    expect((await new HttpClient(pair[1].url, address()).login(name, 'not-the-password')).status).toBe(429);
  });

  /** Two more instances with REDIS_URL, in this process (the process boundary is shown above). */
  describe('with REDIS_URL', () => {
    const apps: FastifyInstance[] = [];
    const urls: { url: string }[] = [];
    let redisUp = false;

    beforeAll(async () => {
      const probe = new Redis(redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      probe.on('error', () => {});
      redisUp = await probe
        .connect()
        .then(() => probe.ping())
        .then(
          () => true,
          () => false,
        );
      probe.disconnect();
      if (!redisUp) return;
      for (let i = 0; i < 2; i++) {
        const app = await buildApp(
          loadConfig({ ...env({ SEED: 'false', REDIS_URL: redisUrl }), LOG_LEVEL: 'silent' }),
        );
        apps.push(app);
        urls.push({ url: await app.listen({ port: 0, host: '127.0.0.1' }) });
      }
    }, 120_000);
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
    }, 60_000);

    it('counts the per-address rate limit once across both in Redis', async (context) => {
      if (!redisUp) context.skip(`no Redis at ${redisUrl}`);
      const from = address();
      const { statuses } = await attempts(urls, from, RATE_LIMIT + 1, (i) => `nobody-${i}`);
      expect(statuses).toEqual([...Array(RATE_LIMIT).fill(401), 429]);
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`parlance:rate-limit:*${from}`);
      redis.disconnect();
      expect(keys).toHaveLength(1);
    });
  });
});
