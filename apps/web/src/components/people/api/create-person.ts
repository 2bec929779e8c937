import type { AdminUser, userCreateSchema } from '@parlance/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import type { PeopleCollection } from '../people-kind';
import { peoplePath } from './people-path';

export type PersonCreateBody = z.output<typeof userCreateSchema>;

/**
 * POST /{tenantPublicId}/api/users (or …/agents): creates an invited user or one with a temporary password;
 * answers 201 with the person. Rejects with an ApiError otherwise (taken login or e-mail: 400 with errorKey).
 */
export const createPerson = async (
  tenantPublicId: number,
  collection: PeopleCollection,
  body: PersonCreateBody,
): Promise<AdminUser> => (await api.post(peoplePath(collection), { tenantPublicId }, body)).data;
