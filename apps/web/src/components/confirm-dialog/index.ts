export { type ConfirmAction, ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
