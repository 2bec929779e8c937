import type { ClientApp } from '@parlance/shared';
import { strictApiClient } from '../../../../lib/api-client';

export const clientAppsQueryKey = (tenantPublicId: string | number) =>
  ['client-apps', String(tenantPublicId)] as const;

/** GET /{tenantPublicId}/api/client-apps: every known client app, with an empty URL when it is not set. */
export const listClientApps = async (tenantPublicId: string, signal?: AbortSignal): Promise<ClientApp[]> =>
  (await strictApiClient.get<ClientApp[]>(`/${tenantPublicId}/api/client-apps`, signal ? { signal } : {}))
    .data;
