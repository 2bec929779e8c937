import {
  type ClientMessageType,
  readSimulatorSession,
  SESSION_STORAGE_PREFIX,
  SIMULATOR_SESSION_KEY,
  type SimulatorSession,
} from '@parlance/shared';
import { sessionStore } from '../../../lib/session-storage';

/** The stored simulation, `parlance_simulator` (the prefixed store adds the prefix, so logout clears it). */
const KEY = SIMULATOR_SESSION_KEY.slice(SESSION_STORAGE_PREFIX.length);

export const simulatorSession = {
  read(): SimulatorSession | null {
    return readSimulatorSession(sessionStore.getJson(KEY));
  },
  write(session: SimulatorSession): void {
    sessionStore.setJson(KEY, session);
  },
  clear(): void {
    sessionStore.remove(KEY);
  },
};

/** The frame's address: its base URL with `app=voice`, the program's assist provider and the ticket. */
export const frameUrl = (
  frameSrc: string,
  provider: string,
  ticket: string,
  base = window.location.href,
): string => {
  const url = new URL(frameSrc, base);
  url.searchParams.set('app', 'voice');
  url.searchParams.set('provider', provider);
  url.searchParams.set('ticket', ticket);
  return url.toString();
};

export const originOf = (url: string, base = window.location.href): string => new URL(url, base).origin;

export const messageType = (from: 'Agent' | 'Visitor'): ClientMessageType =>
  from === 'Agent' ? 'agent_message' : 'visitor_message';

/** The simulator's end delay (spec section 9): after `engagement_end`, 3 s before the session is cleared. */
export const SIMULATOR_END_DELAY_MS = 3000;

/** A stage message from the frame: `{type: 'stage', engagementId, index, stage, confidence, colour}`. */
export interface StageNotice {
  engagementId: string;
  index: number;
  stage: string;
  confidence: number;
  colour: string | undefined;
}

export const readStageNotice = (data: unknown): StageNotice | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  if (d.type !== 'stage' || typeof d.engagementId !== 'string' || typeof d.index !== 'number')
    return undefined;
  if (typeof d.stage !== 'string') return undefined;
  return {
    engagementId: d.engagementId,
    index: d.index,
    stage: d.stage,
    confidence: typeof d.confidence === 'number' ? d.confidence : 0,
    colour: typeof d.colour === 'string' && /^#[0-9a-f]{6}$/i.test(d.colour) ? d.colour : undefined,
  };
};

export const isWebsocketOpen = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { status?: unknown }).status === 'websocketOpen';
