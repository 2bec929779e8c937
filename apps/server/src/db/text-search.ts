import { type Kysely, sql } from 'kysely';
import type { Dialect } from './database.js';

/**
 * Indexes that serve `contains`, `startsWith` and `endsWith` filters on text columns of large tables, so that
 * such a filter reads the rows that match instead of every row of the tenant.
 *
 * - SQLite: one FTS5 table `<table>_search` with the trigram tokenizer (case-insensitive), contentless, whose
 *   rowid is the row's tenant in the high 32 bits and its `id` in the low 32 (`searchRowid`), kept in step by
 *   insert, update and delete triggers. A lookup names its tenant's rowid range (`tenantRowids`), which FTS5
 *   seeks to in every term's list: it reads that tenant's part of a common trigram's list, not every tenant's.
 * - PostgreSQL: a `pg_trgm` GIN index on `lower(column)` per column, which the planner uses for the list's
 *   `lower(column) like …` predicate. Where `pg_trgm` is missing and may not be created, nothing is created and
 *   the filters still work, by scanning.
 *
 * A migration calls `createTextSearchIndex(db, dialect, table, columns)` (the table has `id` and `tenant_id`,
 * both 32-bit); the list's column map marks the same columns with `searchIndexed(…)` (see `lib/list.ts`).
 */

/** The FTS5 table that indexes `table` on SQLite. */
export const searchTableOf = (table: string) => `${table}_search`;

/** The FTS5 rowid of a row of `prefix` (`new`, `old` or a table): its tenant in the high bits, its id below. */
const searchRowid = (prefix: string) =>
  sql`((${sql.ref(`${prefix}.tenant_id`)} << 32) + ${sql.ref(`${prefix}.id`)})`;

/**
 * `rowid` of an FTS5 table within a tenant's range, as FTS5 can seek it: the bounds must be integers (FTS5
 * ignores a real bound, and better-sqlite3 binds every JavaScript number as a real), hence the shifts in SQL.
 */
export const tenantRowids = (tenantId: number) =>
  sql`rowid >= (${tenantId} << 32) and rowid < ((${tenantId} + 1) << 32)`;

/** The row's `id` from an FTS5 rowid. */
export const idOfSearchRowid = sql`(rowid & 4294967295)`;

/** pg_trgm is there already, or the user may create it (a managed database may not allow that). */
// biome-ignore lint/suspicious/noExplicitAny: migrations work before the typed schema exists.
export const canUseTrigrams = async (db: Kysely<any>) => {
  const { rows } = await sql<{ installed: boolean; available: boolean; superuser: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
           exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available,
           (select rolsuper from pg_roles where rolname = current_user) as superuser`.execute(db);
  const row = rows[0];
  return !!row && (row.installed || (row.available && row.superuser));
};

const list = (names: readonly string[], prefix = '') =>
  sql.join(names.map((name) => (prefix ? sql.ref(`${prefix}.${name}`) : sql.id(name))));

export const createTextSearchIndex = async (
  // biome-ignore lint/suspicious/noExplicitAny: see above
  db: Kysely<any>,
  dialect: Dialect,
  table: string,
  columns: readonly string[],
) => {
  if (dialect === 'postgres') {
    if (!(await canUseTrigrams(db))) return;
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const column of columns) {
      await sql`create index if not exists ${sql.id(`${table}_${column}_trgm`)} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
        db,
      );
    }
    return;
  }
  const search = searchTableOf(table);
  const names = sql.join(columns.map((column) => sql.id(column)));
  // Contentless: the list's `like` reads the table's own row, the index needs only the trigrams; and its rowid
  // is not the table's key, which an external-content table would need.
  await sql`create virtual table ${sql.table(search)} using fts5(${names}, content='', contentless_delete=1, tokenize='trigram case_sensitive 0')`.execute(
    db,
  );
  const insertNew = sql`insert into ${sql.table(search)} (rowid, ${names}) values (${searchRowid('new')}, ${list(columns, 'new')})`;
  const deleteOld = sql`delete from ${sql.table(search)} where rowid = ${searchRowid('old')}`;
  await sql`create trigger ${sql.id(`${search}_insert`)} after insert on ${sql.table(table)} begin ${insertNew}; end`.execute(
    db,
  );
  await sql`create trigger ${sql.id(`${search}_delete`)} after delete on ${sql.table(table)} begin ${deleteOld}; end`.execute(
    db,
  );
  await sql`create trigger ${sql.id(`${search}_update`)} after update of ${names}, tenant_id, id on ${sql.table(table)} begin ${deleteOld}; ${insertNew}; end`.execute(
    db,
  );
  // Rows written before the index existed, then one segment, which lookups read fastest.
  await sql`insert into ${sql.table(search)} (rowid, ${names}) select ${searchRowid(table)}, ${list(columns, table)} from ${sql.table(table)}`.execute(
    db,
  );
  await sql`insert into ${sql.table(search)} (${sql.table(search)}) values ('optimize')`.execute(db);
};

export const dropTextSearchIndex = async (
  // biome-ignore lint/suspicious/noExplicitAny: see above
  db: Kysely<any>,
  dialect: Dialect,
  table: string,
  columns: readonly string[],
) => {
  if (dialect === 'postgres') {
    for (const column of columns)
      await sql`drop index if exists ${sql.id(`${table}_${column}_trgm`)}`.execute(db);
    return;
  }
  const search = searchTableOf(table);
  for (const suffix of ['insert', 'delete', 'update']) {
    await sql`drop trigger if exists ${sql.id(`${search}_${suffix}`)}`.execute(db);
  }
  await sql`drop table if exists ${sql.table(search)}`.execute(db);
};
