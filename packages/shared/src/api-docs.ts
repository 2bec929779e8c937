import { z } from 'zod';
import type { Endpoint } from './access.js';
import {
  TEST_RUN_WRONG_MAX,
  TEST_RUNS_LISTED,
  TEST_SET_MESSAGES_MAX,
  TEST_SET_STAGES_MAX,
} from './engine.js';
import {
  changePasswordSchema,
  clientAppSchema,
  currentTenantSchema,
  loginRequestSchema,
  resetFinishSchema,
  resetInitSchema,
  tenantSignupResponseSchema,
  tenantSignupSchema,
  userAccountSchema,
} from './schemas/account.js';
import { collectAnswerSchema, collectBodySchema, collectorSettingsSchema } from './schemas/analytics.js';
import { auditEventSchema } from './schemas/audit.js';
import { clientAppUpdateSchema, departmentInputSchema, departmentSchema } from './schemas/departments.js';
import { engagementSearchSchema } from './schemas/engagement-search.js';
import {
  engagementSchema,
  frameConfigSchema,
  frameTicketSchema,
  labelFrameSchema,
  labelRequestSchema,
  labelResponseSchema,
  testConversationSchema,
  testRunSchema,
  testSetCreateSchema,
  testSetSchema,
  testSetSummarySchema,
} from './schemas/engine.js';
import { productSchema, segmentDetailsSchema } from './schemas/product.js';
import {
  programCreateSchema,
  programDeleteResultSchema,
  programSchema,
  programUpdateSchema,
} from './schemas/programs.js';
import {
  agentReportRowSchema,
  assistImpactReportSchema,
  correctionsReportSchema,
  flowReportSchema,
  funnelReportSchema,
  reportConversationFiltersSchema,
  reportFiltersSchema,
  tenantSettingsSchema,
  timeInStageReportSchema,
} from './schemas/reporting.js';
import { permissionSchema, roleInputSchema, roleSchema } from './schemas/roles.js';
import {
  chartPaletteSchema,
  stageModelAnswerSchema,
  stageModelSchema,
  tripleCreateSchema,
  tripleGraphQuerySchema,
  tripleGraphSchema,
  tripleImportResultSchema,
  tripleSchema,
  tripleStatsSchema,
  tripleUpdateSchema,
} from './schemas/studio.js';
import {
  addToTestSetSchema,
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeySchema,
  engagementDetailSchema,
  engagementMessageSchema,
  engagementSummarySchema,
  stageCorrectionRequestSchema,
  v1ConversationImportedSchema,
  v1ConversationImportSchema,
  v1EngagementCreateSchema,
  v1FrameTicketSchema,
  v1MessageSchema,
} from './schemas/supervisor.js';
import { adminUserSchema, controlGroupSchema, userCreateSchema, userUpdateSchema } from './schemas/users.js';
import {
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliverySchema,
  webhookSchema,
  webhookUpdateSchema,
} from './schemas/webhooks.js';

/** Media types a request body may come as. */
export type BodyType = 'application/json' | 'application/x-www-form-urlencoded' | 'text/plain' | 'text/csv';
/** Media types of answers other than JSON: files, streams and text, each a string. */
export type AnswerType = 'text/csv' | 'text/event-stream' | 'text/plain';

/**
 * What the API documentation says of an endpoint, beside `ENDPOINT_ACCESS`: the request body and the answer, as
 * the shared zod schemas that the server parses with and the web app reads with. The server turns them into the
 * OpenAPI document (`/api-docs/openapi.json`), and the answer's schema drives Fastify's serializer, which writes
 * only the properties the schema names: what is documented is what is sent. Every endpoint has an entry.
 */
export interface EndpointDoc {
  summary: string;
  /** The request body (JSON unless `bodyTypes` say otherwise). */
  body?: z.ZodType;
  /** The media types the body may come as, when not JSON alone; a `text/csv` body is the file itself. */
  bodyTypes?: readonly BodyType[];
  /** The JSON answer of a success, or `null`: no JSON body (no content at all, unless `answerTypes` name some). */
  response: z.ZodType | null;
  /** The answer's other media types (an export, the event stream, metrics text), beside any JSON. */
  answerTypes?: readonly AnswerType[];
  /** The status of a success (200 unless told). */
  status?: number;
  /** A page of a list: `page`, `size`, `sort` and `field.matchMode` parameters, `X-Total-Count` and `Link`. */
  list?: boolean;
  /** Query parameters (an object schema), beside the list's. */
  query?: z.ZodType;
  /** Why the operation may answer 429 with `Retry-After` when the server is busy with the same work. */
  busy?: string;
}

/** A health answer: `UP`, and the parts checked (the database, the migrations) with their own status. */
const healthSchema = z.object({
  status: z.literal('UP'),
  components: z
    .record(z.string(), z.object({ status: z.string(), database: z.string().optional() }))
    .optional(),
});

/** The triples import's options. */
const tripleImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .describe('`true` checks the file and previews its first rows without storing anything.'),
});

/** A CSV file: the triples import's columns, with a header row. */
const tripleCsvSchema = z
  .string()
  .describe('A CSV file with a header row: subject, predicate, object, source, aliases, questions.');

/** A report's filters, and which of its tables a CSV holds. */
const reportQuerySchema = reportFiltersSchema.and(
  z.object({
    table: z.string().optional().describe('The table a `text/csv` answer holds (default: the first).'),
  }),
);

export const ENDPOINT_DOCS: Record<Endpoint, EndpointDoc> = {
  'POST /api/authentication': {
    summary: 'Sign in with a login or e-mail and a password; sets the session cookie.',
    body: loginRequestSchema,
    bodyTypes: ['application/x-www-form-urlencoded'],
    response: null,
  },
  'GET /api/authenticate': {
    summary: 'Whether the request has a session (204) or not (401).',
    response: null,
    status: 204,
  },
  'POST /api/logout': { summary: 'Ends the session.', response: null },
  'GET /api/account': { summary: 'The signed-in user.', response: userAccountSchema },
  'POST /api/account/reset-password/init': {
    summary: 'Mails a password-reset link to an address, if it names an account that can sign in.',
    body: resetInitSchema,
    bodyTypes: ['text/plain'],
    response: null,
  },
  'POST /api/account/reset-password/finish': {
    summary: 'Sets a new password with a reset key.',
    body: resetFinishSchema,
    response: null,
  },
  'POST /api/account/reset-password/finish-create': {
    summary: 'Sets the first password with an invitation key.',
    body: resetFinishSchema,
    response: null,
  },
  'POST /api/account/change-password': {
    summary: "Changes the signed-in user's password.",
    body: changePasswordSchema,
    response: null,
  },
  'GET /api/tenant/current': {
    summary: "The signed-in user's tenant and its client apps.",
    response: currentTenantSchema,
  },
  'POST /api/tenant/signup': {
    summary: 'Creates a tenant and its admin.',
    body: tenantSignupSchema,
    response: tenantSignupResponseSchema,
    status: 201,
  },
  'GET /management/health': {
    summary: 'Health: the database answers.',
    response: healthSchema,
  },
  'GET /management/health/liveness': {
    summary: 'Liveness: the process answers and its heap is within its limit.',
    response: healthSchema,
  },
  'GET /management/health/readiness': {
    summary: 'Readiness: the database answers, every migration has run, and the server is not shutting down.',
    response: healthSchema,
  },
  'GET /api/segment-details': {
    summary: 'Usage analytics settings of the web app.',
    response: segmentDetailsSchema,
  },
  'GET /:tenantPublicId/api/products': {
    summary: "The tenant's product cards.",
    response: z.array(productSchema),
  },
  'GET /:tenantPublicId/api/permissions': {
    summary: 'The permission catalogue.',
    response: z.array(permissionSchema),
  },
  'GET /:tenantPublicId/api/roles': {
    summary: 'A page of roles.',
    response: z.array(roleSchema),
    list: true,
  },
  'GET /:tenantPublicId/api/roles/:id': { summary: 'One role.', response: roleSchema },
  'POST /:tenantPublicId/api/roles': {
    summary: 'Creates a custom role.',
    body: roleInputSchema,
    response: roleSchema,
    status: 201,
  },
  'PUT /:tenantPublicId/api/roles/:id': {
    summary: 'Edits a custom role.',
    body: roleInputSchema,
    response: roleSchema,
  },
  'DELETE /:tenantPublicId/api/roles/:id': {
    summary: 'Deletes a custom role that nobody holds.',
    response: null,
    status: 204,
  },
  'GET /:tenantPublicId/api/programs': {
    summary: 'A page of programs.',
    response: z.array(programSchema),
    list: true,
  },
  'GET /:tenantPublicId/api/programs/:id': { summary: 'One program.', response: programSchema },
  'POST /:tenantPublicId/api/programs': {
    summary: 'Creates a program.',
    body: programCreateSchema,
    response: programSchema,
    status: 201,
  },
  'PUT /:tenantPublicId/api/programs/:id': {
    summary: 'Edits a program.',
    body: programUpdateSchema,
    response: programSchema,
  },
  'DELETE /:tenantPublicId/api/programs/:id': {
    summary: 'Deletes a program, or archives it when it has conversations.',
    response: programDeleteResultSchema,
  },
  'GET /:tenantPublicId/api/departments': {
    summary: 'A page of departments.',
    response: z.array(departmentSchema),
    list: true,
  },
  'GET /:tenantPublicId/api/departments/:id': { summary: 'One department.', response: departmentSchema },
  'POST /:tenantPublicId/api/departments': {
    summary: 'Creates a department.',
    body: departmentInputSchema,
    response: departmentSchema,
    status: 201,
  },
  'PUT /:tenantPublicId/api/departments/:id': {
    summary: 'Edits a department.',
    body: departmentInputSchema,
    response: departmentSchema,
  },
  'DELETE /:tenantPublicId/api/departments/:id': {
    summary: 'Deletes a department nobody belongs to.',
    response: null,
    status: 204,
  },
  'GET /:tenantPublicId/api/client-apps': {
    summary: 'Every client app and its address.',
    response: z.array(clientAppSchema),
  },
  'PUT /:tenantPublicId/api/client-apps/:clientId': {
    summary: "Sets or removes a client app's address.",
    body: clientAppUpdateSchema,
    response: clientAppSchema,
  },
  'GET /:tenantPublicId/api/tenant-settings': {
    summary: "The tenant's settings: the time zone of report days and weeks.",
    response: tenantSettingsSchema,
  },
  'PUT /:tenantPublicId/api/tenant-settings': {
    summary: "Sets the tenant's settings: an IANA time zone (`UTC` by default).",
    body: tenantSettingsSchema,
    response: tenantSettingsSchema,
  },
  'GET /:tenantPublicId/api/audit-events': {
    summary: 'A page of the audit log, newest first.',
    response: z.array(auditEventSchema),
    list: true,
  },
  'GET /:tenantPublicId/api/users': {
    summary: 'A page of users.',
    response: z.array(adminUserSchema),
    list: true,
  },
  'POST /:tenantPublicId/api/users': {
    summary: 'Creates a user.',
    body: userCreateSchema,
    response: adminUserSchema,
    status: 201,
  },
  'GET /:tenantPublicId/api/users/:id': { summary: 'One user.', response: adminUserSchema },
  'PUT /:tenantPublicId/api/users/:id': {
    summary: 'Edits a user.',
    body: userUpdateSchema,
    response: adminUserSchema,
  },
  'POST /:tenantPublicId/api/users/:id/deactivate': {
    summary: 'Deactivates a user and ends their sessions.',
    response: adminUserSchema,
  },
  'POST /:tenantPublicId/api/users/:id/reactivate': {
    summary: 'Reactivates a user.',
    response: adminUserSchema,
  },
  'POST /:tenantPublicId/api/users/:id/resend-invitation': {
    summary: 'Sends the invitation mail again.',
    response: null,
    status: 204,
  },
  'POST /:tenantPublicId/api/users/:id/password-reset': {
    summary: 'Mails the user a password-reset link.',
    response: null,
    status: 204,
  },
  'GET /:tenantPublicId/api/agents': {
    summary: 'A page of agents.',
    response: z.array(adminUserSchema),
    list: true,
  },
  'POST /:tenantPublicId/api/agents': {
    summary: 'Creates an agent.',
    body: userCreateSchema,
    response: adminUserSchema,
    status: 201,
  },
  'GET /:tenantPublicId/api/agents/:id': { summary: 'One agent.', response: adminUserSchema },
  'PUT /:tenantPublicId/api/agents/:id': {
    summary: 'Edits an agent.',
    body: userUpdateSchema,
    response: adminUserSchema,
  },
  'POST /:tenantPublicId/api/agents/:id/deactivate': {
    summary: 'Deactivates an agent and ends their sessions.',
    response: adminUserSchema,
  },
  'POST /:tenantPublicId/api/agents/:id/reactivate': {
    summary: 'Reactivates an agent.',
    response: adminUserSchema,
  },
  'POST /:tenantPublicId/api/agents/:id/resend-invitation': {
    summary: 'Sends the invitation mail again.',
    response: null,
    status: 204,
  },
  'POST /:tenantPublicId/api/agents/:id/password-reset': {
    summary: 'Mails the agent a password-reset link.',
    response: null,
    status: 204,
  },
  'POST /:tenantPublicId/api/agents/:id/control-group': {
    summary: 'Puts an active agent in the control group or takes them out.',
    body: controlGroupSchema,
    response: adminUserSchema,
  },
  'GET /collect/v1/projects/:writeKey/settings': {
    summary: 'The settings the usage-analytics library loads for a write key.',
    response: collectorSettingsSchema,
  },
  'POST /collect/v1/:kind': {
    summary:
      'Stores usage-analytics events (Segment-compatible): `t`, `p`, `i`, `g`, `a`, `s` one event of that type, `b` a batch, `m` metrics.',
    body: collectBodySchema,
    bodyTypes: ['text/plain', 'application/json'],
    response: collectAnswerSchema,
  },
  'GET /:tenantPublicId/api/programs/:programId/triples': {
    summary: "A page of the program's triples.",
    response: z.array(tripleSchema),
    list: true,
  },
  'GET /:tenantPublicId/api/programs/:programId/triples/stats': {
    summary: "Counts of the program's triples, subjects and predicates.",
    response: tripleStatsSchema,
  },
  'GET /:tenantPublicId/api/programs/:programId/triples/graph': {
    summary: 'The neighbourhood of a subject in the knowledge graph, to a depth.',
    query: tripleGraphQuerySchema,
    response: tripleGraphSchema,
  },
  'GET /:tenantPublicId/api/programs/:programId/triples/export': {
    summary: "The program's triples as a CSV file (streamed).",
    response: null,
    answerTypes: ['text/csv'],
  },
  'GET /:tenantPublicId/api/programs/:programId/triples/:id': {
    summary: 'One triple.',
    response: tripleSchema,
  },
  'POST /:tenantPublicId/api/programs/:programId/triples': {
    summary: 'Adds a triple.',
    body: tripleCreateSchema,
    response: tripleSchema,
    status: 201,
  },
  'POST /:tenantPublicId/api/programs/:programId/triples/import': {
    summary:
      'Imports triples from a CSV file, all or nothing; triples already known are skipped. `dryRun=true` only checks.',
    query: tripleImportQuerySchema,
    body: tripleCsvSchema,
    bodyTypes: ['text/csv'],
    response: tripleImportResultSchema,
  },
  'PUT /:tenantPublicId/api/programs/:programId/triples/:id': {
    summary: 'Edits a triple.',
    body: tripleUpdateSchema,
    response: tripleSchema,
  },
  'DELETE /:tenantPublicId/api/programs/:programId/triples/:id': {
    summary: 'Deletes a triple.',
    response: null,
    status: 204,
  },
  'GET /:tenantPublicId/api/programs/:programId/stage-model': {
    summary: "The program's stage model and its version.",
    response: stageModelAnswerSchema,
  },
  'PUT /:tenantPublicId/api/programs/:programId/stage-model': {
    summary: 'Saves the stage model over the version it was read at (409 when someone saved since).',
    body: stageModelSchema,
    response: stageModelAnswerSchema,
  },
  'GET /:tenantPublicId/api/chart-palette': {
    summary: "The tenant's chart palette.",
    response: chartPaletteSchema,
  },
  'PUT /:tenantPublicId/api/chart-palette': {
    summary: "Sets the tenant's chart palette.",
    body: chartPaletteSchema,
    response: chartPaletteSchema,
  },
  'GET /api/simulator/frame-src': {
    summary: "The assist frame's address, as a JSON string.",
    response: z.string(),
  },
  'POST /api/simulator/frame-ticket': {
    summary: "A short-lived ticket with which the simulator's frame opens the engine's socket.",
    response: frameTicketSchema,
  },
  'GET /api/engine/frame-config': {
    summary: 'The parent origins the assist frame accepts messages from.',
    response: frameConfigSchema,
  },
  'GET /api/engine/ws': {
    summary:
      "The assist frame's WebSocket (an upgrade, 101): frames are the zod schemas of `packages/shared/src/schemas/engine.ts`.",
    response: null,
    status: 101,
  },
  'GET /:tenantPublicId/api/simulator/engagements/:engagementId': {
    summary: 'A stored simulator engagement, for resuming its page.',
    response: engagementSchema,
  },
  'POST /:tenantPublicId/api/programs/:programId/stage-model/label': {
    summary: 'Labels messages with the current stage model, as the socket does; stores nothing.',
    body: labelRequestSchema,
    response: labelResponseSchema,
  },
  'GET /:tenantPublicId/api/programs/:programId/test-sets': {
    summary: "The program's test sets.",
    response: z.array(testSetSummarySchema),
  },
  'POST /:tenantPublicId/api/programs/:programId/test-sets': {
    summary: `Creates a test set, optionally with its first conversations. A test set holds at most ${TEST_SET_MESSAGES_MAX} messages, naming at most ${TEST_SET_STAGES_MAX} expected stages (400 otherwise).`,
    body: testSetCreateSchema,
    response: testSetSummarySchema,
    status: 201,
  },
  'GET /:tenantPublicId/api/programs/:programId/test-sets/:testSetId': {
    summary: 'A test set with its conversations.',
    response: testSetSchema,
  },
  'DELETE /:tenantPublicId/api/programs/:programId/test-sets/:testSetId': {
    summary: 'Deletes a test set.',
    response: null,
    status: 204,
  },
  'POST /:tenantPublicId/api/programs/:programId/test-sets/:testSetId/conversations': {
    summary: `Adds a conversation to a test set, within its ${TEST_SET_MESSAGES_MAX} messages and ${TEST_SET_STAGES_MAX} expected stages (400 otherwise).`,
    body: testConversationSchema,
    response: testSetSummarySchema,
    status: 201,
  },
  'POST /:tenantPublicId/api/programs/:programId/test-sets/:testSetId/runs': {
    summary: `Runs the current stage model over the test set and stores the scores, with the first ${TEST_RUN_WRONG_MAX} wrong messages.`,
    response: testRunSchema,
    status: 201,
    busy: 'Another test run is going on on this server: runs go one at a time.',
  },
  'GET /:tenantPublicId/api/programs/:programId/test-sets/:testSetId/runs': {
    summary: `The test set's latest ${TEST_RUNS_LISTED} runs.`,
    response: z.array(testRunSchema),
  },
  'GET /:tenantPublicId/api/engagements': {
    summary:
      "A page of the tenant's engagements, ongoing first; `q` searches engagement ids, agents and what was said, `from` and `to` are days in the tenant's time zone.",
    query: engagementSearchSchema,
    response: z.array(engagementSummarySchema),
    list: true,
  },
  'GET /:tenantPublicId/api/engagements/events': {
    summary:
      'Server-sent events: snapshot, then engagement, message, alert and ended; resumes after Last-Event-ID.',
    response: null,
    answerTypes: ['text/event-stream'],
  },
  'GET /:tenantPublicId/api/engagements/:engagementId': {
    summary: 'One engagement with its messages, labels, corrections and alerts.',
    response: engagementDetailSchema,
  },
  'PUT /:tenantPublicId/api/engagements/:engagementId/messages/:index/stage': {
    summary: "Corrects a message's stage, optionally adding its text as an example of that stage.",
    body: stageCorrectionRequestSchema,
    response: engagementMessageSchema,
  },
  'POST /:tenantPublicId/api/engagements/:engagementId/test-set': {
    summary: 'Adds the engagement, corrections included, to a test set of its program.',
    body: addToTestSetSchema,
    response: testSetSummarySchema,
    status: 201,
  },
  'GET /:tenantPublicId/api/api-keys': {
    summary: "The tenant's API keys with their last use (never the key).",
    response: z.array(apiKeySchema),
  },
  'POST /:tenantPublicId/api/api-keys': {
    summary: 'Creates an API key; the answer holds the key, shown this once.',
    body: apiKeyCreateSchema,
    response: apiKeyCreatedSchema,
    status: 201,
  },
  'DELETE /:tenantPublicId/api/api-keys/:id': { summary: 'Revokes an API key.', response: null, status: 204 },
  'POST /api/v1/engagements': {
    summary:
      'Starts an engagement from an external platform. The same start sent again before any message or end (a retry) answers the stored engagement.',
    body: v1EngagementCreateSchema,
    response: engagementSummarySchema,
    status: 201,
  },
  'POST /api/v1/engagements/:engagementId/messages': {
    summary: 'Labels and stores the next message of an engagement; answers the label.',
    body: v1MessageSchema,
    response: labelFrameSchema,
    status: 201,
  },
  'POST /api/v1/engagements/:engagementId/end': {
    summary: 'Ends an engagement.',
    response: z.object({ engagementId: z.string(), endedDate: z.string() }),
  },
  'POST /api/v1/frame-tickets': {
    summary: 'A frame ticket for an external agent desktop, for the agent with this external code.',
    body: v1FrameTicketSchema,
    response: frameTicketSchema,
    status: 201,
  },
  'POST /api/v1/conversations': {
    summary:
      'Imports a transcript recorded elsewhere, after the call: labels it as live, checks the rules, stores it ended.',
    body: v1ConversationImportSchema,
    response: v1ConversationImportedSchema,
    status: 201,
  },
  'GET /:tenantPublicId/api/webhooks': {
    summary: "The tenant's webhooks (never their secrets), and whether one was disabled for failing.",
    response: z.array(webhookSchema),
  },
  'POST /:tenantPublicId/api/webhooks': {
    summary:
      'Adds a webhook: `https` only, to no private, loopback or link-local address. The answer holds the signing secret, shown this once.',
    body: webhookCreateSchema,
    response: webhookCreatedSchema,
    status: 201,
  },
  'PUT /:tenantPublicId/api/webhooks/:id': {
    summary: "Changes a webhook's address, events, description or whether it is enabled.",
    body: webhookUpdateSchema,
    response: webhookSchema,
  },
  'DELETE /:tenantPublicId/api/webhooks/:id': {
    summary: 'Removes a webhook and its delivery log.',
    response: null,
    status: 204,
  },
  'GET /:tenantPublicId/api/webhooks/:id/deliveries': {
    summary: "A page of the webhook's delivery log: event, status, tries, last answer, next try.",
    response: z.array(webhookDeliverySchema),
    list: true,
  },
  'POST /:tenantPublicId/api/webhooks/:id/deliveries/:deliveryId/retry': {
    summary: 'Sends a delivery again now (one more try, whatever its status).',
    response: webhookDeliverySchema,
    status: 202,
  },
  'POST /:tenantPublicId/api/webhooks/:id/test': {
    summary:
      'Queues a signed `webhook.test` delivery to an enabled webhook, shown in its delivery log (202); one waiting test at a time.',
    response: webhookDeliverySchema,
    status: 202,
  },
  'GET /:tenantPublicId/api/reports/funnel': {
    summary: 'How many conversations reached each stage. `Accept: text/csv` answers a CSV.',
    query: reportQuerySchema,
    response: funnelReportSchema,
    answerTypes: ['text/csv'],
  },
  'GET /:tenantPublicId/api/reports/time-in-stage': {
    summary: 'Time in each stage and handle time: medians and 90th percentiles, and weekly medians.',
    query: reportQuerySchema,
    response: timeInStageReportSchema,
    answerTypes: ['text/csv'],
  },
  'GET /:tenantPublicId/api/reports/flow': {
    summary: 'Skipped stages, stages reached out of order, and compliance alerts by rule.',
    query: reportQuerySchema,
    response: flowReportSchema,
    answerTypes: ['text/csv'],
  },
  'GET /:tenantPublicId/api/reports/assist-impact': {
    summary: 'Assisted conversations against the control group: reaching Agent Recommend, with a z-test.',
    query: reportQuerySchema,
    response: assistImpactReportSchema,
    answerTypes: ['text/csv'],
  },
  'GET /:tenantPublicId/api/reports/agents': {
    summary: 'A page of agents with their conversations in the period.',
    query: reportFiltersSchema,
    response: z.array(agentReportRowSchema),
    answerTypes: ['text/csv'],
    list: true,
  },
  'GET /:tenantPublicId/api/reports/corrections': {
    summary:
      "How often supervisors corrected the engine's labels, by stage and week; the program's test runs.",
    query: reportQuerySchema,
    response: correctionsReportSchema,
    answerTypes: ['text/csv'],
  },
  'GET /:tenantPublicId/api/reports/conversations': {
    summary:
      'A page of the conversations behind a figure; as `text/csv`, all of them (at most 100,000), streamed.',
    query: reportFiltersSchema.and(reportConversationFiltersSchema),
    response: z.array(engagementSummarySchema),
    answerTypes: ['text/csv'],
    list: true,
  },
  'GET /management/prometheus': {
    summary: 'Metrics in the Prometheus text format.',
    response: null,
    answerTypes: ['text/plain'],
  },
  'GET /api-docs/openapi.json': {
    summary: 'This OpenAPI document.',
    response: z.record(z.string(), z.unknown()).describe('An OpenAPI 3.1 document.'),
  },
};
