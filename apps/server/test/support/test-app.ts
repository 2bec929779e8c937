import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { type ConfigInput, makeConfig } from '../../src/config.js';
import type { Db } from '../../src/db/database.js';
import { TestClient } from './client.js';
import { createTestDatabase } from './database.js';

export const ADMIN_PASSWORD = 'demo-admin-password';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  client(): TestClient;
  close(): Promise<void>;
}

/** A server on a fresh database of the engine under test, seeded with the demo tenant. */
export const startTestApp = async (overrides: ConfigInput = {}): Promise<TestApp> => {
  const database = await createTestDatabase();
  const config = makeConfig({
    DATABASE_URL: database.url,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...overrides,
  });
  const app = await buildApp(config, { db: database.db });
  await app.ready();
  return {
    app,
    db: database.db,
    client: () => new TestClient(app),
    async close() {
      await app.close();
      await database.drop();
    },
  };
};

let counter = 0;
/** A unique suffix, so that tests in one file never collide on logins or e-mails. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export const signupInput = (overrides: Record<string, unknown> = {}) => {
  const login = unique('user');
  return {
    tenantName: 'Acme Calls',
    firstName: 'Alice',
    lastName: 'Example',
    email: `${login}@example.com`,
    login,
    password: 'correct horse battery',
    ...overrides,
  };
};

/** Signs a new tenant up and returns a client signed in as its admin. */
export const signUpTenant = async (test: TestApp, overrides: Record<string, unknown> = {}) => {
  const input = signupInput(overrides);
  const client = test.client();
  const response = await client.post('/api/tenant/signup', input);
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const { publicId } = response.json() as { publicId: number };
  const login = await client.login(input.login, input.password);
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  return { client, publicId, input };
};

const TABLES = [
  'tenant',
  'client_app',
  'app_user',
  'role',
  'role_permission',
  'user_role',
  'session',
  'user_key',
  'login_attempt',
  'outbox',
  'product',
  'stage',
  'department',
  'program',
] as const;

/**
 * Every row of every table, for "nothing changed" checks after a rejected request. Tables that record
 * attempts themselves (`login_attempt`) or activity stamps can be left out by the caller.
 */
export const snapshot = async (db: Db, except: readonly string[] = []) => {
  const result: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    if (except.includes(table)) continue;
    result[table] = await db.kysely
      .selectFrom(table)
      .selectAll()
      .orderBy(
        table === 'role_permission'
          ? 'role_id'
          : table === 'user_role'
            ? 'user_id'
            : table === 'session'
              ? 'id_hash'
              : table === 'user_key'
                ? 'key_hash'
                : table === 'login_attempt'
                  ? 'username'
                  : 'id',
      )
      .execute();
  }
  return result;
};
