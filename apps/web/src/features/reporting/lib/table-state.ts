import { type ListSpec, parseListQuery, type TableState } from '@parlance/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DRILL_DOWN_KEYS, FILTER_KEYS } from './filters';
import { firstReportPage, REPORT_PAGE_SIZE } from './first-page';

const REPORT_KEYS: readonly string[] = [...FILTER_KEYS, ...DRILL_DOWN_KEYS, 'view'];

/** Page, size and sort of a report list from the URL, beside the report's filters (which it leaves alone). */
export const readReportTableState = (search: URLSearchParams, spec: ListSpec): TableState => {
  const result = parseListQuery(search, spec, { ignore: REPORT_KEYS });
  const fallback = firstReportPage(spec);
  if (!result.ok) return fallback;
  return {
    page: result.query.page,
    size: search.has('size') ? result.query.size : REPORT_PAGE_SIZE,
    sort:
      result.query.sort.length > 0
        ? result.query.sort.map(({ field, order }) => ({ field, order }))
        : fallback.sort,
    filters: {},
  };
};

/** The list's state kept in the URL with the filters; a new sort or size goes back to the first page. */
export const useReportTableState = (spec: ListSpec) => {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readReportTableState(search, spec), [search, spec]);
  const setState = useCallback(
    (change: Partial<TableState>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const merged = { ...state, ...change };
          const page = change.page ?? (change.sort || change.size ? 0 : merged.page);
          if (page > 0) next.set('page', String(page));
          else next.delete('page');
          if (merged.size !== REPORT_PAGE_SIZE) next.set('size', String(merged.size));
          else next.delete('size');
          next.delete('sort');
          for (const sort of merged.sort)
            next.append('sort', `${sort.field},${sort.order === 1 ? 'asc' : 'desc'}`);
          return next;
        },
        { replace: true },
      ),
    [state, setSearch],
  );
  return { state, setState };
};

export const sortParam = (state: TableState) =>
  state.sort[0] ? `${state.sort[0].field},${state.sort[0].order === 1 ? 'asc' : 'desc'}` : undefined;
