import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';
import { maskBesideSidebar } from '../dialog-mask';

export interface FormDialogProps {
  visible: boolean;
  header: string;
  /** The id of the form inside, which the Save button submits. */
  formId: string;
  submitLabel?: string;
  submitting?: boolean;
  onHide: () => void;
  children: ReactNode;
  width?: string;
  testId?: string;
}

/**
 * A modal holding a create or edit form: the form's fields inside, Cancel and Save in the footer (Save submits
 * the form by its id, so Enter in a field submits too). The overlay leaves the side navigation visible.
 */
export const FormDialog = ({
  visible,
  header,
  formId,
  submitLabel = 'Save',
  submitting = false,
  onHide,
  children,
  width = '36rem',
  testId = 'form-dialog',
}: FormDialogProps) => (
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
    {children}
  </Dialog>
);
