import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * An integrator's own engagement ids (`/api/v1`): up to 128 characters (`EXTERNAL_ENGAGEMENT_ID_MAX`) where the
 * simulator's `PLATFORM` ids needed 40, still unique per tenant (`conversation_tenant_engagement`, migration 009).
 * A label correction is audited under `{engagementId}/{index}`, so the audit's entity id grows to 200. PostgreSQL
 * enforces a `varchar`'s length and widens it in place (indexes kept, no rewrite); SQLite ignores lengths.
 */
export const externalEngagementIdsMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    if (dialect !== 'postgres') return;
    await sql`alter table conversation alter column engagement_id type varchar(128)`.execute(db);
    await sql`alter table audit_event alter column entity_id type varchar(200)`.execute(db);
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    if (dialect !== 'postgres') return;
    await sql`alter table audit_event alter column entity_id type varchar(40)`.execute(db);
    await sql`alter table conversation alter column engagement_id type varchar(40)`.execute(db);
  },
});
