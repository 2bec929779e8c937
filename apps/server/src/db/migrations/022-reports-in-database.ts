import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';
import { reportChangesMigration } from './020-report-changes.js';

/**
 * Reports computed by the database (REPORTING.md "Storage"): no server holds report hours any longer, so the
 * change feed that told servers which hours to read again (migration 020) goes, trigger and table, and a write of a
 * conversation appends nothing for reporting. Indexes that serve the reports' joins from a conversation: its alerts
 * with their rule and severity, and its corrected messages (few; a partial index) with both labels.
 */
export const reportsInDatabaseMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    if (dialect === 'postgres') {
      await sql`drop trigger conversation_report_hour_change on conversation`.execute(db);
      await sql`drop function conversation_report_hour_change()`.execute(db);
    } else
      for (const name of ['insert', 'update_old', 'update_new', 'delete'])
        await sql.raw(`drop trigger conversation_report_change_${name}`).execute(db);
    await db.schema.dropTable('report_change').execute();
    await db.schema
      .createIndex('compliance_alert_report')
      .on('compliance_alert')
      .columns(['conversation_id', 'rule_id', 'severity'])
      .execute();
    await db.schema
      .createIndex('conversation_message_confusion')
      .on('conversation_message')
      .columns(['conversation_id', 'stage', 'corrected_stage'])
      .where(sql.ref('corrected_stage'), 'is not', null)
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('conversation_message_confusion').execute();
    await db.schema.dropIndex('compliance_alert_report').execute();
    // The feed as migration 020 made it, from a generation table for its `up` to replace.
    await db.schema
      .createTable('report_hour')
      .addColumn('tenant_id', 'integer')
      .addColumn('hour', 'varchar(13)')
      .execute();
    if (dialect === 'postgres') {
      await sql`create function conversation_report_hour() returns trigger language plpgsql as $$ begin return null; end $$`.execute(
        db,
      );
      await sql`create trigger conversation_report_hour after insert on conversation for each row execute function conversation_report_hour()`.execute(
        db,
      );
    } else
      for (const name of ['insert', 'update_old', 'update_new', 'delete'])
        await sql
          .raw(
            `create trigger conversation_report_hour_${name} after insert on conversation begin select 1; end`,
          )
          .execute(db);
    await reportChangesMigration(dialect).up(db);
  },
});
