import { ENDPOINT_ACCESS } from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { makeConfig } from '../src/config.js';
import { type Db, openDatabase } from '../src/db/database.js';
import { abandonedReadWorkers } from '../src/db/read-worker.js';
import { runWithStatementTimeout, withStatementTimeout } from '../src/db/statement-timeout.js';
import { DEMO_TENANT_PUBLIC_ID } from '../src/demo/seed.js';
import { approximateBytes, createBoundedCache, registerCacheMetrics } from '../src/lib/bounded-cache.js';
import { isLongWork } from '../src/plugins/access.js';
import { TestClient } from './support/client.js';
import { createTestDatabase, engine, type TestDatabase } from './support/database.js';
import { ADMIN_PASSWORD, signUpTenant, startTestApp } from './support/test-app.js';

/** The statement limit of this file's server: far below what the slow statements take. */
const LIMIT_MS = 300;

/**
 * A statement that runs past its limit is stopped and its request answers 503 with `Retry-After`, at about the
 * limit, on both engines: PostgreSQL's `statement_timeout`, and on SQLite the read worker's limit. The server
 * goes on serving, the next statements included.
 */
describe(`bounded work per request (${engine})`, () => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase({ sqliteFile: true });
    // A connection of the server's own, opened as `buildApp` opens one, with a low limit.
    db = openDatabase(database.url, { statementTimeoutMs: LIMIT_MS });
    app = await buildApp(
      makeConfig({
        DATABASE_URL: database.url,
        ADMIN_PASSWORD,
        LOG_LEVEL: 'silent',
        STATEMENT_TIMEOUT: '300ms',
      }),
      { db },
    );
    // Routes of this test only: a statement that sleeps on PostgreSQL, a read that counts long on SQLite.
    app.get('/test/slow', async () => {
      if (db.dialect === 'postgres') {
        await sql`select pg_sleep(5)`.execute(db.kysely);
      } else {
        await sql`with recursive n(x) as (select 1 union all select x + 1 from n where x < 10000000)
          select count(*) as c from n`.execute(db.reader ?? db.kysely);
      }
      return { finished: true };
    });
    // The slow statement again, under the longer limit report and export routes get.
    app.get('/test/slow-allowed', async () =>
      runWithStatementTimeout(30_000, async () => {
        if (db.dialect === 'postgres') {
          await sql`select pg_sleep(${(LIMIT_MS * 2) / 1000})`.execute(db.kysely);
        } else {
          await sql`with recursive n(x) as (select 1 union all select x + 1 from n where x < 10000000)
            select count(*) as c from n`.execute(db.reader ?? db.kysely);
        }
        return { finished: true };
      }),
    );
    app.get('/test/quick', async () => {
      const { rows } = await sql<{ n: number }>`select 41 + 1 as n`.execute(db.reader ?? db.kysely);
      return { n: Number(rows[0]?.n) };
    });
    await app.ready();
  });
  // A SQLite read stopped for time leaves its worker finishing the statement; with two such, reads are refused.
  // Each case starts once those of the case before have ended.
  beforeEach(async () => {
    const deadline = Date.now() + 20_000;
    while (abandonedReadWorkers() > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await database?.drop();
  });

  it('migrates with no limit, though every statement of the server has one', async () => {
    // Migrations ran through the limited connection; the demo tenant's seed is there.
    const tenant = await db.kysely
      .selectFrom('tenant')
      .select('public_id')
      .where('public_id', '=', DEMO_TENANT_PUBLIC_ID)
      .executeTakeFirst();
    expect(tenant?.public_id).toBe(DEMO_TENANT_PUBLIC_ID);
  });

  it('answers a statement past its limit with 503 and Retry-After, then serves on', async () => {
    const client = new TestClient(app);
    const started = performance.now();
    const slow = await client.get('/test/slow');
    const took = performance.now() - started;
    expect(slow.statusCode, slow.body).toBe(503);
    expect(slow.headers['content-type']).toContain('application/problem+json');
    expect(Number(slow.headers['retry-after'])).toBeGreaterThan(0);
    expect(slow.json()).toMatchObject({ status: 503, errorKey: 'timeout' });
    // Stopped at its limit, not when the statement would have ended (5 s, or tens of millions of rows).
    expect(took).toBeLessThan(3_000);

    expect((await client.get('/management/health')).statusCode).toBe(200);
    expect((await client.get('/test/quick')).json()).toEqual({ n: 42 });
    const login = await client.login('admin', ADMIN_PASSWORD);
    expect(login.statusCode).toBe(200);
    expect((await client.get('/api/account')).statusCode).toBe(200);
  });

  it('answers the reads waiting behind a stopped one', async () => {
    const client = new TestClient(app);
    const [slow, ...quick] = await Promise.all([
      client.get('/test/slow'),
      client.get('/test/quick'),
      client.get('/test/quick'),
    ]);
    expect(slow?.statusCode).toBe(503);
    for (const answer of quick) expect(answer.json()).toEqual({ n: 42 });
  });

  it('runs the work of a longer limit to its end, and the next statement has the default again', async () => {
    const client = new TestClient(app);
    const allowed = await client.get('/test/slow-allowed');
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toEqual({ finished: true });
    expect((await client.get('/test/slow')).statusCode).toBe(503);
    if (db.dialect === 'postgres') {
      // Every connection of the pool (the pool holds up to 10) is back at the default.
      const limits = await Promise.all(
        Array.from({ length: 12 }, () =>
          sql<{ statement_timeout: string }>`show statement_timeout`.execute(db.kysely),
        ),
      );
      for (const { rows } of limits) expect(rows[0]?.statement_timeout).toBe(`${LIMIT_MS}ms`);
    }
  });

  it('gives the longer limit to the reports, the exports and CSV, and the default to the rest', () => {
    const endpoints = Object.keys(ENDPOINT_ACCESS);
    const reports = endpoints.filter((endpoint) => endpoint.includes('/api/reports/'));
    expect(reports.length).toBeGreaterThan(5);
    for (const endpoint of endpoints) {
      const [method = '', url = ''] = endpoint.split(' ');
      const expected = url.includes('/api/reports/') || url.endsWith('/export');
      expect(isLongWork(method, url, 'application/json'), endpoint).toBe(expected);
    }
    expect(isLongWork('GET', '/:tenantPublicId/api/users', 'text/csv')).toBe(true);
    expect(isLongWork('GET', '/:tenantPublicId/api/users', 'application/json, text/plain, */*')).toBe(false);
    expect(isLongWork('GET', '/:tenantPublicId/api/engagements/events', 'text/event-stream')).toBe(false);
  });

  it.runIf(engine === 'postgres')('lets a longer limit be set for one piece of work only', async () => {
    const slept = await withStatementTimeout(db, 5_000, async (executor) => {
      await sql`select pg_sleep(${(LIMIT_MS * 2) / 1000})`.execute(executor);
      return 'slept';
    });
    expect(slept).toBe('slept');
    // The connection went back to the pool with the default limit.
    await expect(sql`select pg_sleep(${(LIMIT_MS * 2) / 1000})`.execute(db.kysely)).rejects.toMatchObject({
      code: '57014',
    });
    // Every connection of the pool (the pool holds up to 10) keeps the default.
    const limits = await Promise.all(
      Array.from({ length: 12 }, () =>
        sql<{ statement_timeout: string }>`show statement_timeout`.execute(db.kysely),
      ),
    );
    for (const { rows } of limits) expect(rows[0]?.statement_timeout).toBe(`${LIMIT_MS}ms`);
  });
});

describe('byte-bounded caches', () => {
  it('evicts the least recently used past its bytes, and drops a value larger than the bound', () => {
    const left: string[] = [];
    const cache = createBoundedCache<string, string>({
      name: 'texts',
      maxBytes: 1_000,
      sizeOf: (value) => value.length,
      dispose: (_value, key) => left.push(key),
    });
    cache.set('a', 'x'.repeat(400));
    cache.set('b', 'x'.repeat(400));
    expect(cache.get('a')).toBeDefined();
    // 400 + 400 + 300 > 1000: the least recently used (b, since a was just read) goes.
    cache.set('c', 'x'.repeat(300));
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
    expect(cache.calculatedSize).toBe(700);
    expect(left).toEqual(['b']);
    cache.set('d', 'x'.repeat(1_001));
    expect(cache.has('d')).toBe(false);
    expect(cache.calculatedSize).toBeLessThanOrEqual(1_000);
  });

  it('sizes values roughly: text by its length, collections by their members', () => {
    expect(approximateBytes('x'.repeat(1_000))).toBeGreaterThanOrEqual(2_000);
    const big = { ids: new Set(Array.from({ length: 1_000 }, (_, i) => `id-${i}`)) };
    expect(approximateBytes(big)).toBeGreaterThan(1_000 * 2 * 4);
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(approximateBytes(cyclic)).toBeLessThan(1_000);
  });

  it('reports each cache in the metrics, by name', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(
      makeConfig({ DATABASE_URL: database.url, ADMIN_PASSWORD, LOG_LEVEL: 'silent' }),
      {
        db: database.db,
      },
    );
    await app.ready();
    try {
      const cache = createBoundedCache<string, string>({ name: 'test-texts', maxBytes: 5_000 });
      registerCacheMetrics(app.metrics, 'test-texts', cache);
      cache.set('one', 'x'.repeat(100));
      const client = new TestClient(app);
      expect((await client.login('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
      let text = '';
      const value = (metric: string, name: string) =>
        Number(new RegExp(`^${metric}\\{cache="${name}"\\} (\\S+)$`, 'm').exec(text)?.[1]);
      // On PostgreSQL the principal cache keeps nothing until its listening connection listens: ask again until
      // it holds the admin's principal.
      const deadline = Date.now() + 10_000;
      do {
        expect((await client.get('/api/account')).statusCode).toBe(200);
        text = (await client.get('/management/prometheus')).body;
      } while (value('cache_entries', 'principals') < 1 && Date.now() < deadline);
      expect(value('cache_entries', 'test-texts')).toBe(1);
      expect(value('cache_bytes', 'test-texts')).toBe(cache.calculatedSize);
      expect(value('cache_bytes', 'test-texts')).toBeGreaterThanOrEqual(200);
      expect(value('cache_max_bytes', 'test-texts')).toBe(5_000);
      // The principal cache holds the signed-in admin; the live conversations' states are reported, empty.
      expect(value('cache_entries', 'principals')).toBe(1);
      expect(value('cache_bytes', 'principals')).toBeGreaterThan(100);
      expect(value('cache_max_bytes', 'principals')).toBeGreaterThan(0);
      expect(value('cache_entries', 'live-conversations')).toBe(0);
      // The statements' kinds (writing or not), remembered by text.
      expect(value('cache_entries', 'statement-kinds')).toBeGreaterThan(0);
      expect(value('cache_max_bytes', 'statement-kinds')).toBe(4 * 1024 * 1024);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

/**
 * A report's reads do not grow with its period. Under load each statement waits its turn for one of the pool's
 * connections, so a report that read a year in weekly or hourly pieces (about 220 statements for a year's
 * corrections on PostgreSQL) took minutes to answer while each of its statements was quick: the 40,000-request
 * fuzz left `corrections?from=2137-01-01&to=2137-12-31` unanswered after 60 s.
 */
describe(`statements of a report over a long period (${engine})`, () => {
  it('reads a year with no more statements than a day', async () => {
    let statements = 0;
    // A file on SQLite, so that the reads on the read worker are counted as well.
    // No fold timer: its statements would be counted with a report's (a report folds first all the same).
    const test = await startTestApp(
      { REPORT_FOLD_EVERY: '0' },
      {
        sqliteFile: true,
        log: (event) => {
          if (event.level === 'query') statements++;
        },
      },
    );
    try {
      const { client, publicId } = await signUpTenant(test);
      const count = async (report: string, query: string) => {
        const url = `/${publicId}/api/reports/${report}?${query}`;
        statements = 0;
        const response = await client.get(url, { headers: { accept: 'text/csv;q=0' } });
        expect(response.statusCode, url).toBe(200);
        return statements;
      };
      // Each period is asked for the first time (a server may keep what it read): once a report has been asked
      // before (what a first request reads once, the tenant's stage models say, is then not counted), a day, then
      // a year of other days.
      for (const [i, report] of [
        'funnel',
        'time-in-stage',
        'flow',
        'assist-impact',
        'corrections',
      ].entries()) {
        await count(report, `from=${2100 + i}-01-01&to=${2100 + i}-01-01`);
        const day = await count(report, `from=${2110 + i}-06-01&to=${2110 + i}-06-01`);
        const year = await count(report, `from=${2120 + i}-01-01&to=${2120 + i}-12-31`);
        expect(year, `${report}: statements for a year (a day: ${day})`).toBeLessThanOrEqual(day + 2);
      }
    } finally {
      await test.close();
    }
  }, 120_000);
});
