import { CLIENT_APP_IDS, clientAppSchema, departmentSchema, productSchema } from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAuthorityMatrix, lastAuditEvent, tenantIdOf, VOLATILE } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { signUpTenant, snapshot, startTestApp, type TestApp } from './support/test-app.js';
import { createUser, expectProblem, fieldsOf } from './support/users.js';

type Tenant = Awaited<ReturnType<typeof signUpTenant>>;

describe(`departments and client apps (${engine})`, () => {
  let test: TestApp;
  let tenant: Tenant;
  let tenantId: number;
  let base: string;
  const create = async (body: Record<string, unknown>) => {
    const response = await tenant.client.post(`${base}/departments`, body);
    expect(response.statusCode, response.body).toBe(201);
    return departmentSchema.strict().parse(response.json());
  };
  const lastAudit = (entityType: string) => lastAuditEvent(test, tenantId, entityType);
  const joinDepartment = async (departmentId: number) => {
    const user = await createUser(test, { tenantPublicId: tenant.publicId, roles: ['ROLE_XLM_AGENT'] });
    await test.db.kysely
      .updateTable('app_user')
      .set({ department_id: departmentId })
      .where('id', '=', user.id)
      .execute();
    return user;
  };

  beforeAll(async () => {
    test = await startTestApp();
    tenant = await signUpTenant(test);
    tenantId = await tenantIdOf(test, tenant.publicId);
    base = `/${tenant.publicId}/api`;
  });
  afterAll(() => test.close());

  describe('POST departments', () => {
    it('creates a department, records it, and answers 201', async () => {
      const department = await create({ name: ' Claims ', description: 'Second line' });
      expect(department).toMatchObject({ name: 'Claims', description: 'Second line', userCount: 0 });
      expect((await tenant.client.get(`${base}/departments/${department.id}`)).json()).toEqual(department);
      const audit = await lastAudit('department');
      expect(audit).toMatchObject({
        actor: tenant.input.login.toLowerCase(),
        action: 'create',
        entity_id: String(department.id),
        before_value: null,
      });
      expect(JSON.parse(audit.after_value!)).toEqual({
        id: department.id,
        name: 'Claims',
        description: 'Second line',
      });
    });

    it.each([
      [{}, ['name']],
      [{ name: ' ' }, ['name']],
      [{ name: 'n'.repeat(101) }, ['name']],
      [{ name: 'Okay', description: 'd'.repeat(501) }, ['description']],
      [{ name: ['Sales'] }, ['name']],
    ])('answers 400 with field errors and changes nothing: %j', async (body, fields) => {
      const before = await snapshot(test.db, VOLATILE);
      const response = await tenant.client.post(`${base}/departments`, body);
      expectProblem(response, 400, { errorKey: 'error.validation' });
      expect(fieldsOf(response)).toEqual(fields);
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);
    });

    it('answers 400 on the name for a name the tenant has, whatever its case', async () => {
      await create({ name: 'Retention' });
      const before = await snapshot(test.db, VOLATILE);
      const response = await tenant.client.post(`${base}/departments`, { name: 'RETENTION' });
      expectProblem(response, 400, { message: 'A department with this name already exists.' });
      expect(fieldsOf(response)).toEqual(['name']);
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);
    });

    it('answers 400, never 500, to the losers of a race for one name', async () => {
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => tenant.client.post(`${base}/departments`, { name: 'Race' })),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    });
  });

  describe('GET departments', () => {
    let lister: Tenant;
    let path: string;
    beforeAll(async () => {
      lister = await signUpTenant(test);
      path = `/${lister.publicId}/api/departments`;
      for (const body of [
        { name: 'Billing', description: 'Invoices' },
        { name: 'Onboarding' },
        { name: 'Sales', description: 'Inbound sales line' },
      ]) {
        expect((await lister.client.post(path, body)).statusCode).toBe(201);
      }
    });

    it('lists with user counts and pagination headers', async () => {
      const response = await lister.client.get(`${path}?size=2`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total-count']).toBe('3');
      expect(response.headers.link).toContain('rel="next"');
      const departments = departmentSchema.strict().array().parse(response.json());
      expect(departments.map((department) => department.name)).toEqual(['Billing', 'Onboarding']);
    });

    it.each([
      ['sort=name,desc', ['Sales', 'Onboarding', 'Billing']],
      ['name.contains=ING', ['Billing', 'Onboarding']],
      ['description.contains=sales', ['Sales']],
      ['name.notEquals=sales', ['Billing', 'Onboarding']],
      ['name.in=Sales,Billing', ['Billing', 'Sales']],
    ])('sorts and filters: %s', async (params, expected) => {
      const response = await lister.client.get(`${path}?${params}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().map((department: { name: string }) => department.name)).toEqual(expected);
    });

    it.each(['sort=userCount,asc', 'userCount.equals=1', 'name.dateIs=2024-01-01', 'size=1000', 'foo.bar=1'])(
      'answers 400 to bad list parameters: %s',
      async (params) => {
        expectProblem(await lister.client.get(`${path}?${params}`), 400, { errorKey: 'error.listquery' });
      },
    );

    it('counts the users of a department', async () => {
      const department = await create({ name: 'Counted' });
      await joinDepartment(department.id);
      await joinDepartment(department.id);
      const listed = (await tenant.client.get(`${base}/departments?name.equals=counted`)).json();
      expect(listed).toEqual([{ ...department, userCount: 2 }]);
    });
  });

  describe('GET departments/:id', () => {
    it("answers 404 for unknown ids, ids that are not numbers and another tenant's departments", async () => {
      const other = await signUpTenant(test);
      const foreign = (
        await other.client.post(`/${other.publicId}/api/departments`, { name: 'Foreign' })
      ).json();
      for (const id of ['999999', 'abc', '2147483648', String(foreign.id)]) {
        expectProblem(await tenant.client.get(`${base}/departments/${id}`), 404);
      }
    });
  });

  describe('PUT departments/:id', () => {
    it('changes a department and records before and after', async () => {
      const department = await create({ name: 'Support', description: 'First line' });
      const response = await tenant.client.put(`${base}/departments/${department.id}`, {
        name: 'Customer support',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        id: department.id,
        name: 'Customer support',
        description: null,
        userCount: 0,
      });
      const audit = await lastAudit('department');
      expect(audit.action).toBe('update');
      expect(JSON.parse(audit.before_value!)).toEqual({
        id: department.id,
        name: 'Support',
        description: 'First line',
      });
      expect(JSON.parse(audit.after_value!)).toEqual({
        id: department.id,
        name: 'Customer support',
        description: null,
      });
    });

    it('keeps its own name, refuses another department’s, and rejects bad bodies without changes', async () => {
      const a = await create({ name: 'Dept A' });
      await create({ name: 'Dept B' });
      expect((await tenant.client.put(`${base}/departments/${a.id}`, { name: 'dept a' })).statusCode).toBe(
        200,
      );
      for (const [body, fields] of [
        [{ name: 'DEPT B' }, ['name']],
        [{ name: '' }, ['name']],
        [{ description: 'no name' }, ['name']],
      ] as const) {
        const before = await snapshot(test.db, VOLATILE);
        const response = await tenant.client.put(`${base}/departments/${a.id}`, body);
        expectProblem(response, 400);
        expect(fieldsOf(response)).toEqual(fields);
        expect(await snapshot(test.db, VOLATILE)).toEqual(before);
      }
    });

    it('answers 404 for an unknown department', async () => {
      expectProblem(await tenant.client.put(`${base}/departments/999999`, { name: 'Nowhere' }), 404);
    });
  });

  describe('DELETE departments/:id', () => {
    it('deletes an empty department and records it', async () => {
      const department = await create({ name: 'Empty' });
      expect((await tenant.client.delete(`${base}/departments/${department.id}`)).statusCode).toBe(204);
      expectProblem(await tenant.client.get(`${base}/departments/${department.id}`), 404);
      const audit = await lastAudit('department');
      expect(audit).toMatchObject({ action: 'delete', entity_id: String(department.id), after_value: null });
    });

    it('answers 400 departmentinuse while it has agents, and changes nothing', async () => {
      const department = await create({ name: 'Busy' });
      const agent = await joinDepartment(department.id);
      const before = await snapshot(test.db, VOLATILE);
      expectProblem(await tenant.client.delete(`${base}/departments/${department.id}`), 400, {
        errorKey: 'departmentinuse',
        message: 'This department still has agents; move them first.',
      });
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);

      await test.db.kysely
        .updateTable('app_user')
        .set({ department_id: null })
        .where('id', '=', agent.id)
        .execute();
      expect((await tenant.client.delete(`${base}/departments/${department.id}`)).statusCode).toBe(204);
    });

    it('answers 404 for an unknown department', async () => {
      expectProblem(await tenant.client.delete(`${base}/departments/999999`), 404);
    });
  });

  describe('client apps', () => {
    it('lists every known app, with an empty URL when it is not set (Reporting: the built-in pages)', async () => {
      const response = await tenant.client.get(`${base}/client-apps`);
      expect(response.statusCode).toBe(200);
      expect(clientAppSchema.strict().array().parse(response.json())).toEqual(
        CLIENT_APP_IDS.map((clientId) => ({
          clientId,
          url: clientId === 'post-call-analytics' ? `/${tenant.publicId}/reporting` : '',
        })),
      );
    });

    it('sets, changes and removes a URL; the current tenant and the products follow', async () => {
      const put = (clientId: string, url: string) =>
        tenant.client.put(`${base}/client-apps/${clientId}`, { url });

      const set = await put('post-call-analytics', ' https://reports.example.com/app ');
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toEqual({ clientId: 'post-call-analytics', url: 'https://reports.example.com/app' });
      expect((await tenant.client.get('/api/tenant/current')).json().clientApps).toEqual([
        { clientId: 'post-call-analytics', url: 'https://reports.example.com/app' },
      ]);
      const products = productSchema.array().parse((await tenant.client.get(`${base}/products`)).json());
      expect(products.find((product) => product.code === 'post-call-analytics')).toMatchObject({
        url: 'https://reports.example.com/app',
        enabled: true,
      });
      expect(await lastAudit('client-app')).toMatchObject({
        action: 'update',
        entity_id: 'post-call-analytics',
      });
      expect(JSON.parse((await lastAudit('client-app')).before_value!)).toEqual({
        clientId: 'post-call-analytics',
        url: `/${tenant.publicId}/reporting`,
      });

      await put('agentic-voice-management', 'https://voice.example.com');
      expect(await lastAudit('client-app')).toMatchObject({
        action: 'create',
        entity_id: 'agentic-voice-management',
        before_value: null,
      });
      expect((await put('agentic-voice-management', '')).statusCode).toBe(200);

      await put('supex', 'http://supex.internal:8080');
      expect((await put('supex', 'https://supex.example.com')).statusCode).toBe(200);
      const changed = await lastAudit('client-app');
      expect(changed.action).toBe('update');
      expect(JSON.parse(changed.before_value!)).toEqual({
        clientId: 'supex',
        url: 'http://supex.internal:8080',
      });
      expect(JSON.parse(changed.after_value!)).toEqual({
        clientId: 'supex',
        url: 'https://supex.example.com',
      });
      expect((await tenant.client.get(`${base}/client-apps`)).json()).toEqual([
        { clientId: 'supex', url: 'https://supex.example.com' },
        { clientId: 'agentic-voice-management', url: '' },
        { clientId: 'post-call-analytics', url: 'https://reports.example.com/app' },
      ]);

      const removed = await put('supex', '');
      expect(removed.json()).toEqual({ clientId: 'supex', url: '' });
      expect(await lastAudit('client-app')).toMatchObject({ action: 'delete', after_value: null });
      expect((await tenant.client.get('/api/tenant/current')).json().clientApps).toEqual([
        { clientId: 'post-call-analytics', url: 'https://reports.example.com/app' },
      ]);

      // Setting what is already there records nothing.
      const audits = await test.db.kysely.selectFrom('audit_event').select('id').execute();
      expect((await put('supex', '')).statusCode).toBe(200);
      expect(await test.db.kysely.selectFrom('audit_event').select('id').execute()).toEqual(audits);
    });

    it.each([
      [{ url: 'ftp://files.example.com' }],
      [{ url: 'javascript:alert(1)' }],
      [{ url: 'not a url' }],
      [{ url: `https://example.com/${'x'.repeat(2000)}` }],
      [{ url: 42 }],
      [{}],
    ])('answers 400 on the url field and changes nothing: %j', async (body) => {
      const before = await snapshot(test.db, VOLATILE);
      const response = await tenant.client.put(`${base}/client-apps/supex`, body);
      expectProblem(response, 400);
      expect(fieldsOf(response)).toEqual(['url']);
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);
    });

    it('answers 404 for an app it does not know', async () => {
      expectProblem(
        await tenant.client.put(`${base}/client-apps/other-app`, { url: 'https://x.example.com' }),
        404,
      );
    });
  });

  it('answers 401 without a session', async () => {
    expectProblem(await test.client().get(`${base}/departments`), 401);
    expectProblem(await test.client().get(`${base}/client-apps`), 401);
  });

  it('enforces the authority matrix', async () => {
    const department = await create({ name: 'Matrix' });
    await expectAuthorityMatrix(test, tenant.publicId, [
      { endpoint: 'GET /:tenantPublicId/api/departments', path: `${base}/departments` },
      { endpoint: 'GET /:tenantPublicId/api/departments/:id', path: `${base}/departments/${department.id}` },
      {
        endpoint: 'POST /:tenantPublicId/api/departments',
        path: `${base}/departments`,
        body: { name: 'Matrix new' },
      },
      {
        endpoint: 'PUT /:tenantPublicId/api/departments/:id',
        path: `${base}/departments/${department.id}`,
        body: { name: 'Matrix' },
      },
      {
        endpoint: 'DELETE /:tenantPublicId/api/departments/:id',
        path: `${base}/departments/${department.id}`,
      },
      { endpoint: 'GET /:tenantPublicId/api/client-apps', path: `${base}/client-apps` },
      {
        endpoint: 'PUT /:tenantPublicId/api/client-apps/:clientId',
        path: `${base}/client-apps/supex`,
        body: { url: 'https://matrix.example.com' },
      },
    ]);
  });
});
