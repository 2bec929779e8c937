import type { Role, RoleInput } from '@parlance/shared';
import { api } from '../../../../lib/api';
import { ROLES_PATH } from './list-roles';

/** POST /{tenantPublicId}/api/roles: 201 with the role, its name derived by the server (toRoleName). */
export const createRole = async (tenantPublicId: string, input: RoleInput): Promise<Role> =>
  (await api.post(ROLES_PATH, { tenantPublicId }, input)).data;
