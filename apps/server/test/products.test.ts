import { productSchema } from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from './support/database.js';
import { signUpTenant, startTestApp, type TestApp } from './support/test-app.js';

describe(`products (${engine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it("lists the tenant's products: in-app ones linked under the tenant, external ones by their client app", async () => {
    const { client, publicId } = await signUpTenant(test);
    const response = await client.get(`/${publicId}/api/products`);
    expect(response.statusCode).toBe(200);
    const products = productSchema.array().parse(response.json());
    expect(products.map((product) => [product.code, product.url, product.enabled, product.external])).toEqual(
      [
        ['studio', `/${publicId}/studio/dashboard`, true, false],
        ['supervisor', `/${publicId}/supervisor`, true, false],
        ['agentic-voice-management', '', false, true],
        // Reporting's client app starts as the built-in pages, opened like any client app.
        ['post-call-analytics', `/${publicId}/reporting`, true, true],
      ],
    );
  });

  it("enables an external product with its client app's URL", async () => {
    const { client, publicId } = await signUpTenant(test);
    const tenant = await test.db.kysely
      .selectFrom('tenant')
      .select('id')
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow();
    await test.db.kysely
      .insertInto('client_app')
      .values({
        tenant_id: tenant.id,
        client_id: 'agentic-voice-management',
        url: 'https://voice.example.com',
      })
      .execute();
    const products = productSchema.array().parse((await client.get(`/${publicId}/api/products`)).json());
    expect(products.find((product) => product.code === 'agentic-voice-management')).toMatchObject({
      url: 'https://voice.example.com',
      enabled: true,
    });
  });

  it('answers 401 without a session', async () => {
    const response = await test.client().get('/1000/api/products');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it("answers 404 for another tenant's path and for a tenant that does not exist", async () => {
    const a = await signUpTenant(test);
    const b = await signUpTenant(test);
    for (const path of [
      `/${b.publicId}/api/products`,
      '/1000/api/products',
      '/99/api/products',
      '/x/api/products',
    ]) {
      const response = await a.client.get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, title: 'Not Found' });
    }
  });

  it('answers 403 to a user who must first change a temporary password', async () => {
    const { client, publicId, input } = await signUpTenant(test);
    await test.db.kysely
      .updateTable('app_user')
      .set({ status: 'TEMP_PASSWORD' })
      .where('login', '=', input.login)
      .execute();
    const response = await client.get(`/${publicId}/api/products`);
    expect(response.statusCode).toBe(403);
  });
});
