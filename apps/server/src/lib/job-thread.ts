import { Worker } from 'node:worker_threads';

/** What a thread's reply means for its job: done with a result, failed, or (undefined) more replies to come. */
export type JobOutcome<Output> = { result: Output } | { error: Error } | undefined;

export interface JobThreadOptions<Input, Output, Reply extends { id: number }, State> {
  /** The thread's entry (`threadEntry`), read when a thread is started. */
  entry: () => URL;
  /** A thread idle this long is stopped. */
  idleMs: number;
  /** The message that asks the thread for a job (the thread answers with replies carrying the same `id`). */
  message(id: number, input: Input): unknown;
  /** A job's state while its replies come in (say, the rows received so far). */
  state(input: Input): State;
  /** What a reply means for its job. */
  receive(reply: Reply, state: State): JobOutcome<Output>;
  /** The same job done on the event loop: what runs once the thread has failed. */
  inline(input: Input): Promise<Output>;
  /** What rejects the jobs pending at `close`. */
  closedMessage: string;
}

export interface JobThread<Input, Output> {
  run(input: Input): Promise<Output>;
  /** Whether jobs still run on the thread (false once it has failed and they run inline, or after `close`). */
  onThread(): boolean;
  /** Jobs finished so far by the thread and on the event loop (inline), whatever their outcome. */
  finished(): { onThread: number; inline: number };
  close(): Promise<void>;
}

/**
 * One worker thread running jobs in the order asked: started at a job, stopped once idle for `idleMs`, and holding
 * the process open only while a job is pending. Should the thread fail (an error, or an exit not asked for), its
 * pending jobs and every later one run inline on the event loop instead, so that the work keeps being done.
 * `close` rejects what is pending and stops the thread.
 */
export const createJobThread = <Input, Output, Reply extends { id: number }, State>(
  options: JobThreadOptions<Input, Output, Reply, State>,
): JobThread<Input, Output> => {
  let worker: Worker | undefined;
  let failed = false;
  let next = 0;
  const finished = { onThread: 0, inline: 0 };
  let idle: NodeJS.Timeout | undefined;
  const pending = new Map<
    number,
    { input: Input; state: State; resolve: (result: Output) => void; reject: (error: Error) => void }
  >();

  const runInline = (input: Input) => {
    const done = () => {
      finished.inline++;
    };
    const running = options.inline(input);
    running.then(done, done);
    return running;
  };

  const fail = (from: Worker) => {
    if (worker !== from) return;
    worker = undefined;
    failed = true;
    const orphans = [...pending.values()];
    pending.clear();
    for (const job of orphans) runInline(job.input).then(job.resolve, job.reject);
  };

  /** Once no job is pending, the thread no longer holds the process open, and is stopped if it stays idle. */
  const settled = (started: Worker) => {
    if (pending.size > 0) return;
    started.unref();
    idle = setTimeout(() => {
      if (worker !== started || pending.size > 0) return;
      worker = undefined;
      void started.terminate();
    }, options.idleMs);
    idle.unref();
  };

  const start = () => {
    const started = new Worker(options.entry());
    started.on('message', (reply: Reply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      const outcome = options.receive(reply, job.state);
      if (!outcome) return;
      pending.delete(reply.id);
      finished.onThread++;
      settled(started);
      if ('error' in outcome) job.reject(outcome.error);
      else job.resolve(outcome.result);
    });
    started.on('error', () => fail(started));
    started.on('exit', () => fail(started));
    return started;
  };

  return {
    run(input) {
      if (failed) return runInline(input);
      clearTimeout(idle);
      worker ??= start();
      worker.ref();
      const id = next++;
      const running = worker;
      return new Promise((resolve, reject) => {
        pending.set(id, { input, state: options.state(input), resolve, reject });
        running.postMessage(options.message(id, input));
      });
    },
    onThread: () => !failed,
    finished: () => ({ ...finished }),
    async close() {
      clearTimeout(idle);
      const running = worker;
      worker = undefined;
      failed = true;
      for (const job of pending.values()) job.reject(new Error(options.closedMessage));
      pending.clear();
      await running?.terminate();
    },
  };
};
