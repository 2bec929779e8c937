import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
type Builder = CreateTableBuilder<string, any>;

/** The first schema: tenants, people, roles, sessions, keys, mail, products, stages, departments, programs. */
export const initialMigration = (dialect: Dialect) => {
  const id = (table: Builder) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const tenantId = (table: Builder) =>
    table.addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id').onDelete('cascade'));

  return {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    async up(db: Kysely<any>) {
      await id(db.schema.createTable('tenant'))
        .addColumn('public_id', 'integer', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('created_date', 'varchar(30)', (c) => c.notNull())
        .execute();

      await tenantId(id(db.schema.createTable('client_app')))
        .addColumn('client_id', 'varchar(60)', (c) => c.notNull())
        .addColumn('url', 'varchar(2000)', (c) => c.notNull())
        .addUniqueConstraint('client_app_tenant_client', ['tenant_id', 'client_id'])
        .execute();

      await tenantId(id(db.schema.createTable('department')))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('description', 'varchar(500)')
        .addUniqueConstraint('department_tenant_name', ['tenant_id', 'name'])
        .execute();

      await tenantId(id(db.schema.createTable('app_user')))
        .addColumn('login', 'varchar(50)', (c) => c.notNull().unique())
        .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(200)')
        .addColumn('first_name', 'varchar(50)')
        .addColumn('middle_name', 'varchar(50)')
        .addColumn('last_name', 'varchar(50)')
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('external_code', 'varchar(100)')
        .addColumn('department_id', 'integer', (c) => c.references('department.id').onDelete('set null'))
        .addColumn('created_by', 'varchar(50)')
        .addColumn('created_date', 'varchar(30)', (c) => c.notNull())
        .addColumn('last_modified_by', 'varchar(50)')
        .addColumn('last_modified_date', 'varchar(30)')
        .addColumn('last_activity_date', 'varchar(30)')
        .execute();
      await db.schema.createIndex('app_user_tenant').on('app_user').columns(['tenant_id', 'id']).execute();

      await tenantId(id(db.schema.createTable('role')))
        .addColumn('name', 'varchar(60)', (c) => c.notNull())
        .addColumn('description', 'varchar(200)')
        .addColumn('standard', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('role_tenant_name', ['tenant_id', 'name'])
        .execute();

      await db.schema
        .createTable('permission')
        .addColumn('name', 'varchar(80)', (c) => c.primaryKey())
        .addColumn('description', 'varchar(200)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('role_permission')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
        .addColumn('permission', 'varchar(80)', (c) =>
          c.notNull().references('permission.name').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('role_permission_pk', ['role_id', 'permission'])
        .execute();

      await db.schema
        .createTable('user_role')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('user_role_pk', ['user_id', 'role_id'])
        .execute();
      await db.schema.createIndex('user_role_role').on('user_role').column('role_id').execute();

      await db.schema
        .createTable('session')
        .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
        .addColumn('created_date', 'varchar(30)', (c) => c.notNull())
        .addColumn('last_seen', 'varchar(30)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('session_user').on('session').column('user_id').execute();

      await db.schema
        .createTable('user_key')
        .addColumn('key_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('created_date', 'varchar(30)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('used_date', 'varchar(30)')
        .execute();
      await db.schema.createIndex('user_key_user').on('user_key').column('user_id').execute();

      await db.schema
        .createTable('login_attempt')
        .addColumn('username', 'varchar(254)', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('locked_until', 'varchar(30)')
        .addColumn('last_failure', 'varchar(30)', (c) => c.notNull())
        .execute();

      await id(db.schema.createTable('outbox'))
        .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
        .addColumn('subject', 'varchar(200)', (c) => c.notNull())
        .addColumn('body_text', 'text', (c) => c.notNull())
        .addColumn('body_html', 'text', (c) => c.notNull())
        .addColumn('created_date', 'varchar(30)', (c) => c.notNull())
        .execute();

      await tenantId(id(db.schema.createTable('product')))
        .addColumn('code', 'varchar(60)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('description', 'varchar(500)', (c) => c.notNull())
        .addColumn('url', 'varchar(2000)', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addUniqueConstraint('product_tenant_code', ['tenant_id', 'code'])
        .execute();

      await tenantId(id(db.schema.createTable('stage')))
        .addColumn('label', 'varchar(60)', (c) => c.notNull())
        .addColumn('color', 'varchar(20)', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addUniqueConstraint('stage_tenant_label', ['tenant_id', 'label'])
        .execute();

      await tenantId(id(db.schema.createTable('program')))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('description', 'varchar(1000)')
        .addColumn('channel', 'varchar(10)', (c) => c.notNull())
        .addColumn('agent_only', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('created_by', 'varchar(50)')
        .addColumn('created_date', 'varchar(30)', (c) => c.notNull())
        .addColumn('last_modified_by', 'varchar(50)')
        .addColumn('last_modified_date', 'varchar(30)')
        .addUniqueConstraint('program_tenant_name', ['tenant_id', 'name'])
        .execute();
    },
    // biome-ignore lint/suspicious/noExplicitAny: see above
    async down(db: Kysely<any>) {
      for (const table of [
        'program',
        'stage',
        'product',
        'outbox',
        'login_attempt',
        'user_key',
        'session',
        'user_role',
        'role_permission',
        'permission',
        'role',
        'app_user',
        'department',
        'client_app',
        'tenant',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
};
