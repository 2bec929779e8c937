import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Report rollups folded outside the message's transaction (REPORTING.md "Rollups"). A write of a conversation's
 * report rows marks the conversation in `report_fold_pending`, a row keyed by the conversation itself (so two
 * conversations' writes never touch a row in common); a folder (`conversations/report-rollup.ts`) later takes the
 * marked conversations, subtracts what it last added for each (`report_fold`) from the tenant's rollups by day
 * and by week (`report_stage_day`, `report_stage_week`), and adds what they are now.
 *
 * - `report_fold`: per conversation, its last contribution, by kind (`ROLLUP_KIND` of
 *   `conversations/report-rollup.ts`): the conversation, its stages, its stage path, its confusions, the rules it
 *   broke, its stages' labels, its group's figures and its agent.
 * - `report_stage_day` / `report_stage_week`: the same summed by tenant, kind, day (or Monday) in the tenant's
 *   time zone, key, detail, histogram bucket and every filter value but the agent (nulls stored as '').
 * - `report_rollup_state`: the time zone a tenant's rollups were built in, and how far their build has come.
 * - `report_day`: the instant each day starts in a time zone, as the reports' periods place conversations.
 */
export const reportRollupsFoldedMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    const big = dialect === 'postgres' ? 'bigint' : 'integer';
    await db.schema
      .createTable('report_fold_pending')
      .addColumn('conversation_id', 'integer', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull())
      // Raised by every write that marks it: a folder removes the mark only if no write came since it read it.
      .addColumn('touched', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('report_fold_pending_tenant')
      .on('report_fold_pending')
      .columns(['tenant_id'])
      .execute();

    // biome-ignore lint/suspicious/noExplicitAny: see above
    type Table = CreateTableBuilder<any, any>;
    const measures = (table: Table): Table =>
      table
        .addColumn('conversations', 'integer', (c) => c.notNull())
        .addColumn('duration_ms', big, (c) => c.notNull())
        .addColumn('messages', 'integer', (c) => c.notNull())
        .addColumn('corrected', 'integer', (c) => c.notNull());
    const keys = (table: Table): Table =>
      table
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('detail', 'varchar(255)', (c) => c.notNull())
        .addColumn('bucket', 'integer', (c) => c.notNull())
        .addColumn('program_id', 'integer', (c) => c.notNull())
        .addColumn('channel', 'varchar(255)', (c) => c.notNull())
        .addColumn('source', 'varchar(10)', (c) => c.notNull())
        .addColumn('agent_group', 'varchar(10)', (c) => c.notNull());
    const rollupKey = ['key', 'detail', 'bucket', 'program_id', 'channel', 'source', 'agent_group'];
    // SQLite keeps the rollups' rows in the order of their key (a period's rows are read in a row, sorted).
    const clustered = (table: Table): Table =>
      dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table;

    await measures(
      keys(
        db.schema
          .createTable('report_fold')
          .addColumn('conversation_id', 'integer', (c) => c.notNull())
          .addColumn('kind', 'integer', (c) => c.notNull())
          .addColumn('tenant_id', 'integer', (c) => c.notNull())
          .addColumn('day', 'varchar(10)', (c) => c.notNull())
          .addColumn('week', 'varchar(10)', (c) => c.notNull()),
      ),
    )
      .addPrimaryKeyConstraint('report_fold_pkey', ['conversation_id', 'kind', 'key', 'detail'])
      .$call(clustered)
      .execute();
    await measures(
      keys(
        db.schema
          .createTable('report_stage_day')
          .addColumn('tenant_id', 'integer', (c) => c.notNull())
          .addColumn('kind', 'integer', (c) => c.notNull())
          .addColumn('day', 'varchar(10)', (c) => c.notNull())
          .addColumn('week', 'varchar(10)', (c) => c.notNull()),
      ),
    )
      .addPrimaryKeyConstraint('report_stage_day_pkey', ['tenant_id', 'kind', 'day', ...rollupKey])
      .$call(clustered)
      .execute();
    await measures(
      keys(
        db.schema
          .createTable('report_stage_week')
          .addColumn('tenant_id', 'integer', (c) => c.notNull())
          .addColumn('kind', 'integer', (c) => c.notNull())
          .addColumn('week', 'varchar(10)', (c) => c.notNull()),
      ),
    )
      .addPrimaryKeyConstraint('report_stage_week_pkey', ['tenant_id', 'kind', 'week', ...rollupKey])
      .$call(clustered)
      .execute();
    await db.schema
      .createTable('report_rollup_state')
      .addColumn('tenant_id', 'integer', (c) => c.primaryKey())
      .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
      // The build's progress: conversations up to this first message's time are in (null: none yet).
      .addColumn('built_until', 'varchar(30)')
      .addColumn('built', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('report_day')
      .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
      .addColumn('start', 'varchar(30)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('week', 'varchar(10)', (c) => c.notNull())
      .addPrimaryKeyConstraint('report_day_pkey', ['time_zone', 'day'])
      .execute();
    await db.schema
      .createIndex('report_day_start')
      .on('report_day')
      .columns(['time_zone', 'start'])
      .unique()
      .execute();

    // The marks: an upsert of the conversation's own row, in the write's transaction.
    const mark = (conversation: string, tenant: string) =>
      `insert into report_fold_pending (conversation_id, tenant_id, touched) values (${conversation}, ${tenant}, 1)
        on conflict (conversation_id) do update set touched = report_fold_pending.touched + 1`;
    // The conversation's columns the rollups read.
    const columns = [
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
    if (dialect === 'postgres') {
      await sql
        .raw(`create function report_fold_mark() returns trigger language plpgsql as $$
        begin
          if tg_op = 'DELETE' then
            ${mark('old.conversation_id', 'old.tenant_id')};
          else
            ${mark('new.conversation_id', 'new.tenant_id')};
          end if;
          return null;
        end $$`)
        .execute(db);
      await sql
        .raw(`create function report_fold_mark_conversation() returns trigger language plpgsql as $$
        begin
          ${mark('new.id', 'new.tenant_id')};
          return null;
        end $$`)
        .execute(db);
      for (const table of ['conversation_stage', 'compliance_alert'])
        await sql
          .raw(`create trigger ${table}_fold after insert or update or delete on ${table}
          for each row execute function report_fold_mark()`)
          .execute(db);
      await sql
        .raw(`create trigger conversation_message_fold after update of corrected_stage on conversation_message
        for each row when (old.corrected_stage is distinct from new.corrected_stage) execute function report_fold_mark()`)
        .execute(db);
      await sql
        .raw(`create trigger conversation_fold_insert after insert on conversation
        for each row when (new.first_message_date is not null) execute function report_fold_mark_conversation()`)
        .execute(db);
      await sql
        .raw(`create trigger conversation_fold_update after update on conversation for each row
        when (${columns.map((column) => `old.${column} is distinct from new.${column}`).join(' or ')})
        execute function report_fold_mark_conversation()`)
        .execute(db);
    } else {
      for (const table of ['conversation_stage', 'compliance_alert']) {
        await sql
          .raw(`create trigger ${table}_fold_insert after insert on ${table} begin
            ${mark('new.conversation_id', 'new.tenant_id')}; end`)
          .execute(db);
        await sql
          .raw(`create trigger ${table}_fold_update after update on ${table} begin
            ${mark('new.conversation_id', 'new.tenant_id')}; end`)
          .execute(db);
        await sql
          .raw(`create trigger ${table}_fold_delete after delete on ${table} begin
            ${mark('old.conversation_id', 'old.tenant_id')}; end`)
          .execute(db);
      }
      await sql
        .raw(`create trigger conversation_message_fold after update of corrected_stage on conversation_message
        when old.corrected_stage is not new.corrected_stage begin
          ${mark('new.conversation_id', 'new.tenant_id')}; end`)
        .execute(db);
      await sql
        .raw(`create trigger conversation_fold_insert after insert on conversation
        when new.first_message_date is not null begin ${mark('new.id', 'new.tenant_id')}; end`)
        .execute(db);
      await sql
        .raw(`create trigger conversation_fold_update after update on conversation
        when ${columns.map((column) => `old.${column} is not new.${column}`).join(' or ')}
        begin ${mark('new.id', 'new.tenant_id')}; end`)
        .execute(db);
    }
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    if (dialect === 'postgres') {
      for (const [trigger, table] of [
        ['conversation_stage_fold', 'conversation_stage'],
        ['compliance_alert_fold', 'compliance_alert'],
        ['conversation_message_fold', 'conversation_message'],
        ['conversation_fold_insert', 'conversation'],
        ['conversation_fold_update', 'conversation'],
      ])
        await sql.raw(`drop trigger ${trigger} on ${table}`).execute(db);
      await sql`drop function report_fold_mark()`.execute(db);
      await sql`drop function report_fold_mark_conversation()`.execute(db);
    } else
      for (const trigger of [
        'conversation_stage_fold_insert',
        'conversation_stage_fold_update',
        'conversation_stage_fold_delete',
        'compliance_alert_fold_insert',
        'compliance_alert_fold_update',
        'compliance_alert_fold_delete',
        'conversation_message_fold',
        'conversation_fold_insert',
        'conversation_fold_update',
      ])
        await sql.raw(`drop trigger ${trigger}`).execute(db);
    for (const table of [
      'report_day',
      'report_rollup_state',
      'report_stage_week',
      'report_stage_day',
      'report_fold',
      'report_fold_pending',
    ])
      await db.schema.dropTable(table).execute();
  },
});
