import type { Kysely } from 'kysely';

/**
 * Request counters of the rate limits, shared by every server instance on PostgreSQL: one row per route and
 * client address, with the end of its window in epoch milliseconds. Created on both engines so that the schema is
 * the same; SQLite counts in memory (one process owns the file) unless Redis is configured.
 */
export const rateLimitsMigration = () => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('rate_limit')
      .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rate_limit_expires_at').on('rate_limit').column('expires_at').execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await db.schema.dropTable('rate_limit').execute();
  },
});
