import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { LogConfig } from 'kysely';
import type { Db } from '../src/db/database.js';
import { DEMO_TENANT_PUBLIC_ID } from '../src/db/seed.js';
import { createTestDatabase, type Engine, type TestDatabase } from '../test/support/database.js';

export type { Engine };
export const ENGINES: Engine[] = ['sqlite', 'postgres'];

/** One figure of the summary: a value, its unit, and where there is one, the goal and whether it was met. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  goal?: string;
  met?: boolean;
  /** How the repeats spread, e.g. `min 1.2, max 1.9 (5 runs)`. */
  spread?: string;
}

/** The demo admin's password on every bench database. */
export const BENCH_PASSWORD = 'bench-admin-password';

/** How many times each load figure is measured; the summary gives the median and the spread. */
export const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** A throw-away database on a file (SQLite, as in production) or a new PostgreSQL database. */
export const benchDatabase = (engine: Engine, log?: LogConfig): Promise<TestDatabase> =>
  createTestDatabase({ engine, sqliteFile: true, log, namePrefix: 'parlance_bench' });

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
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
  stop(): Promise<void>;
}

/**
 * Starts the server under test in a process of its own (`bench/server.ts`), on a database that already exists,
 * with the bench-only bare route `GET /bench/bare`; resolves once it listens.
 */
export const startServer = (databaseUrl: string, password: string): Promise<ServerUnderTest> =>
  new Promise((resolve, reject) => {
    const child = spawnScript('server.ts', [], { DATABASE_URL: databaseUrl, ADMIN_PASSWORD: password });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\S+)/.exec(output);
      if (!match?.[1]) return;
      child.stdout?.off('data', onData);
      resolve({
        address: match[1],
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

/** A figure from repeated measurements: their median, and their spread. */
export const figureOf = (
  name: string,
  values: number[],
  unit: string,
  goal?: { text: string; met: (value: number) => boolean },
): Figure => {
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

/** Runs `task` `count` times one after another and returns p50 and p95 in milliseconds. */
export const latencies = async (count: number, task: (i: number) => Promise<unknown>) => {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await task(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
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
  seconds: number;
  /** Also print when each message was sent (`sentAt` by `engagementId:index`, epoch milliseconds). */
  recordSends?: boolean;
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
