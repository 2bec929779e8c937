import type { ChangePasswordRequest } from '@parlance/shared';
import { api } from '../../../lib/api';

/** POST /api/account/change-password {currentPassword, newPassword}; rejects with an ApiError unless 2xx. */
export const changePassword = async (request: ChangePasswordRequest): Promise<void> => {
  await api.post('/api/account/change-password', {}, request);
};
