import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { createTextSearchIndex, dropTextSearchIndex } from '../text-search.js';

/** The user columns the lists filter by text (`contains`, `startsWith`, `endsWith`). */
const USER_SEARCH_COLUMNS = ['login', 'email', 'first_name', 'last_name', 'external_code'] as const;

export const textSearchIndexesMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    await createTextSearchIndex(db, dialect, 'app_user', USER_SEARCH_COLUMNS);
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await dropTextSearchIndex(db, dialect, 'app_user', USER_SEARCH_COLUMNS);
  },
});
