import { type Kysely, sql } from 'kysely';

/** The built-in Reporting's address for each tenant, in SQL: `/{tenantPublicId}/reporting`. */
const builtInUrl = sql.raw(`'/' || cast(tenant.public_id as varchar(20)) || '/reporting'`);

/**
 * Reporting (ARCHITECTURE.md "Reporting"): every existing tenant's `post-call-analytics` client app opens the
 * built-in `/{tenantPublicId}/reporting`, as new tenants' does. An address an admin set (not empty) is kept; a
 * tenant without one, or with an empty one, gets the built-in. Running it twice changes nothing more.
 */
export const reportingAppMigration = () => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    await sql`update client_app set url = (select ${builtInUrl} from tenant where tenant.id = client_app.tenant_id)
      where client_id = 'post-call-analytics' and trim(url) = ''`.execute(db);
    await sql`insert into client_app (tenant_id, client_id, url)
      select tenant.id, 'post-call-analytics', ${builtInUrl} from tenant
      where not exists (select 1 from client_app where client_app.tenant_id = tenant.id and client_app.client_id = 'post-call-analytics')`.execute(
      db,
    );
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    // Only the built-in addresses go; one an admin set elsewhere stays.
    await sql`delete from client_app where client_id = 'post-call-analytics'
      and url = (select ${builtInUrl} from tenant where tenant.id = client_app.tenant_id)`.execute(db);
  },
});
