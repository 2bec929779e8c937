import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { createInProcessEventBus, type EngagementEventBus } from './event-bus.js';

/** The event bus the database calls for (DESIGN.md section 7). */
export const createEventBus = async (
  db: Db,
  _config: Config,
  _log: FastifyBaseLogger,
): Promise<EngagementEventBus> => createInProcessEventBus(db);
