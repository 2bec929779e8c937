import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

/** pg_trgm is there already, or the user may create it (a managed database may not allow that). */
// biome-ignore lint/suspicious/noExplicitAny: see below
const canUseTrigrams = async (db: Kysely<any>) => {
  const { rows } = await sql<{ installed: boolean; available: boolean; superuser: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
           exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available,
           (select rolsuper from pg_roles where rolname = current_user) as superuser`.execute(db);
  const row = rows[0];
  return !!row && (row.installed || (row.available && row.superuser));
};

/** The audit log, and the indexes that keep the admin tables fast at 100,000 users a tenant. */
export const adminMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('audit_event')
      .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
      .addColumn('actor', 'varchar(50)', (c) => c.notNull())
      .addColumn('action', 'varchar(20)', (c) => c.notNull())
      .addColumn('entity_type', 'varchar(40)', (c) => c.notNull())
      .addColumn('entity_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('before_value', 'text')
      .addColumn('after_value', 'text')
      .addColumn('created_date', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('audit_event_tenant')
      .on('audit_event')
      .columns(['tenant_id', 'created_date'])
      .execute();
    for (const column of ['login', 'email', 'created_date', 'last_name', 'status']) {
      await db.schema
        .createIndex(`app_user_tenant_${column}`)
        .on('app_user')
        .columns(['tenant_id', column])
        .execute();
    }
    if (dialect === 'postgres' && (await canUseTrigrams(db))) {
      // Trigram indexes serve `contains` filters; without them such filters scan, and still work.
      await sql`create extension if not exists pg_trgm`.execute(db);
      for (const column of ['login', 'email']) {
        await sql`create index ${sql.id(`app_user_${column}_trgm`)} on app_user using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
          db,
        );
      }
    }
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await db.schema.dropTable('audit_event').execute();
  },
});
