import type { AddressInfo } from 'node:net';
import type { LabelFrame } from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import { type Member, signInWith, tenantIdOf } from './admin-fixtures.js';
import type { SignedUpTenant } from './isolation-case.js';
import { SseClient, type SseOptions } from './sse-client.js';
import { insertProgram } from './studio-fixtures.js';
import { signUpTenant, startTestApp, type TestApp, useInsuranceStages } from './test-app.js';

// Lines an agent says, which the insurance default stage model (`tenantWithProgram`'s tenants have it) takes for a greeting (without and with the recorded-line
// notice), a qualifying question and a recommendation.
export const GREETING = 'Hello, thank you for calling, my name is Anna. How can I help you today?';
export const GREETING_RECORDED = 'Hello, thank you for calling, my name is Anna, and this call is recorded.';
export const QUALIFY = 'May I have your date of birth and your zip code please?';
export const RECOMMEND =
  'The Gold Plus plan has a zero dollar premium and a five dollar copay for primary care visits.';

/** Listens on a free loopback port; answers the base address (`http://127.0.0.1:<port>`). */
export const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

/**
 * An app whose report rollups fold only before a report (no timer), its engine warm, listening on `origin`;
 * `statementsOf(work)` answers the SQL of every statement the app sent while `work` ran, so that a test can count a
 * message's or a start's own statements.
 */
export const startStatementsApp = async () => {
  let watched: string[] | undefined;
  const test = await startTestApp(
    { REPORT_FOLD_EVERY: '0' },
    {
      log: (event) => {
        if (event.level === 'query') watched?.push(event.query.sql);
      },
    },
  );
  await test.app.context.engine.warm();
  const origin = await listen(test.app);
  const statementsOf = async (work: () => Promise<unknown>) => {
    const seen: string[] = [];
    watched = seen;
    try {
      await work();
    } finally {
      watched = undefined;
    }
    return seen;
  };
  return { test, origin, statementsOf };
};

let sequence = 1000;

/**
 * A new engagement id of the form the engine's socket accepts (`PLATFORM` and at most ten digits); the random
 * part keeps ids apart between test files that share a database.
 */
export const newEngagementId = () => `PLATFORM${sequence++}${Math.floor(Math.random() * 1000)}`;

/**
 * A tenant signed up for a test with the insurance stages (`useInsuranceStages`), with its row id, one program and
 * one member holding the given authorities.
 */
export interface TenantWithProgram {
  tenant: SignedUpTenant;
  tenantId: number;
  programId: number;
  member: Member;
}

export const tenantWithProgram = async (
  test: TestApp,
  names: { tenantName: string; programName: string },
  authorities: readonly string[],
): Promise<TenantWithProgram> => {
  const tenant = await signUpTenant(test, { tenantName: names.tenantName });
  await useInsuranceStages(test, tenant.publicId);
  const tenantId = await tenantIdOf(test, tenant.publicId);
  const programId = await insertProgram(test, tenantId, names.programName);
  const member = await signInWith(test, tenant.publicId, authorities);
  return { tenant, tenantId, programId, member };
};

/**
 * Two tenants, `<name> A` and `<name> B`, each with a program (`<name> program A`, `… B`) and a member holding the
 * given authorities (B's the same as A's unless given), so that each is seen to keep to its own.
 */
export const twoTenantsWithPrograms = async (
  test: TestApp,
  name: string,
  authoritiesA: readonly string[],
  authoritiesB: readonly string[] = authoritiesA,
): Promise<[TenantWithProgram, TenantWithProgram]> => [
  await tenantWithProgram(test, { tenantName: `${name} A`, programName: `${name} program A` }, authoritiesA),
  await tenantWithProgram(test, { tenantName: `${name} B`, programName: `${name} program B` }, authoritiesB),
];

/**
 * Opens a tenant's live event stream (`GET /:tenantPublicId/api/engagements/events`) on a listening server at
 * `base`, with a session's cookie where given; `query` is added to the path as it stands (`?lastEventId=…`).
 */
export const openEventStream = (
  base: string,
  publicId: number,
  { query = '', ...options }: SseOptions & { query?: string } = {},
) => SseClient.connect(`${base}/${publicId}/api/engagements/events${query}`, options);

/** A message of an engagement; a bare text is the agent's. */
export type Said = string | { from: 'Agent' | 'Visitor'; content: string };

/**
 * An engagement through the engine's one path, as the socket and the API drive it, on a tenant's program (a
 * `TenantWithProgram` will do): started, each message labelled, ended when asked. Any refusal fails the test.
 */
export const converse = async (
  app: FastifyInstance,
  { tenantId, programId }: { tenantId: number; programId: number },
  messages: readonly Said[],
  end = false,
) => {
  const engagementId = newEngagementId();
  const pipeline = app.context.engagements;
  const started = await pipeline.start({
    tenantId,
    engagementId,
    programId,
    agentUserId: null,
    source: 'api',
    channel: 'chat',
  });
  if (!started.ok) throw new Error(started.message);
  const labels: Omit<LabelFrame, 'type'>[] = [];
  for (const said of messages) {
    const message = typeof said === 'string' ? { from: 'Agent' as const, content: said } : said;
    const labelled = await pipeline.message({ tenantId, engagementId, ...message });
    if (!labelled.ok) throw new Error(labelled.message);
    labels.push(labelled.label);
  }
  if (end) {
    const ended = await pipeline.end({ tenantId, engagementId });
    if (!ended.ok) throw new Error(ended.message);
  }
  return { engagementId, labels };
};
