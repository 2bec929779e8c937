import type { TestConversationInput } from '@parlance/shared';
import { api } from '../../../lib/api';

/** The program's test sets: the query the Supervisor shares (`lib/queries/test-sets`). */
export { listTestSets, testSetsQueryKey } from '../../../lib/queries/test-sets';

const TEST_SETS_PATH = '/{tenantPublicId}/api/programs/{programId}/test-sets';

/** POST …/test-sets: a new set; its conversations are JSON Lines text. */
export const createTestSet = async (
  tenantPublicId: string,
  programId: number,
  name: string,
  conversations: TestConversationInput[],
) =>
  createTestSetFromText(
    tenantPublicId,
    programId,
    name,
    conversations.map((c) => JSON.stringify(c)).join('\n'),
  );

/** POST …/test-sets with an uploaded JSON Lines file's text as it is. */
export const createTestSetFromText = async (
  tenantPublicId: string,
  programId: number,
  name: string,
  conversations: string,
) => (await api.post(TEST_SETS_PATH, { tenantPublicId, programId }, { name, conversations })).data;

/** POST …/test-sets/{id}/conversations: one conversation joins a set. */
export const addTestConversation = async (
  tenantPublicId: string,
  programId: number,
  testSetId: number,
  conversation: TestConversationInput,
) =>
  (
    await api.post(
      '/{tenantPublicId}/api/programs/{programId}/test-sets/{testSetId}/conversations',
      { tenantPublicId, programId, testSetId },
      conversation,
    )
  ).data;

const RUNS_PATH = '/{tenantPublicId}/api/programs/{programId}/test-sets/{testSetId}/runs';

/** POST …/test-sets/{id}/runs: labels every conversation with the current model and stores the scores. */
export const runTestSet = async (tenantPublicId: string, programId: number, testSetId: number) =>
  (await api.post(RUNS_PATH, { tenantPublicId, programId, testSetId })).data;

/** GET …/test-sets/{id}/runs: the set's runs. */
export const listTestRuns = async (
  tenantPublicId: string,
  programId: number,
  testSetId: number,
  signal?: AbortSignal,
) => (await api.get(RUNS_PATH, { tenantPublicId, programId, testSetId }, { signal })).data;

export const testRunsQueryKey = (tenantPublicId: string, programId: number, testSetId: number) =>
  ['test-sets', tenantPublicId, programId, testSetId, 'runs'] as const;

/** DELETE …/test-sets/{id}: the set with its conversations and runs. */
export const deleteTestSet = async (tenantPublicId: string, programId: number, testSetId: number) => {
  await api.delete('/{tenantPublicId}/api/programs/{programId}/test-sets/{testSetId}', {
    tenantPublicId,
    programId,
    testSetId,
  });
};
