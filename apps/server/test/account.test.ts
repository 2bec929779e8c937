import { MESSAGES, PERMISSION_NAMES, ROLES, STANDARD_ROLES, userAccountSchema } from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from './support/database.js';
import { ADMIN_PASSWORD, snapshot, startTestApp, type TestApp } from './support/test-app.js';
import { createUser, expectProblem, fieldsOf, findUserRow } from './support/users.js';

describe(`GET /api/account (${engine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it("answers the admin's account in the shape of userAccountSchema", async () => {
    const client = test.client();
    await client.login('admin', ADMIN_PASSWORD);
    const response = await client.get('/api/account');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const account = userAccountSchema.strict().parse(response.json());
    expect(account).toMatchObject({
      login: 'admin',
      email: 'admin@parlance.test',
      firstName: 'Ada',
      lastName: 'Admin',
      fullName: 'Ada Admin',
      status: 'ACTIVE',
      activated: true,
      tenantPublicId: 1000,
      roles: [ROLES.admin],
    });
    expect(typeof account.tenantPublicId).toBe('number');
    expect(account.id).toBeGreaterThan(0);
    expect(account.authorities).toEqual([ROLES.admin, ...[...PERMISSION_NAMES].sort()]);
    expect(account).not.toHaveProperty('password_hash');
    expect(response.body).not.toContain('scrypt');
  });

  it('lists role names plus the permissions of those roles, without duplicates', async () => {
    const user = await createUser(test, { roles: [ROLES.supervisor, ROLES.designer] });
    const client = test.client();
    await client.login(user.login, user.password);
    const account = userAccountSchema.parse((await client.get('/api/account')).json());
    expect(account.roles).toEqual([ROLES.designer, ROLES.supervisor]);
    const permissions = [
      ...new Set([...STANDARD_ROLES.ROLE_SUPERVISOR, ...STANDARD_ROLES.ROLE_DESIGNER]),
    ].sort();
    expect(account.authorities).toEqual([ROLES.designer, ROLES.supervisor, ...permissions]);
    expect(account.authorities).not.toContain('p-create_roles');
  });

  it('gives an agent its role and no permissions', async () => {
    const user = await createUser(test, { roles: [ROLES.agent] });
    const client = test.client();
    await client.login(user.login, user.password);
    const account = userAccountSchema.parse((await client.get('/api/account')).json());
    expect(account.roles).toEqual([ROLES.agent]);
    expect(account.authorities).toEqual([ROLES.agent]);
  });

  it('answers 401 with a problem body when signed out', async () => {
    expectProblem(await test.client().get('/api/account'), 401, { errorKey: 'unauthorized' });
  });
});

describe(`POST /api/account/change-password (${engine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('changes the password: the new one works, the old one does not', async () => {
    const user = await createUser(test);
    const client = test.client();
    await client.login(user.login, user.password);
    const response = await client.post('/api/account/change-password', {
      currentPassword: user.password,
      newPassword: 'brand-new-password',
    });
    expect(response.statusCode).toBe(200);
    expectProblem(await test.client().login(user.login, user.password), 401);
    expect((await test.client().login(user.login, 'brand-new-password')).statusCode).toBe(200);
  });

  it('answers 400 with a field error on currentPassword when it is wrong, and changes nothing', async () => {
    const user = await createUser(test);
    const client = test.client();
    await client.login(user.login, user.password);
    const before = await snapshot(test.db);
    const response = await client.post('/api/account/change-password', {
      currentPassword: 'not-the-password',
      newPassword: 'brand-new-password',
    });
    expectProblem(response, 400, { message: MESSAGES.wrongCurrentPassword });
    expect(fieldsOf(response)).toEqual(['currentPassword']);
    expect(await snapshot(test.db)).toEqual(before);
    expect((await test.client().login(user.login, user.password)).statusCode).toBe(200);
  });

  it('enforces the length rule (8 to 100) on the new password, and changes nothing', async () => {
    const user = await createUser(test);
    const client = test.client();
    await client.login(user.login, user.password);
    for (const newPassword of ['1234567', 'x'.repeat(101), '']) {
      const before = await snapshot(test.db);
      const response = await client.post('/api/account/change-password', {
        currentPassword: user.password,
        newPassword,
      });
      expectProblem(response, 400, {
        errorKey: 'error.validation',
        message: MESSAGES.passwordLength(8, 100),
      });
      expect(fieldsOf(response)).toEqual(['newPassword']);
      expect(await snapshot(test.db)).toEqual(before);
    }
    for (const body of [{}, { newPassword: 'long-enough-1' }, { currentPassword: user.password }]) {
      const before = await snapshot(test.db);
      expectProblem(await client.post('/api/account/change-password', body), 400);
      expect(await snapshot(test.db)).toEqual(before);
    }
    // The bounds themselves are allowed.
    const eight = '12345678';
    expect(
      (
        await client.post('/api/account/change-password', {
          currentPassword: user.password,
          newPassword: eight,
        })
      ).statusCode,
    ).toBe(200);
    const hundred = 'y'.repeat(100);
    expect(
      (await client.post('/api/account/change-password', { currentPassword: eight, newPassword: hundred }))
        .statusCode,
    ).toBe(200);
    expect((await test.client().login(user.login, hundred)).statusCode).toBe(200);
  });

  it('makes a TEMP_PASSWORD user ACTIVE, so the next sign-in has no origin-handler', async () => {
    const user = await createUser(test, { status: 'TEMP_PASSWORD' });
    const client = test.client();
    const login = await client.login(user.login, user.password);
    expect(login.headers['origin-handler']).toBe('/account/change-password');
    const response = await client.post('/api/account/change-password', {
      currentPassword: user.password,
      newPassword: 'my-own-password',
    });
    expect(response.statusCode).toBe(200);
    expect((await findUserRow(test, user.id)).status).toBe('ACTIVE');
    expect((await client.get('/api/account')).json()).toMatchObject({ status: 'ACTIVE' });
    const again = await test.client().login(user.login, 'my-own-password');
    expect(again.statusCode).toBe(200);
    expect(again.headers['origin-handler']).toBeUndefined();
  });

  it('keeps CONTROL_GROUP users in the control group', async () => {
    const user = await createUser(test, { status: 'CONTROL_GROUP' });
    const client = test.client();
    await client.login(user.login, user.password);
    await client.post('/api/account/change-password', {
      currentPassword: user.password,
      newPassword: 'my-own-password',
    });
    expect((await findUserRow(test, user.id)).status).toBe('CONTROL_GROUP');
  });

  it("ends the user's other sessions and keeps the current one", async () => {
    const user = await createUser(test);
    const other = await createUser(test);
    const current = test.client();
    const elsewhere = test.client();
    const someoneElse = test.client();
    await current.login(user.login, user.password);
    await elsewhere.login(user.login, user.password);
    await someoneElse.login(other.login, other.password);
    const response = await current.post('/api/account/change-password', {
      currentPassword: user.password,
      newPassword: 'brand-new-password',
    });
    expect(response.statusCode).toBe(200);
    expect((await current.get('/api/authenticate')).statusCode).toBe(204);
    expect((await current.get('/api/account')).statusCode).toBe(200);
    expectProblem(await elsewhere.get('/api/account'), 401);
    expect((await someoneElse.get('/api/authenticate')).statusCode).toBe(204);
    const sessions = await test.db.kysely
      .selectFrom('session')
      .select('id_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it('answers 401 when signed out, and changes nothing', async () => {
    const before = await snapshot(test.db);
    expectProblem(
      await test.client().post('/api/account/change-password', {
        currentPassword: ADMIN_PASSWORD,
        newPassword: 'brand-new-password',
      }),
      401,
    );
    expect(await snapshot(test.db)).toEqual(before);
    expect((await test.client().login('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});
