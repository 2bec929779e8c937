import type { ResetFinishRequest } from '@parlance/shared';
import { api } from '../../../lib/api';

/**
 * POST {key, newPassword} to /api/account/reset-password/finish, or to …/finish-create when an invited user sets
 * a first password.
 */
export const finishPasswordReset = async (request: ResetFinishRequest, create: boolean): Promise<void> => {
  await api.post(
    create ? '/api/account/reset-password/finish-create' : '/api/account/reset-password/finish',
    {},
    request,
  );
};
