import type { PermissionEntry } from '@parlance/shared';
import { api } from '../../../../lib/api';

export const permissionsQueryKey = (tenantPublicId: string | number) =>
  ['permissions', String(tenantPublicId)] as const;

/** GET /{tenantPublicId}/api/permissions: the permission catalogue (name and what it allows). */
export const listPermissions = async (
  tenantPublicId: string,
  signal?: AbortSignal,
): Promise<PermissionEntry[]> =>
  (await api.get('/{tenantPublicId}/api/permissions', { tenantPublicId }, { signal })).data;
