import type { Endpoint } from '@parlance/shared';
import type { signUpTenant, TestApp } from './test-app.js';

export type SignedUpTenant = Awaited<ReturnType<typeof signUpTenant>>;

/** A row made in the victim's tenant: its id, and a text that must never appear in the attacker's answers. */
export interface SeededRow {
  id: number | string;
  marker: string;
  /** Values of other path parameters (`:programId` of a triple); any other parameter takes `id`. */
  params?: Record<string, number | string>;
}

export interface IsolationCase {
  endpoint: Endpoint;
  /** Makes the row the endpoint works on, in the victim's tenant (through the database or the victim's client). */
  seed?: (test: TestApp, victim: SignedUpTenant) => Promise<SeededRow>;
  /** A valid body, so that a rejection can only come from the tenant check. */
  body?: Record<string, unknown>;
  /** The answer is a stream that does not end (server-sent events): read over a real socket for a moment. */
  stream?: boolean;
}
