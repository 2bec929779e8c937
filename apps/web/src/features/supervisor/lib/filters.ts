import {
  ENGAGEMENT_SEARCH_MAX,
  ENGAGEMENT_SOURCES,
  ENGAGEMENT_STATUSES,
  type EngagementSource,
  type EngagementStatus,
  type EngagementSummary,
  type FilterEntry,
  isCalendarDate,
  type TableState,
  zonedDate,
} from '@parlance/shared';

/**
 * The Supervisor page's filters, as they stand in its URL: `program` (id), `status`, `stage`, `agent` (the agent
 * user's id), `source`, `alerts` (`yes`/`no`), `q` (the search: an engagement id, an agent or words said), `from`
 * and `to` (days in the tenant's time zone), `page` (from 1, as people count) and `size`; `engagement` is the
 * selected engagement. Unknown values are dropped, so that an edited URL never sends the server a bad filter.
 */
export interface SupervisorFilters {
  program?: number;
  status?: EngagementStatus;
  stage?: string;
  agent?: number;
  source?: EngagementSource;
  alerts?: boolean;
  q?: string;
  from?: string;
  to?: string;
  /** The page, from 0 (the URL counts from 1). */
  page?: number;
  size?: number;
}

/** Rows a page of the list holds unless the URL says otherwise. */
export const SUPERVISOR_PAGE_SIZE = 20;
const PAGE_SIZES = [10, 20, 50, 100];

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
  const q = search.get('q')?.trim();
  if (q) filters.q = q.slice(0, ENGAGEMENT_SEARCH_MAX);
  const from = search.get('from');
  const to = search.get('to');
  if (from && isCalendarDate(from)) filters.from = from;
  if (to && isCalendarDate(to) && (!filters.from || to >= filters.from)) filters.to = to;
  const page = positive(search.get('page'));
  if (page !== undefined && page > 1) filters.page = page - 1;
  const size = positive(search.get('size'));
  if (size !== undefined && PAGE_SIZES.includes(size)) filters.size = size;
  return filters;
};

/**
 * The search parameters with one filter set (or removed when `value` is empty); the selection is kept. Any
 * change but the page's own goes back to the first page.
 */
export const withFilter = (
  search: URLSearchParams,
  name: keyof SupervisorFilters,
  value: string | undefined,
): URLSearchParams => {
  const next = new URLSearchParams(search);
  if (value === undefined || value === '') next.delete(name);
  else next.set(name, value);
  if (name !== 'page') next.delete('page');
  return next;
};

/** The list endpoint's parameters for the filters: one page, ongoing first, then the newest. */
export const filtersToTableState = (filters: SupervisorFilters): TableState => {
  const entries: Record<string, FilterEntry> = {};
  if (filters.program !== undefined) entries.program = { value: filters.program, matchMode: 'equals' };
  if (filters.status) entries.status = { value: filters.status, matchMode: 'equals' };
  if (filters.stage) entries.currentStage = { value: filters.stage, matchMode: 'equals' };
  if (filters.agent !== undefined) entries.agent = { value: filters.agent, matchMode: 'equals' };
  if (filters.source) entries.source = { value: filters.source, matchMode: 'equals' };
  if (filters.alerts !== undefined) entries.hasAlerts = { value: filters.alerts, matchMode: 'equals' };
  return {
    page: filters.page ?? 0,
    size: filters.size ?? SUPERVISOR_PAGE_SIZE,
    sort: [
      { field: 'status', order: -1 },
      { field: 'startedDate', order: -1 },
    ],
    filters: entries,
  };
};

/** The search and period as the list endpoint's own parameters (`q`, `from`, `to`). */
export const searchParameters = (filters: SupervisorFilters): Record<string, string> => ({
  ...(filters.q ? { q: filters.q } : {}),
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
});

/**
 * Whether a live engagement may belong to the search: its id from the start (with or without `PLATFORM`), its
 * agent, or its last message (the server searches every message; the stream brings the last one).
 */
const matchesSearch = (engagement: EngagementSummary, q: string): boolean => {
  const text = q.toLowerCase();
  const id = engagement.engagementId.toLowerCase();
  const agent = engagement.agent;
  return (
    id.startsWith(text) ||
    id.startsWith(`platform${text}`) ||
    (agent !== null &&
      [agent.login, agent.name, agent.externalCode ?? ''].some((value) =>
        value.toLowerCase().includes(text),
      )) ||
    (engagement.lastMessage?.content.toLowerCase().includes(text) ?? false)
  );
};

/**
 * Whether an engagement passes the filters: live events are filtered in the browser as the server filters. The
 * period's days are the tenant's (`timeZone`).
 */
export const matchesFilters = (
  engagement: EngagementSummary,
  filters: SupervisorFilters,
  timeZone = 'UTC',
): boolean =>
  (filters.program === undefined || engagement.programId === filters.program) &&
  (filters.status === undefined || engagement.status === filters.status) &&
  (filters.stage === undefined || engagement.currentStage === filters.stage) &&
  (filters.agent === undefined || engagement.agent?.id === filters.agent) &&
  (filters.source === undefined || engagement.source === filters.source) &&
  (filters.alerts === undefined || engagement.alertCount > 0 === filters.alerts) &&
  (filters.q === undefined || matchesSearch(engagement, filters.q)) &&
  (filters.from === undefined || zonedDate(engagement.startedDate, timeZone) >= filters.from) &&
  (filters.to === undefined || zonedDate(engagement.startedDate, timeZone) <= filters.to);
