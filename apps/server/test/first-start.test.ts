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

  it('listens on 127.0.0.1, prints the address and the sign-in line, logs no request, stops on SIGTERM', async () => {
    // Only what a first start needs: no HOST, no LOG_LEVEL, no ADMIN_PASSWORD.
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      cwd: serverDirectory,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '0',
        DATABASE_URL: postgres ? postgres.url : `sqlite:${join(directory, 'first.db')}`,
        DEMO_DATA: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const banner = await new Promise<RegExpExecArray>((resolve, reject) => {
        const poll = setInterval(() => {
          const match = /Parlance is running at (http:\/\/[^\s]+)/.exec(output);
          if (match && /password: \S+/.test(output)) {
            clearInterval(poll);
            resolve(match);
          }
        }, 25);
        void exited.then((code) => {
          clearInterval(poll);
          reject(new Error(`the server ended (${code}) before its banner:\n${output}`));
        });
      });
      const url = banner[1] ?? '';
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const password = /Sign in as "admin" with password: (\S+)/.exec(output)?.[1];
      expect(password).toMatch(/^[\w-]{12,}$/);

      for (let i = 0; i < 5; i++) {
        expect((await fetch(`${url}/management/health`)).status).toBe(200);
      }
      expect((await fetch(`${url}/api/nothing-here`)).status).toBe(404);
      // No line per request at the default level: the banner stays on screen.
      expect(output).not.toMatch(/incoming request|request completed/);
      expect(output).not.toContain('"level":30');

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
