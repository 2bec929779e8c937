import type { ListSpec } from './list-query.js';
import { RULE_ID_MAX, STAGE_LABEL_MAX } from './studio.js';

/*
 * Plain values of Reporting (post-call analytics, ARCHITECTURE.md "Reporting"): report names, filter values,
 * limits and error keys. The zod schemas of the filters and the answers are in `schemas/reporting.ts`.
 */

export const REPORT_NAMES = [
  'funnel',
  'time-in-stage',
  'flow',
  'assist-impact',
  'agents',
  'corrections',
  'conversations',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** Where a conversation came from: the simulator, the live `/api/v1` engagements API, or an imported transcript. */
export { ENGAGEMENT_SOURCES as REPORT_SOURCES } from './supervisor.js';
export const REPORT_GROUPS = ['assisted', 'control'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
/** An agent's group over the conversations in view: both groups make `mixed`. */
export const AGENT_REPORT_GROUPS = ['assisted', 'control', 'mixed'] as const;

/** The longest period a report covers, in days (both ends counted). */
export const REPORT_RANGE_MAX_DAYS = 366;
/** The period when none is named: the last 30 days, today included. */
export const REPORT_DEFAULT_DAYS = 30;
/** Conversations each group needs before the assist-impact comparison is called meaningful. */
export const ASSIST_IMPACT_MIN_CONVERSATIONS = 30;
/** The stage whose reaching the assist-impact comparison measures. */
export const ASSIST_IMPACT_STAGE = 'Agent Recommend';
/** Rows the conversations CSV holds at most. */
export const REPORT_CSV_ROWS_MAX = 100_000;
/** The conversations CSV's header. */
export const REPORT_CONVERSATIONS_CSV_HEADER = [
  'engagementId',
  'program',
  'agent',
  'group',
  'channel',
  'source',
  'start',
  'handleSeconds',
  'stagesReached',
  'alerts',
  'corrections',
] as const;

/** `GET …/api/reports/agents`: the list convention, without filters of its own (the report's filters apply). */
export const AGENT_REPORT_LIST_SPEC: ListSpec = {
  sortable: [
    'name',
    'conversations',
    'reachedRecommendRate',
    'medianHandleSeconds',
    'alertsPerConversation',
    'corrections',
  ],
  filters: {},
  defaultSort: { field: 'conversations', order: -1 },
};

/** `GET …/api/reports/conversations`: the drill-down, newest first by default. */
export const REPORT_CONVERSATION_LIST_SPEC: ListSpec = {
  sortable: ['startedDate', 'engagementId', 'messageCount', 'alertCount'],
  filters: {},
  defaultSort: { field: 'startedDate', order: -1 },
};

/** The default time zone of a tenant; report days and weeks (starting Monday) are in the tenant's zone. */
export const DEFAULT_TIME_ZONE = 'UTC';

export const REPORTING_ERROR_KEYS = {
  badRange: 'badrange',
  unknownTimeZone: 'unknowntimezone',
} as const;

/** Whether `zone` is an IANA time zone this runtime knows (`Europe/Berlin`, `UTC`). */
export const isTimeZone = (zone: string): boolean => {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (zone: string) => {
  let format = dateFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dateFormats.set(zone, format);
  }
  return format;
};

/** The wall-clock time in `zone` of an instant, as milliseconds of a UTC date with the same fields. */
const wallClock = (instant: number, zone: string): number => {
  const parts: Record<string, number> = {};
  for (const part of dateFormat(zone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
};

/** The calendar day (`YYYY-MM-DD`) in `zone` of an instant (an ISO timestamp or milliseconds). */
export const zonedDate = (instant: string | number, zone: string): string => {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  return new Date(wallClock(Math.floor(ms / 1000) * 1000, zone)).toISOString().slice(0, 10);
};

/** The instant (milliseconds) at which day `date` starts in `zone`. */
export const zonedDayStart = (date: string, zone: string): number => {
  const wall = Date.parse(`${date}T00:00:00Z`);
  // The zone's offset near that wall-clock time, taken twice in case the first guess crossed a change.
  let instant = wall - (wallClock(wall, zone) - wall);
  instant = wall - (wallClock(instant, zone) - instant);
  return instant;
};

/** The day `days` after `date` (before, when negative). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The Monday of the week of `date` (weeks start on Monday). */
export const mondayOf = (date: string): string => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
};

/**
 * The drill-down's conditions (the conversations behind a figure): those that reached a stage, skipped one,
 * reached one stage before the first of another (`pairFirst` before `pairThen`: an out-of-order pair, both given
 * or neither), or broke a rule. One rule for the three places that read them from a URL's query: the web app, the first paint
 * (its heading) and the server (`reportConversationFiltersSchema` is built from these limits).
 */
export const DRILL_DOWN_KEYS = ['reached', 'notReached', 'pairFirst', 'pairThen', 'ruleId'] as const;
export type DrillDownKey = (typeof DRILL_DOWN_KEYS)[number];
export type DrillDown = Partial<Record<DrillDownKey, string>>;
/** The longest value of each condition: a stage's label, a rule's id. */
export const DRILL_DOWN_MAX: Readonly<Record<DrillDownKey, number>> = {
  reached: STAGE_LABEL_MAX,
  notReached: STAGE_LABEL_MAX,
  pairFirst: STAGE_LABEL_MAX,
  pairThen: STAGE_LABEL_MAX,
  ruleId: RULE_ID_MAX,
};

/** A condition's value as the server takes it: trimmed, 1 to its maximum characters; none otherwise. */
export const drillDownValue = (key: DrillDownKey, value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= DRILL_DOWN_MAX[key] ? trimmed : undefined;
};

/** The drill-down's conditions of a URL's query, each kept only when the server would take it. */
export const drillDownOfQuery = (params: URLSearchParams): DrillDown => {
  const drill: DrillDown = {};
  for (const key of DRILL_DOWN_KEYS) {
    const value = drillDownValue(key, params.get(key));
    if (value !== undefined) drill[key] = value;
  }
  // An out-of-order pair is both of its stages or none.
  if ((drill.pairFirst === undefined) !== (drill.pairThen === undefined)) {
    delete drill.pairFirst;
    delete drill.pairThen;
  }
  return drill;
};
