import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Db, openDatabase } from '../src/db/database.js';

export type Engine = 'sqlite' | 'postgres';
export const ENGINES: Engine[] = ['sqlite', 'postgres'];
const postgresAdminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A throw-away database on a file (SQLite, as in production) or a new PostgreSQL database. */
export const benchDatabase = async (
  engine: Engine,
): Promise<{ db: Db; url: string; drop(): Promise<void> }> => {
  const name = `parlance_bench_${randomBytes(4).toString('hex')}`;
  if (engine === 'sqlite') {
    const file = join(tmpdir(), `${name}.db`);
    const url = `sqlite:${file}`;
    const db = openDatabase(url);
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
  const db = openDatabase(url.toString());
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
  cells.map((cell, i) => String(cell).padEnd(i === 0 ? 34 : 14)).join('');
