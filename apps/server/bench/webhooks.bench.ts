import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.js';
import { makeConfig } from '../src/config.js';
import { DEMO_TENANT_PUBLIC_ID } from '../src/demo/seed.js';
import { enqueueWebhookEvents } from '../src/modules/webhooks/webhook.repository.js';
import {
  BENCH_PASSWORD,
  benchDatabase,
  type Engine,
  type Figure,
  percentileFigures,
  percentilesOf,
  report,
} from './support.js';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 2000);
const HOOKS = Number(process.env.BENCH_WEBHOOK_HOOKS ?? 8);
const ENGAGEMENTS = Number(process.env.BENCH_WEBHOOK_ENGAGEMENTS ?? 100);

/**
 * Webhook delivery (ARCHITECTURE.md "Webhooks"): the app with its delivery worker, and a receiver on loopback
 * answering 200 at once. (1) Deliveries a second: EVENTS events queued at once for HOOKS webhooks (each webhook's
 * in order, the webhooks side by side), from the commit to the last one received. (2) The delay from an
 * engagement's end (the pipeline's `end` answered) to its `engagement.ended` at the receiver, p50/p95/p99, over
 * ENGAGEMENTS engagements ended one after another. Both in this process: the worker's sends are the load.
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
  const app = await buildApp(
    makeConfig({
      DATABASE_URL: database.url,
      ADMIN_PASSWORD: BENCH_PASSWORD,
      LOG_LEVEL: 'silent',
      WEBHOOK_ALLOW_PRIVATE: 'true',
    }),
    { db: database.db },
  );
  await app.ready();
  const db = database.db.kysely;
  const figures: Figure[] = [];
  try {
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
    const now = new Date().toISOString();
    const addHook = (events: string[]) =>
      db
        .insertInto('webhook')
        .values({
          tenant_id: tenant.id,
          url,
          description: null,
          events: JSON.stringify(events),
          secret: 'whsec_bench',
          disabled_reason: null,
          failing_since: null,
          created_by: 'bench',
          created_date: now,
          last_modified_date: now,
        })
        .execute();
    for (let i = 0; i < HOOKS; i++) await addHook(['label.corrected']);

    const waitFor = async (keys: string[]) => {
      for (let waited = 0; !keys.every((key) => received.has(key)) && waited < 120_000; waited += 5)
        await new Promise((resolve) => setTimeout(resolve, 5));
    };

    // (1) Throughput.
    const perHook = Math.ceil(EVENTS / HOOKS);
    const start = performance.now();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < perHook; i++)
        await enqueueWebhookEvents(trx, tenant.id, 'label.corrected', { key: `t${i}` });
    });
    const total = perHook * HOOKS;
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
    for (let waited = 0; (await deliveredCount()) < total && waited < 120_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const seconds = (performance.now() - start) / 1000;
    figures.push(
      report({
        name: `webhooks: deliveries a second, ${HOOKS} webhooks (${engine})`,
        value: Math.round(total / seconds),
        unit: '/s',
      }),
    );

    // (2) From an engagement's end to its delivery.
    await addHook(['engagement.ended']);
    const pipeline = app.context.engagements;
    const delays: number[] = [];
    for (let i = 0; i < ENGAGEMENTS; i++) {
      const engagementId = `PLATFORM${900000 + i}`;
      const started = await pipeline.start({
        tenantId: tenant.id,
        engagementId,
        programId: program.id,
        agentUserId: null,
        source: 'api',
        channel: 'chat',
      });
      if (!started.ok) throw new Error(started.message);
      await pipeline.message({
        tenantId: tenant.id,
        engagementId,
        from: 'Agent',
        content: 'Hello, how can I help?',
      });
      const ended = await pipeline.end({ tenantId: tenant.id, engagementId });
      if (!ended.ok) throw new Error(ended.message);
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
  } finally {
    await app.close();
    receiver.close();
    await database.drop();
  }
};
