import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createJobThread, type JobThread } from './job-thread.js';

/**
 * A thread that answers `{ id, n }` with the thread it ran on, `n` replies of one part each (the part's number)
 * then the end; `n` of -1 makes it exit, -2 answer an error.
 */
const WORKER = `
  import { parentPort, threadId } from 'node:worker_threads';
  parentPort.on('message', ({ id, n }) => {
    if (n === -1) process.exit(3);
    if (n === -2) return parentPort.postMessage({ id, error: 'refused ' + id });
    for (let part = 0; part < n; part++) parentPort.postMessage({ id, part });
    parentPort.postMessage({ id, done: threadId });
  });
`;
const entry = () => new URL(`data:text/javascript,${encodeURIComponent(WORKER)}`);

type Reply = { id: number; part?: number; done?: number; error?: string };
interface Result {
  parts: number[];
  ranOn: number;
}

let inlineRuns = 0;
const threads: JobThread<{ n: number }, Result>[] = [];
const jobThread = () => {
  const thread = createJobThread<{ n: number }, Result, Reply, number[]>({
    entry,
    idleMs: 10_000,
    message: (id, { n }) => ({ id, n }),
    state: () => [],
    receive(reply, parts) {
      if (reply.part !== undefined) {
        parts.push(reply.part);
        return undefined;
      }
      if (reply.error !== undefined) return { error: new Error(reply.error) };
      return { result: { parts, ranOn: reply.done! } };
    },
    inline: async ({ n }) => {
      inlineRuns++;
      return { parts: Array.from({ length: Math.max(n, 0) }, (_, i) => i), ranOn: threadId };
    },
    closedMessage: 'closed',
  });
  threads.push(thread);
  return thread;
};

afterEach(async () => {
  await Promise.all(threads.splice(0).map((thread) => thread.close()));
  inlineRuns = 0;
});

describe('a job thread', () => {
  it('runs jobs on a thread of its own, gathering each job’s replies in order', async () => {
    const thread = jobThread();
    const results = await Promise.all([3, 0, 5].map((n) => thread.run({ n })));
    expect(results.map((r) => r.parts)).toEqual([[0, 1, 2], [], [0, 1, 2, 3, 4]]);
    // Not the test's thread, and one thread for all three jobs.
    expect(results[0]!.ranOn).not.toBe(threadId);
    expect(new Set(results.map((r) => r.ranOn)).size).toBe(1);
    expect(thread.onThread()).toBe(true);
    expect(inlineRuns).toBe(0);
    expect(thread.finished()).toEqual({ onThread: 3, inline: 0 });
  });

  it('rejects a job its thread answers with an error, and keeps the thread', async () => {
    const thread = jobThread();
    await expect(thread.run({ n: -2 })).rejects.toThrow('refused 0');
    expect((await thread.run({ n: 1 })).parts).toEqual([0]);
    expect(thread.onThread()).toBe(true);
    // A refused job is finished too.
    expect(thread.finished()).toEqual({ onThread: 2, inline: 0 });
  });

  it('runs the pending and later jobs inline once its thread exits', async () => {
    const thread = jobThread();
    const first = await thread.run({ n: 1 });
    // The second is sent behind the one that ends the thread, so both are pending when it exits.
    const exiting = thread.run({ n: -1 });
    const behind = thread.run({ n: 2 });
    expect(await exiting).toEqual({ parts: [], ranOn: threadId });
    expect(await behind).toEqual({ parts: [0, 1], ranOn: threadId });
    expect(thread.onThread()).toBe(false);
    expect(await thread.run({ n: 1 })).toEqual({ parts: [0], ranOn: threadId });
    expect(first.ranOn).not.toBe(threadId);
    // The exiting job and the one behind it ran inline, and the later one too.
    expect(inlineRuns).toBe(3);
    expect(thread.finished()).toEqual({ onThread: 1, inline: 3 });
  });

  it('rejects what is pending at close', async () => {
    const thread = jobThread();
    const running = expect(thread.run({ n: 100_000 })).rejects.toThrow('closed');
    await thread.close();
    await running;
    expect(thread.onThread()).toBe(false);
  });
});
