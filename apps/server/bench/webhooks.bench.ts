import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_TENANT_PUBLIC_ID } from '../src/demo/seed.js';
import { enqueueWebhookEvents } from '../src/modules/webhooks/webhook.repository.js';
import {
  BENCH_PASSWORD,
  benchDatabase,
  cookieValue,
  type Engine,
  type Figure,
  percentileFigures,
  percentilesOf,
  report,
  signIn,
  withServers,
} from './support.js';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 2000);
const HOOKS = Number(process.env.BENCH_WEBHOOK_HOOKS ?? 8);
const ENGAGEMENTS = Number(process.env.BENCH_WEBHOOK_ENGAGEMENTS ?? 100);
/** The longest wait for deliveries before the bench gives up. */
const PATIENCE_MS = 120_000;

/**
 * Webhook delivery (ARCHITECTURE.md "Webhooks"): the server under test in a process of its own (`bench/server.ts`,
 * which lets webhooks call loopback), and in this process a receiver on loopback answering 200 at once and the
 * requests that cause events. (1) Deliveries a second: EVENTS events queued at once for HOOKS webhooks (each
 * webhook's in order, the webhooks side by side), from the commit to the last one received. (2) The delay from an
 * engagement's end (`POST /api/v1/engagements/{id}/end` answered) to its `engagement.ended` at the receiver,
 * p50/p95/p99, over ENGAGEMENTS engagements ended one after another.
 */
export const benchWebhooks = async (engine: Engine): Promise<Figure[]> => {
  const database = await benchDatabase(engine);
  const received = new Map<string, number>();
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        data: { key?: string; engagementId?: string };
      };
      received.set(body.data.key ?? body.data.engagementId ?? '', performance.now());
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  try {
    return await withServers(database, 1, async ([server]) => {
      const db = database.db.kysely;
      const figures: Figure[] = [];
      const cookie = await signIn(server.address, 'admin', BENCH_PASSWORD);
      const call = async (method: string, path: string, body: unknown, headers: Record<string, string>) => {
        const send = () =>
          fetch(`${server.address}${path}`, {
            method,
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify(body),
          });
        let response = await send();
        // Past the API key's requests a minute (more than 200 engagements): wait as told, then go on.
        while (response.status === 429) {
          await new Promise((resolve) =>
            setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000),
          );
          response = await send();
        }
        if (response.status >= 300)
          throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
        return (await response.json()) as Record<string, unknown>;
      };
      const session = { cookie, 'x-xsrf-token': cookieValue(cookie, 'XSRF-TOKEN') };
      const api = `/${DEMO_TENANT_PUBLIC_ID}/api`;
      const addHook = async (events: string[]) =>
        Number((await call('POST', `${api}/webhooks`, { url, events }, session)).id);
      const tenant = await db
        .selectFrom('tenant')
        .select('id')
        .where('public_id', '=', DEMO_TENANT_PUBLIC_ID)
        .executeTakeFirstOrThrow();
      const program = await db
        .selectFrom('program')
        .select('id')
        .where('tenant_id', '=', tenant.id)
        .where('status', '=', 'active')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const hooks: number[] = [];
      for (let i = 0; i < HOOKS; i++) hooks.push(await addHook(['label.corrected']));

      const waitFor = async (keys: string[]) => {
        for (let waited = 0; !keys.every((key) => received.has(key)) && waited < PATIENCE_MS; waited += 5)
          await new Promise((resolve) => setTimeout(resolve, 5));
        const missing = keys.filter((key) => !received.has(key));
        if (missing.length > 0)
          throw new Error(`${missing.length} deliveries never arrived (${missing[0]}, …)`);
      };

      // (1) Throughput: queued here, in one transaction, as an event's transaction would; the server's worker
      // is nudged at once (enabling a webhook wakes it) rather than found by its next poll.
      const perHook = Math.ceil(EVENTS / HOOKS);
      const keys = Array.from({ length: perHook }, (_, i) => `t${i}`);
      const start = performance.now();
      await db.transaction().execute(async (trx) => {
        for (const key of keys) await enqueueWebhookEvents(trx, tenant.id, 'label.corrected', { key });
      });
      await call('PUT', `${api}/webhooks/${hooks[0]}`, { enabled: true }, session);
      const total = perHook * HOOKS;
      await waitFor(keys);
      // Every webhook's copy of the last event received: all `total` delivered.
      const deliveredCount = async () =>
        Number(
          (
            await db
              .selectFrom('webhook_delivery')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('status', '=', 'delivered')
              .executeTakeFirstOrThrow()
          ).n,
        );
      for (let waited = 0; (await deliveredCount()) < total && waited < PATIENCE_MS; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const seconds = (performance.now() - start) / 1000;
      figures.push(
        report({
          name: `webhooks: deliveries a second, ${HOOKS} webhooks (${engine})`,
          value: Math.round(total / seconds),
          unit: '/s',
        }),
      );

      // (2) From an engagement's end, through the platform API, to its delivery.
      await addHook(['engagement.ended']);
      const key = String((await call('POST', `${api}/api-keys`, { name: 'Webhooks bench' }, session)).key);
      const platform = { authorization: `Bearer ${key}` };
      const delays: number[] = [];
      for (let i = 0; i < ENGAGEMENTS; i++) {
        const engagementId = `PLATFORM${900000 + i}`;
        await call(
          'POST',
          '/api/v1/engagements',
          { engagementId, program: program.id, channel: 'chat' },
          platform,
        );
        await call(
          'POST',
          `/api/v1/engagements/${engagementId}/messages`,
          { from: 'Agent', content: 'Hello, how can I help?' },
          platform,
        );
        await call('POST', `/api/v1/engagements/${engagementId}/end`, {}, platform);
        const at = performance.now();
        await waitFor([engagementId]);
        delays.push((received.get(engagementId) ?? at) - at);
      }
      figures.push(
        ...percentileFigures(
          (p) => `webhooks: engagement end to delivery, p${p} (${engine})`,
          percentilesOf(delays),
          'ms',
        ),
      );
      return figures;
    });
  } finally {
    receiver.closeAllConnections();
    receiver.close();
  }
};
