import { setImmediate as nextTurn } from 'node:timers/promises';
import type { WebSocket } from '@fastify/websocket';
import {
  CLIENT_MESSAGE_TYPES,
  type ClientMessage,
  clientMessageSchema,
  ENGINE_CLOSE,
  ENGINE_CONTENT_MAX,
  ENGINE_ERROR_KEYS,
  ENGINE_MESSAGES_PER_SECOND,
  type Engagement,
  FRAME_TICKET_TTL_SECONDS,
  type FrameConfig,
  type FrameTicket,
  isEngagementId,
  type LabelResponse,
  labelRequestSchema,
  type ServerFrame,
  SPEAKER_OF_TYPE,
  type Speaker,
} from '@parlance/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Gauge } from 'prom-client';
import { type Executor, keepPrepared } from '../../db/database.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { parse } from '../../lib/parse.js';
import { HttpProblem, notFound } from '../../lib/problem.js';
import { reusableQuery } from '../../lib/reusable-query.js';
import { isoIn, nowIso } from '../../lib/time.js';
import { principalOf, secureRoute } from '../../plugins/access.js';
import { API_KEY_TICKET_PREFIX } from '../api-keys/frame-ticket.js';
import type { AppContext } from '../context.js';
import {
  findConversation,
  selectMessages,
  toEngagementMessage,
} from '../conversations/conversation.repository.js';
import type { LabelledResult, ReadCheck } from '../conversations/engagement.pipeline.js';
import { findEngineProgram } from '../programs/program.repository.js';
import { stageColours } from '../studio/stage-model.repository.js';
import { programParam } from '../studio/triple.routes.js';
import { roundedEvidence } from './engine.service.js';

/** Messages the label endpoint labels between two turns of the event loop. */
const LABEL_GROUP = 50;
/** Expired frame tickets and resume tokens are deleted at most this often by an instance. */
const SWEEP_EVERY_MS = 1000;
/** A resume token lives at most this long; it dies earlier with the session that asked for the ticket. */
const RESUME_TOKEN_LIFETIME_MS = 24 * 3_600_000;

/** The user's status while the API key that asked for the ticket lives. */
const apiKeyStatus = (db: Executor, keyId: number, tenantId: number, userId: number) =>
  db
    .selectFrom('api_key')
    .innerJoin('app_user', 'app_user.tenant_id', 'api_key.tenant_id')
    .select('app_user.status')
    .where('api_key.id', '=', keyId)
    .where('api_key.tenant_id', '=', tenantId)
    .where('app_user.id', '=', userId);
const API_KEY_SENTINELS: [number, number, number] = [-0x7fff_fff3, -0x7fff_fff4, -0x7fff_fff5];
/** The user's status while the session that asked for the ticket lives. */
export const sessionStatus = (db: Executor, sessionHash: string, userId: number, now: string) =>
  db
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .select('app_user.status')
    .where('session.id_hash', '=', sessionHash)
    .where('session.user_id', '=', userId)
    .where('session.expires_at', '>', now);
export const SESSION_SENTINELS: [string, number, string] = ['\u0000session', -0x7fff_fff3, '\u0000now'];
// Each asked alone (a start, an end, a frame that is no message): built and compiled once.
const apiKeyStatusQuery = reusableQuery(apiKeyStatus, API_KEY_SENTINELS);
const sessionStatusQuery = reusableQuery(sessionStatus, SESSION_SENTINELS);

/** A status that lets the socket go on. */
export const passes = (status: string | null | undefined) => status != null && status !== 'DEACTIVATED';

interface Connection {
  tenantId: number;
  userId: number;
  sessionHash: string;
}

const CLIENT_TYPES: ReadonlySet<unknown> = new Set(CLIENT_MESSAGE_TYPES);
/**
 * A client frame as `clientMessageSchema` reads it, when it is plainly one (what the frame sends): an engagement
 * id, a known type, a positive safe integer program and a string content within the schema's limit (or none,
 * read as `''`). Undefined otherwise, and the schema then reads it, with its errors: this accepts nothing the
 * schema refuses and answers what the schema would, without its parse at every message.
 */
export const plainClientMessage = (raw: unknown): ClientMessage | undefined => {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const { engagementId, type, program, content } = raw as Record<string, unknown>;
  if (!isEngagementId(engagementId) || !CLIENT_TYPES.has(type)) return undefined;
  if (typeof program !== 'number' || !Number.isSafeInteger(program) || program <= 0) return undefined;
  if (content !== undefined && (typeof content !== 'string' || content.length > ENGINE_CONTENT_MAX * 4))
    return undefined;
  return { engagementId, type: type as ClientMessage['type'], program, content: content ?? '' };
};

/**
 * `JSON.stringify({ type: 'label', ...label })`, its evidence and cards given as the texts the pipeline serialised
 * them to once (`LabelledResult`), rather than serialised again for the frame.
 */
export const labelFrameText = ({ label, texts }: LabelledResult): string =>
  `{"type":"label","engagementId":${JSON.stringify(label.engagementId)},"index":${JSON.stringify(label.index)},` +
  `"from":${JSON.stringify(label.from)},"stage":${JSON.stringify(label.stage)},` +
  `"confidence":${JSON.stringify(label.confidence)},"evidence":${texts.evidence},"cards":${texts.cards},` +
  `"stageChanged":${JSON.stringify(label.stageChanged)},"time":${JSON.stringify(label.time)},` +
  `"alerts":${JSON.stringify(label.alerts)}}`;

const speakerOf = (type: ClientMessage['type']): Speaker | undefined =>
  type === 'agent_message' || type === 'visitor_message' ? SPEAKER_OF_TYPE[type] : undefined;

/** The origin of an address; `null` (which no browser sends for this page) when a Host header makes it no URL. */
const originOf = (address: string) => {
  try {
    return new URL(address).origin;
  } catch {
    return 'null';
  }
};

/**
 * The conversation engine (ARCHITECTURE.md "Engine, stage model and the frame's socket"): the frame's address
 * and configuration, frame tickets, the WebSocket the frame labels messages through, the stored engagement a
 * simulator page resumes, and the label endpoint, which takes the same code path as the socket and stores
 * nothing.
 */
export const engineRoutes = async (app: FastifyInstance, context: AppContext) => {
  let openSockets = 0;
  new Gauge({
    name: 'engine_sockets',
    help: 'Open assist-frame sockets on this instance.',
    registers: [app.metrics],
    collect() {
      this.set(openSockets);
    },
  });
  const { db, config, engine, engagements } = context;
  /**
   * When each table of expiring rows was last swept here: a sweep is a statement of its own, and a thousand sockets
   * opened at once would otherwise send a thousand of each.
   */
  const sweptAt = new Map<string, number>();
  const sweepDue = (table: 'frame_ticket' | 'engine_resume_token') => {
    const now = performance.now();
    if (now - (sweptAt.get(table) ?? Number.NEGATIVE_INFINITY) < SWEEP_EVERY_MS) return false;
    sweptAt.set(table, now);
    return true;
  };

  const frameSrc = (request: FastifyRequest) => config.FRAME_URL ?? `${context.publicUrl(request)}/frame/`;
  /** The origin the frame is served from: the only `Origin` the socket accepts. */
  const frameOrigin = (request: FastifyRequest) =>
    originOf(config.FRAME_URL ?? config.PUBLIC_URL ?? `${request.protocol}://${request.host}`);
  const parentOrigins = (request: FastifyRequest) =>
    config.FRAME_PARENT_ORIGINS ?? [originOf(context.publicUrl(request))];

  // A JSON string: Fastify would send a returned string as text.
  secureRoute(app, 'GET /api/simulator/frame-src', async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(JSON.stringify(frameSrc(request))),
  );

  secureRoute(app, 'POST /api/simulator/frame-ticket', async (request): Promise<FrameTicket> => {
    const principal = await principalOf(request);
    const ticket = randomToken();
    await db.kysely
      .insertInto('frame_ticket')
      .values({
        token_hash: sha256(ticket),
        tenant_id: principal.tenantId,
        user_id: principal.user.id,
        session_hash: principal.user.sessionHash,
        expires_at: isoIn(FRAME_TICKET_TTL_SECONDS * 1000),
      })
      .execute();
    // Tickets nobody used: swept by whoever asks for the next one, at most once a `SWEEP_EVERY_MS` an instance (an
    // expired ticket is refused by its time meanwhile).
    if (sweepDue('frame_ticket'))
      await db.kysely.deleteFrom('frame_ticket').where('expires_at', '<', nowIso()).execute();
    return { ticket };
  });

  secureRoute(
    app,
    'GET /api/engine/frame-config',
    async (request): Promise<FrameConfig> => ({ parentOrigins: parentOrigins(request) }),
  );

  /**
   * The user's status while the session that asked for the ticket lives; undefined once it is gone. A ticket an
   * external agent desktop asked for with a tenant API key lives as long as the key (`API_KEY_TICKET_PREFIX`).
   */
  const checkAlone = async (connection: Connection) => {
    const compiled = connection.sessionHash.startsWith(API_KEY_TICKET_PREFIX)
      ? apiKeyStatusQuery(
          db.kysely,
          Number(connection.sessionHash.slice(API_KEY_TICKET_PREFIX.length)),
          connection.tenantId,
          connection.userId,
        )
      : sessionStatusQuery(db.kysely, connection.sessionHash, connection.userId, nowIso());
    // Planned once per connection on PostgreSQL.
    if (db.dialect === 'postgres') keepPrepared(compiled.sql);
    const status = (await db.kysely.executeQuery(compiled)).rows[0]?.status;
    return passes(status) ? status : undefined;
  };

  /**
   * The session's check of one client frame: a message's is read with its engagement, in the pipeline's statement
   * (`ReadCheck`); any other frame's (and a message's whose engagement is not there to read) is asked alone.
   * `status()` answers the user's status, or undefined once the session is gone.
   */
  const sessionCheck = (connection: Connection) => {
    let status: Promise<string | undefined> | undefined;
    const askAlone = () => {
      status ??= checkAlone(connection);
      return status;
    };
    const read = (value: string | null) => {
      status = Promise.resolve(passes(value) ? (value ?? undefined) : undefined);
    };
    const byKey = connection.sessionHash.startsWith(API_KEY_TICKET_PREFIX);
    const check: ReadCheck = byKey
      ? {
          key: 'engine-api-key',
          column: (database, ...values) =>
            sql<string | null>`(${apiKeyStatus(database, ...(values as typeof API_KEY_SENTINELS))})`,
          values: [
            Number(connection.sessionHash.slice(API_KEY_TICKET_PREFIX.length)),
            connection.tenantId,
            connection.userId,
          ],
          sentinels: API_KEY_SENTINELS,
          read,
          passes,
          alone: async () => (await askAlone()) !== undefined,
        }
      : {
          key: 'engine-session',
          column: (database, ...values) =>
            sql<string | null>`(${sessionStatus(database, ...(values as typeof SESSION_SENTINELS))})`,
          values: [connection.sessionHash, connection.userId, nowIso()],
          sentinels: SESSION_SENTINELS,
          read,
          passes,
          alone: async () => (await askAlone()) !== undefined,
        };
    return { check, status: askAlone };
  };

  /** A ticket (used up here) or a resume token; a new resume token for a ticket. */
  const authenticate = async (
    request: FastifyRequest,
  ): Promise<{ connection: Connection; resumeToken: string } | undefined> => {
    const query = request.query as Record<string, unknown>;
    const ticket = typeof query.ticket === 'string' ? query.ticket : undefined;
    const resume = typeof query.resume === 'string' ? query.resume : undefined;
    if (ticket && ticket.length <= 200) {
      const row = await db.kysely
        .deleteFrom('frame_ticket')
        .where('token_hash', '=', sha256(ticket))
        .returningAll()
        .executeTakeFirst();
      if (!row || row.expires_at <= nowIso()) return undefined;
      const connection = { tenantId: row.tenant_id, userId: row.user_id, sessionHash: row.session_hash };
      if (!(await checkAlone(connection))) return undefined;
      const resumeToken = randomToken();
      await db.kysely
        .insertInto('engine_resume_token')
        .values({
          token_hash: sha256(resumeToken),
          tenant_id: row.tenant_id,
          user_id: row.user_id,
          session_hash: row.session_hash,
          expires_at: isoIn(RESUME_TOKEN_LIFETIME_MS),
        })
        .execute();
      if (sweepDue('engine_resume_token'))
        await db.kysely.deleteFrom('engine_resume_token').where('expires_at', '<', nowIso()).execute();
      return { connection, resumeToken };
    }
    if (resume && resume.length <= 200) {
      const row = await db.kysely
        .selectFrom('engine_resume_token')
        .selectAll()
        .where('token_hash', '=', sha256(resume))
        .where('expires_at', '>', nowIso())
        .executeTakeFirst();
      if (!row) return undefined;
      const connection = { tenantId: row.tenant_id, userId: row.user_id, sessionHash: row.session_hash };
      if (!(await checkAlone(connection))) return undefined;
      return { connection, resumeToken: resume };
    }
    return undefined;
  };

  /** Handles one client message; answers the frame to send back. */
  /** The knowledge cards stored with a resumed engagement's message `index` (its last). */
  const storedCards = async (tenantId: number, engagementId: string, index: number) => {
    const conversation = await findConversation(db.kysely, tenantId, engagementId);
    if (!conversation) return [];
    const row = await selectMessages(db.kysely, tenantId, conversation.id)
      .where('message_index', '=', index)
      .executeTakeFirst();
    return row ? toEngagementMessage(row).cards : [];
  };

  /**
   * `session` is the frame's check of the session: a start or an end waits for it first; a message's pipeline
   * reads it with the engagement and stores nothing unless it passes.
   */
  const handle = async (
    connection: Connection,
    session: ReturnType<typeof sessionCheck>,
    raw: unknown,
  ): Promise<ServerFrame | string> => {
    const { tenantId } = connection;
    const error = (engagementId: string | null, errorKey: string, message: string): ServerFrame => ({
      type: 'error',
      engagementId,
      errorKey,
      message,
    });
    const candidate = raw as Record<string, unknown> | null;
    const echoedId =
      candidate && typeof candidate === 'object' && isEngagementId(candidate.engagementId)
        ? candidate.engagementId
        : null;
    const plain = plainClientMessage(raw);
    const parsed = plain ? { success: true as const, data: plain } : clientMessageSchema.safeParse(raw);
    if (!parsed.success) {
      if (echoedId && parsed.error.issues.every((issue) => issue.path[0] === 'content'))
        return error(echoedId, ENGINE_ERROR_KEYS.content, `1 to ${ENGINE_CONTENT_MAX} characters.`);
      if (parsed.error.issues.some((issue) => issue.path[0] === 'engagementId'))
        return error(
          null,
          ENGINE_ERROR_KEYS.badEngagementId,
          'PLATFORM followed by a number up to 4294967295.',
        );
      return error(
        echoedId,
        ENGINE_ERROR_KEYS.badMessage,
        'Expected {engagementId, type, program, content}.',
      );
    }
    const message = parsed.data;
    const { engagementId } = message;
    if (message.type === 'engagement_start') {
      // The session is checked by the start's read (`StartRequest.check`): nothing is stored unless it passes, and a
      // start refused is not answered (the socket closes).
      const started = await engagements.start({
        tenantId,
        engagementId,
        programId: message.program,
        agentUserId: connection.userId,
        // An external agent desktop's frame (a ticket asked for with an API key) is the platform's engagement.
        source: connection.sessionHash.startsWith(API_KEY_TICKET_PREFIX) ? 'api' : 'simulator',
        channel: null,
        check: session.check,
      });
      const status = await session.status();
      if (!status) return error(engagementId, ENGINE_ERROR_KEYS.internal, 'Unauthorized.');
      if (!started.ok) return error(engagementId, started.errorKey, started.message);
      const assist = status !== 'CONTROL_GROUP';
      const last = started.messages.at(-1);
      return {
        type: 'started',
        engagementId,
        programId: started.programId,
        resumed: started.resumed,
        assist,
        stages: started.stages,
        messages: started.messages,
        cards: last ? await storedCards(tenantId, engagementId, last.index) : [],
      };
    }
    if (message.type === 'engagement_end') {
      if (!(await session.status())) return error(engagementId, ENGINE_ERROR_KEYS.internal, 'Unauthorized.');
      const ended = await engagements.end({ tenantId, engagementId, programId: message.program });
      return ended.ok ? { type: 'ended', engagementId } : error(engagementId, ended.errorKey, ended.message);
    }
    const labelled = await engagements.message({
      tenantId,
      engagementId,
      programId: message.program,
      from: speakerOf(message.type) as Speaker,
      content: message.content,
      check: session.check,
    });
    // The label frame as its text (`labelFrameText`).
    return labelled.ok ? labelFrameText(labelled) : error(engagementId, labelled.errorKey, labelled.message);
  };

  app.route({
    method: 'GET',
    url: '/api/engine/ws',
    handler: async () => {
      throw new HttpProblem(426, 'Upgrade Required', 'This endpoint speaks WebSocket only.');
    },
    wsHandler: (socket: WebSocket, request: FastifyRequest) => {
      const arrivals: number[] = [];
      let closed = false;
      openSockets += 1;
      const close = (code: number, reason: string) => {
        if (closed) return;
        closed = true;
        socket.close(code, reason);
      };
      socket.on('close', () => {
        closed = true;
        openSockets -= 1;
      });
      /** A frame, or its text as `handle` may answer it. */
      const send = (frame: ServerFrame | string) => {
        if (!closed) socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
      };

      const ready = (async () => {
        const origin = request.headers.origin;
        if (origin !== frameOrigin(request)) {
          close(ENGINE_CLOSE.forbiddenOrigin, 'Origin not allowed');
          return undefined;
        }
        const auth = await authenticate(request);
        if (!auth) {
          close(ENGINE_CLOSE.unauthorized, 'Unauthorized');
          return undefined;
        }
        send({ type: 'session', resumeToken: auth.resumeToken });
        return auth.connection;
      })().catch((authError: unknown) => {
        request.log.warn({ err: authError }, 'engine socket could not authenticate');
        close(1011, 'Unavailable');
        return undefined;
      });

      let queue: Promise<void> = Promise.resolve();
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        const now = Date.now();
        arrivals.push(now);
        while (arrivals.length > 0 && arrivals[0]! <= now - 1000) arrivals.shift();
        if (arrivals.length > ENGINE_MESSAGES_PER_SECOND) {
          close(ENGINE_CLOSE.rateLimited, 'Too many messages');
          return;
        }
        queue = queue.then(async () => {
          const connection = await ready;
          if (!connection || closed) return;
          // The session is checked by the statement that reads a message's engagement (any other frame's alone):
          // a message is stored only once the check has passed, and a session that has gone gets no answer but the
          // close.
          const session = sessionCheck(connection);
          try {
            let raw: unknown;
            try {
              raw = isBinary ? undefined : JSON.parse(data.toString());
            } catch {
              raw = undefined;
            }
            const frame: ServerFrame | string =
              raw === undefined
                ? {
                    type: 'error',
                    engagementId: null,
                    errorKey: ENGINE_ERROR_KEYS.badJson,
                    message: 'Malformed JSON.',
                  }
                : await handle(connection, session, raw);
            if (!(await session.status())) {
              close(ENGINE_CLOSE.unauthorized, 'Unauthorized');
              return;
            }
            send(frame);
          } catch (handleError) {
            // A session found gone closes the socket; a check that failed (the database away) is an error frame.
            if ((await session.status().catch(() => 'unchecked')) === undefined) {
              close(ENGINE_CLOSE.unauthorized, 'Unauthorized');
              return;
            }
            request.log.error({ err: handleError }, 'engine message failed');
            send({
              type: 'error',
              engagementId: null,
              errorKey: ENGINE_ERROR_KEYS.internal,
              message: 'The message could not be handled; please send it again.',
            });
          }
        });
      });
    },
  });

  secureRoute(
    app,
    'GET /:tenantPublicId/api/simulator/engagements/:engagementId',
    async (request): Promise<Engagement> => {
      const principal = await principalOf(request);
      const { engagementId } = request.params as { engagementId: string };
      if (!isEngagementId(engagementId)) throw notFound();
      const conversation = await findConversation(db.kysely, principal.tenantId, engagementId);
      if (!conversation) throw notFound();
      const program = await findEngineProgram(db.kysely, principal.tenantId, conversation.program_id);
      const { stored } = await engine.programModel(
        db.kysely,
        principal.tenantId,
        conversation.program_id,
        program?.agent_only === 1,
      );
      const messages = await engagements.storedMessages(principal.tenantId, conversation.id);
      return {
        engagementId,
        programId: conversation.program_id,
        startedDate: conversation.started_date,
        endedDate: conversation.ended_date,
        stages: stageColours(stored),
        messages: messages.map(({ index, from, content, stage, confidence }) => ({
          index,
          from,
          content,
          stage,
          confidence,
        })),
      };
    },
  );

  secureRoute(
    app,
    'POST /:tenantPublicId/api/programs/:programId/stage-model/label',
    async (request): Promise<LabelResponse> => {
      const principal = await principalOf(request);
      const program = await programParam(db.kysely, principal.tenantId, request);
      const input = parse(labelRequestSchema, request.body);
      const { model } = await engine.currentModel(
        db.kysely,
        principal.tenantId,
        program.id,
        program.agent_only === 1,
      );
      // The socket's path: one live labeller, message by message. Up to 1,000 long messages take the model
      // about a second, so the event loop gets a turn after every group of them.
      const labeller = model.startConversation();
      const labels: LabelResponse['labels'] = [];
      for (const message of input.messages) {
        if (labels.length > 0 && labels.length % LABEL_GROUP === 0) await nextTurn();
        const answer = labeller.label(message);
        labels.push({
          stage: answer.stage,
          confidence: Math.round(answer.confidence * 1e4) / 1e4,
          evidence: roundedEvidence(answer.evidence),
        });
      }
      return { version: model.version, labels };
    },
    { bodyLimit: 2 * 1024 * 1024 },
  );
};
