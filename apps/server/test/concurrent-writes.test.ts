import { canAccess, ENDPOINT_ACCESS, type Endpoint } from '@parlance/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantIdOf } from './support/admin-fixtures.js';
import {
  ANALYTICS_WRITE_KEY,
  CREATE_REFUSALS,
  expectOneWinner,
  NON_TENANT_CASES,
  rowCount,
  successes,
  TENANT_CHECKS,
  TENANT_CREATES,
  TENANT_PARAMS,
  TENANT_REQUESTS,
} from './support/concurrent-cases.js';
import { engine } from './support/database.js';
import { ISOLATION_CASES } from './support/isolation.js';
import type { SeededRow } from './support/isolation-case.js';
import { signUpTenant, startTestApp, type TestApp } from './support/test-app.js';

/** How many times each valid request is sent at once. */
const TIMES = 6;

const UNSAFE = /^(POST|PUT|PATCH|DELETE) /;

/**
 * Unsafe endpoints of the access table with no case here, and why. Stream endpoints are all `GET`; every unsafe
 * endpoint can be made valid, so none is left out today.
 */
const EXCEPTIONS: Partial<Record<Endpoint, string>> = {};

const fill = (path: string, tenant: number, row?: SeededRow) =>
  path
    .replace(':tenantPublicId', String(tenant))
    .replace(/:(\w+)/g, (_, name: string) => String(row?.params?.[name] ?? row?.id ?? 0));

/** Sends one request `TIMES` times at once: no answer is a 5xx, every 4xx is a problem. Gives the statuses. */
const atOnce = async (label: string, send: () => Promise<LightMyRequestResponse>) => {
  const responses = await Promise.all(Array.from({ length: TIMES }, () => send()));
  for (const response of responses) {
    const answer = `${label} answered ${response.statusCode}: ${response.body.slice(0, 500)}`;
    expect(response.statusCode, answer).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(String(response.headers['content-type']), answer).toContain('application/problem+json');
      expect(response.json(), answer).toMatchObject({ status: response.statusCode });
    }
  }
  return responses;
};

const statusesOf = (responses: LightMyRequestResponse[]) => responses.map((response) => response.statusCode);

const TENANT_CASES = ISOLATION_CASES.filter((isolationCase) => UNSAFE.test(isolationCase.endpoint));

describe(`concurrent writes: each unsafe endpoint's valid request ${TIMES} times at once (${engine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({
      ANALYTICS_WRITE_KEY,
      COLLECTOR_RATE_LIMIT_PER_MINUTE: '10000',
      API_KEY_RATE_LIMIT_PER_MINUTE: '10000',
    });
  });
  afterAll(() => test.close());

  it('covers every unsafe endpoint of the access table', () => {
    const covered = new Set<string>([
      ...TENANT_CASES.map((c) => c.endpoint),
      ...NON_TENANT_CASES.map((c) => c.endpoint),
      ...Object.keys(EXCEPTIONS),
    ]);
    const unsafe = Object.keys(ENDPOINT_ACCESS).filter((endpoint) => UNSAFE.test(endpoint));
    expect(unsafe.filter((endpoint) => !covered.has(endpoint))).toEqual([]);
  });

  for (const concurrentCase of NON_TENANT_CASES) {
    it(concurrentCase.endpoint, async () => {
      const { send, check } = await concurrentCase.prepare(test);
      const responses = await atOnce(concurrentCase.endpoint, send);
      try {
        await check?.(statusesOf(responses));
      } catch (error) {
        // The answers, to tell a refusal of the race from a request that was not valid.
        (error as Error).message +=
          `\n${responses.map((response) => response.body.slice(0, 300)).join('\n')}`;
        throw error;
      }
    });
  }

  for (const isolationCase of TENANT_CASES) {
    const { endpoint } = isolationCase;
    it(endpoint, async () => {
      // A fresh tenant per case: its row counts start at the sign-up's.
      const tenant = await signUpTenant(test, { tenantName: 'Concurrent' });
      const tenantId = await tenantIdOf(test, tenant.publicId);
      const row = isolationCase.seed ? await isolationCase.seed(test, tenant) : undefined;
      // The tenant's admin: it holds the endpoint's authority, and outranks every user it may change.
      const { client } = tenant;
      const { authorities } = (await client.get('/api/account')).json() as { authorities: string[] };
      expect(canAccess(authorities, ENDPOINT_ACCESS[endpoint]), 'the admin may use the endpoint').toBe(true);
      const [method, pattern] = endpoint.split(' ') as [string, string];
      const path = fill(
        pattern,
        tenant.publicId,
        row && { ...row, params: { ...row.params, ...TENANT_PARAMS[endpoint] } },
      );
      const request = TENANT_REQUESTS[endpoint];
      const creates = TENANT_CREATES[endpoint];
      const before = creates ? await rowCount(test, creates.table, { tenant_id: tenantId }) : 0;

      const responses = await atOnce(endpoint, () =>
        request ? request(client, path) : client.request(method, path, isolationCase.body),
      );
      const statuses = statusesOf(responses);
      const answers = `${statuses}: ${responses[0]?.body.slice(0, 300)}`;

      expect(successes(statuses), `a valid request succeeds at least once: ${answers}`).toBeGreaterThan(0);
      if (creates) {
        if (creates.oneWinner) expectOneWinner(statuses, CREATE_REFUSALS);
        expect(await rowCount(test, creates.table, { tenant_id: tenantId })).toBe(before + 1);
      }
      await TENANT_CHECKS[endpoint]?.(test, row);
    });
  }
});
