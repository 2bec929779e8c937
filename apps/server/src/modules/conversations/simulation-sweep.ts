import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.js';
import type { EngagementPipeline } from './engagement.pipeline.js';

/** Idle simulations ended by one pass at most; the next pass takes the rest. */
const SWEEP_BATCH = 200;

/** The ongoing simulations whose last activity is before `idleBefore`, oldest first (a pass's read). */
export const idleSimulationsQuery = (db: Executor, idleBefore: string) =>
  db
    .selectFrom('conversation')
    .select(['tenant_id', 'engagement_id'])
    .where('status', '=', 'ongoing')
    .where('source', '=', 'simulator')
    .where(sql<string>`coalesce(last_message_date, started_date)`, '<', idleBefore)
    .orderBy(sql`coalesce(last_message_date, started_date)`)
    .limit(SWEEP_BATCH);

export interface SimulationSweepOptions {
  db: Db;
  engagements: Pick<EngagementPipeline, 'end'>;
  log: FastifyBaseLogger;
  /** A simulation with no message for this long ends (`SIMULATION_IDLE_TIMEOUT`, 30 minutes). */
  idleMs: number;
  /** How often a pass runs (`SIMULATION_SWEEP_EVERY`, a minute). */
  everyMs: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
}

/**
 * Ends simulations left without an End (the simulator's tab closed, say): a simulator conversation whose last
 * message, or start when it has none, is older than `idleMs` is ended through the engagement pipeline, as an End
 * from the frame would, so that Supervisor, its live events and the `engagement.ended` webhook see it end.
 *
 * Every instance sweeps; they never end one twice: the end is a conditional update (still ongoing, still idle), and
 * only the instance whose update changed the row publishes the end. A message stored meanwhile keeps it going. The
 * pass reads the partial index `conversation_idle_simulation` (migration 024), which holds the ongoing simulations
 * alone, by their last activity.
 */
export const createSimulationSweep = ({
  db,
  engagements,
  log,
  idleMs,
  everyMs,
  now = Date.now,
}: SimulationSweepOptions) => {
  /** One pass as of `at` (ms): the number of simulations it ended. */
  const sweep = async (at: number = now()): Promise<number> => {
    const idleBefore = new Date(at - idleMs).toISOString();
    const idle = await idleSimulationsQuery(db.kysely, idleBefore).execute();
    let ended = 0;
    for (const row of idle) {
      const result = await engagements.end({
        tenantId: row.tenant_id,
        engagementId: row.engagement_id,
        idleBefore,
      });
      if (result.ok && result.endedNow) ended++;
    }
    return ended;
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    sweep,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = sweep()
          .catch((error: unknown) => log.warn({ err: error }, 'idle simulation sweep failed'))
          .finally(() => {
            running = undefined;
          });
      }, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
};

export type SimulationSweep = ReturnType<typeof createSimulationSweep>;
