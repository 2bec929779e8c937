/**
 * Group commit: writes that arrive while others are on their way are written together, in one statement of the
 * caller's (`write`), by the conversations' writer on PostgreSQL (`conversation-writer.ts`, docs/PERFORMANCE.md
 * "One tenant's writes"). Nothing waits for a timer: an item that finds fewer than `inFlight` batches on their way
 * goes at once (alone, if nothing else waits); those that come meanwhile wait for the first batch to return and
 * then go together, up to `maxBatch` of them. Two items of one key (a conversation) are never in one batch nor on
 * their way at once: the second waits for the first to return (it depends on what the first wrote), and goes in a
 * later batch.
 *
 * A batch that fails as a whole fails each of its items the way a write of that item alone would, or writes each
 * again alone: when `retryAlone(error)` says the error left nothing written (the database refused the statement,
 * which was its own transaction), each item is written again in a batch of its own, so that one item's fault
 * (a value the database refuses, say) fails that item only and the others are written; otherwise (the connection
 * was lost, and whether the statement committed is unknown) each item fails with the error, as a write of it
 * alone would have.
 */
export interface GroupCommitOptions<T, R> {
  /** The most items one batch writes. */
  maxBatch: number;
  /** The most batches on their way at once. */
  inFlight: number;
  /** Items of one key go in separate batches, one after another. */
  key(item: T): number;
  /** Whether `item` may join `batch` (which holds at least one item): a limit of the statement's. */
  fits(batch: readonly T[], item: T): boolean;
  /** Writes the items in one statement; answers each one's result, in their order. */
  write(items: readonly T[]): Promise<R[]>;
  /** Whether a batch's failure left nothing written, so that its items may be written again each alone. */
  retryAlone(error: unknown): boolean;
}

interface Entry<T, R> {
  item: T;
  key: number;
  resolve(result: R): void;
  reject(error: unknown): void;
}

/** A queue of writes (one per database handle); answers the function that writes an item through it. */
export const groupCommit = <T, R>(options: GroupCommitOptions<T, R>) => {
  let queue: Entry<T, R>[] = [];
  /** The keys of the batches on their way. */
  const busy = new Set<number>();
  let running = 0;

  const writeAlone = async (entry: Entry<T, R>) => {
    try {
      const [result] = await options.write([entry.item]);
      entry.resolve(result as R);
    } catch (error) {
      entry.reject(error);
    }
  };

  const run = async (batch: Entry<T, R>[]) => {
    let results: R[];
    try {
      results = await options.write(batch.map((entry) => entry.item));
    } catch (error) {
      if (batch.length > 1 && options.retryAlone(error)) await Promise.all(batch.map(writeAlone));
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
          !busy.has(entry.key) &&
          !keys.has(entry.key) &&
          (batch.length === 0 || options.fits(items, entry.item))
        ) {
          batch.push(entry);
          items.push(entry.item);
          keys.add(entry.key);
        } else left.push(entry);
      }
      queue = left;
      // Every waiting item's key is on its way: they go when it returns.
      if (batch.length === 0) return;
      running++;
      for (const key of keys) busy.add(key);
      void run(batch).finally(() => {
        running--;
        for (const key of keys) busy.delete(key);
        pump();
      });
    }
  };

  return (item: T): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, key: options.key(item), resolve, reject });
      pump();
    });
};
