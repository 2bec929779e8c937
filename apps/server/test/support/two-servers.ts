import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.js';
import { makeConfig } from '../../src/config.js';
import { TestClient } from './client.js';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from './test-app.js';

/** Two servers on one database, as two instances behind a load balancer. */
export interface TwoServers {
  /** The first server, with the database (SQLite on a file, so that the second opens the same one). */
  test: TestApp;
  second: FastifyInstance;
  /** The same session as `client`'s, on the second server. */
  onSecond(client: TestClient): TestClient;
  close(): Promise<void>;
}

export const startTwoServers = async (): Promise<TwoServers> => {
  const test = await startTestApp({}, { sqliteFile: true });
  const second = await buildApp(
    makeConfig({ DATABASE_URL: test.url, ADMIN_PASSWORD, LOG_LEVEL: 'silent', SEED: 'false' }),
  );
  await second.ready();
  return {
    test,
    second,
    onSecond(client) {
      const there = new TestClient(second);
      for (const [name, value] of client.cookies) there.cookies.set(name, value);
      return there;
    },
    async close() {
      await second.close();
      await test.close();
    },
  };
};

/** A report of the tenant through `client`, which must answer 200; the period is today unless given. */
export const reportOf =
  (tenantPublicId: number) =>
  async <T>(client: TestClient, name: string, period?: string): Promise<T> => {
    const today = new Date().toISOString().slice(0, 10);
    const response = await client.request(
      'GET',
      `/${tenantPublicId}/api/reports/${name}?${period ?? `from=${today}&to=${today}`}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
