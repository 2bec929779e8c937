import type { EngagementSource, ReportName } from '@parlance/shared';
import {
  DRILL_DOWN_KEYS,
  type DrillDown,
  drillDownOfQuery,
  REPORT_GROUPS,
  REPORT_SOURCES,
  type ReportGroup,
} from '@parlance/shared';

/**
 * Reporting's filters as they stand in the page's URL, under the API's own names (`from`, `to`, `programId`,
 * `agentId`, `channel`, `source`, `group`), and the drill-down's (`reached`, `notReached`, `ruleId`). Values the
 * API would refuse are dropped when read, so that an edited URL never sends a bad filter; an inverted or too long
 * period is left for the server to answer (its 400 names the field).
 */
export interface ReportFilterValues {
  from?: string;
  to?: string;
  programId?: number;
  agentId?: number;
  channel?: string;
  source?: EngagementSource;
  group?: ReportGroup;
}

/** The drill-down's conditions, read by the rule the first paint and the server share (`drillDownOfQuery`). */
export { DRILL_DOWN_KEYS, type DrillDown };

export type ReportQuery = ReportFilterValues & DrillDown;

export const FILTER_KEYS = ['from', 'to', 'programId', 'agentId', 'channel', 'source', 'group'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
const QUERY_KEYS: readonly string[] = [...FILTER_KEYS, ...DRILL_DOWN_KEYS];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (text: string | null): text is string => {
  if (!text || !DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};
const positive = (text: string | null): number | undefined => {
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 && value <= 2_147_483_647 ? value : undefined;
};
const oneOf = <T extends string>(values: readonly T[], text: string | null): T | undefined =>
  values.includes(text as T) ? (text as T) : undefined;

export const readReportQuery = (search: URLSearchParams): ReportQuery => {
  const query: ReportQuery = {};
  const from = search.get('from');
  const to = search.get('to');
  if (isDate(from)) query.from = from;
  if (isDate(to)) query.to = to;
  const programId = positive(search.get('programId'));
  if (programId !== undefined) query.programId = programId;
  const agentId = positive(search.get('agentId'));
  if (agentId !== undefined) query.agentId = agentId;
  const channel = search.get('channel');
  if (channel && /^[A-Za-z0-9_-]{1,20}$/.test(channel)) query.channel = channel;
  const source = oneOf(REPORT_SOURCES, search.get('source'));
  if (source) query.source = source;
  const group = oneOf(REPORT_GROUPS, search.get('group'));
  if (group) query.group = group;
  return { ...query, ...drillDownOfQuery(search) };
};

/** The query parameters of a report request (or of a page's URL), in a fixed order. */
export const reportParams = (query: ReportQuery): URLSearchParams => {
  const params = new URLSearchParams();
  for (const key of QUERY_KEYS) {
    const value = query[key as keyof ReportQuery];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
};

/** The filters alone, without a drill-down. */
export const filtersOf = (query: ReportQuery): ReportFilterValues => {
  const { reached: _r, notReached: _n, pairFirst: _f, pairThen: _t, ruleId: _i, ...filters } = query;
  return filters;
};

/** The search parameters with one filter set (removed when `value` is empty); the page goes back to the first. */
export const withFilter = (
  search: URLSearchParams,
  name: FilterKey,
  value: string | undefined,
): URLSearchParams => {
  const next = new URLSearchParams(search);
  if (value === undefined || value === '') next.delete(name);
  else next.set(name, value);
  next.delete('page');
  return next;
};

/** Whether the URL names any filter (else the page restores the last ones used in this tab). */
export const hasFilters = (search: URLSearchParams): boolean => FILTER_KEYS.some((key) => search.has(key));

/** The drill-down list's address for the page's filters and one condition. */
export const drillDownPath = (tenantPublicId: string, filters: ReportFilterValues, drill: DrillDown) =>
  `/${tenantPublicId}/reporting/conversations?${reportParams({ ...filtersOf(filters), ...drill })}`;

/**
 * The tables each report's CSV holds, one a file, chosen by the `table` parameter (the first by default). Lists
 * (agents, conversations) are one table each and take no `table`.
 */
export const REPORT_CSV_TABLES = {
  funnel: ['stages'],
  'time-in-stage': ['stages', 'handleTime', 'weekly'],
  flow: ['skipped', 'outOfOrder', 'alerts'],
  'assist-impact': ['groups'],
  corrections: ['byStage', 'weekly', 'confusions', 'testRuns'],
  agents: [],
  conversations: [],
} as const satisfies Record<ReportName, readonly string[]>;
export type ReportCsvTable<N extends ReportName> = (typeof REPORT_CSV_TABLES)[N][number];

/**
 * `funnel-2026-11-01-2026-11-27.csv`, `flow-alerts-2026-11-01-2026-11-27.csv`: the report's name, the table
 * unless it is the report's first, and the period it covered (as the server's `Content-Disposition` names it).
 */
export const csvFileName = (name: ReportName, period: { from?: string; to?: string }, table?: string) => {
  const tables: readonly string[] = REPORT_CSV_TABLES[name];
  const named = table && table !== tables[0] ? table : undefined;
  return `${[name, named, period.from, period.to].filter(Boolean).join('-')}.csv`;
};
