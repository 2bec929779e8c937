import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engine, type TestDatabase } from './support/database.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';

/**
 * The real server in its own process, ended by a signal: it must exit (code 0) within 10 seconds whatever state its
 * output is in, after the requests in flight have been answered and the database has been closed.
 */
describe(`shutdown on a signal (${engine})`, () => {
  let directory: string;
  let postgres: TestDatabase | undefined;
  let run = 0;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'parlance-shutdown-'));
    if (engine === 'postgres') postgres = await createTestDatabase({ namePrefix: 'parlance_shutdown' });
  });
  afterAll(async () => {
    await postgres?.drop();
    rmSync(directory, { recursive: true, force: true });
  });

  /** A server on its own SQLite file (so that a clean close shows: the WAL file is gone), or on the test database. */
  const start = async () => {
    run += 1;
    const file = join(directory, `run-${run}.db`);
    const server = await startServerProcess({
      DATABASE_URL: postgres ? postgres.url : `sqlite:${file}`,
      SEED: 'false',
    });
    return { server, file };
  };

  /** Some requests, each of which the server logs. */
  const traffic = async (server: ServerProcess, count: number) => {
    for (let i = 0; i < count; i++) {
      expect((await fetch(`${server.url}/management/health/liveness`)).status).toBe(200);
    }
  };

  /** Polls until `condition` holds; fails naming `what` after 20 s (far more than any state here takes). */
  const until = async (condition: () => boolean | Promise<boolean>, what: string) => {
    const deadline = Date.now() + 20_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`no ${what} within 20 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  /** Whether a new connection to the port is accepted (it is closed at once, unused). */
  const accepts = (port: number) =>
    new Promise<boolean>((resolve) => {
      const probe = connect(port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(true);
      });
      probe.once('error', () => resolve(false));
    });

  /** Sends the signal and resolves with the exit code and how long the exit took. */
  const signalAndWait = async (server: ServerProcess, signal: NodeJS.Signals) => {
    const started = Date.now();
    server.child.kill(signal);
    const killer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
    const code = await server.exited;
    clearTimeout(killer);
    return { code, ms: Date.now() - started };
  };

  /** The database was closed, not abandoned: SQLite checkpoints and removes its WAL file on a clean close. */
  const expectDatabaseClosed = async (file: string) => {
    if (postgres) {
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      const { rows } = await client.query(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await client.end();
      expect(rows[0].n).toBe(0);
    } else {
      expect(existsSync(file)).toBe(true);
      expect(existsSync(`${file}-wal`)).toBe(false);
    }
  };

  it('exits on SIGTERM when its output pipes have been closed', async () => {
    const { server, file } = await start();
    server.child.stdout?.destroy();
    server.child.stderr?.destroy();
    await traffic(server, 50);
    const { code, ms } = await signalAndWait(server, 'SIGTERM');
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    await expectDatabaseClosed(file);
  }, 60_000);

  it('exits on SIGINT when nobody reads its output any more (the pipe is full)', async () => {
    const { server, file } = await start();
    server.child.stdout?.removeAllListeners('data');
    server.child.stderr?.removeAllListeners('data');
    server.child.stdout?.pause();
    server.child.stderr?.pause();
    // Far more log than a pipe holds (64 KiB): two lines of about 300 bytes per request.
    await traffic(server, 300);
    const { code, ms } = await signalAndWait(server, 'SIGINT');
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    await expectDatabaseClosed(file);
  }, 60_000);

  it('answers a request in flight before it exits, and accepts no new connection meanwhile', async () => {
    const { server, file } = await start();
    const { port } = new URL(server.url);
    // A request whose body arrives slowly: in flight when the signal comes.
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    // The CSRF token, so that the request gets past its checks and waits for its body.
    const first = await fetch(`${server.url}/api/authenticate`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const body = 'username=nobody&password=not-the-password';
    socket.write(
      [
        'POST /api/authentication HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/x-www-form-urlencoded',
        `Content-Length: ${body.length}`,
        `Cookie: XSRF-TOKEN=${xsrf}`,
        `X-XSRF-TOKEN: ${xsrf}`,
        '',
        body.slice(0, 10),
      ].join('\r\n'),
    );
    // In flight: the server has read its headers (it logs a request as it comes in) and waits for its body.
    await until(() => server.output().includes('"url":"/api/authentication"'), 'the request to come in');
    const started = Date.now();
    server.child.kill('SIGTERM');
    // New connections are refused while the last request is being finished: the listener closes, the process stays.
    await until(async () => !(await accepts(Number(port))), 'the listener to close');
    expect(server.child.exitCode).toBeNull();
    await expect(fetch(`${server.url}/management/health/liveness`)).rejects.toThrow();
    socket.write(body.slice(10));
    const code = await server.exited;
    const ms = Date.now() - started;
    socket.destroy();
    // Answered (401: no such user), not cut off.
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toMatch(/connection: close/i);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    await expectDatabaseClosed(file);
  }, 60_000);
});
