import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.js';
import { initialMigration } from './migrations/001-initial.js';
import { analyticsMigration } from './migrations/002-analytics.js';
import { adminMigration } from './migrations/003-admin.js';
import { conversationsMigration } from './migrations/004-conversations.js';
import { textSortIndexesMigration } from './migrations/005-text-sort-indexes.js';
import { textSearchIndexesMigration } from './migrations/006-text-search-indexes.js';
import { rateLimitsMigration } from './migrations/007-rate-limits.js';
import { studioMigration } from './migrations/008-studio.js';
import { engineMigration } from './migrations/009-engine.js';
import { supervisorMigration } from './migrations/010-supervisor.js';
import { principalChangesMigration } from './migrations/011-principal-changes.js';
import { tenantTextSearchMigration } from './migrations/012-tenant-text-search.js';
import { reportingMigration } from './migrations/013-reporting.js';
import { reportingAppMigration } from './migrations/014-reporting-app.js';
import { reportRollupsMigration } from './migrations/015-report-rollups.js';
import { webhooksMigration } from './migrations/016-webhooks.js';
import { reportHoursMigration } from './migrations/017-report-hours.js';
import { messageTextSearchMigration } from './migrations/018-message-text-search.js';
import { tripleTeachingMigration } from './migrations/019-triple-teaching.js';
import { reportChangesMigration } from './migrations/020-report-changes.js';
import { externalEngagementIdsMigration } from './migrations/021-external-engagement-ids.js';
import { reportsInDatabaseMigration } from './migrations/022-reports-in-database.js';
import { idleSimulationsMigration } from './migrations/024-idle-simulations.js';
import { alertWebhooksInCodeMigration } from './migrations/025-alert-webhooks-in-code.js';
import { tenantStageDefaultsMigration } from './migrations/026-tenant-stage-defaults.js';
import { reportRollupsFoldedMigration } from './migrations/027-report-rollups-folded.js';
import { writerKeepsStagePathMigration } from './migrations/029-writer-keeps-stage-path.js';
import { reportRollupsUnfilteredMigration } from './migrations/030-report-rollups-unfiltered.js';
import { conversationHotUpdatesMigration } from './migrations/031-conversation-hot-updates.js';
import { foldMarksOfBatchesMigration } from './migrations/032-fold-marks-of-batches.js';
import { expiryIndexesMigration } from './migrations/033-expiry-indexes.js';
import { foldMarkTestInFunctionMigration } from './migrations/034-fold-mark-test-in-function.js';
import { listOrderIndexesMigration } from './migrations/035-list-order-indexes.js';
import { listSortIndexesMigration } from './migrations/036-list-sort-indexes.js';
import { withoutStatementTimeout } from './statement-timeout.js';

/** Migrations are code, shared by both engines; each takes the dialect for the few types that differ. */
const provider = (db: Db): MigrationProvider => ({
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '001-initial': initialMigration(db.dialect),
      '002-analytics': analyticsMigration(db.dialect),
      '003-admin': adminMigration(db.dialect),
      '004-conversations': conversationsMigration(db.dialect),
      '005-text-sort-indexes': textSortIndexesMigration(),
      '006-text-search-indexes': textSearchIndexesMigration(db.dialect),
      '007-rate-limits': rateLimitsMigration(),
      '008-studio': studioMigration(db.dialect),
      '009-engine': engineMigration(db.dialect),
      '010-supervisor': supervisorMigration(db.dialect),
      '011-principal-changes': principalChangesMigration(db.dialect),
      '012-tenant-text-search': tenantTextSearchMigration(db.dialect),
      '013-reporting': reportingMigration(db.dialect),
      '014-reporting-app': reportingAppMigration(),
      '015-report-rollups': reportRollupsMigration(db.dialect),
      '016-webhooks': webhooksMigration(db.dialect),
      '017-report-hours': reportHoursMigration(db.dialect),
      '018-message-text-search': messageTextSearchMigration(db.dialect),
      '019-triple-teaching': tripleTeachingMigration(),
      '020-report-changes': reportChangesMigration(db.dialect),
      '021-external-engagement-ids': externalEngagementIdsMigration(db.dialect),
      '022-reports-in-database': reportsInDatabaseMigration(db.dialect),
      '024-idle-simulations': idleSimulationsMigration(),
      '025-alert-webhooks-in-code': alertWebhooksInCodeMigration(db.dialect),
      '026-tenant-stage-defaults': tenantStageDefaultsMigration(),
      '027-report-rollups-folded': reportRollupsFoldedMigration(db.dialect),
      '029-writer-keeps-stage-path': writerKeepsStagePathMigration(db.dialect),
      '030-report-rollups-unfiltered': reportRollupsUnfilteredMigration(db.dialect),
      '031-conversation-hot-updates': conversationHotUpdatesMigration(db.dialect),
      '032-fold-marks-of-batches': foldMarksOfBatchesMigration(db.dialect),
      '033-expiry-indexes': expiryIndexesMigration(),
      '034-fold-mark-test-in-function': foldMarkTestInFunctionMigration(db.dialect),
      '035-list-order-indexes': listOrderIndexesMigration(),
      '036-list-sort-indexes': listSortIndexesMigration(),
    };
  },
});

/** Runs every pending migration, with no statement time limit (a migration may rewrite a large table). */
export const migrateToLatest = async (db: Db): Promise<void> => {
  const { error, results } = await withoutStatementTimeout(db, (executor) =>
    new Migrator({ db: executor, provider: provider(db) }).migrateToLatest(),
  );
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
};

/** The names of the migrations this code knows that the database has not run (readiness). */
export const pendingMigrations = async (db: Db): Promise<string[]> => {
  const migrator = new Migrator({ db: db.kysely, provider: provider(db) });
  const migrations = await migrator.getMigrations();
  return migrations.filter((migration) => !migration.executedAt).map((migration) => migration.name);
};
