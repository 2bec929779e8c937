// `npm run generate -w packages/api-client`: writes `src/openapi.d.ts` (the `/api/v1` client's) and
// `src/app-openapi.d.ts` (the web app's) from the server's OpenAPI document, without a network: the app is built in-process (an in-memory SQLite, no demo tenant) and asked for its document. Only
// this build script imports the server; the client itself (`src/`) knows the generated types alone.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../../apps/server/src/app.js';
import { makeConfig } from '../../../apps/server/src/config.js';
import { APP_TYPES_FILE, appTypesOf, TYPES_FILE, typesOf } from './types-of.js';

const app = await buildApp(
  makeConfig({ DATABASE_URL: 'sqlite::memory:', SEED: 'false', LOG_LEVEL: 'silent' }),
);
try {
  await app.ready();
  for (const [name, make] of [
    [TYPES_FILE, typesOf],
    [APP_TYPES_FILE, appTypesOf],
  ] as const) {
    const file = fileURLToPath(new URL(`../${name}`, import.meta.url));
    await writeFile(file, await make(app.swagger()));
    console.log(`wrote ${file}`);
  }
} finally {
  await app.close();
}
