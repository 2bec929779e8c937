import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_PUBLIC_ID } from '../src/demo/seed.js';
import { sha256 } from '../src/lib/crypto.js';
import { insertCustomRole, tenantIdOf } from './support/admin-fixtures.js';
import type { TestClient } from './support/client.js';
import { engine } from './support/database.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createUser } from './support/users.js';

/**
 * The signed-in request path reads session, user, tenant, roles and permissions in one query, or takes them from
 * the principal cache, which every write to those tables ends: so a deactivation, a role change, a permission
 * change or a logout, even straight in the database, applies at the very next request (see also
 * `principal-cache.test.ts`).
 */
describe(`principal (${engine})`, () => {
  let test: TestApp;
  let counting = false;
  let queries: string[] = [];

  beforeAll(async () => {
    // No fold timer: its statements would be counted with a request's.
    test = await startTestApp(
      { REPORT_FOLD_EVERY: '0' },
      {
        log: (event) => {
          if (counting && event.level === 'query') queries.push(event.query.sql);
        },
      },
    );
  });
  afterAll(async () => {
    await test.close();
  });

  const member = async () => {
    const tenantId = await tenantIdOf(test, DEMO_TENANT_PUBLIC_ID);
    const role = await insertCustomRole(test, tenantId, ['p-view_programs', 'p-view_user_accounts']);
    const user = await createUser(test, { roles: [role.name] });
    const client = test.client();
    expect((await client.login(user.login, user.password)).statusCode).toBe(200);
    return { client, user, role, tenantId };
  };
  const account = async (client: TestClient) => {
    const response = await client.get('/api/account');
    return {
      status: response.statusCode,
      authorities: (response.json() as { authorities?: string[] }).authorities,
    };
  };

  it('costs at most one query per signed-in request', async () => {
    const { client } = await member();
    await client.get('/api/account');
    // A write to the principal's tables, so that the next request reads it again rather than from the cache.
    await test.db.kysely
      .updateTable('tenant')
      .set((eb) => ({ name: eb.ref('name') }))
      .where('id', '=', await tenantIdOf(test, DEMO_TENANT_PUBLIC_ID))
      .execute();
    queries = [];
    counting = true;
    const response = await client.get('/api/account');
    counting = false;
    expect(response.statusCode).toBe(200);
    expect(queries).toHaveLength(1);
    expect(response.json()).toMatchObject({
      authorities: expect.arrayContaining(['p-view_programs', 'p-view_user_accounts']),
    });
  });

  it('applies a permission taken from a role at the next request', async () => {
    const { client, role } = await member();
    expect((await account(client)).authorities).toContain('p-view_programs');
    await test.db.kysely
      .deleteFrom('role_permission')
      .where('role_id', '=', role.id)
      .where('permission', '=', 'p-view_programs')
      .execute();
    const after = await account(client);
    expect(after.authorities).not.toContain('p-view_programs');
    expect(after.authorities).toContain('p-view_user_accounts');
    expect((await client.get(`/${DEMO_TENANT_PUBLIC_ID}/api/programs`)).statusCode).toBe(403);
  });

  it('applies a role taken from the user at the next request', async () => {
    const { client, user, role } = await member();
    expect((await account(client)).authorities).toContain(role.name);
    await test.db.kysely.deleteFrom('user_role').where('user_id', '=', user.id).execute();
    expect((await account(client)).authorities).toEqual([]);
    expect((await client.get(`/${DEMO_TENANT_PUBLIC_ID}/api/users`)).statusCode).toBe(403);
  });

  it('refuses a user deactivated behind its back, even with the session row still there', async () => {
    const { client, user } = await member();
    expect((await account(client)).status).toBe(200);
    await test.db.kysely
      .updateTable('app_user')
      .set({ status: 'DEACTIVATED' })
      .where('id', '=', user.id)
      .execute();
    expect((await account(client)).status).toBe(401);
  });

  it('refuses a session deleted elsewhere (logout in another instance) at the next request', async () => {
    const { client } = await member();
    expect((await account(client)).status).toBe(200);
    await test.db.kysely.deleteFrom('session').where('id_hash', '=', sha256(client.sessionId!)).execute();
    expect((await account(client)).status).toBe(401);
  });

  it('answers a user with no roles with empty authorities', async () => {
    const user = await createUser(test);
    const client = test.client();
    await client.login(user.login, user.password);
    expect(await account(client)).toEqual({ status: 200, authorities: [] });
  });
});
