import type { AdminUser } from '@parlance/shared';
import { api } from '../../../lib/api';
import type { PeopleCollection } from '../people-kind';
import { personActionPath } from './people-path';

/** POST …/{id}/deactivate: DEACTIVATED, and every session of the person ends at once. */
export const deactivatePerson = async (
  tenantPublicId: number,
  collection: PeopleCollection,
  id: number,
): Promise<AdminUser> =>
  (await api.post(personActionPath(collection, 'deactivate'), { tenantPublicId, id })).data;
