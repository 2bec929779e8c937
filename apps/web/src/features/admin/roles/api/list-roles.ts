import { ROLE_LIST_SPEC, type Role } from '@parlance/shared';
import { fetchListPage } from '../../../../lib/use-list';

/** The roles list (GET /{tenantPublicId}/api/roles), read through `useList` with the table's state. */
export const rolesUrl = (tenantPublicId: string | number) => `/${tenantPublicId}/api/roles`;

/** Every cached answer about a tenant's roles starts with this key. */
export const rolesQueryKey = (tenantPublicId: string | number) => ['roles', String(tenantPublicId)] as const;

/** The most roles one page holds: the permission matrix shows that many, by name. */
export const MATRIX_ROLE_LIMIT = 100;

/** Every role (up to MATRIX_ROLE_LIMIT) by name, for the permission matrix. */
export const listAllRoles = (tenantPublicId: string, signal?: AbortSignal) =>
  fetchListPage<Role>(
    rolesUrl(tenantPublicId),
    { page: 0, size: MATRIX_ROLE_LIMIT, sort: [ROLE_LIST_SPEC.defaultSort], filters: {} },
    signal,
  );
