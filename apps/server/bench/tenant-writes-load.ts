import { Agent, request } from 'node:http';
import { percentile } from './support.js';

/** What the tenant-writes bench gives its load generator (`BENCH_TENANT_WRITES_LOAD`, JSON). */
export interface TenantWritesLoadInput {
  /** The servers' addresses; engagement n talks to server n mod their count. */
  addresses: string[];
  /** Per engagement, the API keys it uses in turn (each key's rate limit counts per key and endpoint). */
  keys: string[][];
  program: number;
  seconds: number;
}

/** What it prints: messages answered 201 and the others, and their round trips in milliseconds. */
export interface TenantWritesLoadOutput {
  sent: number;
  stored: number;
  failed: number;
  /** The first refusal's status and body, if any. */
  firstFailure?: string;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * The tenant-writes bench's load, in a process of its own: each engagement starts through
 * `POST /api/v1/engagements`, then sends messages through `POST /api/v1/engagements/{id}/messages` one after
 * another (a closed loop: the next once the last is answered), Agent and Visitor in turn, until the time is up.
 */
const input = JSON.parse(process.env.BENCH_TENANT_WRITES_LOAD ?? '') as TenantWritesLoadInput;
for (const address of input.addresses)
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(address)) throw new Error('loopback only');

const agents = input.addresses.map(() => new Agent({ keepAlive: true, maxSockets: input.keys.length }));
const LINES = [
  'Thank you for calling, my name is Sam, how can I help you today?',
  'Hi, I got a letter about Medicare Advantage and wanted to ask some questions.',
  'Can I have your date of birth and the zip code you live in?',
  'Sure, it is March 3rd 1957 and I live in 33101.',
  'Are you currently enrolled in Medicare Part A and Part B?',
  'Yes, I have both parts A and B since last year.',
];

const post = (server: number, path: string, key: string, body: unknown) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      `${input.addresses[server]}${path}`,
      {
        method: 'POST',
        agent: agents[server],
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

const times: number[] = [];
let sent = 0;
let failed = 0;
let firstFailure: string | undefined;
const fail = (what: string) => {
  failed++;
  firstFailure ??= what;
};

const run = input.keys.map((keys, n) => async (stopAt: number) => {
  const server = n % input.addresses.length;
  const engagementId = `PLATFORM${1_000_000 + n}`;
  const started = await post(server, '/api/v1/engagements', keys[0] ?? '', {
    engagementId,
    program: input.program,
    channel: 'voice',
  });
  if (started.status !== 201) {
    fail(`start ${started.status} ${started.body.slice(0, 300)}`);
    return;
  }
  // Bounded by time and, as a guard, by count.
  for (let index = 0; Date.now() < stopAt && index < 100_000; index++) {
    const key = keys[index % keys.length] ?? '';
    const at = performance.now();
    sent++;
    const answer = await post(server, `/api/v1/engagements/${engagementId}/messages`, key, {
      from: index % 2 === 0 ? 'Agent' : 'Visitor',
      content: LINES[index % LINES.length],
    }).catch((error: Error) => ({ status: 0, body: error.message }));
    if (answer.status === 201) times.push(performance.now() - at);
    else fail(`message ${answer.status} ${answer.body.slice(0, 300)}`);
  }
});

// The time includes each engagement's start (one request).
const startAt = Date.now();
const stopAt = startAt + input.seconds * 1000;
await Promise.all(run.map((engagement) => engagement(stopAt)));
const seconds = (Date.now() - startAt) / 1000;
times.sort((a, b) => a - b);
const result: TenantWritesLoadOutput = {
  sent,
  stored: times.length,
  failed,
  ...(firstFailure ? { firstFailure } : {}),
  seconds,
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  p99: percentile(times, 99),
};
for (const agent of agents) agent.destroy();
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
