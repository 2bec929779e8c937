export interface HeatMapProps {
  label: string;
  rows: readonly string[];
  columns: readonly string[];
  /** The count of a cell; 0 when there is none. */
  value: (row: string, column: string) => number;
  /** The cells' hue (their opacity says the count). */
  colour: string;
  rowTitle: string;
  columnTitle: string;
  testId?: string;
}

const CELL = 44;
const LEFT = 190;
const TOP = 150;

const short = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

/**
 * A matrix of counts in plain SVG (the engine's stage by row, the supervisor's by column): each cell's opacity
 * grows with its count, and the count is written in it. One image with a name; the table holds the figures.
 */
export const HeatMap = ({
  label,
  rows,
  columns,
  value,
  colour,
  rowTitle,
  columnTitle,
  testId,
}: HeatMapProps) => {
  const max = Math.max(1, ...rows.flatMap((row) => columns.map((column) => value(row, column))));
  const width = LEFT + columns.length * CELL + 8;
  const height = TOP + rows.length * CELL + 8;
  return (
    <svg
      className="report-chart report-chart--heat"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      data-testid={testId}
      style={{ maxWidth: `${width}px` }}
    >
      <g>
        <text x={4} y={TOP - 8} className="report-chart__axis-title">
          {rowTitle} ↓ · {columnTitle} →
        </text>
        {columns.map((column, c) => (
          <text
            key={column}
            transform={`translate(${LEFT + c * CELL + CELL / 2 + 4}, ${TOP - 6}) rotate(-55)`}
          >
            {short(column, 22)}
          </text>
        ))}
        {rows.map((row, r) => (
          <g key={row}>
            <text x={LEFT - 8} y={TOP + r * CELL + CELL / 2} textAnchor="end" dominantBaseline="middle">
              {short(row, 26)}
            </text>
            {columns.map((column, c) => {
              const count = value(row, column);
              const strength = count / max;
              return (
                <g key={column}>
                  <rect
                    x={LEFT + c * CELL}
                    y={TOP + r * CELL}
                    width={CELL - 2}
                    height={CELL - 2}
                    fill={count > 0 ? colour : '#f3f4f6'}
                    fillOpacity={count > 0 ? 0.15 + 0.85 * strength : 1}
                  />
                  {count > 0 ? (
                    <text
                      x={LEFT + c * CELL + CELL / 2 - 1}
                      y={TOP + r * CELL + CELL / 2}
                      textAnchor="middle"
                      dominantBaseline="middle"
                      fill={strength > 0.5 ? '#ffffff' : '#111827'}
                    >
                      {count}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </g>
        ))}
      </g>
    </svg>
  );
};
