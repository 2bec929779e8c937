import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

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

/** A labelled multi-line text input with its error message (the sibling of TextField), a plain textarea. */
export const TextAreaField = ({ id, label, error, hint, ref, className, ...input }: TextAreaFieldProps) => (
  <FieldShell id={id} label={label} error={error} hint={hint}>
    {(describedBy) => (
      <textarea
        id={id}
        ref={ref}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={['p-inputtextarea p-inputtext p-component', className, error ? 'p-invalid' : '']
          .filter(Boolean)
          .join(' ')}
        {...input}
      />
    )}
  </FieldShell>
);
