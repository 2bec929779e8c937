export interface LineSeries {
  name: string;
  colour: string;
  /** One value per x label; null leaves a gap. */
  values: readonly (number | null)[];
}

export interface LineChartProps {
  label: string;
  /** The x axis' labels, in order (e.g. the weeks' Mondays). */
  xLabels: readonly string[];
  series: readonly LineSeries[];
  /** The y axis' figure for a value (`4 min`, `12%`). */
  format: (value: number) => string;
  testId?: string;
}

const WIDTH = 640;
const HEIGHT = 240;
const LEFT = 72;
const RIGHT = 16;
const TOP = 12;
const BOTTOM = 36;

/**
 * Lines over weeks in plain SVG: a y axis from 0 to the largest value, the x labels under it, a marker on each
 * point and a legend under the chart. One image with a name; the figures are in the table beside it.
 */
export const LineChart = ({ label, xLabels, series, format, testId }: LineChartProps) => {
  const max = Math.max(0, ...series.flatMap((s) => s.values.map((v) => v ?? 0)));
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const x = (index: number) =>
    LEFT + (xLabels.length <= 1 ? plotWidth / 2 : (index / (xLabels.length - 1)) * plotWidth);
  const y = (value: number) => TOP + plotHeight - (max > 0 ? (value / max) * plotHeight : 0);
  const every = Math.max(1, Math.ceil(xLabels.length / 8));
  return (
    <div className="report-line">
      <svg
        className="report-chart report-chart--line"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        data-testid={testId}
      >
        <g className="report-chart__axis">
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={TOP + plotHeight} y2={TOP + plotHeight} />
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={TOP} y2={TOP} strokeDasharray="3 3" />
          <text x={LEFT - 6} y={TOP + plotHeight} textAnchor="end" dominantBaseline="middle">
            {format(0)}
          </text>
          <text x={LEFT - 6} y={TOP} textAnchor="end" dominantBaseline="middle">
            {format(max)}
          </text>
          {xLabels.map((text, index) =>
            index % every === 0 ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a label's position is its identity (dates may repeat).
              <text key={index} x={x(index)} y={HEIGHT - 14} textAnchor="middle">
                {text.slice(5)}
              </text>
            ) : null,
          )}
        </g>
        {series.map((s) => {
          const segments: string[][] = [[]];
          s.values.forEach((value, index) => {
            if (value === null) segments.push([]);
            else segments.at(-1)!.push(`${x(index)},${y(value)}`);
          });
          return (
            <g key={s.name}>
              {segments
                .filter((points) => points.length > 1)
                .map((points) => (
                  <polyline
                    key={points[0]}
                    points={points.join(' ')}
                    fill="none"
                    stroke={s.colour}
                    strokeWidth={2}
                  />
                ))}
              {s.values.map((value, index) =>
                value === null ? null : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a point's week is its position.
                  <circle key={index} cx={x(index)} cy={y(value)} r={3.5} fill={s.colour} />
                ),
              )}
            </g>
          );
        })}
      </svg>
      {series.length > 1 ? (
        <ul className="report-legend">
          {series.map((s) => (
            <li key={s.name}>
              <span className="report-legend__swatch" style={{ background: s.colour }} />
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
