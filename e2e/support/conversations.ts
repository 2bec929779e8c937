import Database from 'better-sqlite3';
import { E2E_DATABASE } from '../playwright.config.js';

/**
 * Gives a program a conversation, straight in the end-to-end server's SQLite file (nothing in the app creates
 * conversations yet). The server holds the file open too, so the connection waits for locks.
 */
export const insertConversation = (publicId: number, programId: number): void => {
  const db = new Database(E2E_DATABASE);
  try {
    db.pragma('busy_timeout = 5000');
    const tenant = db.prepare('select id from tenant where public_id = ?').get(publicId) as
      | { id: number }
      | undefined;
    if (!tenant) throw new Error(`no tenant ${publicId}`);
    db.prepare(
      'insert into conversation (tenant_id, program_id, engagement_id, started_date) values (?, ?, ?, ?)',
    ).run(tenant.id, programId, `PLATFORM${Math.floor(Math.random() * 2 ** 32)}`, new Date().toISOString());
  } finally {
    db.close();
  }
};
