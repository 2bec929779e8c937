import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../../components/form';
import { FormDialog } from '../../../components/form-dialog';
import { useToast } from '../../../components/toast';
import { useServerErrors } from '../../../lib/form-errors';

import { addEngagementToTestSet, listProgramTestSets, testSetsQueryKey } from '../api/engagements';

const NEW_SET = 'new';

const schema = z
  .object({ target: z.string(), name: z.string().trim().max(100, 'A name is at most 100 characters.') })
  .refine((v) => v.target !== NEW_SET || v.name.length > 0, {
    message: 'Name the new test set.',
    path: ['name'],
  });
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;
// The server names the set field `testSetId`; it is this form's `target`.
const FIELDS = ['target', 'name'] as const;

export interface AddToTestSetProps {
  tenantPublicId: string;
  engagementId: string;
  programId: number;
  onHide: () => void;
}

/** "Add to test set": the engagement with its stages (corrections first) joins a set of its program or a new one. */
export const AddToTestSet = ({ tenantPublicId, engagementId, programId, onHide }: AddToTestSetProps) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const sets = useQuery({
    queryKey: testSetsQueryKey(tenantPublicId, programId),
    queryFn: ({ signal }) => listProgramTestSets(tenantPublicId, programId, signal),
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { target: '', name: `Engagement ${engagementId}`.slice(0, 100) },
  });
  const serverErrors = useServerErrors(setError, { fields: FIELDS, errorKeyFields: {} });
  const chosen = watch('target') || (sets.data?.[0] ? String(sets.data[0].id) : NEW_SET);
  const mutation = useMutation({
    mutationFn: (values: Output) =>
      addEngagementToTestSet(
        tenantPublicId,
        engagementId,
        chosen === NEW_SET ? { name: values.name } : { testSetId: Number(chosen) },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testSetsQueryKey(tenantPublicId, programId) }),
  });
  const onSubmit = async (values: Output) => {
    let added: { name: string } | undefined;
    const ok = await serverErrors.attempt(async () => {
      added = await mutation.mutateAsync(values);
    });
    if (!ok) return;
    toast.show({
      severity: 'success',
      summary: 'Added to test set',
      detail: `The engagement was added to "${added?.name ?? ''}".`,
    });
    onHide();
  };
  const messages = [
    ...serverErrors.messages,
    // The server's field error on the set lands on the choice.
    ...(errors.target?.message ? [errors.target.message] : []),
  ];
  return (
    <FormDialog
      visible
      header="Add to test set"
      formId="add-to-test-set"
      onSubmit={handleSubmit(onSubmit)}
      messages={messages}
      submitLabel="Add"
      submitting={isSubmitting}
      onHide={onHide}
      testId="add-to-test-set"
    >
      <div className="field">
        <label htmlFor="add-to-test-set-target" className="field__label">
          Test set
        </label>
        <select id="add-to-test-set-target" className="p-inputtext" {...register('target')} value={chosen}>
          {(sets.data ?? []).map((set) => (
            <option key={set.id} value={set.id}>
              {set.name} ({set.conversations} conversations)
            </option>
          ))}
          <option value={NEW_SET}>A new test set</option>
        </select>
      </div>
      {chosen === NEW_SET ? (
        <TextField
          id="add-to-test-set-name"
          label="Name of the new test set"
          autoComplete="off"
          maxLength={100}
          error={errors.name?.message}
          {...register('name')}
        />
      ) : null}
      <p className="engagement-row__muted">
        Each message goes with its stage: the correction where there is one, else the engine’s label.
      </p>
    </FormDialog>
  );
};
