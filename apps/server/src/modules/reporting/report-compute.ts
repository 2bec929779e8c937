import {
  type AgentReportRow,
  ASSIST_IMPACT_MIN_CONVERSATIONS,
  type AssistGroup,
  type AssistImpactReport,
  addDays,
  type CorrectionsReport,
  daysBetween,
  type EngagementAgent,
  FLOATING_STAGES,
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

/**
 * What a report is about: the period's days, the time zone they are in, the stage order its lists follow (the
 * program's; for all programs the first program's order, then the stages of the next ones' it lacks), and each
 * program's own order, which a conversation's skips and out-of-order pairs are judged against.
 */
export interface ReportScope {
  from: string;
  to: string;
  timeZone: string;
  order: readonly string[];
  orders: ReadonlyMap<number, readonly string[]>;
}

/** The order lists follow over several programs: the first one's, then the stages of the next it lacks, and so on. */
export const listingOrder = (orders: Iterable<readonly string[]>): readonly string[] => {
  const stages = new Set<string>();
  for (const order of orders) for (const stage of order) stages.add(stage);
  return [...stages];
};

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

/**
 * The order's stages, each with the conversations that reached it; apart, the stages outside the order: Not in
 * Anchor and Other (which have no place in an order), then any other stage reached, by label.
 */
export const funnelReport = (paths: readonly PathFact[], scope: ReportScope): FunnelReport => {
  const conversations = total(paths);
  const row = (stage: string) => {
    let count = 0;
    for (const fact of paths) if (fact.path.includes(stage)) count += fact.conversations;
    return { stage, reached: count, reachedShare: ratio(count, conversations) };
  };
  const inOrder = scope.order.filter((stage) => !FLOATING_STAGES.includes(stage));
  const outside = stageList(inOrder, reachedStages(paths)).slice(inOrder.length);
  return {
    ...period(scope),
    conversations,
    stages: inOrder.map(row),
    outsideOrder: [...FLOATING_STAGES, ...outside.filter((stage) => !FLOATING_STAGES.includes(stage))].map(
      row,
    ),
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

/**
 * Skips and out-of-order pairs, each conversation judged against its own program's order (`scope.orders`; a
 * conversation of a program not in it counts for neither): the skipped list has a row for every stage of the
 * listing order, pairs only those that happened, most first.
 */
export const flowReport = (
  paths: readonly PathFact[],
  alerts: readonly AlertFact[],
  scope: ReportScope,
): FlowReport => {
  const skippedBy = new Map<string, number>();
  /** The pairs by the stage that came first, then the other. */
  const pairsBy = new Map<string, Map<string, { first: string; then: string; conversations: number }>>();
  const pairs: { first: string; then: string; conversations: number }[] = [];
  /** Each stage of the order's place in the path at hand (its last, as a map of the path would keep), or −1. */
  const places: number[] = [];
  for (const fact of paths) {
    const order = scope.orders.get(fact.programId);
    if (!order) continue;
    // A path lists the stages in the order first reached: positions compare as first messages' indexes do.
    places.length = order.length;
    for (let position = 0; position < order.length; position++)
      places[position] = fact.path.lastIndexOf(order[position]!);
    // Skipped: not reached, with a later stage of the order reached.
    let laterReached = false;
    for (let position = order.length - 1; position >= 0; position--) {
      if (places[position]! < 0) {
        if (laterReached)
          skippedBy.set(order[position]!, (skippedBy.get(order[position]!) ?? 0) + fact.conversations);
      } else laterReached = true;
    }
    // Out of order: a later stage of the order reached before (or where) an earlier one was.
    for (let position = 0; position < order.length; position++) {
      const earlierIndex = places[position]!;
      if (earlierIndex < 0) continue;
      const stage = order[position]!;
      for (let next = position + 1; next < order.length; next++) {
        const laterIndex = places[next]!;
        if (laterIndex < 0 || laterIndex > earlierIndex) continue;
        const later = order[next]!;
        let byThen = pairsBy.get(later);
        if (!byThen) {
          byThen = new Map();
          pairsBy.set(later, byThen);
        }
        let pair = byThen.get(stage);
        if (!pair) {
          // biome-ignore lint/suspicious/noThenProperty: `then` is the report's field in the API contract.
          pair = { first: later, then: stage, conversations: 0 };
          byThen.set(stage, pair);
          pairs.push(pair);
        }
        pair.conversations += fact.conversations;
      }
    }
  }
  // Equal counts keep the listing order: by the stage that should have come first, then the other.
  const place = new Map(stageList(scope.order, reachedStages(paths)).map((stage, index) => [stage, index]));
  return {
    ...period(scope),
    conversations: total(paths),
    skipped: scope.order.map((stage) => ({ stage, conversations: skippedBy.get(stage) ?? 0 })),
    outOfOrder: pairs.sort(
      (x, y) =>
        y.conversations - x.conversations ||
        place.get(x.then)! - place.get(y.then)! ||
        place.get(x.first)! - place.get(y.first)!,
    ),
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
