import { defaultStageModel, type Program, STANDARD_ROLES, type StageModel } from '@parlance/shared';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { fakeServer, type Handler, json } from '../../../test/fake-server';
import { account, tenant } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';

// Loaded up front, so that the lazy route resolves at once.
import './studio-settings-page';

configure({ asyncUtilTimeout: 4000 });

const DESIGNER = ['ROLE_DESIGNER', ...STANDARD_ROLES.ROLE_DESIGNER];

const PROGRAM: Program = {
  id: 4,
  name: 'Dental',
  description: null,
  channel: 'voice',
  agentOnly: true,
  status: 'active',
  hasConversations: false,
  createdBy: 'ada',
  createdDate: '2026-11-01T10:00:00.000Z',
  lastModifiedBy: null,
  lastModifiedDate: null,
};

const saved = (version: number, by: string): StageModel => ({
  ...defaultStageModel(true),
  version,
  lastModifiedBy: by,
  lastModifiedDate: '2026-11-20T09:00:00.000Z',
});

const serve = (routes: Record<string, Handler | Handler[]>) =>
  fakeServer({
    'GET /api/account': () => json(200, account({ authorities: DESIGNER })),
    'GET /api/tenant/current': () => json(200, tenant()),
    'GET /7/api/programs': () => json(200, [PROGRAM], { headers: { 'X-Total-Count': '1' } }),
    'GET /7/api/chart-palette': () => json(200, { colours: Array(10).fill('#1d5fa8') }),
    ...routes,
  });

describe('studio settings', { timeout: 20_000 }, () => {
  it('opened without a program in its address, shows the first one at once and never says there is none', async () => {
    serve({ 'GET /7/api/programs/4/stage-model': () => json(200, saved(2, 'ada')) });
    const seen: boolean[] = [];
    const observer = new MutationObserver(() =>
      seen.push(!!document.querySelector('[data-testid="no-programs"]')),
    );
    observer.observe(document.body, { childList: true, subtree: true });
    const { router } = renderRoutes(routes, '/7/studio/settings');
    expect(await screen.findByRole('heading', { name: 'Stages of Dental' })).toBeTruthy();
    observer.disconnect();
    expect(seen.some(Boolean)).toBe(false);
    expect(router.state.location.search).toBe('?program=4');
  });

  it('keeps the edits on a conflict until the user reloads', async () => {
    const server = serve({
      'GET /7/api/programs/4/stage-model': [
        () => json(200, saved(2, 'ada')),
        () => json(200, saved(3, 'bob')),
      ],
      'PUT /7/api/programs/4/stage-model': () =>
        json(
          409,
          { title: 'Conflict', status: 409, message: 'stale', errorKey: 'staleversion' },
          { problem: true },
        ),
    });
    renderRoutes(routes, '/7/studio/settings');
    expect((await screen.findByTestId('stage-model-version')).textContent).toBe(
      'Version 2, saved by ada on 2026/11/20.',
    );
    // An agent-only program cannot start the simulator as the Visitor.
    expect((screen.getByRole('radio', { name: 'Visitor' }) as HTMLInputElement).disabled).toBe(true);

    await userEvent.type(screen.getByLabelText('New example'), 'hold on{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const notice = await screen.findByTestId('stage-model-conflict');
    expect(notice.textContent).toContain('Someone else saved this stage model since you opened it.');
    expect(notice.textContent).toContain('Your edits are kept until you reload.');
    const sent = JSON.parse(server.calls('PUT', '/7/api/programs/4/stage-model')[0]!.body) as StageModel;
    expect(sent.version).toBe(2);
    expect(sent.stages[0]?.examples).toContain('hold on');
    expect(
      within(screen.getByRole('list', { name: 'Examples of Not in Anchor' })).getByText('hold on'),
    ).toBeTruthy();

    await userEvent.click(within(notice).getByRole('button', { name: 'Reload the stage model' }));
    expect((await screen.findByText('Version 3, saved by bob on 2026/11/20.')).textContent).toBeTruthy();
    expect(screen.queryByTestId('stage-model-conflict')).toBeNull();
    expect(screen.queryByText('hold on')).toBeNull();
    expect(screen.queryByTestId('unsaved-changes')).toBeNull();
  });

  it('lists refused fields by stage and marks a refused colour', async () => {
    serve({
      'GET /7/api/programs/4/stage-model': () => json(200, saved(1, 'ada')),
      'PUT /7/api/programs/4/stage-model': () =>
        json(
          400,
          {
            title: 'Bad Request',
            status: 400,
            fieldErrors: [{ objectName: 'stageModel', field: 'stages[0].colour', message: 'Too light.' }],
          },
          { problem: true },
        ),
    });
    renderRoutes(routes, '/7/studio/settings?program=4');
    const colour = await screen.findByLabelText('Colour of Not in Anchor');
    await userEvent.clear(colour);
    await userEvent.type(colour, '#eeeeee');
    expect(document.getElementById('stage-colour-contrast')?.textContent).toContain('too light');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByTestId('stage-model-errors')).textContent).toBe(
      'Error(s) in element 1: Not in Anchor, colour: Too light.',
    );
    expect(colour.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('stage-colour-error').textContent).toBe('Too light.');
  });
});
