import { type Kysely, sql } from 'kysely';

/**
 * Lists sort text by `lower(column)` (the same order on both engines), so the user columns people sort by get
 * indexes on that expression; a page of 20 from 100,000 users then reads 20 index entries instead of sorting.
 */
const USER_SORT_COLUMNS = ['login', 'email', 'first_name', 'last_name', 'status'] as const;

export const textSortIndexesMigration = () => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    for (const column of USER_SORT_COLUMNS) {
      await sql`create index ${sql.id(`app_user_tenant_lower_${column}`)} on app_user (tenant_id, lower(${sql.ref(column)}))`.execute(
        db,
      );
    }
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    for (const column of USER_SORT_COLUMNS) {
      await sql`drop index ${sql.id(`app_user_tenant_lower_${column}`)}`.execute(db);
    }
  },
});
