import { z } from 'zod';
import {
  AGENT_REPORT_GROUPS,
  DRILL_DOWN_MAX,
  type DrillDownKey,
  isTimeZone,
  REPORT_GROUPS,
  REPORT_RANGE_MAX_DAYS,
  REPORT_SOURCES,
} from '../reporting.js';
import { CHANNEL_MAX } from '../supervisor.js';
import { calendarDateSchema } from './calendar.js';
import { engagementAgentSchema } from './supervisor.js';

/*
 * Reporting (ARCHITECTURE.md "Reporting"): the filters every report takes, each report's answer, and the
 * tenant's settings (its time zone, in which report days and weeks are counted).
 */

const id = z.coerce
  .number({ message: 'A whole number.' })
  .int('A whole number.')
  .min(1, 'A whole number.')
  .max(2_147_483_647, 'A whole number.');

/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The filters of every report, as query parameters. `from` and `to` are days in the tenant's time zone, both
 * counted; without them the report covers the last 30 days. Whether `programId` and `agentId` are the tenant's
 * is checked by the server (the same answer for another tenant's id as for no such id).
 */
export const reportFiltersSchema = z
  .object({
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    programId: id.optional(),
    agentId: id.optional(),
    channel: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - or _.')
      .max(CHANNEL_MAX)
      .optional(),
    source: z.enum(REPORT_SOURCES).optional(),
    group: z.enum(REPORT_GROUPS).optional(),
  })
  .superRefine((filters, ctx) => {
    if (filters.from && filters.to) {
      if (filters.to < filters.from)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'On or after the start of the period.' });
      else if (daysBetween(filters.from, filters.to) > REPORT_RANGE_MAX_DAYS)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `At most ${REPORT_RANGE_MAX_DAYS} days.`,
        });
    }
  });
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

/** The drill-down's extra filters: conversations that reached a stage, did not, or broke a rule. */
const drillText = (key: DrillDownKey) => z.string().trim().min(1).max(DRILL_DOWN_MAX[key]).optional();
/** The same rule as the web app's and the first paint's (`drillDownValue`). */
export const reportConversationFiltersSchema = z
  .object({
    reached: drillText('reached'),
    notReached: drillText('notReached'),
    pairFirst: drillText('pairFirst'),
    pairThen: drillText('pairThen'),
    ruleId: drillText('ruleId'),
  })
  .refine((drill) => (drill.pairFirst === undefined) === (drill.pairThen === undefined), {
    message: 'pairFirst and pairThen go together.',
    path: ['pairThen'],
  });
export type ReportConversationFilters = z.infer<typeof reportConversationFiltersSchema>;

/** Every report answers the period it covered (days in `timeZone`) beside its figures. */
const period = { from: z.string(), to: z.string(), timeZone: z.string() };
const seconds = z.number().nullable();
const share = z.number().min(0).max(1).nullable();

const funnelStageSchema = z.object({ stage: z.string(), reached: z.number().int(), reachedShare: share });
export const funnelReportSchema = z.object({
  ...period,
  conversations: z.number().int(),
  stages: z.array(funnelStageSchema).describe("The order's stages, in sequence."),
  outsideOrder: z
    .array(funnelStageSchema)
    .describe(
      'Stages outside the order, reported apart: Not in Anchor and Other (always), then any other stage reached, by label.',
    ),
});
export type FunnelReport = z.infer<typeof funnelReportSchema>;

export const timeInStageReportSchema = z.object({
  ...period,
  stages: z.array(
    z.object({
      stage: z.string(),
      conversations: z.number().int(),
      medianSeconds: seconds,
      p90Seconds: seconds,
    }),
  ),
  handleTime: z.object({ medianSeconds: seconds, p90Seconds: seconds }),
  weekly: z.array(z.object({ weekStart: z.string(), stage: z.string(), medianSeconds: seconds })),
});
export type TimeInStageReport = z.infer<typeof timeInStageReportSchema>;

export const flowReportSchema = z.object({
  ...period,
  conversations: z.number().int(),
  skipped: z.array(z.object({ stage: z.string(), conversations: z.number().int() })),
  outOfOrder: z.array(
    // biome-ignore lint/suspicious/noThenProperty: `then` is the report's field in the API contract (a stage, never a function).
    z.object({ first: z.string(), then: z.string(), conversations: z.number().int() }),
  ),
  alerts: z.array(
    z.object({
      ruleId: z.string(),
      severity: z.enum(['info', 'warning', 'critical']),
      alerts: z.number().int(),
      conversations: z.number().int(),
    }),
  ),
});
export type FlowReport = z.infer<typeof flowReportSchema>;

export const assistGroupSchema = z.object({
  conversations: z.number().int(),
  agents: z.number().int(),
  reachedRecommend: z.number().int(),
  reachedRecommendRate: share,
  rateCi95: z.tuple([z.number(), z.number()]).nullable(),
  medianHandleSeconds: seconds,
  alertsPerConversation: z.number().nullable(),
});
export type AssistGroup = z.infer<typeof assistGroupSchema>;

export const assistImpactReportSchema = z.object({
  ...period,
  assisted: assistGroupSchema,
  control: assistGroupSchema,
  rateDifference: z.number().nullable(),
  pValue: z.number().nullable(),
  significant: z.boolean(),
  enoughData: z.boolean(),
});
export type AssistImpactReport = z.infer<typeof assistImpactReportSchema>;

export const agentReportRowSchema = z.object({
  agent: engagementAgentSchema,
  group: z.enum(AGENT_REPORT_GROUPS),
  conversations: z.number().int(),
  reachedRecommendRate: share,
  medianHandleSeconds: seconds,
  alertsPerConversation: z.number().nullable(),
  corrections: z.number().int(),
});
export type AgentReportRow = z.infer<typeof agentReportRowSchema>;

export const correctionsReportSchema = z.object({
  ...period,
  byStage: z.array(
    z.object({
      stage: z.string(),
      messages: z.number().int(),
      corrected: z.number().int(),
      correctedShare: share,
    }),
  ),
  weekly: z.array(
    z.object({ weekStart: z.string(), messages: z.number().int(), corrected: z.number().int() }),
  ),
  confusions: z.array(z.object({ engineStage: z.string(), stage: z.string(), count: z.number().int() })),
  testRuns: z.array(
    z.object({
      testSetId: z.number().int(),
      testSetName: z.string(),
      date: z.string(),
      modelVersion: z.number().int(),
      macroF1: z.number(),
    }),
  ),
});
export type CorrectionsReport = z.infer<typeof correctionsReportSchema>;

/** `GET`/`PUT /{tenantPublicId}/api/tenant-settings`. */
export const tenantSettingsSchema = z.object({
  timeZone: z.string().refine(isTimeZone, { message: 'An IANA time zone, such as Europe/Berlin or UTC.' }),
});
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;
