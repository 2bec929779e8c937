import { z } from 'zod';
import { ENGINE_CONTENT_MAX } from '../engine.js';
import { SPEAKERS, STAGE_LABEL_MAX } from '../studio.js';
import {
  API_KEY_NAME_MAX,
  ENGAGEMENT_SOURCES,
  ENGAGEMENT_STATUSES,
  IMPORT_MESSAGES_MAX,
} from '../supervisor.js';
import { requiredText } from '../validation.js';
import { calendarTimeSchema } from './calendar.js';
import {
  type Alert,
  alertSchema,
  externalEngagementIdSchema,
  knowledgeCardSchema,
  stageColourEntrySchema,
} from './engine.js';

/*
 * The Supervisor area and the engagements API (DESIGN.md section 5, ARCHITECTURE.md "Supervisor and the
 * engagements API"): the live list and detail of a tenant's engagements, the server-sent event stream that
 * keeps them current, label corrections, compliance alerts, tenant API keys and the `/api/v1` engagements API
 * for external platforms. Enums, the list spec, event types and other plain values are in `../supervisor.ts`.
 */

// ---------------------------------------------------------------------------------------------------------------
// Engagements: list and detail
// ---------------------------------------------------------------------------------------------------------------

export const engagementAgentSchema = z.object({
  id: z.number(),
  login: z.string(),
  name: z.string(),
  externalCode: z.string().nullable(),
});
export type EngagementAgent = z.infer<typeof engagementAgentSchema>;

/** One engagement as the live list shows it. `currentStage` is the last message's stage (its correction first). */
export const engagementSummarySchema = z.object({
  engagementId: z.string(),
  programId: z.number(),
  programName: z.string(),
  agent: engagementAgentSchema.nullable(),
  source: z.enum(ENGAGEMENT_SOURCES),
  channel: z.string().nullable(),
  status: z.enum(ENGAGEMENT_STATUSES),
  startedDate: z.string(),
  endedDate: z.string().nullable(),
  currentStage: z.string().nullable(),
  lastMessage: z.object({ from: z.enum(SPEAKERS), content: z.string(), time: z.string() }).nullable(),
  messageCount: z.number().int(),
  alertCount: z.number().int(),
});
export type EngagementSummary = z.infer<typeof engagementSummarySchema>;

export const stageCorrectionSchema = z.object({
  stage: z.string(),
  by: z.string(),
  date: z.string(),
});
export type StageCorrection = z.infer<typeof stageCorrectionSchema>;

/**
 * One message of an engagement's detail. `stage` is what counts (the correction when there is one);
 * `engineStage` is the engine's own label, kept beside it. `cards` are the knowledge cards shown with it.
 */
export const engagementMessageSchema = z.object({
  index: z.number().int(),
  from: z.enum(SPEAKERS),
  content: z.string(),
  stage: z.string(),
  engineStage: z.string(),
  confidence: z.number(),
  correction: stageCorrectionSchema.nullable(),
  cards: z.array(knowledgeCardSchema),
  time: z.string(),
});
export type EngagementMessage = z.infer<typeof engagementMessageSchema>;

/** `GET /{tenantPublicId}/api/engagements/{engagementId}`. */
export const engagementDetailSchema = engagementSummarySchema.extend({
  stages: z.array(stageColourEntrySchema),
  messages: z.array(engagementMessageSchema),
  alerts: z.array(alertSchema),
});
export type EngagementDetail = z.infer<typeof engagementDetailSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The event stream: GET /{tenantPublicId}/api/engagements/events (text/event-stream)
// ---------------------------------------------------------------------------------------------------------------

/**
 * Every event has an `id:` (increasing within a tenant); `event:` is its type and `data:` its JSON.
 * - `snapshot` `{engagements}`: the ongoing engagements, first on every (re)connection that cannot resume.
 * - `engagement` (an `EngagementSummary`): started or changed (stage, last message, counts, a correction).
 * - `message` `{engagementId, message}`: a labelled message, or a message whose stage was corrected.
 * - `alert` (an `Alert`), `ended` `{engagementId, endedDate}`.
 * A reconnection with `Last-Event-ID` gets the events after it when the server still holds them, otherwise a new
 * snapshot. A subscriber that falls more than `ENGAGEMENT_EVENTS_BUFFER` events behind is disconnected.
 */
export const snapshotEventSchema = z.object({ engagements: z.array(engagementSummarySchema) });
export const messageEventSchema = z.object({ engagementId: z.string(), message: engagementMessageSchema });
export const endedEventSchema = z.object({ engagementId: z.string(), endedDate: z.string() });
export type SnapshotEvent = z.infer<typeof snapshotEventSchema>;
export type MessageEvent = z.infer<typeof messageEventSchema>;
export type EndedEvent = z.infer<typeof endedEventSchema>;

/** The data of each event type. */
export interface EngagementEventData {
  snapshot: SnapshotEvent;
  engagement: EngagementSummary;
  message: MessageEvent;
  alert: Alert;
  ended: EndedEvent;
}

// ---------------------------------------------------------------------------------------------------------------
// Label corrections
// ---------------------------------------------------------------------------------------------------------------

/** `PUT …/engagements/{engagementId}/messages/{index}/stage`: answers the corrected `EngagementMessage`. */
export const stageCorrectionRequestSchema = z.object({
  stage: requiredText(STAGE_LABEL_MAX),
  addAsExample: z.boolean().default(false),
});
export type StageCorrectionRequest = z.input<typeof stageCorrectionRequestSchema>;

/**
 * `POST …/engagements/{engagementId}/test-set`: adds the engagement (its messages with their stages, corrections
 * first) to a test set of its program: an existing one (`testSetId`) or a new one (`name`). Answers 201 with the
 * test set's summary.
 */
export const addToTestSetSchema = z
  .object({
    testSetId: z.number().int().positive().optional(),
    name: requiredText(100).optional(),
  })
  .refine((value) => (value.testSetId === undefined) !== (value.name === undefined), {
    message: 'Give a test set or the name of a new one.',
    path: ['testSetId'],
  });
export type AddToTestSetRequest = z.input<typeof addToTestSetSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Tenant API keys (Admin Settings)
// ---------------------------------------------------------------------------------------------------------------

export const apiKeyCreateSchema = z.object({ name: requiredText(API_KEY_NAME_MAX) });
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateSchema>;
/** `GET …/api-keys`: never the key itself. `lastUsedDate` is null for a key never used. */
export const apiKeySchema = z.object({
  id: z.number(),
  name: z.string(),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
  lastUsedDate: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
/** `POST …/api-keys` answers 201 with the key, shown this once. */
export const apiKeyCreatedSchema = z.object({ id: z.number(), name: z.string(), key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

// ---------------------------------------------------------------------------------------------------------------
// /api/v1: the engagements API for external platforms (Authorization: Bearer <key>)
// ---------------------------------------------------------------------------------------------------------------

const externalAgentSchema = z.object({ externalCode: requiredText(50) });

/** `POST /api/v1/engagements`: 201 with the `EngagementSummary`; 409 if the engagement id is taken. */
export const v1EngagementCreateSchema = z.object({
  engagementId: externalEngagementIdSchema,
  program: z.number().int().positive(),
  agent: externalAgentSchema.optional(),
  channel: z.string().regex(/^[A-Za-z0-9_-]{1,20}$/, 'A channel is 1 to 20 letters, digits, - or _.'),
});
export type V1EngagementCreate = z.input<typeof v1EngagementCreateSchema>;

/**
 * `POST /api/v1/engagements/{engagementId}/messages`: answers 201 with the label, as the socket's `label` frame
 * (plus the alerts the message raised).
 */
export const v1MessageSchema = z.object({
  from: z.enum(SPEAKERS),
  content: z.string(),
});
export type V1Message = z.input<typeof v1MessageSchema>;

/** A message's text, as the engine takes it: 1 to `ENGINE_CONTENT_MAX` characters once trimmed. */
const engineContentSchema = z
  .string()
  .trim()
  .min(1, `1 to ${ENGINE_CONTENT_MAX} characters.`)
  .max(ENGINE_CONTENT_MAX, `1 to ${ENGINE_CONTENT_MAX} characters.`);

/** A recorded message's time: ISO 8601 with seconds and `Z` or an offset, in the accepted range, not in the future. */
const importedTimeSchema = calendarTimeSchema.refine(
  (time) => Date.parse(time) <= Date.now(),
  'This time is in the future.',
);

export const v1ImportedMessageSchema = z.object({
  from: z.enum(SPEAKERS),
  content: engineContentSchema,
  time: importedTimeSchema,
});

/**
 * `POST /api/v1/conversations`: a transcript recorded elsewhere, imported after the call. Its messages are in the
 * order they were said, their times never going back. Answers 201 with `V1ConversationImported`; 409 if the
 * engagement id is taken.
 */
export const v1ConversationImportSchema = v1EngagementCreateSchema.extend({
  messages: z
    .array(v1ImportedMessageSchema)
    .min(1, `1 to ${IMPORT_MESSAGES_MAX} messages.`)
    .max(IMPORT_MESSAGES_MAX, `1 to ${IMPORT_MESSAGES_MAX} messages.`)
    .superRefine((messages, ctx) => {
      for (let i = 1; i < messages.length; i++) {
        if (Date.parse(messages[i]!.time) < Date.parse(messages[i - 1]!.time))
          ctx.addIssue({ code: 'custom', path: [i, 'time'], message: 'Earlier than the message before.' });
      }
    }),
});
export type V1ConversationImport = z.input<typeof v1ConversationImportSchema>;

/** The answer of an import: the engine's label of each message, in order. */
export const v1ConversationImportedSchema = z.object({
  engagementId: z.string(),
  labels: z.array(z.object({ index: z.number().int(), stage: z.string(), confidence: z.number() })),
});
export type V1ConversationImported = z.infer<typeof v1ConversationImportedSchema>;

/** `POST /api/v1/frame-tickets`: a frame ticket for an external agent desktop. */
export const v1FrameTicketSchema = z.object({ agent: externalAgentSchema });
