import type { TenantSignupRequest } from '@parlance/shared';
import { strictApiClient } from '../../../lib/api-client';

/** POST /api/tenant/signup: 201 with the new tenant's publicId; rejects with an ApiError otherwise. */
export const signupTenant = async (request: TenantSignupRequest): Promise<{ publicId: number }> =>
  (await strictApiClient.post<{ publicId: number }>('/api/tenant/signup', request)).data;
