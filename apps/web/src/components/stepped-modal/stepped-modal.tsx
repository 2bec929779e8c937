import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { type ReactNode, useId } from 'react';
import { maskBesideSidebar } from '../dialog-mask';

export interface SteppedModalProps {
  visible: boolean;
  /** One-based number of the current step. */
  current: number;
  total: number;
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** The Continue button's label; "Continue" unless changed (e.g. "Finish" on the last step). */
  continueLabel?: string;
  continueDisabled?: boolean;
  continueLoading?: boolean;
  /** Make Continue submit a named form instead of calling onContinue. */
  continueForm?: string;
  onContinue?: () => void;
  onHide: () => void;
}

/** Stepped modal (spec section 2): header "current/total", a title, a subtitle and a Continue button. */
export const SteppedModal = ({
  visible,
  current,
  total,
  title,
  subtitle,
  children,
  continueLabel = 'Continue',
  continueDisabled,
  continueLoading,
  continueForm,
  onContinue,
  onHide,
}: SteppedModalProps) => {
  const titleId = useId();
  const header = (
    <div className="stepped-modal__header">
      <span className="stepped-modal__step" data-testid="stepped-modal-step">
        {current}/{total}
      </span>
      <h2 id={titleId} className="stepped-modal__title">
        {title}
      </h2>
      {subtitle ? <p className="stepped-modal__subtitle">{subtitle}</p> : null}
    </div>
  );
  const footer = (
    <div className="dialog-footer">
      <Button
        type={continueForm ? 'submit' : 'button'}
        form={continueForm}
        label={continueLabel}
        disabled={continueDisabled}
        loading={continueLoading}
        onClick={continueForm ? undefined : onContinue}
        data-testid="stepped-modal-continue"
      />
    </div>
  );
  return (
    <Dialog
      visible={visible}
      onHide={() => {
        if (visible) onHide();
      }}
      header={header}
      footer={footer}
      modal
      draggable={false}
      resizable={false}
      maskStyle={maskBesideSidebar}
      style={{ width: 'min(40rem, 92vw)' }}
      aria-labelledby={titleId}
      data-testid="stepped-modal"
    >
      {children}
    </Dialog>
  );
};
