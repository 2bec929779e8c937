import {
  ENGINE_ERROR_KEYS,
  SUPERVISOR_ERROR_KEYS,
  type V1ConversationImported,
  v1ConversationImportSchema,
} from '@parlance/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { parse } from '../../lib/parse.js';
import { fieldProblem, HttpProblem } from '../../lib/problem.js';
import { apiKeyOf, secureRoute } from '../../plugins/access.js';
import type { AppContext } from '../context.js';

/**
 * A transcript at its largest in plain text: 2,000 messages of 5,000 characters with their speakers and times
 * (about 10.2 MB). The server's default body limit (256 KB) would refuse long real calls.
 */
const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;

/**
 * `POST /api/v1/conversations`: transcripts recorded elsewhere, imported after the call (ARCHITECTURE.md
 * "Supervisor and the engagements API"). Registered by the engagements API, inside its scope, so that it shares
 * its key check, rate limit and request metrics.
 */
export const conversationsImportRoutes = (
  app: FastifyInstance,
  { conversationImport: importTranscript }: AppContext,
  options: Pick<RouteOptions, 'config'>,
  agentOf: (tenantId: number, externalCode: string) => Promise<number>,
) => {
  secureRoute(
    app,
    'POST /api/v1/conversations',
    async (request, reply) => {
      const { tenantId } = apiKeyOf(request);
      const input = parse(v1ConversationImportSchema, request.body);
      const agentUserId = input.agent ? await agentOf(tenantId, input.agent.externalCode) : null;
      const imported = await importTranscript({
        tenantId,
        engagementId: input.engagementId,
        programId: input.program,
        agentUserId,
        channel: input.channel,
        messages: input.messages,
      });
      if (!imported.ok) {
        if (imported.errorKey === ENGINE_ERROR_KEYS.unknownProgram)
          throw fieldProblem('program', imported.message, imported.errorKey);
        if (imported.errorKey === SUPERVISOR_ERROR_KEYS.engagementExists)
          throw new HttpProblem(409, 'Conflict', imported.message, imported.errorKey);
        throw new Error(imported.message);
      }
      const answer: V1ConversationImported = { engagementId: input.engagementId, labels: imported.labels };
      return reply.code(201).send(answer);
    },
    { ...options, bodyLimit: IMPORT_BODY_LIMIT },
  );
};
