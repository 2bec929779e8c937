import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';
import { reportHoursMigration } from './017-report-hours.js';

/**
 * Reporting's change feed (REPORTING.md "Storage"), in place of migration 017's generation per tenant and hour:
 * every write of a conversation appends a row (tenant, UTC hour of its first message) to `report_change`, by
 * trigger, in the write's own transaction. No write updates a row another write touches, so the writes of one
 * tenant and hour no longer wait on each other. A server reads the rows after its last read of the tenant and
 * reloads the hours they name.
 *
 * On PostgreSQL a row carries its transaction's id (`xid`): transactions commit out of that order, so a reader
 * reads the rows at or above the visibility watermark its previous read saw (`pg_snapshot_xmin`), which every
 * transaction not yet visible then is at or above. On SQLite one writer commits in id order, so "id above the
 * last read" suffices. Rows are pruned after a while (`reporting/report-changes.ts`); no foreign key, so a
 * conversation deleted with its tenant still appends its hour.
 */
export const reportChangesMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    if (dialect === 'postgres') {
      await sql`drop trigger conversation_report_hour on conversation`.execute(db);
      await sql`drop function conversation_report_hour()`.execute(db);
      await sql`create table report_change (
          id bigint generated always as identity primary key,
          tenant_id integer not null,
          hour varchar(13) not null,
          xid bigint not null default (pg_current_xact_id()::text::bigint)
        )`.execute(db);
      await sql`create index report_change_tenant_xid on report_change (tenant_id, xid)`.execute(db);
    } else {
      for (const name of ['insert', 'update_old', 'update_new', 'delete'])
        await sql.raw(`drop trigger conversation_report_hour_${name}`).execute(db);
      await sql`create table report_change (
          id integer primary key autoincrement,
          tenant_id integer not null,
          hour varchar(13) not null
        )`.execute(db);
      await sql`create index report_change_tenant_id on report_change (tenant_id, id)`.execute(db);
    }
    await db.schema.dropTable('report_hour').execute();
    const append = (row: 'new' | 'old') =>
      `insert into report_change (tenant_id, hour) values (${row}.tenant_id, substr(${row}.first_message_date, 1, 13));`;
    if (dialect === 'postgres') {
      // Named for what it serves, the report hours, as the bench's "trigger disabled" figure finds it.
      await sql
        .raw(`create function conversation_report_hour_change() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' and old.first_message_date is not null then ${append('old')} end if;
          if tg_op <> 'DELETE' and new.first_message_date is not null and (tg_op = 'INSERT'
            or old.first_message_date is null or substr(old.first_message_date, 1, 13) <> substr(new.first_message_date, 1, 13))
          then ${append('new')} end if;
          return null;
        end $$`)
        .execute(db);
      await sql
        .raw(`create trigger conversation_report_hour_change after insert or update or delete on conversation
        for each row execute function conversation_report_hour_change()`)
        .execute(db);
    } else {
      await sql
        .raw(`create trigger conversation_report_change_insert after insert on conversation
        when new.first_message_date is not null begin ${append('new')} end`)
        .execute(db);
      await sql
        .raw(`create trigger conversation_report_change_update_old after update on conversation
        when old.first_message_date is not null begin ${append('old')} end`)
        .execute(db);
      await sql
        .raw(`create trigger conversation_report_change_update_new after update on conversation
        when new.first_message_date is not null and (old.first_message_date is null
          or substr(old.first_message_date, 1, 13) <> substr(new.first_message_date, 1, 13))
        begin ${append('new')} end`)
        .execute(db);
      await sql
        .raw(`create trigger conversation_report_change_delete after delete on conversation
        when old.first_message_date is not null begin ${append('old')} end`)
        .execute(db);
    }
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    if (dialect === 'postgres') {
      await sql`drop trigger conversation_report_hour_change on conversation`.execute(db);
      await sql`drop function conversation_report_hour_change()`.execute(db);
    } else
      for (const name of ['insert', 'update_old', 'update_new', 'delete'])
        await sql.raw(`drop trigger conversation_report_change_${name}`).execute(db);
    await db.schema.dropTable('report_change').execute();
    // Generations start again from the hours written from now on; a server reloads what it holds on its next start.
    await reportHoursMigration(dialect).up(db);
  },
});
