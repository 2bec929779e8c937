import { type ReactNode, useEffect, useState } from 'react';
import { AdminError } from '../admin-page';
import { ConfirmDialog } from '../confirm-dialog';

export interface DeleteConfirmProps {
  /** Shown while true. */
  visible: boolean;
  header: string;
  children: ReactNode;
  /** The confirm button's label ("Delete", "Archive", "Remove"). */
  confirmLabel?: string;
  /** Does the deletion; a rejection (an ApiError) is shown in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
  /** Closes the dialog: after cancelling, or after onConfirm succeeded. */
  onClose: () => void;
}

/**
 * The confirm dialog before a destructive action. A refusal from the server (a role still held, a department
 * with agents) is shown inside the dialog as the validation error it is, so that it cannot be missed.
 */
export const DeleteConfirm = ({
  visible,
  header,
  children,
  confirmLabel = 'Delete',
  onConfirm,
  onClose,
}: DeleteConfirmProps) => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (visible) setError(null);
  }, [visible]);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      visible={visible}
      header={header}
      onCancel={onClose}
      cancelLabel={error ? 'OK' : 'Cancel'}
      confirm={
        error
          ? undefined
          : { label: confirmLabel, severity: 'danger', loading: busy, disabled: busy, onClick: confirm }
      }
    >
      <div className="delete-confirm">
        {children}
        <AdminError error={error} testId="delete-error" />
      </div>
    </ConfirmDialog>
  );
};
