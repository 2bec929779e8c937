import autocannon from 'autocannon';
import type { LogConfig } from 'kysely';
import { createTestDatabase, type Engine, type TestDatabase } from '../test/support/database.js';

export type { Engine };
export const ENGINES: Engine[] = ['sqlite', 'postgres'];

/** A throw-away database on a file (SQLite, as in production) or a new PostgreSQL database. */
export const benchDatabase = (engine: Engine, log?: LogConfig): Promise<TestDatabase> =>
  createTestDatabase({ engine, sqliteFile: true, log, namePrefix: 'parlance_bench' });

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
