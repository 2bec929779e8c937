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
  /** Without it, every source but the simulator (REPORTING.md "Definitions"). */
  source?: 'simulator' | 'api' | 'import';
  group?: ReportGroup;
  /**
   * The stage order of each program in view (its id: the conversation's `program_id`), which a conversation's
   * skips and out-of-order pairs are judged against: its own program's. Needed by `notReached` and `pairFirst`.
   */
  orders?: ReadonlyMap<number, readonly string[]>;
  /**
   * The drill-down's: conversations that reached this stage, that skipped this one (did not reach it and reached
   * a stage after it in their own program's order: REPORTING.md's "skipped"), or that broke this rule.
   */
  reached?: string;
  notReached?: string;
  /**
   * An out-of-order pair: conversations that reached `pairFirst` before their first `pairThen`, of a program
   * whose order puts `pairThen` before `pairFirst`.
   */
  pairFirst?: string;
  pairThen?: string;
  ruleId?: string;
}

/** The drill-down's part of a selection. */
export type DrillDownSelection = Pick<
  ReportSelection,
  'reached' | 'notReached' | 'pairFirst' | 'pairThen' | 'ruleId'
>;

/** What separates the stages of `conversation.stage_path` (migration 015), as SQL. */
const SEPARATOR = sql`char(31)`;
const SEPARATOR_PG = sql`chr(31)`;
/** Joins stage names into a key (no stage name holds it). */
const STAGE_SEPARATOR = '\u001f';

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
    // Simulator conversations are tests of a program, not calls: only a source filter naming them shows them.
    conditions.push(
      selection.source === undefined
        ? eb('conversation.source', '<>', 'simulator')
        : eb('conversation.source', '=', selection.source),
    );
    if (selection.group !== undefined) conditions.push(eb('conversation.agent_group', '=', selection.group));
    if (selection.reached !== undefined) conditions.push(reachedStage(postgres, selection.reached));
    const orders = [...(selection.orders ?? new Map<number, readonly string[]>())];
    if (selection.notReached !== undefined) {
      // Skipped: not reached, and a later stage of its own program's order reached. Programs whose orders go on
      // alike after the stage share one condition; a program whose order has none after it skipped it nowhere.
      const stage = selection.notReached;
      const byLater = new Map<string, { programs: number[]; later: readonly string[] }>();
      for (const [programId, order] of orders) {
        const at = order.indexOf(stage);
        if (at < 0 || at === order.length - 1) continue;
        const later = order.slice(at + 1);
        const key = later.join(STAGE_SEPARATOR);
        const entry = byLater.get(key) ?? { programs: [], later };
        entry.programs.push(programId);
        byLater.set(key, entry);
      }
      conditions.push(eb.not(reachedStage(postgres, stage)));
      conditions.push(
        byLater.size === 0
          ? sql<SqlBool>`1 = 0`
          : eb.or(
              [...byLater.values()].map(({ programs, later }) =>
                eb.and([
                  eb('conversation.program_id', 'in', programs),
                  eb.or(later.map((after) => reachedStage(postgres, after))),
                ]),
              ),
            ),
      );
    }
    if (selection.pairFirst !== undefined && selection.pairThen !== undefined) {
      // Out of order: both reached, the first one's first message before the other's (the path's order), in a
      // program whose order has them the other way round.
      const { pairFirst, pairThen } = selection;
      const programs = orders
        .filter(([, order]) => {
          const then = order.indexOf(pairThen);
          return then >= 0 && order.indexOf(pairFirst) > then;
        })
        .map(([programId]) => programId);
      const first = stagePlace(postgres, pairFirst);
      const then = stagePlace(postgres, pairThen);
      conditions.push(
        programs.length === 0
          ? sql<SqlBool>`1 = 0`
          : eb.and([
              eb('conversation.program_id', 'in', programs),
              sql<SqlBool>`${first} > 0 and ${then} > ${first}`,
            ]),
      );
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
