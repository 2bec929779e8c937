import { defaultStageModel, type Program, STANDARD_ROLES } from '@parlance/shared';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { fakeServer, json } from '../../../test/fake-server';
import { account, tenant } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { frameUrl, readStageNotice } from '../lib/simulator';

import './simulator-page';

configure({ asyncUtilTimeout: 5000 });

const DESIGNER = ['ROLE_DESIGNER', ...STANDARD_ROLES.ROLE_DESIGNER];
const FRAME_ORIGIN = 'http://127.0.0.1:9000';

const program = (id: number, name: string, agentOnly = false): Program => ({
  id,
  name,
  description: null,
  channel: 'voice',
  agentOnly,
  status: 'active',
  hasConversations: false,
  createdBy: 'ada',
  createdDate: '2026-11-01T10:00:00.000Z',
  lastModifiedBy: null,
  lastModifiedDate: null,
});

const serve = (programs: Program[], extra: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    'GET /api/account': () => json(200, account({ authorities: DESIGNER })),
    'GET /api/tenant/current': () => json(200, tenant()),
    'GET /7/api/programs': () =>
      json(200, programs, { headers: { 'X-Total-Count': String(programs.length) } }),
    'GET /7/api/programs/4/stage-model': () => json(200, { ...defaultStageModel(false), version: 1 }),
    'GET /7/api/programs/5/stage-model': () => json(200, { ...defaultStageModel(true), version: 1 }),
    'GET /api/simulator/frame-src': () => json(200, `${FRAME_ORIGIN}/frame/`),
    'POST /api/simulator/frame-ticket': () => json(200, { ticket: 'T-1' }),
    ...extra,
  });

/** The frame's side: what the page posted to it, and a way to post to the page. */
const frame = () => {
  const iframe = screen.getByTitle('Assist frame') as HTMLIFrameElement;
  const target = iframe.contentWindow!;
  const posted = vi.spyOn(target, 'postMessage');
  const say = (data: unknown, origin = FRAME_ORIGIN, source: Window = target) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    });
  return { iframe, posted, say };
};

describe('simulator', { timeout: 20_000 }, () => {
  it('starts, relays messages as the chosen speaker, shows stages and ends after 3 s', async () => {
    serve([program(4, 'Medicare')]);
    const user = userEvent.setup();
    renderRoutes(routes, '/7/studio/simulator');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByTitle('Assist frame');
    const { iframe, posted, say } = frame();
    expect(iframe.src).toBe(`${FRAME_ORIGIN}/frame/?app=voice&provider=parlance&ticket=T-1`);
    const stored = JSON.parse(sessionStorage.getItem('parlance_simulator')!);
    expect(stored.program).toBe(4);
    expect(stored.engagementId).toMatch(/^PLATFORM\d+$/);

    // Another origin, or another window, is ignored.
    say({ status: 'websocketOpen' }, 'http://evil.example');
    say({ status: 'websocketOpen' }, FRAME_ORIGIN, window);
    expect(posted).not.toHaveBeenCalled();
    say({ status: 'websocketOpen' });
    const id = stored.engagementId;
    expect(posted).toHaveBeenCalledWith(
      { engagementId: id, type: 'engagement_start', program: 4, content: '' },
      FRAME_ORIGIN,
    );

    await user.type(screen.getByLabelText(/Message as Visitor/), 'I saw an ad about Medicare Advantage');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(posted).toHaveBeenLastCalledWith(
      {
        engagementId: id,
        type: 'visitor_message',
        program: 4,
        content: 'I saw an ad about Medicare Advantage',
      },
      FRAME_ORIGIN,
    );
    await user.click(screen.getByRole('button', { name: 'Agent' }));
    await user.type(screen.getByLabelText(/Message as Agent/), 'What is your zip code?{Enter}');
    expect(posted).toHaveBeenLastCalledWith(
      { engagementId: id, type: 'agent_message', program: 4, content: 'What is your zip code?' },
      FRAME_ORIGIN,
    );
    say({
      type: 'stage',
      engagementId: id,
      index: 1,
      stage: 'Agent Qualify',
      confidence: 0.9,
      colour: '#1d5fa8',
    });
    say(
      { type: 'stage', engagementId: id, index: 0, stage: 'Other', confidence: 0.9 },
      'http://evil.example',
    );
    const list = screen.getByTestId('simulator-transcript');
    expect(within(list).getByText('Agent Qualify')).toBeTruthy();
    expect(within(list).queryByText('Other')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'End' }));
    expect(posted).toHaveBeenLastCalledWith(
      { engagementId: id, type: 'engagement_end', program: 4, content: '' },
      FRAME_ORIGIN,
    );
    expect(sessionStorage.getItem('parlance_simulator')).not.toBeNull();
    await waitFor(() => expect(screen.queryByTitle('Assist frame')).toBeNull(), { timeout: 4500 });
    expect(sessionStorage.getItem('parlance_simulator')).toBeNull();
    expect(screen.getByTestId('simulator-empty')).toBeTruthy();
  });

  it('speaks only as the Agent in an agent-only program', async () => {
    serve([program(5, 'Agents only', true)]);
    renderRoutes(routes, '/7/studio/simulator');
    await screen.findByRole('button', { name: 'Start' });
    expect((screen.getByRole('button', { name: 'Visitor' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Agent' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('resumes a stored engagement with its transcript after a reload', async () => {
    sessionStorage.setItem('parlance_simulator', JSON.stringify({ engagementId: 'PLATFORM77', program: 4 }));
    serve([program(4, 'Medicare')], {
      'GET /7/api/simulator/engagements/PLATFORM77': () =>
        json(200, {
          engagementId: 'PLATFORM77',
          programId: 4,
          startedDate: '2026-11-23T08:00:00Z',
          endedDate: null,
          stages: [{ label: 'Warm Greet Intro', colour: '#1f7a4d' }],
          messages: [
            {
              index: 0,
              from: 'Agent',
              content: 'Hello, thanks for calling',
              stage: 'Warm Greet Intro',
              confidence: 0.9,
            },
          ],
        }),
    });
    renderRoutes(routes, '/7/studio/simulator');
    await screen.findByTitle('Assist frame');
    expect(screen.getByText('Hello, thanks for calling')).toBeTruthy();
    expect(screen.getByText('Warm Greet Intro')).toBeTruthy();
    const { posted, say } = frame();
    say({ status: 'websocketOpen' });
    expect(posted).toHaveBeenCalledWith(
      { engagementId: 'PLATFORM77', type: 'engagement_start', program: 4, content: '' },
      FRAME_ORIGIN,
    );
  });
});

describe('simulator helpers', () => {
  it('builds the frame URL and reads stage notices', () => {
    expect(frameUrl('/frame/', 'parlance', 'a&b', 'http://localhost:4180/7/studio/simulator')).toBe(
      'http://localhost:4180/frame/?app=voice&provider=parlance&ticket=a%26b',
    );
    expect(
      readStageNotice({
        type: 'stage',
        engagementId: 'PLATFORM1',
        index: 0,
        stage: 'Other',
        confidence: 1,
        colour: 'red',
      }),
    ).toEqual({ engagementId: 'PLATFORM1', index: 0, stage: 'Other', confidence: 1, colour: undefined });
    expect(readStageNotice({ status: 'websocketOpen' })).toBeUndefined();
  });
});
