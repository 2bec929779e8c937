import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { EngagementEventBus } from '../events/event-bus.js';
import type { RequestLoad } from '../plugins/request-load.js';
import type { EngagementPipeline } from './conversations/engagement.pipeline.js';
import type { EngineService } from './engine/engine.service.js';
import type { Mailer } from './mail/mailer.js';

/** What every module's routes are given: the database, the configuration and the mailer. */
export interface AppContext {
  db: Db;
  config: Config & { secureCookies: boolean };
  mailer: Mailer;
  /** The conversation engine's trained models, live conversations and knowledge-card index. */
  engine: EngineService;
  /** The live events of engagements, across instances (in process on SQLite, LISTEN/NOTIFY on PostgreSQL). */
  events: EngagementEventBus;
  /** Starts engagements and labels, stores and publishes their messages: the socket's and `/api/v1`'s one path. */
  engagements: EngagementPipeline;
  /** The address links in mail point at: `PUBLIC_URL`, or the address the request came to. */
  publicUrl(request: FastifyRequest): string;
  /** The requests being answered (`plugins/request-load.ts`). */
  load: RequestLoad;
}
