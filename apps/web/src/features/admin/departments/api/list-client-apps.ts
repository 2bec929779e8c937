import type { ClientApp } from '@parlance/shared';
import { api } from '../../../../lib/api';

export const clientAppsQueryKey = (tenantPublicId: string | number) =>
  ['client-apps', String(tenantPublicId)] as const;

/** GET /{tenantPublicId}/api/client-apps: every known client app, with an empty URL when it is not set. */
export const listClientApps = async (tenantPublicId: string, signal?: AbortSignal): Promise<ClientApp[]> =>
  (await api.get('/{tenantPublicId}/api/client-apps', { tenantPublicId }, { signal })).data;
