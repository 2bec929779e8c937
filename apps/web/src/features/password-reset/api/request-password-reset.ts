import { strictApiClient } from '../../../lib/api-client';

/** POST /api/account/reset-password/init with the e-mail address as a plain-text body. */
export const requestPasswordReset = async (email: string): Promise<void> => {
  await strictApiClient.post('/api/account/reset-password/init', email, {
    headers: { 'Content-Type': 'text/plain' },
  });
};
