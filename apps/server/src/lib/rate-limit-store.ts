import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** One counted request: how many requests the key has made in its window, and the milliseconds the window has left. */
export interface Hit {
  current: number;
  ttl: number;
}

/** A counter of requests per key and fixed window, shared by every server instance that uses the same backend. */
interface Counter {
  hit(key: string, windowMs: number): Promise<Hit>;
  close(): Promise<void>;
}

/** The database's clock in milliseconds, so that instances whose clocks differ still agree on the windows. */
const NOW_MS = sql<number>`(extract(epoch from now()) * 1000)::bigint`;

/**
 * PostgreSQL: one row per key in `rate_limit`, counted by one atomic upsert per request. A window that has run out
 * starts again at 1; expired rows are swept once a minute.
 */
const databaseCounter = (db: Db, log: FastifyBaseLogger): Counter => {
  const sweep = setInterval(() => {
    sql`delete from rate_limit where expires_at < ${NOW_MS}`
      .execute(db.kysely)
      .catch((error: unknown) => log.warn({ err: error }, 'rate limit sweep failed'));
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const { rows } = await sql<Hit>`
        insert into rate_limit (key, hits, expires_at) values (${key}, 1, ${NOW_MS} + ${windowMs})
        on conflict (key) do update set
          hits = case when rate_limit.expires_at <= ${NOW_MS} then 1 else rate_limit.hits + 1 end,
          expires_at = case when rate_limit.expires_at <= ${NOW_MS} then ${NOW_MS} + ${windowMs}
                            else rate_limit.expires_at end
        returning hits as current, expires_at - ${NOW_MS} as ttl`.execute(db.kysely);
      const row = rows[0];
      if (!row) throw new Error('rate limit upsert returned no row');
      return { current: Number(row.current), ttl: Number(row.ttl) };
    },
    async close() {
      clearInterval(sweep);
    },
  };
};

/** INCR and, on the first hit of a window (or a key left without expiry), PEXPIRE; atomic as one script. */
const REDIS_HIT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/**
 * Redis: a counter per key that expires with its window. Commands are not queued while Redis is away (they fail at
 * once), so a lost Redis never holds a request.
 */
const redisCounter = async (url: string, log: FastifyBaseLogger): Promise<Counter> => {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    keyPrefix: 'parlance:rate-limit:',
  });
  const warn = throttled(log, 'rate limit store (Redis) unavailable');
  // Without a listener an 'error' event would end the process; ioredis reconnects by itself.
  redis.on('error', warn);
  await redis.connect().catch(warn);
  return {
    async hit(key, windowMs) {
      const [current, ttl] = (await redis.eval(REDIS_HIT, 1, key, windowMs)) as [number, number];
      return { current, ttl };
    },
    async close() {
      redis.disconnect();
    },
  };
};

/** Logs a failure at most once every 30 seconds, so that an outage does not flood the log. */
const throttled = (log: FastifyBaseLogger, message: string) => {
  let last = 0;
  return (error: unknown) => {
    const now = Date.now();
    if (now - last < 30_000) return;
    last = now;
    log.warn({ err: error }, message);
  };
};

type IncrCallback = (error: Error | null, result?: Hit) => void;

export interface SharedRateLimitStore {
  /** The store class for `@fastify/rate-limit`'s `store` option. */
  Store: FastifyRateLimitStoreCtor;
  close(): Promise<void>;
}

/**
 * The rate-limit store shared by every instance: Redis when `REDIS_URL` is set, else the database on PostgreSQL.
 * On SQLite without Redis there is none (`undefined`): one process owns the file, and the plugin's in-memory store
 * counts correctly.
 *
 * When the backend cannot be reached the limiter lets the request through (fail open) and logs it: refusing every
 * sign-in because Redis is away would turn its outage into one of sign-in, while the per-account lock (in the
 * database) still bounds password guessing, and a request that needs the database answers 503 anyway.
 */
export const createSharedRateLimitStore = async (options: {
  db: Db;
  redisUrl?: string;
  log: FastifyBaseLogger;
}): Promise<SharedRateLimitStore | undefined> => {
  const { db, redisUrl, log } = options;
  if (!redisUrl && db.dialect !== 'postgres') return undefined;
  const counter = redisUrl ? await redisCounter(redisUrl, log) : databaseCounter(db, log);
  const warn = throttled(log, 'rate limit store unavailable; requests are let through');

  class Store {
    readonly prefix: string;

    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      counter.hit(`${this.prefix}${key}`, timeWindow).then(
        (hit) => callback(null, hit),
        (error: Error) => {
          warn(error);
          callback(error);
        },
      );
    }

    /** Each rate-limited route counts apart, as with the plugin's own stores. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin passes the route's merged limit options, the route itself under `routeInfo`.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new Store(undefined, `${String(route?.method ?? '')} ${String(route?.url ?? '')}|`);
    }
  }

  return { Store, close: () => counter.close() };
};
