import type { AdminUser, userUpdateSchema } from '@parlance/shared';
import type { z } from 'zod';
import { strictApiClient } from '../../../lib/api-client';
import { type PeopleCollection, peopleUrl } from '../people-kind';

export type PersonUpdateBody = z.output<typeof userUpdateSchema>;

/** PUT /{tenantPublicId}/api/users/{id} (or …/agents/{id}): left-out optional fields keep their values. */
export const updatePerson = async (
  tenantPublicId: number,
  collection: PeopleCollection,
  id: number,
  body: PersonUpdateBody,
): Promise<AdminUser> =>
  (await strictApiClient.put<AdminUser>(`${peopleUrl(tenantPublicId, collection)}/${id}`, body)).data;
