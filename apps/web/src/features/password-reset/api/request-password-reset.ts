import { api } from '../../../lib/api';

/** POST /api/account/reset-password/init with the e-mail address as a plain-text body. */
export const requestPasswordReset = async (email: string): Promise<void> => {
  await api.postText('/api/account/reset-password/init', {}, 'text/plain', email);
};
