import { ENDPOINT_ACCESS, type Problem } from '@parlance/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './support/client.js';
import { engine } from './support/database.js';
import { STREAM_ENDPOINTS } from './support/stream-request.js';
import { dataSnapshot, signUpTenant, signupInput, startTestApp, type TestApp } from './support/test-app.js';

const WRITE_KEY = 'input-rules-key';

/**
 * The three input rules: names from the request are looked up only among an allow-list's own entries, text that
 * no column can hold (NUL, lone surrogates) is refused everywhere, and numbers compared with integer columns stay
 * whole and 32-bit. Each refusal is a 400 problem naming the field, and changes nothing.
 */
describe(`input rules (${engine})`, () => {
  let test: TestApp;
  let admin: TestClient;
  let publicId: number;
  /** The tenant's list endpoints: the GET endpoints answering X-Total-Count. */
  const lists: string[] = [];

  beforeAll(async () => {
    test = await startTestApp({ ANALYTICS_WRITE_KEY: WRITE_KEY });
    ({ client: admin, publicId } = await signUpTenant(test));
    for (const endpoint of Object.keys(ENDPOINT_ACCESS)) {
      const [method, path] = endpoint.split(' ') as [string, string];
      if (method !== 'GET' || !path.startsWith('/:tenantPublicId/') || path.includes(':id')) continue;
      // A stream is no list (and does not end).
      if (STREAM_ENDPOINTS.has(endpoint)) continue;
      const url = path.replace(':tenantPublicId', String(publicId));
      const response = await admin.get(url);
      if (response.statusCode === 200 && response.headers['x-total-count'] !== undefined) lists.push(url);
    }
  });
  afterAll(() => test.close());

  /** Sends a request that must be refused: 400, a problem naming `field`, and no change to any table. */
  const expectRefused = async (send: () => Promise<LightMyRequestResponse>, field: string) => {
    const before = await dataSnapshot(test.db);
    const response = await send();
    expect(response.statusCode, response.body).toBe(400);
    expect(String(response.headers['content-type'])).toContain('application/problem+json');
    const problem = response.json() as Problem;
    expect(problem.status).toBe(400);
    expect(problem.fieldErrors?.map((error) => error.field)).toContain(field);
    expect(await dataSnapshot(test.db)).toEqual(before);
  };

  it('finds every list endpoint', () => {
    expect(lists.map((url) => url.replace(`/${publicId}/`, '/'))).toEqual(
      expect.arrayContaining([
        '/api/roles',
        '/api/programs',
        '/api/departments',
        '/api/audit-events',
        '/api/users',
        '/api/agents',
      ]),
    );
  });

  describe('names of built-in object properties', () => {
    const names = [
      'constructor.equals',
      '__proto__.equals',
      'toString.contains',
      'hasOwnProperty.equals',
      'valueOf.in',
      'constructor.prototype',
    ];
    it('answer 400 as list filters on every list endpoint', async () => {
      for (const url of lists) {
        for (const name of names) await expectRefused(() => admin.get(`${url}?${name}=1`), name);
      }
    });

    it('answer 400 as sort fields and as a match mode of a real field', async () => {
      for (const url of lists) {
        await expectRefused(() => admin.get(`${url}?sort=constructor,asc`), 'sort');
        await expectRefused(() => admin.get(`${url}?sort=__proto__`), 'sort');
      }
      await expectRefused(() => admin.get(`/${publicId}/api/users?login.constructor=1`), 'login.constructor');
      await expectRefused(() => admin.get(`/${publicId}/api/users?login.__proto__=1`), 'login.__proto__');
    });

    it('answer 400 as a query or body key of __proto__', async () => {
      await expectRefused(() => admin.get(`/${publicId}/api/users?__proto__=1`), '__proto__');
      await expectRefused(
        () =>
          test.app.inject({
            method: 'POST',
            url: '/collect/v1/t',
            headers: { 'content-type': 'text/plain' },
            payload: `{"type":"track","messageId":"m-proto","writeKey":"${WRITE_KEY}","properties":{"__proto__":{"x":1}}}`,
          }),
        'properties.__proto__',
      );
    });

    it('name no analytics kind', async () => {
      for (const kind of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
        const response = await test.app.inject({
          method: 'POST',
          url: `/collect/v1/${kind}`,
          headers: { 'content-type': 'text/plain' },
          payload: JSON.stringify({ type: 'track', messageId: `m-${kind}`, writeKey: WRITE_KEY }),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().detail).toContain('Unknown endpoint');
      }
    });
  });

  describe('text that no column can hold', () => {
    const NUL = 'a\u0000b';
    const LONE = 'a\uD800b';

    it('is refused in the sign-in form, without an account', async () => {
      const client = test.client();
      await expectRefused(() => client.login(NUL, 'whatever-password'), 'username');
      await expectRefused(() => client.login('admin', NUL), 'password');
    });

    it('is refused in sign-up', async () => {
      const client = test.client();
      for (const field of ['tenantName', 'firstName', 'lastName', 'login', 'email', 'password']) {
        await expectRefused(
          () => client.post('/api/tenant/signup', signupInput({ [field]: `x${NUL}yyyyyyyyy` })),
          field,
        );
      }
      await expectRefused(
        () => client.post('/api/tenant/signup', signupInput({ tenantName: `Acme ${LONE}` })),
        'tenantName',
      );
    });

    it('is refused in the reset calls', async () => {
      const client = test.client();
      await expectRefused(
        () => client.post('/api/account/reset-password/init', `a${NUL}@example.com`, { text: true }),
        'request',
      );
      await expectRefused(
        () => client.post('/api/account/reset-password/finish', { key: NUL, newPassword: 'long enough pw' }),
        'key',
      );
    });

    it('is refused in bodies, nested fields and keys', async () => {
      await expectRefused(
        () => admin.post(`/${publicId}/api/programs`, { name: NUL, channel: 'voice' }),
        'name',
      );
      await expectRefused(
        () => admin.post(`/${publicId}/api/departments`, { name: 'Ok', description: LONE }),
        'description',
      );
      await expectRefused(
        () => admin.post(`/${publicId}/api/roles`, { name: 'Team', permissions: ['p-view_programs', NUL] }),
        'permissions[1]',
      );
      await expectRefused(
        () => admin.post(`/${publicId}/api/roles`, { name: 'Team', 'x\u0000': 1 }),
        'x\\u0000',
      );
      await expectRefused(
        () => admin.put(`/${publicId}/api/client-apps/supex`, { url: `https://x.test/${NUL}` }),
        'url',
      );
    });

    it('is refused in list filters and path parameters', async () => {
      for (const url of lists) await expectRefused(() => admin.get(`${url}?sort=a%00`), 'sort');
      await expectRefused(() => admin.get(`/${publicId}/api/users?login.contains=a%00b`), 'login.contains');
      await expectRefused(() => admin.get(`/${publicId}/api/users?role.in=x,%00`), 'role.in');
      await expectRefused(
        () => admin.get(`/${publicId}/api/audit-events?entityId.equals=%00`),
        'entityId.equals',
      );
      await expectRefused(() => admin.put(`/${publicId}/api/client-apps/supex%00`, { url: '' }), 'clientId');
    });

    it('is refused inside the analytics collector JSON, sent as text', async () => {
      const send = (kind: string, payload: string) => () =>
        test.app.inject({
          method: 'POST',
          url: `/collect/v1/${kind}`,
          headers: { 'content-type': 'text/plain' },
          payload,
        });
      const event = (extra: string) =>
        `{"type":"track","messageId":"m-nul","writeKey":"${WRITE_KEY}",${extra}}`;
      await expectRefused(send('t', event('"event":"a\\u0000b"')), 'event');
      await expectRefused(send('t', event('"properties":{"label":"a\\u0000"}')), 'properties.label');
      await expectRefused(send('t', event('"context":{"a\\u0000":1}')), 'context.a\\u0000');
      await expectRefused(send('t', event('"properties":{"label":"\\udc00"}')), 'properties.label');
      await expectRefused(
        send('b', `{"writeKey":"${WRITE_KEY}","batch":[${event('"userId":"\\u0000"')}]}`),
        'batch[0].userId',
      );
      await expectRefused(
        send('m', '{"series":[{"type":"counter","metric":"m","value":1,"tags":{"t":"\\u0000"}}]}'),
        'series[0].tags.t',
      );
    });
  });

  it('answers the router refusals of a path with a problem body', async () => {
    for (const [path, status] of [
      [`/${publicId}/api/roles/%zz`, 400],
      [`/${publicId}/api/roles/%`, 400],
      // Past the router's 256 characters for a path part (room for a 128-character engagement id).
      [`/${publicId}/api/roles/${'1'.repeat(257)}`, 414],
    ] as const) {
      const response = await admin.get(path);
      expect(response.statusCode).toBe(status);
      expect(String(response.headers['content-type'])).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status, message: expect.any(String) });
    }
  });

  describe('numbers compared with integer columns', () => {
    it('answer 400 to list filters that are fractional or out of the 32-bit range', async () => {
      const users = `/${publicId}/api/users`;
      for (const [filter, value] of [
        ['departmentId.equals', '99999999999'],
        ['departmentId.equals', '2147483648'],
        ['departmentId.lt', '-2147483649'],
        ['departmentId.gt', '1.5'],
        ['departmentId.gte', '1e3'],
        ['departmentId.in', '1,99999999999'],
        ['departmentId.notEquals', '0x10'],
      ] as const) {
        await expectRefused(() => admin.get(`${users}?${filter}=${value}`), filter);
      }
    });

    it('still read whole numbers in range', async () => {
      const response = await admin.get(`/${publicId}/api/users?departmentId.lte=2147483647`);
      expect(response.statusCode).toBe(200);
    });

    it('answer 400 to an analytics metric beyond the integer column', async () => {
      await expectRefused(
        () =>
          test.app.inject({
            method: 'POST',
            url: '/collect/v1/m',
            headers: { 'content-type': 'text/plain' },
            payload: JSON.stringify({ series: [{ type: 'counter', metric: 'm', value: 99999999999 }] }),
          }),
        'series[0].value',
      );
    });
  });
});
