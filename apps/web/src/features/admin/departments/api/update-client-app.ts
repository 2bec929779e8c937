import type { ClientApp, ClientAppUpdate } from '@parlance/shared';
import { api } from '../../../../lib/api';

/** PUT /{tenantPublicId}/api/client-apps/{clientId}: sets the app's URL; the empty string removes the app. */
export const updateClientApp = async (
  tenantPublicId: string,
  clientId: string,
  update: ClientAppUpdate,
): Promise<ClientApp> =>
  (await api.put('/{tenantPublicId}/api/client-apps/{clientId}', { tenantPublicId, clientId }, update)).data;
