import type { TestRun } from '@parlance/shared';
import { describe, expect, it } from 'vitest';
import { trendData, trendLabel, trendSummary } from './trend';

const run = (id: number, modelVersion: number, macroF1: number, accuracy: number, createdDate: string) =>
  ({ id, modelVersion, macroF1, accuracy, createdDate }) as TestRun;

describe('test run trend', () => {
  it('maps runs, oldest first, to labels "v{version} · {day}" and the two series', () => {
    const data = trendData([
      run(7, 5, 0.8, 0.9, '2026-11-23T09:00:00Z'),
      run(2, 3, 0.333, 0.5, '2026-11-20T08:00:00Z'),
      run(4, 4, 0.6, 0.75, '2026-11-21T08:00:00Z'),
    ]);
    expect(data).toEqual({
      labels: ['v3 · 2026/11/20', 'v4 · 2026/11/21', 'v5 · 2026/11/23'],
      macroF1: [0.333, 0.6, 0.8],
      accuracy: [0.5, 0.75, 0.9],
    });
    expect(trendSummary(data)).toBe(
      'Trend of 3 runs, v3 · 2026/11/20 to v5 · 2026/11/23: macro-F1 from 0.333 to 0.800, accuracy from 50.0% to 90.0%.',
    );
  });

  it('has no trend with fewer than two runs', () => {
    expect(trendData([])).toEqual({ labels: [], macroF1: [], accuracy: [] });
    const one = trendData([run(1, 3, 0.5, 0.5, '2026-11-20T08:00:00Z')]);
    expect(one.labels).toEqual([trendLabel({ modelVersion: 3, createdDate: '2026-11-20T08:00:00Z' })]);
    expect(trendSummary(one)).toBe('Fewer than two runs: no trend yet.');
  });
});
