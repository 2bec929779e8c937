import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Conversations of a program (filled by the simulator and the supervisor): a program that has any is archived
 * instead of deleted. Also makes program and department names unique within a tenant regardless of case.
 */
export const conversationsMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('conversation')
      .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
      // No cascade: deleting a program that has conversations must fail rather than lose them.
      .addColumn('program_id', 'integer', (c) => c.notNull().references('program.id'))
      .addColumn('engagement_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('started_date', 'varchar(30)', (c) => c.notNull())
      .addColumn('ended_date', 'varchar(30)')
      .addColumn('agent_user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('conversation_tenant_program')
      .on('conversation')
      .columns(['tenant_id', 'program_id'])
      .execute();
    await db.schema
      .createIndex('conversation_tenant_started')
      .on('conversation')
      .columns(['tenant_id', 'started_date'])
      .execute();
    await db.schema.createIndex('conversation_agent').on('conversation').column('agent_user_id').execute();

    await sql`create unique index program_tenant_lower_name on program (tenant_id, lower(name))`.execute(db);
    await sql`create unique index department_tenant_lower_name on department (tenant_id, lower(name))`.execute(
      db,
    );
    // Counting a department's users, and the foreign key's "set null" on delete.
    await db.schema
      .createIndex('app_user_tenant_department')
      .on('app_user')
      .columns(['tenant_id', 'department_id'])
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('app_user_tenant_department').execute();
    await db.schema.dropIndex('department_tenant_lower_name').execute();
    await db.schema.dropIndex('program_tenant_lower_name').execute();
    await db.schema.dropTable('conversation').execute();
  },
});
