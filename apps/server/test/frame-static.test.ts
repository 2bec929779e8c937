import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { signInWith } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { signUpTenant, startTestApp, type TestApp } from './support/test-app.js';

const FRAME_INDEX = '<!doctype html><html><head><title>Assist</title></head><body></body></html>';
const FRAME_JS = `console.log(${JSON.stringify('frame '.repeat(200))});`;

describe(`serving the assist frame from FRAME_DIST (${engine})`, () => {
  let test: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'parlance-frame-'));
    writeFileSync(join(dist, 'index.html'), FRAME_INDEX);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'frame-1a2b.js'), FRAME_JS);
    writeFileSync(join(dist, 'assets', 'frame-1a2b.js.gz'), gzipSync(FRAME_JS));
    test = await startTestApp({
      FRAME_DIST: dist,
      FRAME_URL: 'https://frame.example.com/frame/',
      FRAME_PARENT_ORIGINS: 'https://app.example.com, https://other.example.com',
    });
  });
  afterAll(async () => {
    await test.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the frame at /frame/, pre-compressed when asked', async () => {
    const index = await test.client().get('/frame/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toBe(FRAME_INDEX);
    expect(index.headers['cache-control']).toBe('no-cache');
    const plain = await test.client().get('/frame/assets/frame-1a2b.js');
    expect(plain.body).toBe(FRAME_JS);
    expect(plain.headers['cache-control']).toContain('immutable');
    const zipped = await test.app.inject({
      method: 'GET',
      url: '/frame/assets/frame-1a2b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect((await test.client().get('/frame')).statusCode).toBe(301);
    expect((await test.client().get('/frame/missing.js')).statusCode).toBe(404);
  });

  it('answers the configured frame source and parent origins', async () => {
    const tenant = await signUpTenant(test, { tenantName: 'Frame config' });
    const member = await signInWith(test, tenant.publicId, ['p-view_xlm_test_ui']);
    expect((await member.client.get('/api/simulator/frame-src')).json()).toBe(
      'https://frame.example.com/frame/',
    );
    expect((await test.client().get('/api/engine/frame-config')).json()).toEqual({
      parentOrigins: ['https://app.example.com', 'https://other.example.com'],
    });
    const designer = await signInWith(test, tenant.publicId, ['p-view_programs']);
    expect((await designer.client.get('/api/simulator/frame-src')).statusCode).toBe(403);
    expect((await designer.client.request('POST', '/api/simulator/frame-ticket')).statusCode).toBe(403);
  });

  it('answers a plain request to the WebSocket with 426', async () => {
    expect((await test.client().get('/api/engine/ws')).statusCode).toBe(426);
  });

  it('refuses parent origins that are not origins', () => {
    expect(() => loadConfig({ FRAME_PARENT_ORIGINS: 'https://app.example.com/path' })).toThrow(
      /FRAME_PARENT_ORIGINS/,
    );
    expect(() => loadConfig({ FRAME_URL: 'ftp://x' })).toThrow(/FRAME_URL/);
  });
});
