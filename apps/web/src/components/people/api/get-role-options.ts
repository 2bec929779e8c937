import { MAX_PAGE_SIZE, type Role } from '@parlance/shared';
import { fetchAllPages } from '../../../lib/api';

export const roleOptionsQueryKey = (tenantPublicId: number) => ['roles', tenantPublicId, 'options'] as const;

/** Every role of the tenant by name (GET /{tenantPublicId}/api/roles, page by page), for pickers and filters. */
export const getRoleOptions = (tenantPublicId: number, signal?: AbortSignal): Promise<Role[]> =>
  fetchAllPages(
    '/{tenantPublicId}/api/roles',
    { tenantPublicId },
    { size: MAX_PAGE_SIZE, sort: ['name,asc'] },
    signal,
  );
