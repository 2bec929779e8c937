import { api } from '../../../lib/api';
import type { PeopleCollection } from '../people-kind';
import { personActionPath } from './people-path';

/** POST …/{id}/resend-invitation (INVITED only): a new invitation mail; the earlier link stops working. 204. */
export const resendInvitation = async (
  tenantPublicId: number,
  collection: PeopleCollection,
  id: number,
): Promise<void> => {
  await api.post(personActionPath(collection, 'resend-invitation'), { tenantPublicId, id });
};
