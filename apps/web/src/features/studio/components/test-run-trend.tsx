import type { TestRun } from '@parlance/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Chart } from '../../../components/chart';
import { chartPaletteQueryKey, getChartPalette } from '../api/stage-model';
import { trendData, trendSummary } from '../lib/trend';

/** Used until the tenant's palette is read (or when it cannot be). */
const FALLBACK_COLOURS: readonly [string, string] = ['#1d5fa8', '#b45309'];

/**
 * The trend of a test set's runs across model versions: a line chart of macro-F1 and accuracy on one axis from 0 to
 * 100 % (the app's chart, in the first two colours of the tenant's chart palette, its legend turning each line on
 * and off) with a text summary as its label, and a table of the same figures. Fewer than two runs show a sentence
 * instead.
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
  const enough = data.labels.length >= 2;
  const percentOf = (value: number) => `${(value * 100).toFixed(0)}%`;

  return (
    <section className="test-trend" aria-labelledby="test-trend-title" data-testid="test-trend">
      <h2 id="test-trend-title">Trend across model versions</h2>
      {enough ? (
        <>
          <Chart
            type="line"
            testId="test-trend-chart"
            label={trendSummary(data)}
            categories={data.labels}
            max={1}
            format={percentOf}
            series={[
              { label: 'Macro-F1', colour: first ?? FALLBACK_COLOURS[0], values: data.macroF1 },
              {
                label: 'Accuracy',
                colour: second ?? FALLBACK_COLOURS[1],
                values: data.accuracy,
                dashed: true,
              },
            ]}
          />
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
