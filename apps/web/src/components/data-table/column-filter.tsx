import { type FilterKind, type FilterValue, MATCH_MODES_BY_KIND, type MatchMode } from '@parlance/shared';
import { Dropdown } from 'primereact/dropdown';
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import { DayInput } from '../day-input';

export interface FilterOption {
  label: string;
  value: string | number | boolean;
}

/** How long a text filter waits after the last key before it asks the server. */
export const FILTER_DELAY_MS = 400;

export const defaultMatchMode = (kind: FilterKind): MatchMode =>
  kind === 'text' ? 'contains' : kind === 'date' ? 'dateIs' : 'equals';

export const MATCH_MODE_LABELS: Partial<Record<MatchMode, string>> = {
  startsWith: 'Starts with',
  contains: 'Contains',
  notContains: 'Does not contain',
  endsWith: 'Ends with',
  equals: 'Equals',
  notEquals: 'Does not equal',
  lt: 'Less than',
  lte: 'At most',
  gt: 'Greater than',
  gte: 'At least',
  dateIs: 'Date is',
  dateIsNot: 'Date is not',
  dateBefore: 'Date is before',
  dateAfter: 'Date is after',
};

/** The match modes a filter row offers for a kind ("in" needs a list, which a single field cannot give). */
export const matchModesOf = (kind: FilterKind) => MATCH_MODES_BY_KIND[kind].filter((mode) => mode !== 'in');

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date filter's value as `yyyy-mm-dd` for the day field: its local day. Every date value is local midnight,
 * whether picked here or read from the URL (`localDayOf`).
 */
export const toDateInputValue = (value: FilterValue): string =>
  value instanceof Date && !Number.isNaN(value.getTime())
    ? `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
    : '';

/** The date input's `yyyy-mm-dd` as local midnight, which the list query turns into that day's midnight UTC. */
export const fromDateInputValue = (text: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
};

/** A text (or number) filter: shows each key at once and applies the value once typing pauses. */
export const TextFilter = ({
  value,
  label,
  numeric,
  onApply,
}: {
  value: FilterValue;
  label: string;
  numeric: boolean;
  onApply: (value: string) => void;
}) => {
  const applied = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const [draft, setDraft] = useState(applied);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const apply = useRef(onApply);
  apply.current = onApply;

  // The URL can change under the field (back, a link); a value being typed wins until it is applied.
  useEffect(() => {
    if (timer.current === undefined) setDraft(applied);
  }, [applied]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <input
      type="text"
      className="p-inputtext p-component resource-table__filter"
      value={draft}
      placeholder="Search"
      aria-label={label}
      inputMode={numeric ? 'numeric' : undefined}
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          timer.current = undefined;
          apply.current(next);
        }, FILTER_DELAY_MS);
      }}
    />
  );
};

/** A date filter: a day typed as yyyy/mm/dd (`DayInput`), applied as soon as a whole date is entered or cleared. */
export const DateFilter = ({
  value,
  label,
  onApply,
}: {
  value: FilterValue;
  label: string;
  onApply: (value: Date | null) => void;
}) => (
  <DayInput
    className="resource-table__filter"
    value={toDateInputValue(value)}
    aria-label={label}
    onChange={(day) => onApply(fromDateInputValue(day))}
  />
);

/**
 * A filter with a fixed list of values (enums, yes/no, names): PrimeReact's Dropdown, "Any" when empty. Memoised on
 * its value, name and options (not on `onApply`, a new function at each table render): a Dropdown is costly to
 * render, and the table renders again whenever its data or loading state changes.
 */
export const OptionsFilter = memo(
  ({
    value,
    label,
    options,
    onApply,
  }: {
    value: FilterValue;
    label: string;
    options: readonly FilterOption[];
    onApply: (value: FilterOption['value'] | null) => void;
  }) => {
    const apply = useRef(onApply);
    apply.current = onApply;
    const items = useMemo(() => [...options], [options]);
    return (
      <Dropdown
        value={value ?? null}
        options={items}
        onChange={(event) => apply.current(event.value ?? null)}
        placeholder="Any"
        showClear
        aria-label={label}
        // PrimeReact's hidden native select needs the name too.
        pt={{ select: { 'aria-label': label } }}
        className="resource-table__filter"
      />
    );
  },
  (before, after) =>
    before.value === after.value && before.label === after.label && before.options === after.options,
);

/**
 * The button beside a text, number or date filter that picks its match mode ("Contains", "Date is before" …): a
 * small panel of radio buttons, so arrows move between modes and Escape, Enter or a click outside close it.
 */
export const MatchModeMenu = ({
  header,
  modes,
  value,
  isDefault,
  onChange,
}: {
  header: string;
  modes: readonly MatchMode[];
  value: MatchMode;
  isDefault: boolean;
  onChange: (mode: MatchMode) => void;
}) => {
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const open = position !== null;
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const name = `Match mode of the ${header} filter`;

  const close = (refocus: boolean) => {
    setPosition(null);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setPosition(null);
    };
    // The panel is placed under the button once; moving the page closes it rather than leaving it behind.
    const moved = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setPosition(null);
    };
    const resized = () => setPosition(null);
    // Escape, or Enter on a mode, closes the panel and gives focus back to its button.
    const keys = (event: globalThis.KeyboardEvent) => {
      const inside = root.current?.contains(event.target as Node);
      if (!inside) return;
      if (event.key === 'Escape' || (event.key === 'Enter' && event.target !== button.current)) {
        event.preventDefault();
        event.stopPropagation();
        setPosition(null);
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', keys);
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    window.addEventListener('scroll', moved, true);
    window.addEventListener('resize', resized);
    return () => {
      document.removeEventListener('keydown', keys);
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      window.removeEventListener('scroll', moved, true);
      window.removeEventListener('resize', resized);
    };
  }, [open]);

  return (
    <div className="resource-table__match" ref={root}>
      <button
        ref={button}
        type="button"
        className={`p-column-filter-menu-button p-link${open ? ' p-column-filter-menu-button-open' : ''}${
          isDefault ? '' : ' p-column-filter-menu-button-active'
        }`}
        aria-label={name}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => {
          if (open) {
            close(false);
            return;
          }
          const rect = button.current?.getBoundingClientRect();
          setPosition({ top: (rect?.bottom ?? 0) + 4, left: rect?.left ?? 0 });
        }}
      >
        <i className="pi pi-filter" aria-hidden="true" />
      </button>
      {position ? (
        <fieldset
          id={id}
          className="p-column-filter-overlay resource-table__match-panel"
          style={{ top: position.top, left: position.left }}
        >
          <legend className="visually-hidden">{name}</legend>
          {modes.map((mode) => (
            <label
              key={mode}
              className={`p-column-filter-row-item resource-table__match-item${mode === value ? ' p-highlight' : ''}`}
            >
              <input
                type="radio"
                name={id}
                value={mode}
                checked={mode === value}
                onChange={() => onChange(mode)}
                // A pointer click chooses and closes; arrow keys (which also "click") only choose.
                onClick={(event) => {
                  if (event.detail > 0) close(true);
                }}
              />
              {MATCH_MODE_LABELS[mode] ?? mode}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
};
