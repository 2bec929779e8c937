import type { AnswerOf } from '@parlance/api-client/app';
import type { ReportName, TableState } from '@parlance/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, fetchPage } from '../../../lib/api';
import { type ReportQuery, reportParams } from '../lib/filters';

/** A report's path template: `/{tenantPublicId}/api/reports/funnel`, …; its answer is the document's. */
const reportPath = <N extends ReportName>(name: N) => `/{tenantPublicId}/api/reports/${name}` as const;

export const reportsQueryKey = (tenantPublicId: string) => ['reports', tenantPublicId] as const;
export const reportQueryKey = (tenantPublicId: string, name: ReportName, query: ReportQuery) =>
  [...reportsQueryKey(tenantPublicId), name, reportParams(query).toString()] as const;

/** The reports of figures (the others are lists, read a page at a time). */
export type FigureReportName = Exclude<ReportName, 'agents' | 'conversations'>;

/** Each report of figures' answer, as the API document has it. */
export type FigureReports = {
  [N in FigureReportName]: AnswerOf<ReturnType<typeof reportPath<N>>, 'get'>;
};

/** One report's figures for the filters (funnel, time in stage, flow, assist impact, corrections). */
export const getReport = async <N extends FigureReportName>(
  tenantPublicId: string,
  name: N,
  query: ReportQuery,
  signal?: AbortSignal,
): Promise<FigureReports[N]> => {
  const path: ReturnType<typeof reportPath<FigureReportName>> = reportPath(name);
  return (await api.get(path, { tenantPublicId }, { params: reportParams(query), signal }))
    .data as FigureReports[N];
};

const withTable = (query: ReportQuery, state: TableState) => {
  const params = reportParams(query);
  params.set('page', String(state.page));
  params.set('size', String(state.size));
  for (const sort of state.sort) params.append('sort', `${sort.field},${sort.order === 1 ? 'asc' : 'desc'}`);
  return params;
};

/** `GET …/reports/agents`: one page of the agents' figures (the list convention, `X-Total-Count`). */
export const listAgentReport = (
  tenantPublicId: string,
  query: ReportQuery,
  state: TableState,
  signal?: AbortSignal,
) => fetchPage(reportPath('agents'), { tenantPublicId }, withTable(query, state), signal);

/** `GET …/reports/conversations`: the drill-down, one page of engagement summaries. */
export const listReportConversations = (
  tenantPublicId: string,
  query: ReportQuery,
  state: TableState,
  signal?: AbortSignal,
) => fetchPage(reportPath('conversations'), { tenantPublicId }, withTable(query, state), signal);

/**
 * The drill-down's page of conversations as a query: the page's own, and the one a bar or link that opens the page
 * asks for on its way there, so that the list loads alongside the page's code. Fresh for a little while, so that
 * the page takes a list just prefetched instead of asking again.
 */
export const reportConversationsQuery = (tenantPublicId: string, query: ReportQuery, state: TableState) =>
  queryOptions({
    queryKey: [...reportQueryKey(tenantPublicId, 'conversations', query), state],
    queryFn: ({ signal }) => listReportConversations(tenantPublicId, query, state, signal),
    staleTime: 10_000,
  });

/**
 * One table of a report as CSV (`Accept: text/csv`), as text: `table` names it (the report's first without it).
 * Lists come whole (no page or size) in the order shown (`sort`).
 */
export const getReportCsv = async (
  tenantPublicId: string,
  name: ReportName,
  query: ReportQuery,
  { table, sort }: { table?: string; sort?: string } = {},
) => {
  const params = reportParams(query);
  if (table) params.set('table', table);
  if (sort) params.set('sort', sort);
  return (await api.getText(reportPath(name), { tenantPublicId }, 'text/csv', { params })).data;
};

export interface AgentOption {
  id: number;
  name: string;
}

/** The tenant's agents (`GET /{t}/api/agents`, the first 100 by last name), for whoever may read them. */
export const listAgents = async (tenantPublicId: string, signal?: AbortSignal): Promise<AgentOption[]> =>
  (
    await api.get(
      '/{tenantPublicId}/api/agents',
      { tenantPublicId },
      { params: { page: 0, size: 100, sort: ['lastName,asc', 'firstName,asc'] }, signal },
    )
  ).data.map((agent) => ({
    id: agent.id,
    name: agent.fullName || [agent.firstName, agent.lastName].filter(Boolean).join(' ') || agent.login,
  }));

/** Otherwise the agents with conversations in the period, from the agents report (the first 100 by name). */
export const listReportedAgents = async (
  tenantPublicId: string,
  period: Pick<ReportQuery, 'from' | 'to'>,
  signal?: AbortSignal,
): Promise<AgentOption[]> =>
  (
    await listAgentReport(
      tenantPublicId,
      { from: period.from, to: period.to },
      { page: 0, size: 100, sort: [{ field: 'name', order: 1 }], filters: {} },
      signal,
    )
  ).rows.map((row) => ({ id: row.agent.id, name: row.agent.name || row.agent.login }));
export const agentOptionsQueryKey = (tenantPublicId: string, source: 'agents' | 'report', period: string) =>
  ['reporting-agents', tenantPublicId, source, period] as const;

/** The chart palette and the stage model: Studio's queries, shared (`lib/queries/studio-settings`). */
export {
  chartPaletteQueryKey,
  getChartPalette,
  getStageModel,
  stageModelQueryKey,
} from '../../../lib/queries/studio-settings';
