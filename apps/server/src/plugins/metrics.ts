import type { FastifyInstance } from 'fastify';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type Db, statementKinds } from '../db/database.js';
import { registerCacheMetrics } from '../lib/bounded-cache.js';
import { unauthorized } from '../lib/problem.js';
import { secureRoute } from './access.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry (one per app: tests build many apps in one process). */
    metrics: Registry;
  }
}

const SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** Times every query of a Kysely instance: started in `transformQuery`, ended in `transformResult`. */
/**
 * When each query was compiled, shared by the connections' timers: a list may build a statement on the read
 * worker's instance and run it on the main connection (`lib/list.ts`).
 */
const started = new WeakMap<object, number>();

class QueryTimer implements KyselyPlugin {
  /** The histogram's series of this connection, looked up once rather than by its labels at every query. */
  private readonly series: { observe(seconds: number): void };
  constructor(
    histogram: Histogram<'dialect' | 'kind' | 'connection'>,
    dialect: string,
    connection: 'main' | 'read-worker',
  ) {
    this.series = histogram.labels({ dialect, kind: 'query', connection });
  }
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    started.set(queryId, performance.now());
    return node;
  }
  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const at = started.get(queryId);
    if (at !== undefined) this.series.observe((performance.now() - at) / 1000);
    return result;
  }
}

/**
 * Prometheus metrics at `/management/prometheus`: requests by route pattern, method and status (count and
 * duration), database query durations and, on PostgreSQL, the pool's connections; and Node's defaults (heap,
 * event-loop lag, GC, handles). Returns the database to use, whose queries are timed.
 */
export const registerMetrics = (app: FastifyInstance, db: Db): Db => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  app.decorate('metrics', registry);

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern, method and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // Unmatched paths share one label, so that scanners cannot grow the label set.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time the database took to answer queries, by engine and connection (main, or the SQLite read worker).',
    labelNames: ['dialect', 'kind', 'connection'] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  if (db.pool) {
    const pool = db.pool;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections, by state (total, idle, waiting clients).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  registerCacheMetrics(registry, 'statement-kinds', statementKinds);

  return {
    ...db,
    kysely: db.kysely.withPlugin(new QueryTimer(queries, db.dialect, 'main')),
    reader: db.reader?.withPlugin(new QueryTimer(queries, db.dialect, 'read-worker')),
  };
};

/** The metrics in Prometheus' text format; with a token (`METRICS_TOKEN`), only for `Authorization: Bearer <token>`. */
export const metricsRoute = (app: FastifyInstance, token: string | undefined) => {
  secureRoute(app, 'GET /management/prometheus', async (request, reply) => {
    if (token && request.headers.authorization !== `Bearer ${token}`) throw unauthorized();
    return reply.type(app.metrics.contentType).send(await app.metrics.metrics());
  });
};
