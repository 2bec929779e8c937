import type { AdminUser, ControlGroupRequest } from '@parlance/shared';
import { strictApiClient } from '../../../lib/api-client';

/** POST /{tenantPublicId}/api/agents/{id}/control-group {controlGroup}: ACTIVE ↔ CONTROL_GROUP (agents only). */
export const setControlGroup = async (
  tenantPublicId: number,
  id: number,
  body: ControlGroupRequest,
): Promise<AdminUser> =>
  (await strictApiClient.post<AdminUser>(`/${tenantPublicId}/api/agents/${id}/control-group`, body)).data;
