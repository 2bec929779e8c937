import {
  COLLECTOR_PREFIX,
  collectBatchSchema,
  collectEventSchema,
  collectMetricsSchema,
  collectorSettings,
  type SegmentDetails,
} from '@parlance/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse } from '../../lib/parse.js';
import { badRequest } from '../../lib/problem.js';
import { secureRoute } from '../../plugins/access.js';
import { assertAcceptableInput } from '../../plugins/input-check.js';
import type { AppContext } from '../context.js';
import { type CollectedEvent, storeEvents, storeMetrics } from './analytics.repository.js';

const TYPES = { t: 'track', p: 'page', i: 'identify', g: 'group', a: 'alias', s: 'screen' } as const;
type Kind = keyof typeof TYPES | 'b' | 'm';

/** The bodies come as JSON sent as text/plain (so that browsers skip the pre-flight). */
const jsonBody = (request: FastifyRequest): unknown => {
  if (typeof request.body !== 'string') return request.body;
  try {
    return JSON.parse(request.body);
  } catch {
    throw badRequest('The body is not JSON.');
  }
};

/** The body read from text: held to the rules the body parser and the input check apply to JSON bodies. */
const checkedJsonBody = (request: FastifyRequest): unknown => {
  const body = jsonBody(request);
  if (typeof request.body === 'string') assertAcceptableInput(body, 'request');
  return body;
};

/**
 * Usage analytics: the config the web app loads, and a Segment-compatible collector that stores events in the
 * database (deduplicated on messageId), so that analytics works offline on the embedded default.
 */
export const analyticsRoutes = async (app: FastifyInstance, { db, config, publicUrl }: AppContext) => {
  const writeKey = config.ANALYTICS_WRITE_KEY;
  const knownKey = (key: string | undefined) => {
    if (key !== writeKey) throw badRequest('Unknown writeKey.', 'unknownwritekey');
  };

  secureRoute(
    app,
    'GET /api/segment-details',
    async (): Promise<SegmentDetails> => ({
      writeKey: config.ANALYTICS_ENABLED ? writeKey : null,
      cdnEnabled: config.ANALYTICS_CDN_ENABLED,
    }),
  );

  const rateLimit = { max: config.COLLECTOR_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };

  secureRoute(
    app,
    'GET /collect/v1/projects/:writeKey/settings',
    async (request) => {
      knownKey((request.params as { writeKey: string }).writeKey);
      return collectorSettings(writeKey, publicUrl(request));
    },
    { config: { rateLimit } },
  );

  secureRoute(
    app,
    'POST /collect/v1/:kind',
    async (request, reply) => {
      const kind = (request.params as { kind: string }).kind as Kind;
      const body = checkedJsonBody(request);
      if (kind === 'm') {
        await storeMetrics(db.kysely, parse(collectMetricsSchema, body).series);
        return reply.code(200).send({ success: true });
      }
      let events: CollectedEvent[];
      if (kind === 'b') {
        const batch = parse(collectBatchSchema, body);
        knownKey(batch.writeKey);
        events = batch.batch.map((event) => ({ ...event, writeKey: batch.writeKey }));
      } else if (Object.hasOwn(TYPES, kind)) {
        const event = parse(collectEventSchema, body);
        knownKey(event.writeKey);
        if (event.type !== TYPES[kind as keyof typeof TYPES])
          throw badRequest('The event type does not match the path.');
        events = [{ ...event, writeKey }];
      } else {
        throw badRequest(`Unknown endpoint ${COLLECTOR_PREFIX}/v1/${kind}.`);
      }
      await storeEvents(db.kysely, events);
      return reply.code(200).send({ success: true });
    },
    { config: { rateLimit }, bodyLimit: 512 * 1024 },
  );
};
