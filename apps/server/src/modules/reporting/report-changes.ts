import { setImmediate as yieldToEvents } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database.js';
import {
  pruneReportChanges,
  type ReportChangeBound,
  reportChangeBound,
} from '../conversations/report.repository.js';
import { REPORT_CHANGES_KEPT_MS, type ReportHourStore } from './report-hours.js';

/** How often each instance prunes report changes. */
const PRUNE_EVERY_MS = 60_000;
/** Rows deleted per statement, and statements per round at most (the rest waits for the next round). */
const PRUNE_BATCH = 1_000;
const PRUNE_BATCHES = 50;

/**
 * Deletes the report changes (migration 020) that have been final for longer than `keptMs`. Each round notes the
 * bound below which changes are final now (`reportChangeBound`) and deletes below the newest bound noted at least
 * `keptMs` ago: a store that read the tenant since then (its reads are at most `REPORT_CHANGES_READ_WITHIN_MS` old)
 * reads only at or above that bound, so it misses nothing. Any instance may prune; each notes its own bounds.
 */
export class ReportChangePruner {
  private readonly bounds: { at: number; bound: ReportChangeBound }[] = [];

  constructor(
    private readonly db: Executor,
    private readonly keptMs = REPORT_CHANGES_KEPT_MS,
  ) {}

  /** One round at `now` (epoch milliseconds): how many changes it deleted. */
  async prune(now = Date.now()): Promise<number> {
    this.bounds.push({ at: now, bound: await reportChangeBound(this.db) });
    let bound: ReportChangeBound | undefined;
    while (this.bounds.length > 0 && now - this.bounds[0]!.at >= this.keptMs)
      bound = this.bounds.shift()!.bound;
    if (bound === undefined) return 0;
    let deleted = 0;
    for (let batch = 0; batch < PRUNE_BATCHES; batch++) {
      const count = await pruneReportChanges(this.db, bound, PRUNE_BATCH);
      deleted += count;
      if (count < PRUNE_BATCH) break;
      await yieldToEvents();
    }
    return deleted;
  }
}

/**
 * Every minute, brings the store's tenants up to date with the change feed (`ReportHourStore.refresh`) and prunes
 * report changes, until the returned stop is called (which waits for a round in progress).
 */
export const startReportChangePruning = (db: Executor, store: ReportHourStore, log: FastifyBaseLogger) => {
  const pruner = new ReportChangePruner(db);
  let round: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    // A round still running (a large backlog) is not joined by another.
    round ??= store
      .refresh()
      .catch((error: unknown) => log.warn({ err: error }, 'report changes not read'))
      .then(() => pruner.prune())
      .catch((error: unknown) => log.warn({ err: error }, 'report changes not pruned'))
      .finally(() => {
        round = undefined;
      });
  }, PRUNE_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await round;
  };
};
