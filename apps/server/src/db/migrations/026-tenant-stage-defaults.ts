import type { Kysely } from 'kysely';

/**
 * Which default stage model a tenant's programs start from (`StageDefaults` in `@parlance/shared`): tenants made
 * before the choice existed keep the stages they were shown (`insurance`); sign-up makes `general` tenants.
 */
export const tenantStageDefaultsMigration = () => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('tenant')
      .addColumn('stage_defaults', 'varchar(16)', (c) => c.notNull().defaultTo('insurance'))
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await db.schema.alterTable('tenant').dropColumn('stage_defaults').execute();
  },
});
