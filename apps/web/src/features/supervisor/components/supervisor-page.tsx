import {
  ENGAGEMENT_SEARCH_MAX,
  ENGAGEMENT_SOURCES,
  type EngagementSummary,
  MESSAGE_SEARCH_MIN,
  PAGE_HEADERS,
  type Program,
  STAGE_COLORS,
  zoneName,
} from '@parlance/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { AdminError, AdminPage } from '../../../components/admin-page';
import { Paginator } from '../../../components/data-table/paginator';
import { DayInput } from '../../../components/day-input';
import { useMayCall } from '../../../lib/endpoint-access';
import { listProgramOptions, programOptionsQueryKey } from '../../../lib/queries/programs';
import { useCurrentTenant } from '../../../lib/tenant';
import { engagementsQueryKey, listEngagements } from '../api/engagements';
import { type ColourOf, SOURCE_TEXT, UNKNOWN_STAGE_COLOUR } from '../lib/display';
import {
  filtersToTableState,
  matchesFilters,
  readFilters,
  SUPERVISOR_PAGE_SIZE,
  type SupervisorFilters,
  searchParameters,
  withFilter,
} from '../lib/filters';
import { mergeSummaries } from '../lib/live';
import { EngagementDetailPanel } from './engagement-detail';
import { EngagementList } from './engagement-list';
import { type StreamStatus, useEngagementEvents } from './use-engagement-events';
import '../supervisor.css';

/** While the stream is down, the list and the detail are fetched again this often. */
export const FALLBACK_REFRESH_MS = 5000;

const STREAM_TEXT: Record<StreamStatus, string> = {
  connecting: 'Connecting to live updates…',
  live: 'Live',
  reconnecting: 'Live updates interrupted, reconnecting…',
};

/**
 * /{tenantPublicId}/supervisor (ROLE_ADMIN or p-view_supervisor): the tenant's engagements as they happen, with
 * filters and the selected engagement in the URL, and its detail beside the list.
 */
export const SupervisorPage = () => {
  const { tenantPublicId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => readFilters(search), [search]);
  const selected = search.get('engagement') ?? undefined;
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  const { state: live, status } = useEngagementEvents(tenantPublicId, selected);
  const refetchInterval = status === 'live' ? false : FALLBACK_REFRESH_MS;

  const timeZone = useCurrentTenant().data?.timeZone ?? 'UTC';
  const tableState = useMemo(() => filtersToTableState(filters), [filters]);
  const searchParams = useMemo(() => searchParameters(filters), [filters]);
  const list = useQuery({
    queryKey: [...engagementsQueryKey(tenantPublicId), 'list', tableState, searchParams],
    queryFn: ({ signal }) => listEngagements(tenantPublicId, tableState, searchParams, signal),
    refetchInterval,
    placeholderData: keepPreviousData,
  });
  const programs = useQuery({
    queryKey: programOptionsQueryKey(tenantPublicId),
    queryFn: ({ signal }) => listProgramOptions(tenantPublicId, signal),
    enabled: mayCall('GET /:tenantPublicId/api/programs'),
  });

  // A snapshot after the first means events may have been missed: what ended meanwhile comes from the list.
  useEffect(() => {
    if (live.snapshots > 1)
      void queryClient.invalidateQueries({ queryKey: engagementsQueryKey(tenantPublicId) });
  }, [live.snapshots, queryClient, tenantPublicId]);

  const [colours, setColours] = useState<Record<number, Record<string, string>>>({});
  const learnColours = useCallback((programId: number, stages: { label: string; colour: string }[]) => {
    setColours((all) =>
      all[programId]
        ? all
        : { ...all, [programId]: Object.fromEntries(stages.map((s) => [s.label, s.colour])) },
    );
  }, []);
  const colourOf: ColourOf = useCallback(
    (programId, stage) =>
      colours[programId]?.[stage] ?? (STAGE_COLORS as Record<string, string>)[stage] ?? UNKNOWN_STAGE_COLOUR,
    [colours],
  );

  const firstPage = tableState.page === 0;
  const { rows, total, more } = useMemo(() => {
    const fetched = list.data?.rows ?? [];
    const fetchedIds = new Set(fetched.map((s) => s.engagementId));
    // The server found the fetched rows by any of their messages; the stream brings only the last one, so the
    // search judges only engagements the page did not fetch.
    const unsearched = { ...filters, q: undefined };
    const merged = mergeSummaries(
      fetched,
      live.summaries,
      (s: EngagementSummary) =>
        matchesFilters(s, fetchedIds.has(s.engagementId) ? unsearched : filters, timeZone),
      firstPage,
    );
    // Engagements that started after the newest the page fetched are new since: they add to the total.
    const newest = fetched.reduce((max, s) => (s.startedDate > max ? s.startedDate : max), '');
    const added = merged.filter((s) => !fetchedIds.has(s.engagementId) && s.startedDate > newest).length;
    return { rows: merged, total: (list.data?.total ?? 0) + added, more: list.data?.more };
  }, [list.data, live.summaries, filters, timeZone, firstPage]);

  const setFilter = (name: keyof SupervisorFilters, value: string) =>
    setSearch((current) => withFilter(current, name, value), { replace: true });
  const setPage = (page: number) => setFilter('page', page > 0 ? String(page + 1) : '');
  const setSize = (size: number) => setFilter('size', size === SUPERVISOR_PAGE_SIZE ? '' : String(size));
  const select = (engagementId: string) => {
    const next = new URLSearchParams(search);
    next.set('engagement', engagementId);
    return `?${next.toString()}`;
  };

  return (
    <AdminPage {...PAGE_HEADERS.supervisor}>
      <div className="supervisor__bar">
        <Filters
          filters={filters}
          timeZone={timeZone}
          programs={programs.data ?? []}
          rows={[...(list.data?.rows ?? []), ...Object.values(live.summaries)]}
          onChange={setFilter}
        />
        <p className="supervisor__stream" role="status" data-testid="supervisor-stream" data-status={status}>
          {STREAM_TEXT[status]}
        </p>
      </div>
      <AdminError error={list.error} testId="supervisor-error" />
      <div className="supervisor">
        <div className="supervisor__list-column">
          <EngagementList
            rows={rows}
            total={total}
            more={more}
            loading={list.isPending}
            searchLimit={list.data?.searchLimit}
            selected={selected}
            linkTo={select}
            colourOf={colourOf}
            timeZone={timeZone}
          />
          {total > tableState.size ? (
            <Paginator
              label="Engagement pages"
              page={tableState.page}
              size={tableState.size}
              total={total}
              more={more}
              onPage={setPage}
              onSize={setSize}
            />
          ) : null}
        </div>
        {selected ? (
          <EngagementDetailPanel
            key={selected}
            tenantPublicId={tenantPublicId}
            engagementId={selected}
            live={live}
            refetchInterval={refetchInterval}
            onStages={learnColours}
            timeZone={timeZone}
          />
        ) : (
          <section className="supervisor__detail supervisor__detail--empty" aria-label="Engagement">
            <p className="supervisor__empty">
              Choose an engagement to see its transcript, stages and alerts.
            </p>
          </section>
        )}
      </div>
    </AdminPage>
  );
};

interface FiltersProps {
  filters: SupervisorFilters;
  /** The tenant's time zone, in which the period's days are counted. */
  timeZone: string;
  programs: Program[];
  rows: EngagementSummary[];
  onChange: (name: keyof SupervisorFilters, value: string) => void;
}

/** Native selects: each choice goes into the URL at once. Agents and stages are those of the engagements seen. */
const Filters = ({ filters, timeZone, programs, rows, onChange }: FiltersProps) => {
  const agents = new Map<number, string>();
  // A tenant's stages depend on its programs (the demo's insurance stages or a signed-up tenant's neutral ones).
  const stages = new Set<string>();
  for (const row of rows) {
    if (row.agent) agents.set(row.agent.id, row.agent.name || row.agent.login);
    if (row.currentStage) stages.add(row.currentStage);
  }
  if (filters.stage) stages.add(filters.stage);
  if (filters.agent !== undefined && !agents.has(filters.agent))
    agents.set(filters.agent, `Agent ${filters.agent}`);
  const programNames = new Map(programs.map((p) => [p.id, p.name]));
  for (const row of rows)
    if (!programNames.has(row.programId)) programNames.set(row.programId, row.programName);
  const select = (
    name: keyof SupervisorFilters,
    label: string,
    value: string,
    options: [string, string][],
    any: string,
  ) => (
    <div className="supervisor__filter">
      <label htmlFor={`supervisor-filter-${name}`} className="field__label">
        {label}
      </label>
      <select
        id={`supervisor-filter-${name}`}
        className="p-inputtext"
        value={value}
        onChange={(event) => onChange(name, event.target.value)}
      >
        <option value="">{any}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  const day = (name: 'from' | 'to', label: string) => (
    <div className="supervisor__filter">
      <label htmlFor={`supervisor-filter-${name}`} className="field__label">
        {label}
      </label>
      <DayInput
        id={`supervisor-filter-${name}`}
        value={filters[name] ?? ''}
        min={name === 'to' ? filters.from : undefined}
        max={name === 'from' ? filters.to : undefined}
        aria-describedby="supervisor-period-zone"
        onChange={(day) => onChange(name, day)}
      />
    </div>
  );
  return (
    <fieldset className="supervisor__filters">
      <legend className="visually-hidden">Filters</legend>
      <SearchBox value={filters.q ?? ''} onSearch={(text) => onChange('q', text.trim())} />
      {select(
        'program',
        'Program',
        filters.program ? String(filters.program) : '',
        [...programNames].map(([id, name]) => [String(id), name]),
        'All programs',
      )}
      {select(
        'status',
        'Status',
        filters.status ?? '',
        [
          ['ongoing', 'Ongoing'],
          ['ended', 'Ended'],
        ],
        'Ongoing and ended',
      )}
      {select(
        'stage',
        'Current stage',
        filters.stage ?? '',
        [...stages].map((s) => [s, s]),
        'Any stage',
      )}
      {select(
        'agent',
        'Agent',
        filters.agent ? String(filters.agent) : '',
        [...agents].map(([id, name]) => [String(id), name]),
        'All agents',
      )}
      {select(
        'source',
        'Source',
        filters.source ?? '',
        ENGAGEMENT_SOURCES.map((s) => [s, SOURCE_TEXT[s] ?? s]),
        'All sources',
      )}
      {select(
        'alerts',
        'Alerts',
        filters.alerts === undefined ? '' : filters.alerts ? 'yes' : 'no',
        [
          ['yes', 'With alerts'],
          ['no', 'Without alerts'],
        ],
        'With or without',
      )}
      {day('from', 'Started from')}
      {day('to', 'Started to')}
      <p id="supervisor-period-zone" className="supervisor__zone">
        Days in {zoneName(timeZone)}
      </p>
    </fieldset>
  );
};

/**
 * The search: an engagement id (with or without PLATFORM), an agent's name or login, or words said (from three
 * characters). It goes into the URL when submitted, so that typing does not ask the server at every key.
 */
const SearchBox = ({ value, onSearch }: { value: string; onSearch: (text: string) => void }) => {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <search className="supervisor__filter supervisor__search">
      <form onSubmit={submit} data-testid="supervisor-search">
        <label htmlFor="supervisor-search" className="field__label">
          Search
        </label>
        <div className="supervisor__search-row">
          <input
            id="supervisor-search"
            type="search"
            className="p-inputtext"
            value={text}
            maxLength={ENGAGEMENT_SEARCH_MAX}
            placeholder="Engagement id, agent or words said"
            aria-describedby="supervisor-search-hint"
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="p-button p-component supervisor__search-button">
            Search
          </button>
        </div>
        <span id="supervisor-search-hint" className="visually-hidden">
          Finds an engagement by its id or its start, an agent by name or login, or words said in a message
          (at least {MESSAGE_SEARCH_MIN} characters).
        </span>
      </form>
    </search>
  );
};
