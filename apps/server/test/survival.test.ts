import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { writeHeapSnapshot } from 'node:v8';
import type { Endpoint } from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from './support/database.js';
import { mb, releaseInjected, settledHeap } from './support/heap.js';
import {
  describeSurvivalRequest,
  forgetLargeBodies,
  probeListFilters,
  randomSource,
  report,
  type SurvivalContext,
  type SurvivalRequest,
  type SurvivalTarget,
  seedSurvivalTenant,
  sendToStream,
  startWatchdog,
  survivalRequest,
  survivalTargets,
} from './support/survival.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Survival: every GET and POST endpoint, sent at once from many loops for a bounded time, with extreme dates,
 * reserved property names and the largest sizes and counts of every parameter. Throughout, the server must
 * answer `/management/health` within 1 s; at the end, no answer may have been a 5xx, and the heap after a forced
 * garbage collection must be within 50 MB of where it was before the load, less what the bounded caches (card
 * indexes, models, statement kinds…) report having grown by meanwhile: each fills up to its own byte bound, which
 * the metrics report. Each injected answer's stand-in socket is let go of once the answer is read (see
 * support/heap.ts: it holds copies of every chunk written, which no real socket would).
 *
 * `SURVIVAL_SECONDS` sets the load's time (30 s by default), `SURVIVAL_REQUESTS` the requests to send (the run
 * stops at whichever comes first; with `SURVIVAL_REQUESTS` alone the time allowed is an hour),
 * `SURVIVAL_CONCURRENCY` the loops (24), `SURVIVAL_SEED` the seed; `SURVIVAL_STATS=1` prints each endpoint's
 * statuses, `SURVIVAL_LOG=error` each server error's stack, `SURVIVAL_HEAP_SNAPSHOT=<file>` writes the heap before
 * and after the run. The large fuzz: `SURVIVAL_REQUESTS=40000` on each engine.
 */
const REQUESTS = process.env.SURVIVAL_REQUESTS ? Number(process.env.SURVIVAL_REQUESTS) : 1_000_000;
const SECONDS = Number(process.env.SURVIVAL_SECONDS ?? (process.env.SURVIVAL_REQUESTS ? 3600 : 30));
const CONCURRENCY = Number(process.env.SURVIVAL_CONCURRENCY ?? 24);
const SEED =
  process.env.SURVIVAL_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.SURVIVAL_SEED ?? 20261128);
const STATS = process.env.SURVIVAL_STATS === '1';
/** The issue's health criterion: an orchestrator's probe deadline. */
const HEALTH_DEADLINE_MS = 1000;
const HEAP_GROWTH_MAX_BYTES = 50 * 1024 * 1024;

/** The bytes the server's bounded caches say they hold (`cache_bytes` in its metrics), all caches together. */
const cachedBytes = async (test: TestApp) => {
  const metrics = await test.app.inject({ method: 'GET', url: '/management/prometheus' });
  return metrics.body
    .split('\n')
    .filter((line) => /^cache_bytes\{/.test(line))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
};
/** A request unanswered this long counts as hung (the event loop still turning). */
const HANG_MS = 60_000;
/** The event loop held this long means an endless loop: the watchdog names the requests and ends the run. */
const WATCHDOG_MS = 20_000;
const WRITE_KEY = 'survival-write-key';

interface Failure {
  request: string;
  status: number | 'hung' | 'threw';
  detail: string;
}

describe(`survival under hostile load (${engine}, SURVIVAL_SEED=${SEED})`, () => {
  let test: TestApp;
  let context: SurvivalContext;
  let targets: SurvivalTarget[];

  beforeAll(async () => {
    test = await startTestApp(
      {
        ANALYTICS_WRITE_KEY: WRITE_KEY,
        AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
        COLLECTOR_RATE_LIMIT_PER_MINUTE: '100000000',
        API_KEY_RATE_LIMIT_PER_MINUTE: '100000000',
        LOGIN_LOCK_THRESHOLD: '100000000',
        // `SURVIVAL_LOG=error` prints each server error with its stack.
        LOG_LEVEL: (process.env.SURVIVAL_LOG ?? 'silent') as 'silent',
      },
      // A file, as in production: SQLite's long reads then run on the read worker.
      { sqliteFile: true },
    );
    context = await seedSurvivalTenant(test, WRITE_KEY);
    // Deliveries would be sent to the network: the queue is kept, the worker stopped.
    await test.app.webhooks.stop();
    targets = survivalTargets(await probeListFilters(context));
  }, 600_000);
  afterAll(async () => {
    await test?.close();
  });

  it('answers every GET and POST endpoint without a 5xx, keeps health within 1 s and its heap within 50 MB', {
    timeout: Math.min(SECONDS * 1000, 4 * 3600_000) + WATCHDOG_MS + 120_000,
  }, async () => {
    const random = randomSource(SEED);
    /** The bytes of copies let go of on injected answers' stand-in sockets. */
    let released = 0;
    const send = async (request: SurvivalRequest) => {
      const options = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      };
      if (request.stream) return sendToStream(test.app, request);
      const response = await test.app.inject(options);
      released += releaseInjected(response);
      return response;
    };

    // Writing a heap snapshot holds the event loop for seconds (tens on a busy machine): the watchdog waits longer.
    const watchdog = startWatchdog(process.env.SURVIVAL_HEAP_SNAPSHOT ? 10 * WATCHDOG_MS : WATCHDOG_MS);
    const failures: Failure[] = [];
    const statuses = new Map<Endpoint, Map<number, number>>();
    const slowHealth: { atMs: number; elapsedMs: number; status: number | string; inFlight: string[] }[] = [];
    /** The requests being answered, to name those a late health answer waited behind. */
    const inFlight = new Map<number, { endpoint: Endpoint; kinds: string[] }>();
    /** The slowest answers, for the run's summary. */
    const slowest: { ms: number; text: string }[] = [];
    let healthChecks = 0;
    let healthMaxMs = 0;
    let sent = 0;
    let answered = 0;
    let began = performance.now();
    let deadline = began + SECONDS * 1000;
    let running = true;
    const loopDelay = monitorEventLoopDelay({ resolution: 20 });

    /** Sends one request and notes its answer; a 5xx, a hang or a throw is a failure. */
    const handle = async (request: SurvivalRequest) => {
      const text = describeSurvivalRequest(request);
      const start = performance.now();
      const id = watchdog.started(text);
      inFlight.set(id, { endpoint: request.endpoint, kinds: request.kinds });
      let timer: NodeJS.Timeout | undefined;
      try {
        const response = await Promise.race([
          send(request),
          new Promise<'hung'>((resolve) => {
            timer = setTimeout(() => resolve('hung'), HANG_MS);
          }),
        ]);
        if (response === 'hung') {
          failures.push({ request: text, status: 'hung', detail: `no answer within ${HANG_MS} ms` });
          report(`survival: hung: ${text}`);
          return;
        }
        answered++;
        const counts = statuses.get(request.endpoint) ?? new Map<number, number>();
        counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
        statuses.set(request.endpoint, counts);
        if (response.statusCode >= 500) {
          const detail = response.body.slice(0, 400);
          failures.push({ request: text, status: response.statusCode, detail });
          report(`survival: ${response.statusCode} for ${text}\n  answer ${detail}`);
        }
      } catch (error) {
        failures.push({ request: text, status: 'threw', detail: String(error) });
        report(`survival: threw for ${text}\n  ${String(error)}`);
      } finally {
        clearTimeout(timer);
        watchdog.ended(id);
        inFlight.delete(id);
        const ms = performance.now() - start;
        if (slowest.length < 10 || ms > slowest[slowest.length - 1]!.ms) {
          slowest.push({ ms, text: describeSurvivalRequest(request, 160) });
          slowest.sort((a, b) => b.ms - a.ms).splice(10);
        }
      }
    };

    // One plain request to every endpoint first, so that what is built once (schemas, the OpenAPI document,
    // stage models) is in the heap before it is measured.
    for (const target of targets) await handle(survivalRequest(target, context, random, true));
    const heapBefore = await settledHeap();
    const cachedBefore = await cachedBytes(test);
    // `SURVIVAL_HEAP_SNAPSHOT=<file>` also writes the heap here, as `<file>.before.heapsnapshot`.
    if (process.env.SURVIVAL_HEAP_SNAPSHOT)
      writeHeapSnapshot(`${process.env.SURVIVAL_HEAP_SNAPSHOT}.before.heapsnapshot`);

    const worker = async () => {
      while (running && sent < REQUESTS && performance.now() < deadline) {
        // Round robin over the endpoints, so that every one is sent within the first few hundred requests.
        const target = targets[sent % targets.length]!;
        sent++;
        await handle(survivalRequest(target, context, random));
      }
    };

    // The orchestrator's probe: health, every 200 ms throughout the load. Its time is counted from when the probe
    // was due, not from when the event loop got round to sending it: a probe from outside would have been waiting
    // while the loop was held.
    const prober = async () => {
      let due = performance.now();
      while (running) {
        let timer: NodeJS.Timeout | undefined;
        const response = await Promise.race([
          test.app.inject({ method: 'GET', url: '/management/health' }).then((answer) => {
            released += releaseInjected(answer);
            return answer;
          }),
          new Promise<'hung'>((resolve) => {
            timer = setTimeout(() => resolve('hung'), HANG_MS);
          }),
        ]);
        // A pending timer would hold the answer for its 60 s.
        clearTimeout(timer);
        const elapsedMs = performance.now() - due;
        healthChecks++;
        healthMaxMs = Math.max(healthMaxMs, elapsedMs);
        const status = response === 'hung' ? 'hung' : response.statusCode;
        if (elapsedMs > HEALTH_DEADLINE_MS || status !== 200)
          slowHealth.push({
            atMs: Math.round(due - began),
            elapsedMs: Math.round(elapsedMs),
            status,
            inFlight: [...new Set([...inFlight.values()].map((r) => `${r.endpoint} [${r.kinds.join(',')}]`))],
          });
        due = performance.now() + 200;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };

    loopDelay.enable();
    // The collector's pauses, which hold the event loop like any task.
    let gcMaxMs = 0;
    const collections = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) gcMaxMs = Math.max(gcMaxMs, entry.duration);
    });
    collections.observe({ entryTypes: ['gc'] });
    began = performance.now();
    deadline = began + SECONDS * 1000;
    const probing = prober();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    running = false;
    await probing;
    loopDelay.disable();
    collections.disconnect();
    await watchdog.stop();
    const loadMs = performance.now() - began;
    forgetLargeBodies();
    const heapAfter = await settledHeap();
    const cachedAfter = await cachedBytes(test);
    // `SURVIVAL_HEAP_SNAPSHOT=<file>` writes the heap after the run, to see what holds it.
    if (process.env.SURVIVAL_HEAP_SNAPSHOT) writeHeapSnapshot(process.env.SURVIVAL_HEAP_SNAPSHOT);

    report(
      `survival (${engine}): ${sent} requests sent, ${answered} answered in ${(loadMs / 1000).toFixed(1)} s ` +
        `by ${CONCURRENCY} loops over ${targets.length} endpoints; ${failures.length} failed; ` +
        `health ${healthChecks} probes, slowest ${healthMaxMs.toFixed(0)} ms; event loop delay max ` +
        `${(loopDelay.max / 1e6).toFixed(0)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms, longest ` +
        `collection ${gcMaxMs.toFixed(0)} ms; ` +
        `heap ${mb(heapBefore)} → ${mb(heapAfter)}, of which the bounded caches ${mb(cachedBefore)} → ` +
        `${mb(cachedAfter)}; growth less the caches' ${mb(heapAfter - heapBefore - (cachedAfter - cachedBefore))} ` +
        `(copies let go of on injected answers' stand-in sockets: ${mb(released)})`,
    );
    for (const { ms, text } of slowest) report(`  ${(ms / 1000).toFixed(1)} s: ${text}`);
    // What the server's caches hold, as its metrics say, beside the heap's figures.
    const metrics = await test.app.inject({ method: 'GET', url: '/management/prometheus' });
    report(
      metrics.body
        .split('\n')
        .filter((line) => /^\w*cache_bytes\b/.test(line))
        .map((line) => `  ${line}`)
        .join('\n'),
    );
    if (STATS) {
      for (const [endpoint, counts] of statuses)
        report(`${endpoint}: ${[...counts].map(([status, n]) => `${status}×${n}`).join(' ')}`);
    }

    // The run's session lasted throughout: had a request ended it, the rest would have been answered 401 alone.
    const account = await test.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { cookie: [...context.admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(account.statusCode, 'the run’s session still answers').toBe(200);
    // Every endpoint was sent, and answered, at least once.
    const unsent = targets
      .filter((target) => !statuses.has(target.endpoint))
      .map((target) => target.endpoint);
    expect(unsent, 'endpoints never answered').toEqual([]);
    expect(
      failures.map((failure) => `${failure.status} ${failure.request}\n  ${failure.detail}`),
      'requests answered 5xx, left unanswered or failing',
    ).toEqual([]);
    expect(slowHealth, `health answered later than ${HEALTH_DEADLINE_MS} ms or not UP`).toEqual([]);
    // What the bounded caches account for (each within its own byte bound, reported in the metrics as
    // `cache_bytes`) is taken out: a program's card index, say, grows with the triples the load imports until its
    // cache's bound. Nothing else is.
    expect(
      heapAfter - heapBefore - (cachedAfter - cachedBefore),
      `heap after a forced GC grew from ${mb(heapBefore)} before the load to ${mb(heapAfter)}, ` +
        `of which the bounded caches ${mb(cachedAfter - cachedBefore)}`,
    ).toBeLessThanOrEqual(HEAP_GROWTH_MAX_BYTES);
  });
});
