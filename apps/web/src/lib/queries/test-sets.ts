import { api } from '../api';

/**
 * A program's test sets: Studio's Test sets tab (which makes and runs them) and the Supervisor's "add to a test
 * set" (which adds an engagement to one) share the key, so that either's change is the other's cache.
 */
export const testSetsQueryKey = (tenantPublicId: string, programId: number) =>
  ['test-sets', tenantPublicId, programId] as const;

/** GET …/programs/{programId}/test-sets. */
export const listTestSets = async (tenantPublicId: string, programId: number, signal?: AbortSignal) =>
  (
    await api.get(
      '/{tenantPublicId}/api/programs/{programId}/test-sets',
      { tenantPublicId, programId },
      { signal },
    )
  ).data;
