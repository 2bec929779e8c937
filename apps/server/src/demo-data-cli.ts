// `npm run demo-data`: fills the demo tenant of the configured database (`DATABASE_URL`) with 30 days of
// conversations (demo-data.ts), making the demo tenant first if it does not exist. A second run adds nothing.
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { fillDemoData } from './demo/demo-data.js';
import { DEMO_ADMIN_LOGIN, DEMO_TENANT_PUBLIC_ID } from './demo/seed.js';

const main = async () => {
  const config = loadConfig();
  // The services as the server creates them (`buildApp`, the one composition root), seeding the demo tenant; the
  // app is never made ready, so it listens to nothing and starts no worker.
  const app = await buildApp({ ...config, SEED: true }, { logger: false });
  try {
    const seeded = app.seedResult;
    if (seeded?.generatedAdminPassword)
      console.log(
        `Demo tenant ${DEMO_TENANT_PUBLIC_ID} created. Sign in as "${DEMO_ADMIN_LOGIN}" with password: ${seeded.generatedAdminPassword}`,
      );
    await fillDemoData(app.context, { log: (line) => console.log(line) });
  } finally {
    await app.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
