import { TEST_SET_NAME_MAX, type TestRun, type TestSetSummary } from '@parlance/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { type FormEvent, useEffect, useState } from 'react';
import { AdminError } from '../../../components/admin-page';
import { FormErrors } from '../../../components/form';
import { useToast } from '../../../components/toast';
import { useMayCall } from '../../../lib/endpoint-access';
import { problemOf } from '../../../lib/form-errors';
import { LazyDialog, lazyNamed } from '../../../lib/lazy-component';
import { getStageModel, putStageModel } from '../api/stage-model';
import {
  createTestSetFromText,
  deleteTestSet,
  listTestRuns,
  listTestSets,
  runTestSet,
  testRunsQueryKey,
  testSetsQueryKey,
} from '../api/test-sets';
import {
  busyRetrySeconds,
  busyText,
  fileTooLarge,
  latestRunsText,
  setChoiceText,
  TEST_SET_LIMITS_TEXT,
  wrongHeading,
} from '../lib/test-set-limits';
import { TestRunTrend } from './test-run-trend';

/** The delete confirmation (PrimeReact's Dialog) comes in its own chunk, fetched ahead on the Delete button. */
const DeleteConfirm = lazyNamed(() => import('../../../components/delete-confirm'), 'DeleteConfirm');

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

/** The answer's messages for a refused upload: its field errors (`lines[N]: …`) or its message. */
const uploadErrors = (error: unknown): string[] => {
  if (!error) return [];
  const problem = problemOf(error);
  const fields = problem?.fieldErrors ?? [];
  // Each line's message names its line (and column where known): shown as the server wrote it.
  if (fields.length) return fields.map((f) => f.message);
  return [problem?.message ?? problem?.detail ?? 'The test set could not be saved.'];
};

/**
 * Studio settings, "Test sets": upload conversations (JSON Lines), run a set against the current stage model, and
 * read the run: accuracy, macro-F1, per-stage scores, the confusion matrix as a heat map and the wrong messages,
 * each of which can become an example of its expected stage; the trend of the set's runs across model versions; and
 * deleting a set.
 */
export const TestSetsPanel = ({
  tenantPublicId,
  programId,
}: {
  tenantPublicId: string;
  programId: number;
}) => {
  const mayCall = useMayCall();
  const mayWrite = mayCall('POST /:tenantPublicId/api/programs/:programId/test-sets');
  const mayDelete = mayCall('DELETE /:tenantPublicId/api/programs/:programId/test-sets/:testSetId');
  const queryClient = useQueryClient();
  const toast = useToast();
  const [deleting, setDeleting] = useState<TestSetSummary | null>(null);
  const sets = useQuery({
    queryKey: testSetsQueryKey(tenantPublicId, programId),
    queryFn: ({ signal }) => listTestSets(tenantPublicId, programId, signal),
  });
  const [selected, setSelected] = useState<number>();
  const current = sets.data?.find((s) => s.id === selected) ?? sets.data?.[0];
  const runs = useQuery({
    queryKey: testRunsQueryKey(tenantPublicId, programId, current?.id ?? 0),
    queryFn: ({ signal }) => listTestRuns(tenantPublicId, programId, current!.id, signal),
    enabled: current !== undefined,
  });
  /** Seconds to wait before running again, when the server said another run was going on. */
  const [busySeconds, setBusySeconds] = useState<number>();
  const run = useMutation({
    mutationFn: () => runTestSet(tenantPublicId, programId, current!.id),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: testRunsQueryKey(tenantPublicId, programId, current!.id) }),
    onError: (error) => setBusySeconds(busyRetrySeconds(error)),
  });
  // The Run button waits as long as the server asked (`Retry-After`), then the note goes.
  useEffect(() => {
    if (busySeconds === undefined) return;
    const timer = setTimeout(() => {
      setBusySeconds(undefined);
      run.reset();
    }, busySeconds * 1000);
    return () => clearTimeout(timer);
  }, [busySeconds, run.reset]);
  const confirmDelete = async () => {
    if (!deleting) return;
    await deleteTestSet(tenantPublicId, programId, deleting.id);
    queryClient.setQueryData<TestSetSummary[]>(testSetsQueryKey(tenantPublicId, programId), (list) =>
      list?.filter((s) => s.id !== deleting.id),
    );
    queryClient.removeQueries({ queryKey: testRunsQueryKey(tenantPublicId, programId, deleting.id) });
    void queryClient.invalidateQueries({
      queryKey: testSetsQueryKey(tenantPublicId, programId),
      exact: true,
    });
    setSelected(undefined);
    toast.showSuccess('Test set', 'deleted');
  };
  const latest = runs.data?.reduce<TestRun | undefined>((a, b) => (!a || b.id > a.id ? b : a), undefined);

  return (
    <div className="test-sets">
      {mayWrite ? (
        <UploadForm tenantPublicId={tenantPublicId} programId={programId} onCreated={setSelected} />
      ) : null}
      <AdminError error={sets.error} testId="test-sets-error" />
      {sets.data && sets.data.length === 0 ? <p className="studio-empty">No test sets yet.</p> : null}
      {sets.data && sets.data.length > 0 ? (
        <div className="test-sets__bar">
          <label htmlFor="test-set-choice" className="field__label">
            Test set
          </label>
          <select
            id="test-set-choice"
            className="p-inputtext"
            value={current?.id ?? ''}
            onChange={(e) => setSelected(Number(e.target.value))}
          >
            {sets.data.map((s) => (
              <option key={s.id} value={s.id}>
                {setChoiceText(s)}
              </option>
            ))}
          </select>
          {mayWrite ? (
            <Button
              type="button"
              label="Run"
              icon="pi pi-play"
              loading={run.isPending}
              disabled={busySeconds !== undefined}
              onClick={() => run.mutate()}
            />
          ) : null}
          {mayDelete && current ? (
            <Button
              type="button"
              label="Delete"
              icon="pi pi-trash"
              severity="danger"
              outlined
              onPointerEnter={DeleteConfirm.preload}
              onFocus={DeleteConfirm.preload}
              onClick={() => setDeleting(current)}
            />
          ) : null}
        </div>
      ) : null}
      <LazyDialog shown={deleting !== null}>
        <DeleteConfirm
          visible={deleting !== null}
          header="Delete the test set?"
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        >
          <p>
            <strong>{deleting?.name}</strong> will be deleted with its conversations and runs. This cannot be
            undone.
          </p>
        </DeleteConfirm>
      </LazyDialog>
      {busySeconds !== undefined ? (
        <p className="test-sets__busy" role="status" data-testid="test-run-busy">
          {busyText(busySeconds)}
        </p>
      ) : null}
      <AdminError
        error={busySeconds === undefined ? (run.error ?? runs.error) : runs.error}
        testId="test-run-error"
      />
      {current && runs.data ? <TestRunTrend tenantPublicId={tenantPublicId} runs={runs.data} /> : null}
      {runs.data && latestRunsText(runs.data.length) ? (
        <p className="test-sets__note">{latestRunsText(runs.data.length)}</p>
      ) : null}
      {latest ? (
        <RunView tenantPublicId={tenantPublicId} programId={programId} run={latest} mayWrite={mayWrite} />
      ) : null}
    </div>
  );
};

const UploadForm = ({
  tenantPublicId,
  programId,
  onCreated,
}: {
  tenantPublicId: string;
  programId: number;
  onCreated: (id: number) => void;
}) => {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File>();
  const create = useMutation({
    mutationFn: async () => createTestSetFromText(tenantPublicId, programId, name.trim(), await file!.text()),
    onSuccess: (set) => {
      void queryClient.invalidateQueries({ queryKey: testSetsQueryKey(tenantPublicId, programId) });
      toast.show({ severity: 'success', summary: 'Saved', detail: `Test set "${set.name}" was created.` });
      onCreated(set.id);
      setName('');
    },
  });
  const tooLarge = fileTooLarge(file);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && file && !tooLarge) create.mutate();
  };
  return (
    <form className="test-sets__upload" onSubmit={submit} aria-label="Upload a test set">
      <FormErrors messages={tooLarge ? [tooLarge] : uploadErrors(create.error)} />
      <label htmlFor="test-set-upload-name" className="field__label">
        Name
      </label>
      <input
        id="test-set-upload-name"
        className="p-inputtext"
        value={name}
        maxLength={TEST_SET_NAME_MAX}
        onChange={(e) => setName(e.target.value)}
      />
      <label htmlFor="test-set-file" className="field__label">
        Conversations (JSON Lines)
      </label>
      <input
        id="test-set-file"
        type="file"
        accept=".jsonl,.json,.txt,application/jsonl,application/x-ndjson"
        aria-describedby="test-set-limits"
        aria-invalid={tooLarge ? true : undefined}
        onChange={(e) => setFile(e.target.files?.[0])}
      />
      <Button
        type="submit"
        label="Upload"
        icon="pi pi-upload"
        disabled={!name.trim() || !file || !!tooLarge}
        loading={create.isPending}
      />
      <p id="test-set-limits" className="field__hint test-sets__limits">
        {TEST_SET_LIMITS_TEXT}
      </p>
    </form>
  );
};

const RunView = ({
  tenantPublicId,
  programId,
  run,
  mayWrite,
}: {
  tenantPublicId: string;
  programId: number;
  run: TestRun;
  mayWrite: boolean;
}) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const addExample = useMutation({
    mutationFn: async ({ stage, content }: { stage: string; content: string }) => {
      const model = await getStageModel(tenantPublicId, programId);
      const stages = model.stages.map((s) =>
        s.label === stage ? { ...s, examples: [...s.examples, content.slice(0, 300)] } : s,
      );
      return putStageModel(tenantPublicId, programId, {
        version: model.version,
        stages,
        order: model.order,
        rules: model.rules,
        assistProvider: model.assistProvider,
        defaultMode: model.defaultMode,
      });
    },
    onSuccess: (_model, { stage }) => {
      void queryClient.invalidateQueries({ queryKey: ['stage-model', tenantPublicId, programId] });
      toast.show({ severity: 'success', summary: 'Saved', detail: `Added as an example of ${stage}.` });
    },
    onError: (error) => toast.showApiError(error),
  });
  const max = Math.max(1, ...run.confusion.flat());
  const wrong = wrongHeading(run);
  return (
    <section className="test-run" aria-labelledby="test-run-title" data-testid="test-run">
      <h2 id="test-run-title">
        Run of model version {run.modelVersion}: accuracy {pct(run.accuracy)}, macro-F1{' '}
        {run.macroF1.toFixed(3)}
      </h2>
      {/* The tables scroll sideways inside themselves on a phone (a matrix has a column per stage). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="test-run__scroll" tabIndex={0} aria-label="Confusion matrix">
        <table
          className="test-run__confusion"
          aria-label="Confusion matrix (rows: expected, columns: labelled)"
        >
          <thead>
            <tr>
              <th scope="col">Expected / labelled</th>
              {run.stages.map((s) => (
                <th key={s} scope="col">
                  {s}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {run.confusion.map((row, i) => (
              <tr key={run.stages[i]}>
                <th scope="row">{run.stages[i]}</th>
                {row.map((count, j) => {
                  const strength = count / max;
                  return (
                    <td
                      key={run.stages[j]}
                      style={{ background: `rgba(29, 95, 168, ${(strength * 0.9).toFixed(2)})` }}
                      className={strength > 0.45 ? 'test-run__cell--dark' : undefined}
                    >
                      {count}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="test-run__scroll" tabIndex={0} aria-label="Scores per stage">
        <table className="test-run__scores" aria-label="Scores per stage">
          <thead>
            <tr>
              <th scope="col">Stage</th>
              <th scope="col">Precision</th>
              <th scope="col">Recall</th>
              <th scope="col">F1</th>
              <th scope="col">Support</th>
            </tr>
          </thead>
          <tbody>
            {run.perStage.map((s) => (
              <tr key={s.stage}>
                <th scope="row">{s.stage}</th>
                <td>{s.precision.toFixed(3)}</td>
                <td>{s.recall.toFixed(3)}</td>
                <td>{s.f1.toFixed(3)}</td>
                <td>{s.support}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <h3>{wrong.heading}</h3>
      {wrong.note ? <p className="test-sets__note">{wrong.note}</p> : null}
      <ul className="test-run__wrong" aria-label="Wrong messages">
        {run.wrong.map((w) => (
          <li key={`${w.conversation}-${w.index}`}>
            <span>
              <strong>{w.from}:</strong> {w.content} — expected {w.expected}, labelled {w.answered}
            </span>
            {mayWrite ? (
              <Button
                type="button"
                size="small"
                outlined
                label={`Add as example of ${w.expected}`}
                onClick={() => addExample.mutate({ stage: w.expected, content: w.content })}
                disabled={addExample.isPending}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
};
