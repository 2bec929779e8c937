import { type ListSpec, type TableState, toQueryParams } from '@parlance/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readTableState } from './table-state';

/** The URL parameters of one scope (`audit.page` → `page`), the scope's prefix taken off. */
export const scopedParams = (params: URLSearchParams, scope: string): URLSearchParams => {
  const prefix = `${scope}.`;
  const own = new URLSearchParams();
  for (const [key, value] of params) {
    if (key.startsWith(prefix)) own.append(key.slice(prefix.length), value);
  }
  return own;
};

/** `params` with the scope's parameters replaced by those of `state`; other parameters are kept. */
export const withScopedState = (
  params: URLSearchParams,
  scope: string,
  state: TableState,
): URLSearchParams => {
  const prefix = `${scope}.`;
  const next = new URLSearchParams();
  for (const [key, value] of params) {
    if (!key.startsWith(prefix)) next.append(key, value);
  }
  for (const [key, value] of toQueryParams(state)) next.append(`${prefix}${key}`, value);
  return next;
};

/**
 * `useTableState` for a page with more than one table, or with other URL parameters (a tab): the table's page,
 * sort and filters are kept in the URL under `{scope}.` (`audit.page=1&audit.sort=actor,asc`), and the page's
 * other parameters are left alone.
 */
export const useScopedTableState = (spec: ListSpec, scope: string) => {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTableState(scopedParams(params, scope), spec), [params, scope, spec]);
  const setState = useCallback(
    (change: Partial<TableState>) => {
      const next: TableState = { ...state, ...change };
      if (change.filters !== undefined || change.size !== undefined) next.page = change.page ?? 0;
      setParams((current) => withScopedState(current, scope, next), { replace: true });
    },
    [state, scope, setParams],
  );
  return { state, setState };
};
