import type { AdminUser, userCreateSchema } from '@parlance/shared';
import type { z } from 'zod';
import { strictApiClient } from '../../../lib/api-client';
import { type PeopleCollection, peopleUrl } from '../people-kind';

export type PersonCreateBody = z.output<typeof userCreateSchema>;

/**
 * POST /{tenantPublicId}/api/users (or …/agents): creates an invited user or one with a temporary password;
 * answers 201 with the person. Rejects with an ApiError otherwise (taken login or e-mail: 400 with errorKey).
 */
export const createPerson = async (
  tenantPublicId: number,
  collection: PeopleCollection,
  body: PersonCreateBody,
): Promise<AdminUser> =>
  (await strictApiClient.post<AdminUser>(peopleUrl(tenantPublicId, collection), body)).data;
