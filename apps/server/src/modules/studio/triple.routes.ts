import {
  ERROR_KEYS,
  guardCsvCell,
  MESSAGES,
  TRIPLE_CSV_COLUMNS,
  TRIPLE_CSV_LIST_SEPARATOR,
  TRIPLE_GRAPH_MAX_NODES,
  TRIPLE_IMPORT_MAX_BYTES,
  TRIPLE_IMPORT_PREVIEW_ROWS,
  TRIPLE_LIST_SPEC,
  type Triple,
  type TripleGraph,
  type TripleImportResult,
  type TripleStats,
  tripleCreateSchema,
  tripleGraphQuerySchema,
  tripleUpdateSchema,
} from '@parlance/shared';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database.js';
import { onUniqueViolation } from '../../lib/db-errors.js';
import {
  type ListColumn,
  listSearchOf,
  readListQuery,
  runListQuery,
  searchIndexed,
  setPaginationHeaders,
} from '../../lib/list.js';
import { parse } from '../../lib/parse.js';
import { fieldProblem, foundOrNotFound, HttpProblem, tooManyRequests } from '../../lib/problem.js';
import { idParam } from '../../lib/route-params.js';
import { principalOf, secureRoute } from '../../plugins/access.js';
import { recordAudit } from '../audit/audit.repository.js';
import { auditedDelete } from '../audit/audited-delete.js';
import type { AppContext } from '../context.js';
import {
  deleteTriple,
  findStudioProgram,
  findTriple,
  findTripleByKey,
  insertNewTriples,
  insertTriple,
  selectTriples,
  toTriple,
  tripleKeyHash,
  tripleKeyHashes,
  tripleStats,
  triplesAfter,
  triplesTouching,
  updateTriple,
} from './triple.repository.js';
import { yieldToEventLoop } from './triple-csv.js';
import type { KeyedTripleFields } from './triple-import.js';

const TRIPLE_COLUMNS: Record<string, ListColumn> = {
  subject: searchIndexed('triple.subject'),
  predicate: searchIndexed('triple.predicate'),
  object: searchIndexed('triple.object'),
  source: searchIndexed('triple.source'),
  createdDate: 'triple.created_date',
};

const tripleTaken = () => fieldProblem('subject', MESSAGES.tripleTaken, ERROR_KEYS.tripleExists);

/** The program named by the path, of the principal's tenant; another tenant's program is "not found". */
export const programParam = async (db: Executor, tenantId: number, request: FastifyRequest) =>
  foundOrNotFound(await findStudioProgram(db, tenantId, idParam(request, 'programId')));

const loadTriple = async (db: Executor, tenantId: number, programId: number, tripleId: number) =>
  toTriple(foundOrNotFound(await findTriple(db, tenantId, programId, tripleId)));

/**
 * Rows read a page at a time while exporting, with a turn of the event loop between pages: a page is read and
 * written in one task (SQLite reads synchronously), and 2,000 rows held the loop for a few hundred milliseconds
 * under load.
 */
const EXPORT_PAGE = 500;
/** Rows of an import gone through between two turns of the event loop. */
const ROW_GROUP = 2_000;
/** Triples imports a server runs at once, and when one refused meanwhile may be sent again. */
const IMPORTS_AT_ONCE = 1;
const IMPORT_RETRY_AFTER_SECONDS = 5;
const IMPORT_BUSY_MESSAGE = 'Another import of triples is running. Try again in a few seconds.';
/** How many triples one step of the graph view reads at most. */
const GRAPH_EDGE_LIMIT = 2_000;

/**
 * A program's knowledge graph: the triples list (the list convention), one triple, create, update, delete, CSV
 * import (all or nothing; `?dryRun=true` checks and previews without storing) and export, the counts, and the
 * neighbourhood of a node for the graph view. Reading needs `p-view_xlm_triples_ui`, changing
 * `p-update_knowledge_graphs` (the shared access table).
 */
export const tripleRoutes = async (
  app: FastifyInstance,
  { db, engine, load, tripleFiles: files }: AppContext,
) => {
  let importsRunning = 0;
  /**
   * Indexes the program's triples for knowledge cards once they are saved, so that its next message does not wait
   * for the build (a failure is logged; the next message builds it again).
   */
  const indexTriples = (request: FastifyRequest, tenantId: number, programId: number) =>
    engine.indexTriples(db.kysely, tenantId, programId).catch((error: unknown) => {
      request.log.warn({ err: error }, 'knowledge card index not built');
    });
  // The import reads the raw file; only this plugin's routes take text/csv.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: TRIPLE_IMPORT_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );

  secureRoute(
    app,
    'GET /:tenantPublicId/api/programs/:programId/triples',
    async (request, reply): Promise<Triple[]> => {
      const principal = await principalOf(request);
      const program = await programParam(db.kysely, principal.tenantId, request);
      const query = readListQuery(request, TRIPLE_LIST_SPEC);
      // On a SQLite file, on the read worker: a program's list may hold many triples.
      const search = await listSearchOf(db, principal.tenantId, load);
      const { rows, total } = await runListQuery(
        selectTriples(search.db, principal.tenantId, program.id),
        query,
        TRIPLE_COLUMNS,
        'triple.id',
        'asc',
        search,
      );
      setPaginationHeaders(request, reply, query, total);
      return rows.map(toTriple);
    },
  );

  secureRoute(
    app,
    'GET /:tenantPublicId/api/programs/:programId/triples/stats',
    async (request): Promise<TripleStats> => {
      const principal = await principalOf(request);
      const program = await programParam(db.kysely, principal.tenantId, request);
      return tripleStats(db.kysely, principal.tenantId, program.id);
    },
  );

  secureRoute(
    app,
    'GET /:tenantPublicId/api/programs/:programId/triples/graph',
    async (request): Promise<TripleGraph> => {
      const principal = await principalOf(request);
      const program = await programParam(db.kysely, principal.tenantId, request);
      const { subject, depth } = parse(tripleGraphQuerySchema, request.query);
      const nodes = new Map<string, string>();
      const edges: TripleGraph['edges'] = [];
      let truncated = false;
      const addNode = (text: string) => {
        const id = text.toLowerCase();
        if (nodes.has(id)) return true;
        if (nodes.size >= TRIPLE_GRAPH_MAX_NODES) return false;
        nodes.set(id, text);
        return true;
      };
      const seenEdges = new Set<number>();
      let frontier = [subject];
      for (let hop = 0; hop < depth && frontier.length > 0; hop++) {
        const rows = await triplesTouching(
          db.kysely,
          principal.tenantId,
          program.id,
          frontier,
          GRAPH_EDGE_LIMIT,
        );
        if (rows.length === GRAPH_EDGE_LIMIT) truncated = true;
        const before = new Set(nodes.keys());
        if (hop === 0 && rows.length > 0) addNode(subject);
        for (const row of rows) {
          if (seenEdges.has(row.id)) continue;
          if (!addNode(row.subject) || !addNode(row.object)) {
            truncated = true;
            continue;
          }
          seenEdges.add(row.id);
          edges.push({
            id: String(row.id),
            source: row.subject.toLowerCase(),
            target: row.object.toLowerCase(),
            label: row.predicate,
          });
        }
        frontier = [...nodes.entries()].filter(([id]) => !before.has(id)).map(([, label]) => label);
        if (hop === 0) frontier = frontier.filter((label) => label.toLowerCase() !== subject.toLowerCase());
      }
      return { nodes: [...nodes].map(([id, label]) => ({ id, label })), edges, truncated };
    },
  );

  secureRoute(app, 'GET /:tenantPublicId/api/programs/:programId/triples/export', async (request, reply) => {
    const principal = await principalOf(request);
    const program = await programParam(db.kysely, principal.tenantId, request);
    const csv = stringify({
      header: true,
      columns: [...TRIPLE_CSV_COLUMNS],
      bom: true,
      record_delimiter: 'windows',
    });
    // Read a page, write it, let the reader catch up; an error midway ends the download (the status is sent).
    const write = async () => {
      let afterId = 0;
      for (;;) {
        const rows = await triplesAfter(db.kysely, principal.tenantId, program.id, afterId, EXPORT_PAGE);
        for (const row of rows) {
          csv.write(
            [
              row.subject,
              row.predicate,
              row.object,
              row.source,
              (JSON.parse(row.aliases) as string[]).join(TRIPLE_CSV_LIST_SEPARATOR),
              (JSON.parse(row.questions) as string[]).join(TRIPLE_CSV_LIST_SEPARATOR),
            ].map(guardCsvCell),
          );
        }
        if (rows.length < EXPORT_PAGE) break;
        afterId = rows[rows.length - 1]!.id;
        await yieldToEventLoop();
      }
      csv.end();
    };
    write().catch((error: unknown) => {
      request.log.error({ err: error }, 'triple export failed');
      csv.destroy(error as Error);
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="program-${program.id}-triples.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  secureRoute(
    app,
    'GET /:tenantPublicId/api/programs/:programId/triples/:id',
    async (request): Promise<Triple> => {
      const principal = await principalOf(request);
      const program = await programParam(db.kysely, principal.tenantId, request);
      return loadTriple(db.kysely, principal.tenantId, program.id, idParam(request));
    },
  );

  secureRoute(app, 'POST /:tenantPublicId/api/programs/:programId/triples', async (request, reply) => {
    const principal = await principalOf(request);
    const program = await programParam(db.kysely, principal.tenantId, request);
    const input = parse(tripleCreateSchema, request.body);
    const triple = await onUniqueViolation(
      () =>
        db.kysely.transaction().execute(async (trx: Executor) => {
          if (await findTripleByKey(trx, principal.tenantId, program.id, tripleKeyHash(input))) {
            throw tripleTaken();
          }
          const id = await insertTriple(trx, principal.tenantId, program.id, input, principal.user.login);
          const created = await loadTriple(trx, principal.tenantId, program.id, id);
          await recordAudit(trx, {
            tenantId: principal.tenantId,
            actor: principal.user.login,
            action: 'create',
            entityType: 'triple',
            entityId: id,
            after: { programId: program.id, ...created },
          });
          return created;
        }),
      tripleTaken,
    );
    void indexTriples(request, principal.tenantId, program.id);
    return reply.code(201).send(triple);
  });

  secureRoute(
    app,
    'POST /:tenantPublicId/api/programs/:programId/triples/import',
    async (request): Promise<TripleImportResult> => {
      const principal = await principalOf(request);
      const program = await programParam(db.kysely, principal.tenantId, request);
      if (!Buffer.isBuffer(request.body)) {
        throw new HttpProblem(415, 'Unsupported Media Type', MESSAGES.csvNotCsv, 'error.mediatype');
      }
      // One import at a time on this server: each parses, checks and stores up to 50,000 rows, and several at
      // once only share the processor until none answers in time. Another is refused at once, to be sent again.
      if (importsRunning >= IMPORTS_AT_ONCE)
        throw tooManyRequests(IMPORT_BUSY_MESSAGE, ERROR_KEYS.rateLimited, IMPORT_RETRY_AFTER_SECONDS);
      importsRunning++;
      const file = request.body;
      const importFile = async (): Promise<TripleImportResult> => {
        const dryRun = (request.query as Record<string, unknown>).dryRun === 'true';
        // Parsed, checked and keyed away from the event loop; a refused file rejects with its 400.
        const rows = await files.read(file);
        const preview = rows.slice(0, TRIPLE_IMPORT_PREVIEW_ROWS).map(({ keyHash: _, ...fields }) => fields);
        // Each key once: a row whose key came earlier in the file is skipped.
        const unique: KeyedTripleFields[] = [];
        const seen = new Set<string>();
        for (const row of rows) {
          if (seen.size > 0 && seen.size % ROW_GROUP === 0) await yieldToEventLoop();
          if (seen.has(row.keyHash)) continue;
          seen.add(row.keyHash);
          unique.push(row);
        }
        if (dryRun) {
          // The program's keys, read on SQLite's read worker (committed triples, as an import would meet them).
          const known = await tripleKeyHashes(db.reader ?? db.kysely, principal.tenantId, program.id);
          let fresh = 0;
          for (const [i, row] of unique.entries()) {
            if (i > 0 && i % ROW_GROUP === 0) await yieldToEventLoop();
            if (!known.has(row.keyHash)) fresh++;
          }
          return { created: fresh, skipped: rows.length - fresh, preview };
        }
        const stored = await onUniqueViolation(
          () =>
            db.kysely.transaction().execute(async (trx: Executor) => {
              // Rows the program already holds are skipped by the insert (no read of its keys first). A turn of
              // the event loop between batches: SQLite's writes are synchronous, so without it the whole insert
              // would hold the loop.
              const created = await insertNewTriples(
                trx,
                principal.tenantId,
                program.id,
                unique,
                principal.user.login,
                yieldToEventLoop,
              );
              const result = { created, skipped: rows.length - created };
              await recordAudit(trx, {
                tenantId: principal.tenantId,
                actor: principal.user.login,
                action: 'import',
                entityType: 'triple',
                entityId: `program-${program.id}`,
                after: { programId: program.id, ...result },
              });
              return result;
            }),
          tripleTaken,
        );
        // The import answers once its triples are indexed: the program's next message finds its index built.
        if (stored.created > 0) await indexTriples(request, principal.tenantId, program.id);
        return stored;
      };
      try {
        return await importFile();
      } finally {
        importsRunning--;
      }
    },
    { bodyLimit: TRIPLE_IMPORT_MAX_BYTES },
  );

  secureRoute(
    app,
    'PUT /:tenantPublicId/api/programs/:programId/triples/:id',
    async (request): Promise<Triple> => {
      const principal = await principalOf(request);
      const program = await programParam(db.kysely, principal.tenantId, request);
      const tripleId = idParam(request);
      const updated = await onUniqueViolation(
        () =>
          db.kysely.transaction().execute(async (trx: Executor) => {
            const before = await loadTriple(trx, principal.tenantId, program.id, tripleId);
            const input = parse(tripleUpdateSchema, request.body);
            if (await findTripleByKey(trx, principal.tenantId, program.id, tripleKeyHash(input), tripleId)) {
              throw tripleTaken();
            }
            await updateTriple(trx, principal.tenantId, program.id, tripleId, input, principal.user.login);
            const after = await loadTriple(trx, principal.tenantId, program.id, tripleId);
            await recordAudit(trx, {
              tenantId: principal.tenantId,
              actor: principal.user.login,
              action: 'update',
              entityType: 'triple',
              entityId: tripleId,
              before: { programId: program.id, ...before },
              after: { programId: program.id, ...after },
            });
            return after;
          }),
        tripleTaken,
      );
      void indexTriples(request, principal.tenantId, program.id);
      return updated;
    },
  );

  secureRoute(
    app,
    'DELETE /:tenantPublicId/api/programs/:programId/triples/:id',
    auditedDelete(db, 'triple', {
      find: async (trx, tenantId, id, _lock, request) => {
        const program = await programParam(trx, tenantId, request);
        return { programId: program.id, ...(await loadTriple(trx, tenantId, program.id, id)) };
      },
      remove: (trx, tenantId, id, { programId }) => deleteTriple(trx, tenantId, programId, id),
    }),
  );
};
