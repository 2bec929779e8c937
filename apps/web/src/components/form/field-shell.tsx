import type { ReactNode } from 'react';

export interface FieldShellProps {
  id: string;
  label: string;
  /** The field's error message, shown under it and linked with aria-describedby. */
  error?: string | undefined;
  hint?: string | undefined;
  /** The control, given the ids it is described by. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, control, hint and error message of a form field; the hint and error ids are `{id}-hint` and `{id}-error`. */
export const FieldShell = ({ id, label, error, hint, children }: FieldShellProps) => {
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <small id={`${id}-hint`} className="field__hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="field__error p-error" data-testid={`${id}-error`}>
          {error}
        </small>
      ) : null}
    </div>
  );
};
