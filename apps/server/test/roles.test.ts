import {
  PERMISSION_NAMES,
  PERMISSIONS,
  permissionSchema,
  ROLES,
  roleSchema,
  STANDARD_ROLES,
  toRoleName,
} from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAuthorityMatrix,
  insertCustomRole,
  signInWith,
  tenantIdOf,
  VOLATILE,
} from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { signUpTenant, snapshot, startTestApp, type TestApp } from './support/test-app.js';
import { createUser, expectProblem, fieldsOf } from './support/users.js';

type Tenant = Awaited<ReturnType<typeof signUpTenant>>;

const auditRows = (test: TestApp, tenantId: number) =>
  test.db.kysely
    .selectFrom('audit_event')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('entity_type', '=', 'role')
    .orderBy('id')
    .execute();

describe(`role names`, () => {
  it('derives ROLE_ names from what a person types', () => {
    expect(toRoleName('Team lead')).toBe('ROLE_TEAM_LEAD');
    expect(toRoleName('  night-shift  supervisors ')).toBe('ROLE_NIGHT_SHIFT_SUPERVISORS');
    expect(toRoleName('role_auditor')).toBe('ROLE_AUDITOR');
    expect(toRoleName('ROLE_QA_2')).toBe('ROLE_QA_2');
  });
});

describe(`roles and permissions (${engine})`, () => {
  let test: TestApp;
  let tenant: Tenant;
  let tenantId: number;
  let base: string;
  beforeAll(async () => {
    test = await startTestApp();
    tenant = await signUpTenant(test);
    tenantId = await tenantIdOf(test, tenant.publicId);
    base = `/${tenant.publicId}/api`;
  });
  afterAll(() => test.close());

  describe('GET permissions', () => {
    it('answers the catalogue: every permission with its description', async () => {
      const response = await tenant.client.get(`${base}/permissions`);
      expect(response.statusCode).toBe(200);
      const catalogue = permissionSchema.strict().array().parse(response.json());
      expect(catalogue).toEqual(
        [...PERMISSION_NAMES].sort().map((name) => ({ name, description: PERMISSIONS[name] })),
      );
    });
  });

  describe('GET roles', () => {
    it('lists the standard roles with their permissions and user counts', async () => {
      const response = await tenant.client.get(`${base}/roles?standard.equals=true`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total-count']).toBe('4');
      const roles = roleSchema.strict().array().parse(response.json());
      expect(roles.map((role) => role.name)).toEqual([
        'ROLE_ADMIN',
        'ROLE_DESIGNER',
        'ROLE_SUPERVISOR',
        'ROLE_XLM_AGENT',
      ]);
      for (const role of roles) {
        expect(role.standard).toBe(true);
        expect(role.permissions).toEqual(
          [...STANDARD_ROLES[role.name as keyof typeof STANDARD_ROLES]].sort(),
        );
      }
      expect(roles.find((role) => role.name === ROLES.admin)?.userCount).toBe(1);
      expect(roles.find((role) => role.name === ROLES.agent)?.userCount).toBe(0);
    });

    it('sorts, filters and pages', async () => {
      await insertCustomRole(test, tenantId, ['p-view_programs'], 'ROLE_ZZ_PAGER_ONE');
      await insertCustomRole(test, tenantId, [], 'ROLE_ZZ_PAGER_TWO');
      const desc = await tenant.client.get(`${base}/roles?sort=name,desc&size=2`);
      expect(desc.json().map((role: { name: string }) => role.name)).toEqual([
        'ROLE_ZZ_PAGER_TWO',
        'ROLE_ZZ_PAGER_ONE',
      ]);
      expect(desc.headers.link).toContain('rel="next"');
      const filtered = await tenant.client.get(`${base}/roles?name.contains=pager&standard.equals=false`);
      expect(filtered.headers['x-total-count']).toBe('2');
      const page = await tenant.client.get(`${base}/roles?name.startsWith=ROLE_ZZ&page=1&size=1`);
      expect(page.json().map((role: { name: string }) => role.name)).toEqual(['ROLE_ZZ_PAGER_TWO']);
    });

    it.each([
      'sort=permissions,asc',
      'sort=name,up',
      'name.lt=x',
      'standard.equals=maybe',
      'userCount.equals=1',
      'page=-1',
      'size=101',
      'bogus=1',
    ])('answers 400 to bad list parameters: %s', async (params) => {
      expectProblem(await tenant.client.get(`${base}/roles?${params}`), 400, { errorKey: 'error.listquery' });
    });
  });

  describe('GET roles/:id', () => {
    it('answers one role', async () => {
      const role = await insertCustomRole(test, tenantId, ['p-view_programs', 'p-create_programs']);
      const response = await tenant.client.get(`${base}/roles/${role.id}`);
      expect(response.statusCode).toBe(200);
      expect(roleSchema.strict().parse(response.json())).toEqual({
        id: role.id,
        name: role.name,
        description: 'custom',
        standard: false,
        permissions: ['p-create_programs', 'p-view_programs'],
        userCount: 0,
      });
    });

    it("answers 404 for unknown ids, ids that are not numbers and another tenant's roles", async () => {
      const other = await signUpTenant(test);
      const foreign = await insertCustomRole(test, await tenantIdOf(test, other.publicId), []);
      for (const id of ['999999', 'abc', '0', '-1', '99999999999', String(foreign.id)]) {
        expectProblem(await tenant.client.get(`${base}/roles/${id}`), 404);
      }
    });
  });

  describe('POST roles', () => {
    it('creates a custom role from a display name, records it in the audit log, and answers 201', async () => {
      const response = await tenant.client.post(`${base}/roles`, {
        name: 'Quality team',
        description: '  Listens to calls  ',
        permissions: ['p-view_programs', 'p-view_agent_accounts', 'p-view_programs'],
      });
      expect(response.statusCode, response.body).toBe(201);
      const role = roleSchema.strict().parse(response.json());
      expect(role).toMatchObject({
        name: 'ROLE_QUALITY_TEAM',
        description: 'Listens to calls',
        standard: false,
        permissions: ['p-view_agent_accounts', 'p-view_programs'],
        userCount: 0,
      });
      expect((await tenant.client.get(`${base}/roles/${role.id}`)).json()).toEqual(role);
      const audit = (await auditRows(test, tenantId)).at(-1)!;
      expect(audit).toMatchObject({
        actor: tenant.input.login.toLowerCase(),
        action: 'create',
        entity_id: String(role.id),
        before_value: null,
      });
      expect(JSON.parse(audit.after_value!)).toEqual({
        id: role.id,
        name: 'ROLE_QUALITY_TEAM',
        description: 'Listens to calls',
        standard: false,
        permissions: ['p-view_agent_accounts', 'p-view_programs'],
      });
    });

    it('accepts a name that already has the ROLE_ prefix and no permissions', async () => {
      const response = await tenant.client.post(`${base}/roles`, { name: 'ROLE_EMPTY_ONE' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ name: 'ROLE_EMPTY_ONE', description: null, permissions: [] });
    });

    it.each([
      [{ permissions: [] }, ['name']],
      [{ name: '   ' }, ['name']],
      [{ name: 'Team/lead' }, ['name']],
      [{ name: 'Équipe' }, ['name']],
      [{ name: 'x'.repeat(60) }, ['name']],
      [{ name: 'Okay', description: 'd'.repeat(201) }, ['description']],
      [{ name: 'Okay', permissions: ['p-view_programs', 'p-fly'] }, ['permissions[1]']],
      [{ name: 'Okay', permissions: 'p-view_programs' }, ['permissions']],
      [{ name: 42 }, ['name']],
    ])('answers 400 with field errors and changes nothing: %j', async (body, fields) => {
      const before = await snapshot(test.db, VOLATILE);
      const response = await tenant.client.post(`${base}/roles`, body);
      expectProblem(response, 400, { errorKey: 'error.validation' });
      expect(fieldsOf(response)).toEqual(fields);
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);
    });

    it('answers 400 on the name field for a name the tenant already has, standard names included', async () => {
      await tenant.client.post(`${base}/roles`, { name: 'Night shift' });
      for (const name of ['night shift', 'ROLE_NIGHT_SHIFT', 'ROLE_ADMIN', 'xlm agent']) {
        const before = await snapshot(test.db, VOLATILE);
        const response = await tenant.client.post(`${base}/roles`, { name });
        expectProblem(response, 400, { message: 'A role with this name already exists.' });
        expect(fieldsOf(response)).toEqual(['name']);
        expect(await snapshot(test.db, VOLATILE)).toEqual(before);
      }
    });

    it('lets another tenant use the same name', async () => {
      const other = await signUpTenant(test);
      await tenant.client.post(`${base}/roles`, { name: 'Shared name' });
      const response = await other.client.post(`/${other.publicId}/api/roles`, { name: 'Shared name' });
      expect(response.statusCode).toBe(201);
    });

    it('lets a role manager who is not an admin grant only permissions they hold', async () => {
      const manager = await signInWith(test, tenant.publicId, ['p-create_roles', 'p-view_programs']);
      const before = await snapshot(test.db, VOLATILE);
      const refused = await manager.client.post(`${base}/roles`, {
        name: 'Escalation',
        permissions: ['p-view_programs', 'p-view_audit_log', 'p-create_departments'],
      });
      expectProblem(refused, 400, { message: 'You cannot grant a permission you do not hold yourself.' });
      expect(fieldsOf(refused)).toEqual(['permissions[1]', 'permissions[2]']);
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);
      const allowed = await manager.client.post(`${base}/roles`, {
        name: 'Program viewers',
        permissions: ['p-view_programs'],
      });
      expect(allowed.statusCode).toBe(201);
    });
  });

  describe('PUT roles/:id', () => {
    it('changes a custom role and records before and after', async () => {
      const created = (
        await tenant.client.post(`${base}/roles`, { name: 'Editors', permissions: ['p-view_programs'] })
      ).json();
      const response = await tenant.client.put(`${base}/roles/${created.id}`, {
        name: 'Senior editors',
        description: 'Edit programs',
        permissions: ['p-update_programs', 'p-view_programs'],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(roleSchema.strict().parse(response.json())).toEqual({
        id: created.id,
        name: 'ROLE_SENIOR_EDITORS',
        description: 'Edit programs',
        standard: false,
        permissions: ['p-update_programs', 'p-view_programs'],
        userCount: 0,
      });
      const audit = (await auditRows(test, tenantId)).at(-1)!;
      expect(audit.action).toBe('update');
      expect(JSON.parse(audit.before_value!)).toMatchObject({
        name: 'ROLE_EDITORS',
        permissions: ['p-view_programs'],
      });
      expect(JSON.parse(audit.after_value!)).toMatchObject({
        name: 'ROLE_SENIOR_EDITORS',
        permissions: ['p-update_programs', 'p-view_programs'],
      });
    });

    it('keeps its own name, and refuses another role’s', async () => {
      const a = (await tenant.client.post(`${base}/roles`, { name: 'Keep A' })).json();
      await tenant.client.post(`${base}/roles`, { name: 'Keep B' });
      expect(
        (await tenant.client.put(`${base}/roles/${a.id}`, { name: 'Keep A', permissions: [] })).statusCode,
      ).toBe(200);
      const before = await snapshot(test.db, VOLATILE);
      const response = await tenant.client.put(`${base}/roles/${a.id}`, { name: 'keep b' });
      expectProblem(response, 400);
      expect(fieldsOf(response)).toEqual(['name']);
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);
    });

    it('answers 400 with field errors for a bad body and changes nothing', async () => {
      const role = (await tenant.client.post(`${base}/roles`, { name: 'Bad body' })).json();
      for (const [body, fields] of [
        [{ name: '' }, ['name']],
        [{ name: 'Bad body', permissions: ['nope'] }, ['permissions[0]']],
        [{ name: 'Bad body', description: 3 }, ['description']],
      ] as const) {
        const before = await snapshot(test.db, VOLATILE);
        const response = await tenant.client.put(`${base}/roles/${role.id}`, body);
        expectProblem(response, 400);
        expect(fieldsOf(response)).toEqual(fields);
        expect(await snapshot(test.db, VOLATILE)).toEqual(before);
      }
    });

    it('answers 400 for a standard role, which is read-only', async () => {
      const roles = (await tenant.client.get(`${base}/roles?standard.equals=true`)).json() as {
        id: number;
      }[];
      for (const role of roles) {
        const before = await snapshot(test.db, VOLATILE);
        const response = await tenant.client.put(`${base}/roles/${role.id}`, {
          name: 'Renamed',
          permissions: [],
        });
        expectProblem(response, 400, {
          errorKey: 'standardrole',
          message: 'The standard roles cannot be changed or deleted.',
        });
        expect(await snapshot(test.db, VOLATILE)).toEqual(before);
      }
    });

    it('answers 404 for an unknown role', async () => {
      expectProblem(await tenant.client.put(`${base}/roles/999999`, { name: 'Nobody' }), 404);
    });
  });

  describe('DELETE roles/:id', () => {
    it('deletes an unassigned custom role and records it', async () => {
      const role = (await tenant.client.post(`${base}/roles`, { name: 'Short lived' })).json();
      const response = await tenant.client.delete(`${base}/roles/${role.id}`);
      expect(response.statusCode).toBe(204);
      expectProblem(await tenant.client.get(`${base}/roles/${role.id}`), 404);
      const audit = (await auditRows(test, tenantId)).at(-1)!;
      expect(audit).toMatchObject({ action: 'delete', entity_id: String(role.id), after_value: null });
      expect(JSON.parse(audit.before_value!)).toMatchObject({ name: 'ROLE_SHORT_LIVED' });
    });

    it('answers 400 roleassigned while users hold the role, and changes nothing', async () => {
      const role = (await tenant.client.post(`${base}/roles`, { name: 'Held' })).json();
      await createUser(test, { tenantPublicId: tenant.publicId, roles: ['ROLE_HELD'] });
      await createUser(test, {
        tenantPublicId: tenant.publicId,
        roles: ['ROLE_HELD'],
        status: 'DEACTIVATED',
      });
      expect((await tenant.client.get(`${base}/roles/${role.id}`)).json().userCount).toBe(2);
      const before = await snapshot(test.db, VOLATILE);
      const response = await tenant.client.delete(`${base}/roles/${role.id}`);
      expectProblem(response, 400, {
        errorKey: 'roleassigned',
        message: 'This role is still held by 2 users; take it from them first.',
      });
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);
    });

    it('answers 400 for a standard role, even one nobody holds', async () => {
      const roles = (await tenant.client.get(`${base}/roles?name.equals=ROLE_DESIGNER`)).json() as {
        id: number;
      }[];
      const before = await snapshot(test.db, VOLATILE);
      expectProblem(await tenant.client.delete(`${base}/roles/${roles[0]!.id}`), 400, {
        errorKey: 'standardrole',
      });
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);
    });

    it('answers 404 for an unknown role', async () => {
      expectProblem(await tenant.client.delete(`${base}/roles/999999`), 404);
    });
  });

  it("changes what a role's users may do at their next request", async () => {
    const member = await signInWith(test, tenant.publicId, []);
    const role = await insertCustomRole(test, tenantId, []);
    await test.db.kysely
      .insertInto('user_role')
      .values({ user_id: member.userId, role_id: role.id })
      .execute();

    expectProblem(await member.client.get(`${base}/programs`), 403);
    const granted = await tenant.client.put(`${base}/roles/${role.id}`, {
      name: role.name,
      permissions: ['p-view_programs'],
    });
    expect(granted.statusCode).toBe(200);
    expect((await member.client.get(`${base}/programs`)).statusCode).toBe(200);
    expect((await member.client.get('/api/account')).json().authorities).toContain('p-view_programs');

    await tenant.client.put(`${base}/roles/${role.id}`, { name: role.name, permissions: [] });
    expectProblem(await member.client.get(`${base}/programs`), 403);
  });

  it('answers 401 without a session', async () => {
    expectProblem(await test.client().get(`${base}/roles`), 401);
    expectProblem(await test.client().get(`${base}/permissions`), 401);
  });

  it('enforces the authority matrix', async () => {
    const victim = (await tenant.client.post(`${base}/roles`, { name: 'Matrix' })).json();
    await expectAuthorityMatrix(test, tenant.publicId, [
      { endpoint: 'GET /:tenantPublicId/api/permissions', path: `${base}/permissions` },
      { endpoint: 'GET /:tenantPublicId/api/roles', path: `${base}/roles` },
      { endpoint: 'GET /:tenantPublicId/api/roles/:id', path: `${base}/roles/${victim.id}` },
      {
        endpoint: 'POST /:tenantPublicId/api/roles',
        path: `${base}/roles`,
        body: { name: 'Matrix created', permissions: [] },
      },
      {
        endpoint: 'PUT /:tenantPublicId/api/roles/:id',
        path: `${base}/roles/${victim.id}`,
        body: { name: 'Matrix', permissions: [] },
      },
      { endpoint: 'DELETE /:tenantPublicId/api/roles/:id', path: `${base}/roles/${victim.id}` },
    ]);
  });
});
