import { formatUtcDate, type TestRun } from '@parlance/shared';

/** A test set's runs as the trend chart draws them: oldest first, one label and one value of each series a run. */
export interface TrendData {
  /** "v{modelVersion} · {YYYY/MM/DD}" per run. */
  labels: string[];
  macroF1: number[];
  accuracy: number[];
}

/** The label of a run on the trend's x axis: its model version and the day it ran (UTC). */
export const trendLabel = (run: Pick<TestRun, 'modelVersion' | 'createdDate'>) =>
  `v${run.modelVersion} · ${formatUtcDate(run.createdDate)}`;

/** The runs in the order they were made (by id), mapped to the chart's labels and its two series. */
export const trendData = (runs: readonly TestRun[]): TrendData => {
  const ordered = [...runs].sort((a, b) => a.id - b.id);
  return {
    labels: ordered.map(trendLabel),
    macroF1: ordered.map((run) => run.macroF1),
    accuracy: ordered.map((run) => run.accuracy),
  };
};

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

/** The chart's text alternative: how many runs, and where macro-F1 and accuracy went from the first to the last. */
export const trendSummary = (data: TrendData): string => {
  const last = data.labels.length - 1;
  if (last < 1) return 'Fewer than two runs: no trend yet.';
  return (
    `Trend of ${data.labels.length} runs, ${data.labels[0]} to ${data.labels[last]}: ` +
    `macro-F1 from ${data.macroF1[0]!.toFixed(3)} to ${data.macroF1[last]!.toFixed(3)}, ` +
    `accuracy from ${pct(data.accuracy[0]!)} to ${pct(data.accuracy[last]!)}.`
  );
};
