import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The conversation engine (ARCHITECTURE.md "Engine, stage model and the frame's socket"): frame tickets and
 * resume tokens (stored hashed, bound to the session that asked for them), the source of a conversation and
 * its messages with their labels, and a program's test sets with their runs.
 */
export const engineMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    const id = dialect === 'postgres' ? 'serial' : 'integer';
    const primary = (c: ColumnDefinitionBuilder) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
    const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenant.id').onDelete('cascade');
    const user = (c: ColumnDefinitionBuilder) => c.notNull().references('app_user.id').onDelete('cascade');

    for (const name of ['frame_ticket', 'engine_resume_token']) {
      await db.schema
        .createTable(name)
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'integer', tenant)
        .addColumn('user_id', 'integer', user)
        .addColumn('session_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex(`${name}_session`).on(name).column('session_hash').execute();
    }

    await db.schema
      .alterTable('conversation')
      .addColumn('source', 'varchar(10)', (c) => c.notNull().defaultTo('api'))
      .execute();
    await db.schema
      .createIndex('conversation_tenant_engagement')
      .on('conversation')
      .columns(['tenant_id', 'engagement_id'])
      .unique()
      .execute();

    await db.schema
      .createTable('conversation_message')
      .addColumn('id', id, primary)
      .addColumn('tenant_id', 'integer', tenant)
      .addColumn('conversation_id', 'integer', (c) =>
        c.notNull().references('conversation.id').onDelete('cascade'),
      )
      .addColumn('message_index', 'integer', (c) => c.notNull())
      .addColumn('from_speaker', 'varchar(10)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('stage', 'varchar(40)', (c) => c.notNull())
      .addColumn('confidence', 'double precision', (c) => c.notNull())
      .addColumn('evidence', 'text', (c) => c.notNull())
      .addColumn('created_date', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('conversation_message_index')
      .on('conversation_message')
      .columns(['conversation_id', 'message_index'])
      .unique()
      .execute();

    await db.schema
      .createTable('test_set')
      .addColumn('id', id, primary)
      .addColumn('tenant_id', 'integer', tenant)
      .addColumn('program_id', 'integer', (c) => c.notNull().references('program.id').onDelete('cascade'))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('created_by', 'varchar(50)')
      .addColumn('created_date', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('test_set_program')
      .on('test_set')
      .columns(['tenant_id', 'program_id'])
      .execute();
    await db.schema
      .createTable('test_conversation')
      .addColumn('id', id, primary)
      .addColumn('tenant_id', 'integer', tenant)
      .addColumn('test_set_id', 'integer', (c) => c.notNull().references('test_set.id').onDelete('cascade'))
      .addColumn('message_count', 'integer', (c) => c.notNull())
      .addColumn('messages', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('test_conversation_set')
      .on('test_conversation')
      .column('test_set_id')
      .execute();
    await db.schema
      .createTable('test_run')
      .addColumn('id', id, primary)
      .addColumn('tenant_id', 'integer', tenant)
      .addColumn('test_set_id', 'integer', (c) => c.notNull().references('test_set.id').onDelete('cascade'))
      .addColumn('model_version', 'integer', (c) => c.notNull())
      .addColumn('accuracy', 'double precision', (c) => c.notNull())
      .addColumn('macro_f1', 'double precision', (c) => c.notNull())
      .addColumn('result', 'text', (c) => c.notNull())
      .addColumn('created_by', 'varchar(50)')
      .addColumn('created_date', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('test_run_set')
      .on('test_run')
      .columns(['test_set_id', 'created_date'])
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await db.schema.dropTable('test_run').execute();
    await db.schema.dropTable('test_conversation').execute();
    await db.schema.dropTable('test_set').execute();
    await db.schema.dropTable('conversation_message').execute();
    await db.schema.dropIndex('conversation_tenant_engagement').execute();
    await db.schema.alterTable('conversation').dropColumn('source').execute();
    await db.schema.dropTable('engine_resume_token').execute();
    await db.schema.dropTable('frame_ticket').execute();
  },
});
