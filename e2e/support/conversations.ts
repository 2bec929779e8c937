import Database from 'better-sqlite3';
import { E2E_DATABASE } from '../playwright.config.js';

/**
 * Gives a program a conversation, straight in the end-to-end server's SQLite file (nothing in the app creates
 * conversations yet). The server holds the file open too, so the connection waits for locks.
 */
export const insertConversation = (publicId: number, programId: number): void =>
  withTenant(publicId, (db, tenantId) => {
    db.prepare(
      'insert into conversation (tenant_id, program_id, engagement_id, started_date) values (?, ?, ?, ?)',
    ).run(tenantId, programId, `PLATFORM${Math.floor(Math.random() * 2 ** 32)}`, new Date().toISOString());
  });

/**
 * Runs `work` on a connection to the end-to-end server's SQLite file with the tenant's row id. The server holds the
 * file open too, so the connection waits for locks.
 */
const withTenant = <T>(publicId: number, work: (db: Database.Database, tenantId: number) => T): T => {
  const db = new Database(E2E_DATABASE);
  try {
    db.pragma('busy_timeout = 5000');
    const tenant = db.prepare('select id from tenant where public_id = ?').get(publicId) as
      | { id: number }
      | undefined;
    if (!tenant) throw new Error(`no tenant ${publicId}`);
    return work(db, tenant.id);
  } finally {
    db.close();
  }
};

/**
 * Gives a program `count` engagements in one set-based insert, straight in the end-to-end server's SQLite file:
 * the integrators' API starts one engagement a request, at most API_KEY_REQUESTS_PER_MINUTE a key. Each row is
 * what starting an engagement of the API's voice channel and ending it a minute later stores (without messages it
 * enters no report). Their ids are `prefix` and a number from 0; each started a second before the previous one,
 * back from 10 January 2026 15:00 UTC.
 */
export const insertEngagements = (publicId: number, programId: number, count: number, prefix: string): void =>
  withTenant(publicId, (db, tenantId) => {
    const { changes } = db
      .prepare(
        `with recursive n(i) as (select 0 union all select i + 1 from n where i + 1 < @count)
         insert into conversation (tenant_id, program_id, engagement_id, started_date, ended_date, status, source,
           channel)
         select @tenant, @program, @prefix || i,
           strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-10T15:00:00.000Z', -i || ' seconds'),
           strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-10T15:01:00.000Z', -i || ' seconds'),
           'ended', 'api', 'voice'
         from n`,
      )
      .run({ count, tenant: tenantId, program: programId, prefix });
    if (changes !== count) throw new Error(`inserted ${changes} engagements of ${count}`);
  });
