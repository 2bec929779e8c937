import type { Role, RoleInput } from '@parlance/shared';
import { strictApiClient } from '../../../../lib/api-client';
import { rolesUrl } from './list-roles';

/** PUT /{tenantPublicId}/api/roles/{id}: replaces a custom role's name, description and whole permission set. */
export const updateRole = async (tenantPublicId: string, id: number, input: RoleInput): Promise<Role> =>
  (await strictApiClient.put<Role>(`${rolesUrl(tenantPublicId)}/${id}`, input)).data;
