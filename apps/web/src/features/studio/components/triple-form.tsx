import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_KEYS, type TripleFields, tripleInputSchema } from '@parlance/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextAreaField, TextField } from '../../../components/form';
import { FormDialog } from '../../../components/form-dialog';
import { useToast } from '../../../components/toast';
import { useServerErrors } from '../../../lib/form-errors';
import { createTriple, triplesQueryKey, updateTriple } from '../api/triples';
import type { Triple } from '../model';

type Values = {
  subject: string;
  predicate: string;
  object: string;
  source: string;
  aliases: string;
  questions: string;
};
const FIELDS = ['subject', 'predicate', 'object', 'source', 'aliases', 'questions'] as const;

/**
 * Aliases and example questions are typed one a line; blank lines are skipped. Each line is checked with the
 * shared rule, and a problem names its line.
 */
const linesField = (rule: (typeof tripleInputSchema.shape)['aliases' | 'questions']) =>
  z.string().transform((text, context) => {
    const lines = text
      .split('\n')
      .map((line, index) => ({ line: line.trim(), number: index + 1 }))
      .filter(({ line }) => line !== '');
    const result = rule.safeParse(lines.map(({ line }) => line));
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const at = issue.path[0];
      const line = typeof at === 'number' ? lines[at]?.number : undefined;
      context.addIssue({ code: 'custom', message: line ? `Line ${line}: ${issue.message}` : issue.message });
    }
    return z.NEVER;
  });

const tripleFormSchema = tripleInputSchema.extend({
  aliases: linesField(tripleInputSchema.shape.aliases),
  questions: linesField(tripleInputSchema.shape.questions),
});

export interface TripleFormProps {
  tenantPublicId: string;
  programId: number;
  /** The triple to edit, or null for a new one. */
  triple: Triple | null;
  onClose: () => void;
}

/**
 * Creating or editing a triple: subject, predicate and object (1 to 500 characters), an optional source (at most
 * 200), and what teaches the knowledge cards: other names of the subject and questions the triple answers, one a
 * line. The same triple twice in a program (regardless of case) is refused by the server on the field it names.
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
    resolver: zodResolver(tripleFormSchema) as never,
    defaultValues: {
      subject: triple?.subject ?? '',
      predicate: triple?.predicate ?? '',
      object: triple?.object ?? '',
      source: triple?.source ?? '',
      aliases: (triple?.aliases ?? []).join('\n'),
      questions: (triple?.questions ?? []).join('\n'),
    } satisfies Values,
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
      <TextAreaField
        id="aliases"
        label="Other names of the subject"
        hint="One a line, as callers say it (optional), e.g. the gold plan."
        rows={2}
        error={errors.aliases?.message}
        {...register('aliases')}
      />
      <TextAreaField
        id="questions"
        label="Example questions"
        hint="One a line: questions this triple answers, in a caller's words (optional)."
        rows={3}
        error={errors.questions?.message}
        {...register('questions')}
      />
    </FormDialog>
  );
};
