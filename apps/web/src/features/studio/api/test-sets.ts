import type { TestConversationInput, TestSetSummary } from '@parlance/shared';
import { strictApiClient } from '../../../lib/api-client';

const testSetsUrl = (tenantPublicId: string, programId: number) =>
  `/${tenantPublicId}/api/programs/${programId}/test-sets`;

export const testSetsQueryKey = (tenantPublicId: string, programId: number) =>
  ['test-sets', tenantPublicId, programId] as const;

/** GET …/programs/{programId}/test-sets. */
export const listTestSets = async (tenantPublicId: string, programId: number, signal?: AbortSignal) =>
  (await strictApiClient.get<TestSetSummary[]>(testSetsUrl(tenantPublicId, programId), { signal })).data;

/** POST …/test-sets: a new set; its conversations are JSON Lines text. */
export const createTestSet = async (
  tenantPublicId: string,
  programId: number,
  name: string,
  conversations: TestConversationInput[],
) =>
  (
    await strictApiClient.post<TestSetSummary>(testSetsUrl(tenantPublicId, programId), {
      name,
      conversations: conversations.map((c) => JSON.stringify(c)).join('\n'),
    })
  ).data;

/** POST …/test-sets with an uploaded JSON Lines file's text as it is. */
export const createTestSetFromText = async (
  tenantPublicId: string,
  programId: number,
  name: string,
  conversations: string,
) =>
  (
    await strictApiClient.post<TestSetSummary>(testSetsUrl(tenantPublicId, programId), {
      name,
      conversations,
    })
  ).data;

/** POST …/test-sets/{id}/conversations: one conversation joins a set. */
export const addTestConversation = async (
  tenantPublicId: string,
  programId: number,
  testSetId: number,
  conversation: TestConversationInput,
) =>
  (
    await strictApiClient.post<TestSetSummary>(
      `${testSetsUrl(tenantPublicId, programId)}/${testSetId}/conversations`,
      conversation,
    )
  ).data;

/** POST …/test-sets/{id}/runs: labels every conversation with the current model and stores the scores. */
export const runTestSet = async (tenantPublicId: string, programId: number, testSetId: number) =>
  (
    await strictApiClient.post<import('@parlance/shared').TestRun>(
      `${testSetsUrl(tenantPublicId, programId)}/${testSetId}/runs`,
    )
  ).data;

/** GET …/test-sets/{id}/runs: the set's runs. */
export const listTestRuns = async (
  tenantPublicId: string,
  programId: number,
  testSetId: number,
  signal?: AbortSignal,
) =>
  (
    await strictApiClient.get<import('@parlance/shared').TestRun[]>(
      `${testSetsUrl(tenantPublicId, programId)}/${testSetId}/runs`,
      { signal },
    )
  ).data;

export const testRunsQueryKey = (tenantPublicId: string, programId: number, testSetId: number) =>
  ['test-sets', tenantPublicId, programId, testSetId, 'runs'] as const;

/** DELETE …/test-sets/{id}: the set with its conversations and runs. */
export const deleteTestSet = async (tenantPublicId: string, programId: number, testSetId: number) => {
  await strictApiClient.delete(`${testSetsUrl(tenantPublicId, programId)}/${testSetId}`);
};
