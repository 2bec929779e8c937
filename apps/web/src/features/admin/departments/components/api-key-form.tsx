import { zodResolver } from '@hookform/resolvers/zod';
import { type ApiKeyCreated, type ApiKeyCreateInput, apiKeyCreateSchema } from '@parlance/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../../components/form';
import { FormDialog } from '../../../../components/form-dialog';
import { useServerErrors } from '../../../../lib/form-errors';
import { apiKeysQueryKey, createApiKey } from '../api/api-keys';

type Output = z.output<typeof apiKeyCreateSchema>;
const FORM_ID = 'api-key-form';

/** The new key, shown this once, with a button that copies it. */
const CreatedKey = ({ created, onClose }: { created: ApiKeyCreated; onClose: () => void }) => {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(created.key);
    setCopied(true);
  };
  return (
    <Dialog
      visible
      header={`API key ${created.name}`}
      onHide={onClose}
      style={{ width: '36rem' }}
      data-testid="api-key-created"
      footer={<Button type="button" label="Done" onClick={onClose} />}
    >
      <p>Copy the key now: it is shown this once and cannot be read again.</p>
      <label htmlFor="api-key-value">Key</label>
      <div className="api-key-created__row">
        <input
          id="api-key-value"
          className="p-inputtext api-key-created__value"
          readOnly
          value={created.key}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="api-key-value"
        />
        <Button type="button" icon="pi pi-copy" label="Copy" outlined onClick={() => void copy()} />
      </div>
      <p role="status" aria-live="polite">
        {copied ? 'Copied.' : ''}
      </p>
    </Dialog>
  );
};

/** Creating an API key: a name; then the key, shown once. */
export const ApiKeyForm = ({ tenantPublicId, onClose }: { tenantPublicId: string; onClose: () => void }) => {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApiKeyCreateInput, unknown, Output>({
    resolver: zodResolver(apiKeyCreateSchema),
    defaultValues: { name: '' },
  });
  const serverErrors = useServerErrors(setError, { fields: ['name'] });

  const onSubmit = async (values: Output) => {
    let answer: ApiKeyCreated | undefined;
    const saved = await serverErrors.attempt(async () => {
      answer = await createApiKey(tenantPublicId, values);
    });
    if (!saved || !answer) return;
    await queryClient.invalidateQueries({ queryKey: apiKeysQueryKey(tenantPublicId) });
    setCreated(answer);
  };

  if (created) return <CreatedKey created={created} onClose={onClose} />;
  return (
    <FormDialog
      visible
      header="New API key"
      formId={FORM_ID}
      onSubmit={handleSubmit(onSubmit)}
      messages={serverErrors.messages}
      submitting={isSubmitting}
      submitLabel="Create"
      onHide={onClose}
      testId="api-key-dialog"
    >
      <TextField
        id="api-key-name"
        label="Name"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
    </FormDialog>
  );
};
