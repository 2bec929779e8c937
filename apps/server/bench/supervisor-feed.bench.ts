import { request } from 'node:http';
import { DEMO_TENANT_PUBLIC_ID } from '../src/demo/seed.js';
import {
  benchDatabase,
  type Engine,
  engineLoadTarget,
  type Figure,
  percentileFigures,
  percentilesOf,
  report,
  runEngineLoad,
  withServers,
} from './support.js';

const ENGAGEMENTS = Number(process.env.BENCH_FEED_ENGAGEMENTS ?? 200);
const SUBSCRIBERS = Number(process.env.BENCH_FEED_SUBSCRIBERS ?? 20);
const SECONDS = Number(process.env.BENCH_FEED_SECONDS ?? 30);
const INTERVAL_MS = 2000;
const GOAL_MS = 1000;

/** Epoch milliseconds, comparable with the load generator's (another process on this machine). */
const now = () => performance.timeOrigin + performance.now();

interface Subscriber {
  /** When each message event (`engagementId:index`) first arrived. */
  received: Map<string, number>;
  dropped: boolean;
  close(): void;
}

/** A live-feed subscriber: reads the stream and notes when each `message` event arrives. */
const subscribe = (address: string, cookie: string): Promise<Subscriber> =>
  new Promise((resolve, reject) => {
    const received = new Map<string, number>();
    const req = request(
      `${address}/${DEMO_TENANT_PUBLIC_ID}/api/engagements/events`,
      { headers: { cookie, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`events: ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        let closing = false;
        const subscriber: Subscriber = {
          received,
          dropped: false,
          close() {
            closing = true;
            req.destroy();
          },
        };
        response.on('data', (chunk: string) => {
          const at = now();
          buffer += chunk;
          let boundary = buffer.indexOf('\n\n');
          while (boundary >= 0) {
            const block = buffer.slice(0, boundary);
            buffer = buffer.slice(boundary + 2);
            boundary = buffer.indexOf('\n\n');
            if (!block.includes('\nevent: message\n')) continue;
            const data = block.slice(block.indexOf('\ndata: ') + 7);
            const event = JSON.parse(data) as { engagementId: string; message: { index: number } };
            const key = `${event.engagementId}:${event.message.index}`;
            if (!received.has(key)) received.set(key, at);
          }
        });
        response.on('close', () => {
          if (!closing) subscriber.dropped = true;
        });
        resolve(subscriber);
      },
    );
    req.on('error', reject);
    req.end();
  });

/**
 * The Supervisor's live feed under load: ENGAGEMENTS concurrent engagements driven over the engine's WebSocket by
 * the load generator in a process of its own (`engine-load.ts`, a message every 2 s each, for SECONDS), and
 * SUBSCRIBERS server-sent event streams read in this process; the delay from a message's send to its `message`
 * event on each stream, p50/p95/p99. On PostgreSQL also with two server processes on one database: the load on
 * the first, the subscribers on the second, so every event crosses instances through LISTEN/NOTIFY.
 */
const run = async (engine: Engine, instances: 1 | 2): Promise<Figure[]> => {
  const database = await benchDatabase(engine);
  return withServers(database, instances, async (servers) => {
    const subscribers: Subscriber[] = [];
    try {
      const loadServer = servers[0];
      const feedServer = servers[instances - 1] ?? loadServer;
      const target = await engineLoadTarget(loadServer.address, database.db);
      for (let i = 0; i < SUBSCRIBERS; i++)
        subscribers.push(await subscribe(feedServer.address, target.cookie));

      const result = await runEngineLoad({
        ...target,
        engagements: ENGAGEMENTS,
        intervalMs: INTERVAL_MS,
        seconds: SECONDS,
        recordSends: true,
      });
      const sentAt = result.sentAt ?? {};
      // The last events: wait until every stream has every message, at most 10 seconds.
      const keys = Object.keys(sentAt);
      const complete = () => subscribers.every((s) => s.dropped || keys.every((key) => s.received.has(key)));
      for (let waited = 0; !complete() && waited < 10_000; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));

      const delays: number[] = [];
      let missing = 0;
      for (const subscriber of subscribers)
        for (const key of keys) {
          const at = subscriber.received.get(key);
          if (at === undefined) missing++;
          else delays.push(at - (sentAt[key] ?? at));
        }
      const dropped = subscribers.filter((s) => s.dropped).length;
      const where = `${engine}, ${instances === 1 ? '1 instance' : '2 instances'}`;
      const at = `${ENGAGEMENTS} eng., ${SUBSCRIBERS} subs`;
      if (missing > 0 || dropped > 0)
        console.log(`supervisor feed (${where}): ${missing} events missing, ${dropped} subscribers dropped`);
      return [
        ...percentileFigures((p) => `feed delay p${p}, ${at} (${where})`, percentilesOf(delays), 'ms', {
          text: `≤ ${GOAL_MS} ms`,
          met: (value) => value <= GOAL_MS,
        }),
        report({
          name: `feed events missing + streams dropped (${where})`,
          value: missing + dropped,
          unit: '',
        }),
      ];
    } finally {
      for (const subscriber of subscribers) subscriber.close();
    }
  });
};

export const benchSupervisorFeed = async (engine: Engine): Promise<Figure[]> => [
  ...(await run(engine, 1)),
  ...(engine === 'postgres' ? await run(engine, 2) : []),
];
