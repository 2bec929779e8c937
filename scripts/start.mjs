// `npm start`: builds the web app, the assist frame and the server if they are not built yet, then runs the server
// with a heap limit fitted to the machine, passing SIGINT and SIGTERM on and ending as the server ends.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const build = (workspace) => {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const MIB = 1024 * 1024;
/** Share of the memory available to the process given to V8's old space; the rest is for buffers, code, SQLite. */
const HEAP_SHARE = 0.75;
/** Beyond this, a larger heap only makes full collections longer. */
const HEAP_CAP_MB = 4096;
const HEAP_FLOOR_MB = 256;

/** The container's memory limit in bytes (cgroup v2, then v1), or undefined when it has none. */
const containerMemory = () => {
  for (const file of ['/sys/fs/cgroup/memory.max', '/sys/fs/cgroup/memory/memory.limit_in_bytes']) {
    try {
      const text = readFileSync(file, 'utf8').trim();
      const bytes = Number(text);
      // `max` (v2) or a huge number (v1) means no limit.
      if (Number.isSafeInteger(bytes) && bytes > 0 && bytes < 2 ** 60) return bytes;
    } catch {
      // Not there: no such cgroup.
    }
  }
  return undefined;
};

/** `HEAP_LIMIT_MB`, else 75 % of the container's (or machine's) memory, within 256–4096 MiB. */
export const heapLimitMb = (env = process.env) => {
  const set = env.HEAP_LIMIT_MB?.trim();
  if (set) {
    const mb = Number(set);
    if (!Number.isInteger(mb) || mb < 64 || mb > 65_536) {
      console.error(
        `Invalid configuration:\n  HEAP_LIMIT_MB: expected a whole number of MiB from 64 to 65536`,
      );
      process.exit(1);
    }
    return mb;
  }
  const memory = Math.min(containerMemory() ?? Number.POSITIVE_INFINITY, totalmem());
  const mb = Math.floor((memory * HEAP_SHARE) / MIB);
  return Math.max(HEAP_FLOOR_MB, Math.min(HEAP_CAP_MB, mb));
};

/**
 * Threads' malloc arenas glibc may create (unless `MALLOC_ARENA_MAX` is set). By default glibc gives threads up to
 * eight arenas a core and keeps what a thread freed in its arena resident after the thread has ended: five programs
 * created and saved (five trainings on the stage model's thread, which stops when idle) left the server 46–50 MB
 * larger, its JavaScript heap 14 MB of it; with two arenas 23–27 MB, and about 12 MB less at start
 * (`docs/PERFORMANCE.md`).
 */
const MALLOC_ARENAS = '2';

/** The server's environment: this process's, with glibc's arenas capped unless set. */
export const serverEnv = (env = process.env) => ({
  ...env,
  MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || MALLOC_ARENAS,
});

const main = () => {
  if (!existsSync(`${root}apps/web/dist/index.html`)) build('apps/web');
  if (!existsSync(`${root}apps/frame/dist/index.html`)) build('apps/frame');
  if (!existsSync(`${root}apps/server/dist/server.js`)) build('apps/server');

  // In a process group of its own, so that a Ctrl-C reaches it once, through this process, rather than twice (a
  // second signal makes the server stop at once instead of finishing its requests).
  const server = spawn(
    process.execPath,
    [`--max-old-space-size=${heapLimitMb()}`, '--enable-source-maps', 'apps/server/dist/server.js'],
    { cwd: root, env: serverEnv(), stdio: 'inherit', detached: true },
  );
  const stop = (signal) => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
  // `npm start` runs `exec node scripts/start.mjs` through `sh -c`: the shell becomes this process, so the SIGINT
  // or SIGTERM npm passes on to its script reaches it (without `exec`, a SIGINT stays with the waiting shell and a
  // SIGTERM ends the shell alone). Run through another shell or wrapper that ends on a signal without passing it
  // on, this process is left to another parent: taken as a SIGTERM.
  const parent = process.ppid;
  const orphaned = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(orphaned);
      stop('SIGTERM');
    }
  }, 250);
  server.on('exit', (code, signal) => {
    clearInterval(orphaned);
    if (signal) {
      // Ended by a signal: end the same way, so that whoever started `npm start` sees it.
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
      return;
    }
    process.exit(code ?? 0);
  });
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
