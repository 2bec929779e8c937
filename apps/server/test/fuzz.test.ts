import { ENDPOINT_ACCESS, type Endpoint, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@parlance/shared';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueWebhookEvents } from '../src/modules/webhooks/webhook.repository.js';
import { insertConversation, tenantIdOf } from './support/admin-fixtures.js';
import type { TestClient } from './support/client.js';
import { engine } from './support/database.js';
import {
  anyBody,
  anyQuery,
  dataFingerprint,
  describeRequest,
  type FuzzBody,
  pathValue,
  VOCABULARY,
} from './support/fuzz.js';
import { injectStream, STREAM_ENDPOINTS } from './support/stream-request.js';
import { signUpTenant, startTestApp, type TestApp, unique } from './support/test-app.js';

/**
 * Every endpoint of the access table gets random and hostile requests: path parameters, query strings, bodies
 * and content types. No answer may be a 5xx, every refusal is a problem body, and a refused request (4xx)
 * changes nothing in the database. A new endpoint joins by being in the access table.
 *
 * `FUZZ_SEED` replays a run, `FUZZ_SEED=random` explores (the seed is printed in the suite's name and in every failure); `FUZZ_RUNS` sets the
 * requests per endpoint.
 */
/** A fixed seed by default, so that a run is reproducible; `FUZZ_SEED=random` draws a new one. */
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? 20261123);
/** Requests per endpoint: about a minute on each engine. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const WRITE_KEY = 'fuzz-write-key';
/** `FUZZ_STATS=1` prints how often each endpoint answered each status, to see how deep the requests get. */
const STATS = process.env.FUZZ_STATS === '1';
const statusCounts = new Map<string, Map<number, number>>();

interface FuzzRequest {
  params: string[];
  query: string;
  body: FuzzBody;
  anonymous: boolean;
  noCsrf: boolean;
}

describe(`fuzzed requests to every endpoint (${engine}, FUZZ_SEED=${SEED})`, () => {
  let test: TestApp;
  let admin: TestClient;
  let credentials: { login: string; password: string };
  let publicId: number;
  let tenantId: number;
  let readData: () => Promise<Record<string, unknown>>;
  /** A key of the tenant, so that `/api/v1` requests get past the key check to their input. */
  let apiKey: string;

  beforeAll(async () => {
    console.log(`fuzz (${engine}): FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`);
    test = await startTestApp({
      ANALYTICS_WRITE_KEY: WRITE_KEY,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      COLLECTOR_RATE_LIMIT_PER_MINUTE: '1000000',
      LOGIN_LOCK_THRESHOLD: '1000000',
    });
    const tenant = await signUpTenant(test);
    ({ client: admin, publicId } = tenant);
    credentials = { login: tenant.input.login, password: tenant.input.password };
    tenantId = await tenantIdOf(test, publicId);
    // Rows of every kind, so that real ids lead requests past "not found".
    const api = `/${publicId}/api`;
    const department = (await admin.post(`${api}/departments`, { name: 'Fuzz sales' })).json().id;
    const program = (await admin.post(`${api}/programs`, { name: 'Fuzz program', channel: 'voice' })).json()
      .id;
    await admin.post(`${api}/programs`, { name: 'Fuzz chat', channel: 'chat' });
    await insertConversation(test, tenantId, program);
    await admin.post(`${api}/roles`, { name: 'Fuzz team', permissions: ['p-view_programs'] });
    for (const collection of ['users', 'agents']) {
      const login = unique('fuzz');
      const created = await admin.post(`${api}/${collection}`, {
        login,
        email: `${login}@example.com`,
        firstName: 'Fuzz',
        lastName: 'Person',
        roles: [],
        departmentId: department,
        mode: 'invite',
      });
      if (created.statusCode !== 201) throw new Error(`seeding ${collection} failed: ${created.body}`);
    }
    apiKey = (await admin.post(`${api}/api-keys`, { name: 'Fuzz key' })).json().key;
    // Its last use is written at most once a minute; dated ahead, it is never written, so data compares equal.
    await test.db.kysely
      .updateTable('api_key')
      .set({ last_used_date: '9999-12-31T00:00:00.000Z' })
      .where('tenant_id', '=', tenantId)
      .execute();
    // The delivery worker is stopped: its sends would change the data between requests.
    await test.app.webhooks.stop();
    await ensureWebhook();
    readData = await dataFingerprint(test.db);
  });
  afterAll(async () => {
    if (STATS) {
      for (const [endpoint, counts] of statusCounts) {
        const text = [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
        console.log(`${endpoint}: ${text.join(' ')}`);
      }
    }
    await test.close();
  });

  /** The ids of the webhook endpoints: a webhook's and its queued delivery's (rare among all the tenant's ids). */
  const webhookIds: Record<string, string[]> = {};
  /** Adds a webhook with a queued delivery unless the one added last is still there (a fuzzed delete). */
  const ensureWebhook = async () => {
    const kysely = test.db.kysely;
    const id = Number(webhookIds[':id']?.[0] ?? 0);
    if (await kysely.selectFrom('webhook').select('id').where('id', '=', id).executeTakeFirst()) return;
    const now = new Date().toISOString();
    const hook = await kysely
      .insertInto('webhook')
      .values({
        tenant_id: tenantId,
        // Never called: the worker is stopped.
        url: 'https://hooks.example.com/parlance',
        description: 'Fuzz receiver',
        events: JSON.stringify(['engagement.ended']),
        secret: 'whsec_fuzz',
        disabled_reason: null,
        failing_since: null,
        created_by: credentials.login,
        created_date: now,
        last_modified_date: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueWebhookEvents(kysely, tenantId, 'engagement.ended', { engagementId: 'PLATFORM1' });
    const delivery = await kysely
      .selectFrom('webhook_delivery')
      .select('id')
      .where('webhook_id', '=', hook.id)
      .executeTakeFirstOrThrow();
    webhookIds[':id'] = [String(hook.id)];
    webhookIds[':deliveryId'] = [String(delivery.id)];
  };

  /** Ids of the tenant's rows in every table that has them, as path values. */
  const realIds = async (): Promise<string[]> => {
    const tables = await test.db.kysely.introspection.getTables();
    const ids = new Set<string>();
    for (const table of tables) {
      const columns = table.columns.map((column) => column.name);
      if (!columns.includes('id') || !columns.includes('tenant_id')) continue;
      const rows = await sql<{
        id: number;
      }>`select id from ${sql.table(table.name)} where tenant_id = ${tenantId}`.execute(test.db.kysely);
      for (const row of rows.rows) ids.add(String(row.id));
    }
    return [...ids];
  };

  const signInAgain = async () => {
    const response = await admin.login(credentials.login, credentials.password);
    if (response.statusCode !== 200) throw new Error(`signing in again failed: ${response.body}`);
  };

  it('sees any change to the data, but not the use of a session', async () => {
    const before = await readData();
    const touch = { last_activity_date: new Date().toISOString() };
    await test.db.kysely.updateTable('app_user').set(touch).where('tenant_id', '=', tenantId).execute();
    expect(await readData()).toEqual(before);
    const department = test.db.kysely.updateTable('department').where('tenant_id', '=', tenantId);
    await department.set({ description: 'changed' }).execute();
    expect(await readData()).not.toEqual(before);
    await department.set({ description: null }).execute();
    expect(await readData()).toEqual(before);
  });

  for (const endpoint of Object.keys(ENDPOINT_ACCESS)) {
    const [method, template] = endpoint.split(' ') as [string, string];
    const params = template.match(/:\w+/g) ?? [];

    it(endpoint, { timeout: 120_000 }, async () => {
      if ((await admin.get('/api/account')).statusCode !== 200) await signInAgain();
      const forWebhook = template.includes('/api/webhooks/');
      if (forWebhook) await ensureWebhook();
      const ids = await realIds();
      const words = [...VOCABULARY, WRITE_KEY, ...'abgimpst'];
      const paramArbitraries = params.map((param) =>
        param === ':tenantPublicId'
          ? fc.oneof({ weight: 9, arbitrary: fc.constant(String(publicId)) }, pathValue(['1000', '0']))
          : pathValue(forWebhook && webhookIds[param] ? webhookIds[param] : param === ':id' ? ids : words),
      );
      const request: fc.Arbitrary<FuzzRequest> = fc.record({
        params: fc.tuple(...paramArbitraries),
        query: anyQuery,
        body:
          method === 'GET' || method === 'DELETE'
            ? fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, anyBody)
            : anyBody,
        anonymous: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
        noCsrf: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
      });

      let baseline: Record<string, unknown> | undefined;
      await fc.assert(
        fc.asyncProperty(request, async ({ params: values, query, body, anonymous, noCsrf }) => {
          let path = template;
          params.forEach((param, index) => {
            path = path.replace(param, values[index]!);
          });
          const url = query ? `${path}?${query}` : path;
          baseline ??= await readData();
          const cookies = anonymous ? new Map([[XSRF_COOKIE, 'fuzz-xsrf']]) : admin.cookies;
          const headers: Record<string, string> = {
            cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          };
          if (!noCsrf) headers[XSRF_HEADER] = cookies.get(XSRF_COOKIE) ?? '';
          if (!anonymous && ENDPOINT_ACCESS[endpoint as Endpoint] === 'api-key')
            headers.authorization = `Bearer ${apiKey}`;
          if (body.contentType) headers['content-type'] = body.contentType;
          const injected = {
            method: method as 'GET',
            url,
            headers,
            ...(body.payload === undefined ? {} : { payload: body.payload }),
          };
          // A stream that is let in never ends: only its head is waited for.
          const response = STREAM_ENDPOINTS.has(endpoint)
            ? await injectStream(test.app, injected)
            : await test.app.inject(injected);
          const counts = statusCounts.get(endpoint) ?? new Map<number, number>();
          counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
          statusCounts.set(endpoint, counts);
          const described = `${describeRequest({ method, url, anonymous, body })}\nanswer ${response.statusCode}: ${response.body.slice(0, 500)}\nFUZZ_SEED=${SEED}`;
          if (response.statusCode >= 500) throw new Error(`A server error for\n${described}`);
          if (response.statusCode >= 400) {
            expect(String(response.headers['content-type']), described).toContain('application/problem+json');
            expect(await readData(), `a refused request changed data:\n${described}`).toEqual(baseline);
          } else {
            baseline = undefined;
          }
          const sessionCleared = (response.cookies as { name: string; value: string }[]).some(
            (cookie) => cookie.name === SESSION_COOKIE && cookie.value === '',
          );
          if (!anonymous && sessionCleared) {
            admin.cookies.delete(SESSION_COOKIE);
            await signInAgain();
            baseline = undefined;
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    });
  }
});
