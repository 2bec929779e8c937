import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Signed webhooks (ARCHITECTURE.md "Webhooks"): a tenant's webhooks, and one delivery row per event and webhook,
 * queued in the transaction that caused the event and sent by the delivery worker in order per webhook. A
 * compliance alert queues its `alert.raised` deliveries by trigger, because on PostgreSQL the alert is inserted in
 * the one statement that stores a message: the trigger runs inside that statement's transaction on both engines.
 */
export const webhooksMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    const id = dialect === 'postgres' ? 'serial' : 'integer';
    const primary = (c: ColumnDefinitionBuilder) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
    const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenant.id').onDelete('cascade');

    await db.schema
      .createTable('webhook')
      .addColumn('id', id, primary)
      .addColumn('tenant_id', 'integer', tenant)
      .addColumn('url', 'varchar(2000)', (c) => c.notNull())
      .addColumn('description', 'varchar(200)')
      .addColumn('events', 'text', (c) => c.notNull())
      .addColumn('secret', 'varchar(100)', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('disabled_reason', 'varchar(20)')
      .addColumn('failing_since', 'varchar(30)')
      .addColumn('created_by', 'varchar(50)')
      .addColumn('created_date', 'varchar(30)', (c) => c.notNull())
      .addColumn('last_modified_date', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('webhook_tenant').on('webhook').columns(['tenant_id', 'id']).execute();

    await db.schema
      .createTable('webhook_delivery')
      .addColumn('id', id, primary)
      .addColumn('tenant_id', 'integer', tenant)
      .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhook.id').onDelete('cascade'))
      .addColumn('event_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('event_type', 'varchar(40)', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('created_date', 'varchar(30)', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_date', 'varchar(30)')
      .addColumn('claim_token', 'varchar(40)')
      .addColumn('claimed_until', 'varchar(30)')
      .addColumn('last_attempt_date', 'varchar(30)')
      .addColumn('last_status_code', 'integer')
      .addColumn('last_error', 'varchar(500)')
      .addColumn('last_response', 'text')
      .execute();
    // The log of a webhook; and each webhook's oldest pending delivery (the only one that may be sent).
    await db.schema
      .createIndex('webhook_delivery_webhook')
      .on('webhook_delivery')
      .columns(['webhook_id', 'id'])
      .execute();
    await db.schema
      .createIndex('webhook_delivery_pending')
      .on('webhook_delivery')
      .columns(['status', 'webhook_id', 'id'])
      .execute();

    const alertJson = (build: string) =>
      `${build}('id', new.id, 'engagementId', c.engagement_id, 'rule', new.rule_id, 'kind', new.kind, 'severity', new.severity, 'index', new.message_index, 'message', new.message, 'createdDate', new.created_date)`;
    const subscribed = `w.tenant_id = new.tenant_id and w.enabled = 1 and w.events like '%"alert.raised"%'`;
    if (dialect === 'postgres') {
      await sql
        .raw(`create function webhook_alert_raised() returns trigger language plpgsql as $$
        declare queued text := to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
        begin
          insert into webhook_delivery (tenant_id, webhook_id, event_id, event_type, data, created_date, next_attempt_date)
          select w.tenant_id, w.id, 'evt_' || replace(gen_random_uuid()::text, '-', ''), 'alert.raised',
            ${alertJson('json_build_object')}::text, queued, queued
          from webhook w join conversation c on c.id = new.conversation_id
          where ${subscribed};
          return null;
        end $$`)
        .execute(db);
      await sql
        .raw(`create trigger webhook_alert_raised after insert on compliance_alert for each row
        execute function webhook_alert_raised()`)
        .execute(db);
    } else {
      await sql
        .raw(`create trigger webhook_alert_raised after insert on compliance_alert begin
          insert into webhook_delivery (tenant_id, webhook_id, event_id, event_type, data, created_date, next_attempt_date)
          select w.tenant_id, w.id, 'evt_' || lower(hex(randomblob(16))), 'alert.raised',
            ${alertJson('json_object')}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
          from webhook w join conversation c on c.id = new.conversation_id
          where ${subscribed};
        end`)
        .execute(db);
    }
  },
});
