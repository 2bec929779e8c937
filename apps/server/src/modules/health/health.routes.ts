import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { secureRoute } from '../../plugins/access.js';

/** 200 when the database answers, 503 when it does not. */
export const healthRoutes = async (app: FastifyInstance, { db }: AppContext) => {
  secureRoute(app, 'GET /management/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(db.kysely);
      return { status: 'UP', components: { db: { status: 'UP', database: db.dialect } } };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply.code(503).type('application/problem+json').send({
        title: 'Service Unavailable',
        status: 503,
        detail: 'The database is unreachable.',
        message: 'The database is unreachable.',
        errorKey: 'db.down',
      });
    }
  });
};
