import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { LogConfig } from 'kysely';
import pg from 'pg';
import { type Db, openDatabase } from '../src/db/database.js';

export type Engine = 'sqlite' | 'postgres';
export const ENGINES: Engine[] = ['sqlite', 'postgres'];
const postgresAdminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A throw-away database on a file (SQLite, as in production) or a new PostgreSQL database. */
export const benchDatabase = async (
  engine: Engine,
  log?: LogConfig,
): Promise<{ db: Db; url: string; drop(): Promise<void> }> => {
  const name = `parlance_bench_${randomBytes(4).toString('hex')}`;
  if (engine === 'sqlite') {
    const file = join(tmpdir(), `${name}.db`);
    const url = `sqlite:${file}`;
    const db = openDatabase(url, { log });
    return {
      db,
      url,
      async drop() {
        await db.close();
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const db = openDatabase(url.toString(), { log });
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const client = new pg.Client({ connectionString: postgresAdminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** Loads one loopback URL for a bounded time with a bounded number of connections. */
export const load = async (
  url: string,
  headers: Record<string, string> = {},
  seconds = Number(process.env.BENCH_SECONDS ?? 5),
): Promise<LoadResult> => {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) throw new Error('benchmarks target loopback only');
  const result = await autocannon({ url, headers, connections: 10, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
};

export const row = (cells: (string | number)[]) =>
  cells.map((cell, i) => String(cell).padEnd(i === 0 ? 48 : 16)).join('');

/** Percentile of sorted milliseconds. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs `task` `count` times one after another and returns p50 and p95 in milliseconds. */
export const latencies = async (count: number, task: () => Promise<unknown>) => {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await task();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
};

/** Signs in the way the browser does and returns the cookie header for later requests. */
export const signIn = async (address: string, username: string, password: string) => {
  const first = await fetch(`${address}/management/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${address}/api/authentication`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-xsrf-token': xsrf,
      cookie: `XSRF-TOKEN=${xsrf}`,
    },
    body: new URLSearchParams({ username, password }),
  });
  const session = /PARLANCE_SESSION=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!session) throw new Error(`sign-in failed: ${login.status}`);
  return `PARLANCE_SESSION=${session}; XSRF-TOKEN=${xsrf}`;
};
