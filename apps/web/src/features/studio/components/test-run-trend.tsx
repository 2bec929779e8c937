import type { TestRun } from '@parlance/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { chartPaletteQueryKey, getChartPalette } from '../api/stage-model';
import { trendData, trendSummary } from '../lib/trend';

/** Used until the tenant's palette is read (or when it cannot be). */
const FALLBACK_COLOURS: readonly [string, string] = ['#1d5fa8', '#b45309'];

/**
 * The trend of a test set's runs across model versions: a line chart of macro-F1 and accuracy (chart.js, loaded
 * with this tab only, in the first two colours of the tenant's chart palette) with a text summary as its label,
 * and a table of the same figures. Fewer than two runs show a sentence instead.
 */
export const TestRunTrend = ({
  tenantPublicId,
  runs,
}: {
  tenantPublicId: string;
  runs: readonly TestRun[];
}) => {
  const palette = useQuery({
    queryKey: chartPaletteQueryKey(tenantPublicId),
    queryFn: ({ signal }) => getChartPalette(tenantPublicId, signal),
  });
  const data = useMemo(() => trendData(runs), [runs]);
  const first = palette.data?.colours[0];
  const second = palette.data?.colours[1];
  const canvas = useRef<HTMLCanvasElement>(null);
  const enough = data.labels.length >= 2;

  useEffect(() => {
    const element = canvas.current;
    if (!enough || !element) return;
    let chart: { destroy: () => void } | undefined;
    let cancelled = false;
    void import('../lib/trend-chart').then(({ drawTrend }) => {
      if (cancelled) return;
      chart = drawTrend(element, data, [first ?? FALLBACK_COLOURS[0], second ?? FALLBACK_COLOURS[1]]);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [data, enough, first, second]);

  return (
    <section className="test-trend" aria-labelledby="test-trend-title" data-testid="test-trend">
      <h2 id="test-trend-title">Trend across model versions</h2>
      {enough ? (
        <>
          <div className="test-trend__chart">
            <canvas ref={canvas} role="img" aria-label={trendSummary(data)} data-testid="test-trend-chart" />
          </div>
          <table className="visually-hidden" aria-label="Runs of this test set">
            <thead>
              <tr>
                <th scope="col">Run</th>
                <th scope="col">Macro-F1</th>
                <th scope="col">Accuracy</th>
              </tr>
            </thead>
            <tbody>
              {data.labels.map((label, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a run's position is its identity here.
                <tr key={i}>
                  <th scope="row">{label}</th>
                  <td>{data.macroF1[i]!.toFixed(3)}</td>
                  <td>{`${(data.accuracy[i]! * 100).toFixed(1)}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p className="studio-empty" data-testid="test-trend-empty">
          The trend is shown once this test set has at least two runs.
        </p>
      )}
    </section>
  );
};
