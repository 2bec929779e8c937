import { currentTenantSchema, productSchema, tenantSettingsSchema } from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportingAppMigration } from '../src/db/migrations/014-reporting-app.js';
import {
  expectAuthorityMatrix,
  lastAuditEvent,
  signInWith,
  tenantIdOf,
  VOLATILE,
} from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { signUpTenant, snapshot, startTestApp, type TestApp } from './support/test-app.js';
import { expectProblem, fieldsOf } from './support/users.js';

const settingsPath = (publicId: number) => `/${publicId}/api/tenant-settings`;

describe(`tenant settings: the time zone (${engine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('reads UTC for a new tenant, in the settings and in the current tenant', async () => {
    const { client, publicId } = await signUpTenant(test);
    const response = await client.get(settingsPath(publicId));
    expect(response.statusCode).toBe(200);
    expect(tenantSettingsSchema.strict().parse(response.json())).toEqual({ timeZone: 'UTC' });
    const current = currentTenantSchema.strict().parse((await client.get('/api/tenant/current')).json());
    expect(current.timeZone).toBe('UTC');
  });

  it('sets the zone, records the change in the audit log, and the current tenant shows it', async () => {
    const { client, publicId, input } = await signUpTenant(test);
    const set = await client.put(settingsPath(publicId), { timeZone: 'Europe/Berlin' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ timeZone: 'Europe/Berlin' });
    expect((await client.get(settingsPath(publicId))).json()).toEqual({ timeZone: 'Europe/Berlin' });
    expect((await client.get('/api/tenant/current')).json()).toMatchObject({
      publicId,
      timeZone: 'Europe/Berlin',
    });

    const tenantId = await tenantIdOf(test, publicId);
    const audit = await lastAuditEvent(test, tenantId, 'tenant');
    expect(audit).toMatchObject({
      action: 'update',
      actor: input.login.toLowerCase(),
      entity_id: String(publicId),
    });
    expect(JSON.parse(audit.before_value!)).toEqual({ timeZone: 'UTC' });
    expect(JSON.parse(audit.after_value!)).toEqual({ timeZone: 'Europe/Berlin' });

    // The same zone again changes nothing and records nothing.
    const before = await snapshot(test.db, VOLATILE);
    expect((await client.put(settingsPath(publicId), { timeZone: 'Europe/Berlin' })).json()).toEqual({
      timeZone: 'Europe/Berlin',
    });
    expect(await snapshot(test.db, VOLATILE)).toEqual(before);

    // A zone in another case is stored as the zone database spells it; UTC goes back to the default.
    expect((await client.put(settingsPath(publicId), { timeZone: 'america/new_york' })).json()).toEqual({
      timeZone: 'America/New_York',
    });
    expect((await client.put(settingsPath(publicId), { timeZone: 'UTC' })).json()).toEqual({
      timeZone: 'UTC',
    });
    const rows = await test.db.kysely
      .selectFrom('audit_event')
      .select(['after_value'])
      .where('tenant_id', '=', tenantId)
      .where('entity_type', '=', 'tenant')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => JSON.parse(row.after_value!).timeZone)).toEqual([
      'Europe/Berlin',
      'America/New_York',
      'UTC',
    ]);
  });

  it('answers 400 unknowntimezone on timeZone for a zone that does not exist, and changes nothing', async () => {
    const { client, publicId } = await signUpTenant(test);
    for (const timeZone of ['Mars/Olympus_Mons', 'Europe/Berlinn', 'UTC+2', '../../etc/passwd']) {
      const before = await snapshot(test.db, VOLATILE);
      const response = await client.put(settingsPath(publicId), { timeZone });
      const problem = expectProblem(response, 400, { errorKey: 'unknowntimezone' });
      expect(problem.fieldErrors).toEqual([
        expect.objectContaining({
          field: 'timeZone',
          message: 'An IANA time zone, such as Europe/Berlin or UTC.',
        }),
      ]);
      expect(await snapshot(test.db, VOLATILE), timeZone).toEqual(before);
    }
    expect((await client.get(settingsPath(publicId))).json()).toEqual({ timeZone: 'UTC' });
  });

  it.each([
    [{}],
    [{ timeZone: 42 }],
    [{ timeZone: null }],
    [{ timeZone: ['UTC'] }],
    [{ timeZone: '' }],
    [{ timeZone: 'Europe/\u0000Berlin' }],
    [{ timeZone: 'x'.repeat(200) }],
  ])('answers 400 on timeZone and changes nothing: %j', async (body) => {
    const { client, publicId } = await signUpTenant(test);
    const before = await snapshot(test.db, VOLATILE);
    const response = await client.put(settingsPath(publicId), body);
    expectProblem(response, 400);
    expect(fieldsOf(response)).toEqual(['timeZone']);
    expect(await snapshot(test.db, VOLATILE)).toEqual(before);
  });

  it('answers 403 to a user without p-create_departments, and lets each holder of it in', async () => {
    const { publicId } = await signUpTenant(test);
    await expectAuthorityMatrix(test, publicId, [
      { endpoint: 'GET /:tenantPublicId/api/tenant-settings', path: settingsPath(publicId) },
      {
        endpoint: 'PUT /:tenantPublicId/api/tenant-settings',
        path: settingsPath(publicId),
        body: { timeZone: 'Asia/Tokyo' },
      },
    ]);
    // Spelled out: a user who may read people and departments but not change them.
    const reader = await signInWith(test, publicId, ['p-view_user_accounts', 'p-view_agent_accounts']);
    const before = await snapshot(test.db, VOLATILE);
    expectProblem(await reader.client.get(settingsPath(publicId)), 403, { errorKey: 'forbidden' });
    expectProblem(await reader.client.put(settingsPath(publicId), { timeZone: 'Europe/Paris' }), 403, {
      errorKey: 'forbidden',
    });
    expect(await snapshot(test.db, VOLATILE)).toEqual(before);
  });

  it('answers 401 without a session, and changes nothing', async () => {
    const { publicId } = await signUpTenant(test);
    const anonymous = test.client();
    const before = await snapshot(test.db, VOLATILE);
    expectProblem(await anonymous.get(settingsPath(publicId)), 401, { errorKey: 'unauthorized' });
    expectProblem(await anonymous.put(settingsPath(publicId), { timeZone: 'Europe/Paris' }), 401, {
      errorKey: 'unauthorized',
    });
    expect(await snapshot(test.db, VOLATILE)).toEqual(before);
  });

  it('answers 403 csrf to a PUT without the X-XSRF-TOKEN header, and changes nothing', async () => {
    const { client, publicId } = await signUpTenant(test);
    const before = await snapshot(test.db, VOLATILE);
    const response = await client.put(settingsPath(publicId), { timeZone: 'Europe/Paris' }, { noCsrf: true });
    expectProblem(response, 403, { errorKey: 'csrf' });
    expect(await snapshot(test.db, VOLATILE)).toEqual(before);
  });

  it("answers 404 for another tenant's settings, and leaves its zone alone", async () => {
    const attacker = await signUpTenant(test);
    const victim = await signUpTenant(test);
    await victim.client.put(settingsPath(victim.publicId), { timeZone: 'Australia/Sydney' });
    expectProblem(await attacker.client.get(settingsPath(victim.publicId)), 404);
    expectProblem(
      await attacker.client.put(settingsPath(victim.publicId), { timeZone: 'Europe/Paris' }),
      404,
    );
    expect((await victim.client.get(settingsPath(victim.publicId))).json()).toEqual({
      timeZone: 'Australia/Sydney',
    });
    expect((await attacker.client.get(settingsPath(attacker.publicId))).json()).toEqual({ timeZone: 'UTC' });
  });
});

describe(`Reporting's client app defaults to the built-in pages (${engine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  const reportingApp = (tenantId: number) =>
    test.db.kysely
      .selectFrom('client_app')
      .select('url')
      .where('tenant_id', '=', tenantId)
      .where('client_id', '=', 'post-call-analytics')
      .execute();

  it('gives a new tenant /{tenantPublicId}/reporting: in the current tenant, the client apps and the product card', async () => {
    const { client, publicId } = await signUpTenant(test);
    const url = `/${publicId}/reporting`;
    expect((await client.get('/api/tenant/current')).json().clientApps).toEqual([
      { clientId: 'post-call-analytics', url },
    ]);
    expect((await client.get(`/${publicId}/api/client-apps`)).json()).toEqual([
      { clientId: 'supex', url: '' },
      { clientId: 'agentic-voice-management', url: '' },
      { clientId: 'post-call-analytics', url },
    ]);
    const products = productSchema.array().parse((await client.get(`/${publicId}/api/products`)).json());
    expect(products.find((product) => product.code === 'post-call-analytics')).toMatchObject({
      url,
      enabled: true,
      external: true,
    });
    // The demo tenant, made by the seed, too.
    const demoId = await tenantIdOf(test, 1000);
    expect(await reportingApp(demoId)).toEqual([{ url: '/1000/reporting' }]);
  });

  it('lets an admin point it elsewhere, and back at the built-in path', async () => {
    const { client, publicId } = await signUpTenant(test);
    const put = (url: string) => client.put(`/${publicId}/api/client-apps/post-call-analytics`, { url });
    expect((await put('https://reports.example.com')).json()).toEqual({
      clientId: 'post-call-analytics',
      url: 'https://reports.example.com',
    });
    expect((await put(`/${publicId}/reporting`)).statusCode).toBe(200);
    expect((await client.get('/api/tenant/current')).json().clientApps).toEqual([
      { clientId: 'post-call-analytics', url: `/${publicId}/reporting` },
    ]);
    // Paths that would leave the app are refused.
    for (const url of ['//evil.example.com', '/\\evil.example.com', '/a b', 'reporting', '/x/../\u0000']) {
      const response = await put(url);
      expectProblem(response, 400);
      expect(fieldsOf(response), url).toEqual(['url']);
    }
  });

  it('migration 014 gives existing tenants the built-in path, keeps an address an admin set, and runs twice alike', async () => {
    const none = await signUpTenant(test);
    const empty = await signUpTenant(test);
    const set = await signUpTenant(test);
    const noneId = await tenantIdOf(test, none.publicId);
    const emptyId = await tenantIdOf(test, empty.publicId);
    const setId = await tenantIdOf(test, set.publicId);
    // As before the migration: no row, an empty one, and one an admin set.
    await test.db.kysely
      .deleteFrom('client_app')
      .where('client_id', '=', 'post-call-analytics')
      .where('tenant_id', 'in', [noneId, emptyId, setId])
      .execute();
    await test.db.kysely
      .insertInto('client_app')
      .values([
        { tenant_id: emptyId, client_id: 'post-call-analytics', url: ' ' },
        { tenant_id: setId, client_id: 'post-call-analytics', url: 'https://bi.example.com/calls' },
        { tenant_id: setId, client_id: 'supex', url: 'https://supex.example.com' },
      ])
      .execute();

    const migration = reportingAppMigration();
    await migration.up(test.db.kysely);
    const expected = [
      [noneId, [{ url: `/${none.publicId}/reporting` }]],
      [emptyId, [{ url: `/${empty.publicId}/reporting` }]],
      [setId, [{ url: 'https://bi.example.com/calls' }]],
    ] as const;
    for (const [tenantId, rows] of expected) expect(await reportingApp(tenantId)).toEqual(rows);
    const once = await snapshot(test.db, VOLATILE);
    await migration.up(test.db.kysely);
    expect(await snapshot(test.db, VOLATILE)).toEqual(once);

    // The current tenant and the menus read it as a new tenant's.
    expect(
      currentTenantSchema.parse((await none.client.get('/api/tenant/current')).json()).clientApps,
    ).toEqual([{ clientId: 'post-call-analytics', url: `/${none.publicId}/reporting` }]);

    // Undone, only the built-in addresses go.
    await migration.down(test.db.kysely);
    expect(await reportingApp(noneId)).toEqual([]);
    expect(await reportingApp(emptyId)).toEqual([]);
    expect(await reportingApp(setId)).toEqual([{ url: 'https://bi.example.com/calls' }]);
  });
});
