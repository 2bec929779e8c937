import Database from 'better-sqlite3';
import { hashPassword } from '../../apps/server/src/lib/crypto.js';
import { E2E_DATABASE } from '../playwright.config.js';
import { unique } from './fixtures.js';

/**
 * Straight access to the end-to-end server's SQLite file: users of any role without going through invitations,
 * client apps, and the analytics events the collector stored. The server has the file open too (WAL), so every
 * connection waits for locks instead of failing.
 */
const open = () => {
  const db = new Database(E2E_DATABASE);
  db.pragma('busy_timeout = 5000');
  return db;
};

const withDb = <T>(work: (db: Database.Database) => T): T => {
  const db = open();
  try {
    return work(db);
  } finally {
    db.close();
  }
};

const tenantId = (db: Database.Database, publicId: number): number => {
  const row = db.prepare('select id from tenant where public_id = ?').get(publicId) as
    | { id: number }
    | undefined;
  if (!row) throw new Error(`no tenant ${publicId}`);
  return row.id;
};

export interface E2eUser {
  id: number;
  login: string;
  password: string;
}

/** Adds a user with the given standard or custom roles of the tenant, signing in with `password`. */
export const createUser = async (
  publicId: number,
  roles: readonly string[],
  { status = 'ACTIVE', firstName = 'Uma', password = 'a-long-password-9' } = {},
): Promise<E2eUser> => {
  const login = unique('u');
  const passwordHash = await hashPassword(password);
  return withDb((db) =>
    db.transaction(() => {
      const tenant = tenantId(db, publicId);
      const { lastInsertRowid } = db
        .prepare(
          `insert into app_user (tenant_id, login, email, password_hash, first_name, last_name, status, created_by,
             created_date)
           values (?, ?, ?, ?, ?, 'Endtoend', ?, 'e2e', ?)`,
        )
        .run(
          tenant,
          login,
          `${login}@example.com`,
          passwordHash,
          firstName,
          status,
          new Date().toISOString(),
        );
      const id = Number(lastInsertRowid);
      const roleIds = db
        .prepare(`select id from role where tenant_id = ? and name in (${roles.map(() => '?').join(', ')})`)
        .all(tenant, ...roles) as { id: number }[];
      if (roleIds.length !== roles.length) throw new Error(`unknown roles among ${roles.join(', ')}`);
      const link = db.prepare('insert into user_role (user_id, role_id) values (?, ?)');
      for (const role of roleIds) link.run(id, role.id);
      return { id, login, password };
    })(),
  );
};

/** Sets (or replaces) a client app URL of the tenant (supex, agentic-voice-management, post-call-analytics). */
export const setClientApp = (publicId: number, clientId: string, url: string) =>
  withDb((db) => {
    const tenant = tenantId(db, publicId);
    db.prepare('delete from client_app where tenant_id = ? and client_id = ?').run(tenant, clientId);
    db.prepare('insert into client_app (tenant_id, client_id, url) values (?, ?, ?)').run(
      tenant,
      clientId,
      url,
    );
  });

export interface StoredEvent {
  type: string;
  event: string | null;
  userId: string | null;
  /** The browser's id for the library (one per browser profile until logout), set before and after sign-in. */
  anonymousId: string | null;
  properties: Record<string, unknown>;
  context: Record<string, unknown>;
}

/** The analytics events stored by the collector, oldest first. */
export const analyticsEvents = (): StoredEvent[] =>
  withDb((db) =>
    (
      db
        .prepare(
          'select type, event, user_id, anonymous_id, properties, context from analytics_event order by id',
        )
        .all() as {
        type: string;
        event: string | null;
        user_id: string | null;
        anonymous_id: string | null;
        properties: string;
        context: string;
      }[]
    ).map((row) => ({
      type: row.type,
      event: row.event,
      userId: row.user_id,
      anonymousId: row.anonymous_id,
      properties: JSON.parse(row.properties) as Record<string, unknown>,
      context: JSON.parse(row.context) as Record<string, unknown>,
    })),
  );

/** The id of a user, by login. */
export const userId = (login: string): number =>
  withDb((db) => (db.prepare('select id from app_user where login = ?').get(login) as { id: number }).id);

/**
 * Gives a signed-up tenant the demo's insurance stages (a signed-up tenant starts with neutral ones), for tests whose
 * conversations are the demo's insurance lines. Call it before the tenant makes a program.
 */
export const useInsuranceStages = (publicId: number): void =>
  withDb((db) => {
    db.prepare(`update tenant set stage_defaults = 'insurance' where public_id = ?`).run(publicId);
  });
