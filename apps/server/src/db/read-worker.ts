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
import { statementTimeoutScope } from './statement-timeout-scope.js';

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
parentPort.postMessage({ ready: true });
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
  /** Sent once the worker has opened the file: the time limits of reads count from then. */
  ready?: true;
  id: number;
  rows?: unknown[];
  error?: { message: string; code?: string };
}

interface Pending {
  /** Its time limit: the default, or that of the work it was asked in (`statementTimeoutScope`). */
  limitMs: number | undefined;
  sql: string;
  parameters: readonly unknown[];
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

/** SQLite's own code for a statement stopped before its end: what a read over its time limit fails with. */
export const READ_TIMEOUT_CODE = 'SQLITE_INTERRUPT';

export class ReadTimeoutError extends Error {
  readonly code = READ_TIMEOUT_CODE;
  constructor(limitMs: number) {
    super(`the read ran longer than ${limitMs} ms and was stopped`);
  }
}

/**
 * Workers let go after a read ran past its limit that are still finishing their statement. Past this many, reads
 * are refused at once (503) until one has ended, so that runaway reads cannot take every core.
 */
const MAX_ABANDONED = 2;

/** Workers let go, in this process, that are still finishing their statement (tests wait for none). */
let abandonedInProcess = 0;
export const abandonedReadWorkers = () => abandonedInProcess;

class ReadWorkerDriver implements Driver {
  #worker: Worker | undefined;
  #abandoned = 0;
  /** Whether the worker has opened the file (a read's limit does not count the worker's start). */
  #ready = false;
  #next = 0;
  /** In the order sent: the worker answers them one at a time, in that order, so the first is the one running. */
  readonly #pending = new Map<number, Pending>();
  /** The time limit of the read now running (the first pending). */
  #timer: NodeJS.Timeout | undefined;
  readonly #connection: DatabaseConnection = {
    executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => ({
      rows: (await this.#run(query.sql, query.parameters)) as R[],
    }),
    streamQuery: () => {
      throw new Error('the read worker does not stream');
    },
  };

  constructor(
    private readonly file: string,
    private readonly timeoutMs: number | undefined,
  ) {}

  async init() {
    this.#start();
  }

  #start(): Worker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file: this.file, driver: createRequire(import.meta.url).resolve('better-sqlite3') },
    });
    worker.on('message', (reply: Reply) => {
      if (this.#worker !== worker) return;
      if (reply.ready) {
        this.#ready = true;
        this.#timeNext();
        return;
      }
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      this.#timeNext();
      if (reply.error) {
        pending.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
      } else {
        pending.resolve(reply.rows ?? []);
      }
    });
    // A worker that failed (the file gone, say) fails what it was asked and is started again by the next query.
    worker.on('error', (error) => this.#fail(worker, error));
    worker.on('exit', (code) => this.#fail(worker, new Error(`the read worker stopped (${code})`)));
    // An abandoned worker (see `#timedOut`) must not keep the process alive.
    worker.unref();
    this.#worker = worker;
    this.#ready = false;
    return worker;
  }

  /** Starts the time limit of the first pending read, if any and none is running. */
  #timeNext() {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const first = this.#pending.entries().next();
    if (first.done || first.value[1].limitMs === undefined || !this.#ready) return;
    const [id, { limitMs }] = first.value;
    this.#timer = setTimeout(() => this.#timedOut(id), limitMs);
    this.#timer.unref();
  }

  /**
   * The read `id` ran past its limit. better-sqlite3 cannot interrupt a statement, so the worker is let go: it is
   * terminated (which takes effect once its statement returns, on its own thread) and a new one takes the reads
   * that were waiting behind it. The read itself fails, and its request answers 503 with `Retry-After`.
   */
  #timedOut(id: number) {
    const pending = this.#pending.get(id);
    const worker = this.#worker;
    if (!pending || !worker) return;
    this.#pending.delete(id);
    this.#timer = undefined;
    this.#worker = undefined;
    this.#abandoned++;
    abandonedInProcess++;
    worker.once('exit', () => {
      this.#abandoned--;
      abandonedInProcess--;
    });
    void worker.terminate().catch(() => {});
    pending.reject(new ReadTimeoutError(pending.limitMs ?? 0));
    if (this.#pending.size === 0) return;
    const next = this.#start();
    for (const [waitingId, waiting] of this.#pending) {
      next.postMessage({ id: waitingId, sql: waiting.sql, parameters: waiting.parameters });
    }
  }

  #fail(worker: Worker, error: Error) {
    if (this.#worker !== worker) return;
    this.#worker = undefined;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  async #run(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (this.#abandoned >= MAX_ABANDONED) throw new ReadTimeoutError(this.timeoutMs ?? 0);
    const worker = this.#worker ?? this.#start();
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      const limitMs =
        this.timeoutMs === undefined ? undefined : (statementTimeoutScope.getStore() ?? this.timeoutMs);
      this.#pending.set(id, { limitMs, sql, parameters, resolve, reject });
      worker.postMessage({ id, sql, parameters });
      if (this.#pending.size === 1) this.#timeNext();
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

/**
 * A Kysely instance reading `file` on a worker thread (started at its first query). A read that runs longer than
 * `timeoutMs` fails with a `ReadTimeoutError` (code `SQLITE_INTERRUPT`).
 */
export const openReadWorker = (file: string, options: { log?: LogConfig; timeoutMs?: number } = {}) =>
  new Kysely<Database>({
    log: options.log,
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new ReadWorkerDriver(file, options.timeoutMs),
      createQueryCompiler: () => new SqliteQueryCompiler(),
      createIntrospector: (db) => new SqliteIntrospector(db),
    },
  });
