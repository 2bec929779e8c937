/**
 * Statements that coalesce: calls that arrive while others are on their way are made together, in one statement of
 * the caller's (`run`), per database handle on PostgreSQL. The conversations' writer commits its messages this way
 * (group commit, `conversation-writer.ts`, docs/PERFORMANCE.md "One tenant's writes"), and a message's read of its
 * engagement is made likewise (`findLiveConversation`, `conversation.repository.ts`). Nothing waits for a timer: an
 * item that finds fewer than `inFlight` batches on their way goes at once (alone, if nothing else waits); those that
 * come meanwhile wait for the first batch to return and then go together, up to `maxBatch` of them. With `key`, two
 * items of one key (a conversation) are never in one batch nor on their way at once: the second waits for the first
 * to return (it depends on what the first wrote), and goes in a later batch.
 *
 * A batch that fails as a whole fails each of its items the way a statement of that item alone would, or makes each
 * again alone: when `retryAlone(error)` says the error left nothing written (the database refused the statement,
 * which was its own transaction), each item goes again in a batch of its own, so that one item's fault (a value the
 * database refuses, say) fails that item only and the others succeed; otherwise (the connection was lost, and
 * whether the statement committed is unknown) each item fails with the error, as a statement of it alone would have.
 */
export interface BatchedStatementsOptions<T, R> {
  /** The most items one batch holds. */
  maxBatch: number;
  /** The most batches on their way at once. */
  inFlight: number;
  /** Items of one key go in separate batches, one after another; without it any items may go together. */
  key?(item: T): number;
  /** Whether `item` may join `batch` (which holds at least one item): a limit of the statement's; any, without it. */
  fits?(batch: readonly T[], item: T): boolean;
  /** Makes the items' statement; answers each one's result, in their order. */
  run(items: readonly T[]): Promise<R[]>;
  /** Whether a batch's failure left nothing written, so that its items may be made again each alone. */
  retryAlone(error: unknown): boolean;
}

interface Entry<T, R> {
  item: T;
  key: number | undefined;
  resolve(result: R): void;
  reject(error: unknown): void;
}

/** A queue of statements (one per database handle); answers the function that makes an item through it. */
export const batchedStatements = <T, R>(options: BatchedStatementsOptions<T, R>) => {
  let queue: Entry<T, R>[] = [];
  /** The keys of the batches on their way. */
  const busy = new Set<number>();
  let running = 0;

  const sendAlone = async (entry: Entry<T, R>) => {
    try {
      const [result] = await options.run([entry.item]);
      entry.resolve(result as R);
    } catch (error) {
      entry.reject(error);
    }
  };

  const send = async (batch: Entry<T, R>[]) => {
    let results: R[];
    try {
      results = await options.run(batch.map((entry) => entry.item));
    } catch (error) {
      if (batch.length > 1 && options.retryAlone(error)) await Promise.all(batch.map(sendAlone));
      else for (const entry of batch) entry.reject(error);
      return;
    }
    for (const [n, entry] of batch.entries()) entry.resolve(results[n] as R);
  };

  /** Starts batches while fewer than `inFlight` are on their way and items wait whose keys are free. */
  const pump = () => {
    while (running < options.inFlight && queue.length > 0) {
      const batch: Entry<T, R>[] = [];
      const items: T[] = [];
      const keys = new Set<number>();
      const left: Entry<T, R>[] = [];
      for (const entry of queue) {
        if (
          batch.length < options.maxBatch &&
          (entry.key === undefined || (!busy.has(entry.key) && !keys.has(entry.key))) &&
          (batch.length === 0 || options.fits === undefined || options.fits(items, entry.item))
        ) {
          batch.push(entry);
          items.push(entry.item);
          if (entry.key !== undefined) keys.add(entry.key);
        } else left.push(entry);
      }
      queue = left;
      // Every waiting item's key is on its way: they go when it returns.
      if (batch.length === 0) return;
      running++;
      for (const key of keys) busy.add(key);
      void send(batch).finally(() => {
        running--;
        for (const key of keys) busy.delete(key);
        pump();
      });
    }
  };

  return (item: T): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, key: options.key?.(item), resolve, reject });
      pump();
    });
};

/**
 * Whether a statement's error is one the database server sent (an SQLSTATE): the statement, its own transaction,
 * ended without a commit, so its items may be made again each alone (`retryAlone`).
 */
export const refusedByDatabase = (error: unknown) =>
  typeof (error as { code?: unknown } | null)?.code === 'string';

/**
 * `batchedStatements` with a queue per database handle, made on the handle's first call from `options(handle)`:
 * batches never mix handles (a test's database and the server's, say).
 */
export const batchedPerHandle = <H extends object, T, R>(
  options: (handle: H) => BatchedStatementsOptions<T, R>,
) => {
  const queues = new WeakMap<H, (item: T) => Promise<R>>();
  return (handle: H, item: T): Promise<R> => {
    let queue = queues.get(handle);
    if (queue === undefined) {
      queue = batchedStatements(options(handle));
      queues.set(handle, queue);
    }
    return queue(item);
  };
};
