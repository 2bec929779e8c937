import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engine, type TestDatabase } from './support/database.js';

const serverDirectory = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/**
 * The first start with the defaults, as a new user runs it: the server listens on the loopback address only,
 * prints where it answers and how to sign in, logs no line per request, and a SIGTERM ends it (code 0).
 */
describe(`first start with the defaults (${engine})`, () => {
  let directory: string;
  let postgres: TestDatabase | undefined;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'parlance-first-start-'));
    if (engine === 'postgres') postgres = await createTestDatabase({ namePrefix: 'parlance_first_start' });
  });
  afterAll(async () => {
    await postgres?.drop();
    rmSync(directory, { recursive: true, force: true });
  });

  /** The server from source with a first start's settings and `env`, its output gathered. */
  const start = (env: Record<string, string> = {}) => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      cwd: serverDirectory,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '0',
        DATABASE_URL: postgres ? postgres.url : `sqlite:${join(directory, 'first.db')}`,
        DEMO_DATA: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const gathered = { output: '' };
    const gather = (chunk: Buffer) => {
      gathered.output += chunk.toString();
    };
    child.stdout.on('data', gather);
    child.stderr.on('data', gather);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    /** Resolves with the address the banner names. */
    const listening = new Promise<string>((resolve, reject) => {
      const poll = setInterval(() => {
        const match = /Parlance is running at (http:\/\/[^\s]+)/.exec(gathered.output);
        if (match) {
          clearInterval(poll);
          resolve(match[1] ?? '');
        }
      }, 25);
      void exited.then((code) => {
        clearInterval(poll);
        reject(new Error(`the server ended (${code}) before its banner:\n${gathered.output}`));
      });
    });
    return { child, gathered, exited, listening };
  };

  it('listens on 127.0.0.1, prints the address and the sign-in line, logs no request, stops on SIGTERM', async () => {
    // Only what a first start needs: no HOST, no LOG_LEVEL, no ADMIN_PASSWORD.
    const { child, gathered, exited, listening } = start();
    try {
      const url = await listening;
      // The sign-in line follows the address.
      for (let i = 0; !/password: \S+/.test(gathered.output) && i < 200; i++)
        await new Promise((resolve) => setTimeout(resolve, 25));
      const output = () => gathered.output;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const password = /Sign in as "admin" with password: (\S+)/.exec(output())?.[1];
      expect(password).toMatch(/^[\w-]{12,}$/);

      for (let i = 0; i < 5; i++) {
        expect((await fetch(`${url}/management/health`)).status).toBe(200);
      }
      expect((await fetch(`${url}/api/nothing-here`)).status).toBe(404);
      // No line per request at the default level: the banner stays on screen.
      expect(output()).not.toMatch(/incoming request|request completed/);
      expect(output()).not.toContain('"level":30');

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });

  it('logs each request again at LOG_LEVEL=info', async () => {
    const server = start({ LOG_LEVEL: 'info' });
    try {
      const url = await server.listening;
      expect((await fetch(`${url}/api/nothing-here`)).status).toBe(404);
      const logged = () => /"url":"\/api\/nothing-here"/.test(server.gathered.output);
      for (let i = 0; !logged() && i < 200; i++) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(server.gathered.output).toMatch(/"url":"\/api\/nothing-here"/);
      expect(server.gathered.output).not.toContain('Requests are not logged');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    }
  });
});
