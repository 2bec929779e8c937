import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { fillDemoData } from './demo/demo-data.js';
import { DEMO_ADMIN_LOGIN, DEMO_TENANT_PUBLIC_ID } from './demo/seed.js';
import { isDatabaseUnavailable } from './lib/db-errors.js';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const defaultFrameDist = fileURLToPath(new URL('../../frame/dist', import.meta.url));

/** A signal ends the process within this time, whatever is still running. */
const SHUTDOWN_LIMIT_MS = 9_000;
/** Log output waiting for a reader beyond this is dropped rather than held. */
const MAX_BUFFERED_LOG_BYTES = 1024 * 1024;

// A closed pipe (EPIPE) on standard output or error must neither end the process nor stop it from shutting down.
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});

/**
 * Where log lines go: standard output, never waiting for it. Lines are dropped while the output is closed or its
 * reader has fallen more than 1 MiB behind, so that serving and shutting down never depend on being able to log.
 */
const logStream = {
  write(line: string) {
    const out = process.stdout;
    if (out.destroyed || !out.writable || out.writableLength > MAX_BUFFERED_LOG_BYTES) return;
    out.write(line);
  },
};

let app: FastifyInstance | undefined;

/**
 * What a start prints, whatever the log level: where the server answers and, at the start that created the demo
 * tenant, how to sign in (the generated password is printed this once and never logged).
 */
const banner = (
  address: string,
  config: ReturnType<typeof loadConfig>,
  generatedPassword: string | undefined,
  fillsDemo: boolean,
) => {
  const lines = [``, `Parlance is running at ${config.PUBLIC_URL ?? address}`];
  if (generatedPassword) {
    lines.push(
      `Demo tenant ${DEMO_TENANT_PUBLIC_ID} created. Sign in as "${DEMO_ADMIN_LOGIN}" with password: ${generatedPassword}`,
    );
  }
  if (fillsDemo) lines.push('A month of demo conversations is being imported in the background.');
  if (config.HOST === '127.0.0.1' || config.HOST === 'localhost' || config.HOST === '::1') {
    lines.push('Only this machine can reach it; set HOST=0.0.0.0 to listen on every address.');
  }
  if (config.LOG_LEVEL !== 'info' && config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace') {
    lines.push(`Requests are not logged at LOG_LEVEL=${config.LOG_LEVEL}; LOG_LEVEL=info logs each one.`);
  }
  return `${lines.join('\n')}\n`;
};
let closing = false;

const log = (level: 'info' | 'warn' | 'error' | 'fatal', data: object, message: string) => {
  try {
    if (app) app.log[level](data, message);
    else console.error(message);
  } catch {
    // Logging is best effort.
  }
};

const closeAndExit = (built: FastifyInstance, exitCode: number) => {
  built.close().then(
    () => process.exit(exitCode),
    (error: unknown) => {
      log('error', { err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
};

/** Stops accepting, lets requests in flight finish, closes the database, exits; forced after SHUTDOWN_LIMIT_MS. */
const shutdown = (reason: string, exitCode = 0) => {
  if (closing) {
    // A second signal while closing: stop at once.
    process.exit(exitCode || 1);
  }
  closing = true;
  setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS);
  log('info', { reason }, 'shutting down');
  // Still starting: the start closes the app as soon as it is built (or the timer ends the process).
  if (!app) return;
  closeAndExit(app, exitCode);
};

process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
// A database that goes away never ends the process: requests answer 503 until it is back.
process.on('unhandledRejection', (reason) => {
  log(isDatabaseUnavailable(reason) ? 'warn' : 'error', { err: reason }, 'unhandled rejection');
});
process.on('uncaughtException', (error) => {
  if (isDatabaseUnavailable(error)) {
    log('warn', { err: error }, 'database error outside a request');
    return;
  }
  log('fatal', { err: error }, 'uncaught exception');
  shutdown('uncaughtException', 1);
});

const main = async () => {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // A database that cannot be reached at start is waited for, as one that goes away later is.
  while (!app) {
    try {
      app = await buildApp(
        {
          ...config,
          WEB_DIST: config.WEB_DIST ?? defaultWebDist,
          FRAME_DIST: config.FRAME_DIST ?? defaultFrameDist,
        },
        { logger: { level: config.LOG_LEVEL, stream: logStream } },
      );
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      if (closing) process.exit(0);
      console.error(`The database cannot be reached (${String(error)}); trying again in 2 seconds.`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      if (closing) process.exit(0);
    }
  }

  if (closing) {
    closeAndExit(app, 0);
    return;
  }
  const started = app;
  const address = await started.listen({ port: config.PORT, host: config.HOST });
  const fillsDemo = Boolean(started.seedResult?.created && config.DEMO_DATA);
  console.log(banner(address, config, started.seedResult?.generatedAdminPassword, fillsDemo));
  // The stage model's regression trains in slices while the server answers, before the first engagement needs it.
  started.context.engine
    .warm()
    .catch((error: unknown) => started.log.error({ err: error }, 'stage model training failed'));
  // The start that created the demo tenant fills it while the server answers; shutting down stops it between
  // conversations, and `npm run demo-data` completes it later.
  if (started.seedResult?.created && config.DEMO_DATA)
    fillDemoData(started.context, {
      log: (line) => started.log.info(line),
      shouldStop: () => closing,
    }).catch((error: unknown) => started.log.warn({ err: error }, 'demo data failed'));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
