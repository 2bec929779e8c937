import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from './support/database.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe(`health and fallbacks (${engine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('answers 200 with the database checked', async () => {
    const response = await test.client().get('/management/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'UP',
      components: { db: { status: 'UP', database: engine } },
    });
  });

  it('answers an unknown API path with a 404 problem body, never HTML', async () => {
    for (const path of ['/api/nothing-here', '/1000/api/nothing', '/management/nope']) {
      const response = await test.client().get(path);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 404, title: 'Not Found' });
    }
  });

  it('sets the XSRF-TOKEN cookie when the client has none', async () => {
    const response = await test.client().get('/management/health');
    expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toMatch(/^[\w-]{20,}$/);
  });
});

describe(`health with the database gone (${engine})`, () => {
  it('answers 503 when the database is unreachable', async () => {
    const test = await startTestApp();
    await test.db.close();
    const response = await test.client().get('/management/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 503 });
    await test.close();
  });
});

describe(`liveness and readiness (${engine})`, () => {
  it('answers liveness without the database, and readiness only with it', async () => {
    const test = await startTestApp();
    const live = await test.client().get('/management/health/liveness');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'UP' });
    const ready = await test.client().get('/management/health/readiness');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'UP',
      components: { db: { status: 'UP', database: engine } },
    });

    await test.db.close();
    expect((await test.client().get('/management/health/liveness')).statusCode).toBe(200);
    const notReady = await test.client().get('/management/health/readiness');
    expect(notReady.statusCode).toBe(503);
    expect(notReady.headers['content-type']).toContain('application/problem+json');
    expect(notReady.headers['retry-after']).toBe('5');
    expect(notReady.json()).toMatchObject({ status: 503, errorKey: 'dbunavailable' });
    const health = await test.client().get('/management/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 503, errorKey: 'dbunavailable' });
    await test.close();
  });

  it('is not ready while a migration of the code has not run', async () => {
    const test = await startTestApp();
    await test.db.kysely
      // biome-ignore lint/suspicious/noExplicitAny: Kysely's own table, outside the typed schema
      .deleteFrom('kysely_migration' as any)
      .where('name', '=', '007-rate-limits')
      .execute();
    const response = await test.client().get('/management/health/readiness');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      errorKey: 'migrationspending',
      detail: expect.stringContaining('007'),
    });
    await test.close();
  });
});

describe(`health near the heap limit (${engine})`, () => {
  it('answers DOWN on health, liveness and readiness once the heap in use passes HEAP_DOWN_RATIO of its limit', async () => {
    const { getHeapStatistics } = await import('node:v8');
    const { used_heap_size: used, heap_size_limit: limit } = getHeapStatistics();
    // A ratio the heap in use is surely above: a tenth of what it is now.
    const test = await startTestApp({ HEAP_DOWN_RATIO: String(used / limit / 10) });
    try {
      for (const path of [
        '/management/health',
        '/management/health/liveness',
        '/management/health/readiness',
      ]) {
        const response = await test.client().get(path);
        expect(response.statusCode, path).toBe(503);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.json()).toMatchObject({ status: 503, errorKey: 'heaplimit' });
        expect(response.json().detail).toMatch(/\d+ of \d+ MiB/);
      }
    } finally {
      await test.close();
    }
  });
});

describe(`health while every connection of the server is busy (${engine})`, () => {
  /** The deadline for health: an orchestrator's probe. */
  const DEADLINE_MS = 1000;

  it('answers UP within 1 s while write transactions hold the connections, and DOWN once the database is gone', async () => {
    // A file, as in production: on SQLite the write transaction holds the one connection the server writes on.
    const test = await startTestApp({}, { sqliteFile: true });
    // Once first, so that what a first request builds (its route's serializers, the probe's connection) is not
    // counted against the deadline; readiness reads the migrations on its first call only.
    expect((await test.client().get('/management/health')).statusCode).toBe(200);
    expect((await test.client().get('/management/health/readiness')).statusCode).toBe(200);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // As many open write transactions as the server has connections (PostgreSQL's pool; SQLite's one).
    const holders = test.db.pool?.options.max ?? 1;
    const began: (() => void)[] = [];
    const started = Array.from({ length: holders }, (_, i) => new Promise<void>((r) => (began[i] = r)));
    const holding = Array.from({ length: holders }, (_, i) =>
      test.db.kysely.transaction().execute(async (trx) => {
        // The first writes a row (SQLite's write lock); the others (PostgreSQL) hold their connection.
        await trx
          .updateTable('tenant')
          .set((eb) => ({ name: eb.ref('name') }))
          .where('id', i === 0 ? '>' : '=', i === 0 ? 0 : -1)
          .execute();
        began[i]!();
        await gate;
      }),
    );
    try {
      // Every transaction has written and holds its connection.
      await Promise.all(started);
      if (test.db.dialect === 'postgres') expect(test.db.pool?.idleCount).toBe(0);
      const begun = performance.now();
      const answer = await Promise.race([
        test.client().get('/management/health'),
        new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), DEADLINE_MS * 3).unref()),
      ]);
      const elapsed = performance.now() - begun;
      expect(answer, 'health answered').not.toBe('late');
      if (answer === 'late') return;
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ status: 'UP' });
      expect(elapsed).toBeLessThan(DEADLINE_MS);
      const ready = await test.client().get('/management/health/readiness');
      expect(ready.statusCode).toBe(200);
      // Probes at once (an orchestrator's, a load balancer's…) share one question to the database.
      const many = await Promise.all(
        Array.from({ length: 20 }, () => test.client().get('/management/health')),
      );
      expect(many.map((response) => response.statusCode)).toEqual(many.map(() => 200));
    } finally {
      release();
      await Promise.all(holding);
    }
    await test.db.close();
    const down = await test.client().get('/management/health');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ errorKey: 'dbunavailable' });
    await test.close();
  });
});
