import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';
import { changedFolded, FOLD_MARKED_SETTING } from './031-conversation-hot-updates.js';

/** 031's test: true unless the statement's setting is the conversation's id. */
const notMarkedByOne = (conversation: string) =>
  `current_setting('${FOLD_MARKED_SETTING}', true) is distinct from ${conversation}::text`;

/**
 * True unless the statement's setting names the conversation: the setting is a list of ids separated by commas
 * (a single id, as 031 had it, is a list of one).
 */
export const notMarkedBy = (conversation: string) =>
  `strpos(',' || coalesce(current_setting('${FOLD_MARKED_SETTING}', true), '') || ',', ',' || ${conversation}::text || ',') = 0`;

const createTriggers = async (
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  db: Kysely<any>,
  notMarked: (conversation: string) => string,
) => {
  await sql`drop trigger conversation_stage_fold on conversation_stage`.execute(db);
  await sql
    .raw(`create trigger conversation_stage_fold after insert or update on conversation_stage for each row
      when (${notMarked('new.conversation_id')}) execute function report_fold_mark()`)
    .execute(db);
  await sql`drop trigger conversation_fold_update on conversation`.execute(db);
  await sql
    .raw(`create trigger conversation_fold_update after update on conversation for each row
      when ((${changedFolded}) and ${notMarked('new.id')}) execute function report_fold_mark_conversation()`)
    .execute(db);
};

/**
 * The conversations' writer appends several messages (of as many conversations) in one statement on PostgreSQL
 * (docs/PERFORMANCE.md "One tenant's writes"), and marks each of their conversations for the report folder
 * itself: its transaction-local setting (`FOLD_MARKED_SETTING`, migration 031) now names all of them, comma
 * separated, and the mark triggers on `conversation_stage` (insert, update) and `conversation` (update) skip the
 * rows of any conversation it names. A setting of one id (a statement that appends one message) reads as before.
 * PostgreSQL only, as 031.
 */
export const foldMarksOfBatchesMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async up(db: Kysely<any>) {
    if (dialect !== 'postgres') return;
    await createTriggers(db, notMarkedBy);
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    if (dialect !== 'postgres') return;
    await createTriggers(db, notMarkedByOne);
  },
});
