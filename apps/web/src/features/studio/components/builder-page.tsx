import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AdminError } from '../../../components/admin-page';
import { FormErrors } from '../../../components/form';
import { useToast } from '../../../components/toast';
import { useMayCall } from '../../../lib/endpoint-access';
import { problemOf } from '../../../lib/form-errors';
import { listProgramOptions, programOptionsQueryKey } from '../../../lib/queries/programs';
import { describeModelErrors } from '../lib/model-errors';
import { FlowPicture } from './flow-picture';
import { OrderEditor } from './order-editor';
import { RulesEditor } from './rules-editor';
import { ConflictNotice, VersionLine } from './stage-model-status';
import { UnsavedChangesGuard } from './unsaved-changes';
import { useStageModelDraft } from './use-stage-model';
import '../studio.css';

/**
 * /{tenantPublicId}/studio/builder/{programId}: the conversation builder, a full-screen editor of a program's
 * flow without the side navigation (its route handle says so). The expected order of the stages (drag, or
 * the keyboard), the compliance rules, and a picture of both. "Back to Studio settings" leads out; unsaved
 * changes are confirmed before leaving.
 */
export const BuilderPage = () => {
  const { tenantPublicId = '', programId: rawId = '' } = useParams();
  const programId = Number(rawId);
  const programs = useQuery({
    queryKey: programOptionsQueryKey(tenantPublicId),
    queryFn: () => listProgramOptions(tenantPublicId),
  });
  const program = programs.data?.find((p) => p.id === programId);
  const back = `/${tenantPublicId}/studio/settings?program=${programId}`;

  return (
    <div className="page studio-builder">
      <header className="studio-builder__header">
        <Link to={back} className="studio-builder__back">
          <i className="pi pi-arrow-left" aria-hidden="true" />
          <span>Back to Studio settings</span>
        </Link>
        <h1>Conversation builder{program ? `: ${program.name}` : ''}</h1>
      </header>
      {Number.isInteger(programId) && programId > 0 ? (
        <BuilderEditor tenantPublicId={tenantPublicId} programId={programId} />
      ) : (
        <p>This program does not exist.</p>
      )}
    </div>
  );
};

const BuilderEditor = ({ tenantPublicId, programId }: { tenantPublicId: string; programId: number }) => {
  const toast = useToast();
  const mayUpdate = useMayCall()('PUT /:tenantPublicId/api/programs/:programId/stage-model');
  const model = useStageModelDraft(tenantPublicId, programId);
  const [messages, setMessages] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const { draft } = model;

  if (model.stored.error) return <AdminError error={model.stored.error} testId="stage-model-error" />;
  if (!draft) return <p aria-live="polite">Loading the flow…</p>;

  const enabled = new Set(draft.stages.filter((stage) => stage.enabled).map((stage) => stage.label));
  const order = draft.order.filter((label) => enabled.has(label));

  const save = async () => {
    setSaving(true);
    setMessages([]);
    const outcome = await model.save();
    setSaving(false);
    if (outcome.ok) {
      toast.showSuccess('Stage model', 'updated');
      return;
    }
    if (outcome.conflict) return;
    const problem = problemOf(outcome.error);
    setMessages(
      problem?.fieldErrors?.length
        ? describeModelErrors(problem.fieldErrors, draft)
        : [problem?.message ?? problem?.detail ?? 'The flow could not be saved.'],
    );
  };

  return (
    <>
      <UnsavedChangesGuard when={model.dirty} />
      <div className="studio-builder__bar">
        <VersionLine model={model.stored.data ?? draft} />
        {model.dirty ? (
          <span className="studio-unsaved" data-testid="unsaved-changes">
            You have unsaved changes.
          </span>
        ) : null}
        {mayUpdate ? (
          <div className="admin-page__actions">
            <Button
              type="button"
              label="Discard changes"
              outlined
              disabled={!model.dirty || saving}
              onClick={model.discard}
            />
            <Button
              type="button"
              label="Save flow"
              icon="pi pi-check"
              disabled={!model.dirty || saving}
              loading={saving}
              onClick={() => void save()}
            />
          </div>
        ) : null}
      </div>
      {model.conflict ? <ConflictNotice onReload={() => void model.reload()} /> : null}
      <FormErrors messages={messages} testId="stage-model-errors" />
      <section className="studio-card" aria-labelledby="flow-heading">
        <h2 id="flow-heading">Flow</h2>
        <FlowPicture order={order} stages={draft.stages} rules={draft.rules} />
      </section>
      <div className="studio-builder__columns">
        <section className="studio-card" aria-labelledby="order-heading">
          <h2 id="order-heading">Expected order</h2>
          <OrderEditor
            order={order}
            stages={draft.stages}
            readOnly={!mayUpdate}
            onChange={(next) => model.setDraft({ ...draft, order: next })}
          />
        </section>
        <section className="studio-card" aria-labelledby="rules-heading">
          <h2 id="rules-heading">Compliance rules</h2>
          <RulesEditor
            rules={draft.rules}
            stages={draft.stages}
            readOnly={!mayUpdate}
            onChange={(rules) => model.setDraft({ ...draft, rules })}
          />
        </section>
      </div>
    </>
  );
};
