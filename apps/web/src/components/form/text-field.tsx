import { InputText } from 'primereact/inputtext';
import type { InputHTMLAttributes, Ref } from 'react';
import { FieldShell } from './field-shell';

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
export const TextField = ({ id, label, error, hint, ref, className, ...input }: TextFieldProps) => (
  <FieldShell id={id} label={label} error={error} hint={hint}>
    {(describedBy) => (
      <InputText
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={[className, error ? 'p-invalid' : ''].filter(Boolean).join(' ') || undefined}
        {...input}
      />
    )}
  </FieldShell>
);
