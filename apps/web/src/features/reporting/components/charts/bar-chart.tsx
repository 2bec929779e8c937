import type { KeyboardEvent } from 'react';

export interface Bar {
  key: string;
  label: string;
  /** A second, smaller line under the label (e.g. "before Agent Qualify"), for labels too long for one. */
  subLabel?: string;
  /** The bar's length, from 0 to the chart's `max`; null draws no bar (a figure over nothing). */
  value: number | null;
  /** The figure written after the bar. */
  valueText: string;
  colour: string;
  /** A tick across the bar (e.g. the 90th percentile beside a median), on the same scale. */
  marker?: number | null;
  /** A range drawn as a whisker (e.g. a 95 % interval), on the same scale. */
  interval?: readonly [number, number] | null;
  /** Makes the bar a link: its accessible name, and what a click or Enter does. */
  action?: { label: string; run: () => void };
}

export interface BarChartProps {
  /** The chart's accessible name: what it shows, with its figures in words. */
  label: string;
  bars: readonly Bar[];
  /** The scale's end; the largest value (or marker, or interval end) when not given. */
  max?: number;
  testId?: string;
}

const ROW = 30;
const ROW_TWO_LINES = 38;
/** Wide enough for "before Medicare Advantage Inquiry" at the chart's 12px. */
const LABEL_WIDTH = 260;
const PLOT_WIDTH = 320;
const VALUE_GAP = 8;
const WIDTH = 700;
/** Labels longer than this are cut (the whole text is in the chart's name, a tooltip and the table). */
const LABEL_MAX = 34;
const cutText = (text: string) => (text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text);

/**
 * Horizontal bars in plain SVG, one row per bar: the label at the left, the bar in its colour, the figure after
 * it. Bars with an action are links (focusable, Enter or a click runs it), so the chart is a group of links with a
 * name; without any it is one image with a name. Labels longer than the column are cut with an ellipsis; the
 * whole text is in the accessible name and the table.
 */
export const BarChart = ({ label, bars, max, testId }: BarChartProps) => {
  const scale =
    max ??
    Math.max(
      0,
      ...bars.flatMap((bar) => [bar.value ?? 0, bar.marker ?? 0, ...(bar.interval ? [bar.interval[1]] : [])]),
    );
  const x = (value: number) => (scale > 0 ? (Math.max(0, value) / scale) * PLOT_WIDTH : 0);
  // Two-line labels get taller rows.
  const row = bars.some((bar) => bar.subLabel) ? ROW_TWO_LINES : ROW;
  const height = Math.max(1, bars.length) * row + 8;
  const interactive = bars.some((bar) => bar.action);
  const onKey = (run: () => void) => (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      run();
    }
  };
  return (
    <svg
      className="report-chart report-chart--bars"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role={interactive ? 'group' : 'img'}
      aria-label={label}
      data-testid={testId}
    >
      {bars.map((bar, index) => {
        const top = 4 + index * row;
        const middle = top + row / 2;
        const length = bar.value === null ? 0 : x(bar.value);
        const cut = bar.label.length > LABEL_MAX || (bar.subLabel ?? '').length > LABEL_MAX;
        const whole = bar.subLabel ? `${bar.label} ${bar.subLabel}` : bar.label;
        const content = (
          <>
            {bar.subLabel ? (
              <text x={LABEL_WIDTH - 8} y={middle} textAnchor="end" className="report-chart__label--two">
                {cut && !bar.action ? <title>{whole}</title> : null}
                <tspan x={LABEL_WIDTH - 8} dy="-0.2em">
                  {cutText(bar.label)}
                </tspan>
                <tspan x={LABEL_WIDTH - 8} dy="1.1em" className="report-chart__sublabel">
                  {cutText(bar.subLabel)}
                </tspan>
              </text>
            ) : (
              <text x={LABEL_WIDTH - 8} y={middle} textAnchor="end" dominantBaseline="middle">
                {cut && !bar.action ? <title>{whole}</title> : null}
                {cutText(bar.label)}
              </text>
            )}
            <rect
              className="report-chart__bar"
              x={LABEL_WIDTH}
              y={middle - (ROW - 10) / 2}
              width={Math.max(length, bar.value ? 1 : 0)}
              height={ROW - 10}
              fill={bar.colour}
              rx={2}
            />
            {bar.interval ? (
              <g className="report-chart__interval">
                <line
                  x1={LABEL_WIDTH + x(bar.interval[0])}
                  x2={LABEL_WIDTH + x(bar.interval[1])}
                  y1={middle}
                  y2={middle}
                />
                <line
                  x1={LABEL_WIDTH + x(bar.interval[0])}
                  x2={LABEL_WIDTH + x(bar.interval[0])}
                  y1={middle - 6}
                  y2={middle + 6}
                />
                <line
                  x1={LABEL_WIDTH + x(bar.interval[1])}
                  x2={LABEL_WIDTH + x(bar.interval[1])}
                  y1={middle - 6}
                  y2={middle + 6}
                />
              </g>
            ) : null}
            {bar.marker !== undefined && bar.marker !== null && x(bar.marker) > length ? (
              // From the bar's end to its marker, so that each marker reads as its bar's.
              <line
                className="report-chart__reach"
                x1={LABEL_WIDTH + length}
                x2={LABEL_WIDTH + x(bar.marker)}
                y1={middle}
                y2={middle}
              />
            ) : null}
            {bar.marker !== undefined && bar.marker !== null ? (
              <line
                className="report-chart__marker"
                x1={LABEL_WIDTH + x(bar.marker)}
                x2={LABEL_WIDTH + x(bar.marker)}
                y1={top + 2}
                y2={top + row - 2}
              />
            ) : null}
            <text
              x={
                LABEL_WIDTH +
                Math.max(length, bar.marker ? x(bar.marker) : 0, bar.interval ? x(bar.interval[1]) : 0) +
                VALUE_GAP
              }
              y={middle}
              dominantBaseline="middle"
            >
              {bar.valueText}
            </text>
          </>
        );
        return bar.action ? (
          // biome-ignore lint/a11y/useSemanticElements: an SVG row acting as a link (an SVG <a> would need a real href; the table view has real links).
          <g
            key={bar.key}
            className="report-chart__link"
            role="link"
            tabIndex={0}
            aria-label={bar.action.label}
            onClick={bar.action.run}
            onKeyDown={onKey(bar.action.run)}
            data-testid="report-bar"
          >
            <title>{bar.action.label}</title>
            {/* The whole row answers the pointer, not only the bar. */}
            <rect x={0} y={top} width={WIDTH} height={row} fill="transparent" />
            {content}
          </g>
        ) : (
          <g key={bar.key} data-testid="report-bar">
            {content}
          </g>
        );
      })}
    </svg>
  );
};
