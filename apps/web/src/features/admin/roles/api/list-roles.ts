import { ROLE_LIST_SPEC, toQueryParams } from '@parlance/shared';
import { fetchPage } from '../../../../lib/api';

/** The roles list (GET /{tenantPublicId}/api/roles), read through `useList` with the table's state. */
export const ROLES_PATH = '/{tenantPublicId}/api/roles';
export const ROLE_PATH = '/{tenantPublicId}/api/roles/{id}';

/** Every cached answer about a tenant's roles starts with this key. */
export const rolesQueryKey = (tenantPublicId: string | number) => ['roles', String(tenantPublicId)] as const;

/** The most roles one page holds: the permission matrix shows that many, by name. */
export const MATRIX_ROLE_LIMIT = 100;

/** Every role (up to MATRIX_ROLE_LIMIT) by name, for the permission matrix. */
export const listAllRoles = (tenantPublicId: string, signal?: AbortSignal) =>
  fetchPage(
    ROLES_PATH,
    { tenantPublicId },
    toQueryParams({ page: 0, size: MATRIX_ROLE_LIMIT, sort: [ROLE_LIST_SPEC.defaultSort], filters: {} }),
    signal,
  );
