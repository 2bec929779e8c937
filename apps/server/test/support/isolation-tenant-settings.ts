import type { IsolationCase, SeededRow, SignedUpTenant } from './isolation-case.js';
import type { TestApp } from './test-app.js';

/** The victim's time zone: a zone the attacker never sets, so that it can only appear in the victim's answers. */
const VICTIM_ZONE = 'Pacific/Chatham';

const seedVictimZone = async (test: TestApp, victim: SignedUpTenant): Promise<SeededRow> => {
  await test.db.kysely
    .updateTable('tenant')
    .set({ time_zone: VICTIM_ZONE })
    .where('public_id', '=', victim.publicId)
    .execute();
  return { id: victim.publicId, marker: VICTIM_ZONE };
};

/** The tenant's settings in the tenant-isolation test (see `ISOLATION_CASES`). */
export const TENANT_SETTINGS_ISOLATION_CASES: IsolationCase[] = [
  { endpoint: 'GET /:tenantPublicId/api/tenant-settings', seed: seedVictimZone },
  {
    endpoint: 'PUT /:tenantPublicId/api/tenant-settings',
    seed: seedVictimZone,
    body: { timeZone: 'Asia/Tokyo' },
  },
];
