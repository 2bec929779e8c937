import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Reporting's hour generations (ARCHITECTURE.md "Reporting"): for each tenant and UTC hour (of conversations'
 * first messages), a counter that every write of a conversation of that hour raises, by trigger, in the write's
 * own transaction. A server keeps a report hour's facts in memory with the generation it read before them, so a
 * new message, a correction, an alert or an import shows in the next report: its hour no longer has that
 * generation, and only that hour is read again. Every write of reported data updates its `conversation` row (a
 * message its counts and times, a correction its count of corrections, an alert its count of alerts, an import
 * its row), so one trigger there serves them all. No foreign key: a conversation deleted with its tenant still
 * raises its hour.
 */
export const reportHoursMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('report_hour')
      .addColumn('tenant_id', 'integer', (c) => c.notNull())
      .addColumn('hour', 'varchar(13)', (c) => c.notNull())
      .addColumn('generation', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('report_hour_pkey', ['tenant_id', 'hour'])
      .execute();
    const raise = (row: 'new' | 'old') =>
      `insert into report_hour (tenant_id, hour, generation)
        values (${row}.tenant_id, substr(${row}.first_message_date, 1, 13), 1)
        on conflict (tenant_id, hour) do update set generation = report_hour.generation + 1;`;
    if (dialect === 'postgres') {
      await sql
        .raw(`create function conversation_report_hour() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' and old.first_message_date is not null then ${raise('old')} end if;
          if tg_op <> 'DELETE' and new.first_message_date is not null and (tg_op = 'INSERT'
            or old.first_message_date is null or substr(old.first_message_date, 1, 13) <> substr(new.first_message_date, 1, 13))
          then ${raise('new')} end if;
          return null;
        end $$`)
        .execute(db);
      await sql
        .raw(`create trigger conversation_report_hour after insert or update or delete on conversation
        for each row execute function conversation_report_hour()`)
        .execute(db);
    } else {
      await sql
        .raw(`create trigger conversation_report_hour_insert after insert on conversation
        when new.first_message_date is not null begin ${raise('new')} end`)
        .execute(db);
      await sql
        .raw(`create trigger conversation_report_hour_update_old after update on conversation
        when old.first_message_date is not null begin ${raise('old')} end`)
        .execute(db);
      await sql
        .raw(`create trigger conversation_report_hour_update_new after update on conversation
        when new.first_message_date is not null and (old.first_message_date is null
          or substr(old.first_message_date, 1, 13) <> substr(new.first_message_date, 1, 13))
        begin ${raise('new')} end`)
        .execute(db);
      await sql
        .raw(`create trigger conversation_report_hour_delete after delete on conversation
        when old.first_message_date is not null begin ${raise('old')} end`)
        .execute(db);
    }
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    if (dialect === 'postgres') {
      await sql`drop trigger conversation_report_hour on conversation`.execute(db);
      await sql`drop function conversation_report_hour()`.execute(db);
    } else
      for (const name of ['insert', 'update_old', 'update_new', 'delete'])
        await sql.raw(`drop trigger conversation_report_hour_${name}`).execute(db);
    await db.schema.dropTable('report_hour').execute();
  },
});
