export { FormErrors } from './form-errors';
export { TextField, type TextFieldProps } from './text-field';
