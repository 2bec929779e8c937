import { strictApiClient } from '../../../../lib/api-client';
import { rolesUrl } from './list-roles';

/** DELETE /{tenantPublicId}/api/roles/{id}: 204; 400 `roleassigned` while any user holds the role. */
export const deleteRole = async (tenantPublicId: string, id: number): Promise<void> => {
  await strictApiClient.delete(`${rolesUrl(tenantPublicId)}/${id}`);
};
