import {
  type AddToTestSetRequest,
  ENGAGEMENT_SEARCH_LIMITED_HEADER,
  type EngagementSummary,
  type StageCorrectionRequest,
  type TableState,
  toQueryParams,
} from '@parlance/shared';
import { api, fillPath, type ListPage, toPage } from '../../../lib/api';

const ENGAGEMENT_PATH = '/{tenantPublicId}/api/engagements/{engagementId}';

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
  const response = await api.get('/{tenantPublicId}/api/engagements', { tenantPublicId }, { params, signal });
  const limit = response.headers.get(ENGAGEMENT_SEARCH_LIMITED_HEADER);
  return { ...toPage(response), searchLimit: limit ? Number(limit) : undefined };
};

/** GET /{t}/api/engagements/{engagementId}: messages, labels, corrections, alerts and the program's stages. */
export const getEngagement = async (tenantPublicId: string, engagementId: string, signal?: AbortSignal) =>
  (await api.get(ENGAGEMENT_PATH, { tenantPublicId, engagementId }, { signal })).data;

/** PUT …/messages/{index}/stage: answers the corrected message. */
export const correctStage = async (
  tenantPublicId: string,
  engagementId: string,
  index: number,
  body: StageCorrectionRequest,
) =>
  (
    await api.put(
      '/{tenantPublicId}/api/engagements/{engagementId}/messages/{index}/stage',
      { tenantPublicId, engagementId, index },
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
    await api.post(
      '/{tenantPublicId}/api/engagements/{engagementId}/test-set',
      { tenantPublicId, engagementId },
      body,
    )
  ).data;

/** The event stream's URL; `lastEventId` resumes after a connection the browser itself could not retry. */
export const engagementEventsUrl = (tenantPublicId: string, lastEventId?: string) =>
  `${fillPath('/{tenantPublicId}/api/engagements/events', { tenantPublicId })}${lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : ''}`;

/** The test sets of a program, to add an engagement to one: Studio's query (`lib/queries/test-sets`). */
export { listTestSets as listProgramTestSets, testSetsQueryKey } from '../../../lib/queries/test-sets';
