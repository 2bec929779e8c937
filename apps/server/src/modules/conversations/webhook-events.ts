import type { Executor } from '../../db/database.js';
import { STAGE_PATH_SEPARATOR } from '../../db/migrations/015-report-rollups.js';
import { engagementAlerts, findEngagementSummary } from './conversation.repository.js';

/**
 * The `data` of an `engagement.ended` or `conversation.imported` webhook event (ARCHITECTURE.md "Webhooks"): the
 * engagement's summary, the stages it reached in the order it first reached them, its handle time in seconds and
 * its compliance alerts. Read in the transaction that ends or imports it, so it is what that transaction wrote.
 */
export const engagementWebhookData = async (db: Executor, tenantId: number, conversationId: number) => {
  const summary = await findEngagementSummary(db, tenantId, conversationId);
  if (!summary) return undefined;
  const row = await db
    .selectFrom('conversation')
    .select(['handle_ms', 'stage_path'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', conversationId)
    .executeTakeFirstOrThrow();
  return {
    ...summary,
    stages: row.stage_path ? row.stage_path.split(STAGE_PATH_SEPARATOR) : [],
    handleSeconds: Math.round(Number(row.handle_ms) / 1000),
    alerts: await engagementAlerts(db, tenantId, conversationId, summary.engagementId),
  };
};
