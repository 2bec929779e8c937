import { defaultStageModel, type Program, STANDARD_ROLES, type TestRun } from '@parlance/shared';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChartConfiguration } from 'chart.js';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { empty, fakeServer, json } from '../../../test/fake-server';
import { account, tenant } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { SaveTestConversation } from './save-test-conversation';

const drawTrend = vi.hoisted(() => vi.fn((_canvas: HTMLCanvasElement, _config: ChartConfiguration) => {}));
// The canvas is not drawn in jsdom; what the chart is given is checked instead.
vi.mock('../../../components/chart/chart-js', () => ({
  Chart: class {
    constructor(canvas: HTMLCanvasElement, config: ChartConfiguration) {
      drawTrend(canvas, config);
    }
    destroy() {}
  },
}));

import './studio-settings-page';
import './test-sets-panel';

configure({ asyncUtilTimeout: 5000 });

const DESIGNER = ['ROLE_DESIGNER', ...STANDARD_ROLES.ROLE_DESIGNER];
const PROGRAM: Program = {
  id: 4,
  name: 'Dental',
  description: null,
  channel: 'voice',
  agentOnly: false,
  status: 'active',
  hasConversations: false,
  createdBy: 'ada',
  createdDate: '2026-11-01T10:00:00.000Z',
  lastModifiedBy: null,
  lastModifiedDate: null,
};
const SET = {
  id: 9,
  name: 'Regression',
  conversations: 1,
  messages: 2,
  createdBy: 'ada',
  createdDate: '2026-11-23T08:00:00Z',
};
const RUN = {
  id: 1,
  testSetId: 9,
  modelVersion: 3,
  accuracy: 0.5,
  macroF1: 0.333,
  messages: 2,
  stages: ['Warm Greet Intro', 'Agent Qualify'],
  perStage: [
    { stage: 'Warm Greet Intro', precision: 0.5, recall: 1, f1: 0.667, support: 1 },
    { stage: 'Agent Qualify', precision: 0, recall: 0, f1: 0, support: 1 },
  ],
  confusion: [
    [1, 0],
    [1, 0],
  ],
  wrong: [
    {
      conversation: 0,
      index: 1,
      from: 'Agent',
      content: 'Your zip code?',
      expected: 'Agent Qualify',
      answered: 'Warm Greet Intro',
      confidence: 0.4,
    },
  ],
  createdBy: 'ada',
  createdDate: '2026-11-23T08:01:00Z',
} as unknown as TestRun;

describe('test sets tab', { timeout: 20_000 }, () => {
  it('runs a set and adds a wrong message as an example of its expected stage', async () => {
    const model = { ...defaultStageModel(false), version: 3 };
    const server = fakeServer({
      'GET /api/account': () => json(200, account({ authorities: DESIGNER })),
      'GET /api/tenant/current': () => json(200, tenant()),
      'GET /7/api/programs': () => json(200, [PROGRAM], { headers: { 'X-Total-Count': '1' } }),
      'GET /7/api/chart-palette': () => json(200, { colours: Array(10).fill('#1d5fa8') }),
      'GET /7/api/programs/4/stage-model': () => json(200, model),
      'PUT /7/api/programs/4/stage-model': () => json(200, { ...model, version: 4 }),
      'GET /7/api/programs/4/test-sets': () => json(200, [SET]),
      'GET /7/api/programs/4/test-sets/9/runs': [() => json(200, []), () => json(200, [RUN])],
      'POST /7/api/programs/4/test-sets/9/runs': () => json(201, RUN),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/7/studio/settings?program=4');
    await user.click(await screen.findByRole('tab', { name: 'Test sets' }));
    await user.click(await screen.findByRole('button', { name: 'Run' }));
    const matrix = await screen.findByRole('table', { name: /Confusion matrix/ });
    expect(within(matrix).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: /accuracy 50.0%, macro-F1 0.333/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add as example of Agent Qualify' }));
    await screen.findByText('Added as an example of Agent Qualify.');
    const put = JSON.parse(server.calls('PUT', '/7/api/programs/4/stage-model')[0]!.body);
    expect(put.version).toBe(3);
    const qualify = put.stages.find((s: { label: string }) => s.label === 'Agent Qualify');
    expect(qualify.examples).toContain('Your zip code?');
    // One run: no trend yet.
    expect(screen.getByTestId('test-trend-empty').textContent).toMatch(/at least two runs/);
    expect(screen.queryByRole('img', { name: /Trend of/ })).toBeNull();
  });

  it('draws the trend of two runs in the palette colours, with a table of the figures', async () => {
    drawTrend.mockClear();
    const later = {
      ...RUN,
      id: 2,
      modelVersion: 4,
      accuracy: 1,
      macroF1: 1,
      createdDate: '2026-11-24T08:00:00Z',
    };
    const colours = ['#123456', '#654321', ...Array(8).fill('#1d5fa8')];
    fakeServer({
      'GET /api/account': () => json(200, account({ authorities: DESIGNER })),
      'GET /api/tenant/current': () => json(200, tenant()),
      'GET /7/api/programs': () => json(200, [PROGRAM], { headers: { 'X-Total-Count': '1' } }),
      'GET /7/api/chart-palette': () => json(200, { colours }),
      'GET /7/api/programs/4/stage-model': () => json(200, { ...defaultStageModel(false), version: 3 }),
      'GET /7/api/programs/4/test-sets': () => json(200, [SET]),
      'GET /7/api/programs/4/test-sets/9/runs': () => json(200, [later, RUN]),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/7/studio/settings?program=4');
    await user.click(await screen.findByRole('tab', { name: 'Test sets' }));
    const chart = await screen.findByRole('img', {
      name: 'Trend of 2 runs, v3 · 2026/11/23 to v4 · 2026/11/24: macro-F1 from 0.333 to 1.000, accuracy from 50.0% to 100.0%.',
    });
    expect(chart.tagName).toBe('CANVAS');
    const table = screen.getByRole('table', { name: 'Runs of this test set' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RunMacro-F1Accuracy', 'v3 · 2026/11/230.33350.0%', 'v4 · 2026/11/241.000100.0%']);
    await vi.waitFor(() => expect(drawTrend).toHaveBeenCalled(), { timeout: 15_000 });
    const [canvas, config] = drawTrend.mock.lastCall!;
    expect(canvas).toBe(chart);
    expect(config.data.labels).toEqual(['v3 · 2026/11/23', 'v4 · 2026/11/24']);
    expect(
      config.data.datasets.map((d) => [d.label, d.data, (d as { borderColor?: unknown }).borderColor]),
    ).toEqual([
      ['Macro-F1', [0.333, 1], '#123456'],
      ['Accuracy', [0.5, 1], '#654321'],
    ]);
    // The legend turns each line on and off.
    await user.click(screen.getByRole('button', { name: 'Accuracy', pressed: true }));
    await screen.findByRole('button', { name: 'Accuracy', pressed: false }, { timeout: 15_000 });
    // The chart redraws after the render: waited for as a state, with room for a busy machine (vi.waitFor's own
    // limit is one second).
    await vi.waitFor(() => expect(drawTrend.mock.lastCall![1].data.datasets[1]!.hidden).toBe(true), {
      timeout: 15_000,
    });
  });

  it('deletes a test set after confirming', async () => {
    const server = fakeServer({
      'GET /api/account': () => json(200, account({ authorities: DESIGNER })),
      'GET /api/tenant/current': () => json(200, tenant()),
      'GET /7/api/programs': () => json(200, [PROGRAM], { headers: { 'X-Total-Count': '1' } }),
      'GET /7/api/chart-palette': () => json(200, { colours: Array(10).fill('#1d5fa8') }),
      'GET /7/api/programs/4/stage-model': () => json(200, { ...defaultStageModel(false), version: 3 }),
      'GET /7/api/programs/4/test-sets': [() => json(200, [SET]), () => json(200, [])],
      'GET /7/api/programs/4/test-sets/9/runs': () => json(200, []),
      'DELETE /7/api/programs/4/test-sets/9': () => empty(204),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/7/studio/settings?program=4');
    await user.click(await screen.findByRole('tab', { name: 'Test sets' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the test set?' });
    expect(dialog.textContent).toContain('Regression');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Successfully deleted Test set');
    expect(screen.getByText('Test set was successfully deleted')).toBeTruthy();
    expect(await screen.findByText('No test sets yet.')).toBeTruthy();
    expect(server.calls('DELETE', '/7/api/programs/4/test-sets/9')).toHaveLength(1);
  });

  it('shows each refused line as the server names it (line and column), once', async () => {
    fakeServer({
      'GET /api/account': () => json(200, account({ authorities: DESIGNER })),
      'GET /api/tenant/current': () => json(200, tenant()),
      'GET /7/api/programs': () => json(200, [PROGRAM], { headers: { 'X-Total-Count': '1' } }),
      'GET /7/api/chart-palette': () => json(200, { colours: Array(10).fill('#1d5fa8') }),
      'GET /7/api/programs/4/stage-model': () => json(200, { ...defaultStageModel(false), version: 3 }),
      'GET /7/api/programs/4/test-sets': () => json(200, []),
      'POST /7/api/programs/4/test-sets': () =>
        json(400, {
          status: 400,
          title: 'Bad Request',
          detail: 'Line 2, column 5: not JSON.',
          fieldErrors: [{ objectName: 'request', field: 'lines[2]', message: 'Line 2, column 5: not JSON.' }],
        }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/7/studio/settings?program=4');
    await user.click(await screen.findByRole('tab', { name: 'Test sets' }));
    await user.type(await screen.findByLabelText('Name'), 'Broken');
    await user.upload(
      screen.getByLabelText('Conversations (JSON Lines)'),
      new File(['{"messages": []}\n{"mess\n'], 'broken.jsonl', { type: 'application/jsonl' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Line 2, column 5: not JSON.')).toBeTruthy();
    expect(screen.queryByText(/Line 2: Line 2/)).toBeNull();
  });
  it('states what a test set may hold, and refuses a file over its size before sending it', async () => {
    const server = fakeServer({
      'GET /api/account': () => json(200, account({ authorities: DESIGNER })),
      'GET /api/tenant/current': () => json(200, tenant()),
      'GET /7/api/programs': () => json(200, [PROGRAM], { headers: { 'X-Total-Count': '1' } }),
      'GET /7/api/chart-palette': () => json(200, { colours: Array(10).fill('#1d5fa8') }),
      'GET /7/api/programs/4/stage-model': () => json(200, { ...defaultStageModel(false), version: 3 }),
      'GET /7/api/programs/4/test-sets': () => json(200, [SET]),
      'GET /7/api/programs/4/test-sets/9/runs': () => json(200, []),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/7/studio/settings?program=4');
    await user.click(await screen.findByRole('tab', { name: 'Test sets' }));
    const file = await screen.findByLabelText('Conversations (JSON Lines)');
    // The limits are the file field's description, in the words and figures of the API's limits.
    const described = document.getElementById(file.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(
      'One conversation a line, each of at most 1,000 messages. A test set holds at most 5,000 messages in all, ' +
        'naming at most 100 stages, in a file of at most 5 MB.',
    );
    // Each set says how full it is.
    expect(
      screen.getByRole('option', { name: 'Regression (1 conversation, 2 of 5,000 messages)' }),
    ).toBeTruthy();

    await user.type(screen.getByLabelText('Name'), 'Too big');
    await user.upload(file, new File(['x'.repeat(5 * 1024 * 1024 + 1)], 'big.jsonl'));
    expect(await screen.findByText("This file is 5 MB: a test set's file holds at most 5 MB.")).toBeTruthy();
    expect(file.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
    expect(server.calls('POST', '/7/api/programs/4/test-sets')).toHaveLength(0);
  });

  it('says that another run is going on and waits as the server asks before Run can be pressed again', async () => {
    const server = fakeServer({
      'GET /api/account': () => json(200, account({ authorities: DESIGNER })),
      'GET /api/tenant/current': () => json(200, tenant()),
      'GET /7/api/programs': () => json(200, [PROGRAM], { headers: { 'X-Total-Count': '1' } }),
      'GET /7/api/chart-palette': () => json(200, { colours: Array(10).fill('#1d5fa8') }),
      'GET /7/api/programs/4/stage-model': () => json(200, { ...defaultStageModel(false), version: 3 }),
      'GET /7/api/programs/4/test-sets': () => json(200, [SET]),
      'GET /7/api/programs/4/test-sets/9/runs': () => json(200, []),
      'POST /7/api/programs/4/test-sets/9/runs': () =>
        json(
          429,
          {
            status: 429,
            title: 'Too Many Requests',
            message: 'Another test run is going on. Try again in a few seconds.',
            errorKey: 'ratelimited',
          },
          { headers: { 'Retry-After': '1' }, problem: true },
        ),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/7/studio/settings?program=4');
    await user.click(await screen.findByRole('tab', { name: 'Test sets' }));
    const runButton = await screen.findByRole('button', { name: 'Run' });
    await user.click(runButton);
    const busy = await screen.findByTestId('test-run-busy');
    expect(busy.getAttribute('role')).toBe('status');
    expect(busy.textContent).toBe(
      'Another test run is going on: the server runs test sets one at a time. Run this one again in 1 second.',
    );
    // A note, not an error; Run waits the second the answer's Retry-After gives, then can be pressed again.
    expect(screen.queryByTestId('test-run-error')).toBeNull();
    expect(runButton.hasAttribute('disabled')).toBe(true);
    await vi.waitFor(
      () => expect(screen.getByRole('button', { name: 'Run' }).hasAttribute('disabled')).toBe(false),
      {
        timeout: 4000,
      },
    );
    expect(screen.queryByTestId('test-run-busy')).toBeNull();
    expect(server.calls('POST', '/7/api/programs/4/test-sets/9/runs')).toHaveLength(1);
  });

  it('says when a run kept only its first wrong messages, and how many there were', async () => {
    const many = { ...RUN, messages: 400, accuracy: 0.125 } as TestRun;
    fakeServer({
      'GET /api/account': () => json(200, account({ authorities: DESIGNER })),
      'GET /api/tenant/current': () => json(200, tenant()),
      'GET /7/api/programs': () => json(200, [PROGRAM], { headers: { 'X-Total-Count': '1' } }),
      'GET /7/api/chart-palette': () => json(200, { colours: Array(10).fill('#1d5fa8') }),
      'GET /7/api/programs/4/stage-model': () => json(200, { ...defaultStageModel(false), version: 3 }),
      'GET /7/api/programs/4/test-sets': () => json(200, [SET]),
      'GET /7/api/programs/4/test-sets/9/runs': () => json(200, [many]),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/7/studio/settings?program=4');
    await user.click(await screen.findByRole('tab', { name: 'Test sets' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Wrong messages (the first 1 of 350)' }),
    ).toBeTruthy();
    expect(
      screen.getByText('A run keeps its first 200 wrong messages; its scores count all 350.'),
    ).toBeTruthy();
  });
});

describe('saving a simulated conversation to a test set', { timeout: 20_000 }, () => {
  it('says before sending that a set has no room left for the conversation', async () => {
    const full = { ...SET, name: 'Nearly full', messages: 4999 };
    const server = fakeServer({
      'GET /api/account': () => json(200, account({ authorities: DESIGNER })),
      'GET /7/api/programs/4/test-sets': () => json(200, [full]),
    });
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <SaveTestConversation
              tenantPublicId="7"
              programId={4}
              messages={[
                { from: 'Agent', content: 'Hello', stage: 'Warm Greet Intro' },
                { from: 'Visitor', content: 'Hi', stage: 'Warm Greet Intro' },
              ]}
              stages={['Warm Greet Intro']}
              onHide={() => {}}
            />
          ),
        },
      ],
      '/7/studio/simulator',
    );
    expect(
      await screen.findByRole('option', { name: 'Nearly full (1 conversation, 4,999 of 5,000 messages)' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        '"Nearly full" holds 4,999 of 5,000 messages: this conversation\'s 2 would take it past them. Choose another test set or a new one.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save conversation' }));
    expect(server.calls('POST', '/7/api/programs/4/test-sets/9/conversations')).toHaveLength(0);
    // A new set has room.
    await user.selectOptions(screen.getByLabelText('Test set'), 'A new test set');
    expect(screen.queryByText(/would take it past them/)).toBeNull();
  });
});
