import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Reporting (ARCHITECTURE.md "Reporting"): each tenant's time zone; on each conversation its agent's group when
 * it started, its first message's time, its handle time and its count of corrections; and one row for each stage
 * a conversation touched (`conversation_stage`), kept in the transaction of every message and correction, so that
 * a report reads one row a conversation and stage instead of its messages. Existing conversations are filled in.
 */
export const reportingMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    const big = dialect === 'postgres' ? 'bigint' : 'integer';
    await db.schema
      .alterTable('tenant')
      .addColumn('time_zone', 'varchar(64)', (c) => c.notNull().defaultTo('UTC'))
      .execute();
    await db.schema.alterTable('conversation').addColumn('agent_group', 'varchar(10)').execute();
    await db.schema.alterTable('conversation').addColumn('first_message_date', 'varchar(30)').execute();
    await db.schema
      .alterTable('conversation')
      .addColumn('handle_ms', big, (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('conversation')
      .addColumn('correction_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // A report's period and filters: the tenant's conversations by their first message's time.
    await db.schema
      .createIndex('conversation_tenant_first_message')
      .on('conversation')
      .columns(['tenant_id', 'first_message_date'])
      .execute();

    await db.schema
      .createTable('conversation_stage')
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
      .addColumn('conversation_id', 'integer', (c) =>
        c.notNull().references('conversation.id').onDelete('cascade'),
      )
      .addColumn('stage', 'varchar(40)', (c) => c.notNull())
      // Messages whose stage (the correction, else the engine's label) is this one, and the first one's index.
      .addColumn('messages', 'integer', (c) => c.notNull())
      .addColumn('first_index', 'integer')
      // Time in the stage: each of its messages lasts until the next message (the last one: no time).
      .addColumn('duration_ms', big, (c) => c.notNull())
      // Messages the engine labelled with this stage, and how many of them a supervisor corrected to another.
      .addColumn('engine_messages', 'integer', (c) => c.notNull())
      .addColumn('corrected', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('conversation_stage_pkey', ['conversation_id', 'stage'])
      .execute();
    // Corrections are few: the confusion list reads them through this index.
    await sql`create index conversation_message_corrected on conversation_message (tenant_id, conversation_id) where corrected_stage is not null`.execute(
      db,
    );

    // Existing conversations: the agent's group as its status says now (no history was kept), then the facts.
    await sql`update conversation set agent_group = case when agent_user_id is null then null when exists (select 1 from app_user where app_user.id = conversation.agent_user_id and app_user.status = 'CONTROL_GROUP') then 'control' else 'assisted' end`.execute(
      db,
    );
    const millis = (from: string, to: string) =>
      dialect === 'postgres'
        ? sql.raw(`round(extract(epoch from (${to}::timestamptz - ${from}::timestamptz)) * 1000)::bigint`)
        : sql.raw(`cast(round((julianday(${to}) - julianday(${from})) * 86400000) as integer)`);
    await sql`update conversation set first_message_date = (select min(created_date) from conversation_message m where m.conversation_id = conversation.id), correction_count = (select count(*) from conversation_message m where m.conversation_id = conversation.id and m.corrected_stage is not null and m.corrected_stage <> m.stage)`.execute(
      db,
    );
    await sql`update conversation set handle_ms = ${millis('first_message_date', 'last_message_date')} where first_message_date is not null and last_message_date is not null`.execute(
      db,
    );
    await sql`insert into conversation_stage (tenant_id, conversation_id, stage, messages, first_index, duration_ms, engine_messages, corrected)
      select tenant_id, conversation_id, stage, sum(own), min(own_index), sum(ms), sum(engine), sum(fixed) from (
        select tenant_id, conversation_id, coalesce(corrected_stage, stage) as stage, 1 as own, message_index as own_index,
          coalesce(${millis('created_date', 'next_date')}, 0) as ms, 0 as engine, 0 as fixed
        from (select m.*, lead(created_date) over (partition by conversation_id order by message_index) as next_date from conversation_message m) timed
        union all
        select tenant_id, conversation_id, stage, 0, null, 0, 1,
          case when corrected_stage is not null and corrected_stage <> stage then 1 else 0 end
        from conversation_message
      ) parts group by tenant_id, conversation_id, stage`.execute(db);
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('conversation_message_corrected').execute();
    await db.schema.dropTable('conversation_stage').execute();
    await db.schema.dropIndex('conversation_tenant_first_message').execute();
    for (const column of ['correction_count', 'handle_ms', 'first_message_date', 'agent_group'])
      await db.schema.alterTable('conversation').dropColumn(column).execute();
    await db.schema.alterTable('tenant').dropColumn('time_zone').execute();
  },
});
