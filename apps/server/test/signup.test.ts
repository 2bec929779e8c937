import {
  ERROR_KEYS,
  GENERAL_STAGE_COLORS,
  MESSAGES,
  PERMISSION_NAMES,
  ROLES,
  STANDARD_ROLES,
  tenantSignupResponseSchema,
  userAccountSchema,
} from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/crypto.js';
import { DEFAULT_PRODUCTS } from '../src/modules/tenant/tenant.repository.js';
import { engine } from './support/database.js';
import { signupInput, snapshot, startTestApp, type TestApp, unique } from './support/test-app.js';
import { expectProblem, fieldsOf } from './support/users.js';

const SIGNUP = '/api/tenant/signup';

describe(`POST /api/tenant/signup (${engine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('answers 201 with the new publicId and creates the tenant with roles, products, stages and its admin', async () => {
    const login = unique('Founder');
    const input = signupInput({ login, email: `${login}@Example.COM`, tenantName: '  Acme Calls  ' });
    const response = await test.client().post(SIGNUP, input);
    expect(response.statusCode).toBe(201);
    const body = tenantSignupResponseSchema.strict().parse(response.json());
    expect(Number.isInteger(body.publicId)).toBe(true);
    expect(body.publicId).toBeGreaterThanOrEqual(100_000);
    expect(body.publicId).toBeLessThan(1_000_000);

    const k = test.db.kysely;
    const tenant = await k
      .selectFrom('tenant')
      .selectAll()
      .where('public_id', '=', body.publicId)
      .executeTakeFirst();
    expect(tenant?.name).toBe('Acme Calls');
    const tenantId = tenant!.id;

    const roles = await k.selectFrom('role').selectAll().where('tenant_id', '=', tenantId).execute();
    expect(roles.map((role) => role.name).sort()).toEqual(
      [ROLES.admin, ROLES.agent, ROLES.designer, ROLES.supervisor].sort(),
    );
    for (const role of roles) {
      expect(role.standard).toBe(1);
      const permissions = await k
        .selectFrom('role_permission')
        .select('permission')
        .where('role_id', '=', role.id)
        .execute();
      expect(permissions.map((row) => row.permission).sort(), role.name).toEqual(
        [...STANDARD_ROLES[role.name as keyof typeof STANDARD_ROLES]].sort(),
      );
    }

    const products = await k
      .selectFrom('product')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('position')
      .execute();
    expect(products.map((product) => product.code)).toEqual(DEFAULT_PRODUCTS.map((product) => product.code));
    const stages = await k
      .selectFrom('stage')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('position')
      .execute();
    // A tenant that signs up gets the neutral stages, none of the demo's Medicare or Dental ones.
    expect(stages.map((stage) => [stage.label, stage.color])).toEqual(Object.entries(GENERAL_STAGE_COLORS));
    expect(stages.map((stage) => stage.label).join()).not.toMatch(/medicare|dental/i);

    const users = await k.selectFrom('app_user').selectAll().where('tenant_id', '=', tenantId).execute();
    expect(users).toHaveLength(1);
    const admin = users[0]!;
    expect(admin).toMatchObject({
      login: login.toLowerCase(),
      email: `${login}@example.com`.toLowerCase(),
      first_name: 'Alice',
      last_name: 'Example',
      status: 'ACTIVE',
    });
    expect(admin.password_hash).not.toContain(input.password);
    expect(await verifyPassword(input.password, admin.password_hash!)).toBe(true);
    const held = await k
      .selectFrom('user_role')
      .innerJoin('role', 'role.id', 'user_role.role_id')
      .select(['role.name', 'role.tenant_id'])
      .where('user_role.user_id', '=', admin.id)
      .execute();
    expect(held).toEqual([{ name: ROLES.admin, tenant_id: tenantId }]);

    // The admin signs in (by the login in any case) and holds every permission.
    const client = test.client();
    expect((await client.login(login.toUpperCase(), input.password)).statusCode).toBe(200);
    const account = userAccountSchema.parse((await client.get('/api/account')).json());
    expect(account.tenantPublicId).toBe(body.publicId);
    expect(account.roles).toEqual([ROLES.admin]);
    expect(account.authorities).toEqual([ROLES.admin, ...[...PERMISSION_NAMES].sort()]);
    expect((await client.get('/api/tenant/current')).json()).toEqual({
      publicId: body.publicId,
      name: 'Acme Calls',
      clientApps: [{ clientId: 'post-call-analytics', url: `/${body.publicId}/reporting` }],
      timeZone: 'UTC',
    });
  });

  it('gives every tenant its own publicId', async () => {
    const ids = new Set<number>([1000]);
    for (let i = 0; i < 3; i++) {
      const response = await test.client().post(SIGNUP, signupInput());
      expect(response.statusCode).toBe(201);
      ids.add(response.json().publicId);
    }
    expect(ids.size).toBe(4);
  });

  it('answers 400 userexists on login for a taken login, whatever its case, and changes nothing', async () => {
    const taken = signupInput();
    expect((await test.client().post(SIGNUP, taken)).statusCode).toBe(201);
    for (const login of ['admin', 'ADMIN', 'Admin', taken.login.toUpperCase(), ` ${taken.login} `]) {
      const before = await snapshot(test.db);
      const response = await test.client().post(SIGNUP, signupInput({ login }));
      expectProblem(response, 400, { errorKey: ERROR_KEYS.userExists, message: MESSAGES.loginTaken });
      expect(response.json().errorKey).toBe('userexists');
      expect(response.json().fieldErrors).toEqual([
        { objectName: 'request', field: 'login', message: MESSAGES.loginTaken },
      ]);
      expect(await snapshot(test.db)).toEqual(before);
    }
  });

  it('answers 400 emailexists on email for a taken e-mail, whatever its case, and changes nothing', async () => {
    const taken = signupInput();
    expect((await test.client().post(SIGNUP, taken)).statusCode).toBe(201);
    for (const email of ['admin@parlance.test', 'ADMIN@Parlance.TEST', taken.email.toUpperCase()]) {
      const before = await snapshot(test.db);
      const response = await test.client().post(SIGNUP, signupInput({ email }));
      expectProblem(response, 400, { errorKey: 'emailexists', message: MESSAGES.emailTaken });
      expect(fieldsOf(response)).toEqual(['email']);
      expect(await snapshot(test.db)).toEqual(before);
    }
  });

  it('answers sign-ups at once with the same login as the check would: one 201, the others 400', async () => {
    const input = signupInput();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        test.client().post(SIGNUP, { ...input, email: i % 2 ? input.email : `other${i}${input.email}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400]);
    for (const answer of answers.filter((a) => a.statusCode === 400)) {
      const body = expectProblem(answer, 400);
      expect(['userexists', 'emailexists']).toContain(body.errorKey);
    }
    const users = await test.db.kysely
      .selectFrom('app_user')
      .select('id')
      .where('login', '=', input.login.toLowerCase())
      .execute();
    expect(users).toHaveLength(1);
  });

  it('refuses a login that is already somebody’s e-mail, and an e-mail that is somebody’s login', async () => {
    // Sign-in accepts a login or an e-mail, so the two must not collide across users.
    let before = await snapshot(test.db);
    const asLogin = await test.client().post(SIGNUP, signupInput({ login: 'admin@parlance.test' }));
    expectProblem(asLogin, 400, { errorKey: 'userexists' });
    expect(fieldsOf(asLogin)).toEqual(['login']);
    expect(await snapshot(test.db)).toEqual(before);

    const login = `${unique('mail')}@example.org`;
    expect((await test.client().post(SIGNUP, signupInput({ login }))).statusCode).toBe(201);
    before = await snapshot(test.db);
    const asEmail = await test.client().post(SIGNUP, signupInput({ email: login.toUpperCase() }));
    expectProblem(asEmail, 400, { errorKey: 'emailexists' });
    expect(fieldsOf(asEmail)).toEqual(['email']);
    expect(await snapshot(test.db)).toEqual(before);
  });

  it('answers 400 with field errors for every malformed field, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ email: 'not-an-email' }, ['email']],
      [{ email: 'someone@example' }, ['email']],
      [{ email: 'someone@example.abcde' }, ['email']],
      [{ email: '' }, ['email']],
      [{ password: '1234567' }, ['password']],
      [{ password: 'p'.repeat(101) }, ['password']],
      [{ tenantName: '' }, ['tenantName']],
      [{ tenantName: '    ' }, ['tenantName']],
      [{ tenantName: 't'.repeat(101) }, ['tenantName']],
      [{ firstName: '' }, ['firstName']],
      [{ lastName: ' ' }, ['lastName']],
      [{ login: '' }, ['login']],
      [{ login: 'has space' }, ['login']],
      [{ login: 'l'.repeat(51) }, ['login']],
      [{ tenantName: undefined, password: undefined }, ['password', 'tenantName']],
      [{ email: 42 }, ['email']],
    ];
    for (const [overrides, fields] of cases) {
      const before = await snapshot(test.db);
      const input = signupInput(overrides);
      const response = await test.client().post(SIGNUP, input);
      expectProblem(response, 400, { errorKey: 'error.validation' });
      expect([...new Set(fieldsOf(response))].sort(), JSON.stringify(overrides)).toEqual(fields);
      expect(await snapshot(test.db)).toEqual(before);
    }
    const before = await snapshot(test.db);
    const empty = await test.client().post(SIGNUP, {});
    expectProblem(empty, 400);
    expect(fieldsOf(empty).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'login',
      'password',
      'tenantName',
    ]);
    expectProblem(await test.client().post(SIGNUP, 'tenantName=x', { text: true }), 400);
    const broken = await test.app.inject({
      method: 'POST',
      url: SIGNUP,
      headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=token', 'x-xsrf-token': 'token' },
      payload: '{"tenantName":',
    });
    expectProblem(broken, 400);
    expect(await snapshot(test.db)).toEqual(before);
  });

  it('accepts the length bounds 8 and 100 for the password', async () => {
    for (const password of ['12345678', 'q'.repeat(100)]) {
      const input = signupInput({ password });
      expect((await test.client().post(SIGNUP, input)).statusCode).toBe(201);
      expect((await test.client().login(input.login, password)).statusCode).toBe(200);
    }
  });
});
