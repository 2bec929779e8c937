import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from './support/database.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe(`health and fallbacks (${engine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('answers 200 with the database checked', async () => {
    const response = await test.client().get('/management/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'UP',
      components: { db: { status: 'UP', database: engine } },
    });
  });

  it('answers an unknown API path with a 404 problem body, never HTML', async () => {
    for (const path of ['/api/nothing-here', '/1000/api/nothing', '/management/nope']) {
      const response = await test.client().get(path);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 404, title: 'Not Found' });
    }
  });

  it('sets the XSRF-TOKEN cookie when the client has none', async () => {
    const response = await test.client().get('/management/health');
    expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toMatch(/^[\w-]{20,}$/);
  });
});

describe(`health with the database gone (${engine})`, () => {
  it('answers 503 when the database is unreachable', async () => {
    const test = await startTestApp();
    await test.db.close();
    const response = await test.client().get('/management/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 503 });
    await test.close();
  });
});
