import { describe, expect, it, vi } from 'vitest';
import { AssistController, type SocketLike } from './controller';
import type { LabelFrame } from './protocol';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(frame: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

const setup = () => {
  const sockets: FakeSocket[] = [];
  const posted: unknown[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const controller = new AssistController({
    location: { protocol: 'http:', host: '127.0.0.1:4180' },
    ticket: 'T1',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    postToParent: (message) => posted.push(message),
    onChange: vi.fn(),
    setTimer: (fn, ms) => timers.push({ fn, ms }),
  });
  controller.connect();
  return { controller, sockets, posted, timers };
};

const start = { engagementId: 'PLATFORM42', type: 'engagement_start', program: 7, content: '' };
const label = (index: number, stage: string, extra: Partial<LabelFrame> = {}): LabelFrame => ({
  type: 'label',
  engagementId: 'PLATFORM42',
  index,
  from: 'Visitor',
  stage,
  confidence: 0.8,
  evidence: [{ example: 'hello', stage, score: 0.9 }],
  cards: [],
  stageChanged: true,
  alerts: [],
  time: '2026-11-23T08:00:00.000Z',
  ...extra,
});

describe('AssistController', () => {
  it('tells the parent once the socket is open and forwards its messages', () => {
    const { controller, sockets, posted } = setup();
    expect(sockets[0]!.url).toBe('ws://127.0.0.1:4180/api/engine/ws?ticket=T1');
    expect(posted).toEqual([]);
    sockets[0]!.open();
    expect(posted).toEqual([{ status: 'websocketOpen' }]);
    controller.fromParent(start);
    controller.fromParent({ ...start, type: 'visitor_message', content: 'Hi there' });
    controller.fromParent({ status: 'websocketOpen' }); // not a protocol message: ignored
    expect(sockets[0]!.sent).toEqual([start, { ...start, type: 'visitor_message', content: 'Hi there' }]);
  });

  it('keeps the labels, builds the timeline and posts each stage to the parent', () => {
    const { controller, sockets, posted } = setup();
    sockets[0]!.open();
    controller.fromParent(start);
    sockets[0]!.receive({
      type: 'started',
      engagementId: 'PLATFORM42',
      programId: 7,
      resumed: false,
      assist: true,
      stages: [{ label: 'Warm Greet Intro', colour: '#123456' }],
      messages: [],
    });
    sockets[0]!.receive(label(0, 'Warm Greet Intro'));
    sockets[0]!.receive(label(1, 'Warm Greet Intro', { stageChanged: false }));
    sockets[0]!.receive(label(2, 'Agent Qualify'));
    sockets[0]!.receive({ ...label(3, 'Other'), engagementId: 'PLATFORM9' }); // another engagement
    expect(controller.state.timeline.map((t) => t.stage)).toEqual(['Warm Greet Intro', 'Agent Qualify']);
    expect(controller.state.current?.index).toBe(2);
    expect(controller.state.announcement).toBe('Stage: Agent Qualify');
    expect(posted.slice(1)).toEqual([
      {
        type: 'stage',
        engagementId: 'PLATFORM42',
        index: 0,
        stage: 'Warm Greet Intro',
        confidence: 0.8,
        colour: '#123456',
      },
      {
        type: 'stage',
        engagementId: 'PLATFORM42',
        index: 1,
        stage: 'Warm Greet Intro',
        confidence: 0.8,
        colour: '#123456',
      },
      {
        type: 'stage',
        engagementId: 'PLATFORM42',
        index: 2,
        stage: 'Agent Qualify',
        confidence: 0.8,
        colour: '#1d5fa8',
      },
    ]);
  });

  it('shows no assist for a control-group user', () => {
    const { controller, sockets } = setup();
    sockets[0]!.open();
    controller.fromParent(start);
    sockets[0]!.receive({
      type: 'started',
      engagementId: 'PLATFORM42',
      programId: 7,
      resumed: false,
      assist: false,
      stages: [],
      messages: [],
    });
    expect(controller.state.assist).toBe(false);
  });

  it('reconnects with backoff and the resume token, replaying the start', () => {
    const { controller, sockets, posted, timers } = setup();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'session', resumeToken: 'R1' });
    controller.fromParent(start);
    sockets[0]!.drop();
    expect(controller.state.connection).toBe('reconnecting');
    expect(timers.map((t) => t.ms)).toEqual([500]);
    controller.fromParent({ ...start, type: 'agent_message', content: 'Still there?' });
    timers[0]!.fn();
    expect(sockets[1]!.url).toBe('ws://127.0.0.1:4180/api/engine/ws?resume=R1');
    sockets[1]!.drop();
    expect(timers.map((t) => t.ms)).toEqual([500, 1000]);
    timers[1]!.fn();
    sockets[2]!.open();
    expect(sockets[2]!.sent).toEqual([start, { ...start, type: 'agent_message', content: 'Still there?' }]);
    expect(posted).toEqual([{ status: 'websocketOpen' }]); // the parent is not asked to start again
  });

  it('rebuilds the timeline and the knowledge cards from a resumed engagement', () => {
    const { controller, sockets } = setup();
    sockets[0]!.open();
    controller.fromParent(start);
    const message = (index: number, stage: string) => ({
      index,
      from: 'Agent',
      content: 'x',
      stage,
      confidence: 0.5,
      evidence: [],
      time: '2026-11-23T08:00:00.000Z',
    });
    sockets[0]!.receive({
      type: 'started',
      engagementId: 'PLATFORM42',
      programId: 7,
      resumed: true,
      assist: true,
      stages: [],
      messages: [message(0, 'Warm Greet Intro'), message(1, 'Agent Qualify'), message(2, 'Agent Qualify')],
      cards: [{ subject: 'Smile Gold', predicate: 'covers', object: 'two cleanings a year' }],
    });
    expect(controller.state.timeline.map((t) => t.stage)).toEqual(['Warm Greet Intro', 'Agent Qualify']);
    expect(controller.state.current?.index).toBe(2);
    expect(controller.state.current?.cards).toEqual([
      { subject: 'Smile Gold', predicate: 'covers', object: 'two cleanings a year' },
    ]);
  });

  it('does not retry a refused ticket or origin', () => {
    for (const code of [4401, 4403]) {
      const { controller, sockets, timers } = setup();
      sockets[0]!.drop(code);
      expect(controller.state.connection).toBe('closed');
      expect(timers).toEqual([]);
    }
  });

  it('keeps each alert once, announces the newest at once and clears them for a new engagement', () => {
    const { controller, sockets } = setup();
    sockets[0]!.open();
    controller.fromParent(start);
    const alert = {
      id: 11,
      engagementId: 'PLATFORM42',
      rule: 'r1',
      kind: 'before' as const,
      severity: 'critical' as const,
      index: 1,
      message: 'Agent Recommend reached before Agent Qualify.',
      createdDate: '2026-11-23T08:00:00.000Z',
    };
    sockets[0]!.receive(label(0, 'Warm Greet Intro'));
    expect(controller.state.alerts).toEqual([]);
    expect(controller.state.alertAnnouncement).toBe('');
    sockets[0]!.receive(label(1, 'Agent Recommend', { alerts: [alert] }));
    sockets[0]!.receive(label(1, 'Agent Recommend', { alerts: [alert] })); // a repeat after a resume
    expect(controller.state.alerts).toEqual([alert]);
    expect(controller.state.alertAnnouncement).toBe(
      'Critical: Agent Recommend reached before Agent Qualify.',
    );
    controller.fromParent({ ...start, engagementId: 'PLATFORM43' });
    expect(controller.state.alerts).toEqual([]);
    expect(controller.state.alertAnnouncement).toBe('');
  });
});
