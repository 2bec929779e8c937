import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { xsrfHeaders } from './support/admin-api.js';
import { useInsuranceStages } from './support/db.js';
import { expect, signUp, test, unique } from './support/fixtures.js';
import { createProgramByApi } from './support/studio.js';

const GREETING = 'Hello, thank you for calling, my name is Anna, and this call is recorded.';
const VISITOR = 'Hi Anna, I saw a TV ad about Medicare Advantage plans with free dental.';
const QUALIFY = 'Sure. Are you currently enrolled in Medicare Part A and Part B, and what is your zip code?';
const RECOMMEND =
  'Based on that I would recommend the Gold Plus plan, it has a zero dollar premium and a five dollar copay for ' +
  'primary care. Would you like to enroll today?';
const GOODBYE = 'Thank you so much for your time today, have a wonderful day. Goodbye!';

type Said = [from: 'Agent' | 'Visitor', content: string];

/** A day `days` before today, as `YYYY-MM-DD` (the new tenant's time zone is UTC). */
const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

interface Imported {
  engagementId: string;
  program: 'first' | 'second';
  daysAgo: number;
  messages: number;
  /** The stages its messages reached, from the labels the import answered. */
  stages: Set<string>;
}

/** Imports a transcript through `POST /api/v1/conversations`, at 10:00 UTC `daysAgo` days ago, a minute a message. */
const importConversation = async (
  page: Page,
  key: string,
  { programId, daysAgo, agent, said }: { programId: number; daysAgo: number; agent?: string; said: Said[] },
) => {
  const engagementId = `PLATFORM${Math.floor(Math.random() * 2 ** 31)}`;
  const start = Date.parse(`${dayBefore(daysAgo)}T10:00:00Z`);
  const response = await page.request.post('/api/v1/conversations', {
    headers: { Authorization: `Bearer ${key}` },
    data: {
      engagementId,
      program: programId,
      ...(agent ? { agent: { externalCode: agent } } : {}),
      channel: 'voice',
      messages: said.map(([from, content], index) => ({
        from,
        content,
        time: new Date(start + index * 60_000).toISOString(),
      })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const answer = (await response.json()) as {
    engagementId: string;
    labels: { index: number; stage: string }[];
  };
  expect(answer.engagementId).toBe(engagementId);
  expect(answer.labels).toHaveLength(said.length);
  return { engagementId, stages: new Set(answer.labels.map((label) => label.stage)), messages: said.length };
};

/** A new API key of the tenant, for the import API. */
const apiKey = async (page: Page, publicId: number) => {
  const created = await page.request.post(`/${publicId}/api/api-keys`, {
    headers: await xsrfHeaders(page),
    data: { name: 'Call recorder' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { key: string }).key;
};

/** An agent of the tenant (Avery Agent; its external code, as an import names it) and an API key to import with. */
const agentAndKey = async (page: Page, publicId: number) => {
  const agentCode = unique('A-');
  const agent = await page.request.post(`/${publicId}/api/agents`, {
    headers: await xsrfHeaders(page),
    data: {
      login: unique('agent'),
      email: `${unique('agent')}@example.com`,
      firstName: 'Avery',
      lastName: 'Agent',
      roles: [],
      externalCode: agentCode,
      mode: 'temporaryPassword',
      temporaryPassword: 'a-temporary-password',
    },
  });
  expect(agent.status(), await agent.text()).toBe(201);
  return { agentCode, key: await apiKey(page, publicId) };
};

/** How many of the conversations reached each stage, as the funnel should say. */
const reachedBy = (conversations: Imported[]) => {
  const counts = new Map<string, number>();
  for (const conversation of conversations)
    for (const stage of conversation.stages) counts.set(stage, (counts.get(stage) ?? 0) + 1);
  return counts;
};

/** The rows of a report table as text cells: the row header first, then the data cells. */
const tableRows = async (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );

/**
 * The funnel for `conversations`: its heading, and in its tables (the order's stages, and apart those outside it)
 * each stage's count (0 for those not reached); Not in Anchor and Other only in the second.
 */
const expectFunnel = async (page: Page, conversations: Imported[]) => {
  const n = conversations.length;
  await expect(
    page.getByRole('heading', { level: 2, name: `Stages reached by ${n} conversations` }),
  ).toBeVisible();
  const expected = reachedBy(conversations);
  await expect(async () => {
    const inOrder = (await tableRows(page.getByTestId('funnel-table'))).map(([stage]) => stage!);
    expect(inOrder).not.toContain('Not in Anchor');
    expect(inOrder).not.toContain('Other');
    const rows = [
      ...(await tableRows(page.getByTestId('funnel-table'))),
      ...(await tableRows(page.getByTestId('funnel-outside-table'))),
    ];
    const shown = new Map(rows.map(([stage, reached]) => [stage!, Number(reached)]));
    for (const [stage, count] of expected) expect(shown.get(stage), stage).toBe(count);
    for (const [stage, count] of shown) expect(count, stage).toBe(expected.get(stage) ?? 0);
  }).toPass({ timeout: 10_000 });
};

/** Reads a downloaded CSV (a BOM, CRLF lines, no quoted commas in these figures) as rows of cells. */
const csvRows = async (path: string) =>
  (await readFile(path, 'utf8'))
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => line.split(','));

/** No axe violations on the page as it stands. */
const expectAccessible = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
};

/** A CSV the browser saved: it must start with the byte-order mark; its data rows (after the header). */
const savedCsvRows = async (path: string) => {
  const bytes = await readFile(path);
  expect([...bytes.subarray(0, 3)], 'the byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
  return lines.slice(1).map((line) => line.split(','));
};

/**
 * Opens the drill-down of a bar (a link laid over the chart) whose name carries its figure, and checks that the
 * bar's figure, the list's total and the rows of the CSV the browser saves are one number; returns the ids listed in
 * the CSV. `figure` reads the bar's count out of its accessible name.
 */
const drillDown = async (page: Page, bar: Locator, figure: RegExp, expected?: number) => {
  const name = (await bar.getAttribute('title')) ?? '';
  const match = figure.exec(name);
  expect(match, `the bar's figure in "${name}"`).not.toBeNull();
  const count = Number(match![1]!.replaceAll(',', ''));
  if (expected !== undefined) expect(count, name).toBe(expected);
  await bar.click();
  await expect(page).toHaveURL(/\/reporting\/conversations\?/);
  await expect(page.getByTestId('drill-total')).toHaveText(
    new RegExp(`^${count} ${count === 1 ? 'conversation' : 'conversations'} from `),
  );
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Export CSV of ${title}` }).click(),
  ]);
  const rows = await savedCsvRows((await download.path())!);
  expect(rows, `rows of the CSV of ${title}`).toHaveLength(count);
  return rows.map(([id]) => id!);
};

/** The stage order of a program, as its stage model gives it. */
const stageOrder = async (page: Page, publicId: number, programId: number) => {
  const response = await page.request.get(`/${publicId}/api/programs/${programId}/stage-model`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { order: string[] }).order;
};

/** The Monday (YYYY-MM-DD) of the week of a day. */
const mondayOf = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
};

test.describe('reporting', () => {
  test('imported transcripts fill the funnel, which opens in a new tab, filters, drills down and exports', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const tenant = await signUp(page);
    useInsuranceStages(tenant.publicId);
    const first = await createProgramByApi(page, tenant.publicId);
    const second = await createProgramByApi(page, tenant.publicId);
    const { agentCode, key } = await agentAndKey(page, tenant.publicId);

    // Six calls over the last weeks on two programs: three of them in the last seven days.
    const plan: { program: 'first' | 'second'; daysAgo: number; agent?: boolean; said: Said[] }[] = [
      {
        program: 'first',
        daysAgo: 2,
        agent: true,
        said: [
          ['Agent', GREETING],
          ['Visitor', VISITOR],
          ['Agent', QUALIFY],
          ['Agent', RECOMMEND],
          ['Agent', GOODBYE],
        ],
      },
      {
        program: 'first',
        daysAgo: 3,
        agent: true,
        said: [
          ['Agent', GREETING],
          ['Visitor', VISITOR],
          ['Agent', QUALIFY],
        ],
      },
      {
        program: 'first',
        daysAgo: 10,
        said: [
          ['Agent', GREETING],
          ['Agent', RECOMMEND],
        ],
      },
      {
        program: 'first',
        daysAgo: 20,
        said: [
          ['Agent', GREETING],
          ['Visitor', VISITOR],
          ['Agent', QUALIFY],
          ['Agent', RECOMMEND],
        ],
      },
      {
        program: 'second',
        daysAgo: 5,
        said: [
          ['Agent', GREETING],
          ['Agent', GOODBYE],
        ],
      },
      {
        program: 'second',
        daysAgo: 25,
        agent: true,
        said: [
          ['Agent', GREETING],
          ['Visitor', VISITOR],
          ['Agent', QUALIFY],
          ['Agent', RECOMMEND],
          ['Agent', GOODBYE],
        ],
      },
    ];
    const imported: Imported[] = [];
    for (const call of plan) {
      const result = await importConversation(page, key, {
        programId: (call.program === 'first' ? first : second).id,
        daysAgo: call.daysAgo,
        agent: call.agent ? agentCode : undefined,
        said: call.said,
      });
      imported.push({ ...result, program: call.program, daysAgo: call.daysAgo });
    }

    // Reporting opens from the home menu in a new tab, at the funnel of the last 30 days.
    await page.goto(`/${tenant.publicId}/home`);
    const card = page.getByRole('link', { name: 'Open Reporting (opens in a new tab)' });
    await expect(card).toHaveAttribute('href', `/${tenant.publicId}/reporting`);
    await expect(card).toHaveAttribute('target', '_blank');
    const entry = page
      .getByTestId('side-nav-menu')
      .getByRole('link', { name: 'Reporting (opens in a new tab)' });
    await expect(entry).toHaveAttribute('target', '_blank');
    const [reports] = await Promise.all([page.context().waitForEvent('page'), entry.click()]);
    await expect(reports).toHaveURL(new RegExp(`/${tenant.publicId}/reporting/funnel$`));
    await expect(reports.getByRole('heading', { level: 1, name: 'Funnel' })).toBeVisible();
    await expect(reports.getByTestId('report-period')).toHaveText(
      `${dayBefore(29).replaceAll('-', '/')} to ${dayBefore(0).replaceAll('-', '/')}. Days and weeks in UTC.`,
    );
    await reports.getByRole('button', { name: 'View as table' }).click();
    await expectFunnel(reports, imported);

    // The last seven days, then the first program only: the figures follow.
    await reports.getByLabel('From').fill(dayBefore(6));
    await expect(reports).toHaveURL(new RegExp(`from=${dayBefore(6)}`));
    const lastWeek = imported.filter((c) => c.daysAgo <= 6);
    expect(lastWeek).toHaveLength(3);
    await expectFunnel(reports, lastWeek);
    await reports.getByLabel('Program').selectOption(first.name);
    await expect(reports).toHaveURL(new RegExp(`programId=${first.id}`));
    const shown = lastWeek.filter((c) => c.program === 'first');
    expect(shown).toHaveLength(2);
    await expectFunnel(reports, shown);

    // The funnel's CSV holds the rows of the table shown.
    const funnelTitle = `Stages reached by ${shown.length} conversations`;
    const [download] = await Promise.all([
      reports.waitForEvent('download'),
      reports.getByRole('button', { name: `Export CSV of ${funnelTitle}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`funnel-${dayBefore(6)}-${dayBefore(0)}.csv`);
    const [header, ...lines] = await csvRows((await download.path())!);
    expect(header).toEqual(['stage', 'reached', 'reachedShare']);
    const table = await tableRows(reports.getByTestId('funnel-table'));
    expect(lines.map(([stage, reached]) => [stage, reached])).toEqual(
      table.map(([stage, reached]) => [stage, reached]),
    );

    // A bar of the chart lists the conversations that reached its stage.
    await reports.getByRole('button', { name: 'View as table' }).click();
    const counts = reachedBy(shown);
    const [stage, reached] = [...counts].find(([, count]) => count === shown.length) ?? [...counts][0]!;
    await reports
      .getByTestId('funnel-chart')
      .getByRole('link', { name: new RegExp(`^${stage}: \\d+%, ${reached} conversations?\\.`) })
      .click();
    await expect(reports).toHaveURL(/\/reporting\/conversations\?/);
    await expect(
      reports.getByRole('heading', { level: 1, name: `Conversations that reached ${stage}` }),
    ).toBeVisible();
    const listed = shown.filter((c) => c.stages.has(stage));
    const links = reports.getByRole('link', { name: /^Transcript of PLATFORM/ });
    await expect(links).toHaveCount(listed.length);
    expect((await links.allTextContents()).sort()).toEqual(listed.map((c) => c.engagementId).sort());

    // The list's CSV has one row a conversation listed.
    const [listDownload] = await Promise.all([
      reports.waitForEvent('download'),
      reports.getByRole('button', { name: `Export CSV of Conversations that reached ${stage}` }).click(),
    ]);
    expect(listDownload.suggestedFilename()).toBe(`conversations-${dayBefore(6)}-${dayBefore(0)}.csv`);
    const [listHeader, ...listLines] = await csvRows((await listDownload.path())!);
    expect(listHeader?.slice(0, 2)).toEqual(['engagementId', 'program']);
    expect(listLines.map(([id]) => id).sort()).toEqual(listed.map((c) => c.engagementId).sort());
    await expectAccessible(reports);

    // A row opens the Supervisor's transcript.
    const opened = listed[0]!;
    await reports.getByRole('link', { name: `Transcript of ${opened.engagementId}` }).click();
    await expect(reports).toHaveURL(new RegExp(`/supervisor\\?engagement=${opened.engagementId}`));
    await expect(reports.getByTestId('supervisor-detail').getByTestId('supervisor-message')).toHaveCount(
      opened.messages,
    );
  });

  /** A tenant with an agent and five calls of one program over the last 16 days, through the import API. */
  const drillDownData = async (page: Page) => {
    const tenant = await signUp(page);
    useInsuranceStages(tenant.publicId);
    const program = await createProgramByApi(page, tenant.publicId);
    const { agentCode, key } = await agentAndKey(page, tenant.publicId);
    const plan: [daysAgo: number, withAgent: boolean, said: Said[]][] = [
      [
        2,
        true,
        [
          ['Agent', GREETING],
          ['Visitor', VISITOR],
          ['Agent', QUALIFY],
          ['Agent', RECOMMEND],
          ['Agent', GOODBYE],
        ],
      ],
      [
        3,
        true,
        [
          ['Agent', GREETING],
          ['Visitor', VISITOR],
          ['Agent', RECOMMEND],
          ['Agent', QUALIFY],
        ],
      ],
      [
        9,
        false,
        [
          ['Agent', GREETING],
          ['Agent', RECOMMEND],
          ['Agent', GOODBYE],
        ],
      ],
      [
        10,
        true,
        [
          ['Agent', GREETING],
          ['Visitor', VISITOR],
          ['Agent', QUALIFY],
        ],
      ],
      [
        16,
        false,
        [
          ['Agent', GREETING],
          ['Agent', GOODBYE],
        ],
      ],
    ];
    const imported: Imported[] = [];
    for (const [daysAgo, withAgent, said] of plan) {
      const result = await importConversation(page, key, {
        programId: program.id,
        daysAgo,
        agent: withAgent ? agentCode : undefined,
        said,
      });
      imported.push({ ...result, program: 'first', daysAgo });
    }
    const period = `from=${dayBefore(20)}&to=${dayBefore(0)}`;
    const order = await stageOrder(page, tenant.publicId, program.id);
    return { tenant, program, imported, period, order };
  };

  test('bar = list total = rows of the saved CSV: stage, alert rule, agent and week bars', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { tenant, program, imported, period } = await drillDownData(page);
    const base = `/${tenant.publicId}/reporting`;
    const filters = `${period}&programId=${program.id}`;

    await test.step('stage (funnel bar, with the program filter)', async () => {
      await page.goto(`${base}/funnel?${filters}`);
      const bar = page.getByTestId('funnel-chart').getByRole('link', { name: /^Agent Qualify: / });
      const reached = imported.filter((c) => c.stages.has('Agent Qualify'));
      expect(reached.length).toBeGreaterThan(0);
      const ids = await drillDown(page, bar, /, (\d+) conversations?\. List them$/, reached.length);
      expect(ids.sort()).toEqual(reached.map((c) => c.engagementId).sort());
      await expect(page.getByTestId('drill-chips').getByRole('listitem')).toHaveText([
        'Reached: Agent Qualify',
        `Program: ${program.name}`,
      ]);
    });

    await test.step('alert rule (flow bar)', async () => {
      await page.goto(`${base}/flow?${filters}`);
      const bar = page
        .getByTestId('alerts-chart')
        .getByRole('link', { name: /^Rule qualify-before-recommend: / });
      await drillDown(page, bar, / in (\d+) conversations?\. List them$/);
    });

    await test.step('agent (agents list)', async () => {
      await page.goto(`${base}/agents?${filters}`);
      const withAgent = imported.filter((c) => c.daysAgo !== 9 && c.daysAgo !== 16);
      const link = page.getByRole('link', { name: /^\d+ conversations? of Avery Agent$/ });
      // The agents list's link names its figure the same way; it has no title, so its name is read.
      const name = (await link.getAttribute('aria-label'))!;
      expect(Number(/^(\d+)/.exec(name)![1])).toBe(withAgent.length);
      await link.click();
      await expect(page.getByTestId('drill-total')).toHaveText(
        new RegExp(`^${withAgent.length} conversations from `),
      );
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV of Conversations' }).click(),
      ]);
      const rows = await savedCsvRows((await download.path())!);
      expect(rows.map(([id]) => id).sort()).toEqual(withAgent.map((c) => c.engagementId).sort());
    });

    await test.step('week (a point of the weekly chart)', async () => {
      await page.goto(`${base}/time-in-stage?${filters}`);
      // The week of the call 9 days ago, for a stage it reached.
      const week = mondayOf(dayBefore(9));
      const sunday = new Date(Date.parse(`${week}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
      const inWeek = imported.filter((c) => dayBefore(c.daysAgo) >= week && dayBefore(c.daysAgo) <= sunday);
      const stage = 'Warm Greet Intro';
      const expected = inWeek.filter((c) => c.stages.has(stage));
      expect(expected.length).toBeGreaterThan(0);
      // One line at a time: the legend hides the others, whose points could lie on this one.
      const chart = page.getByTestId('time-weekly-chart');
      await chart.getByRole('button', { name: 'Hide all' }).click();
      await chart.getByRole('button', { name: stage, pressed: false }).click();
      await expect(chart.getByRole('button', { name: stage, pressed: true })).toBeVisible();
      const point = page
        .getByTestId('time-weekly-chart')
        .getByRole('link', { name: new RegExp(`^${stage}, week of ${week.replaceAll('-', '/')}`) });
      await point.click();
      await expect(page).toHaveURL(new RegExp(`from=${week}`));
      await expect(page.getByTestId('drill-total')).toHaveText(
        new RegExp(`^${expected.length} conversations? from ${week.replaceAll('-', '/')} `),
      );
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Export CSV of Conversations that reached ${stage}` }).click(),
      ]);
      const rows = await savedCsvRows((await download.path())!);
      expect(rows.map(([id]) => id).sort()).toEqual(expected.map((c) => c.engagementId).sort());
      await expectAccessible(page);
    });
  });

  test('bar = list total = rows of the saved CSV: skipped stage bars, by the definition of docs/REPORTING.md', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { tenant, program, imported, period, order } = await drillDownData(page);
    // Skipped: did not reach the stage, reached a later one of the order.
    const skipped = (stage: string) =>
      imported.filter(
        (c) =>
          !c.stages.has(stage) && order.slice(order.indexOf(stage) + 1).some((later) => c.stages.has(later)),
      );
    const stage = order.find((s) => skipped(s).length > 0 && skipped(s).length < imported.length)!;
    expect(stage, 'a stage some calls skipped').toBeDefined();
    await page.goto(`/${tenant.publicId}/reporting/flow?${period}&programId=${program.id}`);
    const bar = page
      .getByTestId('skipped-chart')
      .getByRole('link', { name: new RegExp(`^${stage} skipped by `) });
    const ids = await drillDown(
      page,
      bar,
      / skipped by (\d+) conversations?\. List them$/,
      skipped(stage).length,
    );
    expect(ids.sort()).toEqual(
      skipped(stage)
        .map((c) => c.engagementId)
        .sort(),
    );
  });

  test('bar = list total = rows of the saved CSV: out-of-order bars', async ({ page }) => {
    test.setTimeout(120_000);
    const { tenant, program, imported, period } = await drillDownData(page);
    // Agent Recommend before the first Agent Qualify: the call 3 days ago.
    const outOfOrder = imported.filter((c) => c.daysAgo === 3);
    await page.goto(`/${tenant.publicId}/reporting/flow?${period}&programId=${program.id}`);
    await expect(page.getByTestId('out-of-order-chart')).toBeVisible();
    const bar = page
      .getByTestId('out-of-order-chart')
      .getByRole('link', { name: /^Agent Recommend before Agent Qualify: / });
    const ids = await drillDown(page, bar, /: (\d+) conversations?\. List them$/, outOfOrder.length);
    expect(ids).toEqual(outOfOrder.map((c) => c.engagementId));
    // Over all programs the page says each conversation is judged against its own program's order.
    await page.goto(`/${tenant.publicId}/reporting/flow?${period}`);
    await expect(page.getByTestId('flow-own-order')).toContainText('against its own program\u2019s order');
  });

  test('every Reporting page passes axe, in charts and as tables, with data and without', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const tenant = await signUp(page);
    useInsuranceStages(tenant.publicId);
    const program = await createProgramByApi(page, tenant.publicId);
    const key = await apiKey(page, tenant.publicId);
    for (const [daysAgo, said] of [
      [
        1,
        [
          ['Agent', GREETING],
          ['Visitor', VISITOR],
          ['Agent', RECOMMEND],
          ['Agent', QUALIFY],
        ],
      ],
      [
        9,
        [
          ['Agent', GREETING],
          ['Agent', QUALIFY],
          ['Agent', GOODBYE],
        ],
      ],
    ] as [number, Said[]][])
      await importConversation(page, key, { programId: program.id, daysAgo, said });

    /** Each page, and what shows once its figures are in. */
    const pages: [path: string, title: string, ready: (page: Page) => Locator][] = [
      ['funnel', 'Funnel', (p) => p.getByTestId('figure-funnel')],
      ['time-in-stage', 'Time in stage', (p) => p.getByTestId('figure-time-weekly')],
      ['flow', 'Flow and alerts', (p) => p.getByTestId('figure-alerts')],
      ['assist-impact', 'Assist impact', (p) => p.getByTestId('assist-sentence')],
      ['agents', 'Agents', (p) => p.getByText('No agent had conversations in this period.')],
      ['model-quality', 'Model quality', (p) => p.getByTestId('figure-test-runs')],
      [
        'conversations?reached=Warm%20Greet%20Intro',
        'Conversations that reached Warm Greet Intro',
        (p) => p.getByRole('link', { name: /^Transcript of PLATFORM/ }).first(),
      ],
    ];
    const check = async (view: string) => {
      for (const [path, title, ready] of pages) {
        await test.step(`${path} (${view})`, async () => {
          await page.goto(`/${tenant.publicId}/reporting/${path}`);
          await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
          await expect(ready(page)).toBeVisible({ timeout: 10_000 });
          await expectAccessible(page);
        });
      }
    };
    await check('charts');
    // The switch is kept for the tab: every page with charts now shows its tables.
    await page.goto(`/${tenant.publicId}/reporting/funnel`);
    await page.getByRole('button', { name: 'View as table' }).click();
    await expect(page.getByTestId('funnel-table')).toBeVisible();
    await check('tables');

    // A period without conversations: each page says so.
    for (const [path, empty] of [
      ['funnel', 'No conversations in this period.'],
      ['time-in-stage', 'No conversations in this period.'],
      ['flow', 'No conversations in this period.'],
      ['assist-impact', 'No conversations of assisted agents or of the control group in this period.'],
      ['agents', 'No agent had conversations in this period.'],
      ['model-quality', 'No labelled messages in this period.'],
    ]) {
      await test.step(`${path} (no conversations)`, async () => {
        await page.goto(`/${tenant.publicId}/reporting/${path}?from=2020-01-01&to=2020-01-31`);
        await expect(page.getByText(empty!).first()).toBeVisible({ timeout: 10_000 });
        await expectAccessible(page);
      });
    }
  });
});
