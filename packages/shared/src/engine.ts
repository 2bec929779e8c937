import { SESSION_STORAGE_PREFIX } from './constants.js';

/*
 * Plain values of the conversation engine (engagement ids, limits, message types, error keys, close codes, the
 * frame's URLs), kept apart from the zod schemas of `schemas/engine.ts`, which use them and describe the protocol:
 * the simulator page loads no zod.
 */

export const ENGAGEMENT_ID_PREFIX = 'PLATFORM';
export const ENGAGEMENT_NUMBER_MAX = 4_294_967_295;
const ENGAGEMENT_ID_PATTERN = /^PLATFORM(0|[1-9][0-9]{0,9})$/;

/** `PLATFORM` followed by an unsigned 32-bit number written without leading zeros (0 to 4294967295). */
export const isEngagementId = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  const match = ENGAGEMENT_ID_PATTERN.exec(value);
  return match !== null && Number(match[1]) <= ENGAGEMENT_NUMBER_MAX;
};

/**
 * An integrator's own conversation id, taken by the engagements API and the import (`/api/v1`): 1 to 128 letters,
 * digits, `-`, `_`, `.` and `:` (a UUID, `CALL-2024-0001`, `sip:4711`), not dots alone (`.` and `..` are path steps
 * in a URL, so such an engagement could never be named in `/api/v1/engagements/{engagementId}/…`). Simulator ids
 * (`PLATFORM` and a number) fit it too. Ids are unique per tenant, whoever made them.
 */
export const EXTERNAL_ENGAGEMENT_ID_MAX = 128;
export const EXTERNAL_ENGAGEMENT_ID_PATTERN = `^(?!\\.+$)[A-Za-z0-9._:-]{1,${EXTERNAL_ENGAGEMENT_ID_MAX}}$`;
const EXTERNAL_ENGAGEMENT_ID_REGEX = new RegExp(EXTERNAL_ENGAGEMENT_ID_PATTERN);
/** What a wrong id is told, with the pattern: the field's error in a 400, and the OpenAPI document's description. */
export const EXTERNAL_ENGAGEMENT_ID_RULE = `1 to ${EXTERNAL_ENGAGEMENT_ID_MAX} letters, digits, -, _, . or :, not dots alone (pattern ${EXTERNAL_ENGAGEMENT_ID_PATTERN}).`;

export const isExternalEngagementId = (value: unknown): value is string =>
  typeof value === 'string' && EXTERNAL_ENGAGEMENT_ID_REGEX.test(value);

/** A new engagement id from a random 32-bit unsigned number (`crypto.getRandomValues`). */
export const newEngagementId = (): string => {
  const numbers = new Uint32Array(1);
  globalThis.crypto.getRandomValues(numbers);
  return `${ENGAGEMENT_ID_PREFIX}${numbers[0]}`;
};

/** Session-storage key of the running simulation: JSON `SimulatorSession`; cleared at logout with the prefix. */
export const SIMULATOR_SESSION_KEY = `${SESSION_STORAGE_PREFIX}simulator`;
/** The running simulation: its engagement and the program's id. */
export interface SimulatorSession {
  engagementId: string;
  program: number;
}
/** A stored value read back as a `SimulatorSession`, or null when it is not one (anyone may edit session storage). */
export const readSimulatorSession = (value: unknown): SimulatorSession | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { engagementId, program } = value as Record<string, unknown>;
  return isEngagementId(engagementId) && Number.isInteger(program)
    ? { engagementId, program: program as number }
    : null;
};

export const ENGINE_CONTENT_MAX = 5000;
/** More messages than this in one second on one socket closes it with `ENGINE_CLOSE.rateLimited`. */
export const ENGINE_MESSAGES_PER_SECOND = 20;

export const CLIENT_MESSAGE_TYPES = [
  'engagement_start',
  'agent_message',
  'visitor_message',
  'engagement_end',
] as const;
export type ClientMessageType = (typeof CLIENT_MESSAGE_TYPES)[number];

/** Which speaker a message type stands for. */
export const SPEAKER_OF_TYPE = { agent_message: 'Agent', visitor_message: 'Visitor' } as const;

/** At most this many knowledge cards a label. */
export const KNOWLEDGE_CARDS_MAX = 5;

/** `errorKey`s of error frames. */
export const ENGINE_ERROR_KEYS = {
  badJson: 'engine.badjson',
  badMessage: 'engine.badmessage',
  badEngagementId: 'engine.engagementid',
  unknownProgram: 'engine.program',
  notStarted: 'engine.notstarted',
  ended: 'engine.ended',
  otherProgram: 'engine.otherprogram',
  content: 'engine.content',
  internal: 'engine.internal',
} as const;

/** WebSocket close codes. */
export const ENGINE_CLOSE = {
  /** No, an unknown, a used or an expired ticket or resume token; the user logged out or was deactivated. */
  unauthorized: 4401,
  /** The `Origin` header is not the frame's configured origin. */
  forbiddenOrigin: 4403,
  /** More than `ENGINE_MESSAGES_PER_SECOND` messages in a second (policy violation). */
  rateLimited: 1008,
} as const;

/** Query parameters of the frame's URL. */
export const FRAME_QUERY = { app: 'app', provider: 'provider', ticket: 'ticket' } as const;

/** The engine's WebSocket URL, on the frame's own origin. */
export const engineSocketUrl = (
  frameLocation: string,
  auth: { ticket: string } | { resume: string },
): string => {
  const url = new URL('/api/engine/ws', frameLocation);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if ('ticket' in auth) url.searchParams.set('ticket', auth.ticket);
  else url.searchParams.set('resume', auth.resume);
  return url.toString();
};

export const FRAME_TICKET_TTL_SECONDS = 60;

export const LABEL_MESSAGES_MAX = 1000;

export const TEST_SET_NAME_MAX = 100;
export const TEST_SET_MAX_BYTES = 5 * 1024 * 1024;
export const TEST_CONVERSATION_MESSAGES_MAX = 1000;
/** A test set holds at most this many messages in all: a run labels every one of them. */
export const TEST_SET_MESSAGES_MAX = 5000;
/** Its messages name at most this many expected stages: a run's confusion matrix has a row and a column for each. */
export const TEST_SET_STAGES_MAX = 100;
/** A run keeps its first this many wrong messages (its scores count them all). */
export const TEST_RUN_WRONG_MAX = 200;
/** The runs list answers a test set's latest this many runs. */
export const TEST_RUNS_LISTED = 50;
