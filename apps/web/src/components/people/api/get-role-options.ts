import { MAX_PAGE_SIZE, type Role } from '@parlance/shared';
import { fetchAllPages } from './fetch-all-pages';

export const roleOptionsQueryKey = (tenantPublicId: number) => ['roles', tenantPublicId, 'options'] as const;

/** Every role of the tenant by name (GET /{tenantPublicId}/api/roles, page by page), for pickers and filters. */
export const getRoleOptions = (tenantPublicId: number, signal?: AbortSignal): Promise<Role[]> =>
  fetchAllPages<Role>(
    `/${tenantPublicId}/api/roles`,
    { size: MAX_PAGE_SIZE, sort: [{ field: 'name', order: 1 }] },
    signal,
  );
