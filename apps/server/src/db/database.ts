import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  type DatabaseConnection,
  type Driver,
  Kysely,
  type SqliteDatabase as KyselySqlite,
  type LogConfig,
  PostgresDialect,
  PostgresDriver,
  SqliteDialect,
  SqliteDriver,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { openReadWorker } from './read-worker.js';
import type { Database } from './schema.js';
import { statementTimeoutScope } from './statement-timeout-scope.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
  /** PostgreSQL's connection pool, for its metrics. */
  pool?: pg.Pool;
  /**
   * Calls `listener` with the text of each writing statement (insert, update, delete) a connection ran, once the
   * connection is given back, that is after the transaction ended (or after the statement, outside one). When the
   * listener returns a promise, the query or transaction that wrote resolves only once it has settled.
   */
  onWrites(listener: WritesListener): () => void;
  /**
   * On a SQLite file, the same database read on a worker thread (`read-worker.ts`), for reads that may take long
   * (the lists of large tables); it sees committed data only. Absent on PostgreSQL (whose queries never hold the
   * event loop) and in memory.
   */
  reader?: Kysely<Database>;
  /**
   * Whether the database answers, for health: a short read on a connection of its own, so that it never waits
   * behind the server's queries or write transactions (SQLite: a read-only connection to the file, which WAL lets
   * read beside the writer; PostgreSQL: a connection of its own). Probes asked at once share one. Rejects when the
   * database cannot be reached or does not answer within its deadline (`HEALTH_PROBE_TIMEOUT_MS`, 3 s on
   * PostgreSQL), and once the database is closed.
   */
  probe(): Promise<void>;
}

/** How long the health probe waits for the database (connecting included) before it counts it as down. */
export const HEALTH_PROBE_TIMEOUT_MS = 800;
/**
 * PostgreSQL's probe allows longer: its answer and its timer are seen in the same turn of the event loop, timers
 * first, so a loop held past the deadline (a busy server) would count an answer already in as a timeout.
 */
const POSTGRES_PROBE_TIMEOUT_MS = 3_000;

/** Probes asked while one is running wait for it rather than ask the database again. */
const singleFlight = (probe: () => Promise<void>) => {
  let running: Promise<void> | undefined;
  return () => {
    running ??= probe().finally(() => {
      running = undefined;
    });
    return running;
  };
};

export type WritesListener = (statements: readonly string[]) => undefined | Promise<void>;

/**
 * Whether a statement writes, by its text; remembered per text. Texts are few, but a list of values makes one per
 * length, so the memory is bounded in bytes (reported as the `statement-kinds` cache).
 */
export const statementKinds = new LRUCache<string, boolean>({
  max: 10_000,
  maxSize: 4 * 1024 * 1024,
  sizeCalculation: (_known, text) => 64 + 2 * text.length,
});
const WRITING = /\b(insert\s+into|update|delete\s+from)\s/i;
/** What `rememberedPerText` keeps at most: texts, and their characters in all. */
const REMEMBERED_TEXTS_MAX = 64;
const REMEMBERED_CHARS_MAX = 256 * 1024;

/**
 * `answer(text)` remembered for the texts asked lately, by their text: the hot statements (a message's read and
 * write, compiled once or fixed per batch size) come with the same few texts at every query, and a plain map answers
 * them for less than the bounded cache's bookkeeping or a pattern's scan of a long text. Emptied once it holds
 * `REMEMBERED_TEXTS_MAX` texts or `REMEMBERED_CHARS_MAX` characters (a longer text is not kept), so that it never
 * holds more than half a megabyte.
 */
export const rememberedPerText = <T>(answer: (text: string) => T) => {
  const known = new Map<string, T>();
  let chars = 0;
  return (text: string): T => {
    if (known.has(text)) return known.get(text) as T;
    const result = answer(text);
    if (known.size >= REMEMBERED_TEXTS_MAX || chars + text.length > REMEMBERED_CHARS_MAX) {
      known.clear();
      chars = 0;
    }
    if (text.length <= REMEMBERED_CHARS_MAX) {
      known.set(text, result);
      chars += text.length;
    }
    return result;
  };
};

/** Whether a statement's text matches `pattern` (one without the `g` or `y` flag), remembered per text. */
export const statementMatches = (pattern: RegExp) => {
  if (pattern.global || pattern.sticky) throw new Error('the pattern must keep no state between tests');
  return rememberedPerText((text) => pattern.test(text));
};

const isWrite = rememberedPerText((text: string) => {
  let known = statementKinds.get(text);
  if (known === undefined) {
    known = WRITING.test(text);
    statementKinds.set(text, known);
  }
  return known;
});

/** The writes a connection ran since it was taken, told to the listeners when it is given back. */
const writeTracker = () => {
  const listeners: WritesListener[] = [];
  return {
    listeners,
    onWrites: (listener: WritesListener) => {
      listeners.push(listener);
      return () => {
        const index = listeners.indexOf(listener);
        if (index >= 0) listeners.splice(index, 1);
      };
    },
    note(pending: string[], text: string) {
      if (listeners.length > 0 && isWrite(text)) pending.push(text);
    },
    /** What the listeners still wait for, if anything. */
    flush(pending: string[]): Promise<void> | undefined {
      if (pending.length === 0) return undefined;
      const statements = pending.splice(0);
      const waits: Promise<void>[] = [];
      for (const listener of listeners) {
        const wait = listener(statements);
        if (wait) waits.push(wait);
      }
      if (waits.length === 0) return undefined;
      return waits.length === 1 ? waits[0] : Promise.all(waits).then(() => undefined);
    },
  };
};

// PostgreSQL returns int8 (counts) as text; every count here fits a JavaScript number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/** Closing twice (a test that cut the database off, then its clean-up) is harmless. */
const once = (close: () => Promise<void>) => {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
};

/** Prepared statements kept per SQLite connection (least recently used first out). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query again; preparing costs far more than running a short query on SQLite, so the
 * statements are kept by their SQL text. Streams (`iterate`) get a statement of their own, as a statement being
 * iterated cannot run again meanwhile.
 */
const cachingStatements = (
  sqlite: SqliteDatabase.Database,
  onPrepare: (sql: string) => void,
): KyselySqlite => {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      onPrepare(sql);
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value ?? '');
      }
      statements.set(sql, statement);
      const cached = statement;
      return {
        reader: cached.reader,
        all: (parameters) => cached.all(parameters),
        run: (parameters) => cached.run(parameters),
        iterate: (parameters) => sqlite.prepare(sql).iterate(parameters),
      };
    },
  };
};

/**
 * SQLite itself rolls a transaction back on some errors (a full disk, an I/O error, a busy lock during a statement);
 * the `rollback` Kysely then sends would fail and hide the error that matters. It is sent only while a
 * transaction is open.
 */
class SafeRollbackSqliteDialect extends SqliteDialect {
  private readonly database: KyselySqlite;
  private readonly pending: string[] = [];

  constructor(
    private readonly sqlite: SqliteDatabase.Database,
    private readonly writes: ReturnType<typeof writeTracker>,
  ) {
    const pending: string[] = [];
    // Kysely prepares each statement as it runs it, on its one connection.
    const database = cachingStatements(sqlite, (text) => writes.note(pending, text));
    super({ database });
    this.database = database;
    this.pending = pending;
  }

  override createDriver(): Driver {
    const { sqlite, writes, pending } = this;
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (sqlite.inTransaction) await super.rollbackTransaction(connection);
      }

      override async releaseConnection(): Promise<void> {
        await super.releaseConnection();
        await writes.flush(pending);
      }
    })({ database: this.database });
  }
}

export interface OpenDatabaseOptions {
  /** Kysely's query log. */
  log?: LogConfig;
  /**
   * Told of every error of a PostgreSQL connection outside a query (a restart cutting idle or checked-out
   * connections). The connection is dropped and the pool opens a new one for the next query; the process never
   * ends on it. Written to standard error when not given.
   */
  onConnectionError?: (error: Error) => void;
  /**
   * PostgreSQL: every connection's `statement_timeout` (a longer one is set per transaction with
   * `withStatementTimeout`, none for migrations). SQLite: the time limit of each read on the read worker. A
   * statement stopped by it answers 503 with `Retry-After`. None when not given.
   */
  statementTimeoutMs?: number;
  /** PostgreSQL: the connections the pool opens at most (10 when not given). */
  poolSize?: number;
}

/** Statements PostgreSQL prepares once per connection, by their SQL text; see `keepPrepared`. */
const namedStatements = new Map<string, string>();

/**
 * Asks PostgreSQL to prepare a statement once per connection and plan it from then on from its cached plan,
 * rather than parse and plan it again at every execution (Kysely sends unnamed statements). For the few hot
 * statements whose planning costs more than running them: the principal's query takes about 1 ms to plan and
 * 0.1 ms to run. The SQL text must be fixed (values as parameters); there are only ever a handful.
 */
export const keepPrepared = (sql: string) => {
  if (!namedStatements.has(sql)) namedStatements.set(sql, `parlance_${namedStatements.size + 1}`);
};

/**
 * The pool as Kysely sees it: a query whose text was kept prepared goes out as a named statement, and the writes
 * of a connection are told to the listeners when it is given back. `takeSettling` hands over what they still wait
 * for, right after the release.
 */
const preparingNamedStatements = (pool: pg.Pool, writes: ReturnType<typeof writeTracker>) => {
  const wrapped = new WeakMap<pg.PoolClient, pg.PoolClient>();
  /** Connections taken with a limit of their own (`statementTimeoutScope`), set back when given back. */
  const limited = new WeakSet<pg.PoolClient>();
  let settling: Promise<void> | undefined;
  const wrap = (client: pg.PoolClient): pg.PoolClient => {
    let proxy = wrapped.get(client);
    if (!proxy) {
      const pending: string[] = [];
      proxy = new Proxy(client, {
        get(target, property, receiver) {
          if (property === 'release') {
            return (...args: unknown[]) => {
              if (limited.delete(target)) {
                // Queued before anything the next taker sends, so that it finds the default again.
                target.query('reset statement_timeout').catch(() => {});
              }
              const released = (target.release as (...args: unknown[]) => void)(...args);
              settling = writes.flush(pending);
              return released;
            };
          }
          if (property !== 'query') return Reflect.get(target, property, receiver);
          // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; only (text, values) is named.
          return (first: any, ...rest: any[]) => {
            if (typeof first === 'string') writes.note(pending, first);
            const name = typeof first === 'string' ? namedStatements.get(first) : undefined;
            return name
              ? target.query({ name, text: first, values: rest[0] })
              : (target.query as (...args: unknown[]) => unknown)(first, ...rest);
          };
        },
      });
      wrapped.set(client, proxy);
    }
    return proxy;
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      const ms = statementTimeoutScope.getStore();
      if (ms !== undefined) {
        try {
          await client.query(`set statement_timeout = ${Math.round(ms)}`);
        } catch (error) {
          client.release(error as Error);
          throw error;
        }
        limited.add(client);
      }
      return wrap(client);
    },
    end: () => pool.end(),
    takeSettling() {
      const taken = settling;
      settling = undefined;
      return taken;
    },
  };
};

/** Kysely's PostgreSQL dialect whose driver, giving a connection back, waits for what its writes' listeners do. */
class SettlingPostgresDialect extends PostgresDialect {
  constructor(private readonly pool: ReturnType<typeof preparingNamedStatements>) {
    super({ pool });
  }

  override createDriver(): Driver {
    const { pool } = this;
    return new (class extends PostgresDriver {
      override async releaseConnection(
        connection: Parameters<PostgresDriver['releaseConnection']>[0],
      ): Promise<void> {
        const released = super.releaseConnection(connection);
        // Kysely gives the client back synchronously (`PoolClient.release`), so what that release started is
        // known here, before anything else can run.
        const settling = pool.takeSettling();
        await released;
        await settling;
      }
    })({ pool });
  }
}

/** Opens the database named by `DATABASE_URL`: `sqlite:PATH` (`sqlite::memory:` for memory) or `postgres://…`. */
export const openDatabase = (url: string, options: OpenDatabaseOptions = {}): Db => {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const sqlite = new SqliteDatabase(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const writes = writeTracker();
    const kysely = new Kysely<Database>({
      dialect: new SafeRollbackSqliteDialect(sqlite, writes),
      log: options.log,
    });
    const reader =
      file === ':memory:'
        ? undefined
        : openReadWorker(file, { log: options.log, timeoutMs: options.statementTimeoutMs });
    let closed = false;
    let prober: SqliteDatabase.Database | undefined;
    const probe = singleFlight(async () => {
      if (closed) throw new Error('the database was closed');
      // In memory there is no file to read beside the writer: the one connection is asked.
      if (file === ':memory:') {
        sqlite.prepare('select 1').get();
        return;
      }
      try {
        if (!prober) {
          prober = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
          prober.pragma(`busy_timeout = ${HEALTH_PROBE_TIMEOUT_MS}`);
        }
        // Reads the schema's first page from the file: microseconds, and never behind a write (WAL).
        prober.prepare('select count(*) from sqlite_schema').get();
      } catch (error) {
        prober?.close();
        prober = undefined;
        throw error;
      }
    });
    return {
      kysely,
      dialect: 'sqlite',
      reader,
      onWrites: writes.onWrites,
      probe,
      close: once(async () => {
        closed = true;
        prober?.close();
        prober = undefined;
        await reader?.destroy();
        await kysely.destroy();
      }),
    };
  }
  const onConnectionError =
    options.onConnectionError ??
    ((error: Error) => console.error(`database connection lost: ${error.message}`));
  // A connection that cannot be made within 5 seconds fails the request (503) rather than holding it.
  // Sent when each connection starts, so that no statement of a request can run unbounded.
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // pg emits 'error' on a connection the server cut (a restart: 57P01) whether the pool holds it idle or a request
  // has it checked out; an 'error' without a listener ends the process. Every connection gets a listener of its
  // own when it is made, for its whole life; the pool's listener covers the idle ones, which the pool then drops.
  // A checked-out connection that failed is no longer queryable: its query fails (503) and the pool drops it when
  // it is released.
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
  });
  pool.on('error', () => {
    // Already reported by the connection's own listener.
  });
  const writes = writeTracker();
  const kysely = new Kysely<Database>({
    dialect: new SettlingPostgresDialect(preparingNamedStatements(pool, writes)),
    log: options.log,
  });
  // Health's own connection: a probe never queues behind the requests' queries for one of the main pool's
  // connections; probes at once share one question. Each limit (connecting, the statement, the answer) is the
  // probe's deadline.
  const probes = new pg.Pool({
    connectionString: url,
    max: 1,
    idleTimeoutMillis: 60_000,
    connectionTimeoutMillis: POSTGRES_PROBE_TIMEOUT_MS,
    statement_timeout: POSTGRES_PROBE_TIMEOUT_MS,
    query_timeout: POSTGRES_PROBE_TIMEOUT_MS,
  });
  probes.on('connect', (client) => {
    client.on('error', onConnectionError);
  });
  probes.on('error', () => {
    // Already reported by the connection's own listener.
  });
  let closed = false;
  return {
    kysely,
    dialect: 'postgres',
    pool,
    probe: singleFlight(async () => {
      if (closed) throw new Error('the database was closed');
      await probes.query('select 1');
    }),
    close: once(async () => {
      closed = true;
      await Promise.all([kysely.destroy(), probes.end()]);
    }),
    onWrites: writes.onWrites,
  };
};

export type Executor = Kysely<Database>;
