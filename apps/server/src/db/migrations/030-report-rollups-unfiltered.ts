import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Report rollups at a year's scale (REPORTING.md "Rollups"):
 *
 * - `report_all_week`: a copy of the week rollup without its filter values, for the reports asked without a filter
 *   (every source but the simulator, as a report without a `source` filter counts). Its key keeps the program and
 *   the agent group only for the kinds whose figures need them (stage paths, groups, agents); the other kinds are
 *   summed over them (program 0, group ''). A year of time in stage reads a row per week, stage and bucket.
 * - `report_rollup_state.version`: the fold's version (`ROLLUP_VERSION` of `conversations/report-rollup.ts`) a
 *   tenant's rollups were built by. The folder builds a tenant's rollups again when it differs, so a change of what
 *   the fold counts (here: the agents' figures, and this copy) never leaves rollups of the old fold behind; rows
 *   built before this migration have version 0 and are built again.
 * - `conversation_report_page`: a conversation's tenant, first message's time and id, the drill-down page's and the
 *   conversations CSV's order (newest first, then the newest id), so that a page reads its own rows from the end of
 *   the period's range and stops. It holds no column a message's write changes (the first message's time is set
 *   once), so a message's update of its conversation stays a heap-only update.
 */
export const reportRollupsUnfilteredMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    const big = dialect === 'postgres' ? 'bigint' : 'integer';
    await db.schema
      .createTable('report_all_week')
      .addColumn('tenant_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'integer', (c) => c.notNull())
      .addColumn('week', 'varchar(10)', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('detail', 'varchar(255)', (c) => c.notNull())
      .addColumn('bucket', 'integer', (c) => c.notNull())
      .addColumn('program_id', 'integer', (c) => c.notNull())
      .addColumn('agent_group', 'varchar(10)', (c) => c.notNull())
      .addColumn('conversations', 'integer', (c) => c.notNull())
      .addColumn('duration_ms', big, (c) => c.notNull())
      .addColumn('messages', 'integer', (c) => c.notNull())
      .addColumn('corrected', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('report_all_week_pkey', [
        'tenant_id',
        'kind',
        'week',
        'key',
        'detail',
        'bucket',
        'program_id',
        'agent_group',
      ])
      .$call((table) => (dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table))
      .execute();
    await db.schema
      .alterTable('report_rollup_state')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('conversation_report_page')
      .on('conversation')
      .columns(['tenant_id', 'first_message_date', 'id'])
      .execute();
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('conversation_report_page').execute();
    await db.schema.alterTable('report_rollup_state').dropColumn('version').execute();
    await db.schema.dropTable('report_all_week').execute();
  },
});
