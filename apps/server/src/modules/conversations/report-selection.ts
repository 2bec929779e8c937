import type { ReportGroup } from '@parlance/shared';
import { type Expression, PostgresAdapter, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { ConversationCondition } from './report.repository.js';

/*
 * A report's selection and its filters (REPORTING.md "Definitions"): the one implementation of "which
 * conversations a report counts", used by every figure, the drill-down's page and count, and the conversations
 * CSV, so that the three agree. The conversations module's report reads (`conversations/report.repository.ts`)
 * take it as a condition on `conversation`.
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
  /**
   * The drill-down's: conversations that reached this stage, that skipped this one (did not reach it and reached
   * one of `laterStages`, the stages after it in the report's order: REPORTING.md's "skipped"), or that broke
   * this rule.
   */
  reached?: string;
  notReached?: string;
  laterStages?: readonly string[];
  /** An out-of-order pair: conversations that reached `pairFirst` before their first `pairThen`. */
  pairFirst?: string;
  pairThen?: string;
  ruleId?: string;
}

/** The drill-down's part of a selection. */
export type DrillDownSelection = Pick<
  ReportSelection,
  'reached' | 'notReached' | 'laterStages' | 'pairFirst' | 'pairThen' | 'ruleId'
>;

/** What separates the stages of `conversation.stage_path` (migration 015), as SQL. */
const SEPARATOR = sql`char(31)`;
const SEPARATOR_PG = sql`chr(31)`;

export const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Whether the conversation reached `stage`: its stage path (the stages it has messages in, in the order first
 * reached) names it. Read from the report index, which holds the path, without the stage rows.
 */
export const reachedStage = (postgres: boolean, stage: string) =>
  sql<SqlBool>`${stagePlace(postgres, stage)} > 0`;

/** Where `stage` stands in the conversation's stage path (first reached first), as a character place; 0: never. */
const stagePlace = (postgres: boolean, stage: string) => {
  const separator = postgres ? SEPARATOR_PG : SEPARATOR;
  const path = sql`(${separator} || coalesce(conversation.stage_path, '') || ${separator})`;
  const needle = sql`(${separator} || ${stage} || ${separator})`;
  return postgres ? sql<number>`strpos(${path}, ${needle})` : sql<number>`instr(${path}, ${needle})`;
};

/** The conditions of a selection on `conversation`, as one expression (`postgres`: the engine's dialect). */
export const selected =
  (selection: ReportSelection, postgres: boolean): ConversationCondition =>
  (eb) => {
    const conditions: Expression<SqlBool>[] = [
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
    if (selection.reached !== undefined) conditions.push(reachedStage(postgres, selection.reached));
    if (selection.notReached !== undefined) {
      // Skipped: not reached, and a later stage of the order reached (none later: no conversation skipped it).
      const later = (selection.laterStages ?? []).map((stage) => reachedStage(postgres, stage));
      conditions.push(eb.not(reachedStage(postgres, selection.notReached)));
      conditions.push(later.length > 0 ? eb.or(later) : sql<SqlBool>`1 = 0`);
    }
    if (selection.pairFirst !== undefined && selection.pairThen !== undefined) {
      // Out of order: both reached, the first one's first message before the other's (the path's order).
      const first = stagePlace(postgres, selection.pairFirst);
      const then = stagePlace(postgres, selection.pairThen);
      conditions.push(sql<SqlBool>`${first} > 0 and ${then} > ${first}`);
    }
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
