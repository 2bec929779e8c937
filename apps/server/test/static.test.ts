import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from './support/database.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { expectProblem } from './support/users.js';

const INDEX =
  '<!doctype html><html><head><title>Parlance</title></head><body><div id="root"></div></body></html>';

describe(`serving the web app from WEB_DIST (${engine})`, () => {
  let test: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'parlance-web-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-3f2a1b.js'), 'console.log("app");');
    test = await startTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await test.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("answers the app's routes with index.html, never cached", async () => {
    for (const path of [
      '/',
      '/some/app/route',
      '/login',
      '/account/reset/finish?key=abc&create=1',
      '/apiary',
    ]) {
      const response = await test.client().get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    }
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const response = await test.client().get('/assets/app-3f2a1b.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toBe('console.log("app");');
  });

  it('still answers unknown API paths with a 404 problem body, not the HTML', async () => {
    for (const path of [
      '/api/unknown',
      '/api',
      '/api?x=1',
      '/1000/api/unknown',
      '/management/x',
      '/collect/x',
    ]) {
      const response = await test.client().get(path);
      expectProblem(response, 404, { title: 'Not Found' });
      expect(response.body).not.toContain('<html');
    }
  });

  it('does not answer a POST to an app route with the HTML', async () => {
    const response = await test.client().post('/some/app/route', {});
    expectProblem(response, 404);
  });

  it('keeps the API working next to the web app', async () => {
    expect((await test.client().get('/api/authenticate')).statusCode).toBe(401);
    expect((await test.client().get('/management/health')).statusCode).toBe(200);
  });
});

describe(`without a built web app (${engine})`, () => {
  it('answers every unknown path with a 404 problem body', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'parlance-empty-'));
    const test = await startTestApp({ WEB_DIST: empty });
    try {
      for (const path of ['/some/app/route', '/api/unknown']) {
        expectProblem(await test.client().get(path), 404);
      }
    } finally {
      await test.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
