import type { ClientApp, ClientAppUpdate } from '@parlance/shared';
import { strictApiClient } from '../../../../lib/api-client';

/** PUT /{tenantPublicId}/api/client-apps/{clientId}: sets the app's URL; the empty string removes the app. */
export const updateClientApp = async (
  tenantPublicId: string,
  clientId: string,
  update: ClientAppUpdate,
): Promise<ClientApp> =>
  (
    await strictApiClient.put<ClientApp>(
      `/${tenantPublicId}/api/client-apps/${encodeURIComponent(clientId)}`,
      update,
    )
  ).data;
