import type { EngagementAgent, ListQuery, ReportGroup } from '@parlance/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Dialect, Executor } from '../../db/database.js';
import { STAGE_PATH_SEPARATOR } from '../../db/migrations/015-report-rollups.js';
import type { Database } from '../../db/schema.js';
import { runListQuery } from '../../lib/list.js';
import type {
  AlertFact,
  ConfusionFact,
  GroupFact,
  PathFact,
  StageTimeFact,
  WeekStageTimeFact,
} from '../reporting/report-compute.js';
import { selectEngagements, toEngagementSummary } from './conversation.repository.js';

/**
 * Reporting's reads of the conversations module's tables (ARCHITECTURE.md "Reporting"): aggregates of the
 * conversations of a report's period and filters, computed by the database (counts by stage path, group or agent,
 * continuous percentiles, sums by stage and week) so that a report reads a few hundred rows, not one per
 * conversation and stage; their alerts and corrections, the drill-down list and the conversations CSV. A
 * conversation belongs to the period of its first message; every query is the tenant's.
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

/** A query's percentile `p` of `column`, continuous (PostgreSQL's `percentile_cont`; SQLite's extension). */
const percentile = (dialect: Dialect, column: string, p: number) =>
  dialect === 'postgres'
    ? sql<number | null>`percentile_cont(${sql.lit(p)}) within group (order by ${sql.ref(column)})`
    : sql<number | null>`percentile_cont(${sql.ref(column)}, ${sql.lit(p)})`;

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The index (0-based) of the week a conversation started in, in SQL: `bounds` are the instants (ISO) at which
 * the second, third… week start (their Mondays' midnights in the tenant's zone), ascending.
 */
const weekIndex = (bounds: readonly string[]) =>
  bounds.length === 0
    ? sql<number>`0`
    : sql<number>`case ${sql.join(
        bounds.map(
          (bound, week) => sql`when conversation.first_message_date < ${bound} then ${sql.lit(week)}`,
        ),
        sql` `,
      )} else ${sql.lit(bounds.length)} end`;

/** The selection's conversations by the stages they reached (in first-reached order) and their group. */
export const reportPaths = async (db: Executor, selection: ReportSelection): Promise<PathFact[]> =>
  (
    await db
      .selectFrom('conversation')
      .select((eb) => [
        'conversation.stage_path',
        'conversation.agent_group',
        eb.fn.countAll<number>().as('conversations'),
      ])
      .where(selected(selection))
      .groupBy(['conversation.stage_path', 'conversation.agent_group'])
      .execute()
  ).map((row) => ({
    path: row.stage_path ? row.stage_path.split(STAGE_PATH_SEPARATOR) : [],
    group: row.agent_group,
    conversations: Number(row.conversations),
  }));

/** Whether a conversation reached `stage`, in SQL, by its stage path. */
const reachedInPath = (dialect: Dialect, stage: string) => {
  const wrapped =
    dialect === 'postgres'
      ? sql`strpos(chr(31) || coalesce(conversation.stage_path, '') || chr(31), ${`${STAGE_PATH_SEPARATOR}${stage}${STAGE_PATH_SEPARATOR}`})`
      : sql`instr(char(31) || coalesce(conversation.stage_path, '') || char(31), ${`${STAGE_PATH_SEPARATOR}${stage}${STAGE_PATH_SEPARATOR}`})`;
  return sql<number>`sum(case when ${wrapped} > 0 then 1 else 0 end)`;
};

/**
 * The selection's figures by `by` (the agent group, or the agent): conversations, distinct agents, those that
 * reached `stage`, alerts, corrections, and the median handle time.
 */
export const reportGroupFigures = async (
  db: Executor,
  dialect: Dialect,
  selection: ReportSelection,
  by: 'agent_group' | 'agent_user_id',
  stage: string,
): Promise<GroupFact[]> =>
  (
    await db
      .selectFrom('conversation')
      .select((eb) => [
        `conversation.${by} as key`,
        eb.fn.min('conversation.agent_group').as('first_group'),
        eb.fn.max('conversation.agent_group').as('last_group'),
        eb.fn.countAll<number>().as('conversations'),
        // An agent's row is one agent: no distinct count to sort for.
        (by === 'agent_user_id'
          ? sql<number>`1`
          : eb.fn.count<number>('conversation.agent_user_id').distinct()
        ).as('agents'),
        reachedInPath(dialect, stage).as('reached'),
        eb.fn.sum<number>('conversation.alert_count').as('alerts'),
        eb.fn.sum<number>('conversation.correction_count').as('corrections'),
        percentile(dialect, 'conversation.handle_ms', 0.5).as('median_handle_ms'),
      ])
      .where(selected(selection))
      .where(`conversation.${by}`, 'is not', null)
      .groupBy(`conversation.${by}`)
      .execute()
  ).map((row) => ({
    key: row.key as string | number,
    groups: [row.first_group, row.last_group].filter((group) => group !== null) as ReportGroup[],
    conversations: Number(row.conversations),
    agents: Number(row.agents),
    reached: Number(row.reached),
    alerts: Number(row.alerts),
    corrections: Number(row.corrections),
    medianHandleMs: numberOrNull(row.median_handle_ms),
  }));

/** The selection's count of conversations and their handle time's median and 90th percentile. */
export const reportHandleTime = async (db: Executor, dialect: Dialect, selection: ReportSelection) => {
  const row = await db
    .selectFrom('conversation')
    .select((eb) => [
      eb.fn.countAll<number>().as('conversations'),
      percentile(dialect, 'conversation.handle_ms', 0.5).as('median'),
      percentile(dialect, 'conversation.handle_ms', 0.9).as('p90'),
    ])
    .where(selected(selection))
    .executeTakeFirstOrThrow();
  return { medianMs: numberOrNull(row.median), p90Ms: numberOrNull(row.p90) };
};

/**
 * Time in each stage the selection's conversations reached: per stage, the conversations and the median and
 * 90th percentile; per week (`bounds`, as `weekIndex`) and stage, the median.
 */
export const reportStageTimes = async (
  db: Executor,
  dialect: Dialect,
  selection: ReportSelection,
  bounds: readonly string[],
): Promise<{ stages: StageTimeFact[]; weekly: WeekStageTimeFact[] }> => {
  const base = db
    .selectFrom('conversation')
    .innerJoin('conversation_stage', 'conversation_stage.conversation_id', 'conversation.id')
    .where(selected(selection))
    .where('conversation_stage.messages', '>', 0);
  const [stages, weekly] = [
    await base
      .select((eb) => [
        'conversation_stage.stage',
        eb.fn.countAll<number>().as('conversations'),
        percentile(dialect, 'conversation_stage.duration_ms', 0.5).as('median'),
        percentile(dialect, 'conversation_stage.duration_ms', 0.9).as('p90'),
      ])
      .groupBy('conversation_stage.stage')
      .execute(),
    await base
      .select([
        weekIndex(bounds).as('week'),
        'conversation_stage.stage',
        percentile(dialect, 'conversation_stage.duration_ms', 0.5).as('median'),
      ])
      // By the week's position in the select list: PostgreSQL takes the same expression written again, with its
      // own parameters, for another one. A single week is no column to group by (a constant is a position).
      .groupBy(bounds.length === 0 ? ['conversation_stage.stage'] : [sql`1`, 'conversation_stage.stage'])
      .execute(),
  ];
  return {
    stages: stages.map((row) => ({
      stage: row.stage,
      conversations: Number(row.conversations),
      medianMs: numberOrNull(row.median),
      p90Ms: numberOrNull(row.p90),
    })),
    weekly: weekly.map((row) => ({
      week: Number(row.week),
      stage: row.stage,
      medianMs: numberOrNull(row.median),
    })),
  };
};

/** The engine's labels of the selection's messages by stage, and how many of them a supervisor corrected. */
export const reportLabelsByStage = async (db: Executor, selection: ReportSelection) =>
  (
    await db
      .selectFrom('conversation')
      .innerJoin('conversation_stage', 'conversation_stage.conversation_id', 'conversation.id')
      .select((eb) => [
        'conversation_stage.stage',
        eb.fn.sum<number>('conversation_stage.engine_messages').as('messages'),
        eb.fn.sum<number>('conversation_stage.corrected').as('corrected'),
      ])
      .where(selected(selection))
      .groupBy('conversation_stage.stage')
      .execute()
  ).map((row) => ({ stage: row.stage, messages: Number(row.messages), corrected: Number(row.corrected) }));

/** The selection's messages and corrected messages by the week (`bounds`, as `weekIndex`) its conversation started. */
export const reportLabelsByWeek = async (
  db: Executor,
  selection: ReportSelection,
  bounds: readonly string[],
) =>
  (
    await db
      .selectFrom('conversation')
      .select((eb) => [
        weekIndex(bounds).as('week'),
        eb.fn.sum<number>('conversation.message_count').as('messages'),
        eb.fn.sum<number>('conversation.correction_count').as('corrected'),
      ])
      .where(selected(selection))
      .$if(bounds.length > 0, (query) => query.groupBy(sql`1`))
      .execute()
  ).map((row) => ({
    week: Number(row.week),
    messages: Number(row.messages),
    corrected: Number(row.corrected),
  }));

/** The alerts of the selection's conversations by rule: alerts, and conversations with one. */
export const reportAlerts = async (db: Executor, selection: ReportSelection): Promise<AlertFact[]> =>
  (
    await db
      .selectFrom('compliance_alert')
      .innerJoin('conversation', 'conversation.id', 'compliance_alert.conversation_id')
      .select((eb) => [
        'compliance_alert.rule_id',
        eb.fn.min('compliance_alert.severity').as('severity'),
        eb.fn.countAll<number>().as('alerts'),
        eb.fn.count<number>('compliance_alert.conversation_id').distinct().as('conversations'),
      ])
      .where(selected(selection))
      .where('compliance_alert.tenant_id', '=', selection.tenantId)
      .groupBy('compliance_alert.rule_id')
      .execute()
  ).map((row) => ({
    ruleId: row.rule_id,
    severity: row.severity as AlertFact['severity'],
    alerts: Number(row.alerts),
    conversations: Number(row.conversations),
  }));

/** The corrected messages of the selection's conversations by the engine's label and the supervisor's stage. */
export const reportConfusions = async (db: Executor, selection: ReportSelection): Promise<ConfusionFact[]> =>
  (
    await db
      .selectFrom('conversation_message')
      .innerJoin('conversation', 'conversation.id', 'conversation_message.conversation_id')
      .select((eb) => [
        'conversation_message.stage',
        'conversation_message.corrected_stage',
        eb.fn.countAll<number>().as('count'),
      ])
      .where(selected(selection))
      .where('conversation_message.tenant_id', '=', selection.tenantId)
      .where('conversation_message.corrected_stage', 'is not', null)
      .whereRef('conversation_message.corrected_stage', '<>', 'conversation_message.stage')
      .groupBy(['conversation_message.stage', 'conversation_message.corrected_stage'])
      .execute()
  ).map((row) => ({
    engineStage: row.stage,
    stage: row.corrected_stage as string,
    count: Number(row.count),
  }));

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

const DRILL_DOWN_COLUMNS: Record<string, string> = {
  startedDate: 'conversation.started_date',
  engagementId: 'conversation.engagement_id',
  messageCount: 'conversation.message_count',
  alertCount: 'conversation.alert_count',
};

/** A page of the selection's conversations, as engagement summaries (the list convention). */
export const reportConversationPage = async (db: Executor, selection: ReportSelection, query: ListQuery) => {
  const base = selectEngagements(db, selection.tenantId).where(selected(selection));
  const { rows, total } = await runListQuery(base, query, DRILL_DOWN_COLUMNS, 'conversation.id', 'desc');
  return { conversations: rows.map(toEngagementSummary), total };
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
 * The selection's conversations for the CSV, newest first, `batch` at a time after the last one given (the
 * start and id of the previous batch's last row), so that the export never holds them all.
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
    ])
    .where(selected(selection));
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('conversation.started_date', '<', after.start),
        eb.and([eb('conversation.started_date', '=', after.start), eb('conversation.id', '<', after.id)]),
      ]),
    );
  const rows = await query
    .orderBy('conversation.started_date', 'desc')
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
    last: { start: last.started_date, id: last.id },
  };
};
