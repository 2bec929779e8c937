import type { FastifyInstance } from 'fastify';
import type { LogConfig } from 'kysely';
import { afterEach } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type ConfigInput, makeConfig } from '../../src/config.js';
import type { Db } from '../../src/db/database.js';
import { TestClient } from './client.js';
import { expectNoContractViolations, judgeAnswers } from './contract.js';
import { createTestDatabase } from './database.js';

export const ADMIN_PASSWORD = 'demo-admin-password';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The database's URL, for a second client or app on the same database. */
  url: string;
  client(): TestClient;
  close(): Promise<void>;
}

/**
 * A server on a fresh database of the engine under test, seeded with the demo tenant. `sqliteFile` puts SQLite on
 * a temporary file, as in production (with the read worker), rather than in memory; `log` is Kysely's query log,
 * for tests that count what a request reads.
 */
export const startTestApp = async (
  overrides: ConfigInput = {},
  { sqliteFile = false, log }: { sqliteFile?: boolean; log?: LogConfig } = {},
): Promise<TestApp> => {
  const database = await createTestDatabase({ sqliteFile, log });
  const config = makeConfig({
    DATABASE_URL: database.url,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...overrides,
  });
  const app = await buildApp(config, { db: database.db });
  // Every answer is judged against the served OpenAPI document; a violation fails the test that caused it.
  judgeAnswers(app);
  await app.ready();
  return {
    app,
    db: database.db,
    url: database.url,
    client: () => new TestClient(app),
    async close() {
      await app.close();
      await database.drop();
    },
  };
};

afterEach(() => expectNoContractViolations());

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

/**
 * Gives a signed-up tenant the demo's insurance stages (as a tenant made before sign-ups got neutral ones keeps):
 * for tests whose conversations are the demo's insurance lines (greeting, qualifying, recommending a plan). Call it
 * before the tenant's programs are used.
 */
export const useInsuranceStages = async (test: TestApp, publicId: number) => {
  await test.db.kysely
    .updateTable('tenant')
    .set({ stage_defaults: 'insurance' })
    .where('public_id', '=', publicId)
    .execute();
};

/**
 * Tables written whatever a request's answer: the rate limiter's counters (PostgreSQL), and the report rollups,
 * which every instance's folder writes on its timer and before a report (what they count is in the base tables).
 */
export const ALWAYS_VOLATILE: readonly string[] = [
  'rate_limit',
  'report_fold_pending',
  'report_fold',
  'report_stage_day',
  'report_stage_week',
  'report_all_week',
  'report_rollup_state',
  'report_day',
];

/**
 * Every row of every table (found by introspection, so that new tables are never missed), for "nothing changed"
 * checks after a rejected request. Tables that reading itself may touch can be left out by the caller.
 */
export const snapshot = async (db: Db, except: readonly string[] = []) => {
  const result: Record<string, string[]> = {};
  const tables = (await db.kysely.introspection.getTables()).filter(
    ({ name }) => !except.includes(name) && !ALWAYS_VOLATILE.includes(name),
  );
  // Read in parallel: on PostgreSQL each table is a round trip of its own.
  await Promise.all(
    tables.map(async ({ name }) => {
      // biome-ignore lint/suspicious/noExplicitAny: every table, whatever its type
      const rows = await (db.kysely as any).selectFrom(name).selectAll().execute();
      result[name] = rows.map((row: unknown) => JSON.stringify(row)).sort();
    }),
  );
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
};

/**
 * The snapshot for "a refused request changed nothing" where requests carry a session: leaves out what merely
 * using a session writes (the session row and the user's last activity, touched once a minute) and sign-in
 * failures, which are counted by design.
 */
export const dataSnapshot = async (db: Db) => {
  const result = await snapshot(db, ['session', 'login_attempt']);
  result.app_user = (result.app_user ?? [])
    .map((row) => {
      const { last_activity_date: _, ...rest } = JSON.parse(row) as Record<string, unknown>;
      return JSON.stringify(rest);
    })
    .sort();
  return result;
};
