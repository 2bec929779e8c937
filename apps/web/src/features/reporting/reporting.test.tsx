import {
  type AssistImpactReport,
  buildMenu,
  type CorrectionsReport,
  type FlowReport,
  type FunnelReport,
  menuSectionOf,
  pageHeaderOf,
  STANDARD_ROLES,
  type TimeInStageReport,
} from '@parlance/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChartConfiguration } from 'chart.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router';
import { fakeServer, type Handler, json } from '../../test/fake-server';
import { account, tenant } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { defaultPeriod } from './components/report-frame';
import { csvFileName, readReportQuery, reportParams } from './lib/filters';
import { assistSentence, duration, pValueText } from './lib/format';

/** The charts drawn (Chart.js needs a canvas, which jsdom has not): each one's canvas and configuration. */
const drawn = vi.hoisted(() => [] as { canvas: HTMLCanvasElement; config: ChartConfiguration }[]);
vi.mock('../../components/chart/chart-js', () => ({
  Chart: class {
    constructor(canvas: HTMLCanvasElement, config: ChartConfiguration) {
      drawn.push({ canvas, config });
    }
    destroy() {}
  },
}));
/** The configuration of the chart last drawn in the element of `testId`. */
const chartOf = (testId: string) => {
  const element = screen.getByTestId(testId);
  return drawn.filter((chart) => element.contains(chart.canvas)).at(-1)?.config;
};
/** The chart's accessible name (its canvas is one image). */
const chartName = (element: HTMLElement) => within(element).getByRole('img').getAttribute('aria-label');

const REPORTER = ['p-view_post-call-analytics_product'];
const PERIOD = { from: '2026-11-01', to: '2026-11-27', timeZone: 'Europe/Berlin' };
const PERIOD_QUERY = 'from=2026-11-01&to=2026-11-27';

const funnel: FunnelReport = {
  ...PERIOD,
  conversations: 40,
  stages: [
    { stage: 'Warm Greet Intro', reached: 40, reachedShare: 1 },
    { stage: 'Agent Qualify', reached: 32, reachedShare: 0.8 },
    { stage: 'Agent Recommend', reached: 10, reachedShare: 0.25 },
  ],
  outsideOrder: [
    { stage: 'Not in Anchor', reached: 12, reachedShare: 0.3 },
    { stage: 'Other', reached: 4, reachedShare: 0.1 },
  ],
};

const group = (conversations: number, rate: number) => ({
  conversations,
  agents: 3,
  reachedRecommend: Math.round(conversations * rate),
  reachedRecommendRate: rate,
  rateCi95: [rate - 0.1, rate + 0.1] as [number, number],
  medianHandleSeconds: 300,
  alertsPerConversation: 0.5,
});
const assist = (over: Partial<AssistImpactReport> = {}): AssistImpactReport => ({
  ...PERIOD,
  assisted: group(60, 0.62),
  control: group(50, 0.5),
  rateDifference: 0.12,
  pValue: 0.01,
  significant: true,
  enoughData: true,
  ...over,
});

/** A signed-in user of Reporting on tenant 7 (time zone Europe/Berlin), and the report answers given. */
const serve = (reports: Record<string, Handler>, authorities = REPORTER) =>
  fakeServer({
    'GET /api/account': () => json(200, account({ authorities })),
    'GET /api/tenant/current': () => json(200, { ...tenant(), timeZone: 'Europe/Berlin' }),
    'GET /7/api/chart-palette': () => json(200, { colours: Array(10).fill('#123456') }),
    'GET /7/api/reports/agents': () =>
      json(200, [agentRow], { headers: { 'X-Total-Count': '1', 'Content-Type': 'application/json' } }),
    ...reports,
  });

const agentRow = {
  agent: { id: 21, login: 'ann', name: 'Ann Agent', externalCode: 'A-21' },
  group: 'assisted',
  conversations: 12,
  reachedRecommendRate: 0.5,
  medianHandleSeconds: 245,
  alertsPerConversation: 0.25,
  corrections: 3,
};

afterEach(() => vi.restoreAllMocks());

describe('reporting helpers', () => {
  it('states the assist-impact result in its three cases', () => {
    expect(assistSentence(assist())).toBe(
      'Assisted conversations reached Agent Recommend 12 points more often than the control group (p = 0.01): a significant difference.',
    );
    expect(assistSentence(assist({ rateDifference: -0.034, pValue: 0.42, significant: false }))).toBe(
      'Assisted conversations reached Agent Recommend 3 points less often than the control group (p = 0.42): not a significant difference.',
    );
    expect(
      assistSentence(
        assist({
          control: group(12, 0.5),
          enoughData: false,
          significant: false,
          pValue: 0.3,
          rateDifference: 0.1,
        }),
      ),
    ).toBe(
      'Not enough data yet: the comparison needs at least 30 conversations in each group (assisted 60, control group 12).',
    );
    expect(pValueText(0.0004)).toBe('p < 0.001');
    expect(duration(245)).toBe('4 min 05 s');
    expect(duration(null)).toBe('—');
  });

  it('reads filters from the URL, dropping values the API would refuse', () => {
    const query = readReportQuery(
      new URLSearchParams(
        'from=2026-02-30&to=2026-11-27&programId=x&agentId=4&source=import&group=nope&reached=Agent Qualify',
      ),
    );
    expect(query).toEqual({ to: '2026-11-27', agentId: 4, source: 'import', reached: 'Agent Qualify' });
    expect(reportParams(query).toString()).toBe(
      'to=2026-11-27&agentId=4&source=import&reached=Agent+Qualify',
    );
    expect(csvFileName('funnel', PERIOD)).toBe('funnel-2026-11-01-2026-11-27.csv');
    // The report's first table is its CSV's default: its file is named without the table.
    expect(csvFileName('flow', PERIOD, 'skipped')).toBe('flow-2026-11-01-2026-11-27.csv');
    expect(csvFileName('flow', PERIOD, 'alerts')).toBe('flow-alerts-2026-11-01-2026-11-27.csv');
    expect(csvFileName('agents', {})).toBe('agents.csv');
  });

  it('has a page header for each Reporting page, by its path', () => {
    expect(pageHeaderOf('reporting', '/7/reporting/flow?from=2026-11-01')?.title).toBe('Flow and alerts');
    // The drill-down's heading is its condition; its lead says whether rows open transcripts.
    expect(pageHeaderOf('reporting', '/7/reporting/conversations')?.title).toBe('Conversations');
    expect(
      pageHeaderOf('reporting', '/7/reporting/conversations?from=2026-11-01&notReached=Agent+Qualify')?.title,
    ).toBe('Conversations that skipped Agent Qualify');
    expect(pageHeaderOf('reporting', '/7/reporting/conversations?ruleId=%20r-1%20')?.title).toBe(
      'Conversations with alerts of rule r-1',
    );
    expect(pageHeaderOf('reporting', '/7/reporting/conversations', undefined)?.lead).not.toContain(
      'transcript',
    );
    expect(pageHeaderOf('supervisor', '/7/supervisor')?.title).toBe('Supervisor');
  });

  it("takes the server's default period for the filters, in the tenant's time zone", () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T23:30:00Z'), toFake: ['Date'] });
    try {
      expect(defaultPeriod({}, 'UTC')).toEqual({ from: '2026-10-29', to: '2026-11-27' });
      // 23:30 UTC is already the next day in Berlin.
      expect(defaultPeriod({}, 'Europe/Berlin')).toEqual({ from: '2026-10-30', to: '2026-11-28' });
      expect(defaultPeriod({ from: '2026-11-01' }, 'UTC')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
      expect(defaultPeriod({ to: '2026-11-10' }, 'UTC')).toEqual({ from: '2026-10-12', to: '2026-11-10' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('has a Reporting menu section with its six pages', () => {
    expect(menuSectionOf('/7/reporting/funnel')).toBe('reporting');
    const menu = buildMenu('reporting', { authorities: REPORTER, tenantPublicId: 7 }, tenant());
    expect(menu.title).toBe('Reporting');
    expect(menu.entries.map((e) => [e.label, e.kind === 'internal' ? e.to : ''])).toEqual([
      ['Funnel', '/7/reporting/funnel'],
      ['Time in stage', '/7/reporting/time-in-stage'],
      ['Flow and alerts', '/7/reporting/flow'],
      ['Assist impact', '/7/reporting/assist-impact'],
      ['Agents', '/7/reporting/agents'],
      ['Model quality', '/7/reporting/model-quality'],
    ]);
    expect(buildMenu('reporting', { authorities: [], tenantPublicId: 7 }, tenant()).entries).toEqual([]);
  });
});

describe('reporting pages', { timeout: 30_000 }, () => {
  it('leads /reporting to the funnel, with the Reporting side navigation', async () => {
    serve({ 'GET /7/api/reports/funnel': () => json(200, funnel) });
    const { router } = renderRoutes(routes, '/7/reporting');
    await screen.findByRole('heading', { level: 1, name: 'Funnel' });
    expect(router.state.location.pathname).toBe('/7/reporting/funnel');
    expect(screen.getByRole('link', { name: 'Time in stage' })).toBeTruthy();
  });

  it('funnel: figures, period zone, table switch, filters in the URL and a bar to the drill-down', async () => {
    const server = serve({
      'GET /7/api/reports/funnel': () => json(200, funnel),
      'GET /7/api/reports/conversations': () => json(200, [], { headers: { 'X-Total-Count': '0' } }),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, `/7/reporting/funnel?${PERIOD_QUERY}`);
    const chart = await screen.findByTestId('funnel-chart');
    expect(chartName(chart)).toContain('Agent Qualify 80%');
    expect(screen.getByTestId('report-period').textContent).toBe(
      '2026/11/01 to 2026/11/27. Days and weeks in Europe/Berlin.',
    );
    const request = server.calls('GET', '/7/api/reports/funnel')[0]!;
    expect(request.url.search).toBe(`?${PERIOD_QUERY}`);
    // Stages in their colours (the spec's, without a program).
    await vi.waitFor(() =>
      expect((chartOf('funnel-chart')!.data.datasets[0]!.backgroundColor as string[])[1]).toBe('#1d5fa8'),
    );

    // The switch: a real toggle button showing the table behind the chart.
    const toggle = screen.getByRole('button', { name: 'View as table' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const table = screen.getByRole('table', { name: 'Conversations reaching each stage' });
    expect(within(table).getAllByRole('row')[2]!.textContent).toContain('Agent Qualify3280.0%');
    // Not in Anchor and Other apart, in a figure of their own: not among the order's stages.
    expect(within(table).queryByText('Other')).toBeNull();
    const outside = screen.getByRole('table', {
      name: 'Conversations reaching each stage outside the order',
    });
    expect(
      within(outside)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'StageReachedShareConversations',
      'Not in Anchor1230.0%List the conversations that reached Not in Anchor',
      'Other410.0%List the conversations that reached Other',
    ]);
    expect(screen.queryByTestId('funnel-chart')).toBeNull();
    await user.click(toggle);

    // Without a source, reports leave the simulator's test chats out, and the filter says so.
    expect(
      (within(screen.getByLabelText('Source')).getAllByRole('option')[0] as HTMLOptionElement).textContent,
    ).toBe('All but the simulator');
    // A filter goes into the URL and to the server.
    await user.selectOptions(screen.getByLabelText('Source'), 'import');
    expect(router.state.location.search).toBe(`?${PERIOD_QUERY}&source=import`);
    await vi.waitFor(() =>
      expect(server.calls('GET', '/7/api/reports/funnel').at(-1)!.url.searchParams.get('source')).toBe(
        'import',
      ),
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-15' } });
    expect(router.state.location.search).toBe('?from=2026-10-15&to=2026-11-27&source=import');

    // A bar opens the conversations that reached its stage.
    const bar = await screen.findByRole('link', { name: /^Agent Qualify: 80%, 32 conversations/ });
    await user.click(bar);
    // The drill-down's route loads its chunk first.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/7/reporting/conversations'));
    expect(new URLSearchParams(router.state.location.search).get('reached')).toBe('Agent Qualify');
    expect(new URLSearchParams(router.state.location.search).get('source')).toBe('import');
    // The bar asked for the list as it opened the page, which takes that answer rather than asking again.
    await screen.findByText('No conversations match.');
    const lists = server.calls('GET', '/7/api/reports/conversations');
    expect(lists).toHaveLength(1);
    expect(lists[0]!.url.searchParams.get('reached')).toBe('Agent Qualify');
    expect(lists[0]!.url.searchParams.get('source')).toBe('import');
    expect(lists[0]!.url.searchParams.get('sort')).toBe('startedDate,desc');
  });

  it('exports a report as CSV with Accept: text/csv and its table, named after the period', async () => {
    const server = serve({
      'GET /7/api/reports/funnel': (request) =>
        request.headers.get('accept') === 'text/csv'
          ? new Response('stage,reached\r\nAgent Qualify,32\r\n', { headers: { 'Content-Type': 'text/csv' } })
          : json(200, funnel),
    });
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          created.push(blob);
          return 'blob:report';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const user = userEvent.setup();
    renderRoutes(routes, `/7/reporting/funnel?${PERIOD_QUERY}&programId=3`);
    await screen.findByTestId('funnel-chart');
    await user.click(
      screen.getByRole('button', { name: 'Export CSV of Stages reached by 40 conversations' }),
    );
    await vi.waitFor(() => expect(downloads).toEqual(['funnel-2026-11-01-2026-11-27.csv']));
    const csv = server
      .calls('GET', '/7/api/reports/funnel')
      .find((r) => r.headers.get('accept') === 'text/csv')!;
    expect(csv.url.searchParams.get('programId')).toBe('3');
    expect(csv.url.searchParams.get('table')).toBe('stages');
    expect(await created[0]!.text()).toContain('Agent Qualify,32');
  });

  it('gives every table of a page its own CSV export, passing its table', async () => {
    const report: FlowReport = {
      ...PERIOD,
      conversations: 20,
      skipped: [{ stage: 'Agent Discovery', conversations: 5 }],
      // biome-ignore lint/suspicious/noThenProperty: `then` is the report's field in the API contract.
      outOfOrder: [{ first: 'Agent Recommend', then: 'Agent Qualify', conversations: 2 }],
      alerts: [],
    };
    const server = serve({
      'GET /7/api/reports/flow': (request) =>
        request.headers.get('accept') === 'text/csv'
          ? new Response('first,then,conversations\r\n', { headers: { 'Content-Type': 'text/csv' } })
          : json(200, report),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }),
    );
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const user = userEvent.setup();
    renderRoutes(routes, `/7/reporting/flow?${PERIOD_QUERY}`);
    await screen.findByTestId('skipped-chart');
    // One button a table shown; a figure with nothing to show has none.
    expect(
      screen.getAllByRole('button', { name: /^Export CSV of / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Export CSV of Skipped stages', 'Export CSV of Stages out of order']);
    await user.click(screen.getByRole('button', { name: 'Export CSV of Stages out of order' }));
    await vi.waitFor(() => expect(downloads).toEqual(['flow-outOfOrder-2026-11-01-2026-11-27.csv']));
    const csv = server
      .calls('GET', '/7/api/reports/flow')
      .find((r) => r.headers.get('accept') === 'text/csv')!;
    expect(csv.url.search).toBe(`?${PERIOD_QUERY}&table=outOfOrder`);
  });

  it('assist impact: groups side by side and the result in a sentence', async () => {
    serve({ 'GET /7/api/reports/assist-impact': () => json(200, assist()) });
    const user = userEvent.setup();
    renderRoutes(routes, `/7/reporting/assist-impact?${PERIOD_QUERY}`);
    expect((await screen.findByTestId('assist-sentence')).textContent).toBe(
      'Assisted conversations reached Agent Recommend 12 points more often than the control group (p = 0.01): a significant difference.',
    );
    expect(chartName(screen.getByTestId('assist-chart'))).toContain(
      'Assisted 62.0% (95 % interval 52.0% to 72.0%)',
    );
    await user.click(screen.getByRole('button', { name: 'View as table' }));
    const table = screen.getByRole('table', { name: 'Assisted conversations and the control group' });
    expect(within(table).getByRole('row', { name: /^Rate/ }).textContent).toBe('Rate62.0%50.0%');
  });

  it('assist impact: says when there is not enough data yet', async () => {
    serve({
      'GET /7/api/reports/assist-impact': () =>
        json(200, assist({ control: group(4, 0.25), enoughData: false, significant: false })),
    });
    renderRoutes(routes, `/7/reporting/assist-impact?${PERIOD_QUERY}`);
    expect((await screen.findByTestId('assist-sentence')).textContent).toMatch(/^Not enough data yet/);
  });

  it('time in stage: handle time, stage bars and weekly medians', async () => {
    const report: TimeInStageReport = {
      ...PERIOD,
      stages: [{ stage: 'Agent Qualify', conversations: 30, medianSeconds: 90, p90Seconds: 200 }],
      handleTime: { medianSeconds: 420, p90Seconds: 900 },
      weekly: [
        { weekStart: '2026-11-02', stage: 'Agent Qualify', medianSeconds: 80 },
        { weekStart: '2026-11-09', stage: 'Agent Qualify', medianSeconds: 100 },
      ],
    };
    serve({ 'GET /7/api/reports/time-in-stage': () => json(200, report) });
    const user = userEvent.setup();
    renderRoutes(routes, `/7/reporting/time-in-stage?${PERIOD_QUERY}`);
    expect((await screen.findByTestId('handle-time')).textContent).toContain('7 min 00 s');
    expect(chartName(screen.getByTestId('time-in-stage-chart'))).toContain(
      'Agent Qualify 1 min 30 s, 90th percentile 3 min 20 s',
    );
    // A closing stage's 0 s is explained where the figure is.
    expect(screen.getByText(/a stage that closes calls in one message \(a goodbye\) reads 0 s/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'View as table' }));
    const weekly = screen.getByRole('table', { name: 'Weekly median time in each stage' });
    expect(within(weekly).getAllByRole('row')[1]!.textContent).toBe('Agent Qualify1 min 20 s1 min 40 s');
  });

  it('flow: a rule bar, by keyboard, opens the conversations with its alerts', async () => {
    const report: FlowReport = {
      ...PERIOD,
      conversations: 20,
      skipped: [{ stage: 'Agent Discovery', conversations: 5 }],
      // biome-ignore lint/suspicious/noThenProperty: `then` is the report's field in the API contract.
      outOfOrder: [{ first: 'Agent Recommend', then: 'Agent Qualify', conversations: 2 }],
      alerts: [{ ruleId: 'qualify-first', severity: 'critical', alerts: 3, conversations: 2 }],
    };
    serve({ 'GET /7/api/reports/flow': () => json(200, report) });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, `/7/reporting/flow?${PERIOD_QUERY}`);
    const skipped = await screen.findByRole('link', { name: /^Agent Discovery skipped by 5 conversations/ });
    // Over all programs, the page says what each conversation is judged against.
    expect(screen.getByTestId('flow-own-order').textContent).toContain(
      'counted against its own program’s order',
    );
    expect(skipped.getAttribute('href')).toBe(
      `/7/reporting/conversations?${PERIOD_QUERY}&notReached=Agent+Discovery`,
    );
    const rule = screen.getByRole('link', { name: /^Rule qualify-first: 3 alerts/ });
    rule.focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/7/reporting/conversations'));
    expect(router.state.location.search).toBe(`?${PERIOD_QUERY}&ruleId=qualify-first`);
  });

  it('model quality: corrections, confusions as a heat map, test runs only with a program', async () => {
    const report: CorrectionsReport = {
      ...PERIOD,
      byStage: [{ stage: 'Agent Qualify', messages: 100, corrected: 7, correctedShare: 0.07 }],
      weekly: [{ weekStart: '2026-11-02', messages: 100, corrected: 7 }],
      confusions: [{ engineStage: 'Agent Qualify', stage: 'Agent Discovery', count: 5 }],
      testRuns: [],
    };
    serve({ 'GET /7/api/reports/corrections': () => json(200, report) });
    const user = userEvent.setup();
    renderRoutes(routes, `/7/reporting/model-quality?${PERIOD_QUERY}`);
    expect(chartName(await screen.findByTestId('confusions-chart'))).toContain(
      'Agent Qualify to Agent Discovery 5',
    );
    expect(screen.getByTestId('figure-test-runs').textContent).toContain(
      'Choose a program to see its test runs.',
    );
    await user.click(screen.getByRole('button', { name: 'View as table' }));
    const table = screen.getByRole('table', { name: /^Confusions/ });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('Agent Qualify5');
  });

  it('agents: a paged table sorted by the server, sort kept in the URL', async () => {
    const server = serve({});
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, `/7/reporting/agents?${PERIOD_QUERY}`);
    const table = await screen.findByRole('table', { name: "Agents' figures" });
    await within(table).findByText('Ann Agent');
    // A list's answer names no period: the page says the one its filters give, in the tenant's time zone.
    expect(screen.getByTestId('report-period').textContent).toBe(
      '2026/11/01 to 2026/11/27. Days and weeks in Europe/Berlin.',
    );
    expect(screen.getByRole('button', { name: "Export CSV of Agents' figures" })).toBeTruthy();
    expect(
      within(table).getByRole('link', { name: '12 conversations of Ann Agent' }).getAttribute('href'),
    ).toBe(`/7/reporting/conversations?${PERIOD_QUERY}&agentId=21`);
    await user.click(within(table).getByRole('button', { name: 'Median handle time' }));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('medianHandleSeconds,asc');
    await vi.waitFor(() => {
      const last = server
        .calls('GET', '/7/api/reports/agents')
        .filter((r) => r.url.searchParams.get('size') === '20')
        .at(-1)!;
      expect(last.url.searchParams.get('sort')).toBe('medianHandleSeconds,asc');
      expect(last.url.searchParams.get('from')).toBe('2026-11-01');
    });
  });

  it('drill-down: the conversations behind a bar, each opening the Supervisor transcript', async () => {
    const summary = {
      engagementId: 'PLATFORM42',
      programId: 4,
      programName: 'Dental',
      agent: agentRow.agent,
      source: 'import',
      channel: 'voice',
      status: 'ended',
      startedDate: '2026-11-23T08:00:00.000Z',
      endedDate: '2026-11-23T08:10:00.000Z',
      currentStage: 'Sincere Goodbye',
      lastMessage: null,
      messageCount: 14,
      alertCount: 1,
    };
    // Every request of the list waits until the page is let through (a request made again meanwhile, say when the
    // tenant's time zone arrives, waits too), then each gets it.
    let page: (() => Response) | undefined;
    const waiting: ((response: Response) => void)[] = [];
    const answer = (make: () => Response) => {
      page = make;
      for (const resolve of waiting.splice(0)) resolve(make());
    };
    const server = serve(
      {
        'GET /7/api/reports/conversations': () =>
          page ? page() : new Promise<Response>((resolve) => waiting.push(resolve)),
      },
      [...REPORTER, 'p-view_supervisor'],
    );
    renderRoutes(routes, `/7/reporting/conversations?${PERIOD_QUERY}&reached=Agent%20Qualify`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conversations that reached Agent Qualify' }),
    ).toBeTruthy();
    // Until its page comes, the table holds a page of skeleton rows, so that nothing moves when the rows come.
    const table = await screen.findByRole('table', { name: 'Conversations that reached Agent Qualify' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByText('Loading…')).toBeTruthy();
    answer(() => json(200, [summary], { headers: { 'X-Total-Count': '1' } }));
    const link = await screen.findByRole('link', { name: 'Transcript of PLATFORM42' });
    expect(link.getAttribute('href')).toBe('/7/supervisor?engagement=PLATFORM42');
    const row = link.closest('tr')!;
    // Started at 08:00 UTC: 09:00 in Berlin.
    expect(row.textContent).toContain('2026/11/23 09:00');
    const request = server.calls('GET', '/7/api/reports/conversations')[0]!;
    expect(request.url.searchParams.get('reached')).toBe('Agent Qualify');
    expect(request.url.searchParams.get('sort')).toBe('startedDate,desc');
    // The list is one table: one export, in the list's order, with no table parameter.
    expect(
      screen.getByRole('button', { name: 'Export CSV of Conversations that reached Agent Qualify' }),
    ).toBeTruthy();
  });

  it("drill-down: its total and selection as removable chips; its CSV is the list's, byte-order mark kept", async () => {
    const server = serve({
      'GET /7/api/reports/conversations': (request) =>
        request.headers.get('accept') === 'text/csv'
          ? new Response('\uFEFFengagementId,program\r\nPLATFORM42,Dental\r\n', {
              headers: { 'Content-Type': 'text/csv; charset=utf-8' },
            })
          : json(200, [], { headers: { 'X-Total-Count': '85' } }),
      'GET /7/api/agents': () =>
        json(200, [{ id: 5, login: 'avery', fullName: 'Avery Agent' }], {
          headers: { 'X-Total-Count': '1' },
        }),
    });
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          created.push(blob);
          return 'blob:report';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoutes(routes, `/7/reporting/conversations?${PERIOD_QUERY}&agentId=21&reached=Agent%20Recommend`);
    const total = await screen.findByTestId('drill-total', {}, { timeout: 5000 });
    await vi.waitFor(() => expect(total.textContent).toBe('85 conversations from 2026/11/01 to 2026/11/27'));
    const chips = screen.getByRole('list', { name: 'What the list shows' });
    await vi.waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual(['Reached: Agent Recommend', 'Agent: Ann Agent']),
    );
    await user.click(
      screen.getByRole('button', { name: 'Export CSV of Conversations that reached Agent Recommend' }),
    );
    await vi.waitFor(() => expect(created).toHaveLength(1));
    const csv = server
      .calls('GET', '/7/api/reports/conversations')
      .find((r) => r.headers.get('accept') === 'text/csv')!;
    expect(csv.url.searchParams.get('reached')).toBe('Agent Recommend');
    expect(csv.url.searchParams.get('agentId')).toBe('21');
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x65]);

    // A chip's button takes its condition off: the list then asks without it.
    await user.click(screen.getByRole('button', { name: 'Remove Reached: Agent Recommend' }));
    await screen.findByRole('heading', { level: 1, name: 'Conversations' });
    const last = server.calls('GET', '/7/api/reports/conversations').at(-1)!;
    expect(last.url.searchParams.has('reached')).toBe(false);
    expect(last.url.searchParams.get('agentId')).toBe('21');
  });

  it('keeps the filters from page to page in the tab, and uses the program stage colours', async () => {
    const server = serve(
      {
        'GET /7/api/reports/funnel': () => json(200, funnel),
        'GET /7/api/reports/flow': () =>
          json(200, { ...PERIOD, conversations: 0, skipped: [], outOfOrder: [], alerts: [] }),
        'GET /7/api/programs': () =>
          json(200, [{ id: 3, name: 'Dental' }], { headers: { 'X-Total-Count': '1' } }),
        'GET /7/api/agents': () => json(200, [], { headers: { 'X-Total-Count': '0' } }),
        'GET /7/api/programs/3/stage-model': () =>
          json(200, { stages: [{ label: 'Agent Qualify', colour: '#abcdef', enabled: true, examples: [] }] }),
      },
      ['ROLE_ADMIN', ...STANDARD_ROLES.ROLE_ADMIN],
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, `/7/reporting/funnel?${PERIOD_QUERY}`);
    await screen.findByTestId('funnel-chart');
    await user.selectOptions(await screen.findByLabelText('Program'), 'Dental');
    await vi.waitFor(() =>
      expect((chartOf('funnel-chart')!.data.datasets[0]!.backgroundColor as string[])[1]).toBe('#abcdef'),
    );
    // The side navigation's link to another page carries no filters: the page takes those of this tab.
    await user.click(screen.getByRole('link', { name: 'Flow and alerts' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(`?${PERIOD_QUERY}&programId=3`));
    expect(router.state.location.pathname).toBe('/7/reporting/flow');
    await vi.waitFor(() => expect(server.calls('GET', '/7/api/reports/flow')).toHaveLength(1));
    expect(server.calls('GET', '/7/api/reports/flow')[0]!.url.search).toBe(`?${PERIOD_QUERY}&programId=3`);
  });
});
