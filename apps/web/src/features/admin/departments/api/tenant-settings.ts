import type { TenantSettings } from '@parlance/shared';
import { api } from '../../../../lib/api';

const TENANT_SETTINGS_PATH = '/{tenantPublicId}/api/tenant-settings';

export const tenantSettingsQueryKey = (tenantPublicId: string | number) =>
  ['tenant-settings', String(tenantPublicId)] as const;

/** GET /{tenantPublicId}/api/tenant-settings: the tenant's time zone. */
export const getTenantSettings = async (
  tenantPublicId: string,
  signal?: AbortSignal,
): Promise<TenantSettings> => (await api.get(TENANT_SETTINGS_PATH, { tenantPublicId }, { signal })).data;

/** PUT /{tenantPublicId}/api/tenant-settings: sets the time zone; the answer is the settings as stored. */
export const updateTenantSettings = async (
  tenantPublicId: string,
  settings: TenantSettings,
): Promise<TenantSettings> => (await api.put(TENANT_SETTINGS_PATH, { tenantPublicId }, settings)).data;
