import type { Role, RoleInput } from '@parlance/shared';
import { api } from '../../../../lib/api';
import { ROLE_PATH } from './list-roles';

/** PUT /{tenantPublicId}/api/roles/{id}: replaces a custom role's name, description and whole permission set. */
export const updateRole = async (tenantPublicId: string, id: number, input: RoleInput): Promise<Role> =>
  (await api.put(ROLE_PATH, { tenantPublicId, id }, input)).data;
