import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

/** Migration 015's report index, as it was. */
const REPORT_INDEX_BEFORE = [
  'tenant_id',
  'first_message_date',
  'program_id',
  'agent_user_id',
  'channel',
  'source',
  'agent_group',
  'handle_ms',
  'alert_count',
  'correction_count',
  'message_count',
  'stage_path',
];

/**
 * The columns every message changes: none of them may be in an index of `conversation` (any index, its key, its
 * expressions or its predicate, keeps an update of them from being HOT on PostgreSQL 15). `first_message_date` changes
 * once, at the first message, and stays in the report index.
 */
const PER_MESSAGE = new Set([
  'current_stage',
  'last_message_from',
  'last_message_content',
  'last_message_date',
  'message_count',
  'handle_ms',
  'stage_path',
]);

/**
 * The transaction-local setting by which the conversations' writer tells migration 027's mark triggers that its
 * statement marks the conversation (its id) itself.
 */
export const FOLD_MARKED_SETTING = 'parlance.fold_marked';

/** The conversation's columns the rollups read (migration 027's `conversation_fold_update`). */
export const FOLDED = [
  'first_message_date',
  'program_id',
  'channel',
  'source',
  'agent_group',
  'handle_ms',
  'message_count',
  'alert_count',
  'agent_user_id',
  'correction_count',
  'stage_path',
];

/** True when a column the rollups read changed in the row's update (a trigger's test). */
export const changedFolded = FOLDED.map((column) => `old.${column} is distinct from new.${column}`).join(
  ' or ',
);

/** True unless the statement that writes the row has marked `conversation` itself. */
const notMarkedBy = (conversation: string) =>
  `current_setting('${FOLD_MARKED_SETTING}', true) is distinct from ${conversation}::text`;

/**
 * A message's update of its conversation is HOT on PostgreSQL (docs/PERFORMANCE.md "One tenant's writes"): it
 * writes its row's new version on the same page and no index entry, where it had written one in each of the
 * conversation's nine indexes. PostgreSQL only; SQLite has no HOT, and its indexes and triggers stay as they are.
 *
 * - The report index (015) loses the columns a message changes (`handle_ms`, `message_count`, `stage_path`): it
 *   still orders a report's period and holds its filters (and the counts of alerts and corrections, which a message
 *   changes only when it raises an alert); a report that reads the others reads them from the table.
 * - The idle simulations' partial index (024) holds the ongoing simulations by their start, not by their last
 *   activity (`coalesce(last_message_date, started_date)`): the sweep reads them all from it (a tenant's open
 *   simulations, a handful) and filters and orders them by their last activity from the table.
 * - `conversation` keeps a fifth of each page free (fillfactor 80), so that a new version finds room beside the old
 *   one. Rows written before this migration keep their pages as filled; new pages (and a table rewritten by
 *   `VACUUM FULL` or `CLUSTER`) get the room.
 * - Migration 027's marks for the report folder: a message's statement marks its conversation itself (one upsert
 *   of its `report_fold_pending` row), and says so in a transaction-local setting (`FOLD_MARKED_SETTING`, the
 *   conversation's id); the triggers on `conversation_stage` (insert, update) and `conversation` (update) skip the
 *   rows of that conversation while it is set, where they had upserted the same mark two or three times a message
 *   (about 0.15 ms of a 0.4 ms statement, `auto_explain`). Every other write (an import, a correction, a
 *   deletion, a foreign key's `set null`, any SQL of its own) marks through the triggers as before. The stage
 *   rows' delete trigger is its own (`conversation_stage_fold_delete`): a delete trigger cannot read `new`.
 * - `engagement_event` no longer has a foreign key to `tenant` (as 029 did for the rows a message inserts): the
 *   live events of every message of a tenant checked it, each taking a `FOR KEY SHARE` lock on the tenant's row in
 *   the message's transaction. The events are pruned by age; tenants are never deleted.
 */
export const conversationHotUpdatesMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    if (dialect !== 'postgres') return;
    await sql`drop index conversation_report`.execute(db);
    await db.schema
      .createIndex('conversation_report')
      .on('conversation')
      .columns(REPORT_INDEX_BEFORE.filter((column) => !PER_MESSAGE.has(column)))
      .execute();
    await sql`drop index conversation_idle_simulation`.execute(db);
    await sql`create index conversation_idle_simulation on conversation (started_date) where status = 'ongoing' and source = 'simulator'`.execute(
      db,
    );
    await sql`alter table conversation set (fillfactor = 80)`.execute(db);

    await sql`drop trigger conversation_stage_fold on conversation_stage`.execute(db);
    await sql
      .raw(`create trigger conversation_stage_fold after insert or update on conversation_stage for each row
        when (${notMarkedBy('new.conversation_id')}) execute function report_fold_mark()`)
      .execute(db);
    await sql`create trigger conversation_stage_fold_delete after delete on conversation_stage
      for each row execute function report_fold_mark()`.execute(db);
    await sql`drop trigger conversation_fold_update on conversation`.execute(db);
    await sql
      .raw(`create trigger conversation_fold_update after update on conversation for each row
        when ((${changedFolded}) and ${notMarkedBy('new.id')}) execute function report_fold_mark_conversation()`)
      .execute(db);

    await sql`alter table engagement_event drop constraint engagement_event_tenant_id_fkey`.execute(db);
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    if (dialect !== 'postgres') return;
    await sql`alter table engagement_event add constraint engagement_event_tenant_id_fkey foreign key (tenant_id) references tenant (id) on delete cascade`.execute(
      db,
    );
    await sql`drop trigger conversation_fold_update on conversation`.execute(db);
    await sql
      .raw(`create trigger conversation_fold_update after update on conversation for each row
        when (${changedFolded}) execute function report_fold_mark_conversation()`)
      .execute(db);
    await sql`drop trigger conversation_stage_fold_delete on conversation_stage`.execute(db);
    await sql`drop trigger conversation_stage_fold on conversation_stage`.execute(db);
    await sql`create trigger conversation_stage_fold after insert or update or delete on conversation_stage
      for each row execute function report_fold_mark()`.execute(db);
    await sql`alter table conversation reset (fillfactor)`.execute(db);
    await sql`drop index conversation_idle_simulation`.execute(db);
    await sql`create index conversation_idle_simulation on conversation ((coalesce(last_message_date, started_date))) where status = 'ongoing' and source = 'simulator'`.execute(
      db,
    );
    await sql`drop index conversation_report`.execute(db);
    await db.schema
      .createIndex('conversation_report')
      .on('conversation')
      .columns(REPORT_INDEX_BEFORE)
      .execute();
  },
});
