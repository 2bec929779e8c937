import { randomBytes } from 'node:crypto';
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

/** A fresh, empty database: in memory on SQLite, a new database of its own on PostgreSQL. */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  if (engine === 'sqlite') {
    const url = 'sqlite::memory:';
    const db = openDatabase(url);
    return { db, url, drop: () => db.close() };
  }
  const name = `parlance_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const db = openDatabase(url.toString());
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const client = new pg.Client({ connectionString: postgresAdminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};
