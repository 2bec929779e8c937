import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';
import { createTextSearchIndex, dropTextSearchIndex, searchTableOf } from '../text-search.js';

/** The tables with a text-search index, and their indexed columns (migrations 006 and 008). */
const SEARCH_INDEXES = [
  { table: 'app_user', columns: ['login', 'email', 'first_name', 'last_name', 'external_code'] },
  { table: 'triple', columns: ['subject', 'predicate', 'object', 'source'] },
] as const;

/**
 * On SQLite, the FTS5 indexes become contentless with the tenant in the rowid's high bits (`db/text-search.ts`),
 * so that a lookup reads only its tenant's part of each trigram's list; existing rows are indexed again.
 * PostgreSQL's trigram indexes stay as they are.
 */
export const tenantTextSearchMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    if (dialect !== 'sqlite') return;
    for (const { table, columns } of SEARCH_INDEXES) {
      await dropTextSearchIndex(db, dialect, table, columns);
      await createTextSearchIndex(db, dialect, table, columns);
    }
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    if (dialect !== 'sqlite') return;
    // The index as migrations 006 and 008 made it: over the table's rows, keyed by `id`.
    for (const { table, columns } of SEARCH_INDEXES) {
      await dropTextSearchIndex(db, dialect, table, columns);
      const search = sql.table(searchTableOf(table));
      const names = sql.join(columns.map((column) => sql.id(column)));
      const of = (prefix: string) => sql.join(columns.map((column) => sql.ref(`${prefix}.${column}`)));
      await sql`create virtual table ${search} using fts5(${names}, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram case_sensitive 0')`.execute(
        db,
      );
      const insertNew = sql`insert into ${search} (rowid, ${names}) values (new.id, ${of('new')})`;
      const deleteOld = sql`insert into ${search} (${search}, rowid, ${names}) values ('delete', old.id, ${of('old')})`;
      const trigger = (suffix: string) => sql.id(`${searchTableOf(table)}_${suffix}`);
      await sql`create trigger ${trigger('insert')} after insert on ${sql.table(table)} begin ${insertNew}; end`.execute(
        db,
      );
      await sql`create trigger ${trigger('delete')} after delete on ${sql.table(table)} begin ${deleteOld}; end`.execute(
        db,
      );
      await sql`create trigger ${trigger('update')} after update of ${names} on ${sql.table(table)} begin ${deleteOld}; ${insertNew}; end`.execute(
        db,
      );
      await sql`insert into ${search} (${search}) values ('rebuild')`.execute(db);
    }
  },
});
