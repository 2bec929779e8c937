import type {
  AddToTestSetRequest,
  EngagementDetail,
  EngagementMessage,
  EngagementSummary,
  StageCorrectionRequest,
  TableState,
  TestSetSummary,
} from '@parlance/shared';
import { strictApiClient } from '../../../lib/api-client';
import { fetchListPage } from '../../../lib/use-list';

const engagementsUrl = (tenantPublicId: string) => `/${tenantPublicId}/api/engagements`;
const engagementUrl = (tenantPublicId: string, engagementId: string) =>
  `${engagementsUrl(tenantPublicId)}/${encodeURIComponent(engagementId)}`;

export const engagementsQueryKey = (tenantPublicId: string) => ['engagements', tenantPublicId] as const;
export const engagementQueryKey = (tenantPublicId: string, engagementId: string) =>
  ['engagements', tenantPublicId, 'detail', engagementId] as const;

/** GET /{t}/api/engagements: one page of the list convention (ongoing first, then the newest start). */
export const listEngagements = (tenantPublicId: string, state: TableState, signal?: AbortSignal) =>
  fetchListPage<EngagementSummary>(engagementsUrl(tenantPublicId), state, signal);

/** GET /{t}/api/engagements/{engagementId}: messages, labels, corrections, alerts and the program's stages. */
export const getEngagement = async (tenantPublicId: string, engagementId: string, signal?: AbortSignal) =>
  (await strictApiClient.get<EngagementDetail>(engagementUrl(tenantPublicId, engagementId), { signal })).data;

/** PUT …/messages/{index}/stage: answers the corrected message. */
export const correctStage = async (
  tenantPublicId: string,
  engagementId: string,
  index: number,
  body: StageCorrectionRequest,
) =>
  (
    await strictApiClient.put<EngagementMessage>(
      `${engagementUrl(tenantPublicId, engagementId)}/messages/${index}/stage`,
      body,
    )
  ).data;

/** POST …/test-set: the engagement joins an existing test set of its program, or a new one. */
export const addEngagementToTestSet = async (
  tenantPublicId: string,
  engagementId: string,
  body: AddToTestSetRequest,
) =>
  (
    await strictApiClient.post<TestSetSummary>(
      `${engagementUrl(tenantPublicId, engagementId)}/test-set`,
      body,
    )
  ).data;

/** The event stream's URL; `lastEventId` resumes after a connection the browser itself could not retry. */
export const engagementEventsUrl = (tenantPublicId: string, lastEventId?: string) =>
  `${engagementsUrl(tenantPublicId)}/events${lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : ''}`;

/** The test sets of a program, to add an engagement to one (GET …/programs/{programId}/test-sets). */
export const listProgramTestSets = async (tenantPublicId: string, programId: number, signal?: AbortSignal) =>
  (
    await strictApiClient.get<TestSetSummary[]>(`/${tenantPublicId}/api/programs/${programId}/test-sets`, {
      signal,
    })
  ).data;
export const testSetsQueryKey = (tenantPublicId: string, programId: number) =>
  ['test-sets', tenantPublicId, programId] as const;
