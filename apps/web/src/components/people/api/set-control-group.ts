import type { AdminUser, ControlGroupRequest } from '@parlance/shared';
import { api } from '../../../lib/api';

/** POST /{tenantPublicId}/api/agents/{id}/control-group {controlGroup}: ACTIVE ↔ CONTROL_GROUP (agents only). */
export const setControlGroup = async (
  tenantPublicId: number,
  id: number,
  body: ControlGroupRequest,
): Promise<AdminUser> =>
  (await api.post('/{tenantPublicId}/api/agents/{id}/control-group', { tenantPublicId, id }, body)).data;
