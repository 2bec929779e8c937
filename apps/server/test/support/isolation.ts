import { ADMIN_SEEDS as admin } from './admin-fixtures.js';
import { API_KEY_ISOLATION_CASES } from './isolation-api-keys.js';
import type { IsolationCase } from './isolation-case.js';
import { REPORTING_ISOLATION_CASES } from './isolation-reporting.js';
import { SUPERVISOR_ISOLATION_CASES } from './isolation-supervisor.js';
import { TENANT_SETTINGS_ISOLATION_CASES } from './isolation-tenant-settings.js';
import { WEBHOOK_ISOLATION_CASES } from './isolation-webhooks.js';
import {
  seedChartPaletteRow,
  seedEngagementRow,
  seedStudioProgramRow,
  seedTestSetRow,
  seedTripleRow,
  stageModelBody,
} from './studio-fixtures.js';
import { seedVictimUser } from './user-fixtures.js';

/**
 * Every endpoint under `/:tenantPublicId/api` joins the tenant-isolation test with one line here. The test checks
 * that a user of another tenant can neither reach the victim's path nor the victim's rows through their own path,
 * and that nothing changed.
 */
export const ISOLATION_CASES: IsolationCase[] = [
  { endpoint: 'GET /:tenantPublicId/api/products' },
  { endpoint: 'GET /:tenantPublicId/api/permissions' },
  { endpoint: 'GET /:tenantPublicId/api/roles', seed: admin.role },
  { endpoint: 'GET /:tenantPublicId/api/roles/:id', seed: admin.role },
  {
    endpoint: 'POST /:tenantPublicId/api/roles',
    body: { name: 'Isolation', permissions: ['p-view_programs'] },
  },
  {
    endpoint: 'PUT /:tenantPublicId/api/roles/:id',
    seed: admin.role,
    body: { name: 'Isolation put', permissions: [] },
  },
  { endpoint: 'DELETE /:tenantPublicId/api/roles/:id', seed: admin.role },
  { endpoint: 'GET /:tenantPublicId/api/programs', seed: admin.program },
  { endpoint: 'GET /:tenantPublicId/api/programs/:id', seed: admin.program },
  { endpoint: 'POST /:tenantPublicId/api/programs', body: { name: 'Isolation', channel: 'voice' } },
  {
    endpoint: 'PUT /:tenantPublicId/api/programs/:id',
    seed: admin.program,
    body: { name: 'Isolation put', channel: 'chat', status: 'archived' },
  },
  { endpoint: 'DELETE /:tenantPublicId/api/programs/:id', seed: admin.program },
  { endpoint: 'GET /:tenantPublicId/api/departments', seed: admin.department },
  { endpoint: 'GET /:tenantPublicId/api/departments/:id', seed: admin.department },
  { endpoint: 'POST /:tenantPublicId/api/departments', body: { name: 'Isolation' } },
  {
    endpoint: 'PUT /:tenantPublicId/api/departments/:id',
    seed: admin.department,
    body: { name: 'Isolation put' },
  },
  { endpoint: 'DELETE /:tenantPublicId/api/departments/:id', seed: admin.department },
  { endpoint: 'GET /:tenantPublicId/api/client-apps', seed: admin.clientApp },
  {
    endpoint: 'PUT /:tenantPublicId/api/client-apps/:clientId',
    seed: admin.clientApp,
    body: { url: 'https://isolation.example.com' },
  },
  { endpoint: 'GET /:tenantPublicId/api/audit-events', seed: admin.auditEvent },
  { endpoint: 'GET /:tenantPublicId/api/users', seed: seedVictimUser() },
  {
    endpoint: 'POST /:tenantPublicId/api/users',
    body: {
      login: 'isolation-users',
      email: 'isolation-users@example.com',
      firstName: 'Iso',
      lastName: 'Lation',
      roles: [],
      mode: 'invite',
    },
  },
  { endpoint: 'GET /:tenantPublicId/api/users/:id', seed: seedVictimUser() },
  {
    endpoint: 'PUT /:tenantPublicId/api/users/:id',
    seed: seedVictimUser(),
    body: { email: 'isolation-put-users@example.com', firstName: 'Iso', lastName: 'Lation' },
  },
  { endpoint: 'POST /:tenantPublicId/api/users/:id/deactivate', seed: seedVictimUser() },
  {
    endpoint: 'POST /:tenantPublicId/api/users/:id/reactivate',
    seed: seedVictimUser({ status: 'DEACTIVATED' }),
  },
  {
    endpoint: 'POST /:tenantPublicId/api/users/:id/resend-invitation',
    seed: seedVictimUser({ status: 'INVITED' }),
  },
  { endpoint: 'POST /:tenantPublicId/api/users/:id/password-reset', seed: seedVictimUser() },
  { endpoint: 'GET /:tenantPublicId/api/agents', seed: seedVictimUser({ agent: true }) },
  {
    endpoint: 'POST /:tenantPublicId/api/agents',
    body: {
      login: 'isolation-agents',
      email: 'isolation-agents@example.com',
      firstName: 'Iso',
      lastName: 'Lation',
      roles: [],
      mode: 'invite',
    },
  },
  { endpoint: 'GET /:tenantPublicId/api/agents/:id', seed: seedVictimUser({ agent: true }) },
  {
    endpoint: 'PUT /:tenantPublicId/api/agents/:id',
    seed: seedVictimUser({ agent: true }),
    body: { email: 'isolation-put-agents@example.com', firstName: 'Iso', lastName: 'Lation' },
  },
  { endpoint: 'POST /:tenantPublicId/api/agents/:id/deactivate', seed: seedVictimUser({ agent: true }) },
  {
    endpoint: 'POST /:tenantPublicId/api/agents/:id/reactivate',
    seed: seedVictimUser({ agent: true, status: 'DEACTIVATED' }),
  },
  {
    endpoint: 'POST /:tenantPublicId/api/agents/:id/resend-invitation',
    seed: seedVictimUser({ agent: true, status: 'INVITED' }),
  },
  { endpoint: 'POST /:tenantPublicId/api/agents/:id/password-reset', seed: seedVictimUser({ agent: true }) },
  {
    endpoint: 'POST /:tenantPublicId/api/agents/:id/control-group',
    seed: seedVictimUser({ agent: true }),
    body: { controlGroup: true },
  },
  { endpoint: 'GET /:tenantPublicId/api/programs/:programId/triples', seed: seedStudioProgramRow },
  { endpoint: 'GET /:tenantPublicId/api/programs/:programId/triples/stats', seed: seedStudioProgramRow },
  { endpoint: 'GET /:tenantPublicId/api/programs/:programId/triples/graph', seed: seedStudioProgramRow },
  { endpoint: 'GET /:tenantPublicId/api/programs/:programId/triples/export', seed: seedStudioProgramRow },
  { endpoint: 'GET /:tenantPublicId/api/programs/:programId/triples/:id', seed: seedTripleRow },
  {
    endpoint: 'POST /:tenantPublicId/api/programs/:programId/triples',
    seed: seedStudioProgramRow,
    body: { subject: 'Isolation', predicate: 'is', object: 'tested' },
  },
  { endpoint: 'POST /:tenantPublicId/api/programs/:programId/triples/import', seed: seedStudioProgramRow },
  {
    endpoint: 'PUT /:tenantPublicId/api/programs/:programId/triples/:id',
    seed: seedTripleRow,
    body: { subject: 'Isolation', predicate: 'is', object: 'changed' },
  },
  { endpoint: 'DELETE /:tenantPublicId/api/programs/:programId/triples/:id', seed: seedTripleRow },
  { endpoint: 'GET /:tenantPublicId/api/programs/:programId/stage-model', seed: seedStudioProgramRow },
  {
    endpoint: 'PUT /:tenantPublicId/api/programs/:programId/stage-model',
    seed: seedStudioProgramRow,
    body: stageModelBody(1),
  },
  { endpoint: 'GET /:tenantPublicId/api/chart-palette', seed: seedChartPaletteRow },
  {
    endpoint: 'PUT /:tenantPublicId/api/chart-palette',
    seed: seedChartPaletteRow,
    body: { colours: Array.from({ length: 10 }, () => '#654321') },
  },
  { endpoint: 'GET /:tenantPublicId/api/simulator/engagements/:engagementId', seed: seedEngagementRow },
  {
    endpoint: 'POST /:tenantPublicId/api/programs/:programId/stage-model/label',
    seed: seedStudioProgramRow,
    body: { messages: [{ from: 'Agent', content: 'Hello, thanks for calling.' }] },
  },
  { endpoint: 'GET /:tenantPublicId/api/programs/:programId/test-sets', seed: seedTestSetRow },
  {
    endpoint: 'POST /:tenantPublicId/api/programs/:programId/test-sets',
    seed: seedTestSetRow,
    body: {
      name: 'Isolation',
      conversations: '{"messages":[{"from":"Agent","content":"Hello","stage":"Warm Greet Intro"}]}',
    },
  },
  { endpoint: 'GET /:tenantPublicId/api/programs/:programId/test-sets/:testSetId', seed: seedTestSetRow },
  { endpoint: 'DELETE /:tenantPublicId/api/programs/:programId/test-sets/:testSetId', seed: seedTestSetRow },
  {
    endpoint: 'POST /:tenantPublicId/api/programs/:programId/test-sets/:testSetId/conversations',
    seed: seedTestSetRow,
    body: { messages: [{ from: 'Agent', content: 'Hello', stage: 'Warm Greet Intro' }] },
  },
  {
    endpoint: 'POST /:tenantPublicId/api/programs/:programId/test-sets/:testSetId/runs',
    seed: seedTestSetRow,
  },
  {
    endpoint: 'GET /:tenantPublicId/api/programs/:programId/test-sets/:testSetId/runs',
    seed: seedTestSetRow,
  },
  ...SUPERVISOR_ISOLATION_CASES,
  ...REPORTING_ISOLATION_CASES,
  ...API_KEY_ISOLATION_CASES,
  ...TENANT_SETTINGS_ISOLATION_CASES,
  ...WEBHOOK_ISOLATION_CASES,
];
