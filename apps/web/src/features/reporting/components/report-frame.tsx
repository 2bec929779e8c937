import {
  addDays,
  DEFAULT_TIME_ZONE,
  PROGRAM_CHANNELS,
  REPORT_CONVERSATION_LIST_SPEC,
  REPORT_DEFAULT_DAYS,
  REPORT_GROUPS,
  REPORT_SOURCES,
  type ReportName,
  zonedDate,
} from '@parlance/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AdminError, AdminPage } from '../../../components/admin-page';
import { DayInput } from '../../../components/day-input';
import { PageLoading } from '../../../components/layout/page-loading';
import { useToast } from '../../../components/toast';
import { useMayCall } from '../../../lib/endpoint-access';
import { listProgramOptions, programOptionsQueryKey } from '../../../lib/queries/programs';
import { sessionStore } from '../../../lib/session-storage';
import { useCurrentTenant } from '../../../lib/tenant';
import {
  agentOptionsQueryKey,
  type FigureReportName,
  getReport,
  getReportCsv,
  listAgents,
  listReportedAgents,
  reportConversationsQuery,
  reportQueryKey,
} from '../api/reports';
import {
  csvFileName,
  type DrillDown,
  drillDownPath,
  FILTER_KEYS,
  type FilterKey,
  filtersOf,
  type ReportFilterValues,
  type ReportQuery,
  readReportQuery,
  reportParams,
  withFilter,
} from '../lib/filters';
import { firstReportPage } from '../lib/first-page';
import { periodText } from '../lib/format';
import { FILTERS_KEY, filtersToRestore } from '../lib/saved-filters';
import { type ReportColours, useReportColours } from '../lib/use-colours';
import '../reporting.css';

/** The session-storage key (under the product prefix) of the chart-or-table choice. */
const VIEW_KEY = 'reporting_view';

export interface Period {
  from: string;
  to: string;
  timeZone: string;
}

export const SOURCE_TEXT: Record<string, string> = { simulator: 'Simulator', api: 'API', import: 'Imported' };
export const GROUP_TEXT: Record<string, string> = { assisted: 'Assisted', control: 'Control group' };

/** Whether the page shows its tables instead of its charts (the "View as table" switch). */
const TableViewContext = createContext(false);
export const useTableView = () => useContext(TableViewContext);

/** What a figure's CSV button downloads: the page's report for its filters, and the period for the file name. */
interface CsvSource {
  tenantPublicId: string;
  name: ReportName;
  query: ReportQuery;
  period: { from?: string; to?: string };
}
const CsvSourceContext = createContext<CsvSource | undefined>(undefined);

/**
 * What every Reporting page shares: the filters read from the URL (the last ones used in this tab when the URL
 * names none), the colours (`charts: false` for a list, which has none to colour), and a drill-down link maker.
 */
export const useReportContext = ({ charts = true }: { charts?: boolean } = {}) => {
  const { tenantPublicId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useMemo(() => readReportQuery(search), [search]);
  const filters = useMemo(() => filtersOf(query), [query]);
  const colours = useReportColours(tenantPublicId, query.programId, charts);

  // The saved filters always match the last URL with filters, so clearing them sticks.
  const restore = filtersToRestore(search);
  const restoring = !!restore;
  useEffect(() => {
    if (!restore) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of FILTER_KEYS) if (typeof restore[key] === 'string') next.set(key, restore[key]);
        return next;
      },
      { replace: true },
    );
  }, [restore, setSearch]);
  useEffect(() => {
    if (restoring) return;
    const kept: Record<string, string> = {};
    for (const key of FILTER_KEYS) {
      const value = filters[key];
      if (value !== undefined) kept[key] = String(value);
    }
    sessionStore.setJson(FILTERS_KEY, kept);
  }, [filters, restoring]);

  const setFilter = useCallback(
    (name: FilterKey, value: string | undefined) =>
      setSearch((current) => withFilter(current, name, value), { replace: true }),
    [setSearch],
  );
  const setPeriod = useCallback(
    (from: string, to: string) =>
      setSearch((current) => withFilter(withFilter(current, 'from', from), 'to', to), { replace: true }),
    [setSearch],
  );
  // The drill-down's first page is asked for as it is opened, alongside the page's code rather than after it.
  const prefetchDrill = useCallback(
    (condition: DrillDown, drillFilters: ReportFilterValues = filters) => {
      // As the drill-down will read its address: the same filters, cleaned the same way, on its first page.
      const query = readReportQuery(reportParams({ ...filtersOf(drillFilters), ...condition }));
      void queryClient.prefetchQuery(
        reportConversationsQuery(tenantPublicId, query, firstReportPage(REPORT_CONVERSATION_LIST_SPEC)),
      );
    },
    [queryClient, tenantPublicId, filters],
  );
  // `drillFilters`: other filters than the page's (e.g. a week of the period).
  const drill = useCallback(
    (condition: DrillDown, drillFilters: ReportFilterValues = filters) => {
      prefetchDrill(condition, drillFilters);
      navigate(drillDownPath(tenantPublicId, drillFilters, condition));
    },
    [navigate, prefetchDrill, tenantPublicId, filters],
  );
  const drillPath = useCallback(
    (condition: DrillDown, drillFilters: ReportFilterValues = filters) =>
      drillDownPath(tenantPublicId, drillFilters, condition),
    [tenantPublicId, filters],
  );
  return {
    tenantPublicId,
    /** The filters of this tab are being put back into the URL: nothing is asked for until they are. */
    restoring,
    search,
    setSearch,
    query,
    filters,
    colours,
    setFilter,
    setPeriod,
    drill,
    drillPath,
    prefetchDrill,
  };
};
export type ReportContext = ReturnType<typeof useReportContext>;

/** One report's figures for the page's filters; the previous figures stay while new ones load. */
export const useReport = <N extends FigureReportName>(context: ReportContext, name: N) =>
  useQuery({
    queryKey: reportQueryKey(context.tenantPublicId, name, context.filters),
    queryFn: ({ signal }) => getReport(context.tenantPublicId, name, context.filters, signal),
    placeholderData: keepPreviousData,
    enabled: !context.restoring,
  });

export interface ReportFrameProps {
  context: ReportContext;
  title: string;
  lead: string;
  /**
   * The report the page's tables are exported from (its endpoint with `Accept: text/csv`, and the file's first
   * word): each figure with a `csvTable` has its own button. A list page (`list`: the list's name) has one table,
   * exported by one button among the page's actions, in the list's order (`sort`).
   */
  csv: { name: ReportName; query?: ReportQuery; sort?: string; list?: string };
  /**
   * The period the answer covered (its `from`, `to`, `timeZone`), once known; lists, whose answers carry none,
   * give the filters' (the tenant's time zone is then said).
   */
  period: Partial<Period> | undefined;
  error: unknown;
  loading: boolean;
  /** Pages with a chart have the "View as table" switch. */
  charts?: boolean;
  /** Above the filters (e.g. the drill-down's condition and a way back). */
  before?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a Reporting page: its heading and lead, the "View as table" switch and the CSV export, the filter
 * bar, the period and its time zone, then the page's figures.
 */
export const ReportFrame = ({
  context,
  title,
  lead,
  csv,
  period,
  error,
  loading,
  charts = true,
  before,
  children,
}: ReportFrameProps) => {
  const [tableView, setTableView] = useState(() => sessionStore.get(VIEW_KEY) === 'table');
  const toggle = () => {
    setTableView((current) => {
      sessionStore.set(VIEW_KEY, current ? 'chart' : 'table');
      return !current;
    });
  };
  const tenant = useCurrentTenant();
  const timeZone = tenant.data?.timeZone || DEFAULT_TIME_ZONE;
  // The period shown: the answer's once known, else the one the server will take for these filters.
  const shown = useMemo(
    (): Period =>
      period?.from && period.to && period.timeZone
        ? (period as Period)
        : { ...defaultPeriod(context.filters, timeZone), timeZone },
    [period, context.filters, timeZone],
  );
  const source = useMemo(
    (): CsvSource => ({
      tenantPublicId: context.tenantPublicId,
      name: csv.name,
      query: csv.query ?? context.filters,
      period: shown,
    }),
    [context.tenantPublicId, context.filters, csv.name, csv.query, shown],
  );
  return (
    <AdminPage
      title={title}
      lead={lead}
      actions={
        <>
          {charts ? (
            <button
              type="button"
              className={`p-button p-component p-button-outlined report-toggle${tableView ? ' report-toggle--on' : ''}`}
              aria-pressed={tableView}
              onClick={toggle}
              data-testid="report-view-toggle"
            >
              <span className="p-button-icon p-button-icon-left pi pi-table" aria-hidden="true" />
              <span className="p-button-label">View as table</span>
            </button>
          ) : null}
          {csv.list ? <CsvButton source={source} label={csv.list} sort={csv.sort} /> : null}
        </>
      }
    >
      {before}
      <FilterBar context={context} period={shown} />
      <p className="report-period" data-testid="report-period">
        {periodText(shown)}
      </p>
      <AdminError error={error} testId="report-error" />
      <CsvSourceContext.Provider value={source}>
        <TableViewContext.Provider value={tableView}>
          {loading ? <PageLoading /> : children}
        </TableViewContext.Provider>
      </CsvSourceContext.Provider>
    </AdminPage>
  );
};

/**
 * The period the server takes for these filters (days in the tenant's time zone, both ends counted): the days given,
 * a missing end 30 days (`REPORT_DEFAULT_DAYS`) from the other, and without either the last 30 days.
 */
export const defaultPeriod = (
  filters: { from?: string; to?: string },
  timeZone: string,
): { from: string; to: string } => {
  let today: string;
  try {
    today = zonedDate(Date.now(), timeZone);
  } catch {
    today = new Date().toISOString().slice(0, 10);
  }
  const to = filters.to ?? (filters.from ? addDays(filters.from, REPORT_DEFAULT_DAYS - 1) : today);
  return { from: filters.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1)), to };
};

/** The byte-order mark every CSV of the product starts with (docs/REPORTING.md, "CSV"). */
const BOM = '\uFEFF';

interface CsvButtonProps {
  source: CsvSource;
  /** The table's name, which the button's accessible name ends with ("Export CSV of Skipped stages"). */
  label: string;
  /** Which of the report's tables (the `table` parameter); none for a list. */
  table?: string;
  sort?: string;
}

/**
 * Downloads one table of the report as CSV: the same endpoint with `Accept: text/csv` and `table`, saved as
 * `{report}-{table}-{from}-{to}.csv` (without the table for the report's first).
 */
const CsvButton = ({ source, label, table, sort }: CsvButtonProps) => {
  const { tenantPublicId, name, query, period } = source;
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const text = await getReportCsv(tenantPublicId, name, query, { table, sort });
      // Saved as the server wrote it: decoding the answer as text drops its byte-order mark, which goes back.
      const file = text.startsWith(BOM) ? text : `${BOM}${text}`;
      const url = URL.createObjectURL(new Blob([file], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = csvFileName(name, period, table);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      toast.showApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`p-button p-component p-button-outlined p-button-sm${busy ? ' p-disabled' : ''}`}
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
      aria-label={`Export CSV of ${label}`}
      data-testid="report-csv"
      data-table={table}
    >
      <span className="p-button-icon p-button-icon-left pi pi-download" aria-hidden="true" />
      <span className="p-button-label">Export CSV</span>
    </button>
  );
};

/** The names of the filters' choices: the tenant's programs and agents (those in the URL always among them), channels. */
export const useFilterOptions = (context: ReportContext, period: { from: string; to: string }) => {
  const { tenantPublicId, query } = context;
  const mayCall = useMayCall();
  const programs = useQuery({
    queryKey: programOptionsQueryKey(tenantPublicId),
    queryFn: ({ signal }) => listProgramOptions(tenantPublicId, signal),
    enabled: mayCall('GET /:tenantPublicId/api/programs'),
    staleTime: 60_000,
  });
  const mayListAgents = mayCall('GET /:tenantPublicId/api/agents');
  const from = query.from ?? period.from;
  const to = query.to ?? period.to;
  const agents = useQuery({
    queryKey: agentOptionsQueryKey(
      tenantPublicId,
      mayListAgents ? 'agents' : 'report',
      mayListAgents ? '' : `${from}/${to}`,
    ),
    queryFn: ({ signal }) =>
      mayListAgents
        ? listAgents(tenantPublicId, signal)
        : listReportedAgents(tenantPublicId, { from: from || undefined, to: to || undefined }, signal),
    staleTime: 60_000,
  });
  const programOptions: [string, string][] = (programs.data ?? []).map((p) => [String(p.id), p.name]);
  if (query.programId !== undefined && !programOptions.some(([id]) => id === String(query.programId)))
    programOptions.push([String(query.programId), `Program ${query.programId}`]);
  const agentOptions: [string, string][] = (agents.data ?? []).map((a) => [String(a.id), a.name]);
  if (query.agentId !== undefined && !agentOptions.some(([id]) => id === String(query.agentId)))
    agentOptions.push([String(query.agentId), `Agent ${query.agentId}`]);
  const channels: string[] = [...PROGRAM_CHANNELS];
  if (query.channel && !channels.includes(query.channel)) channels.push(query.channel);
  const channelOptions: [string, string][] = channels.map((c) => [
    c,
    c === 'voice' ? 'Voice' : c === 'chat' ? 'Chat' : c,
  ]);
  return { programOptions, agentOptions, channelOptions };
};

/**
 * The filters, as native controls: the period's first and last day (days in the tenant's time zone, both
 * counted), program, agent, channel, source and group. Each change goes into the URL at once.
 */
const FilterBar = ({ context, period }: { context: ReportContext; period: Period }) => {
  const { query, setFilter, setPeriod } = context;
  const from = query.from ?? period.from;
  const to = query.to ?? period.to;
  const { programOptions, agentOptions, channelOptions } = useFilterOptions(context, period);

  const select = (
    name: Exclude<FilterKey, 'from' | 'to'>,
    label: string,
    options: [string, string][],
    any: string,
  ) => (
    <div className="report-filter">
      <label htmlFor={`report-filter-${name}`} className="field__label">
        {label}
      </label>
      <select
        id={`report-filter-${name}`}
        className="p-inputtext"
        value={query[name] === undefined ? '' : String(query[name])}
        onChange={(event) => setFilter(name, event.target.value)}
      >
        <option value="">{any}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  const dateInput = (name: 'from' | 'to', label: string, value: string) => (
    <div className="report-filter">
      <label htmlFor={`report-filter-${name}`} className="field__label">
        {label}
      </label>
      <DayInput
        id={`report-filter-${name}`}
        value={value}
        min={name === 'to' ? from || undefined : undefined}
        max={name === 'from' ? to || undefined : undefined}
        required
        onChange={(day) => {
          if (!day) return;
          // Both ends go into the URL, so that the period stays the one shown.
          if (name === 'from') setPeriod(day, to || day);
          else setPeriod(from || day, day);
        }}
      />
    </div>
  );

  return (
    <fieldset className="report-filters" data-testid="report-filters">
      <legend className="visually-hidden">Filters</legend>
      {dateInput('from', 'From', from)}
      {dateInput('to', 'To', to)}
      {select('programId', 'Program', programOptions, 'All programs')}
      {select('agentId', 'Agent', agentOptions, 'All agents')}
      {select('channel', 'Channel', channelOptions, 'All channels')}
      {select(
        'source',
        'Source',
        REPORT_SOURCES.map((s) => [s, SOURCE_TEXT[s] ?? s]),
        'All but the simulator',
      )}
      {select(
        'group',
        'Group',
        REPORT_GROUPS.map((g) => [g, GROUP_TEXT[g] ?? g]),
        'Assisted and control',
      )}
    </fieldset>
  );
};

export interface FigureProps {
  id: string;
  title: string;
  /** The report's CSV table behind this figure (the `table` parameter): the figure gets its export button. */
  csvTable?: string;
  /** A sentence under the heading (what a bar means, what a click does). */
  note?: ReactNode;
  /** When there is nothing to show: the sentence instead of chart and table. */
  empty?: string | false;
  chart: ReactNode;
  table: ReactNode;
}

/** One figure of a page: a heading, then its chart, or its table when the page's switch says so. */
export const ReportFigure = ({ id, title, csvTable, note, empty, chart, table }: FigureProps) => {
  const tableView = useTableView();
  const source = useContext(CsvSourceContext);
  return (
    <section className="report-figure" aria-labelledby={`${id}-title`} data-testid={`figure-${id}`}>
      <div className="report-figure__head">
        <h2 id={`${id}-title`}>{title}</h2>
        {csvTable && source && !empty ? <CsvButton source={source} label={title} table={csvTable} /> : null}
      </div>
      {note ? <p className="report-figure__note">{note}</p> : null}
      {empty ? (
        <p className="report-empty">{empty}</p>
      ) : tableView ? (
        table
      ) : (
        <figure className="report-figure__chart">{chart}</figure>
      )}
    </section>
  );
};

export interface ReportTableProps {
  caption: string;
  headers: readonly string[];
  /** Cells of each row; the first cell is the row's header. */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  testId?: string;
}

/** A plain table of a figure in the theme's look, with its caption and row headers. */
export const ReportTable = ({ caption, headers, rows, testId }: ReportTableProps) => (
  <div className="p-datatable p-datatable-sm p-datatable-striped p-component report-table">
    <div className="p-datatable-wrapper">
      <table className="p-datatable-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead className="p-datatable-thead">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="p-datatable-tbody">
          {rows.map((row, index) => (
            <tr key={row.key} className={index % 2 === 1 ? 'p-row-odd' : undefined}>
              {row.cells.map((cell, c) =>
                c === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell's column is its position.
                  <th key={c} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell's column is its position.
                  <td key={c}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  </div>
);

export type { ReportColours, ReportFilterValues };
