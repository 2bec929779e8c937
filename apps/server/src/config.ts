import {
  API_KEY_REQUESTS_PER_MINUTE,
  ENGAGEMENT_EVENTS_BUFFER,
  WEBHOOK_RETRY_BASE_MS,
} from '@parlance/shared';
import { z } from 'zod';

/** Parses a duration such as `8h`, `30m`, `45s`, `7d` or plain seconds into milliseconds. */
const duration = z.string().transform((value, ctx) => {
  const match = /^(\d+)\s*(ms|s|m|h|d)?$/.exec(value.trim());
  if (!match) {
    ctx.addIssue({ code: 'custom', message: 'expected a duration such as 30m, 8h or 7d' });
    return z.NEVER;
  }
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] ?? 's'] ?? 1000;
  return Number(match[1]) * unit;
});

const databaseUrl = z
  .string()
  .refine((value) => /^(sqlite:|postgres(ql)?:\/\/)/.test(value), 'expected sqlite:PATH or postgres://…');

const url = z.url({ protocol: /^https?$/ });

/** The environment the server reads, once, at start-up. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Loopback unless told: a first start (whose demo admin has a printed password) is not reachable from elsewhere. */
  HOST: z.string().default('127.0.0.1'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  DATABASE_URL: databaseUrl.default('sqlite:data/parlance.db'),
  PUBLIC_URL: url.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'expected smtp://… or smtps://…')
    .optional(),
  MAIL_FROM: z.string().default('Parlance <no-reply@parlance.local>'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(100).optional(),
  SESSION_LIFETIME: duration.refine((ms) => ms > 0, 'must be longer than 0').default(8 * 3_600_000),
  LOGIN_LOCK_THRESHOLD: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_DURATION: duration.default(15 * 60_000),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Request lines are logged at `info`: the default `warn` keeps the console to problems and the start banner. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  /**
   * The longest a PostgreSQL statement may run (its `statement_timeout`) and the longest a read may run on the
   * SQLite read worker; past it the request answers 503 with `Retry-After`. Reports and exports get the longer
   * `LONG_STATEMENT_TIMEOUT` (see `db/statement-timeout.ts`); migrations have none.
   */
  STATEMENT_TIMEOUT: duration.refine((ms) => ms >= 1 && ms <= 3_600_000, 'must be 1ms to 1h').default(15_000),
  LONG_STATEMENT_TIMEOUT: duration
    .refine((ms) => ms >= 1 && ms <= 3_600_000, 'must be 1ms to 1h')
    .default(120_000),
  /**
   * The V8 heap limit `npm start` gives the server, in MiB; default 75 % of the container's memory (cgroup), or of
   * the machine's, at most 4096 (see `scripts/start.mjs`).
   */
  HEAP_LIMIT_MB: z.coerce.number().int().min(64).max(65_536).optional(),
  /**
   * Heap use, as a share of the heap limit, above which `/management/health` and its liveness answer DOWN (503),
   * so that an orchestrator restarts the server before the heap runs out.
   */
  HEAP_DOWN_RATIO: z.coerce.number().gt(0).max(1).default(0.9),
  WEB_DIST: z.string().optional(),
  /** The built assist frame (`apps/frame/dist`), served at `/frame/`. */
  FRAME_DIST: z.string().optional(),
  /** The frame's absolute base URL; default `/frame/` under `PUBLIC_URL` or the request's address. */
  FRAME_URL: url.optional(),
  /** Comma-separated origins whose pages may embed the frame and post to it; default the server's own. */
  FRAME_PARENT_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const origins = value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean);
      for (const origin of origins) {
        if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
          ctx.addIssue({
            code: 'custom',
            message: `expected origins such as https://app.example.com (${origin})`,
          });
          return z.NEVER;
        }
      }
      return origins;
    }),
  ANALYTICS_WRITE_KEY: z.string().min(1).max(100).default('parlance-embedded'),
  ANALYTICS_CDN_ENABLED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  ANALYTICS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  COLLECTOR_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Requests a tenant API key may make a minute on each `/api/v1` endpoint. */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(API_KEY_REQUESTS_PER_MINUTE),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'expected redis://… or rediss://…')
    .optional(),
  /** When set, `/management/prometheus` wants `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** How often a live event stream gets a heartbeat, which also checks that its session still holds. */
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  /** Events a live event stream may have waiting for a slow client before it is dropped. */
  EVENTS_BUFFER: z.coerce.number().int().min(1).max(100_000).default(ENGAGEMENT_EVENTS_BUFFER),
  /**
   * `off` keeps no principal between requests: every signed-in request reads it from the database (one round trip).
   * Set alike on every instance (see docs/ARCHITECTURE.md, "Principal cache").
   */
  PRINCIPAL_CACHE: z
    .enum(['on', 'off'])
    .default('on')
    .transform((value) => value === 'on'),
  /**
   * `true` lets webhooks call `http` addresses and private, loopback and link-local ones (tests, on-premise
   * receivers); otherwise only `https` to public addresses, checked again on the resolved address at every send.
   */
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** The wait before a webhook delivery's first retry; each next one doubles (tests shorten it). */
  WEBHOOK_RETRY_BASE: duration.refine((ms) => ms > 0, 'must be longer than 0').default(WEBHOOK_RETRY_BASE_MS),
  /** A simulation with no message for this long ends by itself (`conversations/simulation-sweep.ts`). */
  SIMULATION_IDLE_TIMEOUT: duration.refine((ms) => ms > 0, 'must be longer than 0').default(30 * 60_000),
  /** How often each instance looks for idle simulations. */
  SIMULATION_SWEEP_EVERY: duration.refine((ms) => ms > 0, 'must be longer than 0').default(60_000),
  /**
   * How often each instance folds the conversations written since into the report rollups
   * (`conversations/report-rollup.ts`); `0` folds only before a report.
   */
  REPORT_FOLD_EVERY: duration.default(500),
  SEED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * Whether the start that creates the demo tenant also fills it with 30 days of conversations (`npm run
   * demo-data` does it at any time). Off in the test suites and the end-to-end tests, which do not need it.
   */
  DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type Config = z.infer<typeof configSchema>;
export type ConfigInput = z.input<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads and validates the configuration; a bad value names the variable. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const input = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
};

/** For tests and tools: a full configuration from partial input. */
export const makeConfig = (input: ConfigInput = {}): Config => configSchema.parse(input);
