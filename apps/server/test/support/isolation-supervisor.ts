import type { IsolationCase, SeededRow, SignedUpTenant } from './isolation-case.js';
import { seedEngagementRow } from './studio-fixtures.js';
import type { TestApp } from './test-app.js';

/** A victim engagement with one message: its id fills `:engagementId`, its first message `:index`. */
const seedEngagementMessage = async (test: TestApp, victim: SignedUpTenant): Promise<SeededRow> => {
  const row = await seedEngagementRow(test, victim);
  return { ...row, params: { engagementId: row.id, index: 0 } };
};

/** The Supervisor area's endpoints in the tenant-isolation test (see `ISOLATION_CASES`). */
export const SUPERVISOR_ISOLATION_CASES: IsolationCase[] = [
  { endpoint: 'GET /:tenantPublicId/api/engagements', seed: seedEngagementMessage },
  { endpoint: 'GET /:tenantPublicId/api/engagements/events', seed: seedEngagementMessage, stream: true },
  { endpoint: 'GET /:tenantPublicId/api/engagements/:engagementId', seed: seedEngagementMessage },
  {
    endpoint: 'PUT /:tenantPublicId/api/engagements/:engagementId/messages/:index/stage',
    seed: seedEngagementMessage,
    body: { stage: 'Agent Qualify', addAsExample: true },
  },
  {
    endpoint: 'POST /:tenantPublicId/api/engagements/:engagementId/test-set',
    seed: seedEngagementMessage,
    body: { name: 'Isolation' },
  },
];
