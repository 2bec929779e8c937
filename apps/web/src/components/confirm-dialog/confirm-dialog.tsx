import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';
import { maskBesideSidebar } from '../dialog-mask';

type ConfirmSeverity = 'danger' | 'warning' | 'success' | 'info';

interface ConfirmBase {
  label: string;
  severity?: ConfirmSeverity;
  disabled?: boolean;
  loading?: boolean;
}

/** The confirm button: a plain button, a submit button of a named form, or a link. */
export type ConfirmAction =
  | (ConfirmBase & { onClick: () => void; form?: never; href?: never })
  | (ConfirmBase & { form: string; onClick?: () => void; href?: never })
  | (ConfirmBase & { href: string; target?: string; onClick?: () => void; form?: never });

export interface ConfirmDialogProps {
  visible: boolean;
  header: string;
  children?: ReactNode;
  /** Called by the cancel button, the close icon, Escape. */
  onCancel: () => void;
  cancelLabel?: string;
  /** Optional: without it the dialog only has the cancel button. */
  confirm?: ConfirmAction;
}

const severityClass = (severity: ConfirmSeverity | undefined) => (severity ? `p-button-${severity}` : '');

/**
 * Confirm/cancel dialog (spec section 2). The confirm button can submit a form elsewhere on the page through the
 * `form` attribute, or be a link with href and target. The overlay leaves room for the side navigation.
 */
export const ConfirmDialog = ({
  visible,
  header,
  children,
  onCancel,
  cancelLabel = 'Cancel',
  confirm,
}: ConfirmDialogProps) => {
  const footer = (
    <div className="dialog-footer">
      <Button
        type="button"
        label={cancelLabel}
        outlined
        onClick={onCancel}
        data-testid="confirm-dialog-cancel"
      />
      {confirm?.href !== undefined ? (
        <a
          className={`p-button p-component ${severityClass(confirm.severity)}`}
          href={confirm.href}
          target={confirm.target}
          rel={confirm.target === '_blank' ? 'noopener noreferrer' : undefined}
          onClick={confirm.onClick}
          data-testid="confirm-dialog-confirm"
        >
          <span className="p-button-label">{confirm.label}</span>
        </a>
      ) : confirm ? (
        <Button
          type={confirm.form ? 'submit' : 'button'}
          form={confirm.form}
          label={confirm.label}
          className={severityClass(confirm.severity)}
          disabled={confirm.disabled}
          loading={confirm.loading}
          onClick={confirm.onClick}
          data-testid="confirm-dialog-confirm"
        />
      ) : null}
    </div>
  );

  return (
    <Dialog
      visible={visible}
      onHide={() => {
        if (visible) onCancel();
      }}
      header={header}
      footer={footer}
      modal
      draggable={false}
      resizable={false}
      maskStyle={maskBesideSidebar}
      style={{ width: 'min(32rem, 92vw)' }}
      data-testid="confirm-dialog"
    >
      {children}
    </Dialog>
  );
};
