import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LogConfig } from 'kysely';
import pg from 'pg';
import { type Db, openDatabase } from '../../src/db/database.js';

export type Engine = 'sqlite' | 'postgres';

/** Which engine this run tests: `TEST_DATABASE=postgres` for PostgreSQL, SQLite otherwise. */
export const engine: Engine = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/** The PostgreSQL server tests create their throw-away databases on. */
export const postgresAdminUrl =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  db: Db;
  url: string;
  drop(): Promise<void>;
}

/**
 * Drops a database once its connections have gone. The pool's `end()` resolves before its connections have
 * closed; cutting them off then (`with (force)`) makes the closing clients emit an error nobody listens to, so
 * force is the last resort, after a few seconds.
 */
const dropWhenClosed = async (client: pg.Client, name: string) => {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await client.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      // 55006: object_in_use, the database still has connections.
      if ((error as { code?: unknown }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await client.query(`drop database if exists ${name} with (force)`);
};

export interface TestDatabaseOptions {
  /** The engine; the one under test unless told. */
  engine?: Engine;
  /** SQLite on a temporary file, as in production, rather than in memory. */
  sqliteFile?: boolean;
  /** Kysely's query log. */
  log?: LogConfig;
  /** How the database (or file) name starts. */
  namePrefix?: string;
}

/**
 * A fresh, empty database: on SQLite in memory (or on a temporary file), on PostgreSQL a new database of its own.
 * `drop()` closes it and removes what it made.
 */
export const createTestDatabase = async ({
  engine: on = engine,
  sqliteFile = false,
  log,
  namePrefix = 'parlance_test',
}: TestDatabaseOptions = {}): Promise<TestDatabase> => {
  const name = `${namePrefix}_${randomBytes(6).toString('hex')}`;
  if (on === 'sqlite') {
    if (!sqliteFile) {
      const url = 'sqlite::memory:';
      const db = openDatabase(url, { log });
      return { db, url, drop: () => db.close() };
    }
    const file = join(tmpdir(), `${name}.db`);
    const url = `sqlite:${file}`;
    const db = openDatabase(url, { log });
    return {
      db,
      url,
      async drop() {
        await db.close();
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const db = openDatabase(url.toString(), { log });
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const client = new pg.Client({ connectionString: postgresAdminUrl });
      await client.connect();
      await dropWhenClosed(client, name);
      await client.end();
    },
  };
};
