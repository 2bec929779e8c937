import { createHash } from 'node:crypto';
import { type Triple, type TripleFields, tripleKey } from '@parlance/shared';
import { type Selectable, sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { TripleTable } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

export type TripleRow = Selectable<TripleTable>;

/** The unique key of a triple in its program: SHA-256 of its subject, predicate and object, lower-cased. */
export const tripleKeyHash = (triple: { subject: string; predicate: string; object: string }): string =>
  createHash('sha256').update(tripleKey(triple)).digest('hex');

/** One program of the tenant (its id and whether it is agent-only), or undefined. */
export const findStudioProgram = (db: Executor, tenantId: number, programId: number) =>
  db
    .selectFrom('program')
    .select(['id', 'agent_only'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', programId)
    .executeTakeFirst();

/** The program's triples, as a base for the list query. */
export const selectTriples = (db: Executor, tenantId: number, programId: number) =>
  db
    .selectFrom('triple')
    .selectAll('triple')
    .where('triple.tenant_id', '=', tenantId)
    .where('triple.program_id', '=', programId);

export const findTriple = (db: Executor, tenantId: number, programId: number, tripleId: number) =>
  selectTriples(db, tenantId, programId).where('triple.id', '=', tripleId).executeTakeFirst();

/** A triple of the program with the same subject, predicate and object regardless of case. */
export const findTripleByKey = (
  db: Executor,
  tenantId: number,
  programId: number,
  keyHash: string,
  exceptTripleId?: number,
) => {
  let query = db
    .selectFrom('triple')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('program_id', '=', programId)
    .where('key_hash', '=', keyHash);
  if (exceptTripleId !== undefined) query = query.where('id', '<>', exceptTripleId);
  return query.executeTakeFirst();
};

/** Every key of the program's triples, to skip duplicates while importing. */
export const tripleKeyHashes = async (db: Executor, tenantId: number, programId: number) => {
  const rows = await db
    .selectFrom('triple')
    .select('key_hash')
    .where('tenant_id', '=', tenantId)
    .where('program_id', '=', programId)
    .execute();
  return new Set(rows.map((row) => row.key_hash));
};

/** A triple's fields as stored; aliases and example questions may be left out (none). */
export type StoredTripleFields = Omit<TripleFields, 'aliases' | 'questions'> &
  Partial<Pick<TripleFields, 'aliases' | 'questions'>>;

/** A triple with its key, when the caller has computed it already. */
export type KeyedTriple = StoredTripleFields & { keyHash?: string };

const rowValues = (tenantId: number, programId: number, triple: KeyedTriple, actor: string, now: string) => ({
  tenant_id: tenantId,
  program_id: programId,
  subject: triple.subject,
  predicate: triple.predicate,
  object: triple.object,
  source: triple.source,
  aliases: JSON.stringify(triple.aliases ?? []),
  questions: JSON.stringify(triple.questions ?? []),
  key_hash: triple.keyHash ?? tripleKeyHash(triple),
  created_by: actor,
  created_date: now,
  last_modified_by: actor,
  last_modified_date: now,
});

export const insertTriple = async (
  db: Executor,
  tenantId: number,
  programId: number,
  triple: StoredTripleFields,
  actor: string,
): Promise<number> => {
  const row = await db
    .insertInto('triple')
    .values(rowValues(tenantId, programId, triple, actor, nowIso()))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/**
 * Rows a statement: a few thousand parameters, well below both engines' limits (32,766 and 65,535), and few
 * enough that one statement on SQLite, which writes synchronously with the search index's triggers, holds the
 * event loop for tens of milliseconds, not hundreds.
 */
const INSERT_BATCH = 500;

/** Stores many triples (already checked and free of duplicates) in batches. */
export const insertTriples = async (
  db: Executor,
  tenantId: number,
  programId: number,
  triples: readonly KeyedTriple[],
  actor: string,
  betweenBatches: () => Promise<void> = async () => {},
) => {
  const now = nowIso();
  for (let start = 0; start < triples.length; start += INSERT_BATCH) {
    await db
      .insertInto('triple')
      .values(
        triples.slice(start, start + INSERT_BATCH).map((t) => rowValues(tenantId, programId, t, actor, now)),
      )
      .execute();
    await betweenBatches();
  }
};

/**
 * Stores the triples (checked, each key once) that the program does not hold yet, in batches, and answers how
 * many were stored: one already held (by its key, `triple_program_key`) is skipped by the insert itself, so that
 * the program's keys need not be read first.
 */
export const insertNewTriples = async (
  db: Executor,
  tenantId: number,
  programId: number,
  triples: readonly KeyedTriple[],
  actor: string,
  betweenBatches: () => Promise<void> = async () => {},
): Promise<number> => {
  const now = nowIso();
  let stored = 0;
  for (let start = 0; start < triples.length; start += INSERT_BATCH) {
    const [result] = await db
      .insertInto('triple')
      .values(
        triples.slice(start, start + INSERT_BATCH).map((t) => rowValues(tenantId, programId, t, actor, now)),
      )
      .onConflict((conflict) => conflict.columns(['tenant_id', 'program_id', 'key_hash']).doNothing())
      .execute();
    stored += Number(result?.numInsertedOrUpdatedRows ?? 0);
    await betweenBatches();
  }
  return stored;
};

export const updateTriple = (
  db: Executor,
  tenantId: number,
  programId: number,
  tripleId: number,
  triple: StoredTripleFields,
  actor: string,
) =>
  db
    .updateTable('triple')
    .set({
      subject: triple.subject,
      predicate: triple.predicate,
      object: triple.object,
      source: triple.source,
      aliases: JSON.stringify(triple.aliases ?? []),
      questions: JSON.stringify(triple.questions ?? []),
      key_hash: tripleKeyHash(triple),
      last_modified_by: actor,
      last_modified_date: nowIso(),
    })
    .where('tenant_id', '=', tenantId)
    .where('program_id', '=', programId)
    .where('id', '=', tripleId)
    .execute();

export const deleteTriple = (db: Executor, tenantId: number, programId: number, tripleId: number) =>
  db
    .deleteFrom('triple')
    .where('tenant_id', '=', tenantId)
    .where('program_id', '=', programId)
    .where('id', '=', tripleId)
    .execute();

/** How many triples, distinct subjects and distinct predicates (regardless of case) the program has. */
export const tripleStats = async (db: Executor, tenantId: number, programId: number) => {
  const row = await db
    .selectFrom('triple')
    .select([
      (eb) => eb.fn.countAll<number>().as('triples'),
      sql<number>`count(distinct lower(subject))`.as('subjects'),
      sql<number>`count(distinct lower(predicate))`.as('predicates'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('program_id', '=', programId)
    .executeTakeFirstOrThrow();
  return { triples: Number(row.triples), subjects: Number(row.subjects), predicates: Number(row.predicates) };
};

/**
 * Triples where one of `nodes` (texts, compared by the engine's `lower`) is the subject or the object, at most `limit` of them, in id
 * order. Each side is its own query, so that each is served by its `lower(column)` index.
 */
export const triplesTouching = async (
  db: Executor,
  tenantId: number,
  programId: number,
  nodes: readonly string[],
  limit: number,
): Promise<TripleRow[]> => {
  if (nodes.length === 0) return [];
  const side = (column: 'subject' | 'object') =>
    selectTriples(db, tenantId, programId)
      .where(
        sql`lower(${sql.ref(`triple.${column}`)})`,
        'in',
        nodes.map((node) => sql<string>`lower(${node})`),
      )
      .orderBy('triple.id')
      .limit(limit)
      .execute();
  const [asSubject, asObject] = await Promise.all([side('subject'), side('object')]);
  const byId = new Map<number, TripleRow>();
  for (const row of [...asSubject, ...asObject]) byId.set(row.id, row);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(0, limit);
};

/** A page of the program's triples after `afterId`, in id order (the export reads the graph in such pages). */
export const triplesAfter = (
  db: Executor,
  tenantId: number,
  programId: number,
  afterId: number,
  size: number,
) =>
  selectTriples(db, tenantId, programId)
    .where('triple.id', '>', afterId)
    .orderBy('triple.id')
    .limit(size)
    .execute();

export const toTriple = (row: TripleRow): Triple => ({
  id: row.id,
  subject: row.subject,
  predicate: row.predicate,
  object: row.object,
  source: row.source,
  aliases: JSON.parse(row.aliases) as string[],
  questions: JSON.parse(row.questions) as string[],
  createdBy: row.created_by,
  createdDate: row.created_date,
  lastModifiedBy: row.last_modified_by,
  lastModifiedDate: row.last_modified_date,
});
