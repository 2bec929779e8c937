import { Button } from 'primereact/button';
import { useRef, useState } from 'react';
import { keyboardTarget, moveItem } from '../lib/order';
import type { Stage } from '../model';

export interface OrderEditorProps {
  /** The expected order (labels of enabled stages). */
  order: readonly string[];
  /** Every stage, for colours and for the enabled stages outside the order. */
  stages: readonly Stage[];
  onChange: (order: string[]) => void;
  readOnly: boolean;
}

/**
 * The expected order of the stages. Drag a stage by its handle, or focus the handle and use Arrow up, Arrow down,
 * Home and End; each move is announced. Enabled stages outside the order (Not in Anchor and Other usually) may
 * appear anywhere in a conversation and can be added to the order.
 */
export const OrderEditor = ({ order, stages, onChange, readOnly }: OrderEditorProps) => {
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const colour = (label: string) => stages.find((stage) => stage.label === label)?.colour ?? '#4a4a4a';
  const outside = stages.filter((stage) => stage.enabled && !order.includes(stage.label));

  const move = (from: number, to: number) => {
    if (from === to) return;
    const next = moveItem(order, from, to);
    const label = order[from] as string;
    onChange(next);
    setAnnouncement(`${label} moved to position ${next.indexOf(label) + 1} of ${next.length}.`);
    // Keep the focus on the moved stage's handle.
    requestAnimationFrame(() => handles.current.get(label)?.focus());
  };

  return (
    <div className="studio-order">
      <p id="order-help" className="field__hint">
        Drag a stage by its handle, or focus the handle and press Arrow up or Arrow down (Home and End move to
        the ends).
      </p>
      <ol className="studio-order__list" aria-label="Expected order">
        {order.map((label, index) => (
          <li
            key={label}
            className={`studio-order__item${dragging === index ? ' is-dragging' : ''}`}
            draggable={!readOnly}
            onDragStart={(event) => {
              setDragging(index);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', label);
            }}
            onDragEnd={() => setDragging(null)}
            onDragOver={(event) => {
              if (dragging !== null) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragging !== null) move(dragging, index);
              setDragging(null);
            }}
            data-testid="order-item"
          >
            {readOnly ? null : (
              <button
                type="button"
                className="studio-order__handle"
                aria-label={`Move ${label}, position ${index + 1} of ${order.length}`}
                aria-describedby="order-help"
                ref={(element) => {
                  if (element) handles.current.set(label, element);
                  else handles.current.delete(label);
                }}
                onKeyDown={(event) => {
                  const target = keyboardTarget(event.key, index, order.length);
                  if (target === null) return;
                  event.preventDefault();
                  move(index, target);
                }}
              >
                <i className="pi pi-bars" aria-hidden="true" />
              </button>
            )}
            <span className="studio-order__position">{index + 1}</span>
            <span className="studio-chip" style={{ background: colour(label) }}>
              {label}
            </span>
            {readOnly ? null : (
              <Button
                type="button"
                icon="pi pi-times"
                text
                size="small"
                severity="secondary"
                aria-label={`Take ${label} out of the order`}
                onClick={() => {
                  onChange(order.filter((other) => other !== label));
                  setAnnouncement(`${label} taken out of the order.`);
                }}
              />
            )}
          </li>
        ))}
      </ol>
      {outside.length ? (
        <div className="studio-order__outside">
          <h3 id="anywhere-heading">May appear anywhere</h3>
          <ul aria-labelledby="anywhere-heading">
            {outside.map((stage) => (
              <li key={stage.label}>
                <span className="studio-chip" style={{ background: stage.colour }}>
                  {stage.label}
                </span>
                {readOnly ? null : (
                  <Button
                    type="button"
                    label="Add to the order"
                    icon="pi pi-plus"
                    text
                    size="small"
                    aria-label={`Add ${stage.label} to the order`}
                    onClick={() => {
                      onChange([...order, stage.label]);
                      setAnnouncement(`${stage.label} added at the end of the order.`);
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="visually-hidden" aria-live="assertive" data-testid="order-announcement">
        {announcement}
      </p>
    </div>
  );
};
