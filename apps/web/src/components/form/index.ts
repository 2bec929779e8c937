export { FieldShell, type FieldShellProps } from './field-shell';
export { FormErrors } from './form-errors';
export { SubmitButton } from './submit-button';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { TextField, type TextFieldProps } from './text-field';
