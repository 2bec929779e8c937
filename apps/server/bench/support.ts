import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LogConfig, sql } from 'kysely';
import pg from 'pg';
import { type Db, openDatabase } from '../src/db/database.js';
import { DEMO_TENANT_PUBLIC_ID } from '../src/demo/seed.js';
import {
  createTestDatabase,
  type Engine,
  postgresAdminUrl,
  type TestDatabase,
} from '../test/support/database.js';

export type { Engine };
export const ENGINES: Engine[] = ['sqlite', 'postgres'];

/** One figure of the summary, as the stage model's bench (in its own package) defines it. */
export type { Figure } from '@parlance/stage-model/bench';

import type { Figure } from '@parlance/stage-model/bench';

/** The demo admin's password on every bench database. */
export const BENCH_PASSWORD = 'bench-admin-password';

/** How many times each load figure is measured; the summary gives the median and the spread. */
export const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** A throw-away database on a file (SQLite, as in production) or a new PostgreSQL database. */
export const benchDatabase = (engine: Engine, log?: LogConfig): Promise<TestDatabase> =>
  createTestDatabase({ engine, sqliteFile: true, log, namePrefix: 'parlance_bench' });

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The code that shapes a seeded database (migrations, indexes, seed) as one hash: a copy kept by other code is stale. */
const databaseCodeHash = () => {
  const hash = createHash('sha256');
  // Paths relative to the folder, so that another checkout of the same code finds the same copy.
  const root = here('../src/db');
  const add = (path: string) => {
    const entries = readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const file = join(path, entry.name);
      if (entry.isDirectory()) add(file);
      else if (entry.name.endsWith('.ts')) hash.update(relative(root, file)).update(readFileSync(file));
    }
  };
  add(here('../src/db/migrations'));
  for (const file of [
    'db/migrate.ts',
    'demo/seed.ts',
    'demo/seed-knowledge.ts',
    'db/text-search.ts',
    'db/schema.ts',
  ]) {
    hash.update(file).update(readFileSync(here(`../src/${file}`)));
  }
  return hash.digest('hex').slice(0, 12);
};

/**
 * A throw-away database holding what `build` loads. With `BENCH_SEED_CACHE=1` the loaded database is kept (a
 * file in the temporary folder on SQLite, a template database on PostgreSQL, named by `name` and a hash of the
 * database code) and later runs start from a copy of it, so that a bench at full scale loads its data once.
 * `BENCH_SEED_CACHE=clear` removes such copies first. Migrations added since still run on the copy.
 */
export const seededDatabase = async (
  engine: Engine,
  name: string,
  build: (db: Db) => Promise<void>,
): Promise<TestDatabase & { cached: boolean }> => {
  const mode = process.env.BENCH_SEED_CACHE;
  const key = `parlance_seed_${name}_${databaseCodeHash()}`.replace(/\W+/g, '_').toLowerCase();
  if (mode !== '1' && mode !== 'clear') {
    const database = await benchDatabase(engine);
    await build(database.db);
    return { ...database, cached: false };
  }
  if (engine === 'sqlite') {
    const cache = join(tmpdir(), `${key}.db`);
    if (mode === 'clear') rmSync(cache, { force: true });
    const cached = existsSync(cache);
    if (!cached) {
      const building = `${cache}.building`;
      rmSync(building, { force: true });
      const db = openDatabase(`sqlite:${building}`);
      await build(db);
      // One file, with nothing left in the write-ahead log.
      await sql`pragma wal_checkpoint(truncate)`.execute(db.kysely);
      await db.close();
      for (const suffix of ['-wal', '-shm']) rmSync(`${building}${suffix}`, { force: true });
      renameSync(building, cache);
    }
    const database = await benchDatabase(engine);
    const file = database.url.slice('sqlite:'.length);
    await database.db.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    copyFileSync(cache, file);
    const db = openDatabase(database.url);
    return {
      db,
      url: database.url,
      cached,
      async drop() {
        await db.close();
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    if (mode === 'clear') await admin.query(`drop database if exists ${key}`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [key]);
    const cached = !!rowCount;
    const urlOf = (name: string) => {
      const url = new URL(postgresAdminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    };
    // A closed pool's connections may linger for a moment; a database in use cannot be renamed or copied.
    const whenUnused = async (statement: string) => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await admin.query(statement);
        } catch (error) {
          if ((error as { code?: unknown }).code !== '55006' || attempt > 100) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    };
    if (!cached) {
      const building = `${key}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const db = openDatabase(urlOf(building));
      await build(db);
      await db.close();
      await whenUnused(`alter database ${building} rename to ${key}`);
    }
    const copy = `parlance_bench_${randomBytes(6).toString('hex')}`;
    await whenUnused(`create database ${copy} template ${key}`);
    const db = openDatabase(urlOf(copy));
    return {
      db,
      url: urlOf(copy),
      cached,
      async drop() {
        await db.close();
        const client = new pg.Client({ connectionString: postgresAdminUrl });
        await client.connect();
        await client.query(`drop database if exists ${copy} with (force)`);
        await client.end();
      },
    };
  } finally {
    await admin.end();
  }
};
const require = createRequire(import.meta.url);

/** Runs a TypeScript file of this folder in a Node process of its own. */
export const spawnScript = (
  file: string,
  args: string[] = [],
  env: Record<string, string> = {},
): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', here(file), ...args], {
    cwd: here('..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });

/** The whole output of a child process, once it has ended well. */
export const outputOf = (child: ChildProcess): Promise<string> =>
  new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`exit ${code}: ${output}`)),
    );
  });

export interface ServerUnderTest {
  address: string;
  /** The server process's resident memory now, in MB (Linux: `VmRSS` of `/proc/<pid>/status`). */
  rssMb(): number;
  stop(): Promise<void>;
}

/**
 * Starts the server under test in a process of its own (`bench/server.ts`), on a database that already exists,
 * with the bench-only bare route `GET /bench/bare`; resolves once it listens.
 */
export const startServer = (
  databaseUrl: string,
  password: string,
  /** Node's arguments for a built server (`server-build.ts`), rather than `server.ts` through tsx. */
  built?: string[],
): Promise<ServerUnderTest> =>
  new Promise((resolve, reject) => {
    const env = { DATABASE_URL: databaseUrl, ADMIN_PASSWORD: password };
    const child = built
      ? spawn(process.execPath, built, {
          cwd: here('..'),
          env: { ...process.env, ...env },
          stdio: ['ignore', 'pipe', 'inherit'],
        })
      : spawnScript('server.ts', [], env);
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\S+)/.exec(output);
      if (!match?.[1]) return;
      child.stdout?.off('data', onData);
      resolve({
        address: match[1],
        rssMb: () => {
          const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
          return line?.[1] ? Math.round(Number(line[1]) / 1024) : Number.NaN;
        },
        stop: () =>
          new Promise<void>((done) => {
            child.once('close', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout?.on('data', onData);
    child.on('error', reject);
    child.on('close', (code) => reject(new Error(`server exited (${code}) before listening: ${output}`)));
  });

/**
 * Starts `instances` servers under test on `database` one after another (the first migrates and seeds, the others
 * find both done) and runs `body` on them; then, however it ended, stops them and drops the database. `built`:
 * run the built server (`server-build.ts`).
 */
export const withServers = async <T>(
  database: TestDatabase,
  instances: number,
  body: (servers: [ServerUnderTest, ...ServerUnderTest[]]) => Promise<T>,
  built?: string[],
): Promise<T> => {
  if (instances < 1) throw new Error('at least one server');
  const servers: ServerUnderTest[] = [];
  try {
    for (let i = 0; i < instances; i++) servers.push(await startServer(database.url, BENCH_PASSWORD, built));
    return await body(servers as [ServerUnderTest, ...ServerUnderTest[]]);
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
};

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/**
 * Loads one loopback URL for a bounded time with autocannon's command line, in its own process, so that the load
 * generator never shares the server's event loop or the figures' process.
 */
export const load = async (
  url: string,
  headers: Record<string, string> = {},
  { seconds = SECONDS, connections = 10 }: { seconds?: number; connections?: number } = {},
): Promise<LoadResult> => {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) throw new Error('benchmarks target loopback only');
  const args = [
    require.resolve('autocannon/autocannon.js'),
    '--json',
    '-c',
    String(connections),
    '-d',
    String(seconds),
  ];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  const child = spawn(process.execPath, [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
  const result = JSON.parse(await outputOf(child)) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
  };
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
};

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const round = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : value.toPrecision(3));

/** A figure's goal: as printed, and whether a value meets it. */
export interface Goal {
  text: string;
  met: (value: number) => boolean;
}

/** A figure from repeated measurements: their median, and their spread. */
export const figureOf = (name: string, values: number[], unit: string, goal?: Goal): Figure => {
  const value = median(values);
  return {
    name,
    value,
    unit,
    spread:
      values.length > 1
        ? `${round(Math.min(...values))}–${round(Math.max(...values))} (${values.length} runs)`
        : undefined,
    ...(goal ? { goal: goal.text, met: goal.met(value) } : {}),
  };
};

export const row = (cells: (string | number)[], widths = [66, 14, 24, 14, 6]) =>
  cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 16)).join('');

const metText = (figure: Figure) => (figure.met === undefined ? '' : figure.met ? 'met' : 'NOT met');

/** One figure as a line of the table: name, value, spread, goal, whether it was met. */
const figureRow = (figure: Figure) =>
  row([
    figure.name,
    `${round(figure.value)} ${figure.unit}`,
    figure.spread ?? '',
    figure.goal ?? '',
    metText(figure),
  ]);

/** Prints one figure as it is measured, so that a long run shows progress. */
export const report = (figure: Figure) => {
  console.log(figureRow(figure));
  return figure;
};

/** The summary table at the end of `npm run bench`. */
export const printSummary = (figures: Figure[]) => {
  console.log('');
  console.log('Summary (median of the runs; spread = min–max)');
  console.log(row(['figure', 'value', 'spread', 'goal', '']));
  console.log('-'.repeat(124));
  for (const figure of figures) console.log(figureRow(figure));
};

/** Percentile of sorted milliseconds. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The percentiles a latency is given as. */
export const PERCENTILES = [50, 95, 99] as const;
export type Percentiles = Record<`p${(typeof PERCENTILES)[number]}`, number>;

/** p50, p95 and p99 of milliseconds in any order. */
export const percentilesOf = (times: number[]): Percentiles => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

/** Runs `task` `count` times one after another and returns p50, p95 and p99 in milliseconds. */
export const latencies = async (
  count: number,
  task: (i: number) => Promise<unknown>,
): Promise<Percentiles> => {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await task(i);
    times.push(performance.now() - start);
  }
  return percentilesOf(times);
};

/** One figure a percentile, each printed as it is measured: `name(p)` names it, `goal` is each one's. */
export const percentileFigures = (
  name: (p: number) => string,
  values: Percentiles,
  unit: string,
  goal?: Goal,
): Figure[] =>
  PERCENTILES.map((p) => {
    const value = values[`p${p}`];
    return report({ name: name(p), value, unit, ...(goal ? { goal: goal.text, met: goal.met(value) } : {}) });
  });

/**
 * A GET on a kept-alive connection that reads the answer as it comes, compressed as a browser would ask for it and
 * not decoded, as load generators (autocannon, wrk) do: the figure is the server's time and the wire's, not the
 * time `fetch` takes to decompress and parse in this process (about a millisecond a request). Rejects on a status
 * other than 200, with the body.
 */
export const rawGetter = (headers: Record<string, string>) => {
  const agent = new HttpAgent({ keepAlive: true, maxSockets: 1 });
  const get = (url: string) =>
    new Promise<number>((resolve, reject) => {
      httpRequest(url, { agent, headers: { 'accept-encoding': 'br', ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          if (response.statusCode === 200) resolve(bytes.length);
          else reject(new Error(`GET ${url}: ${response.statusCode} ${bytes.toString()}`));
        });
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    });
  return Object.assign(get, { close: () => agent.destroy() });
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

/** A cookie's value in a `Cookie` header such as `signIn` returns (`XSRF-TOKEN`, `PARLANCE_SESSION`). */
export const cookieValue = (cookie: string, name: string) =>
  new RegExp(`(?:^|; )${name}=([^;]+)`).exec(cookie)?.[1] ?? '';

/** The ids of the demo tenant's active programs, the ones the engine's load generator talks to. */
export const demoProgramIds = async (db: Db): Promise<number[]> => {
  const programs = await db.kysely
    .selectFrom('program')
    .innerJoin('tenant', 'tenant.id', 'program.tenant_id')
    .select('program.id')
    .where('tenant.public_id', '=', DEMO_TENANT_PUBLIC_ID)
    .where('program.status', '=', 'active')
    .orderBy('program.id')
    .execute();
  if (programs.length === 0) throw new Error('no demo programs');
  return programs.map((program) => program.id);
};

/** What `engine-load.ts` is given: where to connect as whom, on which programs, how many engagements how fast. */
export interface EngineLoadInput {
  address: string;
  cookie: string;
  xsrf: string;
  programs: number[];
  engagements: number;
  intervalMs: number;
  /** How long the clock runs once every engagement has started. */
  seconds: number;
  /**
   * The starts are spread over this many milliseconds from the clock's start (one interval when left out), each
   * engagement sending from its start on; the clock then runs `seconds` more.
   */
  rampMs?: number;
  /** Also print when each message was sent (`sentAt` by `engagementId:index`, epoch milliseconds). */
  recordSends?: boolean;
  /** More servers on the same database: engagement n talks to server n mod their count (`address` first). */
  others?: Pick<EngineLoadInput, 'address' | 'cookie' | 'xsrf'>[];
}

/** What `engine-load.ts` prints: counts, and label round trips in milliseconds. */
export interface EngineLoadOutput {
  sent: number;
  labelled: number;
  errors: number;
  closed: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /**
   * The messages sent once every engagement had started and sent its first (from one interval after the ramp to the
   * end): the load at its full rate, without the starts.
   */
  steady: { fromS: number; count: number; p50: number; p95: number; p99: number };
  /** The same by the window of the run each message was sent in (`fromS` to `toS` seconds after the clock's start). */
  windows: { fromS: number; toS: number; count: number; p50: number; p95: number; p99: number }[];
  /** The load generator's own event-loop delay while the clock ran, p99 and max (ms). */
  loopDelayP99: number;
  loopDelayMax: number;
  sentAt?: Record<string, number>;
}

/** Signs the demo admin in on `address` and reads the demo programs: what the load generator needs but its load. */
export const engineLoadTarget = async (
  address: string,
  db: Db,
): Promise<Pick<EngineLoadInput, 'address' | 'cookie' | 'xsrf' | 'programs'>> => {
  const cookie = await signIn(address, 'admin', BENCH_PASSWORD);
  return { address, cookie, xsrf: cookieValue(cookie, 'XSRF-TOKEN'), programs: await demoProgramIds(db) };
};

/** Runs the engine's load generator (`engine-load.ts`) in a process of its own and answers its result. */
export const runEngineLoad = async (input: EngineLoadInput): Promise<EngineLoadOutput> => {
  const output = await outputOf(
    spawnScript('engine-load.ts', [], { BENCH_ENGINE_LOAD: JSON.stringify(input) }),
  );
  return JSON.parse(output.trim().split('\n').pop() ?? '') as EngineLoadOutput;
};
