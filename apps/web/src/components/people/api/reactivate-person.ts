import type { AdminUser } from '@parlance/shared';
import { api } from '../../../lib/api';
import type { PeopleCollection } from '../people-kind';
import { personActionPath } from './people-path';

/** POST …/{id}/reactivate: back to ACTIVE, or INVITED for someone who never had a password. */
export const reactivatePerson = async (
  tenantPublicId: number,
  collection: PeopleCollection,
  id: number,
): Promise<AdminUser> =>
  (await api.post(personActionPath(collection, 'reactivate'), { tenantPublicId, id })).data;
