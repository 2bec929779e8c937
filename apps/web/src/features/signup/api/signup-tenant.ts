import type { TenantSignupRequest } from '@parlance/shared';
import { api } from '../../../lib/api';

/** POST /api/tenant/signup: 201 with the new tenant's publicId; rejects with an ApiError otherwise. */
export const signupTenant = async (request: TenantSignupRequest): Promise<{ publicId: number }> =>
  (await api.post('/api/tenant/signup', {}, request)).data;
