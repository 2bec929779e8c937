import {
  ENGINE_ERROR_KEYS,
  type EngagementSummary,
  EXTERNAL_ENGAGEMENT_ID_RULE,
  type FrameTicket,
  isExternalEngagementId,
  SUPERVISOR_ERROR_KEYS,
  v1EngagementCreateSchema,
  v1FrameTicketSchema,
  v1MessageSchema,
} from '@parlance/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter } from 'prom-client';
import { sha256 } from '../../lib/crypto.js';
import { parse } from '../../lib/parse.js';
import { fieldProblem, HttpProblem, notFound } from '../../lib/problem.js';
import { apiKeyOf, bearerKey, secureRoute } from '../../plugins/access.js';
import type { AppContext } from '../context.js';
import { findConversation, findEngagementSummary } from '../conversations/conversation.repository.js';
import type { EngineFailure } from '../conversations/engagement.pipeline.js';
import { conversationsImportRoutes } from './conversations-import.routes.js';
import { issueApiKeyFrameTicket } from './frame-ticket.js';

const conflict = (detail: string, errorKey: string) => new HttpProblem(409, 'Conflict', detail, errorKey);

/** The pipeline's failures, as the HTTP answers of `/api/v1`. */
const problemOf = (failure: EngineFailure) => {
  switch (failure.errorKey) {
    case ENGINE_ERROR_KEYS.unknownProgram:
      return fieldProblem('program', failure.message, failure.errorKey);
    case ENGINE_ERROR_KEYS.content:
      return fieldProblem('content', failure.message, failure.errorKey);
    case ENGINE_ERROR_KEYS.ended:
      return conflict(failure.message, SUPERVISOR_ERROR_KEYS.engagementEnded);
    case ENGINE_ERROR_KEYS.otherProgram:
      return conflict('The engagement id is taken.', SUPERVISOR_ERROR_KEYS.engagementExists);
    default:
      return notFound();
  }
};

/**
 * Whether a start names an engagement that an earlier start of the same program, channel and agent stored through
 * the API and that has neither a message nor an end yet: a client's retry, answered as the first start was.
 */
const isRetryOf = (
  summary: EngagementSummary,
  input: { program: number; channel: string },
  agentUserId: number | null,
) =>
  summary.source === 'api' &&
  summary.programId === input.program &&
  summary.channel === input.channel &&
  (summary.agent?.id ?? null) === agentUserId &&
  summary.status === 'ongoing' &&
  summary.messageCount === 0;

/**
 * The engagements API for external platforms (`/api/v1`, ARCHITECTURE.md "Supervisor and the engagements
 * API"). A tenant API key (`Authorization: Bearer …`, checked by the access guard) stands for the tenant; no
 * session, no cookie and no CSRF token. Every engagement takes the assist frame's path
 * (`context.engagements`), so it is labelled, stored, checked for compliance and published the same, with the
 * source `api`.
 */
export const engagementsApiRoutes = async (app: FastifyInstance, context: AppContext) => {
  const { db, config, engagements } = context;

  const requests = new Counter({
    name: 'api_v1_requests_total',
    help: 'Requests to the /api/v1 engagements API, by route and status.',
    labelNames: ['route', 'status'] as const,
    registers: [app.metrics],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route?.startsWith('/api/v1/'))
      requests.inc({ route: `${request.method} ${route}`, status: String(reply.statusCode) });
  });

  // Per key and per endpoint; a request without a key shares one bucket per address (it is refused anyway).
  const rateLimit = {
    max: config.API_KEY_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => {
      const key = bearerKey(request);
      return `api-v1:${request.routeOptions.url}:${key ? sha256(key) : `ip:${request.ip}`}`;
    },
  };
  const options = { config: { rateLimit } };

  /**
   * The tenant's engagement named in the path; another tenant's or an unknown one is "not found", an id outside
   * the rule a 400 that gives it.
   */
  /** The path's engagement id, checked for its form only. */
  const engagementIdParam = (request: FastifyRequest) => {
    const { engagementId } = request.params as { engagementId: string };
    if (!isExternalEngagementId(engagementId))
      throw fieldProblem('engagementId', EXTERNAL_ENGAGEMENT_ID_RULE);
    return engagementId;
  };
  const engagementParam = async (request: FastifyRequest) => {
    const engagementId = engagementIdParam(request);
    const conversation = await findConversation(db.kysely, apiKeyOf(request).tenantId, engagementId);
    if (!conversation) throw notFound();
    return engagementId;
  };

  /** The tenant's active user with this external code (an agent of the platform), or a field error. */
  const agentOf = async (tenantId: number, externalCode: string) => {
    const agent = await db.kysely
      .selectFrom('app_user')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('external_code', '=', externalCode)
      .where('status', '!=', 'DEACTIVATED')
      .executeTakeFirst();
    if (!agent)
      throw fieldProblem(
        'agent.externalCode',
        'No agent has this external code.',
        SUPERVISOR_ERROR_KEYS.unknownAgent,
      );
    return agent.id;
  };

  secureRoute(
    app,
    'POST /api/v1/engagements',
    async (request, reply) => {
      const { tenantId } = apiKeyOf(request);
      const input = parse(v1EngagementCreateSchema, request.body);
      const agentUserId = input.agent ? await agentOf(tenantId, input.agent.externalCode) : null;
      const existing = await findConversation(db.kysely, tenantId, input.engagementId);
      if (existing) {
        // The same start again (a retry after an answer that was lost or said 503 once the row was stored) gets
        // the first start's answer; anything else with this id is refused.
        const summary = await findEngagementSummary(db.kysely, tenantId, existing.id);
        if (summary && isRetryOf(summary, input, agentUserId)) return reply.code(201).send(summary);
        throw fieldProblem(
          'engagementId',
          'This engagement id is taken.',
          SUPERVISOR_ERROR_KEYS.engagementExists,
        );
      }
      const started = await engagements.start({
        tenantId,
        engagementId: input.engagementId,
        programId: input.program,
        agentUserId,
        source: 'api',
        channel: input.channel,
      });
      if (!started.ok) throw problemOf(started);
      const conversation = await findConversation(db.kysely, tenantId, input.engagementId);
      const summary: EngagementSummary | undefined =
        conversation && (await findEngagementSummary(db.kysely, tenantId, conversation.id));
      // Started by a concurrent request with the same id: the API never resumes, but the same start is one.
      if (started.resumed && !(summary && isRetryOf(summary, input, agentUserId)))
        throw fieldProblem(
          'engagementId',
          'This engagement id is taken.',
          SUPERVISOR_ERROR_KEYS.engagementExists,
        );
      return reply.code(201).send(summary);
    },
    options,
  );

  secureRoute(
    app,
    'POST /api/v1/engagements/:engagementId/messages',
    async (request, reply) => {
      const { tenantId } = apiKeyOf(request);
      // No read of its own: the pipeline's one read of the engagement answers an unknown one (404).
      const engagementId = engagementIdParam(request);
      const input = parse(v1MessageSchema, request.body);
      const labelled = await engagements.message({
        tenantId,
        engagementId,
        from: input.from,
        content: input.content,
      });
      if (!labelled.ok) throw problemOf(labelled);
      return reply.code(201).send({ type: 'label', ...labelled.label });
    },
    options,
  );

  secureRoute(
    app,
    'POST /api/v1/engagements/:engagementId/end',
    async (request) => {
      const { tenantId } = apiKeyOf(request);
      const engagementId = await engagementParam(request);
      const ended = await engagements.end({ tenantId, engagementId });
      if (!ended.ok) throw problemOf(ended);
      return { engagementId, endedDate: ended.endedDate };
    },
    options,
  );

  secureRoute(
    app,
    'POST /api/v1/frame-tickets',
    async (request, reply): Promise<FrameTicket> => {
      const { keyId, tenantId } = apiKeyOf(request);
      const input = parse(v1FrameTicketSchema, request.body);
      const userId = await agentOf(tenantId, input.agent.externalCode);
      const ticket = await issueApiKeyFrameTicket(db.kysely, keyId, tenantId, userId);
      return reply.code(201).send({ ticket });
    },
    options,
  );

  conversationsImportRoutes(app, context, options, agentOf);
};
