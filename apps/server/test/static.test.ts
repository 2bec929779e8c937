import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  FIRST_PAINT_DATA_ID,
  type FirstPaintData,
  SESSION_COOKIE,
  SIDEBAR_FIRST_PAINT_SCRIPT,
  XSRF_COOKIE,
} from '@parlance/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomRole, tenantIdOf } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { ADMIN_PASSWORD, signUpTenant, startTestApp, type TestApp } from './support/test-app.js';
import { createUser, expectProblem } from './support/users.js';

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

  describe("a signed-in page's first paint", () => {
    const firstPaintOf = (html: string): FirstPaintData | undefined => {
      const json = new RegExp(
        `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">(.*?)</script>`,
      ).exec(html)?.[1];
      return json === undefined ? undefined : (JSON.parse(json) as FirstPaintData);
    };

    it('draws the frame and hands over the account and tenant the API gives, for no shared cache', async () => {
      const client = test.client();
      await client.login('admin', ADMIN_PASSWORD);
      const account = (await client.get('/api/account')).json();
      const tenant = (await client.get('/api/tenant/current')).json();
      for (const path of [
        '/1000/home',
        '/1000/admin/account-management/users?page=2',
        '/1000',
        '/999999/home',
      ]) {
        const response = await client.get(path, { headers: { 'accept-encoding': 'gzip' } });
        expect(response.statusCode, path).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('private, no-cache');
        expect(String(response.headers.vary)).toContain('cookie');
        expect(String(response.headers.vary)).toContain('accept-encoding');
        expect(response.headers['content-encoding']).toBe('gzip');
        const html = decoded(response);
        expect(firstPaintOf(html), path).toEqual({ account, tenant });
        expect(html).toContain(
          `<span class="app-shell__tenant" data-testid="tenant-name">${tenant.name}</span>`,
        );
        expect(html).toContain('<a class="brand" href="/1000/home">Parlance</a>');
        expect(setsXsrfCookie(response) || client.cookies.has(XSRF_COOKIE)).toBe(true);
      }
    });

    it('draws the side navigation and the header of the page the address names, as far as the user may see them', async () => {
      const client = test.client();
      await client.login('admin', ADMIN_PASSWORD);
      const roles = decoded(await client.get('/1000/admin/role-management/standard'));
      expect(roles).toContain('data-testid="side-nav" data-section="admin"');
      expect(roles).toContain('<h1>Roles &amp; Permissions</h1>');
      expect(roles).toMatch(
        /<a aria-current="page" class="side-nav__link active" href="\/1000\/admin\/role-management\/standard"/,
      );
      expect(roles).toContain(`<script>${SIDEBAR_FIRST_PAINT_SCRIPT}</script>`);
      // Another tenant's address: the app shows "not found" there, so no header.
      // The drill-down's heading is made of its query (escaped), as the page draws it.
      const drill = decoded(
        await client.get('/1000/reporting/conversations?from=2026-11-01&reached=Agent%20Recommend%3Ci%3E'),
      );
      expect(drill).toContain('<h1>Conversations that reached Agent Recommend&lt;i&gt;</h1>');
      const elsewhere = decoded(await client.get('/999999/admin/programs'));
      expect(elsewhere).toContain('data-testid="side-nav"');
      expect(elsewhere).not.toContain('<h1>');

      // A member who may see programs and no roles: the programs header, no roles entry and no roles header.
      const tenantId = await tenantIdOf(test, 1000);
      const role = await insertCustomRole(test, tenantId, ['p-view_programs']);
      const user = await createUser(test, { roles: [role.name] });
      const member = test.client();
      expect((await member.login(user.login, user.password)).statusCode).toBe(200);
      const programs = decoded(await member.get('/1000/admin/programs'));
      expect(programs).toContain('<h1>Programs</h1>');
      expect(programs).toContain('data-testid="nav-programs"');
      expect(programs).not.toContain('data-testid="nav-roles"');
      expect(decoded(await member.get('/1000/admin/role-management/standard'))).not.toContain('<h1>');
    });

    it('is compressed as the request accepts', async () => {
      const client = test.client();
      await client.login('admin', ADMIN_PASSWORD);
      const plain = await client.get('/1000/home', { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(firstPaintOf(plain.body)?.tenant.publicId).toBe(1000);
      const br = await client.get('/1000/home', { headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(decoded(br)).toBe(plain.body);
    });

    it('is left out of public pages and for visitors without a live session', async () => {
      const client = test.client();
      await client.login('admin', ADMIN_PASSWORD);
      for (const path of ['/login', '/', '/account/reset/', '/signup', '/logout']) {
        const response = await client.get(path);
        expect(response.headers['cache-control'], path).toBe('no-cache');
        expect(response.body, path).toBe(INDEX);
      }
      expect((await test.client().get('/1000/home')).body).toBe(INDEX);
      const stranger = test.client();
      stranger.cookies.set(SESSION_COOKIE, 'not-a-session');
      const forged = await stranger.get('/1000/home');
      expect(forged.statusCode).toBe(200);
      expect(forged.body).toBe(INDEX);
      await client.post('/api/logout', {});
      expect((await client.get('/1000/home')).body).toBe(INDEX);
    });

    it("shows only the signed-in user's own tenant, whatever tenant the address names", async () => {
      const other = await signUpTenant(test, { tenantName: 'Other Calls Ltd' });
      const html = (await other.client.get('/1000/home')).body;
      const data = firstPaintOf(html);
      expect(data?.tenant.publicId).toBe(other.publicId);
      expect(data?.account.tenantPublicId).toBe(other.publicId);
      expect(html).toContain('Other Calls Ltd');
      const demo = test.client();
      await demo.login('admin', ADMIN_PASSWORD);
      const demoName = (await demo.get('/api/tenant/current')).json().name as string;
      expect(html).not.toContain(demoName);
    });

    it('escapes the names it draws and the data it hands over', async () => {
      const name = 'Acme </script><script>alert(1)</script> & $& "q"';
      const { client } = await signUpTenant(test, { tenantName: name, firstName: '<b>Eve</b>' });
      const html = (await client.get('/1000/home')).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<b>Eve</b>');
      expect(html).toContain(
        'Acme &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; &quot;q&quot;',
      );
      const data = firstPaintOf(html);
      expect(data?.tenant.name).toBe(name);
      expect(data?.account.firstName).toBe('<b>Eve</b>');
    });
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
