import type { ListPathOf, PathParamsOf } from '@parlance/api-client/app';
import { type TableState, toQueryParams } from '@parlance/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPage } from './api';

export type { ListPage } from './api';

/**
 * A page of a list endpoint, named by its path template (`/{tenantPublicId}/api/programs`) and typed by the API
 * document; the previous page stays visible while the next one loads.
 */
export const useList = <P extends ListPathOf>(
  queryKey: readonly unknown[],
  path: P,
  params: PathParamsOf<P, 'get'>,
  state: TableState,
) =>
  useQuery({
    queryKey: [...queryKey, toQueryParams(state).toString()],
    queryFn: ({ signal }) => fetchPage(path, params, toQueryParams(state), signal),
    placeholderData: keepPreviousData,
  });
