import type { CurrentTenant } from '@parlance/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

export const CURRENT_TENANT_QUERY_KEY = ['tenant', 'current'] as const;

/** GET /api/tenant/current: the signed-in user's tenant (rejects with an ApiError on any non-2xx answer). */
export const fetchCurrentTenant = async (signal?: AbortSignal): Promise<CurrentTenant> =>
  (await api.get('/api/tenant/current', {}, signal ? { signal } : {})).data;

export const currentTenantQueryOptions = {
  queryKey: CURRENT_TENANT_QUERY_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchCurrentTenant(signal),
  staleTime: 5 * 60 * 1000,
} as const;

export const useCurrentTenant = () => useQuery(currentTenantQueryOptions);
