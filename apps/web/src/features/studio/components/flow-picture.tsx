import { useEffect, useRef, useState } from 'react';
import type { Rule, Stage } from '../model';

export interface FlowPictureProps {
  order: readonly string[];
  stages: readonly Stage[];
  rules: readonly Rule[];
}

const SEVERITY_COLOURS = { info: '#1d5fa8', warning: '#a15c00', critical: '#b91c1c' } as const;
const NODE_HEIGHT = 34;
const GAP = 36;
const CHAR_WIDTH = 7;
const PADDING = 20;
const TOP = 70;
/** A row's height: room for the arcs above its nodes, the nodes and the phrase counts under them. */
const ROW_HEIGHT = TOP + NODE_HEIGHT + 40;
const LEFT = 10;
/** Room at a row's end for the link that leaves it for the next row. */
const RIGHT = 20;

/** The width the picture may take: its box's, followed as the window changes (unbounded until measured). */
const useBoxWidth = () => {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(Number.POSITIVE_INFINITY);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
};

/**
 * A picture of the flow: the stages in their expected order as a row of nodes in their colours (then, dashed,
 * the enabled stages that may appear anywhere), `before` rules as arcs above the row in their severity's colour,
 * and each stage's phrase rules counted under it. The row wraps at its box's width, as text does, so that no
 * stage is cut off (the link to the next row runs under the nodes); a box narrower than one node scrolls. The same
 * facts are in the lists beside it, so the picture has a summary for assistive technology.
 */
export const FlowPicture = ({ order, stages, rules }: FlowPictureProps) => {
  const anywhere = stages
    .filter((stage) => stage.enabled && !order.includes(stage.label))
    .map((s) => s.label);
  const labels = [...order, ...anywhere];
  const colour = (label: string) => stages.find((stage) => stage.label === label)?.colour ?? '#4a4a4a';
  const [boxRef, boxWidth] = useBoxWidth();
  const boxes = new Map<string, { x: number; y: number; width: number }>();
  let x = LEFT;
  let row = 0;
  let right = 0;
  labels.forEach((label, index) => {
    if (index === order.length && index > 0) x += GAP;
    const width = label.length * CHAR_WIDTH + PADDING;
    if (x > LEFT && x + width + RIGHT > boxWidth) {
      x = LEFT;
      row += 1;
    }
    boxes.set(label, { x, y: TOP + row * ROW_HEIGHT, width });
    right = Math.max(right, x + width);
    x += width + GAP;
  });
  const width = Math.max(right + RIGHT, 200);
  const before = rules.filter(
    (rule) => rule.kind === 'before' && boxes.has(rule.stage) && boxes.has(rule.then),
  );
  const arcs = before.length;
  const height = (row + 1) * ROW_HEIGHT;
  const phraseCount = (label: string) => rules.filter((r) => r.kind === 'phrase' && r.stage === label).length;
  const summary = `${order.length ? `Expected order: ${order.join(', then ')}.` : 'No expected order.'}${
    anywhere.length ? ` May appear anywhere: ${anywhere.join(', ')}.` : ''
  } ${rules.length} compliance ${rules.length === 1 ? 'rule' : 'rules'}.`;

  return (
    // A box narrower than a node scrolls sideways; it takes the focus so that keyboards can scroll it.
    <section
      ref={boxRef}
      className="studio-flow"
      data-testid="flow-picture"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      aria-label="Flow picture"
    >
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        className="studio-flow__svg"
      >
        <defs>
          {(['info', 'warning', 'critical', 'sequence'] as const).map((name) => (
            <marker
              key={name}
              id={`arrow-${name}`}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M0,0 L10,5 L0,10 z" fill={name === 'sequence' ? '#6b7280' : SEVERITY_COLOURS[name]} />
            </marker>
          ))}
        </defs>
        {order.slice(1).map((label, index) => {
          const from = boxes.get(order[index] as string)!;
          const to = boxes.get(label)!;
          const y = from.y + NODE_HEIGHT / 2;
          const toY = to.y + NODE_HEIGHT / 2;
          // On to the next row: out of the node's right side, back along under the row, into the next node's left.
          const route =
            toY === y
              ? `M${from.x + from.width},${y} H${to.x - 2}`
              : `M${from.x + from.width},${y} h12 V${from.y + NODE_HEIGHT + 28} H${LEFT / 2} V${toY} H${to.x - 2}`;
          return (
            <path
              key={`seq-${label}`}
              d={route}
              fill="none"
              stroke="#6b7280"
              strokeWidth={1.5}
              markerEnd="url(#arrow-sequence)"
            />
          );
        })}
        {before.map((rule, index) => {
          if (rule.kind !== 'before') return null;
          const from = boxes.get(rule.stage)!;
          const to = boxes.get(rule.then)!;
          const x1 = from.x + from.width / 2;
          const x2 = to.x + to.width / 2;
          const lift = 18 + ((index % Math.max(arcs, 1)) % 3) * 14;
          const top = Math.min(from.y, to.y);
          return (
            <path
              key={rule.id}
              d={`M${x1},${from.y} C${x1},${top - lift - 20} ${x2},${top - lift - 20} ${x2},${to.y - 2}`}
              fill="none"
              stroke={SEVERITY_COLOURS[rule.severity]}
              strokeWidth={2}
              strokeDasharray={rule.severity === 'info' ? '4 3' : undefined}
              markerEnd={`url(#arrow-${rule.severity})`}
              data-testid="flow-rule"
            >
              <title>{`${rule.severity}: ${rule.stage} before ${rule.then}`}</title>
            </path>
          );
        })}
        {labels.map((label) => {
          const box = boxes.get(label)!;
          const outside = !order.includes(label);
          const phrases = phraseCount(label);
          return (
            <g key={label} data-testid="flow-node">
              <rect
                x={box.x}
                y={box.y}
                width={box.width}
                height={NODE_HEIGHT}
                rx={8}
                fill={colour(label)}
                stroke={outside ? '#111827' : 'none'}
                strokeDasharray={outside ? '4 3' : undefined}
              />
              <text x={box.x + box.width / 2} y={box.y + 22} textAnchor="middle" fill="#ffffff" fontSize={12}>
                {label}
              </text>
              {phrases ? (
                <text
                  x={box.x + box.width / 2}
                  y={box.y + NODE_HEIGHT + 18}
                  textAnchor="middle"
                  fill="#374151"
                  fontSize={11}
                >
                  {`${phrases} phrase ${phrases === 1 ? 'rule' : 'rules'}`}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </section>
  );
};
