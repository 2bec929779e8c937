import { type Department, MAX_PAGE_SIZE } from '@parlance/shared';
import { fetchAllPages } from '../../../lib/api';

export const departmentOptionsQueryKey = (tenantPublicId: number) =>
  ['departments', tenantPublicId, 'options'] as const;

/** Every department of the tenant by name (GET /{tenantPublicId}/api/departments, page by page). */
export const getDepartmentOptions = (tenantPublicId: number, signal?: AbortSignal): Promise<Department[]> =>
  fetchAllPages(
    '/{tenantPublicId}/api/departments',
    { tenantPublicId },
    { size: MAX_PAGE_SIZE, sort: ['name,asc'] },
    signal,
  );
