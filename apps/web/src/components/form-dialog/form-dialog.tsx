import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { maskBesideSidebar } from '../dialog-mask';
import { FormErrors } from '../form';
import { DialogLeaveGuard } from './dialog-leave-guard';

export interface FormDialogProps {
  visible: boolean;
  header: string;
  /** The id of the form inside, which the Save button submits. */
  formId: string;
  /** The form's submit handler. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Messages above the fields: server answers that belong to no single field. */
  messages: readonly string[];
  /** Classes of the form; `form` unless told. */
  formClassName?: string;
  formTestId?: string;
  submitLabel?: string;
  submitting?: boolean;
  onHide: () => void;
  children: ReactNode;
  width?: string;
  testId?: string;
}

/**
 * A modal holding a create or edit form: the form with its messages and the fields inside, Cancel and Save in the footer (Save submits
 * the form by its id, so Enter in a field submits too). The overlay leaves the side navigation visible, so once
 * something is typed, leaving the page by it asks first (`DialogLeaveGuard`): input is never dropped silently.
 */
export const FormDialog = ({
  visible,
  header,
  formId,
  onSubmit,
  messages,
  formClassName = 'form',
  formTestId,
  submitLabel = 'Save',
  submitting = false,
  onHide,
  children,
  width = '36rem',
  testId = 'form-dialog',
}: FormDialogProps) => {
  // Changed by any field's input (React's change events bubble to the form); forgotten when the dialog goes.
  const [changed, setChanged] = useState(false);
  const [wasVisible, setWasVisible] = useState(visible);
  if (wasVisible !== visible) {
    setWasVisible(visible);
    if (!visible) setChanged(false);
  }
  return (
    <>
      <Dialog
        visible={visible}
        onHide={() => {
          if (visible) onHide();
        }}
        header={header}
        footer={
          <div className="dialog-footer">
            <Button type="button" label="Cancel" outlined onClick={onHide} data-testid={`${testId}-cancel`} />
            <Button
              type="submit"
              form={formId}
              label={submitLabel}
              loading={submitting}
              disabled={submitting}
              data-testid={`${testId}-submit`}
            />
          </div>
        }
        modal
        draggable={false}
        resizable={false}
        maskStyle={maskBesideSidebar}
        style={{ width: `min(${width}, 94vw)` }}
        data-testid={testId}
      >
        <form
          id={formId}
          className={formClassName}
          onSubmit={onSubmit}
          onChange={() => setChanged(true)}
          noValidate
          data-testid={formTestId}
        >
          <FormErrors messages={messages} />
          {children}
        </form>
      </Dialog>
      {visible && changed ? <DialogLeaveGuard dialog={header} /> : null}
    </>
  );
};
