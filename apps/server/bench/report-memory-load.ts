import { Agent, request } from 'node:http';

/** What the report memory bench gives its load generator (`BENCH_REPORT_MEMORY_LOAD`, JSON). */
export interface ReportMemoryLoadInput {
  address: string;
  /** The signed-in admin's `Cookie` header. */
  cookie: string;
  tenantPublicId: number;
  requests: number;
  /** Requests in flight at once. */
  concurrency: number;
  seed: number;
}

/** What it prints: answers by status, and the first failure's status and body, if any. */
export interface ReportMemoryLoadOutput {
  statuses: Record<string, number>;
  firstFailure?: string;
  seconds: number;
}

/** Every report, with the CSV tables asked of it in turn. */
const REPORTS: { name: string; tables: string[] }[] = [
  { name: 'funnel', tables: ['stages'] },
  { name: 'time-in-stage', tables: [] },
  { name: 'flow', tables: [] },
  { name: 'assist-impact', tables: [] },
  { name: 'corrections', tables: ['byStage', 'weekly', 'confusions'] },
  { name: 'agents', tables: [] },
  { name: 'conversations', tables: [] },
];
/** The calendar the product accepts (`packages/shared/src/calendar.ts`): 1970-01-01 to 2199-12-31. */
const FIRST_DAY = Date.UTC(1970, 0, 1);
const LAST_DAY = Date.UTC(2199, 11, 31);
const DAY_MS = 86_400_000;
/** The longest period a report takes (366 days). */
const PERIOD_MAX_DAYS = 366;

/** mulberry32: small, seeded, the same on every machine. */
const seeded = (seed: number) => () => {
  seed += 0x6d2b79f5;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

const input = JSON.parse(process.env.BENCH_REPORT_MEMORY_LOAD ?? '') as ReportMemoryLoadInput;
if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(input.address)) throw new Error('loopback only');
const random = seeded(input.seed);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The report memory bench's load, in a process of its own: `requests` report requests, `concurrency` at a time,
 * each a report drawn at random over a random period of the accepted calendar (1 to 366 days), as JSON or one of
 * its CSV tables; the bodies are read to their end and dropped.
 */
const nextUrl = () => {
  const report = REPORTS[Math.floor(random() * REPORTS.length)]!;
  const days = 1 + Math.floor(random() * PERIOD_MAX_DAYS);
  const from = FIRST_DAY + Math.floor(random() * ((LAST_DAY - FIRST_DAY) / DAY_MS - days + 2)) * DAY_MS;
  const to = from + (days - 1) * DAY_MS;
  const csv = random() < 0.3 && (report.tables.length > 0 || report.name === 'conversations');
  const table =
    report.tables.length > 0 ? report.tables[Math.floor(random() * report.tables.length)] : undefined;
  const query = new URLSearchParams({ from: day(from), to: day(to) });
  if (csv && table) query.set('table', table);
  if (report.name === 'agents' || (report.name === 'conversations' && !csv)) {
    query.set('page', '0');
    query.set('size', '20');
  }
  return {
    url: `${input.address}/${input.tenantPublicId}/api/reports/${report.name}?${query}`,
    accept: csv ? 'text/csv' : 'application/json',
  };
};

const agent = new Agent({ keepAlive: true, maxSockets: input.concurrency });
const output: ReportMemoryLoadOutput = { statuses: {}, seconds: 0 };
const get = ({ url, accept }: { url: string; accept: string }) =>
  new Promise<void>((resolve, reject) => {
    request(url, { agent, headers: { cookie: input.cookie, accept } }, (response) => {
      const status = String(response.statusCode);
      let failure = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (response.statusCode !== 200 && failure.length < 300) failure += chunk;
      });
      response.on('end', () => {
        output.statuses[status] = (output.statuses[status] ?? 0) + 1;
        if (response.statusCode !== 200 && !output.firstFailure)
          output.firstFailure = `${status} ${url}: ${failure.slice(0, 300)}`;
        resolve();
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

const started = performance.now();
let sent = 0;
await Promise.all(
  Array.from({ length: input.concurrency }, async () => {
    while (sent < input.requests) {
      sent++;
      await get(nextUrl());
    }
  }),
);
output.seconds = (performance.now() - started) / 1000;
agent.destroy();
process.stdout.write(`${JSON.stringify(output)}\n`);
