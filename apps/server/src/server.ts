import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DEMO_ADMIN_LOGIN, DEMO_TENANT_PUBLIC_ID } from './db/seed.js';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

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
  const app = await buildApp({ ...config, WEB_DIST: config.WEB_DIST ?? defaultWebDist });

  const generated = app.seedResult?.generatedAdminPassword;
  if (generated) {
    // Printed once, at the start that created the demo tenant; never logged again.
    console.log(
      `\nDemo tenant ${DEMO_TENANT_PUBLIC_ID} created. Sign in as "${DEMO_ADMIN_LOGIN}" with password: ${generated}\n`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
