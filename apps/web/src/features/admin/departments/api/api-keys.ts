import type { ApiKey, ApiKeyCreated, ApiKeyCreateInput } from '@parlance/shared';
import { api } from '../../../../lib/api';

const API_KEYS_PATH = '/{tenantPublicId}/api/api-keys';

export const apiKeysQueryKey = (tenantPublicId: string | number) =>
  ['api-keys', String(tenantPublicId)] as const;

/** GET /{tenantPublicId}/api/api-keys: the tenant's keys with their last use (never the key). */
export const listApiKeys = async (tenantPublicId: string, signal?: AbortSignal): Promise<ApiKey[]> =>
  (await api.get(API_KEYS_PATH, { tenantPublicId }, { signal })).data;

/** POST /{tenantPublicId}/api/api-keys: 201 with the key, which the server shows this once. */
export const createApiKey = async (
  tenantPublicId: string,
  input: ApiKeyCreateInput,
): Promise<ApiKeyCreated> => (await api.post(API_KEYS_PATH, { tenantPublicId }, input)).data;

/** DELETE /{tenantPublicId}/api/api-keys/{id}: revokes the key (204). */
export const revokeApiKey = async (tenantPublicId: string, id: number): Promise<void> => {
  await api.delete('/{tenantPublicId}/api/api-keys/{id}', { tenantPublicId, id });
};
