import { api } from '../../../lib/api';
import type { PeopleCollection } from '../people-kind';
import { personActionPath } from './people-path';

/** POST …/{id}/password-reset (people who can sign in): a password reset mail. 204. */
export const sendPasswordReset = async (
  tenantPublicId: number,
  collection: PeopleCollection,
  id: number,
): Promise<void> => {
  await api.post(personActionPath(collection, 'password-reset'), { tenantPublicId, id });
};
