import type { EngagementAgent, ListQuery } from '@parlance/shared';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { STAGE_PATH_SEPARATOR } from '../../db/migrations/015-report-rollups.js';
import type { Database } from '../../db/schema.js';
import { selectEngagements, toEngagementSummary } from './conversation.repository.js';

/**
 * The conversations module's reads for Reporting (REPORTING.md "Storage"): the drill-down's page, the
 * conversations CSV and the agents a report names. Reporting owns which conversations a report counts and gives it
 * as a condition on `conversation` (`conversations/report-selection.ts`), the same for its figures, this page and the
 * CSV; every read is the tenant's.
 */

/** A condition on `conversation`: a report's selection (`conversations/report-selection.ts`). */
export type ConversationCondition = (eb: ExpressionBuilder<Database, 'conversation'>) => Expression<SqlBool>;

/** The tenant's agents among `ids`, as report rows name them. */
export const reportAgents = async (
  db: Executor,
  tenantId: number,
  ids: readonly number[],
): Promise<Map<number, EngagementAgent>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('app_user')
    .select(['id', 'login', 'first_name', 'last_name', 'external_code'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        login: row.login,
        name: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.login,
        externalCode: row.external_code,
      },
    ]),
  );
};

/**
 * The drill-down's sorts. A conversation's start in reports is its first message's time (what places it in a
 * period), which the report index orders, so that a page reads a short index range.
 */
const DRILL_DOWN_COLUMNS: Record<string, string> = {
  startedDate: 'conversation.first_message_date',
  engagementId: 'conversation.engagement_id',
  messageCount: 'conversation.message_count',
  alertCount: 'conversation.alert_count',
};

/**
 * A page of the selection's conversations, as engagement summaries, in the list convention's order (text without
 * regard to case, then the newest id). Its count is a report figure (`conversations/report-queries.ts`).
 */
export const reportConversationPage = async (
  db: Executor,
  tenantId: number,
  where: ConversationCondition,
  query: ListQuery,
) => {
  let page = selectEngagements(db, tenantId).where(where);
  for (const sort of query.sort) {
    const column = sql.ref(DRILL_DOWN_COLUMNS[sort.field]!);
    page = page.orderBy(
      sort.kind === 'text' ? sql`lower(${column})` : column,
      sort.order === 1 ? 'asc' : 'desc',
    );
  }
  const rows = await page
    .orderBy('conversation.id', 'desc')
    .limit(query.size)
    .offset(query.page * query.size)
    .execute();
  return rows.map(toEngagementSummary);
};

/** One line of the conversations CSV, before its cells are written. */
export interface ConversationCsvRow {
  engagementId: string;
  program: string;
  agent: string;
  group: string;
  channel: string;
  source: string;
  start: string;
  handleSeconds: number;
  stagesReached: string;
  alerts: number;
  corrections: number;
}

/**
 * The selection's conversations for the CSV, newest first (by the first message), `batch` at a time after the
 * last one given (the previous batch's last first-message time and id), so that the export never holds them all.
 */
export const reportConversationBatch = async (
  db: Executor,
  where: ConversationCondition,
  after: { start: string; id: number } | undefined,
  batch: number,
): Promise<{ rows: ConversationCsvRow[]; last?: { start: string; id: number } }> => {
  let query = db
    .selectFrom('conversation')
    .innerJoin('program', 'program.id', 'conversation.program_id')
    .leftJoin('app_user', 'app_user.id', 'conversation.agent_user_id')
    .select([
      'conversation.id',
      'conversation.engagement_id',
      'program.name as program_name',
      'app_user.login as agent_login',
      'conversation.agent_group',
      'conversation.channel',
      'conversation.source',
      'conversation.started_date',
      'conversation.handle_ms',
      'conversation.alert_count',
      'conversation.correction_count',
      'conversation.stage_path',
      'conversation.first_message_date',
    ])
    .where(where);
  // Newest first by the first message, as the report index orders them: each batch is a short index range.
  if (after)
    query = query
      .where('conversation.first_message_date', '<=', after.start)
      .where((eb) =>
        eb.or([
          eb('conversation.first_message_date', '<', after.start),
          eb('conversation.id', '<', after.id),
        ]),
      );
  const rows = await query
    .orderBy('conversation.first_message_date', 'desc')
    .orderBy('conversation.id', 'desc')
    .limit(batch)
    .execute();
  if (rows.length === 0) return { rows: [] };
  const last = rows[rows.length - 1]!;
  return {
    rows: rows.map((row) => ({
      engagementId: row.engagement_id,
      program: row.program_name,
      agent: row.agent_login ?? '',
      group: row.agent_group ?? '',
      channel: row.channel ?? '',
      source: row.source,
      start: row.started_date,
      handleSeconds: Number(row.handle_ms) / 1000,
      stagesReached: (row.stage_path ?? '').split(STAGE_PATH_SEPARATOR).join(' > '),
      alerts: row.alert_count,
      corrections: row.correction_count,
    })),
    last: { start: last.first_message_date as string, id: last.id },
  };
};
