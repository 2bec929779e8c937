import { type Speaker, TEST_SET_NAME_MAX } from '@parlance/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useToast } from '../../../components/toast';
import { mapApiError } from '../../../lib/api-errors';
import { addTestConversation, createTestSet, listTestSets, testSetsQueryKey } from '../api/test-sets';
import { noRoomFor, setChoiceText } from '../lib/test-set-limits';

export interface LabelledMessage {
  from: Speaker;
  content: string;
  stage: string;
}

export interface SaveTestConversationProps {
  tenantPublicId: string;
  programId: number;
  messages: LabelledMessage[];
  stages: readonly string[];
  onHide: () => void;
}

const NEW_SET = 'new';

/**
 * "Save as test conversation": the transcript with the engine's labels, each correctable, joins an existing test
 * set of the program or a new one.
 */
export const SaveTestConversation = ({
  tenantPublicId,
  programId,
  messages,
  stages,
  onHide,
}: SaveTestConversationProps) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const sets = useQuery({
    queryKey: testSetsQueryKey(tenantPublicId, programId),
    queryFn: ({ signal }) => listTestSets(tenantPublicId, programId, signal),
  });
  const [labels, setLabels] = useState(() => messages.map((m) => m.stage));
  const [target, setTarget] = useState<string>('');
  const [name, setName] = useState('Simulator conversations');
  const chosen = target || (sets.data?.[0] ? String(sets.data[0].id) : NEW_SET);
  const save = useMutation({
    mutationFn: async () => {
      const conversation = {
        messages: messages.map((m, i) => ({ from: m.from, content: m.content, stage: labels[i]! })),
      };
      return chosen === NEW_SET
        ? createTestSet(tenantPublicId, programId, name.trim(), [conversation])
        : addTestConversation(tenantPublicId, programId, Number(chosen), conversation);
    },
    onSuccess: (set) => {
      void queryClient.invalidateQueries({ queryKey: testSetsQueryKey(tenantPublicId, programId) });
      toast.show({
        severity: 'success',
        summary: 'Saved',
        detail: `The conversation was added to "${set.name}".`,
      });
      onHide();
    },
  });
  // A set with no room left for the conversation is said so before anything is sent.
  const chosenSet = sets.data?.find((set) => String(set.id) === chosen);
  const full = chosenSet ? noRoomFor(chosenSet, messages.length) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ((chosen === NEW_SET && !name.trim()) || full) return;
    save.mutate();
  };
  const errors = full
    ? [full]
    : save.error
      ? [mapApiError(save.error).problem?.message ?? mapApiError(save.error).detail]
      : [];
  const options = [...new Set([...stages, ...messages.map((m) => m.stage)])];
  return (
    <FormDialog
      visible
      header="Save as test conversation"
      formId="save-test-conversation"
      onSubmit={submit}
      messages={errors}
      submitLabel="Save conversation"
      submitting={save.isPending}
      onHide={onHide}
      width="48rem"
      testId="save-test-conversation"
    >
      <div className="field">
        <label htmlFor="test-set-target" className="field__label">
          Test set
        </label>
        <select
          id="test-set-target"
          className="p-inputtext"
          value={chosen}
          onChange={(e) => setTarget(e.target.value)}
        >
          {(sets.data ?? []).map((set) => (
            <option key={set.id} value={set.id}>
              {setChoiceText(set)}
            </option>
          ))}
          <option value={NEW_SET}>A new test set</option>
        </select>
      </div>
      {chosen === NEW_SET ? (
        <div className="field">
          <label htmlFor="test-set-name" className="field__label">
            Name of the new test set
          </label>
          <input
            id="test-set-name"
            className="p-inputtext"
            value={name}
            maxLength={TEST_SET_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={!name.trim()}
          />
        </div>
      ) : null}
      <ol className="simulator__labels" aria-label="Labels to save">
        {messages.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a message's position is its index in the engagement
          <li key={i}>
            <span>
              <strong>{m.from}:</strong> {m.content}
            </span>
            <label className="visually-hidden" htmlFor={`test-label-${i}`}>
              Stage of message {i + 1}
            </label>
            <select
              id={`test-label-${i}`}
              className="p-inputtext"
              value={labels[i]}
              onChange={(e) => setLabels((all) => all.map((s, j) => (j === i ? e.target.value : s)))}
            >
              {options.map((stage) => (
                <option key={stage} value={stage}>
                  {stage}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ol>
    </FormDialog>
  );
};
