import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { createInProcessEventBus, type EngagementEventBus } from './event-bus.js';
import { createPostgresEventBus } from './event-bus.postgres.js';

/**
 * The event bus the database calls for (DESIGN.md section 7): PostgreSQL `LISTEN/NOTIFY` when instances may share
 * the database, an in-process emitter on SQLite (one process).
 */
export const createEventBus = async (
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
): Promise<EngagementEventBus> =>
  db.dialect === 'postgres'
    ? createPostgresEventBus(db, { url: config.DATABASE_URL, log })
    : createInProcessEventBus(db);
