import { addDays, type DrillDown, mondayOf } from '@parlance/shared';
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
import { ROLLUP_KIND } from './report-rollup.js';
import { isPostgres } from './report-selection.js';
import { addToSketch, type Sketch, sketchPercentiles, stageTimesOfTexts } from './report-sketch.js';

/*
 * The report facts the rollups answer (REPORTING.md "Rollups"): the same facts as `report-queries.ts` reads from
 * the base tables, summed from the tenant's rollup rows of the period's whole weeks (`report_stage_week`) and of its
 * days outside them (`report_stage_day`), under every filter but the agent. Counts and sums are exact; percentiles
 * come from the same histogram buckets.
 */

/** A report's period in days of the tenant's time zone (the rollups' zone) and its filters, without an agent. */
export interface RollupSelection {
  tenantId: number;
  /** The period's first and last day (both counted). */
  from: string;
  to: string;
  programId?: number;
  channel?: string;
  source?: 'simulator' | 'api' | 'import';
  group?: 'assisted' | 'control';
}

const number = (value: unknown) => Number(value ?? 0);

/** What runs a report's query within the bytes reports may hold (`ReportWork` of `report-queries.ts`). */
interface Work {
  read<Row, Result>(query: { execute(): Promise<Row[]> }, figures: (rows: Row[]) => Result): Promise<Result>;
}

/** The Mondays of the period's weeks, first to last: a week's index is its place here. */
const periodMondays = (from: string, to: string) => {
  const mondays: string[] = [];
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) mondays.push(monday);
  return mondays;
};

export const rollupQueries = (db: Executor, selection: RollupSelection, work: Work) => {
  const { tenantId, from, to } = selection;
  const postgres = isPostgres(db);
  const mondays = periodMondays(from, to);
  const weekIndex = new Map(mondays.map((monday, index) => [monday, index]));
  // Whole weeks of the period come from the week rollup; the days of part weeks at either end from the day rollup.
  const whole = mondays.filter((monday) => monday >= from && addDays(monday, 6) <= to);
  const filters = [
    selection.programId === undefined ? sql`` : sql` and program_id = ${selection.programId}`,
    selection.channel === undefined ? sql`` : sql` and channel = ${selection.channel}`,
    selection.source === undefined ? sql` and source <> 'simulator'` : sql` and source = ${selection.source}`,
    selection.group === undefined ? sql`` : sql` and agent_group = ${selection.group}`,
  ];
  const filter = sql.join(filters, sql``);
  // Without a filter, whole weeks come from the week rollup without filter values (every source but the
  // simulator's), whose rows are fewer: a week's stage times are a row per stage and bucket.
  const unfiltered =
    selection.programId === undefined &&
    selection.channel === undefined &&
    selection.source === undefined &&
    selection.group === undefined;
  const weekTable = sql.raw(unfiltered ? 'report_all_week' : 'report_stage_week');
  const weekFilter = unfiltered ? sql`` : filter;

  /** The period's rollup rows of `kind` (columns: key, detail, bucket, week and the sums). */
  const rows = (kind: number): RawBuilder<unknown> => {
    const columns = sql.raw(
      'key, detail, bucket, week, program_id, agent_group, conversations, duration_ms, messages, corrected',
    );
    if (whole.length === 0)
      return sql`(select ${columns} from report_stage_day where tenant_id = ${tenantId} and kind = ${sql.lit(kind)}
        and day >= ${from} and day <= ${to}${filter})`;
    const first = whole[0]!;
    const last = whole.at(-1)!;
    // The part weeks' days within the period's bounds, which the key's range serves (the `or` alone read the
    // tenant's every day of the kind).
    return sql`(select ${columns} from ${weekTable} where tenant_id = ${tenantId} and kind = ${sql.lit(kind)}
        and week >= ${first} and week <= ${last}${weekFilter}
      union all
      select ${columns} from report_stage_day where tenant_id = ${tenantId} and kind = ${sql.lit(kind)}
        and day >= ${from} and day <= ${to}
        and ((day >= ${from} and day < ${first}) or (day > ${addDays(last, 6)} and day <= ${to}))${filter})`;
  };
  const read = <Row>(query: RawBuilder<Row>) => ({
    execute: async () => (await query.execute(db)).rows,
  });

  return {
    /** As `reportQueries.paths`. */
    paths(): Promise<PathFact[]> {
      return work.read(
        read(
          sql<{ key: string; program_id: number; agent_group: string; count: number }>`select key, program_id,
            agent_group, sum(conversations) as count from ${rows(ROLLUP_KIND.path)} r
            group by key, program_id, agent_group`,
        ),
        (found) => {
          // A path comes in a row of each program and group that took it: its stages are split once.
          const paths = new Map<string, string[]>();
          return found
            .filter((row) => number(row.count) > 0)
            .map((row) => {
              let path = paths.get(row.key);
              if (!path) {
                path = row.key ? row.key.split(STAGE_PATH_SEPARATOR) : [];
                paths.set(row.key, path);
              }
              return {
                path,
                programId: number(row.program_id),
                group: row.agent_group === '' ? null : (row.agent_group as PathFact['group']),
                conversations: number(row.count),
              };
            });
        },
      );
    },

    /**
     * As `reportQueries.count`, by the drill-down's rules on the stage paths (each conversation against its own
     * program's order, `orders`) or a rule's conversations: the bar's own count. Undefined for a rule with a stage
     * condition beside it, which the base tables answer.
     */
    async count(
      drill: DrillDown,
      orders: ReadonlyMap<number, readonly string[]>,
    ): Promise<number | undefined> {
      // No condition: every conversation of the period, one row a week and handle time's bucket to sum.
      if (
        (drill.reached ?? drill.notReached ?? drill.pairFirst ?? drill.pairThen ?? drill.ruleId) === undefined
      )
        return work.read(
          read(
            sql<{
              count: number;
            }>`select sum(conversations) as count from ${rows(ROLLUP_KIND.conversation)} r`,
          ),
          (found) => number(found[0]?.count),
        );
      if (drill.ruleId !== undefined) {
        if (drill.reached ?? drill.notReached ?? drill.pairFirst ?? drill.pairThen) return undefined;
        return work.read(
          read(
            sql<{ count: number }>`select sum(conversations) as count from ${rows(ROLLUP_KIND.rule)} r
              where key = ${drill.ruleId}`,
          ),
          (found) => number(found[0]?.count),
        );
      }
      const counted = (path: readonly string[], programId: number) => {
        if (drill.reached !== undefined && !path.includes(drill.reached)) return false;
        const order = orders.get(programId);
        if (drill.notReached !== undefined) {
          const at = order?.indexOf(drill.notReached) ?? -1;
          if (at < 0 || path.includes(drill.notReached)) return false;
          if (!order!.slice(at + 1).some((later) => path.includes(later))) return false;
        }
        if (drill.pairFirst !== undefined && drill.pairThen !== undefined) {
          const then = order?.indexOf(drill.pairThen) ?? -1;
          if (then < 0 || order!.indexOf(drill.pairFirst) <= then) return false;
          const first = path.indexOf(drill.pairFirst);
          if (first < 0 || path.indexOf(drill.pairThen) <= first) return false;
        }
        return true;
      };
      let total = 0;
      for (const fact of await this.paths())
        if (counted(fact.path, fact.programId)) total += fact.conversations;
      return total;
    },

    /** As `reportQueries.handleTime`. */
    handleTime() {
      return work.read(
        read(
          sql<{ bucket: number; count: number }>`select bucket, sum(conversations) as count
            from ${rows(ROLLUP_KIND.conversation)} r group by bucket`,
        ),
        (found) => {
          const sketch: Sketch = new Map();
          for (const row of found) addToSketch(sketch, number(row.bucket), number(row.count));
          const [medianMs, p90Ms] = sketchPercentiles(sketch, [0.5, 0.9]);
          return { medianMs: medianMs!, p90Ms: p90Ms! };
        },
      );
    },

    /**
     * As `reportQueries.stageTimes`, weeks by their index in the period: the counts by week, stage and bucket,
     * the whole weeks' and the part weeks' days' apart (weeks of one or the other, never both), the whole weeks'
     * grouped in the order of the week rollup's key so that no sort is needed. Each week's and stage's buckets
     * come as one row, `bucket count` pairs joined by commas: a year is a row per week and stage (about 500)
     * rather than one per bucket (about 35,000), which the driver would make an object of each.
     */
    async stageTimes(): Promise<{ stages: StageTimeFact[]; weekly: WeekStageTimeFact[] }> {
      const kind = sql.lit(ROLLUP_KIND.stage);
      /** The `bucket count` pairs of a group, joined by commas (`count`: the column of the counts). */
      const join = (count: string) => {
        const pair = sql.raw(`cast(bucket as varchar) || ' ' || cast(${count} as varchar)`);
        return postgres ? sql`string_agg(${pair}, ',')` : sql`group_concat(${pair}, ',')`;
      };
      const histograms = (counts: RawBuilder<unknown>) =>
        sql<{ week: string; key: string; buckets: string }>`select week, key, ${join('count')} as buckets
          from (${counts}) c group by week, key`;
      const parts: RawBuilder<{ week: string; key: string; buckets: string }>[] = [];
      if (whole.length > 0)
        parts.push(
          unfiltered
            ? // A row of the rollup without filter values is one week, stage and bucket already: joined as read.
              sql`select week, key, ${join('conversations')} as buckets from report_all_week
                where tenant_id = ${tenantId} and kind = ${kind} and week >= ${whole[0]!} and week <= ${whole.at(-1)!}
                and conversations > 0 group by week, key`
            : histograms(sql`select week, key, bucket, sum(conversations) as count from report_stage_week
                where tenant_id = ${tenantId} and kind = ${kind} and week >= ${whole[0]!} and week <= ${whole.at(-1)!}${filter}
                group by week, key, detail, bucket having sum(conversations) > 0`),
        );
      // Within the period's bounds, as `rows`.
      const days =
        whole.length === 0
          ? sql`day >= ${from} and day <= ${to}`
          : sql`day >= ${from} and day <= ${to}
              and ((day >= ${from} and day < ${whole[0]!}) or (day > ${addDays(whole.at(-1)!, 6)} and day <= ${to}))`;
      if (whole.length === 0 || from < whole[0]! || addDays(whole.at(-1)!, 6) < to)
        parts.push(
          histograms(sql`select week, key, bucket, sum(conversations) as count from report_stage_day
            where tenant_id = ${tenantId} and kind = ${kind} and ${days}${filter}
            group by week, key, bucket having sum(conversations) > 0`),
        );
      // Each part's histogram texts by stage and week, read once every part is in: a text is its row's own string
      // (a week's and stage's come in one row; texts of one, were there several, are joined), and the sketches
      // are read from them through two arrays reused throughout (`stageTimesOfTexts`) rather than a Map of a
      // sketch a week and stage, which a year's report made about 500 of, held across its queries.
      const texts = new Map<string, Map<number, string>>();
      await Promise.all(
        parts.map((part) =>
          work.read(read(part), (found) => {
            for (const row of found) {
              let weeks = texts.get(row.key);
              if (!weeks) {
                weeks = new Map();
                texts.set(row.key, weeks);
              }
              const week = weekIndex.get(row.week)!;
              const text = weeks.get(week);
              weeks.set(week, text === undefined ? row.buckets : `${text},${row.buckets}`);
            }
          }),
        ),
      );
      return stageTimesOfTexts(texts);
    },

    /** As `reportQueries.groupFigures('group', ASSIST_IMPACT_STAGE)`: the figures by agent group. */
    async groupFigures(): Promise<GroupFact[]> {
      const medians = work.read(
        read(
          sql<{ agent_group: string; bucket: number; count: number }>`select agent_group, bucket,
            sum(conversations) as count from ${rows(ROLLUP_KIND.group)} r group by agent_group, bucket`,
        ),
        (found) => {
          const sketches = new Map<string, Sketch>();
          for (const row of found) {
            if (row.agent_group === '' || number(row.count) <= 0) continue;
            let sketch = sketches.get(row.agent_group);
            if (!sketch) {
              sketch = new Map();
              sketches.set(row.agent_group, sketch);
            }
            addToSketch(sketch, number(row.bucket), number(row.count));
          }
          return new Map(
            [...sketches].map(([group, sketch]) => [group, sketchPercentiles(sketch, [0.5])[0]!]),
          );
        },
      );
      const counts = work.read(
        read(
          sql<{
            agent_group: string;
            detail: string;
            count: number;
            alerts: number;
            corrections: number;
          }>`select
            agent_group, detail, sum(conversations) as count, sum(messages) as alerts, sum(corrected) as corrections
            from ${rows(ROLLUP_KIND.group)} r group by agent_group, detail`,
        ),
        (found) => found,
      );
      const agents = work.read(
        read(
          sql<{ agent_group: string; count: number }>`select agent_group, count(*) as count from (
            select agent_group, key from ${rows(ROLLUP_KIND.agent)} r group by agent_group, key
            having sum(conversations) > 0) a group by agent_group`,
        ),
        (found) => new Map(found.map((row) => [row.agent_group, number(row.count)])),
      );
      const [medianOf, rowsOf, agentsOf] = await Promise.all([medians, counts, agents]);
      const groups = new Map<string, GroupFact>();
      for (const row of rowsOf) {
        if (row.agent_group === '') continue;
        const group = row.agent_group as 'assisted' | 'control';
        let fact = groups.get(group);
        if (!fact) {
          fact = {
            key: group,
            groups: [group],
            conversations: 0,
            agents: agentsOf.get(group) ?? 0,
            reached: 0,
            alerts: 0,
            corrections: 0,
            medianHandleMs: medianOf.get(group) ?? null,
          };
          groups.set(group, fact);
        }
        fact.conversations += number(row.count);
        if (row.detail === '1') fact.reached += number(row.count);
        fact.alerts += number(row.alerts);
        fact.corrections += number(row.corrections);
      }
      return [...groups.values()].filter((fact) => fact.conversations > 0);
    },

    /**
     * As `reportQueries.groupFigures('agent', ASSIST_IMPACT_STAGE)`: the agents report's figures by agent, from the
     * agents' counts (by agent, group and whether Agent Recommend was reached) and their handle times' buckets.
     */
    async agentFigures(): Promise<GroupFact[]> {
      const medians = work.read(
        read(
          sql<{ key: string; bucket: number; count: number }>`select key, bucket, sum(conversations) as count
            from ${rows(ROLLUP_KIND.agentTimes)} r group by key, bucket`,
        ),
        (found) => {
          const sketches = new Map<string, Sketch>();
          for (const row of found) {
            if (number(row.count) <= 0) continue;
            let sketch = sketches.get(row.key);
            if (!sketch) {
              sketch = new Map();
              sketches.set(row.key, sketch);
            }
            addToSketch(sketch, number(row.bucket), number(row.count));
          }
          return new Map(
            [...sketches].map(([agent, sketch]) => [agent, sketchPercentiles(sketch, [0.5])[0]!]),
          );
        },
      );
      const counts = work.read(
        read(
          sql<{
            key: string;
            agent_group: string;
            detail: string;
            count: number;
            alerts: number;
            corrections: number;
          }>`select key, agent_group, detail, sum(conversations) as count, sum(messages) as alerts,
            sum(corrected) as corrections from ${rows(ROLLUP_KIND.agentCounts)} r group by key, agent_group, detail`,
        ),
        (found) => found,
      );
      const [medianOf, rowsOf] = await Promise.all([medians, counts]);
      const agents = new Map<string, GroupFact>();
      for (const row of rowsOf) {
        const count = number(row.count);
        if (count <= 0) continue;
        let fact = agents.get(row.key);
        if (!fact) {
          fact = {
            key: Number(row.key),
            groups: [],
            conversations: 0,
            agents: 1,
            reached: 0,
            alerts: 0,
            corrections: 0,
            medianHandleMs: medianOf.get(row.key) ?? null,
          };
          agents.set(row.key, fact);
        }
        fact.conversations += count;
        if (row.detail === '1') fact.reached += count;
        fact.alerts += number(row.alerts);
        fact.corrections += number(row.corrections);
        const group = row.agent_group as 'assisted' | 'control' | '';
        if (group !== '' && !fact.groups.includes(group)) fact.groups.push(group);
      }
      for (const fact of agents.values()) fact.groups.sort();
      return [...agents.values()];
    },

    /** As `reportQueries.labelsByStage`. */
    labelsByStage() {
      return work.read(
        read(
          sql<{ key: string; messages: number; corrected: number }>`select key, sum(messages) as messages,
            sum(corrected) as corrected from ${rows(ROLLUP_KIND.labels)} r group by key`,
        ),
        (found) =>
          found.map((row) => ({
            stage: row.key,
            messages: number(row.messages),
            corrected: number(row.corrected),
          })),
      );
    },

    /** As `reportQueries.labelsByWeek`. */
    labelsByWeek() {
      return work.read(
        read(
          sql<{ week: string; messages: number; corrected: number }>`select week, sum(messages) as messages,
            sum(corrected) as corrected from ${rows(ROLLUP_KIND.conversation)} r group by week`,
        ),
        (found) =>
          found.map((row) => ({
            week: weekIndex.get(row.week)!,
            messages: number(row.messages),
            corrected: number(row.corrected),
          })),
      );
    },

    /** As `reportQueries.alerts`: a rule's severity is the least of its conversations'. */
    alerts(): Promise<AlertFact[]> {
      return work.read(
        read(
          sql<{ key: string; detail: string; conversations: number; alerts: number }>`select key, detail,
            sum(conversations) as conversations, sum(messages) as alerts
            from ${rows(ROLLUP_KIND.rule)} r group by key, detail`,
        ),
        (found) => {
          const rules = new Map<string, AlertFact>();
          for (const row of found) {
            const conversations = number(row.conversations);
            if (conversations <= 0) continue;
            const severity = row.detail as AlertFact['severity'];
            const rule = rules.get(row.key);
            if (!rule) rules.set(row.key, { ruleId: row.key, severity, alerts: 0, conversations: 0 });
            const fact = rules.get(row.key)!;
            if (severity < fact.severity) fact.severity = severity;
            fact.alerts += number(row.alerts);
            fact.conversations += conversations;
          }
          return [...rules.values()];
        },
      );
    },

    /** As `reportQueries.confusions`. */
    confusions(): Promise<ConfusionFact[]> {
      return work.read(
        read(
          sql<{ key: string; detail: string; count: number }>`select key, detail, sum(messages) as count
            from ${rows(ROLLUP_KIND.confusion)} r group by key, detail`,
        ),
        (found) =>
          found
            .filter((row) => number(row.count) > 0)
            .map((row) => ({ engineStage: row.key, stage: row.detail, count: number(row.count) })),
      );
    },
  };
};
