import { InputTextarea } from 'primereact/inputtextarea';
import type { Ref, TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> {
  id: string;
  value?: string;
  label: string;
  /** The field's error message, shown under it and linked with aria-describedby. */
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input with its error message (the sibling of TextField). */
export const TextAreaField = ({ id, label, error, hint, ref, className, ...input }: TextAreaFieldProps) => {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <InputTextarea
        id={id}
        ref={ref}
        rows={3}
        autoResize={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={[className, error ? 'p-invalid' : ''].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hint ? (
        <small id={hintId} className="field__hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={errorId} className="field__error p-error" data-testid={`${id}-error`}>
          {error}
        </small>
      ) : null}
    </div>
  );
};
