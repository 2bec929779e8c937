import type { Alert } from '@parlance/shared';
import { STAGE_COLORS } from '@parlance/shared';
import {
  backoffDelay,
  engineSocketUrl,
  FINAL_CLOSE_CODES,
  type LabelFrame,
  type ParentMessage,
  parseParentMessage,
  parseServerFrame,
  type ServerFrame,
} from './protocol';

/** What the frame needs of a WebSocket (the browser's, or a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export interface TimelineEntry {
  stage: string;
  time: Date;
}

/** What the view shows. */
export interface AssistState {
  connection: 'connecting' | 'open' | 'reconnecting' | 'closed';
  engagementId: string | undefined;
  /** false for a CONTROL_GROUP user: the frame shows no assist (the engine still labels and stores). */
  assist: boolean;
  current: LabelFrame | undefined;
  timeline: TimelineEntry[];
  error: string | undefined;
  /** The text of the live region: set when the stage changes. */
  announcement: string;
  /** The program's stage colours (from the engine's `started` frame). */
  colours: Map<string, string>;
  /** The engagement's compliance alerts, oldest first (each once, by id). */
  alerts: Alert[];
  /** The text of the assertive region: the newest alert, read out at once. */
  alertAnnouncement: string;
}

export interface ControllerDeps {
  location: Pick<Location, 'protocol' | 'host'>;
  ticket: string;
  createSocket: (url: string) => SocketLike;
  /** Posts to the parent with its exact origin; absent when the parent's origin is not allowed. */
  postToParent: ((message: unknown) => void) | undefined;
  onChange: (state: AssistState) => void;
  now?: () => Date;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
}

const OPEN = 1;

/** How a severity is named to the agent. */
export const SEVERITY_TEXT: Record<string, string> = {
  info: 'Note',
  warning: 'Warning',
  critical: 'Critical',
};

/** A stage's colour when the engine named none (the spec's fixed colours, else a neutral grey). */
export const fallbackColour = (stage: string): string =>
  (STAGE_COLORS as Record<string, string>)[stage] ?? '#4a4a4a';

/**
 * The frame's engine connection and state: relays the parent's protocol messages to the engine, keeps the labels,
 * reconnects with backoff (replaying `engagement_start` so the engine resumes the engagement) and tells the parent
 * about each label.
 */
export class AssistController {
  readonly state: AssistState = {
    connection: 'connecting',
    engagementId: undefined,
    assist: true,
    current: undefined,
    timeline: [],
    error: undefined,
    announcement: '',
    colours: new Map(),
    alerts: [],
    alertAnnouncement: '',
  };

  private socket: SocketLike | undefined;
  private resume: string | undefined;
  private attempt = 0;
  private announcedOpen = false;
  private start: ParentMessage | undefined;
  private readonly pending: string[] = [];
  private timer: unknown;
  private stopped = false;

  constructor(private readonly deps: ControllerDeps) {}

  connect(): void {
    if (this.stopped) return;
    const auth = this.resume ? { resume: this.resume } : { ticket: this.deps.ticket };
    const socket = this.deps.createSocket(engineSocketUrl(this.deps.location, auth));
    this.socket = socket;
    socket.onopen = () => this.opened();
    socket.onmessage = (event) => this.received(event.data);
    socket.onclose = (event) => this.closed(event.code);
    socket.onerror = () => undefined; // a close follows
  }

  /** A message event on the frame's window, already known to come from an allowed origin. */
  fromParent(data: unknown): void {
    const message = parseParentMessage(data);
    if (!message) return;
    if (message.type === 'engagement_start') {
      if (this.state.engagementId !== message.engagementId) {
        this.state.current = undefined;
        this.state.timeline = [];
        this.state.error = undefined;
        this.state.alerts = [];
        this.state.alertAnnouncement = '';
      }
      this.start = message;
      this.state.engagementId = message.engagementId;
      this.changed();
    } else if (message.type === 'engagement_end' && this.start?.engagementId === message.engagementId) {
      this.start = undefined;
    }
    this.send(JSON.stringify(message));
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) (this.deps.clearTimer ?? clearTimeout)(this.timer as number);
    this.socket?.close(1000);
  }

  private send(text: string): void {
    if (this.socket?.readyState === OPEN) this.socket.send(text);
    else this.pending.push(text);
  }

  private opened(): void {
    const reconnected = this.attempt > 0 || this.announcedOpen;
    this.attempt = 0;
    this.state.connection = 'open';
    this.state.error = undefined;
    const socket = this.socket!;
    // After a drop the engine resumes the engagement when it sees its start again.
    if (reconnected && this.start && !this.pending.some((p) => p.includes('"engagement_start"'))) {
      socket.send(JSON.stringify(this.start));
    }
    for (const text of this.pending.splice(0)) socket.send(text);
    if (!this.announcedOpen) {
      this.announcedOpen = true;
      this.deps.postToParent?.({ status: 'websocketOpen' });
    }
    this.changed();
  }

  private closed(code: number): void {
    this.socket = undefined;
    if (this.stopped) return;
    if (FINAL_CLOSE_CODES.has(code)) {
      this.state.connection = 'closed';
      this.state.error = 'The assist connection was refused. Reload the simulator to start again.';
      this.changed();
      return;
    }
    this.state.connection = 'reconnecting';
    this.changed();
    const delay = backoffDelay(this.attempt);
    this.attempt += 1;
    this.timer = (this.deps.setTimer ?? setTimeout)(() => this.connect(), delay);
  }

  private received(data: unknown): void {
    const frame = parseServerFrame(data);
    if (!frame) return;
    this.handle(frame);
  }

  private handle(frame: ServerFrame): void {
    switch (frame.type) {
      case 'session': {
        if (typeof frame.resumeToken === 'string' && frame.resumeToken) this.resume = frame.resumeToken;
        return;
      }
      case 'started': {
        if (frame.engagementId !== this.state.engagementId) return;
        this.state.assist = frame.assist !== false;
        this.state.colours = new Map((frame.stages ?? []).map((s) => [s.label, s.colour]));
        if (frame.resumed && frame.messages?.length) {
          const timeline: TimelineEntry[] = [];
          for (const message of frame.messages) {
            if (timeline.at(-1)?.stage !== message.stage) {
              timeline.push({ stage: message.stage, time: this.time(message.time) });
            }
          }
          this.state.timeline = timeline;
          const last = frame.messages.at(-1)!;
          this.state.current = {
            type: 'label',
            engagementId: frame.engagementId,
            index: last.index,
            from: last.from,
            stage: last.stage,
            confidence: last.confidence,
            evidence: last.evidence,
            // The cards stored with the last message: a reload shows what the frame showed before it.
            cards: frame.cards ?? [],
            stageChanged: false,
            alerts: [],
            time: last.time,
          };
        }
        this.changed();
        return;
      }
      case 'label': {
        const label = frame as LabelFrame;
        if (label.engagementId !== this.state.engagementId) return;
        const previous = this.state.current;
        if (previous && label.index < previous.index) return; // a late repeat
        this.state.current = label;
        const last = this.state.timeline.at(-1);
        if (!last || last.stage !== label.stage) {
          this.state.timeline.push({ stage: label.stage, time: this.time(label.time) });
          this.state.announcement = `Stage: ${label.stage}`;
        }
        // The engine sends each alert once, but a resumed socket may repeat a label: keep one per id.
        for (const alert of label.alerts ?? []) {
          if (this.state.alerts.some((a) => a.id === alert.id)) continue;
          this.state.alerts.push(alert);
          this.state.alertAnnouncement = `${SEVERITY_TEXT[alert.severity] ?? alert.severity}: ${alert.message}`;
        }
        this.deps.postToParent?.({
          type: 'stage',
          engagementId: label.engagementId,
          index: label.index,
          stage: label.stage,
          confidence: label.confidence,
          colour: this.colour(label.stage),
        });
        this.changed();
        return;
      }
      case 'error': {
        this.state.error = frame.message;
        this.changed();
        return;
      }
      case 'ended': {
        this.changed();
        return;
      }
      default:
        return;
    }
  }

  /** The colour of a stage in this program. */
  colour(stage: string): string {
    return this.state.colours.get(stage) ?? fallbackColour(stage);
  }

  private time(time: string | undefined): Date {
    if (time) {
      const parsed = new Date(time);
      if (!Number.isNaN(parsed.getTime())) return parsed;
    }
    return (this.deps.now ?? (() => new Date()))();
  }

  private changed(): void {
    this.deps.onChange(this.state);
  }
}
