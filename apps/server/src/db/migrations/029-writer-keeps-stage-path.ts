import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';
import { createStagePathTriggers } from './015-report-rollups.js';

/** The tables a message's write inserts into whose rows also name their tenant, beside their conversation. */
const TENANT_KEYED = ['conversation_message', 'conversation_stage', 'compliance_alert'] as const;

/**
 * A message's write on its own rows only (ARCHITECTURE.md "How a conversation message travels"):
 *
 * - The conversations' writer keeps `conversation.stage_path` in the statement that updates the conversation (an
 *   appended message adds its stage at the path's end unless the path names it; an import or a correction reads
 *   it from the stage rows it has just written). Migration 015's triggers on `conversation_stage`, which updated
 *   the conversation's row a second time whenever a message reached a new stage, go.
 * - PostgreSQL: the rows a message inserts (its message, stage rows and alerts) no longer have a foreign key to
 *   `tenant`. Checking one takes a `FOR KEY SHARE` lock on the tenant's row in the message's transaction, so every
 *   concurrent write of a tenant locked the same row (no wait, but a multixact on that row for each write beside
 *   another). They keep the key to their conversation, whose row the write locks anyway and whose deletion (and
 *   its tenant's, through it) deletes them. SQLite has one writer and cannot drop a key without rebuilding the
 *   table; its keys stay.
 */
export const writerKeepsStagePathMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    for (const event of ['insert', 'update', 'delete'])
      await sql
        .raw(
          `drop trigger conversation_stage_path_${event}${dialect === 'postgres' ? ' on conversation_stage' : ''}`,
        )
        .execute(db);
    if (dialect !== 'postgres') return;
    await sql`drop function conversation_stage_path()`.execute(db);
    for (const table of TENANT_KEYED)
      await sql.raw(`alter table ${table} drop constraint ${table}_tenant_id_fkey`).execute(db);
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    if (dialect === 'postgres')
      for (const table of TENANT_KEYED)
        await sql
          .raw(
            `alter table ${table} add constraint ${table}_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade`,
          )
          .execute(db);
    await createStagePathTriggers(db, dialect);
  },
});
