export { type ConfirmAction, ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { LazyConfirmDialog } from './lazy-confirm-dialog';
