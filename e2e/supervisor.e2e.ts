import AxeBuilder from '@axe-core/playwright';
import { LIST_COUNT_LIMIT } from '@parlance/shared';
import type { Page } from '@playwright/test';
import { xsrfHeaders } from './support/admin-api.js';
import { insertEngagements } from './support/conversations.js';
import { createUser, useInsuranceStages } from './support/db.js';
import { expect, signUp, test } from './support/fixtures.js';
import { logOut, signInHome } from './support/navigation.js';
import { createProgramByApi } from './support/studio.js';

const GREETING = 'Hello, thank you for calling, my name is Anna, and this call is recorded.';
const RECOMMEND =
  'Based on that I would recommend the Gold Plus plan, it has a zero dollar premium and a five dollar copay for ' +
  'primary care. Would you like to enroll today?';
const VISITOR = 'Hi Anna, I saw a TV ad about Medicare Advantage plans with free dental.';

const say = async (page: Page, as: 'Visitor' | 'Agent', text: string) => {
  await page.getByRole('button', { name: as, exact: true }).click();
  await page.getByLabel(`Message as ${as}`).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
};

const row = (page: Page, engagementId: string) =>
  page.locator(`[data-testid="engagement-row"][data-engagement="${engagementId}"]`);

test.describe('supervisor', () => {
  test('a supervisor watches a designer’s simulation live, corrects a label and sees the alert', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const tenant = await signUp(page);
    useInsuranceStages(tenant.publicId);
    // A new program's stage model has the default rule: Agent Qualify before Agent Recommend.
    const program = await createProgramByApi(page, tenant.publicId);
    const designer = await createUser(tenant.publicId, ['ROLE_DESIGNER']);
    const supervisor = await createUser(tenant.publicId, ['ROLE_SUPERVISOR']);
    await logOut(page);

    // The supervisor in this browser context.
    await signInHome(page, supervisor.login, supervisor.password, tenant.publicId);
    await page.goto(`/${tenant.publicId}/supervisor?status=ongoing`);
    await expect(page.getByRole('heading', { level: 1, name: 'Supervisor' })).toBeVisible();
    await expect(page.getByTestId('supervisor-list-empty')).toBeVisible();

    // The designer in another one.
    const designerContext = await browser.newContext({ baseURL: baseURL! });
    const sim = await designerContext.newPage();
    await signInHome(sim, designer.login, designer.password, tenant.publicId);
    await sim.goto(`/${tenant.publicId}/studio/simulator`);
    // The tenant's only program is chosen already.
    await expect(sim.locator('.simulator__bar .p-dropdown-label')).toHaveText(program.name);
    await sim.getByRole('button', { name: 'Start' }).click();
    await expect(sim.getByTestId('simulator-status')).toHaveAttribute('data-phase', 'ready', {
      timeout: 15_000,
    });
    const engagementId = (await sim.getByTestId('simulator-engagement').textContent()) ?? '';
    await say(sim, 'Agent', GREETING);
    await expect(sim.getByTestId('simulator-transcript').getByTestId('stage-chip')).toHaveCount(1);

    // The engagement appears in the supervisor's list without a reload, and opens with the keyboard.
    const listed = row(page, engagementId);
    await expect(listed).toBeVisible({ timeout: 10_000 });
    await expect(listed).toContainText(program.name);
    await expect(listed.getByTestId('stage-chip')).toHaveText('Warm Greet Intro');
    await listed.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`engagement=${engagementId}`));
    const detail = page.getByTestId('supervisor-detail');
    await expect(detail.getByTestId('supervisor-message')).toHaveCount(1);

    // It grows live: a recommendation before qualifying raises the alert, in the frame and here.
    await say(sim, 'Visitor', VISITOR);
    await say(sim, 'Agent', RECOMMEND);
    await expect(sim.getByTestId('simulator-transcript').getByTestId('stage-chip')).toHaveCount(3);
    const frameAlerts = sim.frameLocator('iframe[title="Assist frame"]').getByTestId('assist-alerts');
    await expect(frameAlerts).toContainText('Agent Recommend reached before Agent Qualify.');
    await expect(detail.getByTestId('supervisor-message')).toHaveCount(3, { timeout: 10_000 });
    await expect(detail.getByTestId('supervisor-alerts')).toContainText(
      'Agent Recommend reached before Agent Qualify.',
      { timeout: 10_000 },
    );
    await expect(detail.getByTestId('supervisor-timeline').getByRole('listitem').first()).toContainText(
      'Warm Greet Intro',
    );
    await expect(listed.getByTestId('engagement-alerts')).toBeVisible({ timeout: 10_000 });

    // The supervisor corrects the third message and adds it as an example of its stage.
    const third = detail.getByTestId('supervisor-message').nth(2);
    const engineStage = (await third.getByTestId('stage-chip').textContent()) ?? '';
    const corrected = engineStage === 'Agent Discovery' ? 'Agent Qualify' : 'Agent Discovery';
    await third.getByRole('button', { name: 'Correct the stage of message 3' }).click();
    const form = page.getByRole('form', { name: 'Correct the stage of message 3' });
    await form.getByLabel('Stage').selectOption(corrected);
    await form.getByLabel('Add as example').check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(third.getByTestId('engine-stage')).toContainText(`the engine said ${engineStage}`);
    await expect(third.getByTestId('stage-chip')).toHaveText(corrected);
    const model = (await (
      await sim.request.get(`/${tenant.publicId}/api/programs/${program.id}/stage-model`)
    ).json()) as { stages: { label: string; examples: string[] }[] };
    expect(model.stages.find((s) => s.label === corrected)!.examples).toContain(RECOMMEND);

    // The corrected conversation joins a new test set of the program.
    await detail.getByRole('button', { name: 'Add to test set' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to test set' });
    await dialog.getByLabel('Name of the new test set').fill('Supervisor corrections');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    const sets = (await (
      await sim.request.get(`/${tenant.publicId}/api/programs/${program.id}/test-sets`)
    ).json()) as { name: string; conversations: number }[];
    expect(sets).toEqual([expect.objectContaining({ name: 'Supervisor corrections', conversations: 1 })]);

    // Checked with the success toast still showing: its colours are part of the page.
    const toast = page.locator('.p-toast-message-success').filter({ hasText: 'Added to test set' });
    // Hovering keeps it up while the check runs.
    await toast.hover();
    await expect(toast).toHaveClass(/p-toast-message-enter-done/);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);
    // Translucent grounds leave axe unable to judge a contrast; the toast's summary must be judged, and pass.
    const judged = axe.passes
      .filter((rule) => rule.id === 'color-contrast')
      .flatMap((rule) => rule.nodes.map((node) => node.target.join(' ')));
    expect(judged.some((target) => target.includes('p-toast-summary'))).toBe(true);
    await designerContext.close();
  });

  test('an engagement sent through the API with a key shows up', async ({ page }) => {
    const tenant = await signUp(page);
    useInsuranceStages(tenant.publicId);
    const program = await createProgramByApi(page, tenant.publicId);
    const created = await page.request.post(`/${tenant.publicId}/api/api-keys`, {
      headers: await xsrfHeaders(page),
      data: { name: 'Voice platform' },
    });
    expect(created.status()).toBe(201);
    const { key } = (await created.json()) as { key: string };
    await page.goto(`/${tenant.publicId}/supervisor`);
    const engagementId = `PLATFORM${Math.floor(Math.random() * 2 ** 31)}`;
    const api = await page.context().request;
    const headers = { Authorization: `Bearer ${key}` };
    expect(
      (
        await api.post('/api/v1/engagements', {
          headers,
          data: { engagementId, program: program.id, channel: 'voice' },
        })
      ).status(),
    ).toBe(201);
    expect(
      (
        await api.post(`/api/v1/engagements/${engagementId}/messages`, {
          headers,
          data: { from: 'Agent', content: GREETING },
        })
      ).status(),
    ).toBe(201);
    const listed = row(page, engagementId);
    await expect(listed).toBeVisible({ timeout: 10_000 });
    await expect(listed).toContainText('API (voice)');
    await page.getByLabel('Source').selectOption('api');
    await expect(page).toHaveURL(/source=api/);
    await expect(listed).toBeVisible();
  });

  test('a centre’s engagements page with their true total, search by words said and days of the tenant’s zone', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tenant = await signUp(page);
    useInsuranceStages(tenant.publicId);
    const program = await createProgramByApi(page, tenant.publicId);
    const headers = await xsrfHeaders(page);
    expect(
      (
        await page.request.put(`/${tenant.publicId}/api/tenant-settings`, {
          headers,
          data: { timeZone: 'America/New_York' },
        })
      ).status(),
    ).toBe(200);
    const created = await page.request.post(`/${tenant.publicId}/api/api-keys`, {
      headers,
      data: { name: 'Recorder' },
    });
    const { key } = (await created.json()) as { key: string };
    const base = Math.floor(Math.random() * 2 ** 30);
    const transcript = async (n: number, time: string, content: string) => {
      const engagementId = `PLATFORM${base + n}`;
      const answer = await page.request.post('/api/v1/conversations', {
        headers: { Authorization: `Bearer ${key}` },
        data: {
          engagementId,
          program: program.id,
          channel: 'voice',
          messages: [
            { from: 'Agent', content, time },
            {
              from: 'Visitor',
              content: 'Thank you.',
              time: new Date(Date.parse(time) + 104_000).toISOString(),
            },
          ],
        },
      });
      expect(answer.status(), await answer.text()).toBe(201);
      return engagementId;
    };
    // 21 calls on 10 January (10:00 in New York), 4 on 12 January, and one at 22:04:05 on 9 January in New
    // York, which is 10 January in UTC.
    for (let n = 0; n < 21; n++)
      await transcript(n, new Date(Date.parse('2026-01-10T15:00:00Z') + n * 60_000).toISOString(), GREETING);
    for (let n = 21; n < 25; n++)
      await transcript(n, new Date(Date.parse('2026-01-12T15:00:00Z') + n * 60_000).toISOString(), GREETING);
    const zebra = await transcript(25, '2026-01-10T03:04:05Z', 'Let me tell you about the Zebra plan.');

    await page.goto(`/${tenant.publicId}/supervisor`);
    await expect(page.getByTestId('supervisor-total')).toHaveText('(26)');
    await expect(page.getByTestId('engagement-row')).toHaveCount(20);
    await page
      .getByRole('navigation', { name: 'Engagement pages' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('engagement-row')).toHaveCount(6);
    await expect(page.getByTestId('supervisor-total')).toHaveText('(26)');

    // Words said anywhere in a call find it; the search goes into the URL and back to the first page.
    await page.getByLabel('Search', { exact: true }).fill('zebra plan');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=zebra\+plan/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByTestId('supervisor-total')).toHaveText('(1)');
    await expect(row(page, zebra)).toBeVisible();
    await expect(row(page, zebra).getByTestId('engagement-started')).toHaveText('2026/01/09 22:04');
    await expect(row(page, zebra).getByTestId('engagement-duration')).toHaveText('Ended · lasted 1 min 44 s');

    // The transcript dates the call and times each message in the tenant's zone, naming it.
    await row(page, zebra).click();
    const detail = page.getByTestId('supervisor-detail');
    await expect(detail.getByTestId('supervisor-detail-when')).toContainText(
      'Started 2026/01/09 22:04:05 (America/New York) · Ended · lasted 1 min 44 s',
    );
    await expect(detail.getByTestId('supervisor-transcript-zone')).toHaveText(
      '2026/01/09, times in America/New York',
    );
    await expect(detail.getByTestId('supervisor-message-time')).toHaveText(['22:04:05', '22:05:49']);

    // A period is counted in the tenant's days: 9 January in New York holds the late call alone.
    await page.getByLabel('Search', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('supervisor-total')).toHaveText('(26)');
    await page.getByLabel('Started from').fill('2026-01-12');
    await page.getByLabel('Started to').fill('2026-01-12');
    await expect(page).toHaveURL(/from=2026-01-12&to=2026-01-12|to=2026-01-12.*from=2026-01-12/);
    await expect(page.getByTestId('supervisor-total')).toHaveText('(4)');
    await page.getByLabel('Started from').fill('2026-01-09');
    await page.getByLabel('Started to').fill('2026-01-09');
    await expect(page.getByTestId('supervisor-total')).toHaveText('(1)');
    await expect(row(page, zebra)).toBeVisible();
    await expect(page.getByText('Days in America/New York')).toBeVisible();

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);
  });

  test('past the counted limit the heading says 10,000+ and the list pages on without a last page', async ({
    page,
  }) => {
    const tenant = await signUp(page);
    const program = await createProgramByApi(page, tenant.publicId);
    // Exactly as many as the server counts: BULK0 started last, BULK9999 first.
    insertEngagements(tenant.publicId, program.id, LIST_COUNT_LIMIT, 'BULK');
    await page.goto(`/${tenant.publicId}/supervisor`);
    const total = page.getByTestId('supervisor-total');
    const rows = page.getByTestId('engagement-row');
    const pages = page.getByRole('navigation', { name: 'Engagement pages' });
    const lastPage = pages.getByRole('button', { name: 'Last Page' });
    const nextPage = pages.getByRole('button', { name: 'Next Page' });
    await expect(total).toHaveText('(10,000)');
    await expect(rows.first()).toHaveAttribute('data-engagement', 'BULK0');
    // The whole count is known: the last page is the 500th of 20 rows, ending with the oldest.
    await expect(lastPage).toBeEnabled();
    await lastPage.click();
    await expect(page).toHaveURL(/[?&]page=500(&|$)/);
    await expect(pages.getByRole('button', { name: 'Page 500' })).toHaveAttribute('aria-current', 'page');
    await expect(rows.last()).toHaveAttribute('data-engagement', 'BULK9999');
    await expect(rows).toHaveCount(20);
    await expect(nextPage).toBeDisabled();
    await expect(total).toHaveText('(10,000)');

    // One more, started through the integrators' API: the server stops counting at the limit and says so.
    const created = await page.request.post(`/${tenant.publicId}/api/api-keys`, {
      headers: await xsrfHeaders(page),
      data: { name: 'Recorder' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { key } = (await created.json()) as { key: string };
    const latest = `PLATFORM${Math.floor(Math.random() * 2 ** 31)}`;
    const started = await page.request.post('/api/v1/engagements', {
      headers: { Authorization: `Bearer ${key}` },
      data: { engagementId: latest, program: program.id, channel: 'voice' },
    });
    expect(started.status(), await started.text()).toBe(201);

    await page.goto(`/${tenant.publicId}/supervisor`);
    await expect(page.getByRole('heading', { level: 2, name: 'Engagements (10,000+)' })).toBeVisible();
    await expect(total).toHaveText('(10,000+)');
    await expect(rows.first()).toHaveAttribute('data-engagement', latest);
    await expect(rows).toHaveCount(20);
    await expect(lastPage).toBeDisabled();
    await expect(nextPage).toBeEnabled();
    await nextPage.click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // The ongoing one and BULK0-BULK18 filled the first page.
    await expect(rows.first()).toHaveAttribute('data-engagement', 'BULK19');
    await expect(rows.last()).toHaveAttribute('data-engagement', 'BULK38');
    await expect(rows).toHaveCount(20);
    await expect(total).toHaveText('(10,000+)');
    await expect(lastPage).toBeDisabled();
    await expect(nextPage).toBeEnabled();
  });
});
