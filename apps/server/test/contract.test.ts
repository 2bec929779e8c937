import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { makeConfig } from '../src/config.js';
import { DEMO_TENANT_PUBLIC_ID } from '../src/demo/seed.js';
import { TestClient } from './support/client.js';
import {
  type ContractChecker,
  contractViolations,
  createContractChecker,
  judgeAnswers,
} from './support/contract.js';
import { createTestDatabase, engine } from './support/database.js';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from './support/test-app.js';

const ROLE = '/:tenantPublicId/api/roles/:id';
const problem = JSON.stringify({
  title: 'Not Found',
  status: 404,
  detail: 'Not found.',
  message: 'error.http.404',
});

describe(`the answers' judge: every answer against the served OpenAPI document (${engine})`, () => {
  let test: TestApp;
  let checker: ContractChecker;
  let account: string;

  beforeAll(async () => {
    test = await startTestApp();
    checker = await createContractChecker(test.app.swagger());
    const client = test.client();
    expect((await client.login('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    account = (await client.get('/api/account')).body;
  });
  afterAll(async () => {
    await test.close();
  });

  const answer = (overrides: Partial<Parameters<ContractChecker['check']>[0]>) =>
    checker.check({
      method: 'GET',
      route: '/api/account',
      status: 200,
      contentType: 'application/json; charset=utf-8',
      contentEncoding: undefined,
      body: account,
      ...overrides,
    });

  it('passes an answer that keeps to the document', () => {
    expect(answer({})).toEqual([]);
    expect(
      answer({ method: 'DELETE', route: ROLE, status: 204, contentType: undefined, body: undefined }),
    ).toEqual([]);
    expect(
      answer({ route: ROLE, status: 404, contentType: 'application/problem+json', body: problem }),
    ).toEqual([]);
  });

  it('finds an extra or missing property, a status and a content type the document does not give', () => {
    const extra = JSON.stringify({ ...JSON.parse(account), passwordHash: 'x' });
    expect(answer({ body: extra }).join()).toContain('additionalProperty');
    const { login: _, ...missing } = JSON.parse(account) as Record<string, unknown>;
    expect(answer({ body: JSON.stringify(missing) }).join()).toContain('login');
    expect(answer({ method: 'DELETE', route: ROLE, status: 200, body: '{}' }).join()).toContain(
      'status not documented',
    );
    expect(answer({ method: 'DELETE', route: ROLE, status: 204, body: '{}' }).join()).toContain('no content');
    expect(answer({ route: ROLE, status: 404, body: problem }).join()).toContain(
      'where the document says application/problem+json',
    );
    expect(
      answer({ route: '/:tenantPublicId/api/programs/:programId/triples/export', body: 'stream' }).join(),
    ).toContain('where the document says text/csv');
  });

  it('turns a violation in a real answer into a failure of the test that caused it', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(
      makeConfig({
        DATABASE_URL: database.url,
        ADMIN_PASSWORD,
        LOG_LEVEL: 'silent',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      }),
      { db: database.db },
    );
    // A route that leaks a property its schema does not name: added before the judge, as a handler's own would be.
    app.addHook('onSend', async (request, _reply, payload) =>
      request.url === '/api/account' && typeof payload === 'string'
        ? JSON.stringify({ ...JSON.parse(payload), passwordHash: 'leaked' })
        : payload,
    );
    judgeAnswers(app);
    await app.ready();
    try {
      const client = new TestClient(app);
      expect((await client.login('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
      expect(contractViolations).toEqual([]);
      await client.get('/api/account');
      expect(contractViolations.splice(0).join()).toContain('GET /api/account → 200');
      // A tenant path is judged by its route, whatever the tenant.
      await client.get(`/${DEMO_TENANT_PUBLIC_ID}/api/roles/999999`);
      expect(contractViolations).toEqual([]);
    } finally {
      contractViolations.splice(0);
      await app.close();
      await database.drop();
    }
  });
});
