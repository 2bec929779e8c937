import {
  AGENT_REPORT_LIST_SPEC,
  type AgentReportRow,
  countOf,
  REPORTING_PAGE_HEADERS,
} from '@parlance/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type ResourceColumn, ResourceTable } from '../../../components/data-table';
import { listAgentReport, reportQueryKey } from '../api/reports';
import { drillDownPath } from '../lib/filters';
import { count, decimal, duration, percent } from '../lib/format';
import { sortParam, useReportTableState } from '../lib/table-state';
import { ReportFrame, useReportContext } from './report-frame';

const GROUP_TEXT: Record<string, string> = { assisted: 'Assisted', control: 'Control group', mixed: 'Both' };

type Row = AgentReportRow & { id: number };

/**
 * /{tenantPublicId}/reporting/agents: each agent's figures over the period, one row per agent with conversations in
 * view, paged and sorted by the server; an agent's conversations open the drill-down.
 */
export const AgentsReportPage = () => {
  const context = useReportContext({ charts: false });
  const { state, setState } = useReportTableState(AGENT_REPORT_LIST_SPEC);
  const { tenantPublicId, filters } = context;
  const list = useQuery({
    queryKey: [...reportQueryKey(tenantPublicId, 'agents', filters), state],
    queryFn: async ({ signal }) => {
      const page = await listAgentReport(tenantPublicId, filters, state, signal);
      return { ...page, rows: page.rows.map((row): Row => ({ ...row, id: row.agent.id })) };
    },
    placeholderData: keepPreviousData,
    enabled: !context.restoring,
  });
  const columns: ResourceColumn<Row>[] = [
    {
      field: 'name',
      header: 'Agent',
      sortable: true,
      body: (row) => (
        <span className="report-nowrap">
          {row.agent.name || row.agent.login}
          {row.agent.externalCode ? <span className="report-muted"> · {row.agent.externalCode}</span> : null}
        </span>
      ),
    },
    { field: 'group', header: 'Group', body: (row) => GROUP_TEXT[row.group] ?? row.group },
    {
      field: 'conversations',
      header: 'Conversations',
      sortable: true,
      body: (row) => (
        <Link
          to={drillDownPath(tenantPublicId, { ...filters, agentId: row.agent.id }, {})}
          onClick={() => context.prefetchDrill({}, { ...filters, agentId: row.agent.id })}
          aria-label={`${countOf(row.conversations, 'conversation', 'conversations')} of ${row.agent.name || row.agent.login}`}
        >
          {count(row.conversations)}
        </Link>
      ),
    },
    {
      field: 'reachedRecommendRate',
      header: 'Reached Agent Recommend',
      sortable: true,
      body: (row) => percent(row.reachedRecommendRate, 1),
    },
    {
      field: 'medianHandleSeconds',
      header: 'Median handle time',
      sortable: true,
      body: (row) => duration(row.medianHandleSeconds),
    },
    {
      field: 'alertsPerConversation',
      header: 'Alerts per conversation',
      sortable: true,
      body: (row) => decimal(row.alertsPerConversation),
    },
    { field: 'corrections', header: 'Corrections', sortable: true, body: (row) => count(row.corrections) },
  ];
  return (
    <ReportFrame
      context={context}
      {...REPORTING_PAGE_HEADERS.agents}
      csv={{ name: 'agents', sort: sortParam(state), list: "Agents' figures" }}
      period={{ from: filters.from, to: filters.to }}
      error={list.error}
      loading={false}
      charts={false}
    >
      <div className="report-list">
        <ResourceTable
          label="Agents' figures"
          columns={columns}
          state={state}
          onStateChange={setState}
          page={list.data}
          loading={list.isFetching}
          emptyMessage="No agent had conversations in this period."
        />
      </div>
    </ReportFrame>
  );
};
