import type { ListSpec } from './list-query.js';

/*
 * Plain values of the Supervisor area and the engagements API (enums, the list spec, event types, API key limits,
 * error keys), kept apart from the zod schemas of `schemas/supervisor.ts`, which use them: the Supervisor page
 * loads zod only with its forms.
 */

export const ENGAGEMENT_SOURCES = ['simulator', 'api', 'import'] as const;
export type EngagementSource = (typeof ENGAGEMENT_SOURCES)[number];
export const ENGAGEMENT_STATUSES = ['ongoing', 'ended'] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];
/** An external platform's channel name: `voice`, `chat`, `sms`… (1 to 20 letters, digits, `-` or `_`). */
export const CHANNEL_MAX = 20;

/**
 * `GET /{tenantPublicId}/api/engagements`: the list convention. Default order: ongoing first, then the newest
 * start. `hasAlerts` is `true` or `false`; `agent` is the agent user's id; `program` the program's id.
 */
export const ENGAGEMENT_LIST_SPEC: ListSpec = {
  sortable: ['engagementId', 'startedDate', 'status', 'currentStage', 'messageCount', 'alertCount'],
  filters: {
    engagementId: 'text',
    program: 'number',
    agent: 'number',
    status: { kind: 'enum', values: ENGAGEMENT_STATUSES },
    currentStage: 'text',
    source: { kind: 'enum', values: ENGAGEMENT_SOURCES },
    startedDate: 'date',
    hasAlerts: 'boolean',
  },
  defaultSort: { field: 'status', order: -1 },
};

/** The event stream's event types (see `schemas/supervisor.ts`). */
export const ENGAGEMENT_EVENT_TYPES = ['snapshot', 'engagement', 'message', 'alert', 'ended'] as const;
export type EngagementEventType = (typeof ENGAGEMENT_EVENT_TYPES)[number];
/** Events a subscriber may have queued before it is dropped. */
export const ENGAGEMENT_EVENTS_BUFFER = 1000;
/** How long the server holds events for a reconnection to resume from. */
export const ENGAGEMENT_EVENTS_RETENTION_MS = 10 * 60_000;

export const API_KEY_NAME_MAX = 100;
/** Keys start with this, so that a leaked one is recognisable (`plk_` and 43 base64url characters). */
export const API_KEY_PREFIX = 'plk_';
/** Messages a transcript imported after the call (`POST /api/v1/conversations`) holds: at least 1, at most this. */
export const IMPORT_MESSAGES_MAX = 2000;

/** Requests a key may make a minute on `/api/v1`. */
export const API_KEY_REQUESTS_PER_MINUTE = 600;

export const SUPERVISOR_ERROR_KEYS = {
  engagementExists: 'engagementexists',
  engagementEnded: 'engagementended',
  unknownAgent: 'unknownagent',
  unknownStage: 'unknownstage',
} as const;
