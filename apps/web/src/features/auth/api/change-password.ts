import type { ChangePasswordRequest } from '@parlance/shared';
import { strictApiClient } from '../../../lib/api-client';

/** POST /api/account/change-password {currentPassword, newPassword}; rejects with an ApiError unless 2xx. */
export const changePassword = async (request: ChangePasswordRequest): Promise<void> => {
  await strictApiClient.post('/api/account/change-password', request);
};
