import type { Role, RoleInput } from '@parlance/shared';
import { strictApiClient } from '../../../../lib/api-client';
import { rolesUrl } from './list-roles';

/** POST /{tenantPublicId}/api/roles: 201 with the role, its name derived by the server (toRoleName). */
export const createRole = async (tenantPublicId: string, input: RoleInput): Promise<Role> =>
  (await strictApiClient.post<Role>(rolesUrl(tenantPublicId), input)).data;
