import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { makeConfig } from '../src/config.js';
import { isDatabaseUnavailable } from '../src/lib/db-errors.js';
import type { TestClient } from './support/client.js';
import { createTestDatabase, engine, type TestDatabase } from './support/database.js';
import { serverOnPrivatePostgres } from './support/private-postgres.js';
import { HttpClient, spawnServerProcess } from './support/server-process.js';
import { ADMIN_PASSWORD, signUpTenant, startTestApp, type TestApp } from './support/test-app.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('which errors mean that the database is away', () => {
  it('knows lost and refused connections, restarts and a locked or full SQLite file', () => {
    for (const code of [
      '57P01',
      '57P02',
      '57P03',
      '08000',
      '08003',
      '08006',
      '53300',
      'ECONNREFUSED',
      'ECONNRESET',
      'SQLITE_BUSY',
      'SQLITE_BUSY_SNAPSHOT',
      'SQLITE_FULL',
      'SQLITE_IOERR_WRITE',
    ]) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('57P01') }))).toBe(true);
  });

  it('leaves mistakes of the request or the code alone', () => {
    for (const code of ['23505', '23503', '42P01', '22P02', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe(`a request that meets the database away (${engine})`, () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(makeConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent', SEED: 'false' }), {
      db: database.db,
    });
    app.get('/test/fails-with/:code', async (request) => {
      throw withCode((request.params as { code: string }).code, 'terminating connection');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('answers 503 with a problem body (errorKey dbunavailable) and Retry-After', async () => {
    for (const code of ['57P01', '08006', 'ECONNREFUSED', 'SQLITE_BUSY', 'SQLITE_FULL']) {
      const response = await app.inject({ method: 'GET', url: `/test/fails-with/${code}` });
      expect(response.statusCode, code).toBe(503);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({
        status: 503,
        title: 'Service Unavailable',
        errorKey: 'dbunavailable',
        message: expect.stringContaining('database'),
      });
      // Nothing of the cause leaves.
      expect(response.body).not.toContain('terminating');
    }
  });

  it('still answers 500 for other errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/fails-with/42P01' });
    expect(response.statusCode).toBe(500);
  });
});

describe.runIf(engine === 'sqlite')('SQLite: a locked or full file (sqlite)', () => {
  let test: TestApp;
  let client: TestClient;
  let base: string;

  const programNames = async () =>
    (await test.db.kysely.selectFrom('program').select('name').execute()).map((row) => row.name).sort();
  const create = (name: string) => client.post(`${base}/programs`, { name, channel: 'chat' });

  beforeAll(async () => {
    test = await startTestApp({}, { sqliteFile: true });
    const tenant = await signUpTenant(test);
    client = tenant.client;
    base = `/${tenant.publicId}/api`;
  });
  afterAll(async () => {
    await test.close();
  });

  it('answers 503 while another process holds the write lock, keeps what was acknowledged, and writes again after', async () => {
    expect((await create('before the lock')).statusCode).toBe(201);
    const before = await programNames();
    // Another process (a backup, a shell) takes the write lock; the server waits 200 ms for it, not 5 s.
    await sql`pragma busy_timeout = 200`.execute(test.db.kysely);
    const other = new SqliteDatabase(test.url.slice('sqlite:'.length));
    other.exec('begin immediate');
    try {
      const response = await create('during the lock');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ errorKey: 'dbunavailable' });
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      other.exec('rollback');
      other.close();
      await sql`pragma busy_timeout = 5000`.execute(test.db.kysely);
    }
    expect(await programNames()).toEqual(before);
    expect((await create('after the lock')).statusCode).toBe(201);
    expect(await programNames()).toEqual([...before, 'after the lock'].sort());
  });

  it('answers 503 when the disk is full, keeps what was acknowledged, and writes again once there is room', async () => {
    expect((await create('before the disk filled')).statusCode).toBe(201);
    const before = await programNames();
    const [pages] = (await sql<{ page_count: number }>`pragma page_count`.execute(test.db.kysely)).rows;
    // The file may not grow: as a full disk, SQLite answers SQLITE_FULL.
    await sql.raw(`pragma max_page_count = ${pages?.page_count}`).execute(test.db.kysely);
    try {
      let answered503 = false;
      // Fill the free pages left inside the file until a write needs a new one.
      for (let i = 0; i < 200 && !answered503; i++) {
        const response = await create(`filling ${i} ${'x'.repeat(90)}`);
        if (response.statusCode === 503) {
          answered503 = true;
          expect(response.json()).toMatchObject({ errorKey: 'dbunavailable' });
        } else {
          expect(response.statusCode).toBe(201);
        }
      }
      expect(answered503).toBe(true);
    } finally {
      await sql`pragma max_page_count = 1073741823`.execute(test.db.kysely);
    }
    const acknowledged = await programNames();
    for (const name of before) expect(acknowledged).toContain(name);
    expect((await create('after the disk was freed')).statusCode).toBe(201);
    expect(await programNames()).toContain('after the disk was freed');
    expect((await client.get('/management/health/readiness')).statusCode).toBe(200);
  });
});

/**
 * PostgreSQL restarted under load: four clients write through the real server (its own process) while a private
 * PostgreSQL cluster stops (fast shutdown: 57P01 to every connection) and starts again. The process must keep
 * running, answer 503 meanwhile, serve again within 5 s of the database being back, and every write answered 2xx
 * must be in the database, and nothing else.
 */
describe.runIf(engine === 'postgres')('PostgreSQL restarted under load (postgres)', () => {
  const running = serverOnPrivatePostgres();

  it('keeps running, answers 503 while the database is away, serves again at once, and loses or invents no write', async () => {
    const { cluster, server } = running;
    const admin = new HttpClient(server.url);
    expect((await admin.login('admin', ADMIN_PASSWORD)).status).toBe(200);

    interface Answer {
      name: string;
      status: number;
      body: string;
      retryAfter: string | null;
      at: number;
    }
    const answers: Answer[] = [];
    let stop = false;
    const writer = async (id: number) => {
      for (let n = 0; !stop; n++) {
        const name = `fault-${id}-${n}`;
        const response = await admin.request('POST', '/1000/api/programs', {
          json: { name, channel: 'voice' },
        });
        answers.push({
          name,
          status: response.status,
          body: response.body,
          retryAfter: response.headers.get('retry-after'),
          at: Date.now(),
        });
        if (response.status >= 300) await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;
    const waitFor = async (condition: () => boolean, ms: number) => {
      const until = Date.now() + ms;
      while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
      return condition();
    };

    const writers = [0, 1, 2, 3].map(writer);
    expect(await waitFor(() => answers.filter(ok).length >= 20, 20_000)).toBe(true);

    await cluster.stop();
    // While the database is away: the process lives, liveness says so, readiness and writes answer 503.
    const away = new HttpClient(server.url);
    expect((await away.request('GET', '/management/health/liveness')).status).toBe(200);
    const readiness = await away.request('GET', '/management/health/readiness');
    expect(readiness.status).toBe(503);
    expect(readiness.json()).toMatchObject({ errorKey: 'dbunavailable' });
    const stoppedAt = Date.now();
    expect(await waitFor(() => answers.some((a) => a.at > stoppedAt && a.status === 503), 10_000)).toBe(true);

    await cluster.start();
    const backAt = Date.now();
    expect(await waitFor(() => answers.some((a) => a.at > backAt && ok(a)), 10_000)).toBe(true);
    const servedAgainAt = answers.find((a) => a.at > backAt && ok(a))?.at ?? Number.POSITIVE_INFINITY;
    expect(servedAgainAt - backAt).toBeLessThan(5_000);
    // Writes go on being acknowledged: a few more after the first before the writers stop.
    expect(await waitFor(() => answers.filter((a) => a.at > backAt && ok(a)).length >= 8, 10_000)).toBe(true);
    stop = true;
    await Promise.all(writers);

    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toContain("Unhandled 'error' event");
    expect((await away.request('GET', '/management/health/readiness')).status).toBe(200);

    // Every answer is a success or a 503 problem that asks to retry.
    for (const answer of answers.filter((a) => !ok(a))) {
      expect(answer.status, answer.body).toBe(503);
      expect(JSON.parse(answer.body)).toMatchObject({ errorKey: 'dbunavailable' });
      expect(answer.retryAfter).toBe('5');
    }
    expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);

    // Exactly the acknowledged writes are in the database.
    const direct = new pg.Client({ connectionString: cluster.url });
    await direct.connect();
    const { rows } = await direct.query<{ name: string }>(
      "select name from program where name like 'fault-%'",
    );
    await direct.end();
    const stored = rows.map((row) => row.name).sort();
    const acknowledged = answers
      .filter(ok)
      .map((a) => a.name)
      .sort();
    expect(stored).toEqual(acknowledged);
  }, 120_000);

  it('waits for a database that is away when it starts, and serves once it is there', async () => {
    const { cluster } = running;
    await cluster.stop();
    const server = spawnServerProcess({ DATABASE_URL: cluster.url, ADMIN_PASSWORD, SEED: 'false' });
    try {
      const until = Date.now() + 60_000;
      while (!server.output().includes('The database cannot be reached') && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(server.output()).toContain('The database cannot be reached');
      expect(server.child.exitCode).toBeNull();
      await cluster.start();
      const url = await server.listening;
      expect((await new HttpClient(url).request('GET', '/management/health/readiness')).status).toBe(200);
    } finally {
      await cluster.start().catch(() => {});
      await server.stop();
    }
  }, 120_000);
});
