import type { Kysely } from 'kysely';

/**
 * The deletes of what expired, by the expiry's time, on both engines: the sessions' (the hourly sweep;
 * `session.repository.ts`) and the engine's resume tokens' (at every connection of the assist frame's socket, each
 * token living a day; `engine.routes.ts`). Without an index each read the whole table, on SQLite while holding the
 * event loop (ARCHITECTURE.md "Tests").
 */
export const expiryIndexesMigration = () => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    await db.schema.createIndex('session_expires').on('session').column('expires_at').execute();
    await db.schema
      .createIndex('engine_resume_token_expires')
      .on('engine_resume_token')
      .column('expires_at')
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('engine_resume_token_expires').execute();
    await db.schema.dropIndex('session_expires').execute();
  },
});
