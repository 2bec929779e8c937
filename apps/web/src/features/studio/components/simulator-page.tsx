import { ENGINE_CONTENT_MAX, PAGE_HEADERS, type Program, type Speaker } from '@parlance/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { type FormEvent, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { AdminError, AdminPage } from '../../../components/admin-page';
import { StageChip } from '../../../components/stage-chip';
import { useMayCall } from '../../../lib/endpoint-access';
import { lazyNamed } from '../../../lib/lazy-component';
import { listProgramOptions, programOptionsQueryKey } from '../../../lib/queries/programs';
import { frameSrcQueryKey, getFrameSrc } from '../api/simulator';
import { getStageModel, stageModelQueryKey } from '../api/stage-model';
import { simulatorSession } from '../lib/simulator';
import { NoProgram } from './program-picker';
import { type SimulationPhase, type TranscriptMessage, useSimulation } from './use-simulation';
import '../studio.css';

/** The save dialog (with its PrimeReact Dialog) comes in its own chunk, fetched when the Save button is reached. */
const SaveTestConversation = lazyNamed(() => import('./save-test-conversation'), 'SaveTestConversation');

const PHASE_TEXT: Record<SimulationPhase, string> = {
  inactive: 'Choose a program and start a simulation.',
  loading: 'Starting…',
  waiting: 'Connecting to the assist frame…',
  ready: 'Ready: type as the Visitor or the Agent.',
  ending: 'Ending the conversation…',
};

/**
 * /{tenantPublicId}/studio/simulator (p-view_xlm_test_ui): the spec's simulator. A program picker (active
 * programs), the transcript and a form with a Visitor/Agent toggle and a send button; the assist frame beside them
 * relays each message to the engine and reports each message's stage.
 */
export const SimulatorPage = () => {
  const { tenantPublicId = '' } = useParams();
  const programs = useQuery({
    queryKey: programOptionsQueryKey(tenantPublicId),
    queryFn: () => listProgramOptions(tenantPublicId),
  });
  const frameSrc = useQuery({
    queryKey: frameSrcQueryKey,
    queryFn: ({ signal }) => getFrameSrc(signal),
    staleTime: Infinity,
  });
  const sim = useSimulation(tenantPublicId, frameSrc.data);
  const active = (programs.data ?? []).filter((p) => p.status === 'active');
  const [chosen, setChosen] = useState<number | undefined>(() => simulatorSession.read()?.program);
  const programId = sim.session?.program ?? chosen;
  const program: Program | undefined =
    (programs.data ?? []).find((p) => p.id === programId && (sim.session || p.status === 'active')) ??
    active[0];
  const model = useQuery({
    queryKey: stageModelQueryKey(tenantPublicId, program?.id ?? 0),
    queryFn: ({ signal }) => getStageModel(tenantPublicId, program!.id, signal),
    enabled: program !== undefined,
  });
  const provider = model.data?.assistProvider;

  // A stored engagement and program with a known frame source resume by themselves (spec section 4).
  const resumed = useRef(false);
  const { resume } = sim;
  useEffect(() => {
    if (resumed.current || !frameSrc.data || !provider || sim.phase !== 'inactive') return;
    const stored = simulatorSession.read();
    if (!stored || stored.program !== program?.id) {
      resumed.current = true;
      return;
    }
    resumed.current = true;
    void resume(stored, provider);
  }, [frameSrc.data, provider, program?.id, sim.phase, resume]);

  const running = sim.phase !== 'inactive';
  const maySave = useMayCall()(
    'POST /:tenantPublicId/api/programs/:programId/test-sets/:testSetId/conversations',
  );
  const [saving, setSaving] = useState(false);
  const labelled = sim.messages.length > 0 && sim.messages.every((m) => m.stage);
  const canStart = !running && program !== undefined && provider !== undefined && frameSrc.data !== undefined;

  return (
    <AdminPage {...PAGE_HEADERS['studio/simulator']}>
      {programs.data && active.length === 0 && !sim.session ? (
        <NoProgram error={programs.error} loading={false} />
      ) : !programs.data ? (
        <NoProgram error={programs.error} loading={programs.isPending} />
      ) : (
        <>
          <div className="studio-picker simulator__bar">
            <label htmlFor="simulator-program" className="field__label">
              Program
            </label>
            <Dropdown
              inputId="simulator-program"
              value={program?.id ?? null}
              options={active.map((p) => ({ value: p.id, label: p.name }))}
              onChange={(event) => setChosen(event.value as number)}
              placeholder="Choose a program"
              disabled={running}
              pt={{ select: { 'aria-label': 'Program' } }}
              className="studio-picker__dropdown"
            />
            {running ? (
              <Button
                type="button"
                label="End"
                icon="pi pi-stop"
                severity="danger"
                onClick={sim.end}
                disabled={sim.phase === 'ending' || sim.phase === 'loading'}
              />
            ) : (
              <Button
                type="button"
                label="Start"
                icon="pi pi-play"
                onClick={() => program && provider && void sim.start(program.id, provider)}
                disabled={!canStart}
              />
            )}
            <span
              className="simulator__status"
              role="status"
              data-testid="simulator-status"
              data-phase={sim.phase}
            >
              {PHASE_TEXT[sim.phase]}
            </span>
          </div>
          <AdminError error={sim.error ?? frameSrc.error ?? model.error} testId="simulator-error" />
          <div className="simulator">
            <section className="simulator__chat" aria-labelledby="simulator-transcript-title">
              <h2 id="simulator-transcript-title">Transcript</h2>
              {sim.session ? (
                <p className="simulator__engagement">
                  Engagement <code data-testid="simulator-engagement">{sim.session.engagementId}</code>
                </p>
              ) : null}
              {maySave && program ? (
                <div className="simulator__actions">
                  <Button
                    type="button"
                    label="Save as test conversation"
                    icon="pi pi-save"
                    outlined
                    onPointerEnter={SaveTestConversation.preload}
                    onFocus={SaveTestConversation.preload}
                    onClick={() => setSaving(true)}
                    disabled={!labelled || sim.phase !== 'ready'}
                  />
                </div>
              ) : null}
              <Transcript messages={sim.messages} />
              {saving && program ? (
                <Suspense
                  fallback={
                    <p className="visually-hidden" role="status">
                      Loading the form…
                    </p>
                  }
                >
                  <SaveTestConversation
                    tenantPublicId={tenantPublicId}
                    programId={program.id}
                    messages={sim.messages.map((m) => ({
                      from: m.from,
                      content: m.content,
                      stage: m.stage ?? '',
                    }))}
                    stages={(model.data?.stages ?? []).filter((s) => s.enabled).map((s) => s.label)}
                    onHide={() => setSaving(false)}
                  />
                </Suspense>
              ) : null}
              {program ? (
                <MessageForm
                  key={`${program.id}-${model.data?.defaultMode ?? ''}`}
                  agentOnly={program.agentOnly}
                  defaultMode={model.data?.defaultMode ?? 'Visitor'}
                  ready={sim.phase === 'ready'}
                  onSend={sim.send}
                />
              ) : null}
            </section>
            <section className="simulator__frame" aria-label="Assist">
              {sim.frameSrc ? (
                <iframe
                  ref={sim.frameRef}
                  src={sim.frameSrc}
                  title="Assist frame"
                  className="simulator__iframe"
                  data-testid="simulator-frame"
                />
              ) : (
                <p className="studio-empty">The assist frame opens when a simulation starts.</p>
              )}
            </section>
          </div>
        </>
      )}
    </AdminPage>
  );
};

/** Within this many pixels of the end, the transcript counts as scrolled to the newest message. */
const AT_END_SLACK = 24;

/**
 * The messages, newest last. The list keeps its end in view: a new message scrolls it there, and so does a label
 * arriving while the reader is at the end; a reader who scrolled back up to read stays where they are.
 */
const Transcript = ({ messages }: { messages: TranscriptMessage[] }) => {
  const listRef = useRef<HTMLOListElement>(null);
  const atEnd = useRef(true);
  const count = useRef(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const added = messages.length > count.current;
    count.current = messages.length;
    if (added || atEnd.current) {
      list.scrollTop = list.scrollHeight;
      atEnd.current = true;
    }
  }, [messages]);
  return messages.length === 0 ? (
    <p className="studio-empty" data-testid="simulator-empty">
      No messages yet.
    </p>
  ) : (
    <ol
      ref={listRef}
      className="simulator__transcript"
      aria-label="Messages"
      data-testid="simulator-transcript"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls takes the focus so that keys scroll it (WCAG 2.1.1)
      tabIndex={0}
      onScroll={(event) => {
        const list = event.currentTarget;
        atEnd.current = list.scrollHeight - list.scrollTop - list.clientHeight <= AT_END_SLACK;
      }}
    >
      {messages.map((m, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a message's position is its index in the engagement
        <li key={i} className={`simulator__message simulator__message--${m.from.toLowerCase()}`}>
          <span className="simulator__from">{m.from}</span>
          <span className="simulator__content">{m.content}</span>
          {m.stage ? (
            <StageChip stage={m.stage} colour={m.colour ?? '#4a4a4a'} confidence={m.confidence} />
          ) : (
            <span className="simulator__pending">Labelling…</span>
          )}
        </li>
      ))}
    </ol>
  );
};

interface MessageFormProps {
  agentOnly: boolean;
  defaultMode: Speaker;
  ready: boolean;
  onSend: (from: Speaker, content: string) => void;
}

/** The Visitor/Agent toggle, the message and the send button; an agent-only program speaks as the Agent only. */
const MessageForm = ({ agentOnly, defaultMode, ready, onSend }: MessageFormProps) => {
  const [chosen, setChosen] = useState<Speaker>(defaultMode);
  const [text, setText] = useState('');
  const mode: Speaker = agentOnly ? 'Agent' : chosen;
  const content = text.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !content) return;
    onSend(mode, content);
    setText('');
  };
  return (
    <form className="simulator__form" onSubmit={submit} aria-label="Message">
      <fieldset className="simulator__mode">
        <legend>Speak as</legend>
        {(['Visitor', 'Agent'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={`simulator__mode-button${mode === option ? ' simulator__mode-button--on' : ''}`}
            aria-pressed={mode === option}
            disabled={option === 'Visitor' && agentOnly}
            onClick={() => setChosen(option)}
          >
            {option}
          </button>
        ))}
      </fieldset>
      {agentOnly ? (
        <p className="simulator__hint">This program is agent-only: you speak as the Agent.</p>
      ) : null}
      <label htmlFor="simulator-message" className="visually-hidden">
        Message as {mode}
      </label>
      <div className="simulator__compose">
        <input
          id="simulator-message"
          className="p-inputtext simulator__input"
          value={text}
          maxLength={ENGINE_CONTENT_MAX}
          onChange={(event) => setText(event.target.value)}
          placeholder={ready ? `Type as the ${mode}` : 'Start a simulation first'}
          disabled={!ready}
          autoComplete="off"
        />
        <Button type="submit" label="Send" icon="pi pi-send" disabled={!ready || !content} />
      </div>
    </form>
  );
};
