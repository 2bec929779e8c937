import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_KEYS, type TripleFields, type TripleInput, tripleInputSchema } from '@parlance/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../components/form';
import { FormDialog } from '../../../components/form-dialog';
import { useToast } from '../../../components/toast';
import { useServerErrors } from '../../../lib/form-errors';
import { createTriple, triplesQueryKey, updateTriple } from '../api/triples';
import type { Triple } from '../model';

type Values = { subject: string; predicate: string; object: string; source: string };
const FIELDS = ['subject', 'predicate', 'object', 'source'] as const;

export interface TripleFormProps {
  tenantPublicId: string;
  programId: number;
  /** The triple to edit, or null for a new one. */
  triple: Triple | null;
  onClose: () => void;
}

/**
 * Creating or editing a triple: subject, predicate and object (1 to 500 characters), an optional source (at most
 * 200). The same triple twice in a program (regardless of case) is refused by the server on the field it names.
 */
export const TripleForm = ({ tenantPublicId, programId, triple, onClose }: TripleFormProps) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, TripleFields>({
    resolver: zodResolver(tripleInputSchema) as never,
    defaultValues: {
      subject: triple?.subject ?? '',
      predicate: triple?.predicate ?? '',
      object: triple?.object ?? '',
      source: triple?.source ?? '',
    } satisfies TripleInput,
  });
  const serverErrors = useServerErrors(setError, {
    fields: FIELDS,
    errorKeyFields: { [ERROR_KEYS.tripleExists]: 'subject' },
  });

  const onSubmit = async (values: TripleFields) => {
    const saved = await serverErrors.attempt(() =>
      triple
        ? updateTriple(tenantPublicId, programId, triple.id, values)
        : createTriple(tenantPublicId, programId, values),
    );
    if (!saved) return;
    toast.showSuccess('Triple', triple ? 'updated' : 'created');
    await queryClient.invalidateQueries({ queryKey: triplesQueryKey(tenantPublicId, programId) });
    onClose();
  };

  return (
    <FormDialog
      visible
      header={triple ? 'Edit triple' : 'New triple'}
      formId="triple-form"
      onSubmit={handleSubmit(onSubmit)}
      messages={serverErrors.messages}
      submitting={isSubmitting}
      onHide={onClose}
      testId="triple-dialog"
    >
      <TextField
        id="subject"
        label="Subject"
        autoComplete="off"
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextField
        id="predicate"
        label="Predicate"
        autoComplete="off"
        error={errors.predicate?.message}
        {...register('predicate')}
      />
      <TextAreaField
        id="object"
        label="Object"
        rows={2}
        error={errors.object?.message}
        {...register('object')}
      />
      <TextField
        id="source"
        label="Source"
        hint="Where the fact comes from (optional)."
        autoComplete="off"
        error={errors.source?.message}
        {...register('source')}
      />
    </FormDialog>
  );
};
