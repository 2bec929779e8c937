import {
  type FilterEntry,
  type FilterKind,
  MATCH_MODES_BY_KIND,
  type MatchMode,
  type TableState,
  toggleSort,
} from '@parlance/shared';
import { Calendar } from 'primereact/calendar';
import { Column, type ColumnFilterElementTemplateOptions } from 'primereact/column';
import { DataTable, type DataTableFilterMeta, type DataTableFilterMetaData } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { type ReactNode, useState } from 'react';
import type { ListPage } from '../../lib/use-list';
import './resource-table.css';

export interface FilterOption {
  label: string;
  value: string | number | boolean;
}

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
  /** Names the table for assistive technology. */
  label: string;
  columns: readonly ResourceColumn<T>[];
  state: TableState;
  onStateChange: (change: Partial<TableState>) => void;
  page: ListPage<T> | undefined;
  loading: boolean;
  emptyMessage: string;
  dataKey?: string;
  /** Row actions (edit, deactivate …), shown in a last column. */
  actions?: (row: T) => ReactNode;
  /** Rows that open to show more (e.g. an audit event's before and after), with a toggle button in a first column. */
  expansion?: {
    render: (row: T) => ReactNode;
    /** The toggle's accessible name, e.g. "Show the changes of event 12". */
    label: (row: T) => string;
  };
}

const PAGE_SIZES = [10, 20, 50, 100];

const noFilter = () => <span className="visually-hidden">No filter</span>;

const defaultMatchMode = (kind: FilterKind): MatchMode =>
  kind === 'text' ? 'contains' : kind === 'date' ? 'dateIs' : 'equals';

const matchModeLabels: Partial<Record<MatchMode, string>> = {
  startsWith: 'Starts with',
  contains: 'Contains',
  notContains: 'Does not contain',
  endsWith: 'Ends with',
  equals: 'Equals',
  notEquals: 'Does not equal',
  lt: 'Less than',
  lte: 'At most',
  gt: 'Greater than',
  gte: 'At least',
  dateIs: 'Date is',
  dateIsNot: 'Date is not',
  dateBefore: 'Date is before',
  dateAfter: 'Date is after',
};

/** PrimeReact's filter model for every filterable column, from the table state. */
const toFilterMeta = <T,>(columns: readonly ResourceColumn<T>[], filters: TableState['filters']) =>
  Object.fromEntries(
    columns
      .filter((column) => column.filter)
      .map((column) => {
        const current = filters[column.field];
        const kind = column.filter!.kind;
        return [
          column.field,
          {
            value: current?.value ?? null,
            matchMode: current?.matchMode ?? column.filter!.matchMode ?? defaultMatchMode(kind),
          },
        ];
      }),
  ) as DataTableFilterMeta;

const fromFilterMeta = (meta: DataTableFilterMeta): TableState['filters'] => {
  const filters: Record<string, FilterEntry> = {};
  for (const [field, entry] of Object.entries(meta)) {
    const { value, matchMode } = entry as DataTableFilterMetaData;
    if (value !== null && value !== undefined && value !== '')
      filters[field] = { value, matchMode: matchMode as MatchMode };
  }
  return filters;
};

/**
 * A server-side table (PrimeReact DataTable in lazy mode): paging, sorting by column click (each click flips
 * ascending and descending) and a filter row, all kept in the table state the caller holds in the URL.
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
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const keyOf = (row: T) => String((row as Record<string, unknown>)[dataKey]);
  const expander = (row: T) => {
    const key = keyOf(row);
    const open = !!expanded[key];
    return (
      <button
        type="button"
        className="p-row-toggler p-link resource-table__expander"
        aria-expanded={open}
        aria-label={expansion?.label(row)}
        onClick={() => setExpanded(({ [key]: _, ...others }) => (open ? others : { ...others, [key]: true }))}
      >
        <i className={`pi ${open ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden="true" />
      </button>
    );
  };
  const filterElement = (column: ResourceColumn<T>) => {
    const kind = column.filter!.kind;
    const name = column.filter!.label ?? `Filter by ${column.header}`;
    return (options: ColumnFilterElementTemplateOptions) => {
      if (column.filter?.options) {
        return (
          <Dropdown
            value={options.value ?? null}
            options={[...column.filter.options]}
            onChange={(event) => options.filterApplyCallback(event.value)}
            placeholder="Any"
            showClear
            aria-label={name}
            // PrimeReact's hidden native select needs the name too.
            pt={{ select: { 'aria-label': name } }}
            className="resource-table__filter"
          />
        );
      }
      if (kind === 'date') {
        return (
          <Calendar
            value={(options.value as Date | null) ?? null}
            onChange={(event) => options.filterApplyCallback(event.value ?? null)}
            dateFormat="yy/mm/dd"
            placeholder="yyyy/mm/dd"
            ariaLabel={name}
            inputClassName="resource-table__filter"
            showButtonBar
          />
        );
      }
      return (
        <InputText
          value={(options.value as string | null) ?? ''}
          onChange={(event) => options.filterApplyCallback(event.target.value)}
          placeholder="Search"
          aria-label={name}
          className="resource-table__filter"
          inputMode={kind === 'number' ? 'numeric' : undefined}
        />
      );
    };
  };

  return (
    <DataTable
      value={page?.rows ?? []}
      dataKey={dataKey}
      lazy
      paginator
      first={state.page * state.size}
      rows={state.size}
      totalRecords={page?.total ?? 0}
      rowsPerPageOptions={PAGE_SIZES}
      onPage={(event) =>
        onStateChange({ page: event.page ?? Math.floor(event.first / event.rows), size: event.rows })
      }
      sortField={sort?.field}
      sortOrder={sort?.order}
      onSort={(event) => onStateChange({ sort: [toggleSort(sort, event.sortField)] })}
      filters={toFilterMeta(columns, state.filters)}
      filterDisplay="row"
      filterDelay={400}
      onFilter={(event) => onStateChange({ filters: fromFilterMeta(event.filters) })}
      loading={loading}
      emptyMessage={emptyMessage}
      pt={{
        table: { 'aria-label': label },
        paginator: { RPPDropdown: { select: { 'aria-label': 'Rows per page' } } },
      }}
      className="resource-table"
      size="small"
      stripedRows
      // Cells are memoised on their row by default; bodies and actions also read other state (lookups, access).
      cellMemo={false}
      {...(expansion ? { expandedRows: expanded, rowExpansionTemplate: expansion.render } : {})}
    >
      {expansion ? (
        <Column
          header={<span className="visually-hidden">Details</span>}
          body={expander}
          filter
          filterElement={noFilter}
          showFilterMenu={false}
          showClearButton={false}
        />
      ) : null}
      {columns.map((column) => (
        <Column
          key={column.field}
          field={column.field}
          header={column.header}
          sortable={column.sortable}
          body={column.body}
          // Columns without a filter still get a filter-row cell; it says so, since empty header cells are not allowed.
          filter
          filterElement={column.filter ? filterElement(column) : noFilter}
          showFilterMenu={!!column.filter && !column.filter.options && column.filter.kind !== 'boolean'}
          filterMatchModeOptions={
            column.filter
              ? MATCH_MODES_BY_KIND[column.filter.kind]
                  .filter((mode) => mode !== 'in')
                  .map((mode) => ({ label: matchModeLabels[mode] ?? mode, value: mode }))
              : undefined
          }
          showClearButton={false}
          dataType={
            column.filter?.kind === 'date' ? 'date' : column.filter?.kind === 'number' ? 'numeric' : 'text'
          }
        />
      ))}
      {actions ? (
        <Column
          header="Actions"
          body={actions}
          filter
          filterElement={noFilter}
          showFilterMenu={false}
          showClearButton={false}
        />
      ) : null}
    </DataTable>
  );
};
