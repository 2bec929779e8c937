/**
 * The frame's side of the simulator protocol (DESIGN.md section 4): what the parent may post, what the engine
 * answers, the origin checks and the reconnect backoff. Pure functions, no DOM beyond what is passed in.
 */

import type { ClientMessage, ClientMessageType } from '@parlance/shared';

export type {
  EndedFrame,
  ErrorFrame,
  EvidenceItem as Evidence,
  KnowledgeCard as Card,
  LabelFrame,
  ServerFrame,
  SessionFrame,
  StartedFrame,
} from '@parlance/shared';

/**
 * The parent's message types, as `CLIENT_MESSAGE_TYPES` of `packages/shared/src/schemas/engine.ts` (repeated here:
 * importing values from that module would bring zod into the frame's bundle).
 */
export const PARENT_MESSAGE_TYPES: readonly ClientMessageType[] = [
  'engagement_start',
  'agent_message',
  'visitor_message',
  'engagement_end',
];
export type ParentMessageType = ClientMessageType;
/** Every message of the parent: `{engagementId, type, program, content}` (spec section 4). */
export type ParentMessage = ClientMessage;

/** The URL parameters the parent gives the frame. */
export interface FrameParams {
  app: string;
  provider: string;
  ticket: string;
}

export const readParams = (search: string): FrameParams => {
  const params = new URLSearchParams(search);
  return {
    app: params.get('app') ?? '',
    provider: params.get('provider') ?? '',
    ticket: params.get('ticket') ?? '',
  };
};

/** The engine's WebSocket on the frame's own host: with the ticket at first, with the resume token after a drop. */
export const engineSocketUrl = (
  location: Pick<Location, 'protocol' | 'host'>,
  auth: { ticket: string } | { resume: string },
): string => {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query =
    'ticket' in auth
      ? `ticket=${encodeURIComponent(auth.ticket)}`
      : `resume=${encodeURIComponent(auth.resume)}`;
  return `${scheme}//${location.host}/api/engine/ws?${query}`;
};

/** Normalises a configured origin list (comma or space separated), dropping anything that is not an origin. */
export const parseOrigins = (value: string | readonly string[] | null | undefined): string[] => {
  const items = typeof value === 'string' ? value.split(/[\s,]+/) : [...(value ?? [])];
  const origins: string[] = [];
  for (const item of items) {
    try {
      const origin = new URL(item.trim()).origin;
      if (origin !== 'null' && !origins.includes(origin)) origins.push(origin);
    } catch {
      // not a URL: ignored
    }
  }
  return origins;
};

/** Only exactly an allowed origin passes (no prefixes, no wildcards). */
export const isAllowedOrigin = (origin: string, allowed: readonly string[]): boolean =>
  origin !== 'null' && allowed.includes(origin);

/** A message event counts only when it comes from the parent window and from an allowed origin. */
export const isFromParent = (
  event: Pick<MessageEvent, 'origin' | 'source'>,
  parent: unknown,
  allowed: readonly string[],
): boolean => event.source === parent && isAllowedOrigin(event.origin, allowed);

/**
 * The parent's origin, known before it posts anything: the browser's ancestor origins where it has them, else the
 * referrer's. `undefined` when there is none or it is not allowed: then the frame posts nothing.
 */
export const parentOrigin = (
  location: { ancestorOrigins?: { length: number; [i: number]: string } },
  referrer: string,
  allowed: readonly string[],
): string | undefined => {
  let origin: string | undefined;
  if (location.ancestorOrigins && location.ancestorOrigins.length > 0) origin = location.ancestorOrigins[0];
  else if (referrer) {
    try {
      origin = new URL(referrer).origin;
    } catch {
      origin = undefined;
    }
  }
  return origin && isAllowedOrigin(origin, allowed) ? origin : undefined;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A parent message of the protocol, or `undefined` for anything else (which is ignored). */
export const parseParentMessage = (data: unknown): ParentMessage | undefined => {
  if (!isObject(data)) return undefined;
  const { engagementId, type, program, content } = data;
  if (typeof engagementId !== 'string' || typeof type !== 'string') return undefined;
  if (!(PARENT_MESSAGE_TYPES as readonly string[]).includes(type)) return undefined;
  if (typeof program !== 'number' || !Number.isInteger(program)) return undefined;
  if (typeof content !== 'string') return undefined;
  return { engagementId, type: type as ParentMessageType, program, content };
};

/** An engine frame, or `undefined` for text that is not one. */
export const parseServerFrame = (text: unknown): import('@parlance/shared').ServerFrame | undefined => {
  if (typeof text !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!isObject(value) || typeof value.type !== 'string') return undefined;
    return value as unknown as import('@parlance/shared').ServerFrame;
  } catch {
    return undefined;
  }
};

/** Reconnect delays: 500 ms, doubling, at most 10 s (the spec's retry backoff: minimum 500 ms, factor 2). */
export const BACKOFF_MIN_MS = 500;
export const BACKOFF_FACTOR = 2;
export const BACKOFF_MAX_MS = 10_000;
export const backoffDelay = (attempt: number): number =>
  Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * BACKOFF_FACTOR ** Math.max(0, attempt));

/**
 * Close codes after which reconnecting cannot help: a refused ticket or token (4401), a wrong `Origin` (4403), too
 * many messages (1008).
 */
export const FINAL_CLOSE_CODES = new Set([1008, 4401, 4403]);
