import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ServerFrame } from '@parlance/shared';
import { WebSocketClient } from '../test/support/engine-client.js';
import { type EngineLoadInput, type EngineLoadOutput, percentile } from './support.js';

/**
 * The engine bench's load generator, in a process of its own. `BENCH_ENGINE_LOAD` is an `EngineLoadInput`
 * (`support.ts`) as JSON. Each engagement gets a frame ticket of its own (`POST /api/simulator/frame-ticket`), its
 * own socket, `engagement_start` with a fresh `PLATFORM<n>` id on one of `programs`, then one message every
 * `intervalMs` (Agent and Visitor in turn); the time from each send to its `label` frame (matched by engagement id
 * and index) is measured. The starts are spread evenly over `rampMs` (one interval when left out), then the clock
 * runs `seconds` more. Prints one JSON line, an `EngineLoadOutput`: `{sent, labelled, errors, closed, p50, p95,
 * p99, max}` over every message (milliseconds), the same over the steady load alone (`steady`: from one interval
 * after the last start, when every engagement sends at its pace and no start is on its way), and with
 * `recordSends` the send times.
 */
const input = JSON.parse(process.env.BENCH_ENGINE_LOAD ?? '') as EngineLoadInput;
/** The servers, engagement n on server n mod their count. */
const targets = [input, ...(input.others ?? [])];
for (const target of targets)
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(target.address)) throw new Error('loopback only');
type Socket = InstanceType<typeof WebSocketClient>;

const AGENT = [
  'Thank you for calling, my name is Sam, how can I help you today?',
  'Can I have your date of birth and the zip code you live in?',
  'Are you currently enrolled in Medicare Part A and Part B?',
  'Which doctors do you see regularly, so I can check they are in network?',
  'This plan has a zero dollar premium and includes dental and vision cover.',
  'The maximum out of pocket for this plan is 3,400 dollars a year.',
  'Would you like me to go ahead and enrol you in this plan today?',
  'Is there anything else I can help you with before we finish?',
];
const VISITOR = [
  'Hi, I got a letter about Medicare Advantage and wanted to ask some questions.',
  'Sure, it is March 3rd 1957 and I live in 33101.',
  'Yes, I have both parts A and B since last year.',
  'I see Dr. Patel for my heart and a dentist twice a year.',
  'Does it cover my prescriptions, I take metformin and lisinopril?',
  'How much would I pay when I see a specialist?',
  'That sounds good, yes please go ahead.',
  'No, that is everything, thank you very much.',
];

const times: number[] = [];
/** Each round trip with the second of the run its message was sent in (0 from the clock's start). */
const bySecond: { second: number; ms: number }[] = [];
let sent = 0;
let errors = 0;
let closed = 0;
const pending = new Map<string, number>();
/** Epoch milliseconds of each send, comparable across processes on this machine. */
const sentAt: Record<string, number> = {};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tries a socket's opening (its ticket and session) takes at most: a server under load may answer 503 for a while. */
const OPEN_ATTEMPTS = 8;

const ticket = async (target: (typeof targets)[number]) => {
  let response: Response | undefined;
  for (let attempt = 1; attempt <= OPEN_ATTEMPTS; attempt++) {
    response = await fetch(`${target.address}/api/simulator/frame-ticket`, {
      method: 'POST',
      headers: { cookie: target.cookie, 'x-xsrf-token': target.xsrf },
    });
    // Shed while the server is busy: again after the time it asks for (or a second).
    if (response.status !== 503) break;
    await sleep(1000 * Math.max(1, Number(response.headers.get('retry-after') ?? 1)));
  }
  if (!response?.ok) throw new Error(`frame ticket: ${response?.status}`);
  return ((await response.json()) as { ticket: string }).ticket;
};

/** Opens a socket past its session frame, again after a refusal (before the clock starts); frames after that go to `onFrame`. */
const open = async (n: number, onFrame: (frame: ServerFrame) => void): Promise<Socket> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await openOnce(n, onFrame);
    } catch (error) {
      if (attempt >= OPEN_ATTEMPTS) throw error;
      await sleep(1000);
    }
  }
};

const openOnce = async (n: number, onFrame: (frame: ServerFrame) => void): Promise<Socket> => {
  const target = targets[n % targets.length] ?? input;
  const socketUrl = `${target.address.replace(/^http/, 'ws')}/api/engine/ws`;
  const socket = new WebSocketClient(`${socketUrl}?ticket=${encodeURIComponent(await ticket(target))}`, {
    headers: { origin: new URL(target.address).origin },
  });
  return new Promise((resolve, reject) => {
    let ready = false;
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ServerFrame;
      if (!ready && frame.type === 'session') {
        ready = true;
        resolve(socket);
      } else onFrame(frame);
    });
    socket.on('error', (error) => {
      if (!ready) reject(error);
    });
    socket.on('close', (code) => {
      if (!ready) reject(new Error(`closed ${code} before the session frame`));
      else if (running) closed++;
    });
  });
};

let running = true;
const engagement = async (n: number, startAt: number, stopAt: number) => {
  const engagementId = `PLATFORM${1_000_000 + n}${Math.floor(Math.random() * 1000)}`;
  const program = input.programs[n % input.programs.length] ?? 0;
  let started!: () => void;
  let isStarted = false;
  const startedPromise = new Promise<void>((resolve) => {
    started = resolve;
  });
  const socket = await open(n, (frame) => {
    if (frame.type === 'started') {
      isStarted = true;
      started();
    } else if (frame.type === 'label') {
      const key = `${frame.engagementId}:${frame.index}`;
      const at = pending.get(key);
      if (at !== undefined) {
        const ms = performance.now() - at;
        times.push(ms);
        bySecond.push({ second: Math.floor((performance.timeOrigin + at - begin) / 1000), ms });
        pending.delete(key);
      }
    } else if (frame.type === 'error') {
      errors++;
      // A refused start ends this engagement (rather than waiting for a `started` that never comes).
      if (!isStarted) started();
    }
  });
  await sleep(Math.max(0, startAt - Date.now()));
  socket.send(JSON.stringify({ engagementId, type: 'engagement_start', program, content: '' }));
  await startedPromise;
  if (!isStarted) return socket;
  for (let index = 0; Date.now() < stopAt; index++) {
    const agent = index % 2 === 0;
    const lines = agent ? AGENT : VISITOR;
    const content = lines[Math.floor(index / 2) % lines.length] ?? '';
    pending.set(`${engagementId}:${index}`, performance.now());
    if (input.recordSends) sentAt[`${engagementId}:${index}`] = performance.timeOrigin + performance.now();
    socket.send(
      JSON.stringify({ engagementId, type: agent ? 'agent_message' : 'visitor_message', program, content }),
    );
    sent++;
    await sleep(input.intervalMs);
  }
  return socket;
};

// Sockets are opened a few at a time before the clock starts; the starts are then spread over the ramp.
const rampMs = input.rampMs ?? input.intervalMs;
const begin = Date.now() + 1000 + input.engagements * 10;
const stopAt = begin + rampMs + input.seconds * 1000;
/** Seconds of the clock from which the load is steady: every engagement started, its first message sent. */
const steadyFromS = Math.ceil((rampMs + input.intervalMs) / 1000);
const runs: Promise<Socket>[] = [];
for (let n = 0; n < input.engagements; n++) {
  runs.push(engagement(n, begin + (n * rampMs) / input.engagements, stopAt));
  if (n % 10 === 9) await sleep(50);
}
// This process's own event loop while the clock runs: a busy load generator adds its delays to every round trip.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
void sleep(Math.max(0, begin - Date.now())).then(() => loopDelay.enable());
const sockets = await Promise.all(runs);
loopDelay.disable();
// The last labels: wait until none is missing, at most 10 seconds.
for (let waited = 0; pending.size > 0 && waited < 10_000; waited += 100) await sleep(100);
running = false;
for (const socket of sockets) socket.close();
times.sort((a, b) => a - b);
/** The round trips of the messages sent in each window of `WINDOW_S` seconds: where in the run the tail is. */
const WINDOW_S = 5;
const windows: EngineLoadOutput['windows'] = [];
for (let from = 0; from < rampMs / 1000 + input.seconds; from += WINDOW_S) {
  const inWindow = bySecond
    .filter((each) => each.second >= from && each.second < from + WINDOW_S)
    .map((each) => each.ms)
    .sort((a, b) => a - b);
  windows.push({
    fromS: from,
    toS: from + WINDOW_S,
    count: inWindow.length,
    p50: percentile(inWindow, 50),
    p95: percentile(inWindow, 95),
    p99: percentile(inWindow, 99),
  });
}
const steady = bySecond
  .filter((each) => each.second >= steadyFromS)
  .map((each) => each.ms)
  .sort((a, b) => a - b);
const result: EngineLoadOutput = {
  steady: {
    fromS: steadyFromS,
    count: steady.length,
    p50: percentile(steady, 50),
    p95: percentile(steady, 95),
    p99: percentile(steady, 99),
  },
  sent,
  labelled: times.length,
  errors,
  closed,
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  p99: percentile(times, 99),
  max: times[times.length - 1] ?? 0,
  windows,
  // Less the sampling timer's own 10 ms interval.
  loopDelayP99: Math.max(0, Math.round((loopDelay.percentile(99) / 1e6 - 10) * 100) / 100),
  loopDelayMax: Math.max(0, Math.round((loopDelay.max / 1e6 - 10) * 100) / 100),
  ...(input.recordSends ? { sentAt } : {}),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
