import { MESSAGES, SESSION_COOKIE, XSRF_COOKIE } from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from './support/database.js';
import {
  ADMIN_PASSWORD,
  signUpTenant,
  signupInput,
  snapshot,
  startTestApp,
  type TestApp,
} from './support/test-app.js';
import { expectProblem } from './support/users.js';

/** Every state-changing call that exists so far, with a body that would otherwise be accepted. */
const POSTS: [string, unknown, { form?: boolean; text?: boolean }][] = [
  ['/api/authentication', { username: 'admin', password: ADMIN_PASSWORD }, { form: true }],
  ['/api/logout', undefined, {}],
  ['/api/account/reset-password/init', 'admin@parlance.test', { text: true }],
  ['/api/account/reset-password/finish', { key: 'some-key', newPassword: 'a-fresh-password' }, {}],
  ['/api/account/reset-password/finish-create', { key: 'some-key', newPassword: 'a-fresh-password' }, {}],
  ['/api/account/change-password', { currentPassword: ADMIN_PASSWORD, newPassword: 'a-fresh-password' }, {}],
  ['/api/tenant/signup', signupInput(), {}],
];

/** State-changing calls by other methods under the signed-in user's tenant (`{t}`), with an accepted body. */
const TENANT_WRITES: [string, string, Record<string, unknown>][] = [
  ['PUT', '/{t}/api/tenant-settings', { timeZone: 'Europe/Berlin' }],
  ['POST', '/{t}/api/webhooks', { url: 'https://hooks.example.com/csrf', events: ['alert.raised'] }],
];

describe(`CSRF double-submit protection (${engine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('hands out a script-readable XSRF-TOKEN cookie once', async () => {
    const client = test.client();
    const first = await client.get('/api/authenticate');
    const cookie = first.cookies.find((c) => c.name === XSRF_COOKIE);
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    const second = await client.get('/api/authenticate');
    expect(second.cookies.find((c) => c.name === XSRF_COOKIE)).toBeUndefined();
  });

  it('answers 403 csrf to every POST without the X-XSRF-TOKEN header, signed in, and changes nothing', async () => {
    const client = test.client();
    expect((await client.login('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    const sessionId = client.sessionId;
    for (const [url, body, options] of POSTS) {
      const before = await snapshot(test.db);
      const response = await client.post(url, body as string, { ...options, noCsrf: true });
      expectProblem(response, 403, { errorKey: 'csrf', message: MESSAGES.csrfMissing });
      expect(await snapshot(test.db), url).toEqual(before);
    }
    // Still the same session: neither the sign-in nor the logout went through.
    expect(client.sessionId).toBe(sessionId);
    expect((await client.get('/api/authenticate')).statusCode).toBe(204);
    expect((await test.client().login('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 403 csrf to every POST from a client without a session either', async () => {
    for (const [url, body, options] of POSTS) {
      const client = test.client();
      const before = await snapshot(test.db);
      const response = await client.post(url, body as string, { ...options, noCsrf: true });
      expectProblem(response, 403, { errorKey: 'csrf' });
      expect(client.sessionId).toBeUndefined();
      expect(await snapshot(test.db), url).toEqual(before);
    }
  });

  it("answers 403 csrf to the tenant's other writes without the header, signed in, and changes nothing", async () => {
    const { client, publicId } = await signUpTenant(test);
    for (const [method, path, body] of TENANT_WRITES) {
      const url = path.replace('{t}', String(publicId));
      const before = await snapshot(test.db);
      expectProblem(await client.request(method, url, body, { noCsrf: true }), 403, { errorKey: 'csrf' });
      expect(await snapshot(test.db), url).toEqual(before);
      // With the header, the same call goes through: the refusal was the missing token's.
      expect(Math.floor((await client.request(method, url, body)).statusCode / 100), url).toBe(2);
    }
  });

  it('answers 403 when the header does not match the cookie, or there is no cookie', async () => {
    const client = test.client();
    await client.get('/api/authenticate');
    const before = await snapshot(test.db);
    const mismatched = await client.post(
      '/api/authentication',
      { username: 'admin', password: ADMIN_PASSWORD },
      { form: true, noCsrf: true, headers: { 'X-XSRF-TOKEN': 'not-the-cookie-value' } },
    );
    expectProblem(mismatched, 403, { errorKey: 'csrf' });
    const noCookie = await test.app.inject({
      method: 'POST',
      url: '/api/authentication',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-xsrf-token': 'anything' },
      payload: `username=admin&password=${ADMIN_PASSWORD}`,
    });
    expectProblem(noCookie, 403, { errorKey: 'csrf' });
    expect(noCookie.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const emptyBoth = await test.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: 'XSRF-TOKEN=', 'x-xsrf-token': '' },
    });
    expectProblem(emptyBoth, 403, { errorKey: 'csrf' });
    expect(await snapshot(test.db)).toEqual(before);
  });

  it('protects PUT, PATCH and DELETE too, even on paths with no route', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await test.client().request(method, '/api/account', {}, { noCsrf: true });
      expectProblem(response, 403, { errorKey: 'csrf' });
    }
  });

  it('lets GET through without the header', async () => {
    const client = test.client();
    await client.login('admin', ADMIN_PASSWORD);
    expect((await client.get('/api/account', { noCsrf: true })).statusCode).toBe(200);
  });
});
