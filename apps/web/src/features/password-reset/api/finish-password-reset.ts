import type { ResetFinishRequest } from '@parlance/shared';
import { strictApiClient } from '../../../lib/api-client';

/**
 * POST {key, newPassword} to /api/account/reset-password/finish, or to …/finish-create when an invited user sets
 * a first password.
 */
export const finishPasswordReset = async (request: ResetFinishRequest, create: boolean): Promise<void> => {
  await strictApiClient.post(
    create ? '/api/account/reset-password/finish-create' : '/api/account/reset-password/finish',
    request,
  );
};
