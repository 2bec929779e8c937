import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

/** What separates the stages of `conversation.stage_path`: a control character no stage label holds. */
export const STAGE_PATH_SEPARATOR = '\u001f';

/** The stage path of conversation `id` (SQL text) from its stage rows: those with messages, by their first message. */
const stagePathOf = (dialect: Dialect, id: string) =>
  dialect === 'postgres'
    ? `(select string_agg(stage, chr(31) order by first_index) from conversation_stage s where s.conversation_id = ${id} and s.messages > 0)`
    : `(select group_concat(stage, char(31)) from (select stage from conversation_stage s where s.conversation_id = ${id} and s.messages > 0 order by first_index))`;

/**
 * The triggers that kept `stage_path` from 015 to 029: after each write of a stage row that reaches a stage, no
 * longer reaches it or moves its first message, the conversation's path is read again from its rows. Migration
 * 029 drops them (the writer keeps the path in its own statements) and makes them again when undone.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
export const createStagePathTriggers = async (db: Kysely<any>, dialect: Dialect) => {
  const path = (id: string) => stagePathOf(dialect, id);
  // Only a stage reached or no longer reached, or a new first message in it, changes the path.
  const changed =
    dialect === 'postgres'
      ? '(old.messages > 0) <> (new.messages > 0) or old.first_index is distinct from new.first_index'
      : '(old.messages > 0) <> (new.messages > 0) or old.first_index is not new.first_index';
  if (dialect === 'postgres') {
    await sql
      .raw(`create function conversation_stage_path() returns trigger language plpgsql as $$
      declare target integer;
      begin
        target := case when tg_op = 'DELETE' then old.conversation_id else new.conversation_id end;
        update conversation set stage_path = ${path('target')} where id = target;
        return null;
      end $$`)
      .execute(db);
    await sql
      .raw(`create trigger conversation_stage_path_insert after insert on conversation_stage for each row
      when (new.messages > 0) execute function conversation_stage_path()`)
      .execute(db);
    await sql
      .raw(`create trigger conversation_stage_path_update after update on conversation_stage for each row
      when (${changed}) execute function conversation_stage_path()`)
      .execute(db);
    await sql
      .raw(`create trigger conversation_stage_path_delete after delete on conversation_stage for each row
      when (old.messages > 0) execute function conversation_stage_path()`)
      .execute(db);
  } else {
    await sql
      .raw(`create trigger conversation_stage_path_insert after insert on conversation_stage
      when new.messages > 0 begin
        update conversation set stage_path = ${path('new.conversation_id')} where id = new.conversation_id;
      end`)
      .execute(db);
    await sql
      .raw(`create trigger conversation_stage_path_update after update on conversation_stage
      when ${changed} begin
        update conversation set stage_path = ${path('new.conversation_id')} where id = new.conversation_id;
      end`)
      .execute(db);
    await sql
      .raw(`create trigger conversation_stage_path_delete after delete on conversation_stage
      when old.messages > 0 begin
        update conversation set stage_path = ${path('old.conversation_id')} where id = old.conversation_id;
      end`)
      .execute(db);
  }
};

/**
 * Reporting at scale (ARCHITECTURE.md "Reporting"): on each conversation the stages it reached in the order it
 * first reached them (`stage_path`), kept by triggers on `conversation_stage` in the transaction of every write of
 * those rows (a message, a correction, an import), so that the reports that count stages (funnel, flow, assist
 * impact, agents) read one index entry a conversation instead of its stage rows. A covering index serves a
 * report's period and filters; another serves the stage rows of those conversations. Existing rows are filled in.
 */
export const reportRollupsMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    await db.schema.alterTable('conversation').addColumn('stage_path', 'text').execute();
    await sql
      .raw(`update conversation set stage_path = ${stagePathOf(dialect, 'conversation.id')}`)
      .execute(db);
    await createStagePathTriggers(db, dialect);
    // A report's period and filters, with every column the reports read from a conversation.
    await db.schema
      .createIndex('conversation_report')
      .on('conversation')
      .columns([
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
      ])
      .execute();
    // The stage rows of a report's conversations, read without the table.
    await db.schema
      .createIndex('conversation_stage_report')
      .on('conversation_stage')
      .columns(['conversation_id', 'stage', 'messages', 'duration_ms', 'engine_messages', 'corrected'])
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('conversation_stage_report').execute();
    await db.schema.dropIndex('conversation_report').execute();
    for (const event of ['insert', 'update', 'delete'])
      await sql
        .raw(
          `drop trigger conversation_stage_path_${event}${dialect === 'postgres' ? ' on conversation_stage' : ''}`,
        )
        .execute(db);
    if (dialect === 'postgres') await sql`drop function conversation_stage_path()`.execute(db);
    await db.schema.alterTable('conversation').dropColumn('stage_path').execute();
  },
});
