import type {
  Alert,
  EndedEvent,
  EngagementDetail,
  EngagementEventData,
  EngagementEventType,
  EngagementMessage,
  EngagementSummary,
} from '@parlance/shared';

/**
 * What the event stream has told the page since it opened: the engagements it named (the newest summary of each),
 * and the messages and alerts of the one engagement shown in detail. Pure, so that the stream's order, repeats and
 * snapshots are tested without a browser.
 */
export interface LiveState {
  /** The newest summary of each engagement the stream named, by engagement id. */
  summaries: Record<string, EngagementSummary>;
  /** The engagement shown in detail: its messages and alerts from the stream are kept, nobody else's. */
  watched: string | undefined;
  messages: EngagementMessage[];
  alerts: Alert[];
  /** Event ids already applied, the newest last: a repeat after a reconnection changes nothing. */
  seen: string[];
  /** How many snapshots arrived: each one after the first means events may have been missed. */
  snapshots: number;
  /** The text the polite live region reads: the newest message of the watched engagement. */
  announcement: string;
}

export type LiveEvent = {
  [K in EngagementEventType]: { type: K; id: string | undefined; data: EngagementEventData[K] };
}[EngagementEventType];

export type LiveAction = LiveEvent | { type: 'watch'; engagementId: string | undefined };

/** Enough ids to recognise any repeat a reconnection can bring (the server resumes right after the last id). */
const SEEN_MAX = 500;

export const initialLiveState = (watched?: string): LiveState => ({
  summaries: {},
  watched,
  messages: [],
  alerts: [],
  seen: [],
  snapshots: 0,
  announcement: '',
});

const upsertMessage = (messages: EngagementMessage[], message: EngagementMessage) => {
  const rest = messages.filter((m) => m.index !== message.index);
  return [...rest, message].sort((a, b) => a.index - b.index);
};

const ended = (summary: EngagementSummary | undefined, data: EndedEvent): EngagementSummary | undefined =>
  summary ? { ...summary, status: 'ended', endedDate: data.endedDate } : undefined;

export const liveReducer = (state: LiveState, action: LiveAction): LiveState => {
  if (action.type === 'watch') {
    if (action.engagementId === state.watched) return state;
    return { ...state, watched: action.engagementId, messages: [], alerts: [], announcement: '' };
  }
  if (action.id !== undefined && state.seen.includes(action.id)) return state;
  const seen = action.id === undefined ? state.seen : [...state.seen, action.id].slice(-SEEN_MAX);
  switch (action.type) {
    case 'snapshot': {
      // The ongoing engagements now: any other one this page thought ongoing ended while it was away.
      const summaries: Record<string, EngagementSummary> = {};
      for (const [id, summary] of Object.entries(state.summaries)) {
        if (summary.status === 'ended') summaries[id] = summary;
      }
      for (const summary of action.data.engagements) summaries[summary.engagementId] = summary;
      return { ...state, seen, summaries, snapshots: state.snapshots + 1 };
    }
    case 'engagement': {
      const summary = action.data;
      return { ...state, seen, summaries: { ...state.summaries, [summary.engagementId]: summary } };
    }
    case 'ended': {
      const summary = ended(state.summaries[action.data.engagementId], action.data);
      return summary
        ? { ...state, seen, summaries: { ...state.summaries, [summary.engagementId]: summary } }
        : { ...state, seen };
    }
    case 'message': {
      if (action.data.engagementId !== state.watched) return { ...state, seen };
      const { message } = action.data;
      const isNew = !state.messages.some((m) => m.index === message.index);
      return {
        ...state,
        seen,
        messages: upsertMessage(state.messages, message),
        announcement: isNew
          ? `${message.from}: ${message.content} (${message.stage})`
          : `Message ${message.index + 1} is now ${message.stage}`,
      };
    }
    case 'alert': {
      if (action.data.engagementId !== state.watched || state.alerts.some((a) => a.id === action.data.id))
        return { ...state, seen };
      return {
        ...state,
        seen,
        alerts: [...state.alerts, action.data],
        announcement: `Alert: ${action.data.message}`,
      };
    }
    default:
      return state;
  }
};

const startedDesc = (a: EngagementSummary, b: EngagementSummary) =>
  b.startedDate.localeCompare(a.startedDate) || a.engagementId.localeCompare(b.engagementId);

/**
 * The list shown: the fetched page with the stream's newer summaries over it, ongoing first, then the newest.
 * Engagements the page did not fetch join it only when `addNew` (the first page, where new ones belong).
 */
export const mergeSummaries = (
  fetched: readonly EngagementSummary[],
  live: Record<string, EngagementSummary>,
  keep: (summary: EngagementSummary) => boolean,
  addNew = true,
): EngagementSummary[] => {
  const byId = new Map(fetched.map((s) => [s.engagementId, s]));
  for (const [id, summary] of Object.entries(live)) {
    const known = byId.get(id);
    if (known === undefined && !addNew) continue;
    // A fetched row newer than the stream's summary (fetched after the event) stays.
    const fetchedNewer =
      known !== undefined &&
      (known.messageCount > summary.messageCount ||
        (known.status === 'ended' && summary.status === 'ongoing'));
    if (!fetchedNewer) byId.set(id, summary);
  }
  const all = [...byId.values()].filter(keep);
  return [
    ...all.filter((s) => s.status === 'ongoing').sort(startedDesc),
    ...all.filter((s) => s.status === 'ended').sort(startedDesc),
  ];
};

/** The detail with the stream's messages, alerts and newest summary over the fetched one. */
export const mergeDetail = (
  detail: EngagementDetail,
  live: Pick<LiveState, 'summaries' | 'watched' | 'messages' | 'alerts'>,
): EngagementDetail => {
  if (live.watched !== detail.engagementId) return detail;
  let messages = detail.messages;
  for (const message of live.messages) messages = upsertMessage(messages, message);
  const alerts = [...detail.alerts];
  for (const alert of live.alerts) if (!alerts.some((a) => a.id === alert.id)) alerts.push(alert);
  const summary = live.summaries[detail.engagementId];
  const newer = summary && summary.messageCount >= detail.messageCount ? summary : undefined;
  return {
    ...detail,
    ...(newer ?? {}),
    ...(detail.status === 'ended' ? { status: 'ended' as const, endedDate: detail.endedDate } : {}),
    stages: detail.stages,
    messages,
    alerts,
  };
};

/** Time in each stage: runs of consecutive messages with one stage, from the first message to the next run. */
export interface StageSpan {
  stage: string;
  from: number;
  to: number;
  /** Milliseconds from the run's first message to the next run's first (or to `end`). */
  duration: number;
}

export const stageSpans = (messages: readonly EngagementMessage[], end: number): StageSpan[] => {
  const spans: StageSpan[] = [];
  for (const message of messages) {
    const last = spans.at(-1);
    if (last && last.stage === message.stage) last.to = message.index;
    else spans.push({ stage: message.stage, from: message.index, to: message.index, duration: 0 });
  }
  const startOf = (span: StageSpan) =>
    Date.parse(messages.find((m) => m.index === span.from)?.time ?? '') || end;
  spans.forEach((span, i) => {
    const next = spans[i + 1];
    span.duration = Math.max(0, (next ? startOf(next) : end) - startOf(span));
  });
  return spans;
};

/** A duration as `m:ss`, or `h:mm:ss` from an hour on. */
export const formatDuration = (ms: number): string => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
};
