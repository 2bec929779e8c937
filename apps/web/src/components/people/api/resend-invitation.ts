import { strictApiClient } from '../../../lib/api-client';
import { type PeopleCollection, peopleUrl } from '../people-kind';

/** POST …/{id}/resend-invitation (INVITED only): a new invitation mail; the earlier link stops working. 204. */
export const resendInvitation = async (
  tenantPublicId: number,
  collection: PeopleCollection,
  id: number,
): Promise<void> => {
  await strictApiClient.post(`${peopleUrl(tenantPublicId, collection)}/${id}/resend-invitation`);
};
