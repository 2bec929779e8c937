export type { DeleteConfirmProps } from './delete-confirm';
export { LazyDeleteConfirm as DeleteConfirm } from './lazy-delete-confirm';
