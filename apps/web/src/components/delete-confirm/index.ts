export { DeleteConfirm, type DeleteConfirmProps } from './delete-confirm';
