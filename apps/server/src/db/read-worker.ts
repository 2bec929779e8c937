import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type LogConfig,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { Database } from './schema.js';

/**
 * On SQLite, a Kysely instance whose queries run on a worker thread, on a read-only connection of its own to the
 * same file: a long read (a list's count over many rows, say) then no longer holds the event loop, so that other
 * requests are served meanwhile. WAL lets the connection read beside the writer; it sees what was committed when
 * each statement starts, never a transaction still open on the main connection. Reads only, outside transactions.
 */

/** The worker: CommonJS run from source, so that it needs no file of its own in the built server. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
// Prepared statements kept by their text, as on the main connection (preparing costs more than a short read).
const statements = new Map();
const prepare = (sql) => {
  let statement = statements.get(sql);
  if (statement) {
    statements.delete(sql);
  } else {
    statement = db.prepare(sql);
    if (statements.size >= 200) statements.delete(statements.keys().next().value);
  }
  statements.set(sql, statement);
  return statement;
};
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    const statement = prepare(sql);
    const rows = statement.reader ? statement.all(parameters) : (statement.run(parameters), []);
    parentPort.postMessage({ id, rows });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

interface Reply {
  id: number;
  rows?: unknown[];
  error?: { message: string; code?: string };
}

class ReadWorkerDriver implements Driver {
  #worker: Worker | undefined;
  #next = 0;
  readonly #pending = new Map<
    number,
    { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }
  >();
  readonly #connection: DatabaseConnection = {
    executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => ({
      rows: (await this.#run(query.sql, query.parameters)) as R[],
    }),
    streamQuery: () => {
      throw new Error('the read worker does not stream');
    },
  };

  constructor(private readonly file: string) {}

  async init() {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file: this.file, driver: createRequire(import.meta.url).resolve('better-sqlite3') },
    });
    worker.on('message', (reply: Reply) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      if (reply.error) {
        pending.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
      } else {
        pending.resolve(reply.rows ?? []);
      }
    });
    // A worker that failed (the file gone, say) fails what it was asked and is started again by the next query.
    worker.on('error', (error) => this.#fail(worker, error));
    worker.on('exit', (code) => this.#fail(worker, new Error(`the read worker stopped (${code})`)));
    this.#worker = worker;
  }

  #fail(worker: Worker, error: Error) {
    if (this.#worker !== worker) return;
    this.#worker = undefined;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  async #run(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (!this.#worker) await this.init();
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker?.postMessage({ id, sql, parameters });
    });
  }

  async acquireConnection() {
    return this.#connection;
  }

  async releaseConnection() {}

  async beginTransaction(): Promise<void> {
    throw new Error('the read worker runs no transactions');
  }

  async commitTransaction() {}

  async rollbackTransaction() {}

  async destroy() {
    const worker = this.#worker;
    if (worker) this.#fail(worker, new Error('the database was closed'));
    await worker?.terminate();
  }
}

/** A Kysely instance reading `file` on a worker thread (started at its first query). */
export const openReadWorker = (file: string, log?: LogConfig) =>
  new Kysely<Database>({
    log,
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new ReadWorkerDriver(file),
      createQueryCompiler: () => new SqliteQueryCompiler(),
      createIntrospector: (db) => new SqliteIntrospector(db),
    },
  });
