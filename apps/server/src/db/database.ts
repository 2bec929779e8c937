import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  type SqliteDatabase as KyselySqlite,
  type LogConfig,
  PostgresDialect,
  SqliteDialect,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
  /** PostgreSQL's connection pool, for its metrics. */
  pool?: pg.Pool;
}

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
const cachingStatements = (sqlite: SqliteDatabase.Database): KyselySqlite => {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
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

/** Opens the database named by `DATABASE_URL`: `sqlite:PATH` (`sqlite::memory:` for memory) or `postgres://…`. */
export const openDatabase = (url: string, options: { log?: LogConfig } = {}): Db => {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const sqlite = new SqliteDatabase(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const kysely = new Kysely<Database>({
      dialect: new SqliteDialect({ database: cachingStatements(sqlite) }),
      log: options.log,
    });
    return { kysely, dialect: 'sqlite', close: once(() => kysely.destroy()) };
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (a restart) is reported here; without a listener it would end the
  // process. The pool opens a new connection for the next query, and the health check tells meanwhile.
  pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: options.log });
  return { kysely, dialect: 'postgres', pool, close: once(() => kysely.destroy()) };
};

export type Executor = Kysely<Database>;
