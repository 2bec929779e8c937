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

/**
 * A labelled text input (also for passwords and e-mails) with its error message: a plain input in the theme's
 * `p-inputtext` style, so that forms need no PrimeReact code for their fields.
 */
export const TextField = ({ id, label, error, hint, ref, className, ...input }: TextFieldProps) => (
  <FieldShell id={id} label={label} error={error} hint={hint}>
    {(describedBy) => (
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={['p-inputtext p-component', className, error ? 'p-invalid' : ''].filter(Boolean).join(' ')}
        {...input}
      />
    )}
  </FieldShell>
);
