import { currentTenantSchema, ROLES, userAccountSchema } from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTenantByPublicId } from '../src/modules/tenant/tenant.repository.js';
import { engine } from './support/database.js';
import { ADMIN_PASSWORD, signUpTenant, startTestApp, type TestApp } from './support/test-app.js';
import { createUser, expectProblem } from './support/users.js';

describe(`GET /api/tenant/current (${engine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it("answers the signed-in user's tenant: publicId, name, client apps and time zone", async () => {
    const client = test.client();
    await client.login('admin', ADMIN_PASSWORD);
    const response = await client.get('/api/tenant/current');
    expect(response.statusCode).toBe(200);
    expect(currentTenantSchema.strict().parse(response.json())).toEqual({
      publicId: 1000,
      name: 'Demo Contact Centre',
      clientApps: [{ clientId: 'post-call-analytics', url: '/1000/reporting' }],
      timeZone: 'UTC',
    });
  });

  it('lists the client apps set for the tenant', async () => {
    const tenant = (await findTenantByPublicId(test.db.kysely, 1000))!;
    await test.db.kysely
      .insertInto('client_app')
      .values({ tenant_id: tenant.id, client_id: 'supex', url: 'https://supex.example.com' })
      .execute();
    await test.db.kysely
      .updateTable('client_app')
      .set({ url: 'https://pca.example.com' })
      .where('tenant_id', '=', tenant.id)
      .where('client_id', '=', 'post-call-analytics')
      .execute();
    const client = test.client();
    await client.login('admin', ADMIN_PASSWORD);
    expect((await client.get('/api/tenant/current')).json().clientApps).toEqual([
      { clientId: 'post-call-analytics', url: 'https://pca.example.com' },
      { clientId: 'supex', url: 'https://supex.example.com' },
    ]);
  });

  it('answers 401 when signed out', async () => {
    expectProblem(await test.client().get('/api/tenant/current'), 401, { errorKey: 'unauthorized' });
  });
});

describe(`tenant isolation of the account and tenant calls (${engine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it("gives each tenant's users their own tenant and account, never another's", async () => {
    const a = await signUpTenant(test, { tenantName: 'Tenant A' });
    const b = await signUpTenant(test, { tenantName: 'Tenant B' });
    expect(a.publicId).not.toBe(b.publicId);
    const tenantB = (await findTenantByPublicId(test.db.kysely, b.publicId))!;
    await test.db.kysely
      .insertInto('client_app')
      .values({ tenant_id: tenantB.id, client_id: 'supex', url: 'https://b.example.com' })
      .execute();
    const demo = test.client();
    await demo.login('admin', ADMIN_PASSWORD);

    await test.db.kysely
      .updateTable('tenant')
      .set({ time_zone: 'Europe/Berlin' })
      .where('id', '=', tenantB.id)
      .execute();
    const reporting = (publicId: number) => ({
      clientId: 'post-call-analytics',
      url: `/${publicId}/reporting`,
    });

    for (const [client, publicId, name, login, clientApps, timeZone] of [
      [a.client, a.publicId, 'Tenant A', a.input.login, [reporting(a.publicId)], 'UTC'],
      [
        b.client,
        b.publicId,
        'Tenant B',
        b.input.login,
        [reporting(b.publicId), { clientId: 'supex', url: 'https://b.example.com' }],
        'Europe/Berlin',
      ],
      [demo, 1000, 'Demo Contact Centre', 'admin', [reporting(1000)], 'UTC'],
    ] as const) {
      expect((await client.get('/api/tenant/current')).json()).toEqual({
        publicId,
        name,
        clientApps,
        timeZone,
      });
      const account = userAccountSchema.parse((await client.get('/api/account')).json());
      expect(account).toMatchObject({ tenantPublicId: publicId, login: login.toLowerCase() });
    }
  });

  it("lists only the user's own tenant's roles, even if a foreign role is linked to the user", async () => {
    const a = await signUpTenant(test, { tenantName: 'Tenant A' });
    const b = await signUpTenant(test, { tenantName: 'Tenant B' });
    const tenantA = (await findTenantByPublicId(test.db.kysely, a.publicId))!;
    const member = await createUser(test, { tenantPublicId: b.publicId, roles: [ROLES.agent] });
    const foreignAdminRole = await test.db.kysely
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', tenantA.id)
      .where('name', '=', ROLES.admin)
      .executeTakeFirstOrThrow();
    await test.db.kysely
      .insertInto('user_role')
      .values({ user_id: member.id, role_id: foreignAdminRole.id })
      .execute();
    const client = test.client();
    await client.login(member.login, member.password);
    const account = userAccountSchema.parse((await client.get('/api/account')).json());
    expect(account.tenantPublicId).toBe(b.publicId);
    expect(account.roles).toEqual([ROLES.agent]);
    expect(account.authorities).toEqual([ROLES.agent]);
    expect((await client.get('/api/tenant/current')).json().publicId).toBe(b.publicId);
  });

  it('signs a user of one tenant in by e-mail into that tenant only', async () => {
    const a = await signUpTenant(test, { tenantName: 'Tenant A' });
    const member = await createUser(test, { tenantPublicId: a.publicId });
    const client = test.client();
    expect((await client.login(member.email.toUpperCase(), member.password)).statusCode).toBe(200);
    expect((await client.get('/api/tenant/current')).json()).toMatchObject({ publicId: a.publicId });
  });
});
