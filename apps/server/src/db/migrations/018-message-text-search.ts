import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { createTextSearchIndex, dropTextSearchIndex } from '../text-search.js';

/**
 * The Supervisor list's search by what was said: a text-search index on messages' content (FTS5 trigrams on
 * SQLite, a pg_trgm index on PostgreSQL), so that a search reads the messages that hold the text, never every
 * message of the tenant. Existing messages are indexed as the index is made.
 */
export const messageTextSearchMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    await createTextSearchIndex(db, dialect, 'conversation_message', ['content']);
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await dropTextSearchIndex(db, dialect, 'conversation_message', ['content']);
  },
});
