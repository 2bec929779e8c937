import { strictApiClient } from '../../../lib/api-client';
import { type PeopleCollection, peopleUrl } from '../people-kind';

/** POST …/{id}/password-reset (people who can sign in): a password reset mail. 204. */
export const sendPasswordReset = async (
  tenantPublicId: number,
  collection: PeopleCollection,
  id: number,
): Promise<void> => {
  await strictApiClient.post(`${peopleUrl(tenantPublicId, collection)}/${id}/password-reset`);
};
