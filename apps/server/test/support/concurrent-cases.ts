import type { Endpoint } from '@parlance/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { issueKey } from '../../src/modules/auth/user-key.repository.js';
import { signInWith, tenantIdOf } from './admin-fixtures.js';
import type { TestClient } from './client.js';
import type { SeededRow } from './isolation-case.js';
import { insertProgram } from './studio-fixtures.js';
import { signUpTenant, signupInput, type TestApp, unique } from './test-app.js';
import { createUser, eventually } from './users.js';

type Response = LightMyRequestResponse;

/** One request, ready to be sent several times at once, and what must hold once all its answers are in. */
export interface PreparedWrite {
  send: () => Promise<Response>;
  /** Checks the answers' statuses (in sending order) and the data they leave. */
  check?: (statuses: number[]) => Promise<void>;
}

/** An endpoint outside `/:tenantPublicId/api`: how to make its valid request on a fresh server. */
export interface ConcurrentCase {
  endpoint: Endpoint;
  prepare: (test: TestApp) => Promise<PreparedWrite>;
}

export const ANALYTICS_WRITE_KEY = 'concurrent-write-key';

const count = (statuses: number[], test: (status: number) => boolean) => statuses.filter(test).length;
export const successes = (statuses: number[]) => count(statuses, (status) => status >= 200 && status < 300);

/** Exactly one answer succeeded; every other one was refused with one of `refusals`. */
export const expectOneWinner = (statuses: number[], refusals: number[]) => {
  expect(successes(statuses), `statuses ${statuses}`).toBe(1);
  for (const status of statuses.filter((s) => s >= 300))
    expect(refusals, `statuses ${statuses}`).toContain(status);
};

/** Rows of a table, in one tenant when given. */
export const rowCount = async (test: TestApp, table: string, where: Record<string, unknown> = {}) => {
  // biome-ignore lint/suspicious/noExplicitAny: any table
  let query = (test.db.kysely as any).selectFrom(table).select((eb: any) => eb.fn.countAll().as('n'));
  for (const [column, value] of Object.entries(where))
    query = query.where(column, value === null ? 'is' : '=', value);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

/** A call of the tenant API key (`/api/v1`), JSON body. */
const v1 = (test: TestApp, key: string, url: string, body?: unknown) =>
  test.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

/** A fresh tenant with a program and an API key, for the `/api/v1` cases. */
const apiTenant = async (test: TestApp) => {
  const tenant = await signUpTenant(test, { tenantName: 'Concurrent platform' });
  const tenantId = await tenantIdOf(test, tenant.publicId);
  const program = await insertProgram(test, tenantId, unique('Concurrent program '));
  const created = await tenant.client.post(`/${tenant.publicId}/api/api-keys`, { name: 'Concurrent' });
  if (created.statusCode !== 201) throw new Error(`no API key: ${created.body}`);
  return { tenant, tenantId, program, key: (created.json() as { key: string }).key };
};

const engagementId = () => `PLATFORM${Math.floor(Math.random() * 2 ** 32)}`;

const started = async (test: TestApp) => {
  const api = await apiTenant(test);
  const id = engagementId();
  const response = await v1(test, api.key, '/api/v1/engagements', {
    engagementId: id,
    program: api.program,
    channel: 'voice',
  });
  if (response.statusCode !== 201) throw new Error(`no engagement: ${response.body}`);
  return { ...api, engagementId: id };
};

const conversationOf = (test: TestApp, tenantId: number, id: string) =>
  test.db.kysely
    .selectFrom('conversation')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('engagement_id', '=', id)
    .execute();

const signedIn = async (test: TestApp, login: string, password: string): Promise<TestClient> => {
  const client = test.client();
  const response = await client.login(login, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return client;
};

/** Every unsafe endpoint outside `/:tenantPublicId/api`, with its valid request. */
export const NON_TENANT_CASES: ConcurrentCase[] = [
  {
    endpoint: 'POST /api/tenant/signup',
    async prepare(test) {
      const input = signupInput({ tenantName: 'Concurrent sign-up' });
      const tenants = await rowCount(test, 'tenant');
      return {
        send: () => test.client().post('/api/tenant/signup', input),
        async check(statuses) {
          // The first to commit wins; the others answer what the check before the insert answers.
          expectOneWinner(statuses, [400]);
          expect(await rowCount(test, 'tenant')).toBe(tenants + 1);
          expect(await rowCount(test, 'app_user', { login: input.login.toLowerCase() })).toBe(1);
        },
      };
    },
  },
  {
    endpoint: 'POST /api/authentication',
    async prepare(test) {
      const user = await createUser(test);
      return {
        send: () => test.client().login(user.login, user.password),
        async check(statuses) {
          expect(statuses).toEqual(statuses.map(() => 200));
        },
      };
    },
  },
  {
    endpoint: 'POST /api/logout',
    async prepare(test) {
      const user = await createUser(test);
      const client = await signedIn(test, user.login, user.password);
      return {
        send: () => client.post('/api/logout'),
        async check(statuses) {
          expect(successes(statuses)).toBe(statuses.length);
          expect((await client.get('/api/account')).statusCode).toBe(401);
        },
      };
    },
  },
  {
    endpoint: 'POST /api/account/reset-password/init',
    async prepare(test) {
      const user = await createUser(test);
      return {
        send: () => test.client().post('/api/account/reset-password/init', user.email, { text: true }),
        async check(statuses) {
          expect(statuses).toEqual(statuses.map(() => 200));
          // The keys are issued after the answer (its time must not tell whether the address is known), each before
          // its mail is kept in the outbox: once every answer's mail is there, every key has been issued.
          const mailed = async () =>
            (await rowCount(test, 'outbox', { recipient: user.email })) >= statuses.length;
          await eventually(mailed, 20_000);
          expect(await liveKeys(test, user.id, 'reset'), 'live reset keys').toBe(1);
        },
      };
    },
  },
  {
    endpoint: 'POST /api/account/reset-password/finish',
    async prepare(test) {
      const user = await createUser(test);
      const key = await issueKey(test.db.kysely, user.id, 'reset', 3_600_000);
      return {
        send: () =>
          test.client().post('/api/account/reset-password/finish', { key, newPassword: 'reset-in-a-race' }),
        async check(statuses) {
          // A key is used once: one answer sets the password, the others find the key used.
          expectOneWinner(statuses, [400]);
          expect((await test.client().login(user.login, 'reset-in-a-race')).statusCode).toBe(200);
        },
      };
    },
  },
  {
    endpoint: 'POST /api/account/reset-password/finish-create',
    async prepare(test) {
      const user = await createUser(test, { status: 'INVITED', password: null });
      const key = await issueKey(test.db.kysely, user.id, 'invite', 3_600_000);
      return {
        send: () =>
          test
            .client()
            .post('/api/account/reset-password/finish-create', { key, newPassword: 'first-in-a-race' }),
        async check(statuses) {
          expectOneWinner(statuses, [400]);
          expect((await test.client().login(user.login, 'first-in-a-race')).statusCode).toBe(200);
        },
      };
    },
  },
  {
    endpoint: 'POST /api/account/change-password',
    async prepare(test) {
      const user = await createUser(test);
      const client = await signedIn(test, user.login, user.password);
      return {
        send: () =>
          client.post('/api/account/change-password', {
            currentPassword: user.password,
            newPassword: 'changed-in-a-race',
          }),
        async check(statuses) {
          expect(successes(statuses)).toBeGreaterThan(0);
          expect((await test.client().login(user.login, 'changed-in-a-race')).statusCode).toBe(200);
        },
      };
    },
  },
  {
    endpoint: 'POST /api/simulator/frame-ticket',
    async prepare(test) {
      const tenant = await signUpTenant(test, { tenantName: 'Concurrent simulator' });
      const { client } = await signInWith(test, tenant.publicId, ['p-view_xlm_test_ui']);
      return {
        send: () => client.post('/api/simulator/frame-ticket'),
        async check(statuses) {
          expect(statuses).toEqual(statuses.map(() => 200));
        },
      };
    },
  },
  {
    endpoint: 'POST /collect/v1/:kind',
    async prepare(test) {
      const messageId = unique('ajs-concurrent-');
      const payload = JSON.stringify({
        type: 'track',
        messageId,
        writeKey: ANALYTICS_WRITE_KEY,
        anonymousId: 'anon-concurrent',
        event: 'Button Clicked',
        properties: { label: 'Continue' },
        sentAt: new Date().toISOString(),
      });
      return {
        // The analytics library sends JSON as text/plain.
        send: () =>
          test.app.inject({
            method: 'POST',
            url: '/collect/v1/t',
            headers: { 'content-type': 'text/plain' },
            payload,
          }),
        async check(statuses) {
          // A retried event is the same event: stored once, and every sending answered as stored.
          expect(statuses).toEqual(statuses.map(() => 200));
          expect(await rowCount(test, 'analytics_event', { message_id: messageId })).toBe(1);
        },
      };
    },
  },
  {
    endpoint: 'POST /api/v1/engagements',
    async prepare(test) {
      const api = await apiTenant(test);
      const id = engagementId();
      return {
        send: () =>
          v1(test, api.key, '/api/v1/engagements', {
            engagementId: id,
            program: api.program,
            channel: 'voice',
          }),
        async check(statuses) {
          // The same start sent at once is one engagement, each request answered as the first (a retry's answer).
          expect(statuses).toEqual(statuses.map(() => 201));
          expect(await conversationOf(test, api.tenantId, id)).toHaveLength(1);
        },
      };
    },
  },
  {
    endpoint: 'POST /api/v1/engagements/:engagementId/messages',
    async prepare(test) {
      const engagement = await started(test);
      const url = `/api/v1/engagements/${engagement.engagementId}/messages`;
      return {
        send: () => v1(test, engagement.key, url, { from: 'Agent', content: 'Hello, thanks for calling.' }),
        async check(statuses) {
          // Serialized: each stored with the next index, none refused for the race.
          expect(statuses).toEqual(statuses.map(() => 201));
          const [conversation] = await conversationOf(test, engagement.tenantId, engagement.engagementId);
          const indexes = await test.db.kysely
            .selectFrom('conversation_message')
            .select('message_index')
            .where('conversation_id', '=', conversation!.id)
            .orderBy('message_index')
            .execute();
          expect(indexes.map((row) => row.message_index)).toEqual(statuses.map((_, i) => i));
        },
      };
    },
  },
  {
    endpoint: 'POST /api/v1/engagements/:engagementId/end',
    async prepare(test) {
      const engagement = await started(test);
      const url = `/api/v1/engagements/${engagement.engagementId}/end`;
      return {
        send: () => v1(test, engagement.key, url),
        async check(statuses) {
          expect(successes(statuses)).toBeGreaterThan(0);
          const [conversation] = await conversationOf(test, engagement.tenantId, engagement.engagementId);
          expect(conversation?.ended_date).not.toBeNull();
        },
      };
    },
  },
  {
    endpoint: 'POST /api/v1/frame-tickets',
    async prepare(test) {
      const api = await apiTenant(test);
      const agent = await signInWith(test, api.tenant.publicId, ['ROLE_AGENT']);
      const externalCode = unique('AGENT-');
      await test.db.kysely
        .updateTable('app_user')
        .set({ external_code: externalCode })
        .where('id', '=', agent.userId)
        .execute();
      return {
        send: () => v1(test, api.key, '/api/v1/frame-tickets', { agent: { externalCode } }),
        async check(statuses) {
          expect(successes(statuses)).toBe(statuses.length);
        },
      };
    },
  },
  {
    endpoint: 'POST /api/v1/conversations',
    async prepare(test) {
      const api = await apiTenant(test);
      const id = engagementId();
      const start = Date.now() - 3_600_000;
      const body = {
        engagementId: id,
        program: api.program,
        channel: 'voice',
        messages: [
          { from: 'Agent', content: 'Hello, thanks for calling.', time: new Date(start).toISOString() },
          { from: 'Visitor', content: 'Hi, I have a question.', time: new Date(start + 7000).toISOString() },
        ],
      };
      return {
        send: () => v1(test, api.key, '/api/v1/conversations', body),
        async check(statuses) {
          expectOneWinner(statuses, [409]);
          expect(await conversationOf(test, api.tenantId, id)).toHaveLength(1);
        },
      };
    },
  },
];

/**
 * Path parameters of a tenant endpoint where the tenant-isolation seed names its row otherwise (a client app by its
 * row id, which the tenant's own path does not know).
 */
export const TENANT_PARAMS: Partial<Record<Endpoint, Record<string, string>>> = {
  'PUT /:tenantPublicId/api/client-apps/:clientId': { clientId: 'supex' },
};

/** A tenant endpoint's request where the tenant-isolation case has no body to reuse. */
export const TENANT_REQUESTS: Partial<
  Record<Endpoint, (client: TestClient, path: string) => Promise<Response>>
> = {
  'POST /:tenantPublicId/api/programs/:programId/triples/import': (client, path) =>
    client.post(path, 'subject,predicate,object\nPlan A,covers,dental\n', {
      text: true,
      headers: { 'content-type': 'text/csv' },
    }),
};

/**
 * Creates of a row with a unique key (a name, a login, a triple's text), where it is cheap to check: the table
 * gains exactly one row in the tenant, and (`oneWinner`) one answer creates it while the others are refused as the
 * check before the insert would refuse them.
 */
export const TENANT_CREATES: Partial<Record<Endpoint, { table: string; oneWinner: boolean }>> = {
  'POST /:tenantPublicId/api/roles': { table: 'role', oneWinner: true },
  'POST /:tenantPublicId/api/programs': { table: 'program', oneWinner: true },
  'POST /:tenantPublicId/api/departments': { table: 'department', oneWinner: true },
  'POST /:tenantPublicId/api/users': { table: 'app_user', oneWinner: true },
  'POST /:tenantPublicId/api/agents': { table: 'app_user', oneWinner: true },
  'POST /:tenantPublicId/api/programs/:programId/triples': { table: 'triple', oneWinner: true },
  // An import of a row already there keeps the one row, whoever imported it first.
  'POST /:tenantPublicId/api/programs/:programId/triples/import': { table: 'triple', oneWinner: false },
};

/** Live (unused) keys of a kind for a user: a fresh key makes the earlier ones stop working. */
export const liveKeys = (test: TestApp, userId: number | string, kind: 'reset' | 'invite') =>
  rowCount(test, 'user_key', { user_id: Number(userId), kind, used_date: null });

const oneLiveKey = (kind: 'reset' | 'invite') => async (test: TestApp, row: SeededRow | undefined) => {
  expect(await liveKeys(test, row!.id, kind), `live ${kind} keys`).toBe(1);
};

/** Other checks of a tenant endpoint's data once its answers are in, given the seeded row. */
export const TENANT_CHECKS: Partial<
  Record<Endpoint, (test: TestApp, row: SeededRow | undefined) => Promise<void>>
> = {
  'POST /:tenantPublicId/api/users/:id/resend-invitation': oneLiveKey('invite'),
  'POST /:tenantPublicId/api/agents/:id/resend-invitation': oneLiveKey('invite'),
  'POST /:tenantPublicId/api/users/:id/password-reset': oneLiveKey('reset'),
  'POST /:tenantPublicId/api/agents/:id/password-reset': oneLiveKey('reset'),
};

/** The refusals a losing create may answer: the field error of the check (400) or a conflict (409). */
export const CREATE_REFUSALS = [400, 409];
