import type { Kysely } from 'kysely';

/**
 * Indexes in the order lists are read, on both engines, so that a page reads its rows in the index's order instead
 * of sorting every row of its program or webhook (ARCHITECTURE.md "Tests"):
 * - a program's triples by subject as written: the Knowledge list's order when none is asked (the table opens so);
 *   the `lower(subject)` index serves only an order asked for, which is without regard to case;
 * - a program's triples by id: the CSV export reads them a page after another (`triplesAfter`), and each page
 *   sorted the program's every triple;
 * - a webhook's deliveries newest first (the deliveries log's default order), which sorted the webhook's every
 *   delivery for each page.
 */
export const listOrderIndexesMigration = () => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('triple_program_id')
      .on('triple')
      .columns(['tenant_id', 'program_id', 'id'])
      .execute();
    await db.schema
      .createIndex('triple_program_subject')
      .on('triple')
      .columns(['tenant_id', 'program_id', 'subject', 'id'])
      .execute();
    await db.schema
      .createIndex('webhook_delivery_webhook_created')
      .on('webhook_delivery')
      .columns(['webhook_id', 'created_date', 'id'])
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('webhook_delivery_webhook_created').execute();
    await db.schema.dropIndex('triple_program_subject').execute();
    await db.schema.dropIndex('triple_program_id').execute();
  },
});
