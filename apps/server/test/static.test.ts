import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { XSRF_COOKIE } from '@parlance/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from './support/database.js';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from './support/test-app.js';
import { expectProblem } from './support/users.js';

const INDEX =
  '<!doctype html><html><head><title>Parlance</title></head><body><div id="root"></div></body></html>';
/** A script large enough to be worth compressing, as the build writes it: with brotli and gzip copies. */
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

const withCompressedCopies = (path: string, text: string) => {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
};

const decoded = (response: LightMyRequestResponse) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
};

const setsXsrfCookie = (response: LightMyRequestResponse) =>
  String(response.headers['set-cookie'] ?? '').includes(`${XSRF_COOKIE}=`);

describe(`serving the web app from WEB_DIST (${engine})`, () => {
  let test: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'parlance-web-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-3f2a1b.js'), 'console.log("app");');
    withCompressedCopies(join(dist, 'assets', 'big-9c8d7e.js'), SCRIPT);
    writeFileSync(join(dist, 'favicon.svg'), ICON);
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

  it('sends the pre-compressed copy the request accepts, varying on Accept-Encoding', async () => {
    for (const [accepted, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['gzip;q=0.5, br;q=1', 'br'],
      ['identity', undefined],
    ] as const) {
      const response = await test.client().get('/assets/big-9c8d7e.js', {
        headers: { 'accept-encoding': accepted },
      });
      expect(response.statusCode, accepted).toBe(200);
      expect(response.headers['content-encoding'], accepted).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(response), accepted).toBe(SCRIPT);
    }
  });

  it('serves a real icon, and answers missing files with a 404, not the HTML', async () => {
    const icon = await test.client().get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
    for (const path of ['/favicon.ico', '/assets/missing-123abc.js', '/assets/x.css', '/robots.txt']) {
      const response = await test.client().get(path);
      expectProblem(response, 404, { title: 'Not Found' });
      expect(response.body, path).not.toContain('<html');
    }
  });

  it('hands out the XSRF cookie with the HTML page and API answers, never with static files', async () => {
    for (const path of ['/assets/app-3f2a1b.js', '/assets/big-9c8d7e.js', '/favicon.svg', '/favicon.ico']) {
      expect(setsXsrfCookie(await test.client().get(path)), path).toBe(false);
    }
    for (const path of ['/login', '/', '/1000/home', '/api/authenticate', '/api/segment-details']) {
      expect(setsXsrfCookie(await test.client().get(path)), path).toBe(true);
    }
  });

  it('compresses API answers of 1 KB and more, problem bodies too, and leaves small ones alone', async () => {
    const client = test.client();
    await client.login('admin', ADMIN_PASSWORD);
    const list = await client.get('/1000/api/permissions', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers.vary).toContain('accept-encoding');
    expect(Array.isArray(JSON.parse(decoded(list)))).toBe(true);

    const params = Array.from({ length: 40 }, (_, i) => `unknownParameter${i}=x`).join('&');
    const problem = await client.get(`/1000/api/users?${params}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(problem.statusCode).toBe(400);
    expect(problem.headers['content-type']).toContain('application/problem+json');
    expect(problem.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(problem)).status).toBe(400);

    const small = await client.get('/api/account', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the HTML page as the request accepts', async () => {
    const response = await test.client().get('/login', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decoded(response)).toBe(INDEX);
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
