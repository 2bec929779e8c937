import { getHeapStatistics } from 'node:v8';
import { ERROR_KEYS, MESSAGES } from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../../db/migrate.js';
import { databaseUnavailable, HttpProblem } from '../../lib/problem.js';
import { secureRoute } from '../../plugins/access.js';
import { sendProblem } from '../../plugins/problems.js';
import type { AppContext } from '../context.js';

/**
 * Health, for load balancers and orchestrators:
 * - `/management/health/liveness`: the process is up and serving (no database call); restart it when this fails.
 * - `/management/health/readiness`: the database answers and every migration of this code has run, and the server
 *   is not shutting down; send it traffic only while this is 200.
 * - `/management/health`: the database answers (as before readiness existed).
 * The database is asked on a connection of its own (`Db.probe`), never behind the server's queries or write
 * transactions, and counts as unreachable when it does not answer within `HEALTH_PROBE_TIMEOUT_MS`.
 * All answer 503 with a problem body (`errorKey: dbunavailable`) when the database cannot be reached, and all
 * (liveness too) answer 503 (`errorKey: heaplimit`) while the heap in use is above `HEAP_DOWN_RATIO` of its limit,
 * so that an orchestrator restarts the server before the heap runs out.
 */
export const healthRoutes = async (app: FastifyInstance, { db, config }: AppContext) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Migrations are never undone, so once all have been seen to run they need not be read again.
  let migrated = false;

  const databaseUp = async (request: { log: FastifyInstance['log'] }) => {
    try {
      // On a connection of its own (`Db.probe`), so that health answers within its deadline however busy the
      // server's connections are.
      await db.probe();
      return true;
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return false;
    }
  };

  /** The heap's use against its limit, when it is above `HEAP_DOWN_RATIO` of it. */
  const heapDown = (request: { log: FastifyInstance['log'] }, reply: Parameters<typeof sendProblem>[0]) => {
    const { used_heap_size: used, heap_size_limit: limit } = getHeapStatistics();
    if (used <= config.HEAP_DOWN_RATIO * limit) return undefined;
    const usedMb = Math.round(used / 1024 / 1024);
    const limitMb = Math.round(limit / 1024 / 1024);
    request.log.error({ usedMb, limitMb }, 'health check: heap near its limit');
    return sendProblem(
      reply,
      new HttpProblem(
        503,
        'Service Unavailable',
        `${MESSAGES.heapExhausted} (${usedMb} of ${limitMb} MiB)`,
        ERROR_KEYS.heapLimit,
      ),
    );
  };

  secureRoute(app, 'GET /management/health/liveness', async (request, reply) => {
    return heapDown(request, reply) ?? { status: 'UP' };
  });

  secureRoute(app, 'GET /management/health/readiness', async (request, reply) => {
    const down = heapDown(request, reply);
    if (down) return down;
    if (closing) {
      return sendProblem(
        reply,
        new HttpProblem(503, 'Service Unavailable', MESSAGES.shuttingDown, ERROR_KEYS.shuttingDown),
      );
    }
    if (!(await databaseUp(request))) return sendProblem(reply, databaseUnavailable());
    if (!migrated) {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) {
        return sendProblem(
          reply,
          new HttpProblem(
            503,
            'Service Unavailable',
            MESSAGES.migrationsPending(pending),
            ERROR_KEYS.migrationsPending,
          ),
        );
      }
      migrated = true;
    }
    return {
      status: 'UP',
      components: { db: { status: 'UP', database: db.dialect }, migrations: { status: 'UP' } },
    };
  });

  secureRoute(app, 'GET /management/health', async (request, reply) => {
    const down = heapDown(request, reply);
    if (down) return down;
    if (!(await databaseUp(request))) return sendProblem(reply, databaseUnavailable());
    return { status: 'UP', components: { db: { status: 'UP', database: db.dialect } } };
  });
};
