import { STANDARD_ROLES } from '@parlance/shared';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { fakeServer, json } from '../../../test/fake-server';
import { account, tenant } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';

import './supervisor-page';

configure({ asyncUtilTimeout: 5000 });

/** A stand-in EventSource: the test sends the stream's events itself. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static last: FakeEventSource | undefined;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, (event: MessageEvent) => void>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  emit(type: string, id: string, data: unknown) {
    act(() =>
      this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id })),
    );
  }
  close() {
    this.readyState = 2;
  }
}

const SUPERVISOR = ['ROLE_SUPERVISOR', ...STANDARD_ROLES.ROLE_SUPERVISOR];
const summary = {
  engagementId: 'SIM-1',
  programId: 4,
  programName: 'Dental',
  agent: { id: 7, login: 'ann', name: 'Ann Agent', externalCode: null },
  source: 'simulator',
  channel: null,
  status: 'ongoing',
  startedDate: '2026-11-23T08:00:00.000Z',
  endedDate: null,
  currentStage: 'Warm Greet Intro',
  lastMessage: { from: 'Agent', content: 'Hello there', time: '2026-11-23T08:00:00.000Z' },
  messageCount: 1,
  alertCount: 0,
};
const message = (index: number, content: string, stage: string) => ({
  index,
  from: 'Agent',
  content,
  stage,
  engineStage: stage,
  confidence: 0.8,
  correction: null,
  cards: [],
  time: '2026-11-23T08:00:00.000Z',
});
const detail = {
  ...summary,
  stages: [
    { label: 'Warm Greet Intro', colour: '#123456' },
    { label: 'Agent Qualify', colour: '#654321' },
  ],
  messages: [message(0, 'Hello there', 'Warm Greet Intro')],
  alerts: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('supervisor page', { timeout: 20_000 }, () => {
  it('lists engagements, keeps filters and the selection in the URL and grows the detail live', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const server = fakeServer({
      'GET /api/account': () => json(200, account({ authorities: SUPERVISOR })),
      'GET /api/tenant/current': () => json(200, tenant()),
      'GET /7/api/programs': () => json(200, [], { headers: { 'X-Total-Count': '0' } }),
      'GET /7/api/engagements': () => json(200, [summary], { headers: { 'X-Total-Count': '1' } }),
      'GET /7/api/engagements/SIM-1': () => json(200, detail),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/7/supervisor?status=ongoing');
    const row = await screen.findByRole('link', { name: /SIM-1/ });
    expect(row.textContent).toContain('Dental · Ann Agent · Simulator');
    const list = server.calls('GET', '/7/api/engagements')[0]!;
    expect(list.url.searchParams.get('status.equals')).toBe('ongoing');
    expect(FakeEventSource.last!.url).toBe('/7/api/engagements/events');

    // Keyboard: Tab to the row, Enter opens it; the selection joins the filters in the URL.
    row.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByTestId('supervisor-detail');
    expect(router.state.location.search).toBe('?status=ongoing&engagement=SIM-1');
    expect(within(panel).getAllByTestId('supervisor-message')).toHaveLength(1);

    const stream = FakeEventSource.last!;
    act(() => stream.onopen?.());
    expect(screen.getByTestId('supervisor-stream').textContent).toBe('Live');
    stream.emit('message', '5', {
      engagementId: 'SIM-1',
      message: message(1, 'Your zip code?', 'Agent Qualify'),
    });
    stream.emit('engagement', '6', { ...summary, currentStage: 'Agent Qualify', messageCount: 2 });
    stream.emit('alert', '7', {
      id: 1,
      engagementId: 'SIM-1',
      rule: 'r1',
      kind: 'before',
      severity: 'critical',
      index: 1,
      message: 'Agent Recommend reached before Agent Qualify.',
      createdDate: '2026-11-23T08:00:00.000Z',
    });
    stream.emit('message', '5', { engagementId: 'SIM-1', message: message(1, 'repeat', 'Other') });
    expect(
      within(panel)
        .getAllByTestId('supervisor-message')
        .map((m) => m.textContent),
    ).toEqual([
      expect.stringContaining('Hello there'),
      expect.stringContaining('Your zip code?Agent Qualify'),
    ]);
    expect(within(panel).getByTestId('supervisor-alerts').textContent).toContain('Critical');
    expect(screen.getByTestId('supervisor-announcement').getAttribute('aria-live')).toBe('polite');
    expect(within(row).getByTestId('stage-chip').textContent).toBe('Agent Qualify');
    expect(within(row).getByTestId('stage-chip').style.background).toBe('rgb(101, 67, 33)');

    // A filter goes into the URL and to the server; the selection stays.
    await user.selectOptions(screen.getByLabelText('Source'), 'api');
    expect(router.state.location.search).toBe('?status=ongoing&engagement=SIM-1&source=api');
    await vi.waitFor(() =>
      expect(server.calls('GET', '/7/api/engagements').at(-1)!.url.searchParams.get('source.equals')).toBe(
        'api',
      ),
    );
  });

  it('corrects a stage as an example and shows a 409 from the server', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const server = fakeServer({
      'GET /api/account': () => json(200, account({ authorities: SUPERVISOR })),
      'GET /api/tenant/current': () => json(200, tenant()),
      'GET /7/api/programs': () => json(200, [], { headers: { 'X-Total-Count': '0' } }),
      'GET /7/api/engagements': () => json(200, [summary], { headers: { 'X-Total-Count': '1' } }),
      'GET /7/api/engagements/SIM-1': () => json(200, detail),
      'PUT /7/api/engagements/SIM-1/messages/0/stage': [
        () =>
          json(
            409,
            { title: 'Conflict', status: 409, message: 'Someone saved the stage model meanwhile.' },
            { problem: true },
          ),
        () =>
          json(200, {
            ...message(0, 'Hello there', 'Agent Qualify'),
            engineStage: 'Warm Greet Intro',
            correction: { stage: 'Agent Qualify', by: 'ada', date: '2026-11-23T08:01:00.000Z' },
          }),
      ],
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/7/supervisor?engagement=SIM-1');
    await user.click(await screen.findByRole('button', { name: 'Correct the stage of message 1' }));
    const form = await screen.findByRole('form', { name: 'Correct the stage of message 1' });
    await user.selectOptions(within(form).getByLabelText('Stage'), 'Agent Qualify');
    await user.click(within(form).getByLabelText('Add as example'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Someone saved the stage model meanwhile.',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('engine-stage')).toBeTruthy();
    expect(screen.getByTestId('engine-stage').textContent).toContain('the engine said Warm Greet Intro');
    expect(JSON.parse(server.calls('PUT', '/7/api/engagements/SIM-1/messages/0/stage')[1]!.body)).toEqual({
      stage: 'Agent Qualify',
      addAsExample: true,
    });
  });
});
