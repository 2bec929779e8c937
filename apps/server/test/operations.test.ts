import { readFile } from 'node:fs/promises';
import { APP_TYPES_FILE, appTypesOf } from '@parlance/api-client/generate';
import {
  adminUserSchema,
  ENDPOINT_ACCESS,
  ENDPOINT_DOCS,
  type Endpoint,
  userAccountSchema,
} from '@parlance/shared';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_PUBLIC_ID } from '../src/demo/seed.js';
import { findAccessOfUser, findUser, toUserAccount } from '../src/modules/users/user.repository.js';
import { tenantIdOf } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from './support/test-app.js';

const METRICS_TOKEN = 'metrics-token-0123456789';

describe(`operations: OpenAPI, metrics and serialised answers (${engine})`, () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp({ METRICS_TOKEN });
  });
  afterAll(async () => {
    await test.close();
  });

  const admin = async () => {
    const client = test.client();
    expect((await client.login('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    return client;
  };

  it('documents every endpoint of the access table in an OpenAPI 3.1 document', async () => {
    const response = await test.client().get('/api-docs/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown; responses?: object }>>;
    };
    expect(document.openapi).toMatch(/^3\.1/);
    const missing = (Object.keys(ENDPOINT_ACCESS) as Endpoint[]).filter((endpoint) => {
      const [method = '', path = ''] = endpoint.split(' ');
      const openApiPath = path.replace(/:(\w+)/g, '{$1}');
      return !document.paths[openApiPath]?.[method.toLowerCase()];
    });
    expect(missing, 'endpoints missing from /api-docs/openapi.json').toEqual([]);
    // Nothing outside the table (the web app's files, the documentation's own files).
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.filter((endpoint) => !(endpoint in ENDPOINT_ACCESS))).toEqual([]);
    // Bodies and answers come from the shared schemas.
    const users = document.paths['/{tenantPublicId}/api/users']!;
    expect(JSON.stringify(users.post?.requestBody)).toContain('"login"');
    expect(JSON.stringify(users.get?.responses)).toContain('"departmentId"');
    expect(JSON.stringify(document.paths['/api/account']!.get?.responses)).toContain('"authorities"');
  });

  it("passes Redocly's recommended rules with no error and no warning: operationIds, security, problems, servers", async () => {
    const source = (await test.client().get('/api-docs/openapi.json')).body;
    const problems = await lintFromString({
      source,
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    expect(problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`)).toEqual(
      [],
    );
    const document = JSON.parse(source) as {
      servers: { url: string }[];
      paths: Record<string, Record<string, { operationId: string; security: Record<string, string[]>[] }>>;
    };
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    // A write needs the session and the XSRF header; /api/v1 the bearer key; sign-in no session.
    expect(document.paths['/{tenantPublicId}/api/users']!.post!.security).toEqual([
      { session: [], xsrf: [] },
    ]);
    expect(document.paths['/{tenantPublicId}/api/users']!.get!.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/v1/engagements']!.post!.security).toEqual([{ apiKey: [] }]);
    expect(document.paths['/api/authentication']!.post!.security).toEqual([{ xsrf: [] }]);
    expect(document.paths['/{tenantPublicId}/api/programs/{id}']!.get!.operationId).toBe('getProgramsById');
  });

  it('documents 413 wherever a body is read and 429 with Retry-After wherever a rate limit or one-at-a-time work applies', async () => {
    const document = (await test.client().get('/api-docs/openapi.json')).json() as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { description: string; headers?: object }> }>
      >;
    };
    const answers = (method: string, path: string) => document.paths[path]![method]!.responses;
    // Every POST, PUT and PATCH (Fastify reads their bodies), naming the route's own limit; never a GET.
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect('413' in operation.responses, `${method} ${path}`).toBe(
          ['post', 'put', 'patch'].includes(method),
        );
      }
    }
    expect(answers('post', '/{tenantPublicId}/api/users')['413']!.description).toContain('256 KB');
    expect(answers('post', '/api/v1/conversations')['413']!.description).toContain('12 MB');
    // The rate-limited routes: sign-in, sign-up, password reset, the collector and its settings, /api/v1 per key; and
    // the test-set run, one at a time per server.
    const limited = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => '429' in operation.responses)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(limited.sort()).toEqual(
      [
        'POST /api/authentication',
        'POST /api/tenant/signup',
        'POST /api/account/reset-password/init',
        'POST /api/account/reset-password/finish',
        'POST /api/account/reset-password/finish-create',
        'GET /collect/v1/projects/{writeKey}/settings',
        'POST /collect/v1/{kind}',
        'POST /api/v1/engagements',
        'POST /api/v1/engagements/{engagementId}/messages',
        'POST /api/v1/engagements/{engagementId}/end',
        'POST /api/v1/frame-tickets',
        'POST /api/v1/conversations',
        'POST /{tenantPublicId}/api/programs/{programId}/test-sets/{testSetId}/runs',
      ].sort(),
    );
    for (const endpoint of limited) {
      const [method = '', path = ''] = endpoint.split(' ');
      expect(answers(method.toLowerCase(), path)['429']!.headers, endpoint).toEqual({
        'Retry-After': {
          description: 'Seconds to wait before trying again.',
          schema: { type: 'integer', minimum: 1 },
        },
      });
    }
    expect(answers('post', '/api/authentication')['429']!.description).toContain('locked');
    expect(answers('post', '/api/v1/engagements')['429']!.description).toContain('with this key');
  });

  it('documents every success with its exact schema or as no content, every body a write reads, and the formats of path parameters', async () => {
    type Media = Record<string, { schema?: { type?: unknown } }>;
    type Operation = {
      requestBody?: { content: Media };
      parameters?: { in: string; name: string; schema: { type?: string } }[];
      responses: Record<string, { content?: Media }>;
    };
    const document = (await test.client().get('/api-docs/openapi.json')).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        endpoint: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}` as Endpoint,
        method,
        operation,
      })),
    );
    expect(operations).toHaveLength(Object.keys(ENDPOINT_ACCESS).length);
    const successOf = (operation: Operation) =>
      Object.entries(operation.responses).filter(([status]) => /^(1|2)\d\d$/.test(status));

    // Exactly one success each; every media type of an answer has a schema.
    const withoutOneSuccess = operations.filter(({ operation }) => successOf(operation).length !== 1);
    expect(withoutOneSuccess.map(({ name }) => name)).toEqual([]);
    const withoutSchema = operations.filter(({ operation }) =>
      Object.values(operation.responses).some((answer) =>
        Object.values(answer.content ?? {}).some((media) => !media.schema),
      ),
    );
    expect(withoutSchema.map(({ name }) => name)).toEqual([]);
    // An answer without content is one the shared docs say has none (`response: null`, no other media type).
    const noContent = operations.filter(({ operation }) => !successOf(operation)[0]?.[1].content);
    for (const { endpoint } of noContent) {
      expect(ENDPOINT_DOCS[endpoint].response, endpoint).toBeNull();
      expect(ENDPOINT_DOCS[endpoint].answerTypes, endpoint).toBeUndefined();
    }
    expect(noContent.map(({ endpoint }) => endpoint).sort()).toEqual(
      [
        'POST /api/authentication',
        'GET /api/authenticate',
        'POST /api/logout',
        'POST /api/account/reset-password/init',
        'POST /api/account/reset-password/finish',
        'POST /api/account/reset-password/finish-create',
        'POST /api/account/change-password',
        'DELETE /:tenantPublicId/api/roles/:id',
        'DELETE /:tenantPublicId/api/departments/:id',
        'POST /:tenantPublicId/api/users/:id/resend-invitation',
        'POST /:tenantPublicId/api/users/:id/password-reset',
        'POST /:tenantPublicId/api/agents/:id/resend-invitation',
        'POST /:tenantPublicId/api/agents/:id/password-reset',
        'DELETE /:tenantPublicId/api/programs/:programId/triples/:id',
        'GET /api/engine/ws',
        'DELETE /:tenantPublicId/api/programs/:programId/test-sets/:testSetId',
        'DELETE /:tenantPublicId/api/api-keys/:id',
        'DELETE /:tenantPublicId/api/webhooks/:id',
      ].sort(),
    );
    // Problems are application/problem+json, never application/json.
    for (const { name, operation } of operations) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (status === 'default' || Number(status) >= 400) {
          expect(Object.keys(answer.content ?? {}), `${name} ${status}`).toEqual([
            'application/problem+json',
          ]);
        }
      }
    }

    // Every write documents its body, but for the writes that read none.
    const writesWithoutBody = operations
      .filter(({ method, operation }) => ['post', 'put', 'patch'].includes(method) && !operation.requestBody)
      .map(({ endpoint }) => endpoint);
    expect(writesWithoutBody.sort()).toEqual(
      [
        'POST /api/logout',
        'POST /:tenantPublicId/api/users/:id/deactivate',
        'POST /:tenantPublicId/api/users/:id/reactivate',
        'POST /:tenantPublicId/api/users/:id/resend-invitation',
        'POST /:tenantPublicId/api/users/:id/password-reset',
        'POST /:tenantPublicId/api/agents/:id/deactivate',
        'POST /:tenantPublicId/api/agents/:id/reactivate',
        'POST /:tenantPublicId/api/agents/:id/resend-invitation',
        'POST /:tenantPublicId/api/agents/:id/password-reset',
        'POST /api/simulator/frame-ticket',
        'POST /:tenantPublicId/api/programs/:programId/test-sets/:testSetId/runs',
        'POST /api/v1/engagements/:engagementId/end',
        'POST /:tenantPublicId/api/webhooks/:id/deliveries/:deliveryId/retry',
        'POST /:tenantPublicId/api/webhooks/:id/test',
      ].sort(),
    );
    for (const { name, operation } of operations) {
      for (const media of Object.values(operation.requestBody?.content ?? {})) {
        expect(media.schema, name).toBeDefined();
      }
    }
    // What Stoplight Prism's proxy (`npm run contract:proxy`) found: a text body is a string (the collector's JSON
    // sent as text/plain is one holding JSON), and no tuple says `items: false`, which draft-07 validators read as
    // "no item at all".
    for (const { name, operation } of operations) {
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        if (type.startsWith('text/')) expect(media.schema?.type, `${name} ${type}`).toBe('string');
      }
    }
    const falseTupleItems: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if (Array.isArray(record.prefixItems) && record.items === false) falseTupleItems.push(at);
      for (const [key, value] of Object.entries(record)) walk(value, `${at}.${key}`);
    };
    walk(document.paths, 'paths');
    expect(falseTupleItems).toEqual([]);
    // The assist-impact report's intervals are still pairs (`prefixItems`, two items at most).
    const assistImpact = operations.find(
      ({ name }) => name === 'GET /{tenantPublicId}/api/reports/assist-impact',
    );
    expect(JSON.stringify(assistImpact?.operation.responses['200'])).toMatch(
      /"rateCi95":\{"anyOf":\[\{"type":"array","prefixItems":\[\{"type":"number"\},\{"type":"number"\}\],"minItems":2,"maxItems":2\}/,
    );

    // The answers the server really gives, as an integrator reads them.
    const operation = (name: string) => operations.find((entry) => entry.name === name)!.operation;
    const successStatus = (name: string) => successOf(operation(name))[0]![0];
    const successTypes = (name: string) => Object.keys(successOf(operation(name))[0]![1].content ?? {});
    expect(successStatus('POST /{tenantPublicId}/api/programs/{programId}/triples')).toBe('201');
    expect(successStatus('POST /{tenantPublicId}/api/programs/{programId}/test-sets')).toBe('201');
    expect(successStatus('POST /{tenantPublicId}/api/programs/{programId}/test-sets/{testSetId}/runs')).toBe(
      '201',
    );
    expect(successStatus('DELETE /{tenantPublicId}/api/roles/{id}')).toBe('204');
    expect(successStatus('DELETE /{tenantPublicId}/api/programs/{id}')).toBe('200');
    expect(successTypes('DELETE /{tenantPublicId}/api/programs/{id}')).toEqual(['application/json']);
    expect(successTypes('GET /{tenantPublicId}/api/programs/{programId}/triples/export')).toEqual([
      'text/csv',
    ]);
    expect(successTypes('GET /{tenantPublicId}/api/engagements/events')).toEqual(['text/event-stream']);
    expect(successTypes('GET /management/prometheus')).toEqual(['text/plain']);
    expect(successTypes('GET /{tenantPublicId}/api/reports/funnel')).toEqual([
      'application/json',
      'text/csv',
    ]);
    expect(JSON.stringify(successOf(operation('GET /management/health'))[0]![1])).toContain('"components"');
    expect(
      Object.keys(
        operation('POST /{tenantPublicId}/api/programs/{programId}/triples/import').requestBody!.content,
      ),
    ).toEqual(['text/csv']);
    expect(Object.keys(operation('POST /collect/v1/{kind}').requestBody!.content)).toEqual([
      'text/plain',
      'application/json',
    ]);
    // Path parameters: row ids are whole numbers.
    const parameter = (name: string, parameterName: string) =>
      operation(name).parameters!.find((entry) => entry.in === 'path' && entry.name === parameterName)!
        .schema;
    expect(parameter('GET /{tenantPublicId}/api/programs/{id}', 'id')).toMatchObject({
      type: 'integer',
      minimum: 1,
    });
    expect(parameter('GET /{tenantPublicId}/api/programs/{id}', 'tenantPublicId').type).toBe('integer');
    // The engagements API's ids are the integrator's own (issue's rule: 1 to 128 of letters, digits, -_.:).
    for (const name of [
      'POST /api/v1/engagements/{engagementId}/messages',
      'POST /api/v1/engagements/{engagementId}/end',
    ])
      expect(parameter(name, 'engagementId')).toMatchObject({
        type: 'string',
        maxLength: 128,
        pattern: '^(?!\\.+$)[A-Za-z0-9._:-]{1,128}$',
      });
    expect(parameter('POST /collect/v1/{kind}', 'kind')).toMatchObject({
      enum: expect.arrayContaining(['b', 'm']),
    });
  });

  it("keeps the web app's contract (every operation's types) as the generator makes it from the current document", async () => {
    const committed = await readFile(
      new URL(`../../../packages/api-client/${APP_TYPES_FILE}`, import.meta.url),
      'utf8',
    );
    expect(
      committed,
      `packages/api-client/${APP_TYPES_FILE} is out of date: run \`npm run generate -w packages/api-client\``,
    ).toBe(await appTypesOf(test.app.swagger()));
  });

  it('serves a browsable view at /api-docs', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api-docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('answers the account and the users list with every property the handlers return', async () => {
    const client = await admin();
    const tenantId = await tenantIdOf(test, DEMO_TENANT_PUBLIC_ID);
    const account = (await client.get('/api/account')).json() as { id: number };
    const row = await findUser(test.db.kysely, tenantId, account.id);
    const expected = toUserAccount(
      row!,
      DEMO_TENANT_PUBLIC_ID,
      await findAccessOfUser(test.db.kysely, tenantId, account.id),
    );
    expect({ ...account, lastActivityDate: null }).toEqual({ ...expected, lastActivityDate: null });
    expect(userAccountSchema.strict().safeParse(account).success).toBe(true);

    const list = await client.get(`/${DEMO_TENANT_PUBLIC_ID}/api/users?size=100`);
    expect(list.statusCode).toBe(200);
    for (const user of list.json() as unknown[]) {
      expect(adminUserSchema.strict().safeParse(user).success, JSON.stringify(user)).toBe(true);
    }
    const tenant = await client.get('/api/tenant/current');
    expect(tenant.json()).toMatchObject({ publicId: DEMO_TENANT_PUBLIC_ID, clientApps: expect.any(Array) });
  });

  it('counts requests by route pattern and times queries, for Prometheus, behind METRICS_TOKEN', async () => {
    const client = await admin();
    await client.get('/api/account');
    await client.get(`/${DEMO_TENANT_PUBLIC_ID}/api/users`);
    await client.get('/api/no-such-thing');
    expect((await test.app.inject({ method: 'GET', url: '/management/prometheus' })).statusCode).toBe(401);
    const wrong = await test.app.inject({
      method: 'GET',
      url: '/management/prometheus',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const response = await test.app.inject({
      method: 'GET',
      url: '/management/prometheus',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/account",status="200"\} \d+/);
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/:tenantPublicId\/api\/users",status="200"\} [1-9]/,
    );
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"\} 1/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/account"/,
    );
    expect(text).toMatch(
      new RegExp(
        `db_query_duration_seconds_count\\{dialect="${engine}",kind="query",connection="main"\\} [1-9]`,
      ),
    );
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    if (engine === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
  });
});
