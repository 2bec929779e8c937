import {
  DEFAULT_TABLE_STATE,
  type FilterEntry,
  type ListQuery,
  type ListSpec,
  localDayOf,
  parseListQuery,
  type TableState,
  toQueryParams,
} from '@parlance/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A parsed list query as table state: dates back to their day as local midnight, as the date fields give them. */
export const listQueryToTableState = (query: ListQuery): TableState => ({
  page: query.page,
  size: query.size,
  sort: query.sort.map(({ field, order }) => ({ field, order })),
  filters: Object.fromEntries(
    query.filters.map((filter): [string, FilterEntry] => [
      filter.field,
      {
        matchMode: filter.matchMode,
        value:
          filter.kind === 'date' && typeof filter.value === 'string'
            ? localDayOf(filter.value)
            : filter.value,
      },
    ]),
  ),
});

/** Reads table state from URL parameters; anything the resource does not allow falls back to the defaults. */
export const readTableState = (params: URLSearchParams, spec: ListSpec): TableState => {
  const result = parseListQuery(params, spec);
  return result.ok
    ? listQueryToTableState(result.query)
    : { ...DEFAULT_TABLE_STATE, sort: [spec.defaultSort] };
};

/**
 * Table state kept in the URL (page, sort and filters), so that a reload or a shared link shows the same view.
 * Changing filters or the page size goes back to the first page.
 */
export const useTableState = (spec: ListSpec) => {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTableState(params, spec), [params, spec]);
  const setState = useCallback(
    (change: Partial<TableState>) => {
      const next: TableState = { ...state, ...change };
      if (change.filters !== undefined || change.size !== undefined) next.page = change.page ?? 0;
      setParams(toQueryParams(next), { replace: true });
    },
    [state, setParams],
  );
  return { state, setState };
};
