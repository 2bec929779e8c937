// `npm run demo-data`: fills the demo tenant of the configured database (`DATABASE_URL`) with 30 days of
// conversations (demo-data.ts), making the demo tenant first if it does not exist. A second run adds nothing.
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createConversationImport } from '../modules/conversations/conversation-import.js';
import { createEngineService } from '../modules/engine/engine.service.js';
import { fillDemoData } from './demo-data.js';
import { DEMO_ADMIN_LOGIN, DEMO_TENANT_PUBLIC_ID, seed } from './seed.js';

const main = async () => {
  const config = loadConfig();
  const db = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(db);
    const seeded = await seed(db, config.ADMIN_PASSWORD);
    if (seeded.generatedAdminPassword)
      console.log(
        `Demo tenant ${DEMO_TENANT_PUBLIC_ID} created. Sign in as "${DEMO_ADMIN_LOGIN}" with password: ${seeded.generatedAdminPassword}`,
      );
    // This command's own composition root: the engine and the import the server would create, without a server.
    const engine = createEngineService();
    const conversationImport = createConversationImport({ db, engine });
    await fillDemoData({ db, engine, conversationImport }, { log: (line) => console.log(line) });
  } finally {
    await db.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
