import {
  type AdminUser,
  adminUserSchema,
  CHANGE_PASSWORD_PATH,
  ENDPOINT_ACCESS,
  ERROR_KEYS,
  MESSAGES,
  ORIGIN_HANDLER_HEADER,
  ROLES,
} from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/crypto.js';
import { engine } from './support/database.js';
import { resetLink, startSmtpServer } from './support/smtp.js';
import {
  signUpTenant as signUp,
  type signUpTenant,
  snapshot,
  startTestApp,
  type TestApp,
  unique,
} from './support/test-app.js';
import {
  insertDepartment,
  insertMember,
  insertRole,
  type Member,
  problem,
  signInAs,
  tenantIdOf,
} from './support/user-fixtures.js';

const PUBLIC_URL = 'https://parlance.example.com';
/** Tables that reading or signing in may touch. */
const VOLATILE = ['session', 'login_attempt'];

type Tenant = Awaited<ReturnType<typeof signUpTenant>>;

const keyOf = (link: string) => new URL(link).searchParams.get('key')!;

const newUser = (overrides: Record<string, unknown> = {}) => {
  const login = unique('newcomer');
  return {
    login,
    email: `${login}@example.com`,
    firstName: 'Nina',
    lastName: 'Newcomer',
    roles: [ROLES.designer],
    mode: 'invite',
    ...overrides,
  };
};

describe(`users API (${engine})`, () => {
  let test: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let tenant: Tenant;
  let users: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    test = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
    tenant = await signUp(test);
    users = `/${tenant.publicId}/api/users`;
  });
  afterAll(async () => {
    await test.close();
    await smtp.close();
  });

  const userRow = (id: number) =>
    test.db.kysely.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const auditOf = (id: number) =>
    test.db.kysely
      .selectFrom('audit_event')
      .selectAll()
      .where('entity_type', '=', 'user')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
  const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address.toLowerCase()));

  describe('create', () => {
    it('invites: 201 with the user, status INVITED, no password, and a mail whose link sets the password', async () => {
      const department = await insertDepartment(test, tenant.publicId);
      const input = newUser({ middleName: 'Q', departmentId: department, externalCode: 'X-1' });
      const before = Date.now();
      const response = await tenant.client.post(users, { ...input, login: input.login.toUpperCase() });
      expect(response.statusCode, response.body).toBe(201);
      const created = adminUserSchema.strict().parse(response.json());
      expect(response.headers.location).toBe(`${users}/${created.id}`);
      expect(created).toMatchObject({
        login: input.login,
        email: input.email,
        firstName: 'Nina',
        middleName: 'Q',
        lastName: 'Newcomer',
        fullName: 'Nina Q Newcomer',
        status: 'INVITED',
        activated: false,
        roles: [ROLES.designer],
        tenantPublicId: tenant.publicId,
        departmentId: department,
        externalCode: 'X-1',
        createdBy: tenant.input.login,
        lastModifiedBy: tenant.input.login,
        lastActivityDate: null,
      });
      expect(created.authorities).toContain('p-view_knowledge_graphs');
      expect(Date.parse(created.createdDate!)).toBeGreaterThanOrEqual(before - 1000);
      expect(created.lastModifiedDate).toBe(created.createdDate);
      expect((await userRow(created.id)).password_hash).toBeNull();

      const mail = await smtp.waitFor(input.email);
      const link = resetLink(mail);
      expect(link.startsWith(`${PUBLIC_URL}/account/reset/finish?key=`)).toBe(true);
      expect(link).toContain('create=1');
      const finish = await test.client().post('/api/account/reset-password/finish-create', {
        key: keyOf(link),
        newPassword: 'chosen-password',
      });
      expect(finish.statusCode, finish.body).toBe(200);
      expect((await userRow(created.id)).status).toBe('ACTIVE');
      expect((await test.client().login(input.login, 'chosen-password')).statusCode).toBe(200);

      const audit = await auditOf(created.id);
      expect(audit.map((row) => [row.action, row.actor])).toEqual([['create', tenant.input.login]]);
      expect(audit[0]!.before_value).toBeNull();
      expect(JSON.parse(audit[0]!.after_value!)).toMatchObject({ id: created.id, status: 'INVITED' });
    });

    it('with a temporary password: status TEMP_PASSWORD, that password signs in and must be changed', async () => {
      const input = newUser({ mode: 'temporaryPassword', temporaryPassword: 'temporary-secret' });
      const response = await tenant.client.post(users, input);
      expect(response.statusCode, response.body).toBe(201);
      const created = adminUserSchema.parse(response.json());
      expect(created.status).toBe('TEMP_PASSWORD');
      const row = await userRow(created.id);
      expect(await verifyPassword('temporary-secret', row.password_hash!)).toBe(true);
      const login = await test.client().login(input.login, 'temporary-secret');
      expect(login.statusCode).toBe(200);
      expect(login.headers[ORIGIN_HANDLER_HEADER]).toBe(CHANGE_PASSWORD_PATH);
      expect(mailsTo(input.email)).toEqual([]);
      const audit = await auditOf(created.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]!.after_value).not.toContain('temporary-secret');
      expect(audit[0]!.after_value).not.toContain('scrypt');
    });

    it('answers a taken login as such when two requests race for it', async () => {
      const input = newUser({ mode: 'temporaryPassword', temporaryPassword: 'racing-password' });
      const answers = await Promise.all([
        tenant.client.post(users, input),
        tenant.client.post(users, { ...input, email: `other.${input.email}` }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
      expect(problem(answers.find((answer) => answer.statusCode === 400)!, 400).errorKey).toBe(
        ERROR_KEYS.userExists,
      );
    });

    it('accepts no roles, and blank optional fields as none', async () => {
      const response = await tenant.client.post(
        users,
        newUser({ roles: [], middleName: '  ', externalCode: '', departmentId: null }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        roles: [],
        middleName: null,
        externalCode: null,
        departmentId: null,
      });
    });

    it('rejects bad input with field errors and changes nothing', async () => {
      const other = await signUp(test, { tenantName: 'Other' });
      const otherDepartment = await insertDepartment(test, other.publicId);
      await insertRole(test, other.publicId, 'ROLE_ELSEWHERE', []);
      const otherRole = await test.db.kysely
        .selectFrom('role')
        .select('id')
        .where('tenant_id', '=', await tenantIdOf(test, other.publicId))
        .where('name', '=', ROLES.designer)
        .executeTakeFirstOrThrow();
      const existing = await insertMember(test, tenant.publicId);
      const cases: [string, Record<string, unknown>, string, string?][] = [
        ['malformed e-mail', newUser({ email: 'not-an-email' }), 'email'],
        ['e-mail with a long top-level part', newUser({ email: 'a@b.example' }), 'email'],
        ['bad login', newUser({ login: 'has space' }), 'login'],
        ['missing first name', newUser({ firstName: ' ' }), 'firstName'],
        ['missing last name', newUser({ lastName: undefined }), 'lastName'],
        ['missing roles', newUser({ roles: undefined }), 'roles'],
        ['missing mode', newUser({ mode: undefined }), 'mode'],
        ['unknown mode', newUser({ mode: 'magic' }), 'mode'],
        ['taken login', newUser({ login: existing.login.toUpperCase() }), 'login', ERROR_KEYS.userExists],
        ['taken e-mail', newUser({ email: existing.email.toUpperCase() }), 'email', ERROR_KEYS.emailExists],
        [
          'login that is an e-mail in use',
          newUser({ login: existing.email }),
          'login',
          ERROR_KEYS.userExists,
        ],
        ['unknown role', newUser({ roles: ['ROLE_NOPE'] }), 'roles'],
        ["another tenant's role", newUser({ roles: ['ROLE_ELSEWHERE'] }), 'roles'],
        ['a role id instead of a name', newUser({ roles: [String(otherRole.id)] }), 'roles'],
        ["another tenant's department", newUser({ departmentId: otherDepartment }), 'departmentId'],
        ['a department id out of range', newUser({ departmentId: 2 ** 31 }), 'departmentId'],
        ['missing temporary password', newUser({ mode: 'temporaryPassword' }), 'temporaryPassword'],
        [
          'too short temporary password',
          newUser({ mode: 'temporaryPassword', temporaryPassword: 'short' }),
          'temporaryPassword',
        ],
        [
          'too long temporary password',
          newUser({ mode: 'temporaryPassword', temporaryPassword: 'x'.repeat(101) }),
          'temporaryPassword',
        ],
      ];
      const before = await snapshot(test.db, VOLATILE);
      for (const [name, body, field, errorKey] of cases) {
        const response = await tenant.client.post(users, body);
        const body400 = problem(response, 400);
        expect(
          body400.fieldErrors?.map((error) => error.field),
          name,
        ).toContain(field);
        if (errorKey) expect(body400.errorKey, name).toBe(errorKey);
      }
      const bothBad = problem(
        await tenant.client.post(users, newUser({ roles: ['ROLE_NOPE'], departmentId: otherDepartment })),
        400,
      );
      expect(bothBad.fieldErrors?.map((error) => error.field)).toEqual(['roles', 'departmentId']);
      expect(bothBad.fieldErrors?.[0]?.message).toBe(MESSAGES.unknownRoles(['ROLE_NOPE']));
      problem(await tenant.client.post(users, 'not json'), 400);
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);
    });
  });

  describe('read', () => {
    it('answers one user by id, and 404 for unknown, malformed and other tenants’ ids', async () => {
      const member = await insertMember(test, tenant.publicId, { roles: [ROLES.supervisor, ROLES.agent] });
      const response = await tenant.client.get(`${users}/${member.id}`);
      expect(response.statusCode).toBe(200);
      const user = adminUserSchema.strict().parse(response.json());
      expect(user).toMatchObject({
        id: member.id,
        login: member.login,
        roles: [ROLES.supervisor, ROLES.agent],
      });
      expect(user.authorities).toEqual(expect.arrayContaining([ROLES.supervisor, 'p-view_supervisor']));
      const other = await signUp(test, { tenantName: 'Other' });
      const stranger = await insertMember(test, other.publicId);
      for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999', String(stranger.id)]) {
        problem(await tenant.client.get(`${users}/${id}`), 404);
      }
    });
  });

  describe('list', () => {
    let listed: Tenant;
    let base: string;
    let people: Member[];
    let department: number;

    beforeAll(async () => {
      listed = await signUp(test, { tenantName: 'Listed', firstName: 'Zed', lastName: 'Zulu' });
      base = `/${listed.publicId}/api/users`;
      department = await insertDepartment(test, listed.publicId);
      await insertRole(test, listed.publicId, 'ROLE_CUSTOM', ['p-view_programs']);
      people = [];
      for (let i = 0; i < 24; i++) {
        people.push(
          await insertMember(test, listed.publicId, {
            firstName: `First${String(i).padStart(2, '0')}`,
            lastName: i % 2 === 0 ? 'Even' : 'Odd',
            status: i % 6 === 0 ? 'DEACTIVATED' : 'ACTIVE',
            roles: i % 3 === 0 ? [ROLES.agent] : i % 3 === 1 ? [ROLES.designer, 'ROLE_CUSTOM'] : [],
            departmentId: i < 4 ? department : null,
            externalCode: i % 4 === 0 ? `EXT-${i}` : null,
          }),
        );
      }
      await test.db.kysely
        .updateTable('app_user')
        .set({ last_activity_date: new Date().toISOString() })
        .where('id', '=', people[0]!.id)
        .execute();
    });

    const list = async (query: string) => {
      const response = await listed.client.get(`${base}${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = adminUserSchema.array().parse(response.json());
      return { body, total: Number(response.headers['x-total-count']), link: String(response.headers.link) };
    };

    it('pages by login ascending by default, with X-Total-Count and Link headers', async () => {
      const logins = [listed.input.login, ...people.map((p) => p.login)].sort();
      const first = await list('');
      expect(first.total).toBe(25);
      expect(first.body.map((user) => user.login)).toEqual(logins.slice(0, 20));
      expect(first.link).toContain(`<${base}?page=1&size=20>; rel="next"`);
      expect(first.link).toContain(`<${base}?page=1&size=20>; rel="last"`);
      expect(first.link).toContain(`<${base}?page=0&size=20>; rel="first"`);
      const second = await list('?page=1&size=20');
      expect(second.body.map((user) => user.login)).toEqual(logins.slice(20));
      expect(second.link).toContain('rel="prev"');
      expect(second.link).not.toContain('rel="next"');
      const small = await list('?page=2&size=7');
      expect(small.body.map((user) => user.login)).toEqual(logins.slice(14, 21));
      // A page past the end still brings the total (the count comes in the same statement as the page).
      const past = await list('?page=9');
      expect(past.body).toEqual([]);
      expect(past.total).toBe(25);
      expect(past.link).toContain(`<${base}?page=1&size=20>; rel="last"`);
      const none = await list('?login.contains=no-such-login');
      expect(none.body).toEqual([]);
      expect(none.total).toBe(0);
    });

    it("carries each user's roles and authorities", async () => {
      const { body } = await list('?size=100');
      const byId = new Map(body.map((user) => [user.id, user]));
      expect(byId.get(people[1]!.id)?.roles).toEqual(['ROLE_CUSTOM', ROLES.designer]);
      expect(byId.get(people[1]!.id)?.authorities).toContain('p-view_programs');
      expect(byId.get(people[0]!.id)?.roles).toEqual([ROLES.agent]);
      expect(byId.get(people[2]!.id)?.roles).toEqual([]);
      expect(body.find((user) => user.login === listed.input.login)?.roles).toEqual([ROLES.admin]);
    });

    it('sorts by any allowed field, either way, with the id breaking ties', async () => {
      const desc = await list('?sort=firstName,desc&size=3');
      expect(desc.body.map((user) => user.firstName)).toEqual(['Zed', 'First23', 'First22']);
      const byLastName = await list('?sort=lastName,asc&sort=firstName,desc&size=100');
      expect(byLastName.body.map((user) => user.lastName)).toEqual([
        ...Array(12).fill('Even'),
        ...Array(12).fill('Odd'),
        'Zulu',
      ]);
      expect(byLastName.body[0]?.firstName).toBe('First22');
      const byStatus = await list('?sort=status,asc&size=100');
      expect(byStatus.body.map((user) => user.status).indexOf('DEACTIVATED')).toBe(21);
      const ids = byStatus.body.filter((user) => user.status === 'ACTIVE').map((user) => user.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      for (const field of ['email', 'createdDate', 'lastModifiedDate', 'lastActivityDate']) {
        expect((await list(`?sort=${field},desc`)).total).toBe(25);
      }
    });

    it('filters by text, status, role, department, external code and dates', async () => {
      const totalOf = async (query: string) => (await list(query)).total;
      expect(await totalOf('?firstName.startsWith=first0')).toBe(10);
      expect(await totalOf('?firstName.contains=T1')).toBe(10);
      expect(await totalOf('?firstName.endsWith=3')).toBe(3);
      expect(await totalOf('?firstName.equals=FIRST05')).toBe(1);
      expect(await totalOf('?lastName.notEquals=even')).toBe(13);
      expect(await totalOf('?lastName.notContains=v')).toBe(13);
      expect(await totalOf(`?login.in=${people[0]!.login},${people[1]!.login}`)).toBe(2);
      expect(await totalOf(`?email.contains=${people[5]!.login}`)).toBe(1);
      expect(await totalOf('?status.equals=DEACTIVATED')).toBe(4);
      expect(await totalOf('?status.in=DEACTIVATED,INVITED')).toBe(4);
      expect(await totalOf('?status.notEquals=DEACTIVATED')).toBe(21);
      expect(await totalOf(`?role.equals=${ROLES.agent}`)).toBe(8);
      expect(await totalOf(`?role.in=${ROLES.agent},ROLE_CUSTOM`)).toBe(16);
      expect(await totalOf(`?role.notEquals=${ROLES.agent}`)).toBe(17);
      expect(await totalOf('?role.equals=ROLE_NOPE')).toBe(0);
      expect(await totalOf(`?role.equals=${ROLES.agent}&status.equals=ACTIVE`)).toBe(4);
      expect(await totalOf(`?departmentId.equals=${department}`)).toBe(4);
      expect(await totalOf(`?departmentId.in=${department},999`)).toBe(4);
      expect(await totalOf('?externalCode.startsWith=ext-')).toBe(6);
      const today = new Date().toISOString().slice(0, 10);
      expect(await totalOf(`?createdDate.dateIs=${today}T00:00:00.000Z`)).toBe(25);
      expect(await totalOf(`?createdDate.dateBefore=${today}`)).toBe(0);
      // The admin signed in today, and one member was active.
      expect(await totalOf(`?lastActivityDate.dateIs=${today}`)).toBe(2);
      expect(await totalOf(`?lastActivityDate.dateIsNot=${today}`)).toBe(23);
      const filtered = await list(`?role.equals=${ROLES.agent}&size=3&sort=firstName,asc`);
      expect(filtered.body.map((user) => user.firstName)).toEqual(['First00', 'First03', 'First06']);
      expect(filtered.link).toContain(`role.equals=${ROLES.agent}`);
      expect(filtered.link).toContain('rel="last"');
    });

    it('answers 400 with a problem for every parameter it does not allow', async () => {
      for (const query of [
        '?page=-1',
        '?page=x',
        '?size=0',
        '?size=101',
        '?sort=password_hash,asc',
        '?sort=login,up',
        '?sort=login,asc,extra',
        '?sort=departmentId,asc',
        '?password.equals=x',
        '?login.lt=x',
        '?login=x',
        '?status.equals=NOPE',
        '?status.contains=ACT',
        '?role.contains=ADMIN',
        '?createdDate.dateIs=yesterday',
        '?createdDate.equals=2026-01-01',
        '?departmentId.equals=abc',
        '?lastActivityDate.dateAfter=2026-13-45',
        `?login.contains=${'x'.repeat(201)}`,
      ]) {
        const body = problem(await listed.client.get(`${base}${query}`), 400);
        expect(body.errorKey, query).toBe('error.listquery');
      }
    });
  });

  describe('update', () => {
    it('changes e-mail, names, roles, department and external code; keeps the login and creation data', async () => {
      const member = await insertMember(test, tenant.publicId, { roles: [ROLES.designer] });
      const department = await insertDepartment(test, tenant.publicId);
      const created = await userRow(member.id);
      const response = await tenant.client.put(`${users}/${member.id}`, {
        login: member.login.toUpperCase(),
        email: `New.${member.email}`,
        firstName: ' Nora ',
        middleName: 'M',
        lastName: 'Renamed',
        roles: [ROLES.supervisor],
        departmentId: department,
        externalCode: 'E-9',
      });
      expect(response.statusCode, response.body).toBe(200);
      const updated = adminUserSchema.parse(response.json());
      expect(updated).toMatchObject({
        login: member.login,
        email: `new.${member.email}`,
        firstName: 'Nora',
        middleName: 'M',
        lastName: 'Renamed',
        roles: [ROLES.supervisor],
        departmentId: department,
        externalCode: 'E-9',
        createdBy: created.created_by,
        createdDate: created.created_date,
        lastModifiedBy: tenant.input.login,
      });
      expect(updated.lastModifiedDate! > created.last_modified_date!).toBe(true);
      expect(await tenant.client.get(`${users}/${member.id}`).then((r) => r.json())).toEqual(updated);

      const audit = await auditOf(member.id);
      expect(audit.map((row) => row.action)).toEqual(['update']);
      expect(JSON.parse(audit[0]!.before_value!)).toMatchObject({
        email: member.email,
        roles: [ROLES.designer],
      });
      expect(JSON.parse(audit[0]!.after_value!)).toMatchObject({ email: `new.${member.email}` });
      expect(audit[0]!.before_value).not.toContain('scrypt');
    });

    it('keeps left-out optional fields and clears null ones', async () => {
      const department = await insertDepartment(test, tenant.publicId);
      const member = await insertMember(test, tenant.publicId, {
        roles: [ROLES.designer],
        departmentId: department,
        externalCode: 'KEEP',
      });
      const kept = await tenant.client.put(`${users}/${member.id}`, {
        email: member.email,
        firstName: 'Kay',
        lastName: 'Kept',
      });
      expect(kept.json()).toMatchObject({
        roles: [ROLES.designer],
        departmentId: department,
        externalCode: 'KEEP',
      });
      const cleared = await tenant.client.put(`${users}/${member.id}`, {
        email: member.email,
        firstName: 'Kay',
        lastName: 'Kept',
        roles: [],
        departmentId: null,
        externalCode: null,
      });
      expect(cleared.json()).toMatchObject({ roles: [], departmentId: null, externalCode: null });
    });

    it('rejects a login change, taken e-mails, unknown roles and foreign departments, changing nothing', async () => {
      const member = await insertMember(test, tenant.publicId);
      const taken = await insertMember(test, tenant.publicId);
      const other = await signUp(test, { tenantName: 'Other' });
      const otherDepartment = await insertDepartment(test, other.publicId);
      const valid = { email: member.email, firstName: 'A', lastName: 'B' };
      const before = await snapshot(test.db, VOLATILE);
      const cases: [Record<string, unknown>, string, string?][] = [
        [{ ...valid, login: 'someone-else' }, 'login'],
        [{ ...valid, email: taken.email.toUpperCase() }, 'email', ERROR_KEYS.emailExists],
        [{ ...valid, email: other.input.email }, 'email', ERROR_KEYS.emailExists],
        [{ ...valid, email: taken.login }, 'email'],
        [{ ...valid, email: 'broken@' }, 'email'],
        [{ ...valid, firstName: '' }, 'firstName'],
        [{ ...valid, roles: ['ROLE_NOPE'] }, 'roles'],
        [{ ...valid, roles: 'ROLE_ADMIN' }, 'roles'],
        [{ ...valid, departmentId: otherDepartment }, 'departmentId'],
        [{ ...valid, departmentId: 'one' }, 'departmentId'],
        [{ ...valid, externalCode: 'x'.repeat(101) }, 'externalCode'],
      ];
      for (const [body, field, errorKey] of cases) {
        const answer = problem(await tenant.client.put(`${users}/${member.id}`, body), 400);
        expect(
          answer.fieldErrors?.map((error) => error.field),
          JSON.stringify(body),
        ).toContain(field);
        if (errorKey) expect(answer.errorKey).toBe(errorKey);
      }
      expect(
        problem(await tenant.client.put(`${users}/${member.id}`, { ...valid, login: 'someone-else' }), 400)
          .message,
      ).toBe(MESSAGES.loginImmutable);
      problem(await tenant.client.put(`${users}/999999`, valid), 404);
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);
    });
  });

  describe('deactivate and reactivate', () => {
    it("ends a signed-in user's sessions at once: their next request is 401", async () => {
      const member = await insertMember(test, tenant.publicId, { roles: [ROLES.designer] });
      const memberClient = await signInAs(test, member);
      const second = await signInAs(test, member);
      expect((await memberClient.get('/api/account')).statusCode).toBe(200);

      const response = await tenant.client.post(`${users}/${member.id}/deactivate`);
      expect(response.statusCode, response.body).toBe(200);
      expect(adminUserSchema.parse(response.json())).toMatchObject({
        status: 'DEACTIVATED',
        activated: false,
      });
      expect((await memberClient.get('/api/account')).statusCode).toBe(401);
      expect((await second.get(`/${tenant.publicId}/api/products`)).statusCode).toBe(401);
      const sessions = await test.db.kysely
        .selectFrom('session')
        .select('id_hash')
        .where('user_id', '=', member.id)
        .execute();
      expect(sessions).toEqual([]);
      expect((await test.client().login(member.login, member.password)).statusCode).toBe(401);

      problem(await tenant.client.post(`${users}/${member.id}/deactivate`), 400);

      const reactivated = await tenant.client.post(`${users}/${member.id}/reactivate`);
      expect(reactivated.statusCode).toBe(200);
      expect(reactivated.json()).toMatchObject({ status: 'ACTIVE', lastModifiedBy: tenant.input.login });
      expect((await test.client().login(member.login, member.password)).statusCode).toBe(200);
      expect(problem(await tenant.client.post(`${users}/${member.id}/reactivate`), 400).message).toBe(
        MESSAGES.notDeactivated,
      );

      const audit = await auditOf(member.id);
      expect(audit.map((row) => row.action)).toEqual(['status', 'status']);
      expect(JSON.parse(audit[0]!.before_value!).status).toBe('ACTIVE');
      expect(JSON.parse(audit[0]!.after_value!).status).toBe('DEACTIVATED');
      expect(JSON.parse(audit[1]!.after_value!).status).toBe('ACTIVE');
    });

    it('reactivates a user who never set a password as INVITED', async () => {
      const member = await insertMember(test, tenant.publicId, { status: 'INVITED', password: null });
      expect((await tenant.client.post(`${users}/${member.id}/deactivate`)).json().status).toBe(
        'DEACTIVATED',
      );
      expect((await tenant.client.post(`${users}/${member.id}/reactivate`)).json().status).toBe('INVITED');
    });

    it('does not let an admin deactivate themselves', async () => {
      const self = await userIdOf(tenant.input.login);
      const before = await snapshot(test.db, VOLATILE);
      const body = problem(await tenant.client.post(`${users}/${self}/deactivate`), 400);
      expect(body).toMatchObject({
        errorKey: ERROR_KEYS.selfDeactivation,
        message: MESSAGES.selfDeactivation,
      });
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);
    });
  });

  const userIdOf = async (login: string) =>
    (
      await test.db.kysely
        .selectFrom('app_user')
        .select('id')
        .where('login', '=', login)
        .executeTakeFirstOrThrow()
    ).id;

  describe('the last active admin', () => {
    it('cannot be demoted, while an admin with another active admin can', async () => {
      const own = await signUp(test, { tenantName: 'Lonely' });
      const path = `/${own.publicId}/api/users`;
      const self = await userIdOf(own.input.login);
      const demote = { email: own.input.email, firstName: 'A', lastName: 'B', roles: [ROLES.designer] };

      // Admins who are invited or deactivated do not count.
      await insertMember(test, own.publicId, { roles: [ROLES.admin], status: 'INVITED', password: null });
      await insertMember(test, own.publicId, { roles: [ROLES.admin], status: 'DEACTIVATED' });
      const before = await snapshot(test.db, VOLATILE);
      const body = problem(await own.client.put(`${path}/${self}`, demote), 400);
      expect(body).toMatchObject({ errorKey: ERROR_KEYS.lastAdmin, message: MESSAGES.lastAdmin });
      expect(body.fieldErrors?.map((error) => error.field)).toEqual(['roles']);
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);

      // Another ACTIVE admin makes the change possible; then that admin is the last one.
      const second = await insertMember(test, own.publicId, { roles: [ROLES.admin] });
      expect((await own.client.put(`${path}/${self}`, demote)).statusCode).toBe(200);
      const secondClient = await signInAs(test, second);
      const secondBody = problem(
        await secondClient.put(`${path}/${second.id}`, {
          email: second.email,
          firstName: 'S',
          lastName: 'E',
          roles: [],
        }),
        400,
      );
      expect(secondBody.errorKey).toBe(ERROR_KEYS.lastAdmin);
      // The demoted admin's next request already lacks the permission.
      expect((await own.client.get(path)).statusCode).toBe(403);
    });

    it('survives two admins demoting each other at the same time', async () => {
      const own = await signUp(test, { tenantName: 'Racing' });
      const path = `/${own.publicId}/api/users`;
      const first = await userIdOf(own.input.login);
      const second = await insertMember(test, own.publicId, { roles: [ROLES.admin] });
      const secondClient = await signInAs(test, second);
      const demote = (email: string) => ({ email, firstName: 'A', lastName: 'B', roles: [] });
      const answers = await Promise.all([
        own.client.put(`${path}/${second.id}`, demote(second.email)),
        secondClient.put(`${path}/${first}`, demote(own.input.email)),
      ]);
      // The loser is refused by the last-admin rule, or (when it came second) no longer has the permission.
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect([400, 403]).toContain(statuses[1]);
      const admins = await test.db.kysely
        .selectFrom('user_role')
        .innerJoin('role', 'role.id', 'user_role.role_id')
        .select('user_role.user_id')
        .where('role.tenant_id', '=', await tenantIdOf(test, own.publicId))
        .where('role.name', '=', ROLES.admin)
        .execute();
      expect(admins).toHaveLength(1);
    });

    it('cannot be deactivated or put in the control group', async () => {
      const own = await signUp(test, { tenantName: 'Lonely' });
      const self = await userIdOf(own.input.login);
      // An admin who is also an agent in the control group can still act, but is not an active admin.
      const other = await insertMember(test, own.publicId, {
        roles: [ROLES.admin, ROLES.agent],
        status: 'CONTROL_GROUP',
      });
      const otherClient = await signInAs(test, other);
      const before = await snapshot(test.db, VOLATILE);
      expect(
        problem(await otherClient.post(`/${own.publicId}/api/users/${self}/deactivate`), 400).errorKey,
      ).toBe(ERROR_KEYS.lastAdmin);
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);
      expect((await own.client.get('/api/account')).statusCode).toBe(200);

      await test.db.kysely
        .insertInto('user_role')
        .values({
          user_id: self,
          role_id: (
            await test.db.kysely
              .selectFrom('role')
              .select('id')
              .where('tenant_id', '=', await tenantIdOf(test, own.publicId))
              .where('name', '=', ROLES.agent)
              .executeTakeFirstOrThrow()
          ).id,
        })
        .execute();
      const body = problem(
        await own.client.post(`/${own.publicId}/api/agents/${self}/control-group`, { controlGroup: true }),
        400,
      );
      expect(body.errorKey).toBe(ERROR_KEYS.lastAdmin);
    });
  });

  describe('mails', () => {
    it('sends the invitation again to an invited user: only the newest link works', async () => {
      const input = newUser();
      const created = (await tenant.client.post(users, input)).json() as AdminUser;
      const firstKey = keyOf(resetLink(await smtp.waitFor(input.email)));
      const response = await tenant.client.post(`${users}/${created.id}/resend-invitation`);
      expect(response.statusCode, response.body).toBe(204);
      expect(mailsTo(input.email)).toHaveLength(2);
      const secondKey = keyOf(resetLink(mailsTo(input.email)[1]!));
      const finish = (key: string) =>
        test
          .client()
          .post('/api/account/reset-password/finish-create', { key, newPassword: 'fresh-password' });
      expect((await finish(firstKey)).statusCode).toBe(400);
      expect((await finish(secondKey)).statusCode).toBe(200);
      expect((await auditOf(created.id)).map((row) => row.action)).toEqual(['create', 'invite']);

      // Now ACTIVE: no invitation any more.
      const before = await snapshot(test.db, VOLATILE);
      expect(problem(await tenant.client.post(`${users}/${created.id}/resend-invitation`), 400).message).toBe(
        MESSAGES.notInvited,
      );
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);
      expect(mailsTo(input.email)).toHaveLength(2);
    });

    it('sends a password reset to a user who can sign in, whose link sets a new password', async () => {
      const member = await insertMember(test, tenant.publicId);
      const response = await tenant.client.post(`${users}/${member.id}/password-reset`);
      expect(response.statusCode, response.body).toBe(204);
      const link = resetLink(await smtp.waitFor(member.email));
      expect(link).not.toContain('create=1');
      const finish = await test
        .client()
        .post('/api/account/reset-password/finish', { key: keyOf(link), newPassword: 'after-reset-1' });
      expect(finish.statusCode).toBe(200);
      expect((await test.client().login(member.login, 'after-reset-1')).statusCode).toBe(200);
      expect((await auditOf(member.id)).map((row) => row.action)).toEqual(['password-reset']);
    });

    it('refuses a password reset for users who cannot sign in', async () => {
      for (const status of ['INVITED', 'DEACTIVATED'] as const) {
        const member = await insertMember(test, tenant.publicId, { status });
        const before = await snapshot(test.db, VOLATILE);
        expect(problem(await tenant.client.post(`${users}/${member.id}/password-reset`), 400).message).toBe(
          MESSAGES.cannotSignIn,
        );
        expect(await snapshot(test.db, VOLATILE)).toEqual(before);
        expect(mailsTo(member.email)).toEqual([]);
      }
    });
  });

  describe('authorities', () => {
    const USER_ENDPOINTS = (Object.keys(ENDPOINT_ACCESS) as (keyof typeof ENDPOINT_ACCESS)[]).filter(
      (endpoint) => /\/api\/(users|agents)/.test(endpoint),
    );
    const call = (client: ReturnType<TestApp['client']>, endpoint: string, publicId: number, id: number) => {
      const [method, path] = endpoint.split(' ') as [string, string];
      const url = path.replace(':tenantPublicId', String(publicId)).replace(':id', String(id));
      const body =
        method === 'GET'
          ? undefined
          : endpoint.endsWith('control-group')
            ? { controlGroup: true }
            : newUser();
      return client.request(method, url, body);
    };

    it('covers 17 endpoints, each needing its permission', () => {
      expect(USER_ENDPOINTS).toHaveLength(17);
      for (const endpoint of USER_ENDPOINTS) {
        const access = ENDPOINT_ACCESS[endpoint] as readonly string[];
        expect(access.length, endpoint).toBe(1);
      }
    });

    it('answers 403 to a signed-in user lacking the permission (a designer), and 401 without a session', async () => {
      const agent = await insertMember(test, tenant.publicId, { roles: [ROLES.agent] });
      const designer = await signInAs(
        test,
        await insertMember(test, tenant.publicId, { roles: [ROLES.designer] }),
      );
      const before = await snapshot(test.db, VOLATILE);
      for (const endpoint of USER_ENDPOINTS) {
        problem(await call(designer, endpoint, tenant.publicId, agent.id), 403);
        problem(await call(test.client(), endpoint, tenant.publicId, agent.id), 401);
      }
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);
    });

    it('lets each permission open exactly its endpoints', async () => {
      const agent = await insertMember(test, tenant.publicId, { roles: [ROLES.agent] });
      for (const permission of [
        'p-view_user_accounts',
        'p-view_agent_accounts',
        'p-create_user_accounts',
        'p-update_user_accounts',
      ]) {
        const role = unique('ROLE_ONLY_');
        await insertRole(test, tenant.publicId, role, [permission]);
        const client = await signInAs(test, await insertMember(test, tenant.publicId, { roles: [role] }));
        for (const endpoint of USER_ENDPOINTS) {
          const allowed = (ENDPOINT_ACCESS[endpoint] as readonly string[]).includes(permission);
          const response = await call(client, endpoint, tenant.publicId, agent.id);
          if (allowed) expect(response.statusCode, `${permission} ${endpoint}`).not.toBe(403);
          else expect(response.statusCode, `${permission} ${endpoint}`).toBe(403);
        }
      }
    });

    it('lets a supervisor read agents but not users', async () => {
      const supervisor = await signInAs(
        test,
        await insertMember(test, tenant.publicId, { roles: [ROLES.supervisor] }),
      );
      expect((await supervisor.get(`/${tenant.publicId}/api/agents`)).statusCode).toBe(200);
      problem(await supervisor.get(users), 403);
    });

    it('keeps a user manager from granting what they do not hold and from changing admins', async () => {
      const manager = unique('ROLE_MANAGER_');
      await insertRole(test, tenant.publicId, manager, [
        'p-view_user_accounts',
        'p-create_user_accounts',
        'p-update_user_accounts',
      ]);
      const member = await insertMember(test, tenant.publicId, { roles: [manager] });
      const client = await signInAs(test, member);
      const admin = await userIdOf(tenant.input.login);
      const before = await snapshot(test.db, VOLATILE);

      const grantAdmin = problem(await client.post(users, newUser({ roles: [ROLES.admin] })), 400);
      expect(grantAdmin.fieldErrors?.[0]).toMatchObject({
        field: 'roles',
        message: MESSAGES.roleNotGrantable([ROLES.admin]),
      });
      problem(await client.post(users, newUser({ roles: [ROLES.designer] })), 400);
      const selfPromote = await client.put(`${users}/${member.id}`, {
        email: member.email,
        firstName: 'M',
        lastName: 'M',
        roles: [manager, ROLES.admin],
      });
      expect(problem(selfPromote, 400).fieldErrors?.[0]?.field).toBe('roles');
      for (const [method, path] of [
        ['PUT', `${users}/${admin}`],
        ['POST', `${users}/${admin}/deactivate`],
        ['POST', `${users}/${admin}/password-reset`],
      ] as const) {
        const body = method === 'PUT' ? { email: member.email, firstName: 'x', lastName: 'y' } : undefined;
        expect(problem(await client.request(method, path, body), 403).message).toBe(
          MESSAGES.userMorePrivileged,
        );
      }
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);

      // What they hold themselves they may hand out.
      const allowed = await client.post(users, newUser({ roles: [manager, ROLES.agent] }));
      expect(allowed.statusCode, allowed.body).toBe(201);
    });
  });
});
