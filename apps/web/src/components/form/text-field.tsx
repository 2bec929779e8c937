import { InputText } from 'primereact/inputtext';
import type { InputHTMLAttributes, Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value'> {
  id: string;
  value?: string;
  label: string;
  /** The field's error message, shown under it and linked with aria-describedby. */
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input (also for passwords and e-mails) with its error message. */
export const TextField = ({ id, label, error, hint, ref, className, ...input }: TextFieldProps) => {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <InputText
        id={id}
        ref={ref}
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
