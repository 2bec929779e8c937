import type { AdminUser } from '@parlance/shared';
import { strictApiClient } from '../../../lib/api-client';
import { type PeopleCollection, peopleUrl } from '../people-kind';

/** POST …/{id}/reactivate: back to ACTIVE, or INVITED for someone who never had a password. */
export const reactivatePerson = async (
  tenantPublicId: number,
  collection: PeopleCollection,
  id: number,
): Promise<AdminUser> =>
  (await strictApiClient.post<AdminUser>(`${peopleUrl(tenantPublicId, collection)}/${id}/reactivate`)).data;
