import type { PermissionEntry } from '@parlance/shared';
import { strictApiClient } from '../../../../lib/api-client';

export const permissionsQueryKey = (tenantPublicId: string | number) =>
  ['permissions', String(tenantPublicId)] as const;

/** GET /{tenantPublicId}/api/permissions: the permission catalogue (name and what it allows). */
export const listPermissions = async (
  tenantPublicId: string,
  signal?: AbortSignal,
): Promise<PermissionEntry[]> =>
  (
    await strictApiClient.get<PermissionEntry[]>(
      `/${tenantPublicId}/api/permissions`,
      signal ? { signal } : {},
    )
  ).data;
