import type { Kysely } from 'kysely';

/**
 * What a designer teaches the knowledge retriever about a triple: other names of its subject (`aliases`) and
 * questions it answers (`questions`), each a JSON array of texts, empty for every triple stored before.
 */
export const tripleTeachingMigration = () => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('triple')
      .addColumn('aliases', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .alterTable('triple')
      .addColumn('questions', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await db.schema.alterTable('triple').dropColumn('questions').execute();
    await db.schema.alterTable('triple').dropColumn('aliases').execute();
  },
});
