import { z } from 'zod';
import {
  CLIENT_MESSAGE_TYPES,
  ENGINE_CONTENT_MAX,
  EXTERNAL_ENGAGEMENT_ID_PATTERN,
  EXTERNAL_ENGAGEMENT_ID_RULE,
  isEngagementId,
  LABEL_MESSAGES_MAX,
  TEST_CONVERSATION_MESSAGES_MAX,
  TEST_SET_MAX_BYTES,
  TEST_SET_NAME_MAX,
} from '../engine.js';
import { MESSAGES } from '../messages.js';
import { RULE_KINDS, RULE_SEVERITIES, SPEAKERS, STAGE_LABEL_MAX } from '../studio.js';
import { requiredText } from '../validation.js';

/*
 * The conversation engine (DESIGN.md section 4, ARCHITECTURE.md "Engine, stage model and the frame's
 * socket"): the simulator page, the assist frame it embeds and the engine's WebSocket speak the shapes below.
 *
 *   simulator page ──postMessage──▶ assist frame ──WebSocket /api/engine/ws──▶ server
 *   simulator page ◀──postMessage── assist frame ◀────── server frames ─────────
 *
 * 1. The page gets the frame's base URL from `GET /api/simulator/frame-src` (a JSON string ending in `/`) and a
 *    ticket from `POST /api/simulator/frame-ticket` (`{ticket}`: single use, valid 60 seconds), and loads
 *    `<frame-src>?app=voice&provider=<assistProvider>&ticket=<ticket>`.
 * 2. The frame reads the origins it accepts messages from with `GET /api/engine/frame-config` on its own origin
 *    (`{parentOrigins}`; public), then opens `ws(s)://<its own host>/api/engine/ws?ticket=<ticket>` (see
 *    `engineSocketUrl`). The server sends `{type: 'session', resumeToken}` first; after a drop the frame reconnects
 *    with `?resume=<resumeToken>` (no ticket needed again). A socket closed with 4401 (bad ticket or token, user
 *    logged out or deactivated) or 4403 (wrong `Origin`) must not be retried.
 * 3. When the socket opens the frame posts `{status: 'websocketOpen'}` to its parent; the page then posts
 *    `engagement_start`, then `agent_message` / `visitor_message`, then `engagement_end`, each a `ClientMessage`,
 *    which the frame forwards to the socket unchanged. After a reconnect the frame sends `engagement_start` again
 *    for its current engagement: the engine resumes it (`started` with `resumed: true` and every stored message).
 * 4. The server answers `engagement_start` with `started`, each message with `label`, `engagement_end` with
 *    `ended`, and anything wrong with `error` (nothing stored). After each `label` the frame posts
 *    `{type: 'stage', engagementId, index, stage, confidence, colour}` to its parent.
 *
 * Limits, message types, error keys, close codes and the frame's URLs are plain values in `../engine.ts`.
 */

// ---------------------------------------------------------------------------------------------------------------
// Engagement ids
// ---------------------------------------------------------------------------------------------------------------

export const engagementIdSchema = z
  .string()
  .refine(isEngagementId, 'PLATFORM followed by a number up to 4294967295.');

/**
 * An integrator's own engagement id (`/api/v1`): the rule of `isExternalEngagementId`, as a pattern the OpenAPI
 * document states; a wrong one is a 400 whose field error gives the rule and the pattern.
 */
export const externalEngagementIdSchema = z
  .string()
  .regex(new RegExp(EXTERNAL_ENGAGEMENT_ID_PATTERN), EXTERNAL_ENGAGEMENT_ID_RULE)
  .describe(
    `Your own id of the conversation, unique in the tenant: ${EXTERNAL_ENGAGEMENT_ID_RULE} The simulator's ids are PLATFORM and a number.`,
  );

// ---------------------------------------------------------------------------------------------------------------
// Client messages: page → frame (postMessage) and frame → server (WebSocket), the same shape
// ---------------------------------------------------------------------------------------------------------------

/**
 * `{engagementId, type, program, content}`; `program` is the program's id. `content` is the message's text for
 * `agent_message` and `visitor_message` (1 to 5,000 characters after trimming); for `engagement_start` and
 * `engagement_end` it is ignored (send `''`).
 */
export const clientMessageSchema = z.object({
  engagementId: engagementIdSchema,
  type: z.enum(CLIENT_MESSAGE_TYPES),
  program: z.number().int().positive(),
  content: z
    .string()
    .max(ENGINE_CONTENT_MAX * 4)
    .optional()
    .default(''),
});
export type ClientMessageInput = z.input<typeof clientMessageSchema>;
export type ClientMessage = z.output<typeof clientMessageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Server frames: server → frame (WebSocket)
// ---------------------------------------------------------------------------------------------------------------

export const evidenceSchema = z.object({ example: z.string(), stage: z.string(), score: z.number() });
export type EvidenceItem = z.infer<typeof evidenceSchema>;
/** A knowledge card: a triple the conversation's last message asks for, and what matched it (`reason`). */
export const knowledgeCardSchema = z.object({
  subject: z.string(),
  predicate: z.string(),
  object: z.string(),
  reason: z.string().optional(),
});
export type KnowledgeCard = z.infer<typeof knowledgeCardSchema>;

export const stageColourEntrySchema = z.object({ label: z.string(), colour: z.string() });
export type StageColourEntry = z.infer<typeof stageColourEntrySchema>;

/** One labelled message; `index` counts from 0 in its engagement; `time` is when it was stored (ISO 8601). */
export const labelledMessageSchema = z.object({
  index: z.number().int(),
  from: z.enum(SPEAKERS),
  content: z.string(),
  stage: z.string(),
  confidence: z.number(),
  evidence: z.array(evidenceSchema),
  time: z.string(),
});
export type LabelledMessageFrame = z.infer<typeof labelledMessageSchema>;

export const sessionFrameSchema = z.object({ type: z.literal('session'), resumeToken: z.string() });
/**
 * The answer to `engagement_start`. `assist` is false for a user whose status is CONTROL_GROUP (the frame then
 * shows no assist; the engine still labels and stores). `stages` are the program's stages with their colours, in
 * the builder's order. `messages` are the engagement's stored messages when it is resumed (else empty), and
 * `cards` the knowledge cards stored with the last of them, so that a reloaded frame shows what it showed.
 */
export const startedFrameSchema = z.object({
  type: z.literal('started'),
  engagementId: z.string(),
  programId: z.number(),
  resumed: z.boolean(),
  assist: z.boolean(),
  stages: z.array(stageColourEntrySchema),
  messages: z.array(labelledMessageSchema),
  cards: z.array(knowledgeCardSchema),
});
/** The answer to each message: its label; `stageChanged` when the stage differs from the previous message's. */
/** A compliance alert: stored once per rule and engagement, shown in the frame and pushed to supervisors. */
export const alertSchema = z.object({
  id: z.number(),
  engagementId: z.string(),
  /** The rule's id in the program's stage model. */
  rule: z.string(),
  kind: z.enum(RULE_KINDS),
  severity: z.enum(RULE_SEVERITIES),
  /** The index of the message that broke the rule. */
  index: z.number().int(),
  /** What went wrong, for people: "Agent Recommend reached before Agent Qualify." */
  message: z.string(),
  createdDate: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

export const labelFrameSchema = labelledMessageSchema.omit({ content: true }).extend({
  type: z.literal('label'),
  engagementId: z.string(),
  cards: z.array(knowledgeCardSchema),
  stageChanged: z.boolean(),
  /** The compliance alerts this message raised (each rule at most once an engagement). */
  alerts: z.array(alertSchema),
});
export const endedFrameSchema = z.object({ type: z.literal('ended'), engagementId: z.string() });
/** `engagementId` is null when the message could not be read far enough to know it. */
export const errorFrameSchema = z.object({
  type: z.literal('error'),
  engagementId: z.string().nullable(),
  errorKey: z.string(),
  message: z.string(),
});
export const serverFrameSchema = z.discriminatedUnion('type', [
  sessionFrameSchema,
  startedFrameSchema,
  labelFrameSchema,
  endedFrameSchema,
  errorFrameSchema,
]);
export type SessionFrame = z.infer<typeof sessionFrameSchema>;
export type StartedFrame = z.infer<typeof startedFrameSchema>;
export type LabelFrame = z.infer<typeof labelFrameSchema>;
export type EndedFrame = z.infer<typeof endedFrameSchema>;
export type ErrorFrame = z.infer<typeof errorFrameSchema>;
export type ServerFrame = z.infer<typeof serverFrameSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Frame ↔ parent (postMessage)
// ---------------------------------------------------------------------------------------------------------------

export type FrameOpenMessage = { status: 'websocketOpen' };
export type FrameStageMessage = {
  type: 'stage';
  engagementId: string;
  index: number;
  stage: string;
  confidence: number;
  /** The stage's colour (our addition, so the transcript's chip needs no other request). */
  colour: string;
};
export type FrameToParentMessage = FrameOpenMessage | FrameStageMessage;
/** The parent posts `ClientMessageInput`s to the frame. */
export type ParentToFrameMessage = ClientMessageInput;

// ---------------------------------------------------------------------------------------------------------------
// HTTP
// ---------------------------------------------------------------------------------------------------------------

/** `POST /api/simulator/frame-ticket`. */
export const frameTicketSchema = z.object({ ticket: z.string() });
export type FrameTicket = z.infer<typeof frameTicketSchema>;

/** `GET /api/engine/frame-config` (public, on the frame's origin): the parent origins the frame accepts. */
export const frameConfigSchema = z.object({ parentOrigins: z.array(z.string()) });
export type FrameConfig = z.infer<typeof frameConfigSchema>;

/** `GET /{tenantPublicId}/api/simulator/engagements/{engagementId}`: a stored engagement, for resuming a page. */
export const engagementSchema = z.object({
  engagementId: z.string(),
  programId: z.number(),
  startedDate: z.string(),
  endedDate: z.string().nullable(),
  stages: z.array(stageColourEntrySchema),
  messages: z.array(
    z.object({
      index: z.number(),
      from: z.enum(SPEAKERS),
      content: z.string(),
      stage: z.string(),
      confidence: z.number(),
    }),
  ),
});
export type Engagement = z.infer<typeof engagementSchema>;

// The label endpoint.

const speakerSchema = z.enum(SPEAKERS, { error: 'Please choose Agent or Visitor.' });
const messageContent = requiredText(ENGINE_CONTENT_MAX);

/** `POST /{tenantPublicId}/api/programs/{programId}/stage-model/label`. */
export const labelRequestSchema = z.object({
  messages: z
    .array(z.object({ from: speakerSchema, content: messageContent }))
    .min(1, MESSAGES.required)
    .max(LABEL_MESSAGES_MAX, `At most ${LABEL_MESSAGES_MAX} messages.`),
});
export type LabelRequest = z.input<typeof labelRequestSchema>;
export const labelResponseSchema = z.object({
  version: z.number(),
  labels: z.array(z.object({ stage: z.string(), confidence: z.number(), evidence: z.array(evidenceSchema) })),
});
export type LabelResponse = z.infer<typeof labelResponseSchema>;

// Test sets.

export const testMessageSchema = z.object({
  from: speakerSchema,
  content: messageContent,
  stage: requiredText(STAGE_LABEL_MAX),
});
export const testConversationSchema = z.object({
  messages: z
    .array(testMessageSchema)
    .min(1, MESSAGES.required)
    .max(TEST_CONVERSATION_MESSAGES_MAX, `At most ${TEST_CONVERSATION_MESSAGES_MAX} messages.`),
});
export type TestConversationInput = z.input<typeof testConversationSchema>;
export type TestConversation = z.output<typeof testConversationSchema>;

/**
 * `POST …/programs/{programId}/test-sets`: `conversations` is JSON Lines text, one `TestConversation` a line (blank
 * lines skipped), at most 5 MB. Bad lines answer 400 with field errors `lines[N]` (N counting from 1).
 */
export const testSetCreateSchema = z.object({
  name: requiredText(TEST_SET_NAME_MAX),
  conversations: z.string().max(TEST_SET_MAX_BYTES, 'At most 5 MB.'),
});
export type TestSetCreate = z.input<typeof testSetCreateSchema>;

export const testSetSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  conversations: z.number(),
  messages: z.number(),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
});
export type TestSetSummary = z.infer<typeof testSetSummarySchema>;
/** `GET …/test-sets/{id}`. */
export const testSetSchema = testSetSummarySchema.extend({
  items: z.array(z.object({ id: z.number(), messages: z.array(testMessageSchema) })),
});
export type TestSet = z.infer<typeof testSetSchema>;

export const stageRunScoreSchema = z.object({
  stage: z.string(),
  precision: z.number(),
  recall: z.number(),
  f1: z.number(),
  support: z.number(),
});
/** A test-set run: `confusion[i][j]` counts messages of expected stage `stages[i]` labelled `stages[j]`. */
export const testRunSchema = z.object({
  id: z.number(),
  testSetId: z.number(),
  modelVersion: z.number(),
  accuracy: z.number(),
  macroF1: z.number(),
  messages: z.number(),
  stages: z.array(z.string()),
  perStage: z.array(stageRunScoreSchema),
  confusion: z.array(z.array(z.number())),
  wrong: z.array(
    z.object({
      conversation: z.number(),
      index: z.number(),
      from: z.enum(SPEAKERS),
      content: z.string(),
      expected: z.string(),
      answered: z.string(),
      confidence: z.number(),
    }),
  ),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
});
export type TestRun = z.infer<typeof testRunSchema>;
