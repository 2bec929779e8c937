import {
  type ClientMessageInput,
  newEngagementId,
  type SimulatorSession,
  type Speaker,
  STAGE_COLORS,
} from '@parlance/shared';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { getEngagement, postFrameTicket } from '../api/simulator';
import {
  frameUrl,
  isWebsocketOpen,
  messageType,
  originOf,
  readStageNotice,
  SIMULATOR_END_DELAY_MS,
  simulatorSession,
} from '../lib/simulator';

/** One transcript message; the stage arrives from the frame after the engine labelled it. */
export interface TranscriptMessage {
  from: Speaker;
  content: string;
  stage?: string;
  confidence?: number;
  colour?: string;
}

/**
 * The simulator session (spec section 4): inactive → loading (ticket) → waiting (frame loaded, its socket opening)
 * → ready (after the frame's `websocketOpen`, `engagement_start` posted) → ending (`engagement_end` posted, 3 s)
 * → inactive.
 */
export type SimulationPhase = 'inactive' | 'loading' | 'waiting' | 'ready' | 'ending';

export const stageColour = (stage: string, colours?: ReadonlyMap<string, string>): string =>
  colours?.get(stage) ?? (STAGE_COLORS as Record<string, string>)[stage] ?? '#4a4a4a';

export interface UseSimulation {
  phase: SimulationPhase;
  session: SimulatorSession | null;
  frameSrc: string | undefined;
  messages: TranscriptMessage[];
  error: unknown;
  frameRef: RefObject<HTMLIFrameElement | null>;
  start: (program: number, provider: string) => Promise<void>;
  resume: (session: SimulatorSession, provider: string) => Promise<void>;
  send: (from: Speaker, content: string) => void;
  end: () => void;
}

/** The simulator's session and its postMessage exchange with the assist frame (whose base URL is `baseSrc`). */
export const useSimulation = (tenantPublicId: string, baseSrc: string | undefined): UseSimulation => {
  const [phase, setPhase] = useState<SimulationPhase>('inactive');
  const [session, setSession] = useState<SimulatorSession | null>(null);
  const [frameSrc, setFrameSrc] = useState<string>();
  const [messages, setMessages] = useState<TranscriptMessage[]>([]);
  const [error, setError] = useState<unknown>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const sessionRef = useRef<SimulatorSession | null>(null);
  const phaseRef = useRef<SimulationPhase>('inactive');
  const coloursRef = useRef<Map<string, string>>(new Map());
  const frameOrigin = baseSrc ? originOf(baseSrc) : undefined;

  const move = useCallback((next: SimulationPhase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);

  /** Posts a protocol message to the frame, to its exact origin only. */
  const post = useCallback(
    (message: ClientMessageInput) => {
      const target = frameRef.current?.contentWindow;
      if (target && frameOrigin) target.postMessage(message, frameOrigin);
    },
    [frameOrigin],
  );

  const load = useCallback(
    async (next: SimulatorSession, provider: string, transcript: TranscriptMessage[]) => {
      if (!baseSrc) return;
      sessionRef.current = next;
      setSession(next);
      setMessages(transcript);
      setError(null);
      move('loading');
      try {
        const ticket = await postFrameTicket();
        setFrameSrc(frameUrl(baseSrc, provider, ticket));
        move('waiting');
      } catch (e) {
        setError(e);
        move('inactive');
        sessionRef.current = null;
        setSession(null);
      }
    },
    [baseSrc, move],
  );

  const start = useCallback(
    async (program: number, provider: string) => {
      const next = { engagementId: newEngagementId(), program };
      simulatorSession.write(next);
      coloursRef.current = new Map();
      await load(next, provider, []);
    },
    [load],
  );

  const resume = useCallback(
    async (stored: SimulatorSession, provider: string) => {
      move('loading');
      let transcript: TranscriptMessage[] = [];
      try {
        const engagement = await getEngagement(tenantPublicId, stored.engagementId);
        if (engagement.endedDate) {
          simulatorSession.clear();
          move('inactive');
          return;
        }
        coloursRef.current = new Map(engagement.stages.map((s) => [s.label, s.colour]));
        transcript = [...engagement.messages]
          .sort((a, b) => a.index - b.index)
          .map((m) => ({
            from: m.from,
            content: m.content,
            stage: m.stage,
            confidence: m.confidence,
            colour: stageColour(m.stage, coloursRef.current),
          }));
      } catch (e) {
        // Not stored yet (the page was reloaded before its start reached the engine): start it afresh.
        if (!(isApiError(e) && e.response?.status === 404)) {
          setError(e);
          move('inactive');
          return;
        }
      }
      await load(stored, provider, transcript);
    },
    [tenantPublicId, load, move],
  );

  const send = useCallback(
    (from: Speaker, content: string) => {
      const current = sessionRef.current;
      if (!current || phaseRef.current !== 'ready') return;
      setMessages((list) => [...list, { from, content }]);
      post({
        engagementId: current.engagementId,
        type: messageType(from),
        program: current.program,
        content,
      });
    },
    [post],
  );

  const end = useCallback(() => {
    const current = sessionRef.current;
    if (!current || phaseRef.current === 'ending') return;
    post({
      engagementId: current.engagementId,
      type: 'engagement_end',
      program: current.program,
      content: '',
    });
    move('ending');
    window.setTimeout(() => {
      simulatorSession.clear();
      sessionRef.current = null;
      setSession(null);
      setFrameSrc(undefined);
      setMessages([]);
      move('inactive');
    }, SIMULATOR_END_DELAY_MS);
  }, [post, move]);

  // The frame's messages: only from the frame's window and origin.
  useEffect(() => {
    if (!frameOrigin) return;
    const listener = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || event.source !== frameRef.current?.contentWindow) return;
      const current = sessionRef.current;
      if (!current) return;
      if (isWebsocketOpen(event.data)) {
        if (phaseRef.current !== 'waiting') return;
        move('ready');
        post({
          engagementId: current.engagementId,
          type: 'engagement_start',
          program: current.program,
          content: '',
        });
        return;
      }
      const notice = readStageNotice(event.data);
      if (!notice || notice.engagementId !== current.engagementId) return;
      const colour = notice.colour ?? stageColour(notice.stage, coloursRef.current);
      setMessages((list) =>
        list.map((m, i) =>
          i === notice.index ? { ...m, stage: notice.stage, confidence: notice.confidence, colour } : m,
        ),
      );
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frameOrigin, post, move]);

  return { phase, session, frameSrc, messages, error, frameRef, start, resume, send, end };
};
