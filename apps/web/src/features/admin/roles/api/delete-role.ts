import { api } from '../../../../lib/api';
import { ROLE_PATH } from './list-roles';

/** DELETE /{tenantPublicId}/api/roles/{id}: 204; 400 `roleassigned` while any user holds the role. */
export const deleteRole = async (tenantPublicId: string, id: number): Promise<void> => {
  await api.delete(ROLE_PATH, { tenantPublicId, id });
};
