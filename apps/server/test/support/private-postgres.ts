import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { type ServerProcess, startServerProcess } from './server-process.js';
import { ADMIN_PASSWORD } from './test-app.js';

const run = promisify(execFile);

/** The directory of PostgreSQL's server programs (Debian keeps them out of PATH). */
const findBinaries = (): string => {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return join(root, versions[0], 'bin');
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('PostgreSQL server programs (initdb, pg_ctl) not found under /usr/lib/postgresql');
  }
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:PORT/postgres` */
  url: string;
  /** `pg_ctl stop -m fast`: connections are ended with 57P01, as by an administrator's restart. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and removes its files. */
  destroy(): Promise<void>;
  /** The server's log so far. */
  log(): string;
}

/**
 * A PostgreSQL cluster of its own, for tests that stop and start the database (the shared one must never be).
 * Made with initdb in a temporary directory, on a free loopback port, as the `postgres` user when running as root
 * (PostgreSQL refuses to run as root). `destroy()` stops it and removes everything.
 */
export const startPrivatePostgres = async (): Promise<PrivatePostgres> => {
  const bin = findBinaries();
  const asRoot = process.getuid?.() === 0;
  // As root the cluster runs as `postgres`, which must reach the directory: /tmp, whatever TMPDIR says.
  const directory = mkdtempSync(join(asRoot ? '/tmp' : tmpdir(), 'parlance-pg-'));
  const data = join(directory, 'data');
  const logFile = join(directory, 'server.log');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(directory, uid, gid);
  }
  const pgRun = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], { cwd: directory })
      : run(join(bin, program), args, { cwd: directory });

  const port = await freePort();
  await pgRun('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  // Loopback only, the socket in the cluster's own directory, and no fsync: the data is thrown away, and a fast
  // shutdown writes everything anyway.
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await pgRun('pg_ctl', ['-D', data, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
    },
    async stop() {
      await pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
    },
    async destroy() {
      try {
        await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Not running.
      }
      rmSync(directory, { recursive: true, force: true });
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
  };
  try {
    await cluster.start();
  } catch (error) {
    const log = cluster.log();
    await cluster.destroy();
    throw new Error(`private PostgreSQL did not start: ${String(error)}\n${log}`);
  }
  return cluster;
};

/**
 * The demo server in its own process on a private cluster, for the tests of a database that goes away: started
 * before the file's tests (`beforeAll`) and stopped, with the cluster removed, after them. Read `cluster` and
 * `server` inside a test.
 */
export const serverOnPrivatePostgres = (env: Record<string, string> = {}) => {
  const running = {} as { cluster: PrivatePostgres; server: ServerProcess };
  beforeAll(async () => {
    running.cluster = await startPrivatePostgres();
    running.server = await startServerProcess({
      DATABASE_URL: running.cluster.url,
      ADMIN_PASSWORD,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    });
  }, 120_000);
  afterAll(async () => {
    await running.server?.stop();
    await running.cluster?.destroy();
  }, 60_000);
  return running;
};
