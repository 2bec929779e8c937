import type { AdminUser, userUpdateSchema } from '@parlance/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import type { PeopleCollection } from '../people-kind';
import { personPath } from './people-path';

export type PersonUpdateBody = z.output<typeof userUpdateSchema>;

/** PUT /{tenantPublicId}/api/users/{id} (or …/agents/{id}): left-out optional fields keep their values. */
export const updatePerson = async (
  tenantPublicId: number,
  collection: PeopleCollection,
  id: number,
  body: PersonUpdateBody,
): Promise<AdminUser> => (await api.put(personPath(collection), { tenantPublicId, id }, body)).data;
