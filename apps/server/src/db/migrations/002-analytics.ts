import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** Usage analytics received by the built-in Segment-compatible collector. */
export const analyticsMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    const id = dialect === 'postgres' ? 'serial' : 'integer';
    await db.schema
      .createTable('analytics_event')
      .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('message_id', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('write_key', 'varchar(100)', (c) => c.notNull())
      .addColumn('type', 'varchar(20)', (c) => c.notNull())
      .addColumn('event', 'varchar(200)')
      .addColumn('name', 'varchar(200)')
      .addColumn('user_id', 'varchar(200)')
      .addColumn('anonymous_id', 'varchar(200)')
      .addColumn('properties', 'text', (c) => c.notNull())
      .addColumn('context', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'varchar(30)')
      .addColumn('received_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('analytics_metric')
      .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('metric', 'varchar(200)', (c) => c.notNull())
      .addColumn('type', 'varchar(20)', (c) => c.notNull())
      .addColumn('value', 'integer', (c) => c.notNull())
      .addColumn('tags', 'text', (c) => c.notNull())
      .addColumn('received_at', 'varchar(30)', (c) => c.notNull())
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await db.schema.dropTable('analytics_metric').execute();
    await db.schema.dropTable('analytics_event').execute();
  },
});
