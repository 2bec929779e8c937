import {
  type AuditEvent,
  auditEventSchema,
  LIST_COUNT_LIMIT,
  LIST_TOTAL_LIMITED_HEADER,
} from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../src/modules/audit/audit.repository.js';
import { expectAuthorityMatrix, signInWith, tenantIdOf } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { signUpTenant, startTestApp, type TestApp } from './support/test-app.js';
import { expectProblem } from './support/users.js';

type Tenant = Awaited<ReturnType<typeof signUpTenant>>;

describe(`audit log (${engine})`, () => {
  let test: TestApp;
  let tenant: Tenant;
  let admin: string;
  let path: string;
  let program: { id: number };
  let department: { id: number };
  const events = async (params = '') => {
    const response = await tenant.client.get(`${path}${params ? `?${params}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return auditEventSchema.strict().array().parse(response.json());
  };

  beforeAll(async () => {
    test = await startTestApp();
    tenant = await signUpTenant(test);
    admin = tenant.input.login.toLowerCase();
    path = `/${tenant.publicId}/api/audit-events`;
    const api = `/${tenant.publicId}/api`;
    // A few changes, in this order, by the admin.
    program = (await tenant.client.post(`${api}/programs`, { name: 'Audited', channel: 'voice' })).json();
    await tenant.client.put(`${api}/programs/${program.id}`, {
      name: 'Audited 2',
      channel: 'chat',
      status: 'active',
    });
    department = (await tenant.client.post(`${api}/departments`, { name: 'Audited dept' })).json();
    await tenant.client.post(`${api}/roles`, { name: 'Audited role', permissions: ['p-view_programs'] });
    await tenant.client.delete(`${api}/programs/${program.id}`);
    await tenant.client.put(`${api}/client-apps/supex`, { url: 'https://supex.example.com' });
  });
  afterAll(() => test.close());

  it('lists every change, newest first, with who, what, when, before and after', async () => {
    const response = await tenant.client.get(path);
    expect(response.headers['x-total-count']).toBe('6');
    const list = auditEventSchema.strict().array().parse(response.json());
    expect(list.map((event) => [event.action, event.entityType])).toEqual([
      ['create', 'client-app'],
      ['delete', 'program'],
      ['create', 'role'],
      ['create', 'department'],
      ['update', 'program'],
      ['create', 'program'],
    ]);
    for (const event of list) expect(event.actor).toBe(admin);
    const update = list[4]!;
    expect(update.entityId).toBe(String(program.id));
    expect(update.before).toMatchObject({ name: 'Audited', channel: 'voice' });
    expect(update.after).toMatchObject({ name: 'Audited 2', channel: 'chat' });
    expect(list[5]!.before).toBeNull();
    expect(list[1]!.after).toBeNull();
    expect(Date.parse(list[0]!.createdDate)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('sorts, filters and pages', async () => {
    await recordAudit(test.db.kysely, {
      tenantId: await tenantIdOf(test, tenant.publicId),
      actor: 'zed',
      action: 'update',
      entityType: 'department',
      entityId: department.id,
      before: { name: 'x' },
      after: { name: 'y' },
    });
    expect((await events('sort=actor,desc&size=1')).map((event) => event.actor)).toEqual(['zed']);
    expect((await events('actor.equals=ZED')).map((event) => event.entityType)).toEqual(['department']);
    expect((await events('entityType.equals=program')).map((event) => event.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
    expect(
      (await events('action.in=delete,update&entityType.equals=program')).map((event) => event.action),
    ).toEqual(['delete', 'update']);
    expect((await events(`entityType.equals=department&entityId.equals=${department.id}`)).length).toBe(2);
    const today = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
    expect((await events(`createdDate.dateIs=${today}`)).length).toBe(7);
    expect((await events(`createdDate.dateBefore=${today}`)).length).toBe(0);
    expect(
      (await events('sort=entityType,asc&sort=createdDate,asc')).map((event) => event.entityType),
    ).toEqual(['client-app', 'department', 'department', 'program', 'program', 'program', 'role']);
    const page = await tenant.client.get(`${path}?size=3&page=2`);
    expect(page.headers['x-total-count']).toBe('7');
    expect((page.json() as AuditEvent[]).length).toBe(1);
  });

  it('counts a total up to LIST_COUNT_LIMIT, and says when there are more', async () => {
    const busy = await signUpTenant(test);
    const tenantId = await tenantIdOf(test, busy.publicId);
    const at = Date.now() - 3_600_000;
    const insert = async (from: number, count: number) => {
      for (let start = from; start < from + count; start += 1000)
        await test.db.kysely
          .insertInto('audit_event')
          .values(
            Array.from({ length: Math.min(1000, from + count - start) }, (_, i) => ({
              tenant_id: tenantId,
              actor: `actor${start + i}`,
              action: 'update',
              entity_type: 'program',
              entity_id: String(start + i),
              before_value: null,
              after_value: null,
              created_date: new Date(at + start + i).toISOString(),
            })),
          )
          .execute();
    };
    const busyPath = `/${busy.publicId}/api/audit-events`;
    // The sign-up's own events, then as many more as make LIST_COUNT_LIMIT.
    const own = Number((await busy.client.get(busyPath)).headers['x-total-count']);
    await insert(0, LIST_COUNT_LIMIT - own);
    const exact = await busy.client.get(`${busyPath}?size=100`);
    expect(exact.headers['x-total-count']).toBe(String(LIST_COUNT_LIMIT));
    expect(exact.headers[LIST_TOTAL_LIMITED_HEADER]).toBeUndefined();
    expect(String(exact.headers.link)).toContain(`size=100&page=${LIST_COUNT_LIMIT / 100 - 1}>; rel="last"`);

    await insert(LIST_COUNT_LIMIT, 1);
    const more = await busy.client.get(`${busyPath}?size=100&page=120`);
    expect(more.statusCode, more.body).toBe(200);
    expect(more.headers['x-total-count']).toBe(String(LIST_COUNT_LIMIT));
    expect(more.headers[LIST_TOTAL_LIMITED_HEADER]).toBe(String(LIST_COUNT_LIMIT));
    const link = String(more.headers.link);
    expect(link).toContain('size=100&page=121>; rel="next"');
    expect(link).not.toContain('rel="last"');
    // A page past the limit is read as any other; a filter's few rows are counted exactly.
    expect((more.json() as AuditEvent[]).length).toBe(0);
    const last = await busy.client.get(`${busyPath}?size=100&page=99&sort=actor,asc`);
    expect((last.json() as AuditEvent[]).length).toBe(100);
    const few = await busy.client.get(`${busyPath}?actor.startsWith=actor1000`);
    expect(few.headers['x-total-count']).toBe('2');
    expect(few.headers[LIST_TOTAL_LIMITED_HEADER]).toBeUndefined();
    expect((few.json() as AuditEvent[]).map((event) => event.actor)).toEqual(['actor10000', 'actor1000']);
  });

  it.each([
    'sort=before,asc',
    'sort=action,asc',
    'entityType.equals=banana',
    'action.equals=explode',
    'actor.dateIs=2024-01-01T00:00:00.000Z',
    'createdDate.equals=2024-01-01',
    'createdDate.dateIs=01/01/2024',
    'before.contains=x',
    'size=-1',
  ])('answers 400 to bad list parameters: %s', async (params) => {
    expectProblem(await tenant.client.get(`${path}?${params}`), 400, { errorKey: 'error.listquery' });
  });

  it("shows only the tenant's own events", async () => {
    const other = await signUpTenant(test);
    await other.client.post(`/${other.publicId}/api/departments`, { name: 'Elsewhere' });
    const own = (await other.client.get(`/${other.publicId}/api/audit-events`)).json() as AuditEvent[];
    expect(own.map((event) => event.after)).toEqual([expect.objectContaining({ name: 'Elsewhere' })]);
    expect((await events()).some((event) => JSON.stringify(event).includes('Elsewhere'))).toBe(false);
  });

  it("records the acting user's login", async () => {
    const manager = await signInWith(test, tenant.publicId, ['p-create_departments']);
    await manager.client.post(`/${tenant.publicId}/api/departments`, { name: 'By the manager' });
    expect((await events('size=1'))[0]).toMatchObject({ actor: manager.login, action: 'create' });
  });

  it('answers 401 without a session', async () => {
    expectProblem(await test.client().get(path), 401);
  });

  it('enforces the authority matrix', async () => {
    await expectAuthorityMatrix(test, tenant.publicId, [
      { endpoint: 'GET /:tenantPublicId/api/audit-events', path },
    ]);
  });
});
