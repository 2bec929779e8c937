import type { AdminUser } from '@parlance/shared';
import { strictApiClient } from '../../../lib/api-client';
import { type PeopleCollection, peopleUrl } from '../people-kind';

/** POST …/{id}/deactivate: DEACTIVATED, and every session of the person ends at once. */
export const deactivatePerson = async (
  tenantPublicId: number,
  collection: PeopleCollection,
  id: number,
): Promise<AdminUser> =>
  (await strictApiClient.post<AdminUser>(`${peopleUrl(tenantPublicId, collection)}/${id}/deactivate`)).data;
