import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { EngagementEventBus } from '../events/event-bus.js';
import type { RequestLoad } from '../plugins/request-load.js';
import type { ConversationImport } from './conversations/conversation-import.js';
import type { EngagementPipeline } from './conversations/engagement.pipeline.js';
import type { ReportWork } from './conversations/report-queries.js';
import type { ReportRollups } from './conversations/report-rollup.js';
import type { EngineService } from './engine/engine.service.js';
import type { Mailer } from './mail/mailer.js';
import type { TripleFileReader } from './studio/triple-import.js';
import type { WebhookWorker } from './webhooks/webhook.worker.js';

/**
 * What every module's routes, the demo data and the bench are given: the services `buildApp` creates once (the
 * composition root); no route plugin creates a service of its own.
 */
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
  /** Imports transcripts recorded elsewhere through the same labelling and writer (`/api/v1/conversations`, demo data). */
  conversationImport: ConversationImport;
  /** This instance's webhook delivery worker. */
  webhooks: WebhookWorker;
  /** What this instance's reports hold while they compute, bounded in bytes (cache `reports` in the metrics). */
  reportWork: ReportWork;
  /** The report rollups' folder (a timer on every instance) and whether a report may read them. */
  reportRollups: ReportRollups;
  /** Reads triples CSV files on a thread of its own (`studio/triple-import.worker.ts`). */
  tripleFiles: TripleFileReader;
  /** The address links in mail point at: `PUBLIC_URL`, or the address the request came to. */
  publicUrl(request: FastifyRequest): string;
  /** The requests being answered (`plugins/request-load.ts`). */
  load: RequestLoad;
}
