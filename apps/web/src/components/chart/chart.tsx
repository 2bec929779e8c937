import type { ChartConfiguration, Chart as ChartInstance, Plugin } from 'chart.js';
import { type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import './chart.css';

/** One series: a value for each category (null: none), drawn as bars or a line. */
export interface ChartSeries {
  label: string;
  colour: string;
  /** A colour for each category's bar (e.g. each stage's own), instead of the series' one. */
  colours?: readonly string[];
  values: readonly (number | null)[];
  /** Bars from a start to an end instead of from zero (e.g. a 95 % interval). */
  ranges?: readonly (readonly [number, number] | null)[];
  /** Drawn dashed (a line) or hatched lighter (bars): a second reading of the same figure. */
  dashed?: boolean;
  /** A line drawn over bars (a mixed chart). */
  line?: boolean;
}

/** What choosing a bar or a point does: a link to a list (its address) or an action, with its accessible name. */
export interface ChartAction {
  label: string;
  href?: string;
  run: () => void;
}

export interface ChartProps {
  /** `bar` (horizontal with `horizontal`) or `line`. */
  type: 'bar' | 'line';
  horizontal?: boolean;
  /** The chart's accessible name: what it shows, with its figures in words. */
  label: string;
  /** The category axis' labels; an array makes a label of several lines. */
  categories: readonly (string | readonly string[])[];
  series: readonly ChartSeries[];
  /** A value as the value axis and the tooltips write it. */
  format: (value: number) => string;
  /** The value axis' end (its largest value when not given). */
  max?: number;
  /** Bars of a category stacked (e.g. the parts of a whole). */
  stacked?: boolean;
  /**
   * What choosing a category (bars: the whole row) or a point (lines: series and category) does. Each becomes a
   * link or button laid over it, so that keyboard and screen readers reach it as a pointer does.
   */
  action?: (index: number, series: number) => ChartAction | undefined;
  /** Categories whose figures are partial (e.g. a week cut by the period): points hollow, lines dashed to them. */
  partial?: readonly boolean[];
  /** Whether the legend is shown (by default with more than one series). Its buttons turn series on and off. */
  legend?: boolean;
  testId?: string;
}

interface Target {
  key: string;
  action: ChartAction;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The least size of a target (WCAG 2.2 "Target Size (Minimum)"). */
const TARGET = 24;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const GRID = '#e5e7eb';
const TEXT = '#374151';
/** A bar row's height in a horizontal chart, and the room of its axis. */
const ROW = 40;
const AXIS = 48;

/** A lighter version of a colour (`#rrggbb`) for a second series of bars. */
const lighter = (colour: string) => (/^#[0-9a-f]{6}$/i.test(colour) ? `${colour}80` : colour);

/**
 * A chart of the app (Chart.js, loaded with the first chart shown): real axes with gridlines, tooltips, an HTML
 * legend whose buttons turn each series on and off, and the bars or points that open something laid over with
 * links, in the order of the figures. The canvas is one image named by `label`; the figures are also in words in
 * each page's table.
 */
export const Chart = ({
  type,
  horizontal = false,
  label,
  categories,
  series,
  format,
  max,
  stacked = false,
  action,
  partial,
  legend = series.length > 1,
  testId,
}: ChartProps) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set());
  const [targets, setTargets] = useState<Target[] | null>(null);
  const [drawn, setDrawn] = useState(false);
  // Rebuilt when the figures change; series turned off stay off while their names stay.
  const names = series.map((s) => s.label).join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the set of series is known by their names.
  useEffect(() => setHidden(new Set()), [names]);

  // The chart is drawn again only when what it shows changes (not for new functions of equal figures).
  const formatRef = useRef(format);
  formatRef.current = format;
  const actionRef = useRef(action);
  actionRef.current = action;
  const hasAction = action !== undefined;
  const figures = JSON.stringify([type, horizontal, categories, series, max, stacked, partial]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `figures` stands for the props it is made of.
  const config = useMemo((): ChartConfiguration => {
    const format = (value: number) => formatRef.current(value);
    const valueAxis = horizontal ? 'x' : 'y';
    const categoryAxis = horizontal ? 'y' : 'x';
    const isPartial = (index: number) => partial?.[index] === true;
    return {
      type,
      data: {
        labels: categories.map((c) => (typeof c === 'string' ? c : [...c])),
        datasets: series.map((s, i) => {
          const data = s.ranges ? s.ranges.map((r) => (r ? [...r] : null)) : [...s.values];
          const common = {
            label: s.label,
            data: data as never,
            hidden: hidden.has(i),
            borderColor: s.colour,
          };
          if (type === 'line' || s.line)
            return {
              ...common,
              type: 'line' as const,
              backgroundColor: s.colour,
              borderWidth: 2,
              borderDash: s.dashed ? [6, 4] : undefined,
              spanGaps: false,
              pointRadius: 4,
              pointHoverRadius: 6,
              pointStyle: s.dashed ? ('rectRot' as const) : ('circle' as const),
              // Points of partial categories hollow, and the line to or from them dashed.
              pointBackgroundColor: categories.map((_, index) => (isPartial(index) ? '#ffffff' : s.colour)),
              segment: {
                borderDash: (context: { p0DataIndex: number; p1DataIndex: number }) =>
                  isPartial(context.p0DataIndex) || isPartial(context.p1DataIndex) ? [4, 4] : undefined,
              },
            };
          return {
            ...common,
            type: 'bar' as const,
            backgroundColor: (s.colours ?? categories.map(() => s.colour)).map((c) =>
              s.dashed ? lighter(c) : c,
            ),
            borderColor: s.colours ?? s.colour,
            borderWidth: s.dashed ? 1 : 0,
            barPercentage: s.ranges ? 0.3 : 0.8,
            categoryPercentage: 0.8,
            minBarLength: 2,
            grouped: !s.ranges,
          };
        }),
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        indexAxis: horizontal ? 'y' : 'x',
        interaction: { mode: 'nearest', intersect: type === 'bar', axis: horizontal ? 'y' : 'x' },
        font: { family: FONT, size: 12 },
        color: TEXT,
        scales: {
          [valueAxis]: {
            beginAtZero: true,
            max,
            stacked,
            grid: { color: GRID },
            border: { display: true, color: '#9ca3af' },
            ticks: {
              color: TEXT,
              font: { family: FONT, size: 12 },
              maxTicksLimit: 6,
              callback: (value: string | number) => format(Number(value)),
            },
          },
          [categoryAxis]: {
            stacked,
            grid: { display: !horizontal, color: GRID },
            border: { display: true, color: '#9ca3af' },
            ticks: {
              color: TEXT,
              font: { family: FONT, size: 12 },
              autoSkip: !horizontal,
              maxRotation: 0,
            },
          },
        },
        plugins: {
          tooltip: {
            callbacks: {
              label: (item) => {
                const raw = item.raw as number | [number, number] | null;
                const text = Array.isArray(raw)
                  ? `${format(raw[0])} to ${format(raw[1])}`
                  : raw === null
                    ? '—'
                    : format(raw);
                return `${item.dataset.label}: ${text}${isPartial(item.dataIndex) ? ' (partial week)' : ''}`;
              },
            },
          },
        },
      },
    } as ChartConfiguration;
  }, [figures, hidden]);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let chart: ChartInstance | undefined;
    let cancelled = false;
    // Lays links over what can be chosen, once the chart has placed it (and again on every resize).
    const overlay: Plugin = {
      id: 'parlance-targets',
      afterUpdate: (instance) => {
        const current = actionRef.current;
        if (!current) return;
        const next = placeTargets(instance, categories.length, series.length, type, horizontal, current);
        setTargets((previous) => (previous && sameTargets(previous, next) ? previous : next));
      },
    };
    void import('./chart-js')
      .then(({ Chart: ChartJs }) => {
        if (cancelled) return;
        chart = new ChartJs(element, { ...config, plugins: [overlay] });
        setDrawn(true);
      })
      .catch(() => {
        // No canvas to draw on (or the chunk failed): the links stay in order, the table has the figures.
      });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [config, categories.length, series.length, type, horizontal]);

  const lines = Math.max(1, ...categories.map((c) => (typeof c === 'string' ? 1 : c.length)));
  const row = Math.max(ROW, lines * 16 + 10);
  const height = horizontal
    ? categories.length * row * (stacked ? 1 : Math.max(1, Math.min(series.length, 2)) * 0.75 + 0.25) + AXIS
    : 280;
  const open = (target: ChartAction) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    target.run();
  };
  const placed = drawn && targets !== null;
  // Before the chart has placed them (or without a canvas), the links stay in order, out of sight.
  const fallback: Target[] =
    hasAction && action
      ? categories.flatMap((_, index) =>
          (type === 'line' ? series.map((__, s) => s) : [0]).flatMap((s) => {
            const a = action(index, s);
            return a ? [{ key: `${s}-${index}`, action: a, left: 0, top: 0, width: 0, height: 0 }] : [];
          }),
        )
      : [];
  const shown = placed ? targets : fallback;

  return (
    <div className="chart" data-testid={testId}>
      {legend ? (
        <fieldset className="chart__legend">
          <legend className="visually-hidden">Series shown</legend>
          {series.map((s, i) => (
            <button
              key={s.label}
              type="button"
              className="chart__legend-item"
              aria-pressed={!hidden.has(i)}
              onClick={() =>
                setHidden((current) => {
                  const next = new Set(current);
                  if (next.has(i)) next.delete(i);
                  else next.add(i);
                  return next;
                })
              }
            >
              <span
                className={`chart__swatch${s.dashed ? ' chart__swatch--dashed' : ''}`}
                style={{ background: s.dashed ? lighter(s.colour) : s.colour, borderColor: s.colour }}
                aria-hidden="true"
              />
              {s.label}
            </button>
          ))}
          {series.length > 2 ? (
            <>
              <button
                type="button"
                className="chart__legend-all"
                onClick={() => setHidden(new Set())}
                disabled={hidden.size === 0}
              >
                Show all
              </button>
              <button
                type="button"
                className="chart__legend-all"
                onClick={() => setHidden(new Set(series.map((_, i) => i)))}
                disabled={hidden.size === series.length}
              >
                Hide all
              </button>
            </>
          ) : null}
        </fieldset>
      ) : null}
      <div className="chart__canvas" style={{ height }}>
        <canvas ref={canvas} role="img" aria-label={label} />
        {shown.length > 0 ? (
          <div className={placed ? 'chart__targets' : 'visually-hidden'}>
            {shown.map((target) =>
              target.action.href ? (
                <a
                  key={target.key}
                  href={target.action.href}
                  className="chart__target"
                  style={placed ? position(target) : undefined}
                  title={target.action.label}
                  onClick={open(target.action)}
                  data-testid="chart-target"
                >
                  <span className="visually-hidden">{target.action.label}</span>
                </a>
              ) : (
                <button
                  key={target.key}
                  type="button"
                  className="chart__target"
                  style={placed ? position(target) : undefined}
                  title={target.action.label}
                  onClick={target.action.run}
                  data-testid="chart-target"
                >
                  <span className="visually-hidden">{target.action.label}</span>
                </button>
              ),
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
};

const sameTargets = (a: readonly Target[], b: readonly Target[]) =>
  a.length === b.length &&
  a.every(
    (t, i) =>
      t.key === b[i]!.key &&
      t.action.label === b[i]!.action.label &&
      t.action.href === b[i]!.action.href &&
      Math.abs(t.left - b[i]!.left) < 0.5 &&
      Math.abs(t.top - b[i]!.top) < 0.5 &&
      Math.abs(t.width - b[i]!.width) < 0.5 &&
      Math.abs(t.height - b[i]!.height) < 0.5,
  );

const position = (target: Target) => ({
  left: target.left,
  top: target.top,
  width: target.width,
  height: target.height,
});

/**
 * Where each choosable figure is on the canvas: a bar chart's whole category (its label and bars, at least the
 * least target size tall), a line chart's point of each series shown (a target-sized square around it).
 */
const placeTargets = (
  chart: ChartInstance,
  categories: number,
  seriesCount: number,
  type: 'bar' | 'line',
  horizontal: boolean,
  action: NonNullable<ChartProps['action']>,
): Target[] => {
  const targets: Target[] = [];
  const area = chart.chartArea;
  for (let index = 0; index < categories; index++) {
    if (type === 'line') {
      for (let s = 0; s < seriesCount; s++) {
        if (!chart.isDatasetVisible(s)) continue;
        const point = chart.getDatasetMeta(s).data[index];
        const a = action(index, s);
        if (!point || !a) continue;
        const { x, y, skip } = point.getProps(['x', 'y', 'skip'], true) as {
          x: number;
          y: number;
          skip?: boolean;
        };
        if (skip || !Number.isFinite(x) || !Number.isFinite(y)) continue;
        targets.push({
          key: `${s}-${index}`,
          action: a,
          left: x - TARGET / 2,
          top: y - TARGET / 2,
          width: TARGET,
          height: TARGET,
        });
      }
      continue;
    }
    const a = action(index, 0);
    if (!a) continue;
    const scale = horizontal ? chart.scales.y : chart.scales.x;
    if (!scale) continue;
    const centre = scale.getPixelForValue(index);
    const band = Math.max(
      TARGET,
      (horizontal ? area.bottom - area.top : area.right - area.left) / Math.max(1, categories) - 4,
    );
    targets.push(
      horizontal
        ? { key: `0-${index}`, action: a, left: 0, top: centre - band / 2, width: area.right, height: band }
        : {
            key: `0-${index}`,
            action: a,
            left: centre - band / 2,
            top: area.top,
            width: band,
            height: chart.height - area.top,
          },
    );
  }
  return targets;
};
