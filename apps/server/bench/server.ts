import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { userAccountSchema } from '@parlance/shared';
import { buildApp } from '../src/app.js';
import { makeConfig } from '../src/config.js';
import { jsonSchemaOf } from '../src/lib/json-schema.js';
import { createSession, findSession } from '../src/modules/auth/session.repository.js';
import { findUserForSignIn, toUserAccount } from '../src/modules/users/user.repository.js';

/**
 * The server under test, in a process of its own: the whole app on `DATABASE_URL`, plus `GET /bench/bare`, a
 * route behind the same plugins and hooks (cookies, CSRF, metrics) that answers the admin's account, a body of
 * the same size and schema as `GET /api/account`, without reading anything. Webhooks may call loopback
 * (`WEBHOOK_ALLOW_PRIVATE`), where the webhooks' bench receives them. Prints `LISTENING <address>`.
 */
const app = await buildApp(
  makeConfig({
    DATABASE_URL: process.env.DATABASE_URL,
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    // The webhooks' bench receives on a plain http server on loopback (every bench targets loopback only).
    WEBHOOK_ALLOW_PRIVATE: 'true',
    // The report folder's period (`0` stops its timer), to compare a load with and without it.
    ...(process.env.REPORT_FOLD_EVERY ? { REPORT_FOLD_EVERY: process.env.REPORT_FOLD_EVERY } : {}),
  }),
);
const db = app.context.db.kysely;
const admin = await findUserForSignIn(db, 'admin');
if (!admin) throw new Error('no admin');
const sessionId = await createSession(db, admin.id, admin.tenant_id, 60_000);
const found = await findSession(db, sessionId);
if (!found) throw new Error('no session');
const body = toUserAccount(found.user, found.user.tenantPublicId, found);
app.get(
  '/bench/bare',
  { schema: { response: { 200: jsonSchemaOf(userAccountSchema, 'output') } } },
  async () => body,
);
// What a load did to this process, from the last reset: its event loop's delays (what a message waits for the loop
// beyond its own work: a busy loop, collections) and the processor time it took.
const LOOP_RESOLUTION_MS = 10;
const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
loopDelay.enable();
let cpuFrom = process.cpuUsage();
let gcFrom = 0;
let gcMs = 0;
let gcMaxMs = 0;
/** Collections by kind (scavenges of the young generation, mark-compacts of the whole heap): count, time, longest. */
const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
let gcByKind: Record<string, { count: number; ms: number; maxMs: number }> = {};
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcMs += entry.duration;
    gcMaxMs = Math.max(gcMaxMs, entry.duration);
    const kind = GC_KINDS[(entry as { detail?: { kind?: number } }).detail?.kind ?? -1] ?? 'other';
    gcByKind[kind] ??= { count: 0, ms: 0, maxMs: 0 };
    const byKind = gcByKind[kind];
    byKind.count++;
    byKind.ms += entry.duration;
    byKind.maxMs = Math.max(byKind.maxMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });
// `BENCH_CPU_PROFILE=<folder>`: a processor profile of the load, from the reset to the next reading, written there;
// `BENCH_HEAP_PROFILE=<folder>`: a sampling profile of what the load allocated (every 32 KB on average, collected
// or not), likewise.
const profileFolder = process.env.BENCH_CPU_PROFILE;
const heapFolder = process.env.BENCH_HEAP_PROFILE;
const profiler = profileFolder || heapFolder ? new Session() : undefined;
profiler?.connect();
app.get('/bench/loop', async (request) => {
  const reset = (request.query as Record<string, unknown>).reset !== undefined;
  if (profiler && profileFolder) {
    if (reset) {
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    } else {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(join(profileFolder, `server-${process.pid}.cpuprofile`), JSON.stringify(profile));
    }
  }
  if (profiler && heapFolder) {
    if (reset) {
      await profiler.post('HeapProfiler.enable');
      await profiler.post('HeapProfiler.startSampling', {
        samplingInterval: 32_768,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
    } else {
      const { profile } = await profiler.post('HeapProfiler.stopSampling');
      writeFileSync(join(heapFolder, `server-${process.pid}.heapprofile`), JSON.stringify(profile));
    }
  }
  // The histogram's values are the sampling timer's whole wait: its own interval less is the delay.
  const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - LOOP_RESOLUTION_MS) * 100) / 100);
  const cpu = process.cpuUsage(cpuFrom);
  const body = {
    p50: ms(loopDelay.percentile(50)),
    p99: ms(loopDelay.percentile(99)),
    max: ms(loopDelay.max),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    gcMs: Math.round(gcMs - gcFrom),
    gcMaxMs: Math.round(gcMaxMs),
    gcByKind: Object.entries(gcByKind)
      .map(
        ([kind, { count, ms, maxMs }]) =>
          `${kind} ${count} × ${Math.round(ms)} ms (longest ${Math.round(maxMs)})`,
      )
      .join(', '),
  };
  // The live state the engagements hold, as `/management/prometheus` reports it: each bounded cache's bytes.
  const caches: Record<string, { bytes: number; entries: number }> = {};
  for (const [metric, field] of [
    ['cache_bytes', 'bytes'],
    ['cache_entries', 'entries'],
  ] as const)
    for (const value of (await app.metrics.getSingleMetric(metric)?.get())?.values ?? []) {
      const name = String(value.labels.cache);
      caches[name] ??= { bytes: 0, entries: 0 };
      caches[name][field] = value.value;
    }
  const memory = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / 1048576);
  Object.assign(body, {
    caches,
    heapMb: mb(memory.heapUsed),
    memory: `heap ${mb(memory.heapUsed)} of ${mb(memory.heapTotal)} MB, external ${mb(memory.external)} MB (array buffers ${mb(memory.arrayBuffers)} MB)`,
  });
  if ((request.query as Record<string, unknown>).reset !== undefined) {
    loopDelay.reset();
    cpuFrom = process.cpuUsage();
    gcFrom = gcMs;
    gcMaxMs = 0;
    gcByKind = {};
  }
  return body;
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
// As `server.ts` does after listening; awaited here, so that the load meets a server past its start (otherwise
// every engagement started while the stage model trains waits for it, and they all send in step afterwards).
await app.context.engine.warm();
process.stdout.write(`LISTENING ${address}\n`);
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
