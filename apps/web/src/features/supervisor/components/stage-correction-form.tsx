import { zodResolver } from '@hookform/resolvers/zod';
import {
  type EngagementDetail,
  type EngagementMessage,
  type StageCorrectionRequest,
  stageCorrectionRequestSchema,
} from '@parlance/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrors } from '../../../components/form';
import { useToast } from '../../../components/toast';
import { useServerErrors } from '../../../lib/form-errors';
import { correctStage, engagementQueryKey, engagementsQueryKey } from '../api/engagements';

type Output = z.output<typeof stageCorrectionRequestSchema>;
const FIELDS = ['stage', 'addAsExample'] as const;

export interface StageCorrectionFormProps {
  tenantPublicId: string;
  engagementId: string;
  message: EngagementMessage;
  /** The program's stages, in the builder's order. */
  stages: string[];
  onDone: () => void;
}

/**
 * Sets the stage of one message (`p-correct_stage_labels`), optionally adding its text to the stage's examples.
 * Choosing the engine's own stage again takes the correction away. A 409 (the stage model changed meanwhile) and
 * field errors are shown on the form.
 */
export const StageCorrectionForm = ({
  tenantPublicId,
  engagementId,
  message,
  stages,
  onDone,
}: StageCorrectionFormProps) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StageCorrectionRequest, unknown, Output>({
    resolver: zodResolver(stageCorrectionRequestSchema),
    defaultValues: { stage: message.stage, addAsExample: false },
  });
  const serverErrors = useServerErrors(setError, { fields: FIELDS });
  const mutation = useMutation({
    mutationFn: (body: Output) => correctStage(tenantPublicId, engagementId, message.index, body),
    onSuccess: (corrected) => {
      queryClient.setQueryData<EngagementDetail>(engagementQueryKey(tenantPublicId, engagementId), (old) =>
        old
          ? { ...old, messages: old.messages.map((m) => (m.index === corrected.index ? corrected : m)) }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: [...engagementsQueryKey(tenantPublicId), 'list'] });
    },
  });
  const onSubmit = async (values: Output) => {
    const saved = await serverErrors.attempt(() => mutation.mutateAsync(values));
    if (!saved) return;
    toast.show({
      severity: 'success',
      summary: 'Stage corrected',
      detail: values.addAsExample
        ? `Message ${message.index + 1} is now ${values.stage}, and its text is an example of that stage.`
        : `Message ${message.index + 1} is now ${values.stage}.`,
    });
    onDone();
  };
  const id = `correct-${message.index}`;
  const options = stages.includes(message.stage) ? stages : [...stages, message.stage];
  return (
    <form
      className="stage-correction"
      onSubmit={handleSubmit(onSubmit)}
      aria-label={`Correct the stage of message ${message.index + 1}`}
      data-testid="stage-correction"
    >
      <FormErrors messages={serverErrors.messages} testId="stage-correction-errors" />
      <div className="stage-correction__fields">
        <label htmlFor={`${id}-stage`} className="field__label">
          Stage
        </label>
        <select
          id={`${id}-stage`}
          className="p-inputtext"
          aria-invalid={errors.stage ? true : undefined}
          aria-describedby={errors.stage ? `${id}-stage-error` : undefined}
          {...register('stage')}
        >
          {options.map((stage) => (
            <option key={stage} value={stage}>
              {stage}
              {stage === message.engineStage ? ' (the engine’s label)' : ''}
            </option>
          ))}
        </select>
        <label className="stage-correction__check">
          <input
            type="checkbox"
            aria-describedby={errors.addAsExample ? `${id}-example-error` : undefined}
            {...register('addAsExample')}
          />{' '}
          Add as example
        </label>
        <Button type="submit" label="Save" size="small" loading={isSubmitting} disabled={isSubmitting} />
        <Button type="button" label="Cancel" size="small" outlined onClick={onDone} />
      </div>
      {errors.stage ? (
        <small id={`${id}-stage-error`} className="field__error p-error">
          {errors.stage.message}
        </small>
      ) : null}
      {errors.addAsExample ? (
        <small id={`${id}-example-error`} className="field__error p-error">
          {errors.addAsExample.message}
        </small>
      ) : null}
    </form>
  );
};
