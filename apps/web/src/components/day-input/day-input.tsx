import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { addDaysTo, dayOfText, dayText, maskDayText } from './day-text';
import './day-input.css';

export interface DayInputProps {
  /** The field's id, for its `<label htmlFor>`; one is made when not given. */
  id?: string;
  /** The day shown, `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** Called with a whole day as `YYYY-MM-DD` once one is typed (or stepped to), and '' when cleared. */
  onChange: (day: string) => void;
  /** Earliest and latest days accepted, `YYYY-MM-DD`. */
  min?: string | undefined;
  max?: string | undefined;
  /** A day is needed: clearing the field keeps the day it had. */
  required?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string | undefined;
}

/**
 * A day as the spec displays dates, `yyyy/mm/dd`, in place of the browser's date field (which shows the browser's
 * own format). Digits are typed with or without the slashes; a whole day that exists and lies between `min` and
 * `max` is passed on as `YYYY-MM-DD`, anything else is kept in the field and, once it loses focus, marked invalid
 * with a message saying what is expected. Arrow up and down step a day.
 */
export const DayInput = ({
  id,
  value,
  onChange,
  min,
  max,
  required = false,
  className,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
}: DayInputProps) => {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [invalid, setInvalid] = useState(false);
  const text = draft ?? dayText(value);

  // The day changed elsewhere (the URL, the other end of a period): the field shows it.
  useEffect(() => {
    setDraft((current) => (current !== undefined && dayOfText(current) !== value ? undefined : current));
    setInvalid(false);
  }, [value]);

  const inRange = (day: string) => (!min || day >= min) && (!max || day <= max);
  const accept = (next: string) => {
    setDraft(next);
    if (next === '') {
      setInvalid(false);
      if (!required) onChange('');
      return;
    }
    const day = dayOfText(next);
    if (day !== undefined && inRange(day)) {
      setInvalid(false);
      if (day !== value) onChange(day);
    }
  };
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    const from = dayOfText(text);
    if (from === undefined) return;
    event.preventDefault();
    const next = addDaysTo(from, event.key === 'ArrowUp' ? 1 : -1);
    if (inRange(next)) accept(dayText(next));
  };
  const range =
    min && max
      ? `, from ${dayText(min)} to ${dayText(max)}`
      : min
        ? `, from ${dayText(min)}`
        : max
          ? `, up to ${dayText(max)}`
          : '';
  const described = [describedBy, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <span className="day-input">
      <input
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="yyyy/mm/dd"
        maxLength={10}
        className={['p-inputtext p-component day-input__field', className].filter(Boolean).join(' ')}
        value={text}
        aria-label={ariaLabel}
        aria-invalid={invalid || undefined}
        aria-describedby={described}
        required={required}
        onChange={(event) => accept(maskDayText(event.target.value))}
        onKeyDown={step}
        onBlur={() => {
          const day = dayOfText(text);
          if (text === '' && required) setDraft(undefined);
          else setInvalid(text !== '' && (day === undefined || !inRange(day)));
        }}
      />
      {invalid ? (
        <small id={errorId} className="day-input__error field__error" role="alert">
          Enter a day as yyyy/mm/dd{range}.
        </small>
      ) : null}
    </span>
  );
};
