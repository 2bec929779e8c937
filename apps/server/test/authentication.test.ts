import { CHANGE_PASSWORD_PATH, MESSAGES, ORIGIN_HANDLER_HEADER, SESSION_COOKIE } from '@parlance/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/lib/crypto.js';
import { engine } from './support/database.js';
import { ADMIN_PASSWORD, snapshot, startTestApp, type TestApp } from './support/test-app.js';
import { createUser, expectProblem, fieldsOf, setStatus } from './support/users.js';

const sessionCookie = (response: LightMyRequestResponse) =>
  (
    response.cookies as {
      name: string;
      value: string;
      httpOnly?: boolean;
      sameSite?: string;
      secure?: boolean;
      path?: string;
    }[]
  ).find((cookie) => cookie.name === SESSION_COOKIE);

/** A client that presents only the given session id (what a stolen or kept cookie would do). */
const clientWithSession = (test: TestApp, sessionId: string) => {
  const client = test.client();
  client.cookies.set(SESSION_COOKIE, sessionId);
  return client;
};

const sessionRow = (test: TestApp, sessionId: string) =>
  test.db.kysely
    .selectFrom('session')
    .selectAll()
    .where('id_hash', '=', sha256(sessionId))
    .executeTakeFirst();

describe(`POST /api/authentication (${engine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('signs in with 200 and an httpOnly, SameSite=Lax session cookie stored only hashed', async () => {
    const client = test.client();
    const response = await client.login('admin', ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.headers[ORIGIN_HANDLER_HEADER]).toBeUndefined();
    const cookie = sessionCookie(response);
    expect(cookie?.value).toMatch(/^[\w-]{32,}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const row = await sessionRow(test, cookie!.value);
    expect(row).toBeDefined();
    const raw = await test.db.kysely
      .selectFrom('session')
      .select('id_hash')
      .where('id_hash', '=', cookie!.value)
      .executeTakeFirst();
    expect(raw).toBeUndefined();
    const lifetime = Date.parse(row!.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(8 * 3_600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(8 * 3_600_000);
    expect((await client.get('/api/authenticate')).statusCode).toBe(204);
  });

  it('rotates the session id on a second sign-in; the old id stops working', async () => {
    const client = test.client();
    expect((await client.login('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    const first = client.sessionId!;
    expect((await client.login('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    const second = client.sessionId!;
    expect(second).not.toBe(first);
    expect(await sessionRow(test, first)).toBeUndefined();
    expect((await clientWithSession(test, first).get('/api/authenticate')).statusCode).toBe(401);
    expect((await clientWithSession(test, first).get('/api/account')).statusCode).toBe(401);
    expect((await clientWithSession(test, second).get('/api/authenticate')).statusCode).toBe(204);
  });

  it('accepts the login or the e-mail, case-insensitively and trimmed', async () => {
    for (const username of ['ADMIN', 'Admin', 'admin@parlance.test', 'Admin@PARLANCE.Test', '  admin ']) {
      const client = test.client();
      const response = await client.login(username, ADMIN_PASSWORD);
      expect(response.statusCode, username).toBe(200);
      expect((await client.get('/api/account')).json()).toMatchObject({ login: 'admin' });
    }
  });

  it('answers 401 with one identical body for unknown user, wrong password, deactivated and invited users', async () => {
    const deactivated = await createUser(test);
    await setStatus(test, deactivated.id, 'DEACTIVATED');
    const invitedWithPassword = await createUser(test, { status: 'INVITED' });
    const invitedWithout = await createUser(test, { status: 'INVITED', password: null });
    const attempts: [string, string][] = [
      ['nobody-here', ADMIN_PASSWORD],
      ['nobody@example.com', 'whatever-password'],
      ['admin', 'wrong-password'],
      ['admin', ADMIN_PASSWORD.toUpperCase()],
      [deactivated.login, deactivated.password],
      [deactivated.email, deactivated.password],
      [invitedWithPassword.login, invitedWithPassword.password],
      [invitedWithout.login, 'anything-at-all'],
      [invitedWithout.login, ''.padEnd(8, 'x')],
      ['agent', 'anything-at-all'],
    ];
    const bodies = new Set<string>();
    for (const [username, password] of attempts) {
      const before = await snapshot(test.db, ['login_attempt']);
      const client = test.client();
      const response = await client.login(username, password);
      const body = expectProblem(response, 401, { message: MESSAGES.badCredentials });
      expect(body.message).toBe('Invalid login or password.');
      expect(sessionCookie(response)).toBeUndefined();
      expect(client.sessionId).toBeUndefined();
      bodies.add(response.body);
      expect(await snapshot(test.db, ['login_attempt'])).toEqual(before);
    }
    expect(bodies.size).toBe(1);
    // A good sign-in clears admin's failure count again.
    expect((await test.client().login('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('sends a TEMP_PASSWORD user on to the change-password page', async () => {
    const user = await createUser(test, { status: 'TEMP_PASSWORD' });
    const client = test.client();
    const response = await client.login(user.login, user.password);
    expect(response.statusCode).toBe(200);
    expect(response.headers[ORIGIN_HANDLER_HEADER]).toBe(CHANGE_PASSWORD_PATH);
    expect(CHANGE_PASSWORD_PATH).toBe('/account/change-password');
    expect((await client.get('/api/account')).json()).toMatchObject({ status: 'TEMP_PASSWORD' });
  });

  it('signs CONTROL_GROUP users in like active ones', async () => {
    const user = await createUser(test, { status: 'CONTROL_GROUP' });
    const response = await test.client().login(user.login, user.password);
    expect(response.statusCode).toBe(200);
    expect(response.headers[ORIGIN_HANDLER_HEADER]).toBeUndefined();
  });

  it('answers 400 with field errors for a malformed body, and changes nothing', async () => {
    const cases: [unknown, string[]][] = [
      [{ username: 'admin' }, ['password']],
      [{ password: ADMIN_PASSWORD }, ['username']],
      [{ username: '', password: '' }, ['username', 'password']],
      [{ username: '   ', password: ADMIN_PASSWORD }, ['username']],
      [{}, ['username', 'password']],
    ];
    for (const [body, fields] of cases) {
      const before = await snapshot(test.db);
      const client = test.client();
      const response = await client.post('/api/authentication', body as Record<string, string>, {
        form: true,
      });
      expectProblem(response, 400, { errorKey: 'error.validation' });
      expect(fieldsOf(response).sort()).toEqual([...fields].sort());
      expect(client.sessionId).toBeUndefined();
      expect(await snapshot(test.db)).toEqual(before);
    }
    const before = await snapshot(test.db);
    for (const send of [
      (client: ReturnType<TestApp['client']>) => client.post('/api/authentication'),
      (client: ReturnType<TestApp['client']>) => client.post('/api/authentication', 'admin', { text: true }),
      (client: ReturnType<TestApp['client']>) =>
        client.post('/api/authentication', { username: ['admin', 'x'], password: ADMIN_PASSWORD }),
    ]) {
      const response = await send(test.client());
      expectProblem(response, 400);
    }
    expect(await snapshot(test.db)).toEqual(before);
  });

  it('marks the session cookie Secure when the public address is https', async () => {
    const secure = await startTestApp({ PUBLIC_URL: 'https://parlance.example.com' });
    try {
      const response = await secure.client().login('admin', ADMIN_PASSWORD);
      expect(response.statusCode).toBe(200);
      expect(sessionCookie(response)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await secure.close();
    }
  });
});

describe(`account lock after repeated failures (${engine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('locks after LOGIN_LOCK_THRESHOLD failures: then even the right password answers 429 locked', async () => {
    const user = await createUser(test);
    for (let i = 0; i < 5; i++) {
      expectProblem(await test.client().login(user.login, 'wrong-password'), 401);
    }
    const before = await snapshot(test.db);
    const client = test.client();
    const response = await client.login(user.login, user.password);
    const body = expectProblem(response, 429, { errorKey: 'locked', message: MESSAGES.tooManyAttempts });
    expect(body.message).toBeTruthy();
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(15 * 60 - 10);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(client.sessionId).toBeUndefined();
    // The lock is case-insensitive and changes nothing while it lasts.
    expectProblem(await test.client().login(user.login.toUpperCase(), user.password), 429, {
      errorKey: 'locked',
    });
    expect(await snapshot(test.db)).toEqual(before);
  });

  it('does not lock below the threshold, and a good sign-in starts the count afresh', async () => {
    const user = await createUser(test);
    for (let i = 0; i < 4; i++) expectProblem(await test.client().login(user.login, 'wrong-password'), 401);
    expect((await test.client().login(user.login, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expectProblem(await test.client().login(user.login, 'wrong-password'), 401);
    expect((await test.client().login(user.login, user.password)).statusCode).toBe(200);
  });

  it('locks unknown usernames the same way, so that the lock reveals nothing', async () => {
    for (let i = 0; i < 5; i++) expectProblem(await test.client().login('ghost-user', 'wrong-password'), 401);
    expectProblem(await test.client().login('ghost-user', 'wrong-password'), 429, { errorKey: 'locked' });
  });

  it('lets the user in again once the lock has run out', async () => {
    const user = await createUser(test);
    for (let i = 0; i < 5; i++) await test.client().login(user.login, 'wrong-password');
    expectProblem(await test.client().login(user.login, user.password), 429, { errorKey: 'locked' });
    // Known accounts are counted under their id, whether named by login or e-mail.
    const updated = await test.db.kysely
      .updateTable('login_attempt')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('username', '=', `user:${user.id}`)
      .executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(1);
    expect((await test.client().login(user.login, user.password)).statusCode).toBe(200);
  });

  it('counts failures by login and by e-mail against the same account', async () => {
    const user = await createUser(test);
    for (let i = 0; i < 3; i++) await test.client().login(user.login, 'wrong-password');
    for (let i = 0; i < 2; i++) await test.client().login(user.email.toUpperCase(), 'wrong-password');
    expectProblem(await test.client().login(user.login, user.password), 429, { errorKey: 'locked' });
    expectProblem(await test.client().login(user.email, user.password), 429, { errorKey: 'locked' });
  });

  it('honours a configured threshold', async () => {
    const strict = await startTestApp({ LOGIN_LOCK_THRESHOLD: '2', LOGIN_LOCK_DURATION: '1m' });
    try {
      for (let i = 0; i < 2; i++) expectProblem(await strict.client().login('admin', 'wrong-password'), 401);
      const response = await strict.client().login('admin', ADMIN_PASSWORD);
      expectProblem(response, 429, { errorKey: 'locked' });
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
    } finally {
      await strict.close();
    }
  });
});

describe(`per-IP rate limit on sign-in, reset and sign-up (${engine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => test.close());

  it('answers the fourth sign-in within a minute with 429 and a retry-after header', async () => {
    expect((await test.client().login('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    expectProblem(await test.client().login('admin', 'wrong-password'), 401);
    expectProblem(await test.client().login('nobody', 'wrong-password'), 401);
    const before = await snapshot(test.db);
    const client = test.client();
    const response = await client.login('admin', ADMIN_PASSWORD);
    expectProblem(response, 429, { errorKey: 'ratelimited', message: MESSAGES.rateLimited });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(client.sessionId).toBeUndefined();
    expect(await snapshot(test.db)).toEqual(before);
  });

  it('limits reset-init and sign-up as well', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await test.client().post('/api/account/reset-password/init', 'someone@example.com', {
        text: true,
      });
      expect(response.statusCode).toBe(200);
    }
    expectProblem(
      await test.client().post('/api/account/reset-password/init', 'someone@example.com', { text: true }),
      429,
      { errorKey: 'ratelimited' },
    );
    for (let i = 0; i < 3; i++) expectProblem(await test.client().post('/api/tenant/signup', {}), 400);
    const before = await snapshot(test.db);
    expectProblem(await test.client().post('/api/tenant/signup', {}), 429, { errorKey: 'ratelimited' });
    expect(await snapshot(test.db)).toEqual(before);
  });
});

describe(`sessions: authenticate, logout, deactivation (${engine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('GET /api/authenticate answers 204 signed in and 401 otherwise', async () => {
    const client = test.client();
    expectProblem(await client.get('/api/authenticate'), 401, { errorKey: 'unauthorized' });
    expectProblem(await clientWithSession(test, 'made-up-session-id').get('/api/authenticate'), 401);
    await client.login('admin', ADMIN_PASSWORD);
    const response = await client.get('/api/authenticate');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('POST /api/logout answers 200, deletes the session row and clears the cookie', async () => {
    const client = test.client();
    await client.login('admin', ADMIN_PASSWORD);
    const sessionId = client.sessionId!;
    expect(await sessionRow(test, sessionId)).toBeDefined();
    const response = await client.post('/api/logout');
    expect(response.statusCode).toBe(200);
    const cleared = sessionCookie(response);
    expect(cleared).toBeDefined();
    expect(client.sessionId).toBeUndefined();
    expect(await sessionRow(test, sessionId)).toBeUndefined();
    expectProblem(await clientWithSession(test, sessionId).get('/api/account'), 401);
    expectProblem(await clientWithSession(test, sessionId).get('/api/authenticate'), 401);
  });

  it('logout ends only the browser that signs out', async () => {
    const one = test.client();
    const two = test.client();
    await one.login('admin', ADMIN_PASSWORD);
    await two.login('admin', ADMIN_PASSWORD);
    expect((await one.post('/api/logout')).statusCode).toBe(200);
    expect((await one.get('/api/authenticate')).statusCode).toBe(401);
    expect((await two.get('/api/authenticate')).statusCode).toBe(204);
  });

  it('logout without a session still answers 200 and changes nothing', async () => {
    const before = await snapshot(test.db);
    expect((await test.client().post('/api/logout')).statusCode).toBe(200);
    expect((await clientWithSession(test, 'unknown-session').post('/api/logout')).statusCode).toBe(200);
    expect(await snapshot(test.db)).toEqual(before);
  });

  it("ends a deactivated user's existing session at once", async () => {
    const user = await createUser(test);
    const client = test.client();
    expect((await client.login(user.login, user.password)).statusCode).toBe(200);
    expect((await client.get('/api/account')).statusCode).toBe(200);
    await setStatus(test, user.id, 'DEACTIVATED');
    expectProblem(await client.get('/api/account'), 401);
    expectProblem(await client.get('/api/authenticate'), 401);
    expectProblem(await client.get('/api/tenant/current'), 401);
    expectProblem(
      await client.post('/api/account/change-password', {
        currentPassword: user.password,
        newPassword: 'another-password',
      }),
      401,
    );
  });

  it('an invited user (status set back) has no session either', async () => {
    const user = await createUser(test);
    const client = test.client();
    await client.login(user.login, user.password);
    await setStatus(test, user.id, 'INVITED');
    expectProblem(await client.get('/api/authenticate'), 401);
  });

  it('an expired session answers 401', async () => {
    const client = test.client();
    await client.login('admin', ADMIN_PASSWORD);
    await test.db.kysely
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id_hash', '=', sha256(client.sessionId!))
      .execute();
    expectProblem(await client.get('/api/authenticate'), 401);
    expectProblem(await client.get('/api/account'), 401);
  });
});
