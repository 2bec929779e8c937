import type { TenantSettings } from '@parlance/shared';
import { strictApiClient } from '../../../../lib/api-client';

export const tenantSettingsQueryKey = (tenantPublicId: string | number) =>
  ['tenant-settings', String(tenantPublicId)] as const;

/** GET /{tenantPublicId}/api/tenant-settings: the tenant's time zone. */
export const getTenantSettings = async (
  tenantPublicId: string,
  signal?: AbortSignal,
): Promise<TenantSettings> =>
  (
    await strictApiClient.get<TenantSettings>(
      `/${tenantPublicId}/api/tenant-settings`,
      signal ? { signal } : {},
    )
  ).data;

/** PUT /{tenantPublicId}/api/tenant-settings: sets the time zone; the answer is the settings as stored. */
export const updateTenantSettings = async (
  tenantPublicId: string,
  settings: TenantSettings,
): Promise<TenantSettings> =>
  (await strictApiClient.put<TenantSettings>(`/${tenantPublicId}/api/tenant-settings`, settings)).data;
