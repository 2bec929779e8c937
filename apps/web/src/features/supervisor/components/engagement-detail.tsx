import {
  type EngagementDetail,
  type EngagementMessage,
  formatDate,
  formatDateTime,
  formatDurationWords,
  formatTime,
  type KnowledgeCard,
  type StageColourEntry,
  zoneName,
} from '@parlance/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Suspense, useEffect, useState } from 'react';
import { AdminError } from '../../../components/admin-page';
import { StageChip } from '../../../components/stage-chip';
import { useMayCall } from '../../../lib/endpoint-access';
import { lazyNamed } from '../../../lib/lazy-component';
import { engagementQueryKey, getEngagement } from '../api/engagements';
import { durationText, SOURCE_TEXT, UNKNOWN_STAGE_COLOUR } from '../lib/display';
import { type LiveState, mergeDetail, stageSpans } from '../lib/live';
import { useNow } from './use-now';

// The two forms validate with zod and react-hook-form: they come in their own chunks, when first opened (fetched
// ahead when the pointer or the focus reaches the button that opens them).
const StageCorrectionForm = lazyNamed(() => import('./stage-correction-form'), 'StageCorrectionForm');
const AddToTestSet = lazyNamed(() => import('./add-to-test-set'), 'AddToTestSet');

const SEVERITY_TEXT: Record<string, string> = { info: 'Note', warning: 'Warning', critical: 'Critical' };

export interface EngagementDetailPanelProps {
  tenantPublicId: string;
  engagementId: string;
  live: LiveState;
  refetchInterval: number | false;
  onStages: (programId: number, stages: StageColourEntry[]) => void;
  /** The tenant's time zone: the call's date and each message's time show in it, named. */
  timeZone: string;
}

/**
 * The selected engagement: its stage timeline, alerts, knowledge cards and transcript, fetched once and then
 * grown from the event stream. New messages and alerts are read out politely.
 */
export const EngagementDetailPanel = ({
  tenantPublicId,
  engagementId,
  live,
  refetchInterval,
  onStages,
  timeZone,
}: EngagementDetailPanelProps) => {
  const query = useQuery({
    queryKey: engagementQueryKey(tenantPublicId, engagementId),
    queryFn: ({ signal }) => getEngagement(tenantPublicId, engagementId, signal),
    refetchInterval,
  });
  const mayCall = useMayCall();
  const mayCorrect = mayCall('PUT /:tenantPublicId/api/engagements/:engagementId/messages/:index/stage');
  const mayAddToTestSet = mayCall('POST /:tenantPublicId/api/engagements/:engagementId/test-set');
  const [adding, setAdding] = useState(false);
  const [correcting, setCorrecting] = useState<number | undefined>();
  const programId = query.data?.programId;
  const stages = query.data?.stages;
  useEffect(() => {
    if (programId !== undefined && stages) onStages(programId, stages);
  }, [programId, stages, onStages]);

  const detail = query.data ? mergeDetail(query.data, live) : undefined;
  const now = useNow(detail?.status === 'ongoing');
  if (!detail) {
    return (
      <section className="supervisor__detail" aria-label={`Engagement ${engagementId}`}>
        {query.error ? (
          <AdminError error={query.error} testId="supervisor-detail-error" />
        ) : (
          <p className="supervisor__empty">Loading the engagement…</p>
        )}
      </section>
    );
  }
  const colours = new Map(detail.stages.map((s) => [s.label, s.colour]));
  const colourOf = (stage: string) => colours.get(stage) ?? UNKNOWN_STAGE_COLOUR;
  const end = detail.endedDate ? Date.parse(detail.endedDate) : now;

  return (
    <section
      className="supervisor__detail"
      aria-labelledby="supervisor-detail-title"
      data-testid="supervisor-detail"
    >
      <div className="supervisor__detail-head">
        <div>
          <h2 id="supervisor-detail-title">
            Engagement <code>{detail.engagementId}</code>
          </h2>
          <p className="engagement-row__meta">
            {detail.programName} · {detail.agent ? detail.agent.name || detail.agent.login : 'No agent'} ·{' '}
            {SOURCE_TEXT[detail.source] ?? detail.source}
            {detail.channel ? ` (${detail.channel})` : ''}
          </p>
          <p className="engagement-row__meta" data-testid="supervisor-detail-when">
            Started{' '}
            <time dateTime={detail.startedDate}>{formatDateTime(detail.startedDate, timeZone, true)}</time> (
            {zoneName(timeZone)}) · {durationText(detail, now)}
          </p>
        </div>
        {mayAddToTestSet ? (
          <Button
            type="button"
            label="Add to test set"
            icon="pi pi-plus"
            outlined
            onPointerEnter={AddToTestSet.preload}
            onFocus={AddToTestSet.preload}
            onClick={() => setAdding(true)}
            disabled={detail.messages.length === 0}
          />
        ) : null}
      </div>
      <p className="visually-hidden" aria-live="polite" data-testid="supervisor-announcement">
        {live.watched === detail.engagementId ? live.announcement : ''}
      </p>
      <Timeline messages={detail.messages} end={end} colourOf={colourOf} />
      <Alerts detail={detail} />
      <Cards messages={detail.messages} />
      <div className="supervisor__part">
        <h3>Transcript</h3>
        <p className="engagement-row__muted" data-testid="supervisor-transcript-zone">
          {formatDate(detail.startedDate, timeZone)}, times in {zoneName(timeZone)}
        </p>
        {detail.messages.length === 0 ? (
          <p className="supervisor__empty">No messages yet.</p>
        ) : (
          <ol className="supervisor__transcript" aria-label="Transcript" data-testid="supervisor-transcript">
            {detail.messages.map((message) => (
              <li
                key={message.index}
                className={`supervisor__message supervisor__message--${message.from.toLowerCase()}`}
                data-testid="supervisor-message"
              >
                <span className="supervisor__from">
                  {message.from}{' '}
                  <time
                    className="supervisor__time"
                    dateTime={message.time}
                    title={formatDateTime(message.time, timeZone, true)}
                    data-testid="supervisor-message-time"
                  >
                    {formatTime(message.time, timeZone)}
                  </time>
                </span>
                <span className="supervisor__content">{message.content}</span>
                <MessageStage message={message} colourOf={colourOf} />
                {mayCorrect ? (
                  correcting === message.index ? (
                    <Suspense
                      fallback={
                        <p className="stage-correction stage-correction--loading" role="status">
                          Loading the form…
                        </p>
                      }
                    >
                      <StageCorrectionForm
                        tenantPublicId={tenantPublicId}
                        engagementId={detail.engagementId}
                        message={message}
                        stages={detail.stages.map((s) => s.label)}
                        onDone={() => setCorrecting(undefined)}
                      />
                    </Suspense>
                  ) : (
                    <button
                      type="button"
                      className="supervisor__link-button"
                      onPointerEnter={StageCorrectionForm.preload}
                      onFocus={StageCorrectionForm.preload}
                      onClick={() => setCorrecting(message.index)}
                      aria-label={`Correct the stage of message ${message.index + 1}`}
                    >
                      Correct
                    </button>
                  )
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </div>
      {adding ? (
        <Suspense
          fallback={
            <p className="visually-hidden" role="status">
              Loading the form…
            </p>
          }
        >
          <AddToTestSet
            tenantPublicId={tenantPublicId}
            engagementId={detail.engagementId}
            programId={detail.programId}
            onHide={() => setAdding(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
};

/** The stage that counts; when a person corrected it, who did and what the engine said. */
const MessageStage = ({
  message,
  colourOf,
}: {
  message: EngagementMessage;
  colourOf: (stage: string) => string;
}) => (
  <span className="supervisor__stage">
    <StageChip
      stage={message.stage}
      colour={colourOf(message.stage)}
      confidence={message.correction ? undefined : message.confidence}
      note={message.correction ? `corrected by ${message.correction.by}` : undefined}
    />
    {message.correction ? (
      <span className="supervisor__engine-stage" data-testid="engine-stage">
        Corrected by {message.correction.by}; the engine said {message.engineStage} (
        {Math.round(message.confidence * 100)}%)
      </span>
    ) : null}
  </span>
);

const Timeline = ({
  messages,
  end,
  colourOf,
}: {
  messages: EngagementMessage[];
  end: number;
  colourOf: (stage: string) => string;
}) => {
  const spans = stageSpans(messages, end);
  const total = spans.reduce((sum, s) => sum + s.duration, 0);
  return (
    <div className="supervisor__part">
      <h3>Stage timeline</h3>
      {spans.length === 0 ? (
        <p className="supervisor__empty">No stage reached yet.</p>
      ) : (
        <>
          {/* The bar repeats the list below it in colour and proportion. */}
          <div className="stage-bar" aria-hidden="true">
            {spans.map((span) => (
              <span
                key={span.from}
                className="stage-bar__part"
                style={{
                  background: colourOf(span.stage),
                  flexGrow: total > 0 ? Math.max(span.duration, total / 50) : 1,
                }}
              />
            ))}
          </div>
          <ol
            className="supervisor__timeline"
            aria-label="Time in each stage"
            data-testid="supervisor-timeline"
          >
            {spans.map((span) => (
              <li key={span.from}>
                <StageChip stage={span.stage} colour={colourOf(span.stage)} />
                <span>
                  {formatDurationWords(span.duration)} ·{' '}
                  {span.from === span.to
                    ? `message ${span.from + 1}`
                    : `messages ${span.from + 1} to ${span.to + 1}`}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
};

const Alerts = ({ detail }: { detail: EngagementDetail }) => (
  <div className="supervisor__part">
    <h3>Alerts</h3>
    {detail.alerts.length === 0 ? (
      <p className="supervisor__empty">No alerts.</p>
    ) : (
      <ul className="supervisor__alerts" data-testid="supervisor-alerts">
        {detail.alerts.map((alert) => (
          <li key={alert.id} className={`supervisor__alert supervisor__alert--${alert.severity}`}>
            <strong>{SEVERITY_TEXT[alert.severity] ?? alert.severity}</strong> {alert.message}{' '}
            <span className="engagement-row__muted">(message {alert.index + 1})</span>
          </li>
        ))}
      </ul>
    )}
  </div>
);

/** The knowledge cards the agent was shown, each once, in the order they first appeared. */
const Cards = ({ messages }: { messages: EngagementMessage[] }) => {
  const cards = new Map<string, KnowledgeCard>();
  for (const message of messages)
    for (const card of message.cards) cards.set(`${card.subject}|${card.predicate}|${card.object}`, card);
  return (
    <div className="supervisor__part">
      <h3>Knowledge cards shown</h3>
      {cards.size === 0 ? (
        <p className="supervisor__empty">No knowledge cards shown.</p>
      ) : (
        <ul className="supervisor__cards" data-testid="supervisor-cards">
          {[...cards].map(([key, card]) => (
            <li key={key}>
              <strong>{card.subject}</strong> {card.predicate} <strong>{card.object}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
