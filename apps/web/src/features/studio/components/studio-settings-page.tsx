import {
  ASSIST_PROVIDERS,
  GENERAL_STAGE_LABELS,
  PAGE_HEADERS,
  type Program,
  SIMULATOR_MODES,
  STAGE_LABEL_MAX,
  STAGE_LABELS,
} from '@parlance/shared';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { TabPanel, TabView } from 'primereact/tabview';
import { Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AdminError, AdminPage, SectionHeader } from '../../../components/admin-page';
import { FormErrors } from '../../../components/form';
import { useToast } from '../../../components/toast';
import { useMayCall } from '../../../lib/endpoint-access';
import { problemOf } from '../../../lib/form-errors';
import { lazyNamed } from '../../../lib/lazy-component';
import { colourErrors, describeModelErrors } from '../lib/model-errors';
import type { Stage, StageModel } from '../model';
import { ColourField } from './colour-field';
import { ExampleEditor } from './example-editor';
import { PaletteEditor } from './palette-editor';
import { NoProgram, ProgramPicker, useProgramChoice } from './program-picker';
import { ConflictNotice, VersionLine } from './stage-model-status';
import { UnsavedChangesGuard } from './unsaved-changes';
import { useStageModelDraft } from './use-stage-model';
import '../studio.css';

/** Loaded with its tab only. */
const TestSetsPanel = lazyNamed(() => import('./test-sets-panel'), 'TestSetsPanel');

/** Default stages (the spec's ten, or a signed-up tenant's neutral ones) are turned off rather than removed. */
const DEFAULT_LABELS = new Set<string>([...STAGE_LABELS, ...GENERAL_STAGE_LABELS]);
const ASSIST_LABELS: Record<string, string> = { parlance: 'Parlance' };

/**
 * /{tenantPublicId}/studio/settings (p-view_studio_settings): a program's stage model (the stages with their
 * colour, enabled state and examples, the assist provider and the simulator's default mode), the version and who
 * saved it, a way into the conversation builder, and the tenant's chart palette. Changes need
 * p-update_studio_settings; they stay in the page while switching stages and are confirmed before leaving.
 */
export const StudioSettingsPage = () => {
  const { tenantPublicId = '' } = useParams();
  const { programs, program, choose } = useProgramChoice(tenantPublicId);
  const [tab, setTab] = useState(0);
  return (
    <AdminPage {...PAGE_HEADERS['studio/settings']}>
      <ProgramPicker programs={programs.data ?? []} value={program} onChange={choose} />
      <TabView className="studio-tabs" activeIndex={tab} onTabChange={(event) => setTab(event.index)}>
        <TabPanel header="Stage model">
          {program ? (
            <StageModelEditor key={program.id} tenantPublicId={tenantPublicId} program={program} />
          ) : (
            <NoProgram error={programs.error} loading={programs.isPending} />
          )}
          <PaletteEditor tenantPublicId={tenantPublicId} />
        </TabPanel>
        <TabPanel header="Test sets">
          {program ? (
            <Suspense fallback={<p aria-live="polite">Loading…</p>}>
              <TestSetsPanel key={program.id} tenantPublicId={tenantPublicId} programId={program.id} />
            </Suspense>
          ) : (
            <NoProgram error={programs.error} loading={programs.isPending} />
          )}
        </TabPanel>
      </TabView>
    </AdminPage>
  );
};

interface StageModelEditorProps {
  tenantPublicId: string;
  program: Program;
}

const StageModelEditor = ({ tenantPublicId, program }: StageModelEditorProps) => {
  const toast = useToast();
  const mayUpdate = useMayCall()('PUT /:tenantPublicId/api/programs/:programId/stage-model');
  const model = useStageModelDraft(tenantPublicId, program.id);
  const [selected, setSelected] = useState<string | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [colourProblems, setColourProblems] = useState<Map<number, string>>(new Map());
  const [saving, setSaving] = useState(false);
  const { draft } = model;

  if (model.stored.error) return <AdminError error={model.stored.error} testId="stage-model-error" />;
  if (!draft)
    return (
      <p className="studio-loading" aria-live="polite">
        Loading the stage model…
      </p>
    );

  const current = draft.stages.find((stage) => stage.label === selected) ?? draft.stages[0];
  const currentIndex = current ? draft.stages.indexOf(current) : -1;

  const change = (next: Partial<StageModel>) => model.setDraft({ ...draft, ...next });
  const changeStage = (index: number, next: Partial<Stage>) => {
    change({ stages: draft.stages.map((stage, i) => (i === index ? { ...stage, ...next } : stage)) });
    if (next.colour !== undefined && colourProblems.has(index)) {
      const rest = new Map(colourProblems);
      rest.delete(index);
      setColourProblems(rest);
    }
  };

  const save = async () => {
    setSaving(true);
    setMessages([]);
    const outcome = await model.save();
    setSaving(false);
    if (outcome.ok) {
      setColourProblems(new Map());
      toast.showSuccess('Stage model', 'updated');
      return;
    }
    if (outcome.conflict) return;
    const problem = problemOf(outcome.error);
    const fieldErrors = problem?.fieldErrors ?? [];
    setColourProblems(colourErrors(fieldErrors));
    setMessages(
      fieldErrors.length
        ? describeModelErrors(fieldErrors, draft)
        : [problem?.message ?? problem?.detail ?? 'The stage model could not be saved.'],
    );
  };

  return (
    <>
      <UnsavedChangesGuard when={model.dirty} />
      <section className="studio-card" aria-labelledby="stages-heading">
        <SectionHeader
          id="stages-heading"
          title={`Stages of ${program.name}`}
          lead={<VersionLine model={model.stored.data ?? draft} />}
          actions={
            <div className="admin-page__actions">
              <Link
                className="p-button p-button-outlined studio-toolbar__link"
                to={`/${tenantPublicId}/studio/builder/${program.id}`}
              >
                <i className="pi pi-sitemap" aria-hidden="true" />
                <span>Open the conversation builder</span>
              </Link>
              {mayUpdate ? (
                <>
                  <Button
                    type="button"
                    label="Discard changes"
                    outlined
                    disabled={!model.dirty || saving}
                    onClick={() => {
                      model.discard();
                      setMessages([]);
                      setColourProblems(new Map());
                    }}
                  />
                  <Button
                    type="button"
                    label="Save changes"
                    icon="pi pi-check"
                    disabled={!model.dirty || saving}
                    loading={saving}
                    onClick={() => void save()}
                  />
                </>
              ) : null}
            </div>
          }
        />
        {model.dirty ? (
          <p className="studio-unsaved" data-testid="unsaved-changes">
            You have unsaved changes.
          </p>
        ) : null}
        {model.conflict ? <ConflictNotice onReload={() => void model.reload()} /> : null}
        <FormErrors messages={messages} testId="stage-model-errors" />
        <div className="studio-stages">
          <StageList
            stages={draft.stages}
            selected={current?.label}
            onSelect={setSelected}
            onToggle={(index, enabled) => changeStage(index, { enabled })}
            onAdd={(label) => {
              change({
                stages: [...draft.stages, { label, colour: '#4a4a4a', enabled: true, examples: [] }],
              });
              setSelected(label);
            }}
            readOnly={!mayUpdate}
          />
          {current ? (
            <div className="studio-stage" data-testid="stage-editor">
              <h3 className="studio-stage__title">
                <span className="studio-chip" style={{ background: current.colour }}>
                  {current.label}
                </span>
                {current.enabled ? null : <span className="admin-tag admin-tag--muted">Disabled</span>}
              </h3>
              <ColourField
                id="stage-colour"
                label={`Colour of ${current.label}`}
                value={current.colour}
                error={colourProblems.get(currentIndex)}
                disabled={!mayUpdate}
                lowContrast="too light for the white stage label; saving will be refused."
                onChange={(colour) => changeStage(currentIndex, { colour })}
              />
              <ExampleEditor
                key={current.label}
                stageLabel={current.label}
                examples={current.examples}
                readOnly={!mayUpdate}
                onChange={(examples) => changeStage(currentIndex, { examples })}
              />
              {mayUpdate && !DEFAULT_LABELS.has(current.label) ? (
                <Button
                  type="button"
                  label={`Remove the stage ${current.label}`}
                  icon="pi pi-trash"
                  severity="danger"
                  outlined
                  disabled={draft.rules.some((rule) =>
                    [rule.stage, rule.kind === 'before' ? rule.then : ''].includes(current.label),
                  )}
                  onClick={() => {
                    change({
                      stages: draft.stages.filter((stage) => stage !== current),
                      order: draft.order.filter((label) => label !== current.label),
                    });
                    setSelected(null);
                  }}
                />
              ) : null}
            </div>
          ) : null}
        </div>
      </section>
      <section className="studio-card" aria-labelledby="assist-heading">
        <SectionHeader id="assist-heading" title="Assistant and simulator" />
        <div className="studio-settings-row">
          <div className="field">
            <label htmlFor="assist-provider" className="field__label">
              Assist provider
            </label>
            <select
              id="assist-provider"
              className="studio-select"
              value={draft.assistProvider}
              disabled={!mayUpdate}
              onChange={(event) =>
                change({ assistProvider: event.target.value as StageModel['assistProvider'] })
              }
            >
              {ASSIST_PROVIDERS.map((provider) => (
                <option key={provider} value={provider}>
                  {ASSIST_LABELS[provider] ?? provider}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="choice-group" aria-describedby={program.agentOnly ? 'mode-hint' : undefined}>
            <legend>Simulator starts as</legend>
            <div className="choice-group__options">
              {SIMULATOR_MODES.map((mode) => (
                <label key={mode} className="choice">
                  <input
                    type="radio"
                    name="default-mode"
                    value={mode}
                    checked={draft.defaultMode === mode}
                    disabled={!mayUpdate || (program.agentOnly && mode === 'Visitor')}
                    onChange={() => change({ defaultMode: mode })}
                  />
                  {mode}
                </label>
              ))}
            </div>
            {program.agentOnly ? (
              <small id="mode-hint" className="field__hint">
                {program.name} is agent only, so the simulator starts as the Agent.
              </small>
            ) : null}
          </fieldset>
        </div>
      </section>
    </>
  );
};

interface StageListProps {
  stages: readonly Stage[];
  selected: string | undefined;
  onSelect: (label: string) => void;
  onToggle: (index: number, enabled: boolean) => void;
  onAdd: (label: string) => void;
  readOnly: boolean;
}

/** The stages: a button per stage (swatch, label, example count) to edit it, and its enabled toggle. */
const StageList = ({ stages, selected, onSelect, onToggle, onAdd, readOnly }: StageListProps) => {
  const [label, setLabel] = useState('');
  const trimmed = label.trim();
  const taken = stages.some((stage) => stage.label.toLowerCase() === trimmed.toLowerCase());
  const labelError = taken ? 'Another stage has this label.' : undefined;
  return (
    <div className="studio-stage-list">
      <ul aria-label="Stages">
        {stages.map((stage, index) => (
          <li key={stage.label} className={stage.label === selected ? 'is-selected' : undefined}>
            <button
              type="button"
              className="studio-stage-list__pick"
              aria-current={stage.label === selected ? 'true' : undefined}
              onClick={() => onSelect(stage.label)}
            >
              <span
                className="studio-stage-list__swatch"
                style={{ background: stage.colour }}
                aria-hidden="true"
              />
              <span className="studio-stage-list__label">{stage.label}</span>
              <span className="studio-stage-list__count">
                {stage.examples.length} {stage.examples.length === 1 ? 'example' : 'examples'}
              </span>
            </button>
            <label className="choice studio-stage-list__toggle">
              <input
                type="checkbox"
                checked={stage.enabled}
                disabled={readOnly}
                aria-label={`${stage.label} enabled`}
                onChange={(event) => onToggle(index, event.target.checked)}
              />
              <span aria-hidden="true">On</span>
            </label>
          </li>
        ))}
      </ul>
      {readOnly ? null : (
        <form
          className="studio-inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!trimmed || taken) return;
            onAdd(trimmed);
            setLabel('');
          }}
        >
          <div className="field">
            <label htmlFor="stage-new" className="field__label">
              New stage
            </label>
            <InputText
              id="stage-new"
              value={label}
              maxLength={STAGE_LABEL_MAX}
              aria-invalid={labelError ? true : undefined}
              aria-describedby={labelError ? 'stage-new-error' : undefined}
              onChange={(event) => setLabel(event.target.value)}
            />
            {labelError ? (
              <small id="stage-new-error" className="field__error p-error">
                {labelError}
              </small>
            ) : null}
          </div>
          <Button type="submit" label="Add stage" icon="pi pi-plus" outlined disabled={!trimmed || taken} />
        </form>
      )}
    </div>
  );
};
