import { API_KEY_PREFIX, type ApiKey, apiKeySchema, ERROR_KEYS } from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/lib/crypto.js';
import { expectAuthorityMatrix, lastAuditEvent, signInWith, tenantIdOf } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { signUpTenant, snapshot, startTestApp, type TestApp } from './support/test-app.js';
import { expectProblem, fieldsOf } from './support/users.js';

type Tenant = Awaited<ReturnType<typeof signUpTenant>>;

describe(`tenant API keys (${engine})`, () => {
  let test: TestApp;
  let tenant: Tenant;
  let tenantId: number;
  let other: Tenant;
  const base = () => `/${tenant.publicId}/api/api-keys`;

  beforeAll(async () => {
    test = await startTestApp();
    tenant = await signUpTenant(test, { tenantName: 'Keyed' });
    other = await signUpTenant(test, { tenantName: 'Other keyed' });
    tenantId = await tenantIdOf(test, tenant.publicId);
  });
  afterAll(() => test.close());

  const list = async (client = tenant.client) => {
    const response = await client.get(base());
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ApiKey[];
  };

  it('creates a key, shows it once, stores only its hash, lists it without the key and revokes it', async () => {
    const created = await tenant.client.post(base(), { name: '  Genesys voice  ' });
    expect(created.statusCode, created.body).toBe(201);
    const { id, name, key } = created.json() as { id: number; name: string; key: string };
    expect(name).toBe('Genesys voice');
    expect(key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(key.length).toBe(API_KEY_PREFIX.length + 43);

    const row = await test.db.kysely
      .selectFrom('api_key')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(sha256(key));
    expect(row.tenant_id).toBe(tenantId);
    expect(JSON.stringify(row)).not.toContain(key);

    const audit = await lastAuditEvent(test, tenantId, 'api-key');
    expect(audit).toMatchObject({
      action: 'create',
      entity_id: String(id),
      actor: tenant.input.login.toLowerCase(),
    });
    expect(audit.after_value).not.toContain(key);
    expect(audit.after_value).not.toContain(row.key_hash);

    const listed = await tenant.client.get(base());
    expect(listed.body).not.toContain(key);
    expect(listed.body).not.toContain(row.key_hash);
    const keys = listed.json() as ApiKey[];
    const entry = keys.find((item) => item.id === id);
    expect(apiKeySchema.strict().parse(entry)).toEqual({
      id,
      name: 'Genesys voice',
      createdBy: tenant.input.login.toLowerCase(),
      createdDate: row.created_date,
      lastUsedDate: null,
    });

    // A second key differs: keys are random.
    const second = (await tenant.client.post(base(), { name: 'Genesys voice' })).json() as { key: string };
    expect(second.key).not.toBe(key);

    const revoked = await tenant.client.delete(`${base()}/${id}`);
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect((await list()).some((item) => item.id === id)).toBe(false);
    expect(
      await test.db.kysely.selectFrom('api_key').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBe(undefined);
    const deleted = await lastAuditEvent(test, tenantId, 'api-key');
    expect(deleted).toMatchObject({ action: 'delete', entity_id: String(id) });
    expect(JSON.parse(deleted.before_value ?? '{}')).toMatchObject({ id, name: 'Genesys voice' });

    // Revoking again: gone.
    expectProblem(await tenant.client.delete(`${base()}/${id}`), 404);
  });

  it('refuses every bad name with a field error and stores nothing', async () => {
    const bodies: unknown[] = [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(101) },
      { name: 42 },
      { name: null },
      { name: ['a'] },
    ];
    for (const body of bodies) {
      const before = await snapshot(test.db, ['session']);
      const response = await tenant.client.post(base(), body as Record<string, unknown>);
      expectProblem(response, 400, { errorKey: ERROR_KEYS.validation });
      expect(fieldsOf(response), JSON.stringify(body)).toEqual(['name']);
      expect(await snapshot(test.db, ['session'])).toEqual(before);
    }
    const text = await tenant.client.request('POST', base(), 'name=x', { text: true });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });

  it("answers 404 for another tenant's key, an unknown id or a malformed one, and deletes nothing", async () => {
    const created = (
      await other.client.post(`/${other.publicId}/api/api-keys`, { name: 'Theirs' })
    ).json() as {
      id: number;
    };
    const before = await snapshot(test.db, ['session']);
    for (const id of [String(created.id), '999999', '0', 'abc', '-1', '1.5']) {
      expectProblem(await tenant.client.delete(`${base()}/${id}`), 404);
    }
    // Through the other tenant's path: not this user's tenant.
    expectProblem(await tenant.client.delete(`/${other.publicId}/api/api-keys/${created.id}`), 404);
    expectProblem(await tenant.client.get(`/${other.publicId}/api/api-keys`), 404);
    expect(await snapshot(test.db, ['session'])).toEqual(before);
    expect((await list()).some((item) => item.name === 'Theirs')).toBe(false);
  });

  it('needs a session and the authority to manage settings', async () => {
    const anonymous = test.client();
    expectProblem(await anonymous.get(base()), 401);
    expectProblem(await anonymous.post(base(), { name: 'x' }), 401);
    const key = (await tenant.client.post(base(), { name: 'Matrix' })).json() as { id: number };
    await expectAuthorityMatrix(test, tenant.publicId, [
      { endpoint: 'GET /:tenantPublicId/api/api-keys', path: base() },
      { endpoint: 'POST /:tenantPublicId/api/api-keys', path: base(), body: { name: 'Matrix 2' } },
      { endpoint: 'DELETE /:tenantPublicId/api/api-keys/:id', path: `${base()}/${key.id}` },
    ]);
    const designer = await signInWith(test, tenant.publicId, ['ROLE_DESIGNER']);
    expectProblem(await designer.client.get(base()), 403);
  });

  it('refuses a create without the CSRF token', async () => {
    const before = await snapshot(test.db, ['session']);
    const response = await tenant.client.request('POST', base(), { name: 'No token' }, { noCsrf: true });
    expectProblem(response, 403, { errorKey: ERROR_KEYS.csrf });
    expect(await snapshot(test.db, ['session'])).toEqual(before);
  });
});
