import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engine, type TestDatabase } from './support/database.js';

/** On a SQLite file, `db.reader` runs reads on a worker thread with a read-only connection of its own. */
describe.runIf(engine === 'sqlite')('read worker (sqlite)', () => {
  let database: TestDatabase;
  let file: string;

  beforeAll(async () => {
    database = await createTestDatabase({ sqliteFile: true });
    file = database.url.slice('sqlite:'.length);
    await sql`create table item (id integer primary key, name text not null)`.execute(database.db.kysely);
    await sql`insert into item (name) values ('first')`.execute(database.db.kysely);
  });
  afterAll(async () => {
    await database.drop();
  });

  const names = async () => {
    const { rows } = await sql<{ name: string }>`select name from item order by id`.execute(
      database.db.reader ?? database.db.kysely,
    );
    return rows.map((row) => row.name);
  };

  it('reads what was committed, beside a writer whose transaction is open', async () => {
    expect(database.db.reader).toBeDefined();
    expect(await names()).toEqual(['first']);
    const writer = new SqliteDatabase(file);
    try {
      writer.prepare('begin immediate').run();
      writer.prepare("insert into item (name) values ('second')").run();
      // The worker's connection does not wait for the writer and does not see its transaction.
      expect(await names()).toEqual(['first']);
      writer.prepare('commit').run();
      expect(await names()).toEqual(['first', 'second']);
    } finally {
      writer.close();
    }
  });

  it('answers many reads at once, each its own', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        sql<{ n: number }>`select ${i} + 0 as n`.execute(database.db.reader ?? database.db.kysely),
      ),
    );
    expect(answers.map((answer) => answer.rows[0]?.n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('fails a bad statement and goes on; refuses writes', async () => {
    const reader = database.db.reader ?? database.db.kysely;
    await expect(sql`select x from nowhere`.execute(reader)).rejects.toThrow(/no such table/);
    await expect(sql`insert into item (name) values ('third')`.execute(reader)).rejects.toMatchObject({
      code: 'SQLITE_READONLY',
    });
    expect(await names()).toEqual(['first', 'second']);
  });

  it('is not there in memory', async () => {
    const memory = await createTestDatabase({ engine: 'sqlite' });
    expect(memory.db.reader).toBeUndefined();
    await memory.drop();
  });
});
