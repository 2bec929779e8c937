// `npm run generate -w packages/api-client`: writes `src/openapi.d.ts` from the server's OpenAPI document, without
// a network: the app is built in-process (an in-memory SQLite, no demo tenant) and asked for its document. Only
// this build script imports the server; the client itself (`src/`) knows the generated types alone.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../../apps/server/src/app.js';
import { makeConfig } from '../../../apps/server/src/config.js';
import { TYPES_FILE, typesOf } from './types-of.js';

const app = await buildApp(
  makeConfig({ DATABASE_URL: 'sqlite::memory:', SEED: 'false', LOG_LEVEL: 'silent' }),
);
try {
  await app.ready();
  const file = fileURLToPath(new URL(`../${TYPES_FILE}`, import.meta.url));
  await writeFile(file, await typesOf(app.swagger()));
  console.log(`wrote ${file}`);
} finally {
  await app.close();
}
