import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { ENGAGEMENT_EVENTS_RETENTION_MS, EXTERNAL_ENGAGEMENT_ID_MAX, MESSAGES } from '@parlance/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { type Db, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { type SeedResult, seed } from './demo/seed.js';
import { createInProcessEventBus } from './events/event-bus.in-process.js';
import { deleteOldEvents } from './events/event-bus.js';
import { createPostgresEventBus } from './events/event-bus.postgres.js';
import { registerCacheMetrics } from './lib/bounded-cache.js';
import { tooManyRequests } from './lib/problem.js';
import { createSharedRateLimitStore } from './lib/rate-limit-store.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { firstPaintOf } from './modules/account/first-paint.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { apiKeyRoutes } from './modules/api-keys/api-key.routes.js';
import { engagementsApiRoutes } from './modules/api-keys/engagements-api.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { deleteExpiredSessions } from './modules/auth/session.repository.js';
import { createSessionLookup } from './modules/auth/session-lookup.js';
import type { AppContext } from './modules/context.js';
import { createConversationImport } from './modules/conversations/conversation-import.js';
import { createEngagementPipeline } from './modules/conversations/engagement.pipeline.js';
import { ReportWork } from './modules/conversations/report-queries.js';
import { createReportRollups } from './modules/conversations/report-rollup.js';
import { createSimulationSweep, type SimulationSweep } from './modules/conversations/simulation-sweep.js';
import { clientAppRoutes } from './modules/departments/client-app.routes.js';
import { departmentRoutes } from './modules/departments/department.routes.js';
import { engineRoutes } from './modules/engine/engine.routes.js';
import { createEngineService } from './modules/engine/engine.service.js';
import { testSetRoutes } from './modules/engine/test-set.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createMailer } from './modules/mail/mailer.js';
import { productRoutes } from './modules/products/product.routes.js';
import { programRoutes } from './modules/programs/program.routes.js';
import { reportingRoutes } from './modules/reporting/reporting.routes.js';
import { roleRoutes } from './modules/roles/role.routes.js';
import { stageModelRoutes } from './modules/studio/stage-model.routes.js';
import { tripleRoutes } from './modules/studio/triple.routes.js';
import { createTripleFileReader } from './modules/studio/triple-import.js';
import { engagementRoutes } from './modules/supervisor/engagement.routes.js';
import { eventRoutes } from './modules/supervisor/events.routes.js';
import { tenantRoutes } from './modules/tenant/tenant.routes.js';
import { userRoutes } from './modules/users/user.routes.js';
import { webhookRoutes } from './modules/webhooks/webhook.routes.js';
import { createWebhookWorker, type WebhookWorker } from './modules/webhooks/webhook.worker.js';
import { secureRoute } from './plugins/access.js';
import { registerAuthentication } from './plugins/authentication.js';
import { registerCompression } from './plugins/compression.js';
import { registerCsrf } from './plugins/csrf.js';
import { registerGracefulClose } from './plugins/graceful-close.js';
import { registerInputCheck } from './plugins/input-check.js';
import { metricsRoute, registerMetrics } from './plugins/metrics.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerProblemHandler, sendFrameworkProblem } from './plugins/problems.js';
import { registerRequestLoad } from './plugins/request-load.js';
import { registerFrameApp, registerWebApp } from './plugins/web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    context: AppContext;
    seedResult: SeedResult | undefined;
    /** This instance's webhook delivery worker. */
    webhooks: WebhookWorker;
    simulationSweep: SimulationSweep;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise `DATABASE_URL` is opened. */
  db?: Db;
  logger?: FastifyServerOptions['logger'];
}

/** The whole server: used by `server.ts` and by every test. Migrates, and seeds when `SEED` is on. */
export const buildApp = async (config: Config, options: BuildOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    // Only behind a proxy may X-Forwarded-For name the client; otherwise anyone could dodge the rate limits.
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // Room for an integrator's own engagement id (up to 128 characters) in a path; a longer part answers 414.
    routerOptions: { maxParamLength: 2 * EXTERNAL_ENGAGEMENT_ID_MAX },
    frameworkErrors: sendFrameworkProblem,
  });
  const ownsDb = !options.db;
  const openedDb =
    options.db ??
    openDatabase(config.DATABASE_URL, {
      onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost'),
      statementTimeoutMs: config.STATEMENT_TIMEOUT,
    });
  try {
    await migrateToLatest(openedDb);
    app.decorate('seedResult', config.SEED ? await seed(openedDb, config.ADMIN_PASSWORD) : undefined);
  } catch (error) {
    // The database could not be prepared (unreachable, say): close what was opened, so that a retry starts clean.
    if (ownsDb) await openedDb.close();
    throw error;
  }
  // Before any route, so that every route is documented; the metrics time every query the app makes.
  await registerOpenApi(app, { publicUrl: config.PUBLIC_URL });
  const db = registerMetrics(app, openedDb);

  const secureCookies = config.PUBLIC_URL?.startsWith('https://') ?? false;
  // PostgreSQL `LISTEN/NOTIFY` when instances may share the database; an in-process emitter on SQLite (one process).
  const events =
    db.dialect === 'postgres'
      ? await createPostgresEventBus(db, { url: config.DATABASE_URL, log: app.log })
      : createInProcessEventBus(db);
  // The composition root: every service is created here, once, and given to the routes, the demo data and the
  // bench through `context`; no route plugin creates one (the structure check).
  const context = {
    db,
    config: { ...config, secureCookies },
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db, log: app.log }),
    engine: createEngineService({ metrics: app.metrics }),
    events,
    publicUrl: (request) => config.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`,
    load: registerRequestLoad(app),
  } as AppContext;
  context.engagements = createEngagementPipeline({ ...context, metrics: app.metrics });
  context.conversationImport = createConversationImport({ ...context, metrics: app.metrics });
  // Signed webhooks: queued in the transactions of their events, sent by this instance's delivery worker.
  context.webhooks = createWebhookWorker({
    db,
    log: app.log,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
    retryBaseMs: config.WEBHOOK_RETRY_BASE,
  });
  const { webhooks } = context;
  context.reportWork = new ReportWork();
  const unregisterReportWork = registerCacheMetrics(app.metrics, 'reports', context.reportWork);
  // Every instance folds the conversations written since into the report rollups, outside their writes.
  context.reportRollups = createReportRollups({ db, log: app.log, everyMs: config.REPORT_FOLD_EVERY });
  const { reportRollups } = context;
  app.addHook('onReady', async () => reportRollups.start());
  // Triples files are parsed, checked and keyed on a thread of their own.
  context.tripleFiles = createTripleFileReader();
  app.decorate('webhooks', webhooks);
  app.decorate('context', context);
  // Simulations left without an End end by themselves after SIMULATION_IDLE_TIMEOUT; every instance sweeps.
  const simulationSweep = createSimulationSweep({
    db,
    engagements: context.engagements,
    log: app.log,
    idleMs: config.SIMULATION_IDLE_TIMEOUT,
    everyMs: config.SIMULATION_SWEEP_EVERY,
  });
  app.decorate('simulationSweep', simulationSweep);
  app.addHook('onReady', async () => simulationSweep.start());

  registerProblemHandler(app);
  registerGracefulClose(app);
  await registerCompression(app);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // Shared by every instance (Redis, or the database on PostgreSQL); in memory on SQLite. Fails open: see the store.
  const rateLimitStore = await createSharedRateLimitStore({ db, redisUrl: config.REDIS_URL, log: app.log });
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitStore ? { store: rateLimitStore.Store, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(MESSAGES.rateLimited, undefined, Math.ceil(context.ttl / 1000)),
  });
  // `/api/v1` takes a bearer key and no cookie, so a forged cross-site request has nothing to ride on.
  registerCsrf(app, { exempt: (url) => url.startsWith('/collect/') || url.startsWith('/api/v1/') });
  registerInputCheck(app);
  registerAuthentication(app, {
    db,
    sessions: createSessionLookup(db, config.SESSION_LIFETIME),
    databaseUrl: config.DATABASE_URL,
    secureCookies,
    principalCache: config.PRINCIPAL_CACHE,
  });

  await app.register(healthRoutes, context);
  await app.register(authRoutes, context);
  await app.register(accountRoutes, context);
  await app.register(tenantRoutes, context);
  await app.register(productRoutes, context);
  await app.register(analyticsRoutes, context);
  await app.register(roleRoutes, context);
  await app.register(programRoutes, context);
  await app.register(departmentRoutes, context);
  await app.register(clientAppRoutes, context);
  await app.register(auditRoutes, context);
  await app.register(userRoutes, context);
  await app.register(tripleRoutes, context);
  await app.register(stageModelRoutes, context);
  await app.register(engineRoutes, context);
  await app.register(testSetRoutes, context);
  await app.register(engagementRoutes, context);
  await app.register(eventRoutes, context);
  await app.register(apiKeyRoutes, context);
  await app.register(engagementsApiRoutes, context);
  await app.register(reportingRoutes, context);
  await app.register(webhookRoutes, context);
  app.addHook('onReady', async () => webhooks.start());
  await registerFrameApp(app, config.FRAME_DIST);
  secureRoute(app, 'GET /api-docs/openapi.json', async () => app.swagger());
  metricsRoute(app, config.METRICS_TOKEN);
  await registerWebApp(app, config.WEB_DIST, firstPaintOf(db));

  const sweep = setInterval(() => {
    deleteExpiredSessions(db.kysely).catch((error: unknown) =>
      app.log.warn({ err: error }, 'session sweep failed'),
    );
    deleteOldEvents(db.kysely, ENGAGEMENT_EVENTS_RETENTION_MS).catch((error: unknown) =>
      app.log.warn({ err: error }, 'live event sweep failed'),
    );
  }, 60 * 60_000);
  sweep.unref();

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await simulationSweep.stop();
    await reportRollups.stop();
    await webhooks.stop();
    unregisterReportWork();
    await context.tripleFiles.close();
    context.mailer.close();
    await context.engine.close();
    await rateLimitStore?.close();
    await events.close();
    if (ownsDb) await db.close();
  });
  return app;
};
