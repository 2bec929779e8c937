import {
  type AgentReportRow,
  ASSIST_IMPACT_MIN_CONVERSATIONS,
  type AssistGroup,
  type AssistImpactReport,
  addDays,
  type CorrectionsReport,
  daysBetween,
  type EngagementAgent,
  type FlowReport,
  type FunnelReport,
  mondayOf,
  REPORT_RANGE_MAX_DAYS,
  type TimeInStageReport,
} from '@parlance/shared';
import type {
  AlertFact,
  ConfusionFact,
  GroupFact,
  PathFact,
  StageTimeFact,
  WeekStageTimeFact,
} from '../conversations/report-facts.js';
import { twoProportionPValue, wilsonInterval } from './statistics.js';

/*
 * The reports' figures (ARCHITECTURE.md "Reporting"), from what the database aggregates for a report's
 * conversations (`report.repository.ts`): their counts by the stages they reached in first-reached order, by agent
 * group or agent, percentiles of time per stage and week, and labels by stage and week. Plain functions of plain
 * data, so that the definitions read in one place; the tests compare the reports with a computation over raw
 * messages.
 */

/** What a report is about: the period's days, the time zone they are in, and the stage order. */
export interface ReportScope {
  from: string;
  to: string;
  timeZone: string;
  order: readonly string[];
}

const byLabel = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);
const seconds = (ms: number | null) => (ms === null ? null : ms / 1000);

/** The order's stages in sequence, then the other `stages` by label. */
export const stageList = (order: readonly string[], stages: Iterable<string>): string[] => {
  const inOrder = new Set(order);
  const others = new Set<string>();
  for (const stage of stages) if (!inOrder.has(stage)) others.add(stage);
  return [...order, ...[...others].sort(byLabel)];
};

/** The stages some conversation of `paths` reached. */
const reachedStages = (paths: readonly PathFact[]) => {
  const stages = new Set<string>();
  for (const fact of paths) for (const stage of fact.path) stages.add(stage);
  return stages;
};

/** Weeks a period of `REPORT_RANGE_MAX_DAYS` days touches at most (a part week at each end). */
const PERIOD_WEEKS_MAX = Math.ceil(REPORT_RANGE_MAX_DAYS / 7) + 1;

/**
 * Every week (its Monday) that has a day of the period. Counted in days, not by comparing date texts, and never
 * more than a period's weeks: the caller checked the period, and a period it did not check fails here, not loops.
 */
export const periodWeeks = (from: string, to: string): string[] => {
  const first = mondayOf(from);
  const count = Math.ceil(daysBetween(first, to) / 7);
  if (!(count >= 0 && count <= PERIOD_WEEKS_MAX))
    throw new RangeError(`Not a report period: ${from} to ${to}.`);
  return Array.from({ length: count }, (_, week) => addDays(first, week * 7));
};

const period = (scope: ReportScope) => ({ from: scope.from, to: scope.to, timeZone: scope.timeZone });

const total = (paths: readonly PathFact[]) => paths.reduce((sum, fact) => sum + fact.conversations, 0);

export const funnelReport = (paths: readonly PathFact[], scope: ReportScope): FunnelReport => {
  const conversations = total(paths);
  return {
    ...period(scope),
    conversations,
    stages: stageList(scope.order, reachedStages(paths)).map((stage) => {
      let count = 0;
      for (const fact of paths) if (fact.path.includes(stage)) count += fact.conversations;
      return { stage, reached: count, reachedShare: ratio(count, conversations) };
    }),
  };
};

export const timeInStageReport = (
  times: { stages: readonly StageTimeFact[]; weekly: readonly WeekStageTimeFact[] },
  handleTime: { medianMs: number | null; p90Ms: number | null },
  scope: ReportScope,
): TimeInStageReport => {
  const stages = stageList(
    scope.order,
    times.stages.map((fact) => fact.stage),
  );
  const byStage = new Map(times.stages.map((fact) => [fact.stage, fact]));
  const weekly = new Map(times.weekly.map((fact) => [`${fact.week}\u0000${fact.stage}`, fact.medianMs]));
  return {
    ...period(scope),
    stages: stages.map((stage) => {
      const fact = byStage.get(stage);
      return {
        stage,
        conversations: fact?.conversations ?? 0,
        medianSeconds: seconds(fact?.medianMs ?? null),
        p90Seconds: seconds(fact?.p90Ms ?? null),
      };
    }),
    handleTime: { medianSeconds: seconds(handleTime.medianMs), p90Seconds: seconds(handleTime.p90Ms) },
    weekly: periodWeeks(scope.from, scope.to).flatMap((weekStart, week) =>
      stages.map((stage) => ({
        weekStart,
        stage,
        medianSeconds: seconds(weekly.get(`${week}\u0000${stage}`) ?? null),
      })),
    ),
  };
};

export const flowReport = (
  paths: readonly PathFact[],
  alerts: readonly AlertFact[],
  scope: ReportScope,
): FlowReport => {
  const { order } = scope;
  // A path lists the stages in the order first reached: positions compare as first messages' indexes do.
  const positions = paths.map((fact) => new Map(fact.path.map((stage, position) => [stage, position])));
  const count = (test: (first: Map<string, number>) => boolean) =>
    paths.reduce((sum, fact, i) => (test(positions[i]!) ? sum + fact.conversations : sum), 0);
  const skipped = order.map((stage, position) => ({
    stage,
    conversations: count(
      (first) => !first.has(stage) && order.slice(position + 1).some((later) => first.has(later)),
    ),
  }));
  const outOfOrder: FlowReport['outOfOrder'] = [];
  order.forEach((earlier, a) => {
    order.slice(a + 1).forEach((later) => {
      const conversations = count((first) => {
        const laterIndex = first.get(later);
        const earlierIndex = first.get(earlier);
        return laterIndex !== undefined && earlierIndex !== undefined && laterIndex < earlierIndex;
      });
      // biome-ignore lint/suspicious/noThenProperty: `then` is the report's field in the API contract.
      if (conversations > 0) outOfOrder.push({ first: later, then: earlier, conversations });
    });
  });
  return {
    ...period(scope),
    conversations: total(paths),
    skipped,
    outOfOrder: outOfOrder.sort((x, y) => y.conversations - x.conversations),
    alerts: alerts
      .map(({ ruleId, severity, alerts, conversations }) => ({ ruleId, severity, alerts, conversations }))
      .sort((x, y) => y.alerts - x.alerts || byLabel(x.ruleId, y.ruleId)),
  };
};

const assistGroup = (fact: GroupFact | undefined): AssistGroup => {
  const conversations = fact?.conversations ?? 0;
  const reachedRecommend = fact?.reached ?? 0;
  return {
    conversations,
    agents: fact?.agents ?? 0,
    reachedRecommend,
    reachedRecommendRate: ratio(reachedRecommend, conversations),
    rateCi95: wilsonInterval(reachedRecommend, conversations),
    medianHandleSeconds: seconds(fact?.medianHandleMs ?? null),
    alertsPerConversation: ratio(fact?.alerts ?? 0, conversations),
  };
};

/** From the figures by agent group (`key` the group). */
export const assistImpactReport = (groups: readonly GroupFact[], scope: ReportScope): AssistImpactReport => {
  const assisted = assistGroup(groups.find((fact) => fact.key === 'assisted'));
  const control = assistGroup(groups.find((fact) => fact.key === 'control'));
  const pValue = twoProportionPValue(
    assisted.reachedRecommend,
    assisted.conversations,
    control.reachedRecommend,
    control.conversations,
  );
  const enoughData =
    assisted.conversations >= ASSIST_IMPACT_MIN_CONVERSATIONS &&
    control.conversations >= ASSIST_IMPACT_MIN_CONVERSATIONS;
  return {
    ...period(scope),
    assisted,
    control,
    rateDifference:
      assisted.reachedRecommendRate === null || control.reachedRecommendRate === null
        ? null
        : assisted.reachedRecommendRate - control.reachedRecommendRate,
    pValue,
    significant: enoughData && pValue !== null && pValue < 0.05,
    enoughData,
  };
};

/** One row per agent with conversations in view (`key` the agent's id), in no particular order. */
export const agentRows = (
  facts: readonly GroupFact[],
  agents: ReadonlyMap<number, EngagementAgent>,
): AgentReportRow[] =>
  facts.flatMap((fact) => {
    const agent = agents.get(Number(fact.key));
    if (!agent) return [];
    const { reachedRecommendRate, medianHandleSeconds, alertsPerConversation } = assistGroup(fact);
    const groups = new Set(fact.groups);
    return [
      {
        agent,
        group: groups.size > 1 ? 'mixed' : groups.has('control') ? 'control' : 'assisted',
        conversations: fact.conversations,
        reachedRecommendRate,
        medianHandleSeconds,
        alertsPerConversation,
        corrections: fact.corrections,
      },
    ];
  });

export const correctionsReport = (
  byStage: readonly { stage: string; messages: number; corrected: number }[],
  byWeek: readonly { week: number; messages: number; corrected: number }[],
  confusions: readonly ConfusionFact[],
  testRuns: CorrectionsReport['testRuns'],
  scope: ReportScope,
): CorrectionsReport => {
  const labelled = byStage.filter((fact) => fact.messages > 0);
  const stages = stageList(
    scope.order,
    labelled.map((fact) => fact.stage),
  );
  const counts = new Map(labelled.map((fact) => [fact.stage, fact]));
  const weeks = new Map(byWeek.map((fact) => [fact.week, fact]));
  return {
    ...period(scope),
    byStage: stages.map((stage) => {
      const messages = counts.get(stage)?.messages ?? 0;
      const corrected = counts.get(stage)?.corrected ?? 0;
      return { stage, messages, corrected, correctedShare: ratio(corrected, messages) };
    }),
    weekly: periodWeeks(scope.from, scope.to).map((weekStart, week) => ({
      weekStart,
      messages: weeks.get(week)?.messages ?? 0,
      corrected: weeks.get(week)?.corrected ?? 0,
    })),
    confusions: confusions
      .map(({ engineStage, stage, count }) => ({ engineStage, stage, count }))
      .sort(
        (x, y) => y.count - x.count || byLabel(x.engineStage, y.engineStage) || byLabel(x.stage, y.stage),
      ),
    testRuns,
  };
};
