import { sha256 } from '../../src/lib/crypto.js';
import { tenantIdOf } from './admin-fixtures.js';
import type { IsolationCase, SeededRow, SignedUpTenant } from './isolation-case.js';
import { type TestApp, unique } from './test-app.js';

/** A victim API key, its name the marker (its key is never answered, so only the name could leak). */
const seedApiKey = async (test: TestApp, victim: SignedUpTenant): Promise<SeededRow> => {
  const name = unique('victim-key-');
  const row = await test.db.kysely
    .insertInto('api_key')
    .values({
      tenant_id: await tenantIdOf(test, victim.publicId),
      name,
      key_hash: sha256(unique('plk_victim')),
      created_by: victim.input.login,
      created_date: new Date().toISOString(),
      last_used_date: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, marker: name };
};

/**
 * The tenant API keys' endpoints in the tenant-isolation test. The `/api/v1` endpoints have no tenant in their
 * path (the key names the tenant); their cross-tenant cases are in `engagements-api.test.ts` and
 * `conversation-import.test.ts`.
 */
export const API_KEY_ISOLATION_CASES: IsolationCase[] = [
  { endpoint: 'GET /:tenantPublicId/api/api-keys', seed: seedApiKey },
  { endpoint: 'POST /:tenantPublicId/api/api-keys', body: { name: 'Isolation' } },
  { endpoint: 'DELETE /:tenantPublicId/api/api-keys/:id', seed: seedApiKey },
];
