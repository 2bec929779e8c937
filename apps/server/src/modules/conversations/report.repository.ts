import type { EngagementAgent, ListQuery, ReportGroup } from '@parlance/shared';
import { type ExpressionBuilder, PostgresAdapter, sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { STAGE_PATH_SEPARATOR } from '../../db/migrations/015-report-rollups.js';
import type { Database } from '../../db/schema.js';
import { selectEngagements, toEngagementSummary } from './conversation.repository.js';

/**
 * Reporting's reads of the conversations module's tables (ARCHITECTURE.md "Reporting"): the facts of report
 * hours (UTC hours of conversations, by their first message, kept in memory by `reporting/report-hours.ts`) and
 * their change feed, the drill-down list and the conversations CSV. Every query is the tenant's.
 */

/** A report's conversations: the tenant's, whose first message is in [start, end), and the filters. */
export interface ReportSelection {
  tenantId: number;
  start: string;
  end: string;
  programId?: number;
  agentId?: number;
  channel?: string;
  source?: 'simulator' | 'api' | 'import';
  group?: ReportGroup;
  /** The drill-down's: conversations that reached this stage, that did not, or that broke this rule. */
  reached?: string;
  notReached?: string;
  ruleId?: string;
}

type ConversationBuilder = ExpressionBuilder<Database, 'conversation'>;

const reachedStage = (eb: ConversationBuilder, stage: string) =>
  eb.exists(
    eb
      .selectFrom('conversation_stage')
      .select('conversation_stage.conversation_id')
      .whereRef('conversation_stage.conversation_id', '=', 'conversation.id')
      .where('conversation_stage.stage', '=', stage)
      .where('conversation_stage.messages', '>', 0),
  );

/** The conditions of a selection on `conversation`, as one expression. */
const selected = (selection: ReportSelection) => (eb: ConversationBuilder) => {
  const conditions = [
    eb('conversation.tenant_id', '=', selection.tenantId),
    eb('conversation.first_message_date', '>=', selection.start),
    eb('conversation.first_message_date', '<', selection.end),
  ];
  if (selection.programId !== undefined)
    conditions.push(eb('conversation.program_id', '=', selection.programId));
  if (selection.agentId !== undefined)
    conditions.push(eb('conversation.agent_user_id', '=', selection.agentId));
  if (selection.channel !== undefined) conditions.push(eb('conversation.channel', '=', selection.channel));
  if (selection.source !== undefined) conditions.push(eb('conversation.source', '=', selection.source));
  if (selection.group !== undefined) conditions.push(eb('conversation.agent_group', '=', selection.group));
  if (selection.reached !== undefined) conditions.push(reachedStage(eb, selection.reached));
  if (selection.notReached !== undefined) conditions.push(eb.not(reachedStage(eb, selection.notReached)));
  if (selection.ruleId !== undefined)
    conditions.push(
      eb.exists(
        eb
          .selectFrom('compliance_alert')
          .select('compliance_alert.id')
          .whereRef('compliance_alert.conversation_id', '=', 'conversation.id')
          .where('compliance_alert.rule_id', '=', selection.ruleId),
      ),
    );
  return eb.and(conditions);
};

/**
 * What report hours hold (`reporting/report-hours.ts`): the tenant's conversations whose first message is in
 * [start, end), with every column the reports read; their stage rows, alerts, and labels corrected to another
 * stage (by the engine's label and the correction). Each list by conversation id.
 */
export const reportHourRows = async (db: Executor, tenantId: number, start: string, end: string) => {
  const inRange = (eb: ConversationBuilder) =>
    eb.and([
      eb('conversation.tenant_id', '=', tenantId),
      eb('conversation.first_message_date', '>=', start),
      eb('conversation.first_message_date', '<', end),
    ]);
  const conversations = await db
    .selectFrom('conversation')
    .select([
      'conversation.id',
      'conversation.first_message_date',
      'conversation.program_id',
      'conversation.agent_user_id',
      'conversation.channel',
      'conversation.source',
      'conversation.agent_group',
      'conversation.handle_ms',
      'conversation.alert_count',
      'conversation.correction_count',
      'conversation.message_count',
      'conversation.stage_path',
    ])
    .where(inRange)
    .orderBy('conversation.id')
    .execute();
  const stages = await db
    .selectFrom('conversation')
    .innerJoin('conversation_stage', 'conversation_stage.conversation_id', 'conversation.id')
    .select([
      'conversation_stage.conversation_id',
      'conversation_stage.stage',
      'conversation_stage.messages',
      'conversation_stage.duration_ms',
      'conversation_stage.engine_messages',
      'conversation_stage.corrected',
    ])
    .where(inRange)
    .orderBy('conversation_stage.conversation_id')
    .execute();
  const alerts = await db
    .selectFrom('compliance_alert')
    .innerJoin('conversation', 'conversation.id', 'compliance_alert.conversation_id')
    .select(['compliance_alert.conversation_id', 'compliance_alert.rule_id', 'compliance_alert.severity'])
    .where(inRange)
    .where('compliance_alert.tenant_id', '=', tenantId)
    .orderBy('compliance_alert.conversation_id')
    .execute();
  const corrections = await db
    .selectFrom('conversation_message')
    .innerJoin('conversation', 'conversation.id', 'conversation_message.conversation_id')
    .select((eb) => [
      'conversation_message.conversation_id',
      'conversation_message.stage',
      'conversation_message.corrected_stage',
      eb.fn.countAll<number>().as('count'),
    ])
    .where(inRange)
    .where('conversation_message.tenant_id', '=', tenantId)
    .where('conversation_message.corrected_stage', 'is not', null)
    .whereRef('conversation_message.corrected_stage', '<>', 'conversation_message.stage')
    .groupBy([
      'conversation_message.conversation_id',
      'conversation_message.stage',
      'conversation_message.corrected_stage',
    ])
    .orderBy('conversation_message.conversation_id')
    .execute();
  return { conversations, stages, alerts, corrections };
};

export type ReportHourRows = Awaited<ReturnType<typeof reportHourRows>>;

/**
 * A read of the tenant's report changes (migration 020): where the next read starts, and the changes read, each
 * with whether the next read (from `cursor`) reads it again.
 */
export interface ReportChanges {
  cursor: number;
  changes: { id: number; hour: string; again: boolean }[];
}

const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The tenant's report changes from `cursor` (none: from now). On PostgreSQL the cursor is the visibility watermark
 * of the previous read (`pg_snapshot_xmin`, the oldest transaction then in flight), read in the same snapshot as
 * the rows: a change that read did not see has a transaction id at or above it, so "xid ≥ cursor" misses none,
 * and reads again the few it saw above it. On SQLite (one writer, committing in id order) the cursor is the last id.
 */
export const reportChangesSince = async (
  db: Executor,
  tenantId: number,
  cursor: number | undefined,
): Promise<ReportChanges> => {
  if (isPostgres(db)) {
    const { rows } = await sql<{
      mark: number;
      id: number | null;
      hour: string | null;
      again: boolean | null;
    }>`
      select w.mark, c.id, c.hour, c.xid >= w.mark as again
      from (select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as mark) w
      left join report_change c on c.tenant_id = ${tenantId} and c.xid >= ${cursor ?? sql`w.mark`}`.execute(
      db,
    );
    return {
      cursor: Number(rows[0]!.mark),
      changes: rows.flatMap((row) =>
        row.id === null ? [] : [{ id: Number(row.id), hour: row.hour!, again: row.again === true }],
      ),
    };
  }
  if (cursor === undefined) {
    const row = await db
      .selectFrom('report_change')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return { cursor: Number(row?.id ?? 0), changes: [] };
  }
  const rows = await db
    .selectFrom('report_change')
    .select(['id', 'hour'])
    .where('tenant_id', '=', tenantId)
    .where('id', '>', cursor)
    .orderBy('id')
    .execute();
  return {
    cursor: rows.length > 0 ? rows[rows.length - 1]!.id : cursor,
    changes: rows.map((row) => ({ id: row.id, hour: row.hour, again: false })),
  };
};

/**
 * Below which every report change is final now: `mark` as a cursor compares (PostgreSQL: the visibility
 * watermark; SQLite: the id after the last), and the last id, which bounds those changes' ids. A reader whose
 * cursor was read after this never reads below `mark`.
 */
export interface ReportChangeBound {
  mark: number;
  lastId: number;
}

export const reportChangeBound = async (db: Executor): Promise<ReportChangeBound> => {
  if (isPostgres(db)) {
    const row = (
      await sql<{ mark: number; last_id: number | null }>`select
        pg_snapshot_xmin(pg_current_snapshot())::text::bigint as mark,
        (select max(id) from report_change) as last_id`.execute(db)
    ).rows[0]!;
    return { mark: Number(row.mark), lastId: Number(row.last_id ?? 0) };
  }
  const row = await db
    .selectFrom('report_change')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const lastId = Number(row?.id ?? 0);
  return { mark: lastId + 1, lastId };
};

/** Deletes at most `limit` report changes below `bound`, oldest first, by the id index; how many it deleted. */
export const pruneReportChanges = async (
  db: Executor,
  { mark, lastId }: ReportChangeBound,
  limit: number,
): Promise<number> => {
  if (isPostgres(db)) {
    // Two instances pruning at once skip each other's rows rather than wait; `= any(array(…))` keeps the
    // delete on the primary key's index.
    const result = await sql`delete from report_change where id = any(array(
        select id from report_change where id <= ${lastId} and xid < ${mark}
        order by id limit ${limit} for update skip locked))`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  }
  const oldest = db
    .selectFrom('report_change')
    .select('id')
    .where('id', '<=', lastId)
    .orderBy('id')
    .limit(limit);
  const result = await db.deleteFrom('report_change').where('id', 'in', oldest).executeTakeFirst();
  return Number(result.numDeletedRows);
};

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
 * regard to case, then the newest id). The count comes from the report hours (`reporting/report-facts.ts`).
 */
export const reportConversationPage = async (db: Executor, selection: ReportSelection, query: ListQuery) => {
  let page = selectEngagements(db, selection.tenantId).where(selected(selection));
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
  selection: ReportSelection,
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
    .where(selected(selection));
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
