import {
  type AddToTestSetRequest,
  ENGAGEMENT_SEARCH_LIMITED_HEADER,
  type EngagementDetail,
  type EngagementMessage,
  type EngagementSummary,
  type StageCorrectionRequest,
  type TableState,
  type TestSetSummary,
  toQueryParams,
} from '@parlance/shared';
import { strictApiClient } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/use-list';

const engagementsUrl = (tenantPublicId: string) => `/${tenantPublicId}/api/engagements`;
const engagementUrl = (tenantPublicId: string, engagementId: string) =>
  `${engagementsUrl(tenantPublicId)}/${encodeURIComponent(engagementId)}`;

export const engagementsQueryKey = (tenantPublicId: string) => ['engagements', tenantPublicId] as const;
export const engagementQueryKey = (tenantPublicId: string, engagementId: string) =>
  ['engagements', tenantPublicId, 'detail', engagementId] as const;

export interface EngagementPage extends ListPage<EngagementSummary> {
  /** The message search read only the newest matches (this many messages). */
  searchLimit: number | undefined;
}

/**
 * GET /{t}/api/engagements: one page of the list convention (ongoing first, then the newest start), with the
 * search and period (`q`, `from`, `to`) beside it.
 */
export const listEngagements = async (
  tenantPublicId: string,
  state: TableState,
  search: Record<string, string>,
  signal?: AbortSignal,
): Promise<EngagementPage> => {
  const params = toQueryParams(state);
  for (const [name, value] of Object.entries(search)) params.set(name, value);
  const response = await strictApiClient.get<EngagementSummary[]>(
    `${engagementsUrl(tenantPublicId)}?${params.toString()}`,
    { signal },
  );
  const limit = response.headers.get(ENGAGEMENT_SEARCH_LIMITED_HEADER);
  return {
    rows: response.data,
    total: Number(response.headers.get('x-total-count') ?? response.data.length),
    searchLimit: limit ? Number(limit) : undefined,
  };
};

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
