import { ASSIST_IMPACT_STAGE, type ReportGroup } from '@parlance/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { STAGE_PATH_SEPARATOR } from '../../db/migrations/015-report-rollups.js';
import type {
  AlertFact,
  ConfusionFact,
  GroupFact,
  PathFact,
  StageTimeFact,
  WeekStageTimeFact,
} from './report-facts.js';
import { type RollupSelection, rollupQueries } from './report-rollup-queries.js';
import {
  type DrillDownSelection,
  isPostgres,
  type ReportSelection,
  reachedStage,
  selected,
} from './report-selection.js';
import { addToSketch, type Sketch, sketchBucket, sketchPercentiles, stageTimesOf } from './report-sketch.js';

/*
 * The facts `report-compute.ts` makes reports of, computed by the database for one selection (REPORTING.md
 * "Storage"): every query reads the selection's conversations by the report index (tenant, first message's time,
 * then the filters' and figures' columns), and their stage rows, alerts and corrected messages by indexes that start
 * at the conversation. Counts and sums are exact; percentiles come from a histogram the database counts
 * (`conversations/report-sketch.ts`), within its documented bound. Nothing is held between reports: every instance answers from
 * the same rows, and a write shows in the next report.
 */

const number = (value: unknown) => Number(value ?? 0);

/** The index (0-based) of the period's week of the first message: `bounds` are the later weeks' ISO instants. */
const weekIndex = (bounds: readonly string[]): RawBuilder<number> => {
  // A binary search over the bounds (sorted), nested CASEs: about log2(53) comparisons a row, not 52.
  const search = (low: number, high: number): RawBuilder<number> => {
    // The week lies in [low, high]: week w starts at bounds[w - 1].
    if (low === high) return sql<number>`${sql.lit(low)}`;
    const middle = (low + high + 1) >> 1;
    return sql<number>`case when conversation.first_message_date >= ${sql.lit(bounds[middle - 1]!)} then ${search(middle, high)} else ${search(low, middle - 1)} end`;
  };
  return sql<number>`(${search(0, bounds.length)})`;
};

/** Bytes that report rows may hold at once on a server (`ReportWork`). */
export const REPORT_WORK_BYTES = 32 * 1024 * 1024;
/** What a row of a report's query holds in V8's heap, estimated (an object of a few numbers and a short text). */
export const REPORT_ROW_BYTES = 200;
/** Report queries run at once on a server at most; more wait their turn. */
const REPORT_QUERIES_AT_ONCE = 4;

/**
 * What reports hold while they compute, the only memory reporting keeps: the rows of the queries in progress
 * (a few at once, each a small aggregate: counts by path, group, rule, stage, week or histogram bucket), dropped
 * once their figures are made. A query waits while others hold the bound. `/management/prometheus` reports it as
 * cache "reports": `cache_bytes` (rows held, estimated), `cache_entries` (queries running), `cache_max_bytes`.
 */
export class ReportWork {
  private held = 0;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly maxSize = REPORT_WORK_BYTES) {}

  get calculatedSize() {
    return this.held;
  }
  get size() {
    return this.running;
  }

  /** Runs `query` when its turn comes, and makes figures of its rows, which it holds until then. */
  async read<Row, Result>(
    query: { execute(): Promise<Row[]> },
    figures: (rows: Row[]) => Result,
  ): Promise<Result> {
    while (this.running >= REPORT_QUERIES_AT_ONCE || (this.running > 0 && this.held >= this.maxSize))
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    let bytes = 0;
    try {
      const rows = await query.execute();
      bytes = rows.length * REPORT_ROW_BYTES;
      this.held += bytes;
      return figures(rows);
    } finally {
      this.held -= bytes;
      this.running--;
      this.waiting.shift()?.();
    }
  }
}

/**
 * Report facts of one selection, each read from the database when asked: from the base tables, or with `rollup`
 * (the same period and filters, when the tenant's rollups are ready: `report-rollup.ts`) the facts the rollups
 * hold from them, the others still from the base tables.
 */
export const reportQueries = (
  db: Executor,
  selection: ReportSelection,
  work = new ReportWork(),
  rollup?: RollupSelection,
) => {
  const base = baseQueries(db, selection, work);
  if (!rollup) return base;
  const folded = rollupQueries(db, rollup, work);
  return {
    ...base,
    // The drill-down's count, as its bar counts it; the page and the CSV read the base tables.
    count: async (drill: DrillDownSelection) =>
      (await folded.count(drill, selection.orders ?? new Map())) ?? base.count(drill),
    paths: folded.paths,
    handleTime: folded.handleTime,
    stageTimes: (_bounds: readonly string[]) => folded.stageTimes(),
    // Assist impact's figures by group, and the agents report's by agent (both of Agent Recommend).
    groupFigures: (by: 'group' | 'agent', stage: string) =>
      stage !== ASSIST_IMPACT_STAGE
        ? base.groupFigures(by, stage)
        : by === 'group'
          ? folded.groupFigures()
          : folded.agentFigures(),
    labelsByStage: folded.labelsByStage,
    labelsByWeek: (_bounds: readonly string[]) => folded.labelsByWeek(),
    alerts: folded.alerts,
    confusions: folded.confusions,
  };
};

/** Report facts of one selection from the base tables. */
const baseQueries = (db: Executor, selection: ReportSelection, work: ReportWork) => {
  const postgres = isPostgres(db);
  const where = selected(selection, postgres);
  const conversations = () => db.selectFrom('conversation').where(where);

  return {
    /** The conversations, or those of the drill-down that reached a stage, skipped one, or broke a rule. */
    count(drill: DrillDownSelection) {
      return work.read(
        db
          .selectFrom('conversation')
          .where(selected({ ...selection, ...drill }, postgres))
          .select((eb) => eb.fn.countAll().as('count')),
        (rows) => number(rows[0]?.count),
      );
    },

    /** Conversations by the stages they reached (in first-reached order), their program and their group. */
    paths(): Promise<PathFact[]> {
      return work.read(
        conversations()
          .select((eb) => [
            'conversation.stage_path',
            'conversation.program_id',
            'conversation.agent_group',
            eb.fn.countAll().as('count'),
          ])
          .groupBy(['conversation.stage_path', 'conversation.program_id', 'conversation.agent_group']),
        (rows) =>
          rows.map((row) => ({
            path: row.stage_path ? row.stage_path.split(STAGE_PATH_SEPARATOR) : [],
            programId: number(row.program_id),
            group: row.agent_group,
            conversations: number(row.count),
          })),
      );
    },

    /**
     * Figures by `by` (the agent group, or the agent; conversations without one left out): conversations,
     * distinct agents, those that reached `stage`, alerts, corrections, the median handle time.
     */
    async groupFigures(by: 'group' | 'agent', stage: string): Promise<GroupFact[]> {
      const column = by === 'group' ? 'conversation.agent_group' : 'conversation.agent_user_id';
      const key = sql.ref(column);
      // Conversations without a key are grouped too and left out here: a condition on the key's column could
      // lead the planner to that column's index instead of the report index's period range.
      const keyed = conversations;
      // The medians and the counts are read at once, and joined by key.
      const medians = work.read(
        keyed()
          .select((eb) => [
            key.as('group_key'),
            sketchBucket(sql.ref('conversation.handle_ms')).as('sketch_bucket'),
            eb.fn.countAll().as('count'),
          ])
          .groupBy([sql.ref('group_key'), sql.ref('sketch_bucket')]),
        (rows) => {
          const sketches = new Map<string, Sketch>();
          for (const row of rows) {
            if (row.group_key === null) continue;
            const name = String(row.group_key);
            let sketch = sketches.get(name);
            if (!sketch) {
              sketch = new Map();
              sketches.set(name, sketch);
            }
            addToSketch(sketch, row.sketch_bucket, number(row.count));
          }
          return new Map([...sketches].map(([name, sketch]) => [name, sketchPercentiles(sketch, [0.5])[0]!]));
        },
      );
      const counts = work.read(
        keyed()
          .select((eb) => [
            key.as('group_key'),
            eb.fn.countAll().as('conversations'),
            eb.fn.count('conversation.agent_user_id').distinct().as('agents'),
            eb.fn.min('conversation.agent_group').as('least_group'),
            eb.fn.max('conversation.agent_group').as('greatest_group'),
            sql<number>`sum(case when ${reachedStage(postgres, stage)} then 1 else 0 end)`.as('reached'),
            eb.fn.sum('conversation.alert_count').as('alerts'),
            eb.fn.sum('conversation.correction_count').as('corrections'),
          ])
          .groupBy(key),
        (rows) => rows,
      );
      const [medianOf, rows] = await Promise.all([medians, counts]);
      return rows.flatMap((row) => {
        if (row.group_key === null) return [];
        const groups = new Set(
          [row.least_group, row.greatest_group].filter((group): group is ReportGroup => group !== null),
        );
        return [
          {
            key: by === 'group' ? String(row.group_key) : number(row.group_key),
            groups: [...groups].sort(),
            conversations: number(row.conversations),
            agents: number(row.agents),
            reached: number(row.reached),
            alerts: number(row.alerts),
            corrections: number(row.corrections),
            medianHandleMs: medianOf.get(String(row.group_key)) ?? null,
          },
        ];
      });
    },

    /** The conversations' handle time: median and 90th percentile. */
    handleTime() {
      return work.read(
        conversations()
          .select((eb) => [
            sketchBucket(sql.ref('conversation.handle_ms')).as('sketch_bucket'),
            eb.fn.countAll().as('count'),
          ])
          .groupBy(sql.ref('sketch_bucket')),
        (rows) => {
          const sketch: Sketch = new Map();
          for (const row of rows) addToSketch(sketch, row.sketch_bucket, number(row.count));
          const [medianMs, p90Ms] = sketchPercentiles(sketch, [0.5, 0.9]);
          return { medianMs: medianMs!, p90Ms: p90Ms! };
        },
      );
    },

    /**
     * Time in each stage reached: per stage, the conversations and the median and 90th percentile; per week
     * (`bounds`: the ISO instants the later weeks start at) and stage, the median.
     */
    stageTimes(bounds: readonly string[]): Promise<{ stages: StageTimeFact[]; weekly: WeekStageTimeFact[] }> {
      return work.read(
        conversations()
          .innerJoin('conversation_stage', 'conversation_stage.conversation_id', 'conversation.id')
          .where('conversation_stage.messages', '>', 0)
          .select((eb) => [
            'conversation_stage.stage',
            weekIndex(bounds).as('week_index'),
            sketchBucket(sql.ref('conversation_stage.duration_ms')).as('sketch_bucket'),
            eb.fn.countAll().as('count'),
          ])
          .groupBy(['conversation_stage.stage', sql.ref('week_index'), sql.ref('sketch_bucket')]),
        (rows) => {
          const byStage = new Map<string, Sketch>();
          const byWeek = new Map<string, { week: number; stage: string; sketch: Sketch }>();
          for (const row of rows) {
            const count = number(row.count);
            let stage = byStage.get(row.stage);
            if (!stage) {
              stage = new Map();
              byStage.set(row.stage, stage);
            }
            addToSketch(stage, row.sketch_bucket, count);
            const week = number(row.week_index);
            const key = `${week}\u0000${row.stage}`;
            let weekly = byWeek.get(key);
            if (!weekly) {
              weekly = { week, stage: row.stage, sketch: new Map() };
              byWeek.set(key, weekly);
            }
            addToSketch(weekly.sketch, row.sketch_bucket, count);
          }
          return stageTimesOf(byStage, byWeek.values());
        },
      );
    },

    /** The engine's labels by stage, and how many of them a supervisor corrected to another stage. */
    labelsByStage() {
      return work.read(
        conversations()
          .innerJoin('conversation_stage', 'conversation_stage.conversation_id', 'conversation.id')
          .select((eb) => [
            'conversation_stage.stage',
            eb.fn.sum('conversation_stage.engine_messages').as('messages'),
            eb.fn.sum('conversation_stage.corrected').as('corrected'),
          ])
          .groupBy('conversation_stage.stage'),
        (rows) =>
          rows.map((row) => ({
            stage: row.stage,
            messages: number(row.messages),
            corrected: number(row.corrected),
          })),
      );
    },

    /** Messages and corrected messages by the week (`bounds`, as `stageTimes`) the conversation started in. */
    labelsByWeek(bounds: readonly string[]) {
      return work.read(
        conversations()
          .select((eb) => [
            weekIndex(bounds).as('week_index'),
            eb.fn.sum('conversation.message_count').as('messages'),
            eb.fn.sum('conversation.correction_count').as('corrected'),
          ])
          .groupBy(sql.ref('week_index')),
        (rows) =>
          rows.map((row) => ({
            week: number(row.week_index),
            messages: number(row.messages),
            corrected: number(row.corrected),
          })),
      );
    },

    /** Alerts by rule: alerts, conversations with one, and the rule's severity (the least, by name). */
    alerts(): Promise<AlertFact[]> {
      return work.read(
        conversations()
          // A cross join with the condition, which SQLite keeps in this order: the period's conversations first,
          // each probing its own alerts by the covering index (the conversations are the tenant's).
          .crossJoin('compliance_alert')
          .whereRef('compliance_alert.conversation_id', '=', 'conversation.id')
          .select((eb) => [
            'compliance_alert.rule_id',
            eb.fn.min('compliance_alert.severity').as('severity'),
            eb.fn.countAll().as('alerts'),
            eb.fn.count('compliance_alert.conversation_id').distinct().as('conversations'),
          ])
          .groupBy('compliance_alert.rule_id'),
        (rows) =>
          rows.map((row) => ({
            ruleId: row.rule_id,
            severity: row.severity as AlertFact['severity'],
            alerts: number(row.alerts),
            conversations: number(row.conversations),
          })),
      );
    },

    /** Labels corrected to another stage: by the engine's label and the supervisor's stage. */
    confusions(): Promise<ConfusionFact[]> {
      return work.read(
        conversations()
          // As alerts: the period's conversations first, each probing its corrected messages by the partial
          // covering index (a tenant-wide index of corrected messages would read every one of the tenant's).
          .crossJoin('conversation_message')
          .whereRef('conversation_message.conversation_id', '=', 'conversation.id')
          .where('conversation_message.corrected_stage', 'is not', null)
          .whereRef('conversation_message.corrected_stage', '<>', 'conversation_message.stage')
          .select((eb) => [
            'conversation_message.stage',
            'conversation_message.corrected_stage',
            eb.fn.countAll().as('count'),
          ])
          .groupBy(['conversation_message.stage', 'conversation_message.corrected_stage']),
        (rows) =>
          rows.map((row) => ({
            engineStage: row.stage,
            stage: row.corrected_stage!,
            count: number(row.count),
          })),
      );
    },
  };
};

export type ReportQueries = ReturnType<typeof reportQueries>;
