import { type Kysely, sql } from 'kysely';

/**
 * Indexes in the order the lists' clicked sorts read, on both engines, so that a page reads its rows in the index's
 * order instead of sorting every row of the tenant or webhook (ARCHITECTURE.md "Tests"). Each list puts the id last
 * in the direction of its last sort, so that one index serves a column's both directions.
 * - The Supervisor's engagements by engagement id (`lower`, as text sorts), by alert count (also the "has alerts"
 *   filter), and by status then start (the default order, and a period's: `status in` every status searches the
 *   period within each status). No column a message changes is in them (migration 031: a message's update of its
 *   conversation stays HOT on PostgreSQL): the engagement id and the start never change, the status changes once
 *   at the end, and the alert count only with a message that raises an alert (PostgreSQL's report index already
 *   holds it). The sorts by message count and current stage have no index: both change with every message.
 * - The audit log by actor (`lower`), and its filters by entity type and by action in its default order (newest
 *   first). The log is written by administrators' changes and label corrections, not by messages.
 * - A webhook's deliveries by attempts (written at each attempt, not per message).
 */
export const listSortIndexesMigration = () => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    await sql`create index conversation_tenant_lower_engagement on conversation (tenant_id, lower(engagement_id), id)`.execute(
      db,
    );
    await db.schema
      .createIndex('conversation_tenant_alerts')
      .on('conversation')
      .columns(['tenant_id', 'alert_count', 'id'])
      .execute();
    await db.schema
      .createIndex('conversation_tenant_status_started')
      .on('conversation')
      .columns(['tenant_id', 'status', 'started_date', 'id'])
      .execute();
    await sql`create index audit_event_tenant_lower_actor on audit_event (tenant_id, lower(actor), id)`.execute(
      db,
    );
    await db.schema
      .createIndex('audit_event_tenant_type')
      .on('audit_event')
      .columns(['tenant_id', 'entity_type', 'created_date', 'id'])
      .execute();
    await db.schema
      .createIndex('audit_event_tenant_action')
      .on('audit_event')
      .columns(['tenant_id', 'action', 'created_date', 'id'])
      .execute();
    await db.schema
      .createIndex('webhook_delivery_webhook_attempts')
      .on('webhook_delivery')
      .columns(['webhook_id', 'attempts', 'id'])
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    for (const index of [
      'webhook_delivery_webhook_attempts',
      'audit_event_tenant_action',
      'audit_event_tenant_type',
      'audit_event_tenant_lower_actor',
      'conversation_tenant_status_started',
      'conversation_tenant_alerts',
      'conversation_tenant_lower_engagement',
    ])
      await db.schema.dropIndex(index).execute();
  },
});
