import { type TableState, toQueryParams } from '@parlance/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { strictApiClient } from './api-client';

export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** Fetches one page of a list endpoint; `X-Total-Count` gives the total. */
export const fetchListPage = async <T>(
  url: string,
  state: TableState,
  signal?: AbortSignal,
): Promise<ListPage<T>> => {
  const response = await strictApiClient.get<T[]>(`${url}?${toQueryParams(state).toString()}`, { signal });
  return {
    rows: response.data,
    total: Number(response.headers.get('x-total-count') ?? response.data.length),
  };
};

/** A page of a list; the previous page stays visible while the next one loads. */
export const useList = <T>(queryKey: readonly unknown[], url: string, state: TableState) =>
  useQuery({
    queryKey: [...queryKey, toQueryParams(state).toString()],
    queryFn: ({ signal }) => fetchListPage<T>(url, state, signal),
    placeholderData: keepPreviousData,
  });
