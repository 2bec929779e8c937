import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * The `alert.raised` webhook deliveries are queued by the conversations module's writer, in TypeScript, from the
 * same alert it stores and publishes (conversations/webhook-events.ts), in the transaction that stores it: migration
 * 016's trigger, which built the payload in SQL, is dropped. An alert inserted by hand no longer queues one.
 */
export const alertWebhooksInCodeMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    await sql`drop trigger if exists webhook_alert_raised${dialect === 'postgres' ? sql` on compliance_alert` : sql``}`.execute(
      db,
    );
    if (dialect === 'postgres') await sql`drop function if exists webhook_alert_raised()`.execute(db);
  },
});
