import { hasAnyAuthority } from './authorities.js';
import type { ClientApp, UserAccount } from './schemas/account.js';

/**
 * Who may use a screen or an endpoint: everyone (`public`); anyone with a session, even one who must still change a
 * temporary password (`session`); any signed-in user (`signed-in`); or a signed-in user holding at least one of
 * the listed authorities. The menu, the route guards and the server all read the
 * two tables below; nothing else names an authority for a screen or an endpoint. `api-key` endpoints take no
 * session: they need a tenant API key (`Authorization: Bearer …`), which the route checks.
 */
export type Access = 'public' | 'session' | 'signed-in' | 'api-key' | readonly string[];

export const canAccess = (authorities: readonly string[] | undefined, access: Access): boolean =>
  access === 'public' ||
  (access !== 'api-key' &&
    authorities !== undefined &&
    (access === 'session' || access === 'signed-in' || hasAnyAuthority(authorities, access)));

const PROGRAM_AUTHORITIES = [
  'p-view_programs',
  'p-create_programs',
  'p-update_programs',
  'p-delete_programs',
];

/** Studio's pages pick a program, so whoever uses them may read the program list too. */
const PROGRAM_READERS = [
  ...PROGRAM_AUTHORITIES,
  'p-view_xlm_triples_ui',
  'p-view_xlm_test_ui',
  'p-view_studio_settings',
];

/** The user forms pick roles and departments, so whoever manages or reads people may read those lists. */
const ROLE_READERS = [
  'p-create_roles',
  'p-create_user_accounts',
  'p-view_user_accounts',
  'p-view_agent_accounts',
];
const DEPARTMENT_READERS = [
  'p-create_departments',
  'p-create_user_accounts',
  'p-view_user_accounts',
  'p-view_agent_accounts',
];

/**
 * Studio: reading the knowledge graph needs the dashboard's permission, changing it its own; the stage model is
 * read with the settings screen's permission and changed with its own.
 */
const TRIPLE_READERS = ['p-view_xlm_triples_ui'];
const TRIPLE_WRITERS = ['p-update_knowledge_graphs'];
const STAGE_MODEL_READERS = ['p-view_studio_settings'];
const STUDIO_SETTINGS_WRITERS = ['p-update_studio_settings'];
/** The simulator and the label endpoint; test sets are read and changed with the settings screen's permissions. */
const SIMULATOR_USERS = ['p-view_xlm_test_ui'];
const TEST_SET_READERS = ['p-view_studio_settings'];
const TEST_SET_WRITERS = ['p-update_studio_settings'];
/** The Supervisor area: watching needs the screen's authorities; correcting labels its own permission. */
const SUPERVISORS = ['ROLE_ADMIN', 'p-view_supervisor'];
const LABEL_CORRECTORS = ['p-correct_stage_labels'];
const REPORT_READERS = ['p-view_post-call-analytics_product'];
const WEBHOOK_MANAGERS = ['p-manage_webhooks'];

/** Screens under `/{tenantPublicId}/`, by path (spec sections 2 and 6). */
export const SCREEN_ACCESS = {
  home: 'signed-in',
  studio: ['p-view_knowledge_graphs'],
  'studio/dashboard': ['p-view_xlm_triples_ui'],
  'studio/simulator': ['p-view_xlm_test_ui'],
  'studio/settings': ['p-view_studio_settings'],
  admin: ['ROLE_ADMIN'],
  'admin/account-management/users': ['p-view_user_accounts'],
  'admin/account-management/agents': ['p-view_agent_accounts'],
  'admin/role-management/standard': ['p-create_roles'],
  'admin/programs': PROGRAM_AUTHORITIES,
  'admin/agent-attributes/departments': ['p-create_departments'],
  supervisor: ['ROLE_ADMIN', 'p-view_supervisor'],
  'agentic-voice': ['p-view_agentic-voice-management_product'],
  reporting: ['p-view_post-call-analytics_product'],
} as const satisfies Record<string, Access>;
export type Screen = keyof typeof SCREEN_ACCESS;

/**
 * Endpoints, by `METHOD path` as the server registers them. Paths under `/:tenantPublicId/api` also answer 404
 * when the tenant is not the session's.
 */
export const ENDPOINT_ACCESS = {
  'POST /api/authentication': 'public',
  'GET /api/authenticate': 'session',
  'POST /api/logout': 'public',
  'GET /api/account': 'session',
  'POST /api/account/reset-password/init': 'public',
  'POST /api/account/reset-password/finish': 'public',
  'POST /api/account/reset-password/finish-create': 'public',
  'POST /api/account/change-password': 'session',
  'GET /api/tenant/current': 'session',
  'POST /api/tenant/signup': 'public',
  'GET /management/health': 'public',
  'GET /management/health/liveness': 'public',
  'GET /management/health/readiness': 'public',
  'GET /api/segment-details': 'public',
  'GET /collect/v1/projects/:writeKey/settings': 'public',
  'POST /collect/v1/:kind': 'public',
  'GET /:tenantPublicId/api/products': 'signed-in',
  'GET /:tenantPublicId/api/permissions': ['p-create_roles', 'p-create_user_accounts'],
  'GET /:tenantPublicId/api/roles': ROLE_READERS,
  'GET /:tenantPublicId/api/roles/:id': ROLE_READERS,
  'POST /:tenantPublicId/api/roles': ['p-create_roles'],
  'PUT /:tenantPublicId/api/roles/:id': ['p-create_roles'],
  'DELETE /:tenantPublicId/api/roles/:id': ['p-create_roles'],
  'GET /:tenantPublicId/api/programs': PROGRAM_READERS,
  'GET /:tenantPublicId/api/programs/:id': PROGRAM_READERS,
  'POST /:tenantPublicId/api/programs': ['p-create_programs'],
  'PUT /:tenantPublicId/api/programs/:id': ['p-update_programs'],
  'DELETE /:tenantPublicId/api/programs/:id': ['p-delete_programs'],
  'GET /:tenantPublicId/api/departments': DEPARTMENT_READERS,
  'GET /:tenantPublicId/api/departments/:id': DEPARTMENT_READERS,
  'POST /:tenantPublicId/api/departments': ['p-create_departments'],
  'PUT /:tenantPublicId/api/departments/:id': ['p-create_departments'],
  'DELETE /:tenantPublicId/api/departments/:id': ['p-create_departments'],
  'GET /:tenantPublicId/api/client-apps': ['p-create_departments'],
  'PUT /:tenantPublicId/api/client-apps/:clientId': ['p-create_departments'],
  'GET /:tenantPublicId/api/tenant-settings': ['p-create_departments'],
  'PUT /:tenantPublicId/api/tenant-settings': ['p-create_departments'],
  'GET /:tenantPublicId/api/audit-events': ['p-view_audit_log'],
  'GET /:tenantPublicId/api/users': ['p-view_user_accounts'],
  'POST /:tenantPublicId/api/users': ['p-create_user_accounts'],
  'GET /:tenantPublicId/api/users/:id': ['p-view_user_accounts'],
  'PUT /:tenantPublicId/api/users/:id': ['p-update_user_accounts'],
  'POST /:tenantPublicId/api/users/:id/deactivate': ['p-update_user_accounts'],
  'POST /:tenantPublicId/api/users/:id/reactivate': ['p-update_user_accounts'],
  'POST /:tenantPublicId/api/users/:id/resend-invitation': ['p-create_user_accounts'],
  'POST /:tenantPublicId/api/users/:id/password-reset': ['p-update_user_accounts'],
  'GET /:tenantPublicId/api/agents': ['p-view_agent_accounts'],
  'POST /:tenantPublicId/api/agents': ['p-create_user_accounts'],
  'GET /:tenantPublicId/api/agents/:id': ['p-view_agent_accounts'],
  'PUT /:tenantPublicId/api/agents/:id': ['p-update_user_accounts'],
  'POST /:tenantPublicId/api/agents/:id/deactivate': ['p-update_user_accounts'],
  'POST /:tenantPublicId/api/agents/:id/reactivate': ['p-update_user_accounts'],
  'POST /:tenantPublicId/api/agents/:id/resend-invitation': ['p-create_user_accounts'],
  'POST /:tenantPublicId/api/agents/:id/password-reset': ['p-update_user_accounts'],
  'POST /:tenantPublicId/api/agents/:id/control-group': ['p-update_user_accounts'],
  // Studio (DESIGN.md section 4): the knowledge graph, the stage model and the chart palette.
  'GET /:tenantPublicId/api/programs/:programId/triples': TRIPLE_READERS,
  'GET /:tenantPublicId/api/programs/:programId/triples/stats': TRIPLE_READERS,
  'GET /:tenantPublicId/api/programs/:programId/triples/graph': TRIPLE_READERS,
  'GET /:tenantPublicId/api/programs/:programId/triples/export': TRIPLE_READERS,
  'GET /:tenantPublicId/api/programs/:programId/triples/:id': TRIPLE_READERS,
  'POST /:tenantPublicId/api/programs/:programId/triples': TRIPLE_WRITERS,
  'POST /:tenantPublicId/api/programs/:programId/triples/import': TRIPLE_WRITERS,
  'PUT /:tenantPublicId/api/programs/:programId/triples/:id': TRIPLE_WRITERS,
  'DELETE /:tenantPublicId/api/programs/:programId/triples/:id': TRIPLE_WRITERS,
  'GET /:tenantPublicId/api/programs/:programId/stage-model': STAGE_MODEL_READERS,
  'PUT /:tenantPublicId/api/programs/:programId/stage-model': STUDIO_SETTINGS_WRITERS,
  'GET /:tenantPublicId/api/chart-palette': 'signed-in',
  'PUT /:tenantPublicId/api/chart-palette': STUDIO_SETTINGS_WRITERS,
  // The conversation engine and the simulator (ARCHITECTURE.md "Engine, stage model and the frame's socket").
  // The WebSocket and the frame's configuration are public: the socket authenticates with a ticket or a
  // resume token.
  'GET /api/simulator/frame-src': SIMULATOR_USERS,
  'POST /api/simulator/frame-ticket': SIMULATOR_USERS,
  'GET /api/engine/frame-config': 'public',
  'GET /api/engine/ws': 'public',
  'GET /:tenantPublicId/api/simulator/engagements/:engagementId': SIMULATOR_USERS,
  'POST /:tenantPublicId/api/programs/:programId/stage-model/label': SIMULATOR_USERS,
  // A supervisor adding a corrected conversation to a test set picks the set from this list.
  'GET /:tenantPublicId/api/programs/:programId/test-sets': [...TEST_SET_READERS, ...LABEL_CORRECTORS],
  'POST /:tenantPublicId/api/programs/:programId/test-sets': TEST_SET_WRITERS,
  'GET /:tenantPublicId/api/programs/:programId/test-sets/:testSetId': TEST_SET_READERS,
  'DELETE /:tenantPublicId/api/programs/:programId/test-sets/:testSetId': TEST_SET_WRITERS,
  'POST /:tenantPublicId/api/programs/:programId/test-sets/:testSetId/conversations': TEST_SET_WRITERS,
  'POST /:tenantPublicId/api/programs/:programId/test-sets/:testSetId/runs': TEST_SET_WRITERS,
  'GET /:tenantPublicId/api/programs/:programId/test-sets/:testSetId/runs': TEST_SET_READERS,
  // The Supervisor area (DESIGN.md section 5, ARCHITECTURE.md "Supervisor and the engagements API").
  'GET /:tenantPublicId/api/engagements': SUPERVISORS,
  'GET /:tenantPublicId/api/engagements/events': SUPERVISORS,
  'GET /:tenantPublicId/api/engagements/:engagementId': SUPERVISORS,
  'PUT /:tenantPublicId/api/engagements/:engagementId/messages/:index/stage': LABEL_CORRECTORS,
  'POST /:tenantPublicId/api/engagements/:engagementId/test-set': LABEL_CORRECTORS,
  // Tenant API keys (Admin Settings) and the engagements API they open to external platforms.
  'GET /:tenantPublicId/api/api-keys': ['p-create_departments'],
  'POST /:tenantPublicId/api/api-keys': ['p-create_departments'],
  'DELETE /:tenantPublicId/api/api-keys/:id': ['p-create_departments'],
  'POST /api/v1/engagements': 'api-key',
  'POST /api/v1/engagements/:engagementId/messages': 'api-key',
  'POST /api/v1/engagements/:engagementId/end': 'api-key',
  'POST /api/v1/frame-tickets': 'api-key',
  'POST /api/v1/conversations': 'api-key',
  // Signed webhooks (Admin Settings): their endpoints and delivery log.
  'GET /:tenantPublicId/api/webhooks': WEBHOOK_MANAGERS,
  'POST /:tenantPublicId/api/webhooks': WEBHOOK_MANAGERS,
  'PUT /:tenantPublicId/api/webhooks/:id': WEBHOOK_MANAGERS,
  'DELETE /:tenantPublicId/api/webhooks/:id': WEBHOOK_MANAGERS,
  'GET /:tenantPublicId/api/webhooks/:id/deliveries': WEBHOOK_MANAGERS,
  'POST /:tenantPublicId/api/webhooks/:id/deliveries/:deliveryId/retry': WEBHOOK_MANAGERS,
  'POST /:tenantPublicId/api/webhooks/:id/test': WEBHOOK_MANAGERS,
  // Reporting (ARCHITECTURE.md "Reporting"): post-call analytics.
  'GET /:tenantPublicId/api/reports/funnel': REPORT_READERS,
  'GET /:tenantPublicId/api/reports/time-in-stage': REPORT_READERS,
  'GET /:tenantPublicId/api/reports/flow': REPORT_READERS,
  'GET /:tenantPublicId/api/reports/assist-impact': REPORT_READERS,
  'GET /:tenantPublicId/api/reports/agents': REPORT_READERS,
  'GET /:tenantPublicId/api/reports/corrections': REPORT_READERS,
  'GET /:tenantPublicId/api/reports/conversations': REPORT_READERS,
  // Operations: the API's OpenAPI document, and metrics (Prometheus has no session; METRICS_TOKEN guards them).
  'GET /api-docs/openapi.json': 'public',
  'GET /management/prometheus': 'public',
} as const satisfies Record<string, Access>;
export type Endpoint = keyof typeof ENDPOINT_ACCESS;

/** Whether the account may open a screen, as the shared table says. */
export const canSee = (account: Pick<UserAccount, 'authorities'> | undefined, screen: Screen): boolean =>
  canAccess(account?.authorities, SCREEN_ACCESS[screen]);

const SCREENS = Object.keys(SCREEN_ACCESS) as Screen[];

/**
 * The screen of a tenant path (`/{tenantPublicId}/studio/dashboard` → `studio/dashboard`): the longest screen
 * key the path starts with, segment by segment, or undefined when none matches.
 */
export const screenOfPath = (path: string): Screen | undefined => {
  const segments = path.split(/[?#]/)[0]?.split('/').filter(Boolean).slice(1) ?? [];
  for (let length = segments.length; length > 0; length -= 1) {
    const key = segments.slice(0, length).join('/');
    if ((SCREENS as string[]).includes(key)) return key as Screen;
  }
  return undefined;
};

/** The external applications (client apps) the menus link to, with the screen that grants them. */
export const EXTERNAL_APP_SCREENS = {
  supex: 'supervisor',
  'agentic-voice-management': 'agentic-voice',
  'post-call-analytics': 'reporting',
} as const satisfies Record<string, Screen>;
export type ExternalAppId = keyof typeof EXTERNAL_APP_SCREENS;

/** The URL configured for a client app, or undefined when the tenant has none (or an empty one). */
export const clientAppUrl = (
  tenant: { clientApps: readonly ClientApp[] } | undefined,
  clientId: ExternalAppId,
): string | undefined => {
  const url = tenant?.clientApps.find((app) => app.clientId === clientId)?.url.trim();
  return url ? url : undefined;
};
