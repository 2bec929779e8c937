import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTriples } from '../src/modules/studio/triple.repository.js';
import { tenantIdOf } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { mb, releaseInjected, settledHeap } from './support/heap.js';
import { insertProgram } from './support/studio-fixtures.js';
import { signUpTenant, startTestApp, type TestApp } from './support/test-app.js';

/**
 * The survival run's heap check reads the heap of the test's own process. An injected answer's stand-in socket
 * keeps a copy of every chunk the answer wrote until it has drained, one chunk a turn of the event loop; a CSV
 * export writes row by row, so that under load these copies grew with the answers served (about 10 KB an answer)
 * and read as a server leak. Here: many exports answered at once, each let go of as the survival run does, and
 * the heap is back within a small fraction of the bytes they wrote.
 */

const TRIPLES = 3000;
const EXPORTS = 48;
const AT_ONCE = 12;

describe(`heap after many streamed answers (${engine})`, () => {
  let test: TestApp;
  let url: string;
  let exportHeaders: Record<string, string> = {};

  beforeAll(async () => {
    test = await startTestApp();
    const tenant = await signUpTenant(test);
    const tenantId = await tenantIdOf(test, tenant.publicId);
    const programId = await insertProgram(test, tenantId, 'Export heap');
    const triples = Array.from({ length: TRIPLES }, (_, i) => ({
      subject: `Subject ${i}`,
      predicate: 'is sold with',
      object: `Object ${i} ${'x'.repeat(60)}`,
      source: 'catalogue',
    }));
    await insertTriples(test.db.kysely, tenantId, programId, triples, 'heap-test');
    url = `/${tenant.publicId}/api/programs/${programId}/triples/export`;
    exportHeaders = {
      cookie: [...tenant.client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
  }, 120_000);
  afterAll(async () => {
    await test?.close();
  });

  it('lets go of what the answers wrote: it is not counted in the heap', {
    timeout: 120_000,
  }, async () => {
    const exportOnce = async () => {
      const response = await test.app.inject({ method: 'GET', url, headers: exportHeaders });
      expect(response.statusCode).toBe(200);
      // The copies are there when the answer is read: the check below is not met by chance.
      const copies = releaseInjected(response);
      expect(copies).toBeGreaterThan(0);
      copied += copies;
      // Every triple is a row of the file (after its header), so each answer wrote thousands of chunks.
      expect(response.body.trim().split('\r\n')).toHaveLength(TRIPLES + 1);
      return response.rawPayload.length;
    };
    let copied = 0;
    // Once first, so that what is built on a first call is in the heap before it is measured.
    await exportOnce();
    const before = await settledHeap();

    let written = 0;
    for (let sent = 0; sent < EXPORTS; sent += AT_ONCE)
      for (const bytes of await Promise.all(Array.from({ length: AT_ONCE }, exportOnce))) written += bytes;
    expect(copied).toBeGreaterThan(EXPORTS * TRIPLES * 40);

    const after = await settledHeap();
    // The answers wrote megabytes; the heap keeps none of it (it held seven times what was written before the copies
    // were let go of; what the calls leave, statements and caches, is about a megabyte).
    expect(written).toBeGreaterThan(EXPORTS * TRIPLES * 60);
    expect(after - before, `heap ${mb(before)} → ${mb(after)} after ${mb(written)} written`).toBeLessThan(
      Math.min(written / 3, 5 * 1024 * 1024),
    );
  });
});
