import {
  ENGAGEMENT_SOURCES,
  ENGAGEMENT_STATUSES,
  type EngagementSource,
  type EngagementStatus,
  type EngagementSummary,
  type FilterEntry,
  MAX_PAGE_SIZE,
  type TableState,
} from '@parlance/shared';

/**
 * The Supervisor page's filters, as they stand in its URL: `program` (id), `status`, `stage`, `agent` (the agent
 * user's id), `source`, `alerts` (`yes`/`no`); `engagement` is the selected engagement. Unknown values are
 * dropped, so that an edited URL never sends the server a bad filter.
 */
export interface SupervisorFilters {
  program?: number;
  status?: EngagementStatus;
  stage?: string;
  agent?: number;
  source?: EngagementSource;
  alerts?: boolean;
}

const positive = (text: string | null): number | undefined => {
  if (!text || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
};

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | undefined =>
  values.includes(text as T) ? (text as T) : undefined;

export const readFilters = (search: URLSearchParams): SupervisorFilters => {
  const filters: SupervisorFilters = {};
  const program = positive(search.get('program'));
  const status = oneOf(ENGAGEMENT_STATUSES, search.get('status'));
  const stage = search.get('stage')?.trim();
  const agent = positive(search.get('agent'));
  const source = oneOf(ENGAGEMENT_SOURCES, search.get('source'));
  const alerts = search.get('alerts');
  if (program !== undefined) filters.program = program;
  if (status) filters.status = status;
  if (stage) filters.stage = stage;
  if (agent !== undefined) filters.agent = agent;
  if (source) filters.source = source;
  if (alerts === 'yes' || alerts === 'no') filters.alerts = alerts === 'yes';
  return filters;
};

/** The search parameters with one filter set (or removed when `value` is empty); the selection is kept. */
export const withFilter = (
  search: URLSearchParams,
  name: keyof SupervisorFilters,
  value: string | undefined,
): URLSearchParams => {
  const next = new URLSearchParams(search);
  if (value === undefined || value === '') next.delete(name);
  else next.set(name, value);
  return next;
};

/** The list endpoint's parameters for the filters: the first 100 engagements, ongoing first. */
export const filtersToTableState = (filters: SupervisorFilters): TableState => {
  const entries: Record<string, FilterEntry> = {};
  if (filters.program !== undefined) entries.program = { value: filters.program, matchMode: 'equals' };
  if (filters.status) entries.status = { value: filters.status, matchMode: 'equals' };
  if (filters.stage) entries.currentStage = { value: filters.stage, matchMode: 'equals' };
  if (filters.agent !== undefined) entries.agent = { value: filters.agent, matchMode: 'equals' };
  if (filters.source) entries.source = { value: filters.source, matchMode: 'equals' };
  if (filters.alerts !== undefined) entries.hasAlerts = { value: filters.alerts, matchMode: 'equals' };
  return {
    page: 0,
    size: MAX_PAGE_SIZE,
    sort: [
      { field: 'status', order: -1 },
      { field: 'startedDate', order: -1 },
    ],
    filters: entries,
  };
};

/** Whether an engagement passes the filters: live events are filtered in the browser as the server filters. */
export const matchesFilters = (engagement: EngagementSummary, filters: SupervisorFilters): boolean =>
  (filters.program === undefined || engagement.programId === filters.program) &&
  (filters.status === undefined || engagement.status === filters.status) &&
  (filters.stage === undefined || engagement.currentStage === filters.stage) &&
  (filters.agent === undefined || engagement.agent?.id === filters.agent) &&
  (filters.source === undefined || engagement.source === filters.source) &&
  (filters.alerts === undefined || engagement.alertCount > 0 === filters.alerts);
