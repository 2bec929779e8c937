import {
  type FilterEntry,
  type FilterKind,
  type FilterValue,
  type MatchMode,
  type TableState,
  toggleSort,
} from '@parlance/shared';
import { type FocusEvent, Fragment, type MouseEvent, type ReactNode, useState } from 'react';
import type { ListPage } from '../../lib/use-list';
import {
  DateFilter,
  defaultMatchMode,
  type FilterOption,
  MatchModeMenu,
  matchModesOf,
  OptionsFilter,
  TextFilter,
} from './column-filter';
import { Paginator } from './paginator';
import './resource-table.css';

export type { FilterOption } from './column-filter';

export interface ResourceColumn<T> {
  /** The field in the row and in the resource's list spec. */
  field: string;
  header: string;
  sortable?: boolean;
  filter?: {
    kind: FilterKind;
    options?: readonly FilterOption[];
    matchMode?: MatchMode;
    /** The filter control's accessible name; "Filter by {header}" unless given. */
    label?: string;
  };
  body?: (row: T) => ReactNode;
}

export interface ResourceTableProps<T> {
  /** Names the table for assistive technology (its caption, visually hidden). */
  label: string;
  columns: readonly ResourceColumn<T>[];
  state: TableState;
  onStateChange: (change: Partial<TableState>) => void;
  page: ListPage<T> | undefined;
  loading: boolean;
  emptyMessage: string;
  dataKey?: string;
  /** Row actions (edit, deactivate …), shown in a last column pinned to the table's right edge. */
  actions?: (row: T) => ReactNode;
  /** Rows that open to show more (e.g. an audit event's before and after), with a toggle button in a first column. */
  expansion?: {
    render: (row: T) => ReactNode;
    /** The toggle's accessible name, e.g. "Show the changes of event 12". */
    label: (row: T) => string;
  };
}

/** Rows whose room the first page keeps while it loads, and a row's usual height (one or two lines) in rem. */
const FIRST_LOAD_ROWS = 10;
const ROW_REM = 3.5;

const isEmpty = (value: FilterValue) => value === null || value === undefined || value === '';

/** A cell's text when the column has no body: strings and numbers as they are, anything else blank. */
const plainValue = (row: object, field: string): ReactNode => {
  const value = (row as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? value : '';
};

/**
 * A cell's content: text (a string or number) in an element that a laptop's width cuts to one line with an ellipsis
 * (`resource-table.css`), anything else (a badge, buttons) as it is.
 */
const cellContent = (content: ReactNode): ReactNode =>
  typeof content === 'string' || typeof content === 'number' ? (
    <div className="resource-table__fit">
      <span className="resource-table__text">{content}</span>
    </div>
  ) : (
    content
  );

/**
 * Under the pointer (or the focus, for what a cell's text may hold), a cell's text that is cut short gets its whole
 * text as its tooltip (`title`), and loses it again once it fits (the table was widened).
 */
export const showCutText = (event: MouseEvent | FocusEvent) => {
  const target = event.target instanceof Element ? event.target : null;
  const text = target?.closest('.resource-table__text');
  if (!(text instanceof HTMLElement)) return;
  if (text.scrollWidth > text.clientWidth) text.title = text.textContent ?? '';
  else text.removeAttribute('title');
};

const ariaSort = (order: 1 | -1 | undefined) =>
  order === 1 ? 'ascending' : order === -1 ? 'descending' : 'none';

const sortIcon = (order: 1 | -1 | undefined) =>
  order === 1 ? 'pi-sort-amount-up-alt' : order === -1 ? 'pi-sort-amount-down' : 'pi-sort-alt';

/**
 * A server-side table as a plain HTML `<table>` in the Lara theme's data-table look: a hidden caption names it,
 * sortable headers are buttons inside `<th aria-sort>` (each click flips ascending and descending), a filter row
 * under the headers, an empty message, a busy state while a page loads, optional expandable rows and a paginator.
 * Page, sort and filters are the table state the caller holds (in the URL). From a laptop's width up the table fits
 * its box: cells' text is cut to one line, whole in its tooltip; on a phone the table scrolls sideways inside itself.
 */
export const ResourceTable = <T extends object>({
  label,
  columns,
  state,
  onStateChange,
  page,
  loading,
  emptyMessage,
  dataKey = 'id',
  actions,
  expansion,
}: ResourceTableProps<T>) => {
  const sort = state.sort[0];
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  /** Match modes chosen for filters that have no value yet (a filter with a value keeps its mode in the state). */
  const [chosenModes, setChosenModes] = useState<Record<string, MatchMode>>({});
  const keyOf = (row: T) => String((row as Record<string, unknown>)[dataKey]);
  const rows = page?.rows ?? [];
  const columnCount = columns.length + (expansion ? 1 : 0) + (actions ? 1 : 0);

  const modeOf = (column: ResourceColumn<T>): MatchMode => {
    const kind = column.filter!.kind;
    return (
      state.filters[column.field]?.matchMode ??
      chosenModes[column.field] ??
      column.filter!.matchMode ??
      defaultMatchMode(kind)
    );
  };

  const applyFilter = (field: string, value: FilterValue, matchMode: MatchMode) => {
    const current = state.filters[field];
    if (isEmpty(value) && !current) return;
    if (current && current.value === value && current.matchMode === matchMode) return;
    const { [field]: _, ...others } = state.filters;
    const filters: Record<string, FilterEntry> = isEmpty(value)
      ? others
      : { ...others, [field]: { value, matchMode } };
    onStateChange({ filters });
  };

  const chooseMode = (column: ResourceColumn<T>, mode: MatchMode) => {
    setChosenModes((modes) => ({ ...modes, [column.field]: mode }));
    const current = state.filters[column.field];
    if (current) applyFilter(column.field, current.value, mode);
  };

  const toggleRow = (key: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const filterCell = (column: ResourceColumn<T>) => {
    const filter = column.filter;
    if (!filter) return <td key={column.field} />;
    const name = filter.label ?? `Filter by ${column.header}`;
    const value = state.filters[column.field]?.value ?? null;
    const mode = modeOf(column);
    const apply = (next: FilterValue) => applyFilter(column.field, next, mode);
    const withMenu = !filter.options && filter.kind !== 'boolean';
    return (
      <td key={column.field}>
        <div className="resource-table__filter-cell">
          {filter.options ? (
            <OptionsFilter value={value} label={name} options={filter.options} onApply={apply} />
          ) : filter.kind === 'date' ? (
            <DateFilter value={value} label={name} onApply={apply} />
          ) : (
            <TextFilter value={value} label={name} numeric={filter.kind === 'number'} onApply={apply} />
          )}
          {withMenu ? (
            <MatchModeMenu
              header={column.header}
              modes={matchModesOf(filter.kind)}
              value={mode}
              isDefault={mode === (filter.matchMode ?? defaultMatchMode(filter.kind))}
              onChange={(next) => chooseMode(column, next)}
            />
          ) : null}
        </div>
      </td>
    );
  };

  const headerCell = (column: ResourceColumn<T>) => {
    // A date column is as wide as its filter: a day is shorter than most texts, which get the room left.
    const dated = column.filter?.kind === 'date' ? 'resource-table__date' : undefined;
    if (!column.sortable) {
      return (
        <th key={column.field} scope="col" className={dated}>
          {column.header}
        </th>
      );
    }
    const order = sort?.field === column.field ? sort.order : undefined;
    return (
      <th
        key={column.field}
        scope="col"
        aria-sort={ariaSort(order)}
        className={`p-sortable-column${order ? ' p-highlight' : ''}${dated ? ` ${dated}` : ''}`}
      >
        <button
          type="button"
          className="resource-table__sort"
          onClick={() => onStateChange({ sort: [toggleSort(sort, column.field)] })}
        >
          <span className="p-column-title">{column.header}</span>
          <i className={`pi ${sortIcon(order)} p-sortable-column-icon`} aria-hidden="true" />
        </button>
      </th>
    );
  };

  const body = () => {
    if (rows.length === 0) {
      const first = page === undefined && loading;
      return (
        <tr className="p-datatable-emptymessage">
          {/* While the first page loads, its rows' room is kept, so that what is under the table (the paginator)
              does not move down when they come (layout shift). */}
          <td
            colSpan={columnCount}
            className={first ? 'resource-table__first-load' : undefined}
            style={first ? { height: `${Math.min(state.size, FIRST_LOAD_ROWS) * ROW_REM}rem` } : undefined}
          >
            {first ? 'Loading…' : emptyMessage}
          </td>
        </tr>
      );
    }
    return rows.map((row, index) => {
      const key = keyOf(row);
      const open = expanded.has(key);
      return (
        <Fragment key={key}>
          <tr className={index % 2 === 1 ? 'p-row-odd' : undefined}>
            {expansion ? (
              <td className="resource-table__toggle-cell">
                <button
                  type="button"
                  className="p-row-toggler p-link resource-table__expander"
                  aria-expanded={open}
                  aria-label={expansion.label(row)}
                  onClick={() => toggleRow(key)}
                >
                  <i className={`pi ${open ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden="true" />
                </button>
              </td>
            ) : null}
            {columns.map((column) => (
              <td key={column.field}>
                {cellContent(column.body ? column.body(row) : plainValue(row, column.field))}
              </td>
            ))}
            {actions ? <td className="resource-table__actions">{actions(row)}</td> : null}
          </tr>
          {expansion && open ? (
            <tr className={`resource-table__expansion${index % 2 === 1 ? ' p-row-odd' : ''}`}>
              <td colSpan={columnCount}>{expansion.render(row)}</td>
            </tr>
          ) : null}
        </Fragment>
      );
    });
  };

  const hasFilters = columns.some((column) => column.filter);

  return (
    <div className="resource-table p-datatable p-datatable-sm p-datatable-striped p-component">
      <div className="p-datatable-wrapper resource-table__wrapper">
        <table className="p-datatable-table" aria-busy={loading}>
          <caption className="visually-hidden">{label}</caption>
          <thead className="p-datatable-thead">
            <tr>
              {expansion ? (
                <th scope="col">
                  <span className="visually-hidden">Details</span>
                </th>
              ) : null}
              {columns.map(headerCell)}
              {actions ? (
                <th scope="col" className="resource-table__actions">
                  Actions
                </th>
              ) : null}
            </tr>
            {hasFilters ? (
              <tr className="resource-table__filters">
                {expansion ? <td /> : null}
                {columns.map(filterCell)}
                {actions ? <td className="resource-table__actions" /> : null}
              </tr>
            ) : null}
          </thead>
          <tbody className="p-datatable-tbody" onMouseOver={showCutText} onFocus={showCutText}>
            {body()}
          </tbody>
        </table>
        {loading ? (
          <div className="resource-table__loading" aria-hidden="true">
            <i className="pi pi-spin pi-spinner" />
          </div>
        ) : null}
      </div>
      <Paginator
        label={`Pages of ${label}`}
        page={state.page}
        size={state.size}
        total={page?.total ?? 0}
        more={page?.more}
        onPage={(next) => onStateChange({ page: next })}
        onSize={(size) => onStateChange({ size, page: 0 })}
      />
    </div>
  );
};
