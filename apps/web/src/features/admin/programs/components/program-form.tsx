import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROGRAM_CHANNELS,
  PROGRAM_STATUSES,
  type Program,
  type ProgramUpdateInput,
  programUpdateSchema,
} from '@parlance/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField, TextField } from '../../../../components/form';
import { FormDialog } from '../../../../components/form-dialog';
import { useToast } from '../../../../components/toast';
import { useServerErrors } from '../../../../lib/form-errors';
import { createProgram } from '../api/create-program';
import { programsQueryKey } from '../api/list-programs';
import { updateProgram } from '../api/update-program';
import { CHANNEL_LABELS, STATUS_LABELS } from './program-labels';

type Values = ProgramUpdateInput;
type Output = z.output<typeof programUpdateSchema>;

const FIELDS = ['name', 'description', 'channel', 'agentOnly', 'status'] as const;
const FORM_ID = 'program-form';

const initialValues = (program: Program | null): Values => ({
  name: program?.name ?? '',
  description: program?.description ?? '',
  channel: program?.channel ?? 'voice',
  agentOnly: program?.agentOnly ?? false,
  status: program?.status ?? 'active',
});

export interface ProgramFormProps {
  tenantPublicId: string;
  /** The program to edit, or null for a new one. */
  program: Program | null;
  onClose: () => void;
}

/**
 * Creating or editing a program: name (unique in the tenant; the server's answer lands on the field),
 * description, channel, agent-only and, when editing, the status (active restores an archived program).
 */
export const ProgramForm = ({ tenantPublicId, program, onClose }: ProgramFormProps) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(programUpdateSchema),
    defaultValues: initialValues(program),
  });
  const serverErrors = useServerErrors(setError, { fields: FIELDS });

  const onSubmit = async (values: Output) => {
    const saved = await serverErrors.attempt(() =>
      program ? updateProgram(tenantPublicId, program.id, values) : createProgram(tenantPublicId, values),
    );
    if (!saved) return;
    toast.showSuccess('Program', program ? 'updated' : 'created');
    await queryClient.invalidateQueries({ queryKey: programsQueryKey(tenantPublicId) });
    onClose();
  };

  return (
    <FormDialog
      visible
      header={program ? `Edit program ${program.name}` : 'New program'}
      formId={FORM_ID}
      onSubmit={handleSubmit(onSubmit)}
      messages={serverErrors.messages}
      submitting={isSubmitting}
      onHide={onClose}
      testId="program-dialog"
    >
      <TextField
        id="name"
        label="Name"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextAreaField
        id="description"
        label="Description"
        error={errors.description?.message}
        {...register('description')}
      />
      <fieldset className="choice-group" aria-describedby={errors.channel ? 'channel-error' : undefined}>
        <legend>Channel</legend>
        <div className="choice-group__options">
          {PROGRAM_CHANNELS.map((channel) => (
            <label key={channel} className="choice">
              <input type="radio" value={channel} {...register('channel')} />
              {CHANNEL_LABELS[channel]}
            </label>
          ))}
        </div>
        {errors.channel ? (
          <small id="channel-error" className="field__error" data-testid="channel-error">
            {errors.channel.message}
          </small>
        ) : null}
      </fieldset>
      <div className="field">
        <label className="choice">
          <input type="checkbox" aria-describedby="agentOnly-hint" {...register('agentOnly')} />
          Agent only
        </label>
        <small id="agentOnly-hint" className="field__hint">
          In the simulator only the Agent side can be played.
        </small>
      </div>
      {program ? (
        <fieldset className="choice-group" aria-describedby="status-hint">
          <legend>Status</legend>
          <div className="choice-group__options">
            {PROGRAM_STATUSES.map((status) => (
              <label key={status} className="choice">
                <input type="radio" value={status} {...register('status')} />
                {STATUS_LABELS[status]}
              </label>
            ))}
          </div>
          <small id="status-hint" className="field__hint">
            Set an archived program back to Active to restore it.
          </small>
          {errors.status ? (
            <small className="field__error" data-testid="status-error">
              {errors.status.message}
            </small>
          ) : null}
        </fieldset>
      ) : null}
    </FormDialog>
  );
};
