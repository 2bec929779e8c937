import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';
import { changedFolded } from './031-conversation-hot-updates.js';
import { notMarkedBy } from './032-fold-marks-of-batches.js';

/**
 * The mark trigger on `conversation`'s updates (migrations 027, 031, 032) tests in its `WHEN` only whether the
 * statement marked the conversation itself (the conversations' writer, `FOLD_MARKED_SETTING`), and whether a column
 * the rollups read changed in its function (`report_fold_mark_changed_conversation`). A trigger's `WHEN` is read
 * from the catalogue and compiled again in every statement that fires it: the writer's statement, which appends
 * messages of about 14 conversations at once and marks them itself, compiled the eleven columns' test every time
 * and never ran the function (docs/PERFORMANCE.md "One tenant's writes"). Every other update of a conversation (an
 * engagement's end, a correction, a foreign key's `set null`, any SQL of its own) is marked exactly as before, when
 * one of those columns changed; its rows now call the function to find out. PostgreSQL only, as 031 and 032.
 */
export const foldMarkTestInFunctionMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    if (dialect !== 'postgres') return;
    await sql
      .raw(`create function report_fold_mark_changed_conversation() returns trigger language plpgsql as $$
        begin
          if ${changedFolded} then
            insert into report_fold_pending (conversation_id, tenant_id, touched) values (new.id, new.tenant_id, 1)
              on conflict (conversation_id) do update set touched = report_fold_pending.touched + 1;
          end if;
          return null;
        end $$`)
      .execute(db);
    await sql`drop trigger conversation_fold_update on conversation`.execute(db);
    await sql
      .raw(`create trigger conversation_fold_update after update on conversation for each row
        when (${notMarkedBy('new.id')}) execute function report_fold_mark_changed_conversation()`)
      .execute(db);
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    if (dialect !== 'postgres') return;
    await sql`drop trigger conversation_fold_update on conversation`.execute(db);
    await sql
      .raw(`create trigger conversation_fold_update after update on conversation for each row
        when ((${changedFolded}) and ${notMarkedBy('new.id')}) execute function report_fold_mark_conversation()`)
      .execute(db);
    await sql`drop function report_fold_mark_changed_conversation()`.execute(db);
  },
});
