import type { Endpoint } from '@parlance/shared';
import type { signUpTenant, TestApp } from './test-app.js';

export type SignedUpTenant = Awaited<ReturnType<typeof signUpTenant>>;

/** A row made in the victim's tenant: its id, and a text that must never appear in the attacker's answers. */
export interface SeededRow {
  id: number | string;
  marker: string;
}

export interface IsolationCase {
  endpoint: Endpoint;
  /** Makes the row the endpoint works on, in the victim's tenant (through the database or the victim's client). */
  seed?: (test: TestApp, victim: SignedUpTenant) => Promise<SeededRow>;
  /** A valid body, so that a rejection can only come from the tenant check. */
  body?: Record<string, unknown>;
}

/**
 * Every endpoint under `/:tenantPublicId/api` joins the tenant-isolation test with one line here. The test checks
 * that a user of another tenant can neither reach the victim's path nor the victim's rows through their own path,
 * and that nothing changed.
 */
export const ISOLATION_CASES: IsolationCase[] = [{ endpoint: 'GET /:tenantPublicId/api/products' }];
