import type { ReportGroup } from '@parlance/shared';
import type { ReportSelection } from '../conversations/report.repository.js';
import type {
  AlertFact,
  ConfusionFact,
  GroupFact,
  PathFact,
  StageTimeFact,
  WeekStageTimeFact,
} from './report-compute.js';
import { GROUP_CODES, type ReportHour, type ReportHourStore } from './report-hours.js';

/*
 * The facts `report-compute.ts` makes reports of, from the report hours of a selection (ARCHITECTURE.md
 * "Reporting"): counts by stage path and group, figures by group or agent, continuous percentiles (as PostgreSQL's
 * `percentile_cont`) of handle time and time in stage, labels and corrections by stage and week, alerts by rule.
 */

const GROUP_NAMES: Record<number, ReportGroup> = {
  [GROUP_CODES.assisted]: 'assisted',
  [GROUP_CODES.control]: 'control',
};

/** Moves the k-th smallest of `values` to index k, the smaller before it and the greater after (Hoare). */
const select = (values: Float64Array, k: number) => {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else return;
  }
};

/**
 * The continuous percentiles `ps` of `values` (linear interpolation between the closest ranks, as PostgreSQL's
 * `percentile_cont`); null if none. Selection, not a sort: the values are reordered.
 */
export const percentiles = (values: Float64Array, ps: readonly number[]): (number | null)[] =>
  ps.map((p) => {
    if (values.length === 0) return null;
    const position = p * (values.length - 1);
    const low = Math.floor(position);
    select(values, low);
    const lower = values[low]!;
    if (position === low) return lower;
    // The next rank is the least of those after it.
    let upper = Number.POSITIVE_INFINITY;
    for (let i = low + 1; i < values.length; i++) if (values[i]! < upper) upper = values[i]!;
    return lower + (upper - lower) * (position - low);
  });

/** A list of numbers that grows as needed, read as a typed array. */
class Values {
  private data = new Float64Array(16);
  length = 0;

  push(value: number) {
    if (this.length === this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }

  get array() {
    return this.data.subarray(0, this.length);
  }
}

/** Calls `visit` for each conversation of `hours` in the selection (its period and filters). */
const eachSelected = (
  hours: readonly ReportHour[],
  { names }: ReportHourStore,
  selection: ReportSelection,
  visit: (hour: ReportHour, i: number) => void,
) => {
  const start = Date.parse(selection.start);
  const end = Date.parse(selection.end);
  const channel = selection.channel === undefined ? undefined : names.find(selection.channel);
  const source = selection.source === undefined ? undefined : names.find(selection.source);
  const group = selection.group === undefined ? undefined : GROUP_CODES[selection.group];
  for (const hour of hours)
    for (let i = 0; i < hour.size; i++) {
      const time = hour.time[i]!;
      if (time < start || time >= end) continue;
      if (selection.programId !== undefined && hour.program[i] !== selection.programId) continue;
      if (selection.agentId !== undefined && hour.agent[i] !== selection.agentId) continue;
      if (channel !== undefined && hour.channel[i] !== channel) continue;
      if (source !== undefined && hour.source[i] !== source) continue;
      if (group !== undefined && hour.group[i] !== group) continue;
      visit(hour, i);
    }
};

/** The index (0-based) of the week of `time`: `bounds` are the epoch milliseconds the later weeks start at. */
const weekOf = (bounds: readonly number[], time: number) => {
  let week = 0;
  while (week < bounds.length && time >= bounds[week]!) week++;
  return week;
};

/** Report facts of one selection over its hours (of `store`). */
export const reportFacts = (
  hours: readonly ReportHour[],
  store: ReportHourStore,
  selection: ReportSelection,
) => {
  const { names, paths } = store;
  const each = (visit: (hour: ReportHour, i: number) => void) => eachSelected(hours, store, selection, visit);

  return {
    /** The conversations, or those of the drill-down that reached a stage, did not, or broke a rule. */
    count(drill: { reached?: string; notReached?: string; ruleId?: string }) {
      const reached = drill.reached === undefined ? undefined : names.find(drill.reached);
      const notReached = drill.notReached === undefined ? undefined : names.find(drill.notReached);
      const rule = drill.ruleId === undefined ? undefined : names.find(drill.ruleId);
      let total = 0;
      each((hour, i) => {
        const stages = paths.stages[hour.path[i]!]!;
        if (reached !== undefined && !stages.includes(reached)) return;
        if (notReached !== undefined && stages.includes(notReached)) return;
        if (
          rule !== undefined &&
          !hour.alertRule.subarray(hour.alertStart[i]!, hour.alertStart[i + 1]!).includes(rule)
        )
          return;
        total++;
      });
      return total;
    },

    /** Conversations by the stages they reached (in first-reached order) and their group. */
    paths(): PathFact[] {
      // Keyed by group and path in one number.
      const counts = new Map<number, number>();
      each((hour, i) => {
        const key = hour.path[i]! * 4 + hour.group[i]!;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      });
      return [...counts].map(([key, conversations]) => ({
        path: Array.from(paths.stages[key >> 2]!, (stage) => names.name(stage)),
        group: GROUP_NAMES[key & 3] ?? null,
        conversations,
      }));
    },

    /**
     * Figures by `by` (the agent group, or the agent; conversations without one left out): conversations,
     * distinct agents, those that reached `stage`, alerts, corrections, the median handle time.
     */
    groupFigures(by: 'group' | 'agent', stage: string): GroupFact[] {
      const reachedStage = names.find(stage);
      const groups = new Map<
        string | number,
        { fact: GroupFact; agents: Set<number>; groups: Set<ReportGroup>; handle: Values }
      >();
      each((hour, i) => {
        const key = by === 'group' ? GROUP_NAMES[hour.group[i]!] : hour.agent[i] || undefined;
        if (key === undefined) return;
        let entry = groups.get(key);
        if (!entry) {
          entry = {
            fact: {
              key,
              groups: [],
              conversations: 0,
              agents: 0,
              reached: 0,
              alerts: 0,
              corrections: 0,
              medianHandleMs: null,
            },
            agents: new Set(),
            groups: new Set(),
            handle: new Values(),
          };
          groups.set(key, entry);
        }
        const { fact } = entry;
        fact.conversations++;
        if (hour.agent[i]) entry.agents.add(hour.agent[i]!);
        const group = GROUP_NAMES[hour.group[i]!];
        if (group) entry.groups.add(group);
        if (paths.stages[hour.path[i]!]!.includes(reachedStage)) fact.reached++;
        fact.alerts += hour.alertCount[i]!;
        fact.corrections += hour.correctionCount[i]!;
        entry.handle.push(hour.handleMs[i]!);
      });
      return [...groups.values()].map(({ fact, agents, groups: seen, handle }) => ({
        ...fact,
        groups: [...seen].sort(),
        agents: agents.size,
        medianHandleMs: percentiles(handle.array, [0.5])[0]!,
      }));
    },

    /** The conversations' handle time: median and 90th percentile. */
    handleTime() {
      const values = new Values();
      each((hour, i) => values.push(hour.handleMs[i]!));
      const [medianMs, p90Ms] = percentiles(values.array, [0.5, 0.9]);
      return { medianMs: medianMs!, p90Ms: p90Ms! };
    },

    /**
     * Time in each stage reached: per stage, the conversations and the median and 90th percentile; per week
     * (`bounds`: the ISO instants the later weeks start at) and stage, the median.
     */
    stageTimes(bounds: readonly string[]): { stages: StageTimeFact[]; weekly: WeekStageTimeFact[] } {
      const weekStarts = bounds.map((bound) => Date.parse(bound));
      // By week and stage number, an array slot each: no lookup by key for each of the many stage rows; a
      // stage's values over the period are its weeks' values put together.
      const stageCount = names.size;
      const weeks = weekStarts.length + 1;
      const byWeek: (Values | undefined)[] = new Array(weeks * stageCount);
      each((hour, i) => {
        const week = weekOf(weekStarts, hour.time[i]!) * stageCount;
        for (let k = hour.stageStart[i]!; k < hour.stageStart[i + 1]!; k++) {
          if (hour.stageMessages[k]! <= 0) continue;
          const slot = week + hour.stage[k]!;
          byWeek[slot] ??= new Values();
          byWeek[slot].push(hour.stageDurationMs[k]!);
        }
      });
      const stages: StageTimeFact[] = [];
      const weekly: WeekStageTimeFact[] = [];
      for (let stage = 0; stage < stageCount; stage++) {
        const parts: Float64Array[] = [];
        for (let week = 0; week < weeks; week++) {
          const values = byWeek[week * stageCount + stage];
          if (!values) continue;
          parts.push(values.array);
          weekly.push({ week, stage: names.name(stage), medianMs: percentiles(values.array, [0.5])[0]! });
        }
        if (parts.length === 0) continue;
        const all = new Float64Array(parts.reduce((sum, part) => sum + part.length, 0));
        let offset = 0;
        for (const part of parts) {
          all.set(part, offset);
          offset += part.length;
        }
        const [medianMs, p90Ms] = percentiles(all, [0.5, 0.9]);
        stages.push({
          stage: names.name(stage),
          conversations: all.length,
          medianMs: medianMs!,
          p90Ms: p90Ms!,
        });
      }
      return { stages, weekly };
    },

    /** The engine's labels by stage, and how many of them a supervisor corrected to another stage. */
    labelsByStage() {
      const messages = new Float64Array(names.size);
      const corrected = new Float64Array(names.size);
      const seen = new Uint8Array(names.size);
      each((hour, i) => {
        for (let k = hour.stageStart[i]!; k < hour.stageStart[i + 1]!; k++) {
          const stage = hour.stage[k]!;
          seen[stage] = 1;
          messages[stage] = messages[stage]! + hour.stageEngineMessages[k]!;
          corrected[stage] = corrected[stage]! + hour.stageCorrected[k]!;
        }
      });
      const counts: { stage: string; messages: number; corrected: number }[] = [];
      seen.forEach((was, stage) => {
        if (was)
          counts.push({ stage: names.name(stage), messages: messages[stage]!, corrected: corrected[stage]! });
      });
      return counts;
    },

    /** Messages and corrected messages by the week (`bounds`, as `stageTimes`) the conversation started in. */
    labelsByWeek(bounds: readonly string[]) {
      const weekStarts = bounds.map((bound) => Date.parse(bound));
      const weeks = new Map<number, { week: number; messages: number; corrected: number }>();
      each((hour, i) => {
        const week = weekOf(weekStarts, hour.time[i]!);
        const counts = weeks.get(week) ?? { week, messages: 0, corrected: 0 };
        counts.messages += hour.messageCount[i]!;
        counts.corrected += hour.correctionCount[i]!;
        weeks.set(week, counts);
      });
      return [...weeks.values()];
    },

    /** Alerts by rule: alerts, conversations with one, and the rule's severity (the least, by name). */
    alerts(): AlertFact[] {
      const rules = new Map<number, AlertFact & { last: number }>();
      each((hour, i) => {
        for (let k = hour.alertStart[i]!; k < hour.alertStart[i + 1]!; k++) {
          const severity = names.name(hour.alertSeverity[k]!) as AlertFact['severity'];
          let rule = rules.get(hour.alertRule[k]!);
          if (!rule) {
            rule = {
              ruleId: names.name(hour.alertRule[k]!),
              severity,
              alerts: 0,
              conversations: 0,
              last: -1,
            };
            rules.set(hour.alertRule[k]!, rule);
          }
          rule.alerts++;
          if (severity < rule.severity) rule.severity = severity;
          // Conversations are visited once each, in turn: a rule counts one the first time it meets it.
          const conversation = hour.id[i]!;
          if (rule.last !== conversation) {
            rule.conversations++;
            rule.last = conversation;
          }
        }
      });
      return [...rules.values()].map(({ last: _last, ...fact }) => fact);
    },

    /** Labels corrected to another stage: by the engine's label and the supervisor's stage. */
    confusions(): ConfusionFact[] {
      const pairs = new Map<string, ConfusionFact>();
      each((hour, i) => {
        for (let k = hour.confusionStart[i]!; k < hour.confusionStart[i + 1]!; k++) {
          const key = `${hour.confusionEngineStage[k]}:${hour.confusionStage[k]}`;
          const pair = pairs.get(key);
          if (pair) pair.count += hour.confusionCount[k]!;
          else
            pairs.set(key, {
              engineStage: names.name(hour.confusionEngineStage[k]!),
              stage: names.name(hour.confusionStage[k]!),
              count: hour.confusionCount[k]!,
            });
        }
      });
      return [...pairs.values()];
    },
  };
};
