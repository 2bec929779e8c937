import { canSee, type EngagementSummary, REPORT_CONVERSATION_LIST_SPEC } from '@parlance/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { type ResourceColumn, ResourceTable } from '../../../components/data-table';
import { useSession } from '../../../lib/auth';
import { useCurrentTenant } from '../../../lib/tenant';
import { listReportConversations, reportQueryKey } from '../api/reports';
import type { ReportQuery } from '../lib/filters';
import { sortParam, useReportTableState } from '../lib/table-state';
import { ReportFrame, useReportContext } from './report-frame';

const SOURCE_TEXT: Record<string, string> = { simulator: 'Simulator', api: 'API', import: 'Imported' };

/** What the drill-down lists, in words. */
export const drillDownTitle = (query: ReportQuery): string => {
  if (query.reached) return `Conversations that reached ${query.reached}`;
  if (query.notReached) return `Conversations that skipped ${query.notReached}`;
  if (query.ruleId) return `Conversations with alerts of rule ${query.ruleId}`;
  return 'Conversations';
};

const dateTimeFormat = (timeZone: string | undefined) => {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZone || 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    return new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', dateStyle: 'short', timeStyle: 'short' });
  }
};

/**
 * /{tenantPublicId}/reporting/conversations?…: the conversations behind a bar (the filters, plus `reached`,
 * `notReached` or `ruleId`), paged and sorted by the server; each opens the Supervisor's transcript.
 */
export const ConversationsReportPage = () => {
  const context = useReportContext();
  const { tenantPublicId, query } = context;
  const { state, setState } = useReportTableState(REPORT_CONVERSATION_LIST_SPEC);
  const { account, status } = useSession();
  const tenant = useCurrentTenant();
  const timeZone = tenant.data?.timeZone;
  const format = useMemo(() => dateTimeFormat(timeZone), [timeZone]);
  const mayOpen = status === 'authenticated' && canSee(account, 'supervisor');
  const list = useQuery({
    queryKey: [...reportQueryKey(tenantPublicId, 'conversations', query), state],
    queryFn: ({ signal }) => listReportConversations(tenantPublicId, query, state, signal),
    placeholderData: keepPreviousData,
    enabled: !context.restoring,
  });
  const columns: ResourceColumn<EngagementSummary>[] = [
    {
      field: 'engagementId',
      header: 'Conversation',
      sortable: true,
      body: (row) =>
        mayOpen ? (
          <Link
            to={`/${tenantPublicId}/supervisor?engagement=${encodeURIComponent(row.engagementId)}`}
            aria-label={`Transcript of ${row.engagementId}`}
          >
            {row.engagementId}
          </Link>
        ) : (
          row.engagementId
        ),
    },
    { field: 'programName', header: 'Program' },
    { field: 'agent', header: 'Agent', body: (row) => (row.agent ? row.agent.name || row.agent.login : '—') },
    { field: 'source', header: 'Source', body: (row) => SOURCE_TEXT[row.source] ?? row.source },
    { field: 'channel', header: 'Channel', body: (row) => row.channel ?? '—' },
    {
      field: 'startedDate',
      header: 'Started',
      sortable: true,
      body: (row) => format.format(new Date(row.startedDate)).replace(',', ''),
    },
    { field: 'messageCount', header: 'Messages', sortable: true },
    { field: 'alertCount', header: 'Alerts', sortable: true },
  ];
  const title = drillDownTitle(query);
  const back = new URLSearchParams(context.search);
  for (const key of ['reached', 'notReached', 'ruleId', 'page', 'size', 'sort']) back.delete(key);
  const backTo = query.ruleId || query.notReached ? 'flow' : 'funnel';
  return (
    <ReportFrame
      context={context}
      title={title}
      lead={
        mayOpen
          ? 'The conversations behind the figure, for the filters below. Open one to read its transcript in the Supervisor.'
          : 'The conversations behind the figure, for the filters below.'
      }
      csv={{ name: 'conversations', sort: sortParam(state), list: title }}
      period={{ from: query.from, to: query.to }}
      error={list.error}
      loading={false}
      charts={false}
      before={
        <p className="report-back">
          <Link to={`/${tenantPublicId}/reporting/${backTo}?${back.toString()}`}>
            <i className="pi pi-arrow-left" aria-hidden="true" /> Back to{' '}
            {backTo === 'flow' ? 'Flow and alerts' : 'Funnel'}
          </Link>
        </p>
      }
    >
      <ResourceTable
        label={title}
        columns={columns}
        state={state}
        onStateChange={setState}
        page={list.data}
        loading={list.isFetching}
        dataKey="engagementId"
        emptyMessage="No conversations match."
      />
    </ReportFrame>
  );
};
