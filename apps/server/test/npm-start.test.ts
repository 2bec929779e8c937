import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engine, type TestDatabase } from './support/database.js';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const serverSource = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const tsxApi = join(repositoryRoot, 'node_modules/tsx/dist/esm/api/index.mjs');
const rootPackage = JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8')) as {
  scripts: { start: string };
};

/** Waits for a condition, polling; fails with `what` after `limitMs`. */
const until = async (what: string, condition: () => boolean, limitMs = 45_000, gaveUp = () => false) => {
  const started = Date.now();
  while (!condition()) {
    if (gaveUp()) throw new Error(`gave up waiting for ${what}`);
    if (Date.now() - started > limitMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The pid of the process whose command line holds `marker`, among the descendants of `ancestor`. */
const descendantRunning = (ancestor: number, marker: string): number | undefined => {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ pid: Number(match[1]), ppid: Number(match[2]), args: match[3] ?? '' }));
  const under = new Set([ancestor]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows)
      if (under.has(row.ppid) && !under.has(row.pid)) {
        under.add(row.pid);
        grew = true;
      }
  }
  return rows.find((row) => row.pid !== ancestor && under.has(row.pid) && row.args.includes(marker))?.pid;
};

/**
 * `npm start` as a person runs it (npm → shell → scripts/start.mjs → the server), stopped by a signal sent to npm
 * alone, as a service manager or a container runtime does: the server must get the signal, finish and exit with 0.
 *
 * The start script runs from a copy of the repository's layout in a temporary directory, whose built files are
 * stand-ins: the web app and the frame are an index page each, and `apps/server/dist/server.js` runs the server's
 * source (through tsx) and writes the server's exit code to a file, since npm does not show it.
 */
describe(`npm start passes SIGTERM and SIGINT to the server (${engine})`, () => {
  let root: string;
  let postgres: TestDatabase | undefined;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'parlance-npm-start-'));
    mkdirSync(join(root, 'scripts'));
    copyFileSync(join(repositoryRoot, 'scripts/start.mjs'), join(root, 'scripts/start.mjs'));
    writeFileSync(
      join(root, 'package.json'),
      JSON.stringify({
        name: 'parlance-start-check',
        private: true,
        type: 'module',
        // The repository's own start script, as `npm start` runs it.
        scripts: { start: rootPackage.scripts.start },
      }),
    );
    for (const app of ['web', 'frame']) {
      mkdirSync(join(root, `apps/${app}/dist`), { recursive: true });
      writeFileSync(join(root, `apps/${app}/dist/index.html`), '<!doctype html><title>Parlance</title>');
    }
    mkdirSync(join(root, 'apps/server/dist'), { recursive: true });
    writeFileSync(
      join(root, 'apps/server/dist/server.js'),
      [
        "import { writeFileSync } from 'node:fs';",
        "process.on('exit', (code) => writeFileSync(process.env.EXIT_CODE_FILE, String(code)));",
        `const { register } = await import(${JSON.stringify(pathToFileURL(tsxApi).href)});`,
        'register();',
        `await import(${JSON.stringify(pathToFileURL(serverSource).href)});`,
        '',
      ].join('\n'),
    );
    if (engine === 'postgres') postgres = await createTestDatabase({ namePrefix: 'parlance_npm_start' });
  });
  afterAll(async () => {
    await postgres?.drop();
    rmSync(root, { recursive: true, force: true });
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal} sent to npm ends the server, which exits with 0`, async () => {
      const exitCodeFile = join(root, `server-exit-${signal}`);
      const npm = spawn('npm', ['start', '--silent'], {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? root,
          PORT: '0',
          DATABASE_URL: postgres ? postgres.url : `sqlite:${join(root, `${signal}.db`)}`,
          DEMO_DATA: 'false',
          HEAP_LIMIT_MB: '512',
          EXIT_CODE_FILE: exitCodeFile,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
      };
      npm.stdout?.on('data', collect);
      npm.stderr?.on('data', collect);
      let serverPid: number | undefined;
      const npmExited = new Promise<void>((resolve) => (npm as ChildProcess).once('exit', () => resolve()));
      try {
        await until(
          'the banner',
          () => /Parlance is running at http:\/\/127\.0\.0\.1:\d+/.test(output),
          45_000,
          () => npm.exitCode !== null || npm.signalCode !== null,
        ).catch((error: Error) => {
          throw new Error(`${error.message}; npm start printed:\n${output}`);
        });
        const url = /Parlance is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
        expect((await fetch(`${url}/management/health`)).status).toBe(200);
        serverPid = descendantRunning(npm.pid ?? 0, 'apps/server/dist/server.js');
        expect(serverPid).toBeDefined();

        npm.kill(signal);

        await until(`the server to end:\n${output}`, () => !alive(serverPid ?? 0));
        await until('its exit code', () => existsSync(exitCodeFile));
        expect(readFileSync(exitCodeFile, 'utf8')).toBe('0');
        await npmExited;
        // Nothing of it is left listening.
        await expect(fetch(`${url}/management/health`)).rejects.toThrow();
      } finally {
        if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGKILL');
        if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
      }
    }, 90_000);
  }
});
