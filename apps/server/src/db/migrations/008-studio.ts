import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';
import { createTextSearchIndex, dropTextSearchIndex } from '../text-search.js';

/** The indexed text columns of a triple: lists filter and sort by `lower(column)` within one program. */
const TRIPLE_TEXT_COLUMNS = ['subject', 'predicate', 'object', 'source'] as const;

/**
 * Studio (DESIGN.md section 4): a program's knowledge graph (`triple`), its stage model (`stage_model`, one row a
 * program, the model as JSON with a version guarding against lost updates) and the tenant's chart palette.
 */
export const studioMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    const serial = (name: string) =>
      db.schema
        .createTable(name)
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenant.id').onDelete('cascade'))
        .addColumn('program_id', 'integer', (c) => c.notNull().references('program.id').onDelete('cascade'));

    await serial('triple')
      .addColumn('subject', 'varchar(500)', (c) => c.notNull())
      .addColumn('predicate', 'varchar(500)', (c) => c.notNull())
      .addColumn('object', 'varchar(500)', (c) => c.notNull())
      .addColumn('source', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      // SHA-256 of the lower-cased subject, predicate and object: one short unique key instead of an index
      // on 1,500 characters, and the same case folding (JavaScript's, Unicode-aware) on both engines.
      .addColumn('key_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_by', 'varchar(50)')
      .addColumn('created_date', 'varchar(30)', (c) => c.notNull())
      .addColumn('last_modified_by', 'varchar(50)')
      .addColumn('last_modified_date', 'varchar(30)')
      .execute();
    await db.schema
      .createIndex('triple_program_key')
      .on('triple')
      .columns(['tenant_id', 'program_id', 'key_hash'])
      .unique()
      .execute();
    for (const column of TRIPLE_TEXT_COLUMNS) {
      await sql`create index ${sql.id(`triple_program_lower_${column}`)} on triple (tenant_id, program_id, lower(${sql.ref(column)}))`.execute(
        db,
      );
    }
    // `contains`, `startsWith` and `endsWith` filters read trigram indexes (FTS5 on SQLite, pg_trgm on PostgreSQL).
    await createTextSearchIndex(db, dialect, 'triple', TRIPLE_TEXT_COLUMNS);
    await db.schema
      .createIndex('triple_program_created')
      .on('triple')
      .columns(['tenant_id', 'program_id', 'created_date'])
      .execute();

    await serial('stage_model')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('last_modified_by', 'varchar(50)')
      .addColumn('last_modified_date', 'varchar(30)')
      .execute();
    await db.schema
      .createIndex('stage_model_program')
      .on('stage_model')
      .columns(['tenant_id', 'program_id'])
      .unique()
      .execute();

    await db.schema
      .createTable('chart_palette')
      .addColumn('tenant_id', 'integer', (c) => c.primaryKey().references('tenant.id').onDelete('cascade'))
      .addColumn('colours', 'text', (c) => c.notNull())
      .addColumn('last_modified_by', 'varchar(50)')
      .addColumn('last_modified_date', 'varchar(30)')
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await db.schema.dropTable('chart_palette').execute();
    await db.schema.dropTable('stage_model').execute();
    await dropTextSearchIndex(db, dialect, 'triple', TRIPLE_TEXT_COLUMNS);
    await db.schema.dropTable('triple').execute();
  },
});
