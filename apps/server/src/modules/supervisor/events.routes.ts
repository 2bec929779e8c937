import type { ServerResponse } from 'node:http';
import { canAccess, ENDPOINT_ACCESS, type Endpoint, SESSION_COOKIE } from '@parlance/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge } from 'prom-client';
import type { StoredEvent } from '../../events/event-bus.js';
import { principalOf, secureRoute } from '../../plugins/access.js';
import { findSession } from '../auth/session.repository.js';
import type { AppContext } from '../context.js';
import { ongoingEngagements } from '../conversations/conversation.repository.js';
import { ACTIVE_STATUSES } from '../users/user.repository.js';

const ENDPOINT: Endpoint = 'GET /:tenantPublicId/api/engagements/events';
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2000;

/** The id to resume after: `Last-Event-ID` (a reconnection) or `?lastEventId=` (a page's first connection). */
const lastEventIdOf = (request: FastifyRequest): number | undefined => {
  const header = request.headers['last-event-id'];
  const query = (request.query as { lastEventId?: unknown } | undefined)?.lastEventId;
  const value = typeof header === 'string' && header !== '' ? header : query;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
};

const frame = (id: number, type: string, data: unknown) =>
  `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

interface Subscriber {
  /** Ends the stream (the app closes, or the session is gone). */
  end(): void;
}

/**
 * The Supervisor's live feed (ARCHITECTURE.md "Live events"): server-sent events, written straight
 * to the socket (the reply is hijacked, so compression and the JSON serializer stay out of it).
 *
 * Each stream subscribes to the tenant's events first and only then reads what it starts from (the events after
 * `Last-Event-ID` when the server still holds that event, otherwise a snapshot of the ongoing engagements); events
 * that arrive meanwhile wait, and everything is sent once, in id order, by id. A client that reads too slowly
 * has at most `EVENTS_BUFFER` events waiting and is then dropped; its browser reconnects and resumes.
 */
export const eventRoutes = async (app: FastifyInstance, context: AppContext) => {
  const { db, events, config } = context;
  const subscribers = new Set<Subscriber>();

  new Gauge({
    name: 'sse_subscribers',
    help: 'Open live event streams (server-sent events) on this instance.',
    registers: [app.metrics],
    collect() {
      this.set(subscribers.size);
    },
  });

  // Open streams would hold the server's close until they end by themselves.
  app.addHook('preClose', async () => {
    for (const subscriber of subscribers) subscriber.end();
  });

  /** Whether the stream's session still signs in a user who may read the feed of this tenant. */
  const sessionHolds = async (sessionId: string | undefined, tenantId: number) => {
    if (!sessionId) return false;
    const found = await findSession(db.kysely, sessionId);
    return (
      found !== undefined &&
      found.user.tenant_id === tenantId &&
      ACTIVE_STATUSES.includes(found.user.status) &&
      found.user.status !== 'TEMP_PASSWORD' &&
      canAccess(found.authorities, ENDPOINT_ACCESS[ENDPOINT])
    );
  };

  secureRoute(app, ENDPOINT, async (request, reply) => {
    const principal = await principalOf(request);
    const tenantId = principal.tenantId;
    const sessionId = request.cookies[SESSION_COOKIE];
    const resumeAfter = lastEventIdOf(request);

    reply.hijack();
    const raw: ServerResponse = reply.raw;
    // Headers the app's hooks set so far (security headers) go out with the stream's own.
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) raw.setHeader(name, value);
    // Set one by one, so that the answer's head stays readable on the response (`getHeader`) once sent.
    raw.setHeader('content-type', 'text/event-stream; charset=utf-8');
    raw.setHeader('cache-control', 'no-cache, no-transform');
    raw.setHeader('connection', 'keep-alive');
    // Proxies such as nginx would otherwise hold events back.
    raw.setHeader('x-accel-buffering', 'no');
    raw.writeHead(200);
    raw.flushHeaders();

    let lastSent = 0;
    let started = false;
    let ended = false;
    /** Events that arrived before the start was sent, or while the socket was full. */
    const waiting: StoredEvent[] = [];
    let congested = false;

    const cleanUp = () => {
      if (ended) return false;
      ended = true;
      subscribers.delete(subscriber);
      unsubscribe();
      clearInterval(heartbeat);
      waiting.length = 0;
      return true;
    };
    const subscriber: Subscriber = {
      end() {
        if (cleanUp()) raw.end();
      },
    };
    /** Too slow a reader: cut off at once, as what it has not read would only grow. */
    const drop = () => {
      if (cleanUp()) {
        request.log.info('live event stream dropped: the client fell behind');
        raw.destroy();
      }
    };

    const write = (text: string) => {
      // A socket the client already closed takes no more: its writes would only pile up in memory.
      if (raw.destroyed) {
        cleanUp();
        return;
      }
      if (!raw.write(text)) congested = true;
    };
    const send = (event: StoredEvent) => {
      if (event.id <= lastSent) return;
      lastSent = event.id;
      write(frame(event.id, event.type, event.data));
    };
    const flush = () => {
      while (!congested && waiting.length > 0 && !ended) send(waiting.shift() as StoredEvent);
    };

    const unsubscribe = events.subscribe(tenantId, (event) => {
      if (ended) return;
      if (started && !congested && waiting.length === 0) {
        send(event);
        return;
      }
      if (waiting.length >= config.EVENTS_BUFFER) drop();
      else waiting.push(event);
    });
    subscribers.add(subscriber);
    raw.on('drain', () => {
      congested = false;
      if (started) flush();
    });
    raw.on('close', () => cleanUp());
    // The client may have gone before this listener was attached, and then its close event has passed.
    if (raw.destroyed) cleanUp();

    const heartbeat = setInterval(() => {
      write(': heartbeat\n\n');
      sessionHolds(sessionId, tenantId)
        .then((holds) => {
          if (!holds) subscriber.end();
        })
        .catch((error: unknown) =>
          request.log.warn({ err: error }, 'live event stream session check failed'),
        );
    }, config.EVENTS_HEARTBEAT_MS);
    heartbeat.unref();

    try {
      write(`retry: ${RETRY_MS}\n\n`);
      const resumable =
        resumeAfter !== undefined &&
        (await db.kysely
          .selectFrom('engagement_event')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', resumeAfter)
          .executeTakeFirst()) !== undefined;
      if (resumable) {
        // The event the client saw last is still held, so everything after it is too (oldest go first).
        lastSent = resumeAfter;
        for (const event of await events.eventsAfter(tenantId, resumeAfter)) {
          if (ended) return;
          send(event);
        }
      } else {
        // The newest event id first: whatever comes after it is sent after the snapshot.
        const snapshotId = await events.newestEventId(tenantId);
        const engagements = await ongoingEngagements(db.kysely, tenantId);
        if (ended) return;
        write(frame(snapshotId, 'snapshot', { engagements }));
        lastSent = snapshotId;
      }
      started = true;
      if (waiting.length > 0 && waiting.length >= config.EVENTS_BUFFER) drop();
      flush();
    } catch (error) {
      request.log.warn({ err: error }, 'live event stream could not start');
      if (cleanUp()) raw.destroy();
    }
  });
};
