import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { XSRF_COOKIE, XSRF_HEADER } from '@parlance/shared';

const serverDirectory = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:PORT` */
  url: string;
  /** What the process wrote so far, while its output is read. */
  output(): string;
  /** Resolves when the process has ended, with its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after 10 s; resolves when the process has ended. */
  stop(): Promise<number | null>;
}

/** A server process that may not listen yet: `listening` resolves with its address once it does. */
export type StartingServer = Omit<ServerProcess, 'url'> & { listening: Promise<string> };

/**
 * The real server (`src/server.ts` through tsx) in a process of its own, on a free loopback port. Only the given
 * variables and PATH are passed, so that nothing of the caller's environment (a `REDIS_URL`, say) leaks in.
 */
export const spawnServerProcess = (env: Record<string, string>): StartingServer => {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: serverDirectory,
    // No demo data unless a test asks for it: the first start would spend seconds importing it.
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      clearInterval(poll);
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within 60 s:\n${output}`));
    }, 60_000);
    const poll = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(match[1]);
      }
    }, 25);
    void exited.then((code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`the server ended (${code}) before listening:\n${output}`));
    });
  });
  // Whoever awaits `listening` sees a failure; nobody may, if the test ends first.
  listening.catch(() => {});
  return {
    child,
    listening,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(kill);
      }
      return exited;
    },
  };
};

/** As `spawnServerProcess`, resolving once the server listens. */
export const startServerProcess = async (env: Record<string, string>): Promise<ServerProcess> => {
  const server = spawnServerProcess(env);
  const url = await server.listening;
  return { ...server, url };
};

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: string;
  json(): unknown;
}

/** A browser-like client over real HTTP: keeps cookies and echoes the XSRF cookie, from a chosen client address. */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    /** Sent as X-Forwarded-For (the server must trust the proxy), so that one test can act as several clients. */
    private readonly forwardedFor?: string,
  ) {}

  async request(
    method: string,
    path: string,
    options: { json?: unknown; form?: Record<string, string>; timeoutMs?: number } = {},
  ): Promise<HttpAnswer> {
    if (method !== 'GET' && !this.cookies.has(XSRF_COOKIE)) await this.request('GET', '/api/authenticate');
    const headers: Record<string, string> = {};
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const xsrf = this.cookies.get(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
    if (this.forwardedFor) headers['x-forwarded-for'] = this.forwardedFor;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text, json: () => JSON.parse(text) };
  }

  login(username: string, password: string) {
    return this.request('POST', '/api/authentication', { form: { username, password } });
  }
}
