import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The Supervisor area (ARCHITECTURE.md "Supervisor and the engagements API"): each conversation's summary
 * kept beside it (so that the live list reads one row an engagement), the knowledge cards and the correction
 * of each message, compliance alerts (once per rule and conversation), the event log that live subscribers
 * resume from, and tenant API keys.
 */
export const supervisorMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    const id = dialect === 'postgres' ? 'serial' : 'integer';
    const bigId = dialect === 'postgres' ? 'bigserial' : 'integer';
    const primary = (c: ColumnDefinitionBuilder) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
    const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenant.id').onDelete('cascade');
    const conversation = (c: ColumnDefinitionBuilder) =>
      c.notNull().references('conversation.id').onDelete('cascade');

    await db.schema
      .alterTable('conversation')
      .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('ongoing'))
      .execute();
    await db
      .updateTable('conversation')
      .set({ status: 'ended' })
      .where('ended_date', 'is not', null)
      .execute();
    await db.schema.alterTable('conversation').addColumn('channel', 'varchar(20)').execute();
    await db.schema.alterTable('conversation').addColumn('current_stage', 'varchar(40)').execute();
    await db.schema.alterTable('conversation').addColumn('last_message_from', 'varchar(10)').execute();
    await db.schema.alterTable('conversation').addColumn('last_message_content', 'text').execute();
    await db.schema.alterTable('conversation').addColumn('last_message_date', 'varchar(30)').execute();
    await db.schema
      .alterTable('conversation')
      .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('conversation')
      .addColumn('alert_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // The live snapshot (a tenant's ongoing engagements) and the list's default order (ongoing first, newest first).
    await db.schema
      .createIndex('conversation_tenant_status')
      .on('conversation')
      .columns(['tenant_id', 'status', 'id'])
      .execute();

    await db.schema
      .alterTable('conversation_message')
      .addColumn('cards', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema.alterTable('conversation_message').addColumn('corrected_stage', 'varchar(40)').execute();
    await db.schema.alterTable('conversation_message').addColumn('corrected_by', 'varchar(50)').execute();
    await db.schema.alterTable('conversation_message').addColumn('corrected_date', 'varchar(30)').execute();

    await db.schema
      .createTable('compliance_alert')
      .addColumn('id', id, primary)
      .addColumn('tenant_id', 'integer', tenant)
      .addColumn('conversation_id', 'integer', conversation)
      .addColumn('rule_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('severity', 'varchar(10)', (c) => c.notNull())
      .addColumn('message_index', 'integer', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_date', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('compliance_alert_rule')
      .on('compliance_alert')
      .columns(['conversation_id', 'rule_id'])
      .unique()
      .execute();

    await db.schema
      .createTable('engagement_event')
      .addColumn('id', bigId, primary)
      .addColumn('tenant_id', 'integer', tenant)
      .addColumn('event_type', 'varchar(12)', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_date', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('engagement_event_tenant')
      .on('engagement_event')
      .columns(['tenant_id', 'id'])
      .execute();
    await db.schema
      .createIndex('engagement_event_created')
      .on('engagement_event')
      .column('created_date')
      .execute();

    await db.schema
      .createTable('api_key')
      .addColumn('id', id, primary)
      .addColumn('tenant_id', 'integer', tenant)
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_by', 'varchar(50)')
      .addColumn('created_date', 'varchar(30)', (c) => c.notNull())
      .addColumn('last_used_date', 'varchar(30)')
      .execute();
    await db.schema.createIndex('api_key_tenant').on('api_key').column('tenant_id').execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await db.schema.dropTable('api_key').execute();
    await db.schema.dropTable('engagement_event').execute();
    await db.schema.dropTable('compliance_alert').execute();
    for (const column of ['corrected_date', 'corrected_by', 'corrected_stage', 'cards'])
      await db.schema.alterTable('conversation_message').dropColumn(column).execute();
    await db.schema.dropIndex('conversation_tenant_status').execute();
    for (const column of [
      'alert_count',
      'message_count',
      'last_message_date',
      'last_message_content',
      'last_message_from',
      'current_stage',
      'channel',
      'status',
    ])
      await db.schema.alterTable('conversation').dropColumn(column).execute();
  },
});
