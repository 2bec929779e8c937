import {
  DEFAULT_TIME_ZONE,
  DRILL_DOWN_KEYS,
  type EngagementSummary,
  formatDateTime,
  type TableState,
  zoneName,
} from '@parlance/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { type ResourceColumn, ResourceTable } from '../../../components/data-table';
import { useCurrentTenant } from '../../../lib/tenant';
import type { ListPage } from '../../../lib/use-list';
import { sortParam } from '../lib/table-state';
import { DrillChips } from './drill-chips';
import { defaultPeriod, ReportFrame, useReportContext } from './report-frame';

const SOURCE_TEXT: Record<string, string> = { simulator: 'Simulator', api: 'API', import: 'Imported' };

/** A row of the table before its page has come: grey bars where the figures will be. */
interface SkeletonRow {
  engagementId: string;
  skeleton: true;
}
type Row = EngagementSummary | SkeletonRow;
const isSkeleton = (row: Row): row is SkeletonRow => 'skeleton' in row;

/** Until the first answer the table holds a page of skeleton rows, so that nothing moves when the rows come. */
const skeletonPage = (size: number): ListPage<Row> => ({
  rows: Array.from({ length: size }, (_, index) => ({ engagementId: `skeleton-${index}`, skeleton: true })),
  total: 0,
});

/**
 * About as wide as each column's text (in `ch`; names and dates wrap where the table is narrow), so that the columns
 * keep their widths when the rows come.
 */
const SKELETON_WIDTH: Record<string, number> = {
  engagementId: 18,
  programName: 10,
  agent: 7,
  source: 7,
  channel: 4,
  startedDate: 10,
  messageCount: 2,
  alertCount: 1,
};

const skeletonCell = (field: string, first: boolean): ReactNode => (
  <>
    {/* Screen readers hear once that the rows are loading; the bars are for the eye. */}
    {first ? <span className="visually-hidden">Loading…</span> : null}
    <span
      className="report-skeleton"
      style={{ width: `${SKELETON_WIDTH[field] ?? 6}ch` }}
      aria-hidden="true"
    />
  </>
);

export interface ConversationsReportProps {
  title: string;
  lead: string;
  /** Whether a row links to its transcript in the Supervisor. */
  mayOpen: boolean;
  list: UseQueryResult<ListPage<EngagementSummary>>;
  state: TableState;
  setState: (change: Partial<TableState>) => void;
}

/**
 * The drill-down's page below its heading: the way back, the filters, the period and the table, with the PrimeReact
 * paginator. A chunk of its own, which comes with the list after the heading's first frame (`conversations-page`).
 */
export const ConversationsReport = ({
  title,
  lead,
  mayOpen,
  list,
  state,
  setState,
}: ConversationsReportProps) => {
  const context = useReportContext({ charts: false });
  const { tenantPublicId, query } = context;
  const tenant = useCurrentTenant();
  const timeZone = tenant.data?.timeZone;
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
      header: `Started (${zoneName(timeZone ?? 'UTC')})`,
      sortable: true,
      body: (row) => formatDateTime(row.startedDate, timeZone ?? 'UTC'),
    },
    { field: 'messageCount', header: 'Messages', sortable: true },
    { field: 'alertCount', header: 'Alerts', sortable: true },
  ];
  const rowColumns = columns.map(
    (column, index): ResourceColumn<Row> => ({
      ...column,
      body: (row) =>
        isSkeleton(row)
          ? skeletonCell(column.field, index === 0 && row.engagementId === 'skeleton-0')
          : column.body
            ? column.body(row)
            : (row[column.field as keyof EngagementSummary] as ReactNode),
    }),
  );
  const back = new URLSearchParams(context.search);
  for (const key of [...DRILL_DOWN_KEYS, 'page', 'size', 'sort']) back.delete(key);
  const zone = timeZone || DEFAULT_TIME_ZONE;
  const period = useMemo(
    () => ({ ...defaultPeriod(context.filters, zone), timeZone: zone }),
    [context.filters, zone],
  );
  const backTo = query.ruleId || query.notReached || query.pairFirst ? 'flow' : 'funnel';
  return (
    <ReportFrame
      context={context}
      title={title}
      lead={lead}
      // The list's own selection: its filters and the bar's condition, as the list and its count.
      csv={{ name: 'conversations', query, sort: sortParam(state), list: title }}
      period={period}
      error={list.error}
      loading={false}
      charts={false}
      before={
        <>
          <p className="report-back">
            <Link to={`/${tenantPublicId}/reporting/${backTo}?${back.toString()}`}>
              <i className="pi pi-arrow-left" aria-hidden="true" /> Back to{' '}
              {backTo === 'flow' ? 'Flow and alerts' : 'Funnel'}
            </Link>
          </p>
          <DrillChips
            context={context}
            period={period}
            total={list.isPlaceholderData ? undefined : list.data?.total}
          />
        </>
      }
    >
      <ResourceTable
        label={title}
        columns={rowColumns}
        state={state}
        onStateChange={setState}
        page={list.data ?? (list.isError ? undefined : skeletonPage(state.size))}
        loading={list.isFetching}
        dataKey="engagementId"
        emptyMessage="No conversations match."
      />
    </ReportFrame>
  );
};
