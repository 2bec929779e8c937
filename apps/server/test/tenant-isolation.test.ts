import { ENDPOINT_ACCESS } from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from './support/database.js';
import { ISOLATION_CASES } from './support/isolation.js';
import type { SeededRow, SignedUpTenant } from './support/isolation-case.js';
import { streamRequest } from './support/stream-request.js';
import { dataSnapshot, signUpTenant, startTestApp, type TestApp } from './support/test-app.js';

const fill = (path: string, tenant: number, row?: SeededRow) =>
  path
    .replace(':tenantPublicId', String(tenant))
    .replace(/:(\w+)/g, (_, name: string) => String(row?.params?.[name] ?? row?.id ?? 0));

describe(`tenant isolation (${engine})`, () => {
  let test: TestApp;
  let attacker: SignedUpTenant;
  beforeAll(async () => {
    test = await startTestApp();
    attacker = await signUpTenant(test, { tenantName: 'Attacker' });
  });
  afterAll(() => test.close());

  it('covers every tenant endpoint of the access table', () => {
    const tenantEndpoints = Object.keys(ENDPOINT_ACCESS).filter((endpoint) =>
      endpoint.includes(' /:tenantPublicId/'),
    );
    const covered = new Set(ISOLATION_CASES.map((c) => c.endpoint));
    expect(tenantEndpoints.filter((endpoint) => !covered.has(endpoint as never))).toEqual([]);
  });

  for (const isolationCase of ISOLATION_CASES) {
    it(isolationCase.endpoint, async () => {
      const victim = await signUpTenant(test, { tenantName: 'Victim' });
      const row = isolationCase.seed ? await isolationCase.seed(test, victim) : undefined;
      const [method, path] = isolationCase.endpoint.split(' ') as [string, string];
      // Without what merely using a session writes: the session's times and, once a minute, the attacker's last
      // activity (a run slower than a minute on a busy machine reaches it).
      const before = await dataSnapshot(test.db);

      // The victim's path: not found, whatever the row.
      const send = (url: string) =>
        isolationCase.stream
          ? streamRequest(test.app, attacker.client, url)
          : attacker.client.request(method, url, isolationCase.body);
      const byPath = await send(fill(path, victim.publicId, row));
      expect(byPath.statusCode, `${method} victim path`).toBe(404);
      if (row) expect(byPath.body).not.toContain(row.marker);

      // The attacker's own path with the victim's row: not found, or (for lists) without the victim's rows.
      const ownPath = await send(fill(path, attacker.publicId, row));
      if (path.includes('/:id') || path.match(/\/:\w+$/))
        expect(ownPath.statusCode, `${method} own path`).toBe(404);
      else expect(ownPath.statusCode, `${method} own path`).toBeLessThan(500);
      if (row) expect(ownPath.body).not.toContain(row.marker);
      // A stream answers at once with its start (the attacker's own snapshot), never the victim's rows.
      if (isolationCase.stream) expect(ownPath.body).toContain('event: snapshot');

      // Nothing changed; a create on the attacker's own collection path is the attacker's own business.
      const after = await dataSnapshot(test.db);
      if (method === 'GET' || path.match(/\/:(?!tenantPublicId\/)\w+/)) expect(after).toEqual(before);
    });
  }
});
