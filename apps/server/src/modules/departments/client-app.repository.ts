import type { Executor } from '../../db/database.js';

export const findClientApp = (db: Executor, tenantId: number, clientId: string) =>
  db
    .selectFrom('client_app')
    .select(['client_id as clientId', 'url'])
    .where('tenant_id', '=', tenantId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();

/** Sets a client app's URL, adding the app if the tenant did not have it. */
export const saveClientApp = (db: Executor, tenantId: number, clientId: string, url: string) =>
  db
    .insertInto('client_app')
    .values({ tenant_id: tenantId, client_id: clientId, url })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'client_id']).doUpdateSet({ url }))
    .execute();

export const deleteClientApp = (db: Executor, tenantId: number, clientId: string) =>
  db.deleteFrom('client_app').where('tenant_id', '=', tenantId).where('client_id', '=', clientId).execute();
