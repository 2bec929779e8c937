import { createServer } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { ALT_APP_URL, E2E_PORT } from './playwright.config.js';
import { createUser, useInsuranceStages } from './support/db.js';
import { expect, signUp, test } from './support/fixtures.js';
import { logOut, signInHome } from './support/navigation.js';
import { pickOptions } from './support/people.js';
import { createProgramByApi, importCsvByApi } from './support/studio.js';

const assist = (page: Page) => page.frameLocator('iframe[title="Assist frame"]');
const transcript = (page: Page) => page.getByTestId('simulator-transcript');
const status = (page: Page) => page.getByTestId('simulator-status');

const openSimulator = async (page: Page, base: string, publicId: number) => {
  await page.goto(`${base}/${publicId}/studio/simulator`);
  await expect(page.getByRole('heading', { level: 1, name: 'Simulator' })).toBeVisible();
};

const chooseProgram = (page: Page, name: string) => pickOptions(page, 'Program', [name]);

const startSimulation = async (page: Page) => {
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(status(page)).toHaveAttribute('data-phase', 'ready', { timeout: 15_000 });
};

const say = async (page: Page, as: 'Visitor' | 'Agent', text: string) => {
  await page.getByRole('button', { name: as, exact: true }).click();
  await page.getByLabel(`Message as ${as}`).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
};

/** Calls the API as the user signed in on `origin` (the XSRF cookie of that host). */
const apiHeaders = async (context: BrowserContext, origin: string) => {
  const cookies = await context.cookies(origin);
  return { 'X-XSRF-TOKEN': cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '' };
};

test.describe('simulator', () => {
  test('a designer plays both sides, sees the stages, resumes after a reload and ends', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const tenant = await signUp(page);
    useInsuranceStages(tenant.publicId);
    const program = await createProgramByApi(page, tenant.publicId);
    const agentOnly = await createProgramByApi(page, tenant.publicId, { agentOnly: true });
    const designer = await createUser(tenant.publicId, ['ROLE_DESIGNER']);
    await logOut(page);
    await signInHome(page, designer.login, designer.password, tenant.publicId);
    await openSimulator(page, baseURL!, tenant.publicId);

    // An agent-only program speaks as the Agent only.
    await chooseProgram(page, agentOnly.name);
    await expect(page.getByRole('button', { name: 'Visitor', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Agent', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await chooseProgram(page, program.name);
    await expect(page.getByRole('button', { name: 'Visitor', exact: true })).toBeEnabled();

    await startSimulation(page);
    const engagementId = await page.getByTestId('simulator-engagement').textContent();
    expect(engagementId).toMatch(/^PLATFORM\d+$/);
    const stored = await page.evaluate(() => sessionStorage.getItem('parlance_simulator'));
    expect(JSON.parse(stored!)).toEqual({ engagementId, program: program.id });
    await expect(assist(page).getByTestId('assist-connection')).toHaveText('Connected');

    await say(page, 'Agent', 'Thank you for calling Bright Health, my name is Sam, this call is recorded.');
    await say(page, 'Visitor', 'Hi Sam, I saw a TV ad about Medicare Advantage plans with free dental.');
    await say(page, 'Agent', 'Sure. What is your zip code and your date of birth?');
    const chips = transcript(page).getByTestId('stage-chip');
    await expect(chips).toHaveCount(3);
    await expect(chips.first()).toHaveText('Warm Greet Intro');
    const last = (await chips.nth(2).textContent()) ?? '';
    await expect(assist(page).getByTestId('assist-stage')).toContainText(last);
    await expect(assist(page).getByTestId('assist-timeline').getByRole('listitem').first()).toContainText(
      'Warm Greet Intro',
    );
    await expect(assist(page).getByTestId('assist-live')).toHaveText(/^Stage: /);
    await expect(assist(page).getByTestId('assist-why').getByRole('listitem').first()).toBeVisible();

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);

    // A reload resumes the same engagement, with its transcript and labels from the server.
    await page.reload();
    await expect(status(page)).toHaveAttribute('data-phase', 'ready', { timeout: 15_000 });
    await expect(page.getByTestId('simulator-engagement')).toHaveText(engagementId!);
    await expect(transcript(page).getByRole('listitem')).toHaveCount(3);
    await expect(chips).toHaveCount(3);
    await say(page, 'Visitor', 'It is 33101, and I was born in March 1958.');
    await expect(chips).toHaveCount(4);
    await expect(assist(page).getByTestId('assist-timeline').getByRole('listitem').first()).toContainText(
      'Warm Greet Intro',
    );

    // The transcript, one label corrected, is saved as a test conversation in a new test set.
    await page.getByRole('button', { name: 'Save as test conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as test conversation' });
    await expect(dialog.getByLabel('Test set', { exact: true })).toHaveValue('new');
    await dialog.getByLabel('Name of the new test set').fill('From the simulator');
    await dialog.getByLabel('Stage of message 4').selectOption('Agent Qualify');
    await dialog.getByRole('button', { name: 'Save conversation' }).click();
    await expect(dialog).toBeHidden();
    const sets = await page.request.get(`/${tenant.publicId}/api/programs/${program.id}/test-sets`);
    const [set] = (await sets.json()) as { id: number; name: string; conversations: number }[];
    expect(set).toMatchObject({ name: 'From the simulator', conversations: 1 });
    const saved = (await (
      await page.request.get(`/${tenant.publicId}/api/programs/${program.id}/test-sets/${set!.id}`)
    ).json()) as { items: { messages: { from: string; stage: string }[] }[] };
    expect(saved.items[0]!.messages.map((m) => m.from)).toEqual(['Agent', 'Visitor', 'Agent', 'Visitor']);
    expect(saved.items[0]!.messages[3]!.stage).toBe('Agent Qualify');

    // End: the session stays for 3 seconds, then everything is cleared.
    await page.getByRole('button', { name: 'End', exact: true }).click();
    const ended = Date.now();
    await expect(status(page)).toHaveAttribute('data-phase', 'ending');
    await expect(page.getByTestId('simulator-empty')).toBeVisible({ timeout: 6000 });
    expect(Date.now() - ended).toBeGreaterThanOrEqual(2900);
    await expect(page.getByTitle('Assist frame')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('parlance_simulator'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  });

  test('keeps the newest message in view, and the knowledge cards over a reload', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const tenant = await signUp(page);
    useInsuranceStages(tenant.publicId);
    const program = await createProgramByApi(page, tenant.publicId);
    await importCsvByApi(
      page,
      tenant.publicId,
      program.id,
      'subject,predicate,object\nSmile Gold,covers,two cleanings a year\nSmile Gold,monthly premium,$24',
    );
    await openSimulator(page, baseURL!, tenant.publicId);
    // The only program is chosen.
    await expect(page.locator('.simulator__bar .p-dropdown-label')).toHaveText(program.name);
    await startSimulation(page);

    const lines: ['Visitor' | 'Agent', string][] = [
      ['Agent', 'Thank you for calling Bright Health, my name is Sam, this call is recorded.'],
      ['Visitor', 'Hi Sam, I am looking for a dental plan for my family.'],
      ['Agent', 'Of course. May I have your zip code and the ages of everyone on the plan?'],
      ['Visitor', 'It is 33101, two adults and two children.'],
      ['Agent', 'Do you see a particular dentist today that you would like to keep?'],
      ['Visitor', 'Yes, Dr Lee at Aspen Dental.'],
      ['Agent', 'Thank you. Let me look at the plans that include that office.'],
      ['Visitor', 'Sure, take your time.'],
      ['Agent', 'I would recommend Smile Gold, it covers two cleanings a year for a monthly premium of $24.'],
    ];
    const messages = transcript(page).getByRole('listitem');
    for (const [index, [as, text]] of lines.entries()) {
      await say(page, as, text);
      await expect(transcript(page).getByTestId('stage-chip')).toHaveCount(index + 1);
      // What was just sent, and its label, are in view: the transcript scrolled to its end.
      await expect(messages.nth(index)).toContainText(text);
      await expect(messages.nth(index).getByTestId('stage-chip')).toBeInViewport({ ratio: 1 });
    }
    // The list scrolls inside itself: the first message has left the view.
    await expect(messages.first()).not.toBeInViewport();

    const cards = assist(page).getByTestId('assist-cards').getByRole('listitem');
    await expect(cards.filter({ hasText: 'Smile Gold' }).first()).toBeVisible();
    // Each card says why it came up, under a disclosure closed until asked for.
    const card = cards.filter({ hasText: 'Smile Gold' }).first();
    await expect(card.getByText('subject "Smile Gold" named as "smile gold"', { exact: false })).toBeHidden();
    await card.getByText('Why this card').click();
    await expect(
      card.getByText('subject "Smile Gold" named as "smile gold"', { exact: false }),
    ).toBeVisible();
    const shown = await cards.allTextContents();

    // A reload resumes the engagement; the frame shows the same knowledge cards, stored with the last message.
    await page.reload();
    await expect(status(page)).toHaveAttribute('data-phase', 'ready', { timeout: 15_000 });
    await expect(transcript(page).getByTestId('stage-chip')).toHaveCount(lines.length);
    // The page opens at its top; with the transcript's box in the window, its newest message shows.
    await transcript(page).evaluate((list) => list.scrollIntoView({ block: 'end' }));
    await expect(messages.last().getByTestId('stage-chip')).toBeInViewport({ ratio: 1 });
    await expect(assist(page).getByTestId('assist-connection')).toHaveText('Connected');
    await expect.poll(() => cards.allTextContents()).toEqual(shown);

    await page.getByRole('button', { name: 'End', exact: true }).click();
    await expect(page.getByTestId('simulator-empty')).toBeVisible({ timeout: 6000 });
  });

  test.describe('with the frame on another origin', () => {
    // Served by the test itself.
    const THIRD = `http://127.0.0.1:${E2E_PORT + 7}`;
    test.use({ otherOrigins: [ALT_APP_URL] });

    test('the simulator still works and a third origin is ignored', async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      const tenant = await signUp(page);
      useInsuranceStages(tenant.publicId);
      const program = await createProgramByApi(page, tenant.publicId);

      // The app on localhost; the frame stays on 127.0.0.1 (FRAME_URL).
      await page.goto(`${ALT_APP_URL}/login`);
      await page.getByLabel('Login or e-mail').fill(tenant.login);
      await page.getByLabel('Password', { exact: true }).fill(tenant.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(new RegExp(`/${tenant.publicId}/home$`));
      await openSimulator(page, ALT_APP_URL, tenant.publicId);
      await expect(page.locator('.simulator__bar .p-dropdown-label')).toHaveText(program.name);
      await startSimulation(page);
      expect(await page.getByTitle('Assist frame').getAttribute('src')).toMatch(
        new RegExp(`^${baseURL}/frame/\\?app=voice&provider=\\w+&ticket=`),
      );
      await say(page, 'Visitor', 'I want to switch my Medicare plan because my doctor left the network.');
      await expect(transcript(page).getByTestId('stage-chip')).toHaveCount(1);
      const stage = (await transcript(page).getByTestId('stage-chip').textContent()) ?? '';
      await expect(assist(page).getByTestId('assist-stage')).toContainText(stage);

      // A page of a third origin embedding the frame gets nothing from it, and what it posts is not forwarded.
      const ticket = await context.request.post(`${baseURL}/api/simulator/frame-ticket`, {
        headers: await apiHeaders(context, baseURL!),
      });
      expect(ticket.status()).toBe(200);
      const frameSrc = `${baseURL}/frame/?app=voice&provider=parlance&ticket=${(await ticket.json()).ticket}`;
      const third = await context.newPage();
      const html = `<!doctype html><html lang="en"><title>Third</title><body>
        <script>window.received = []; addEventListener('message', (e) => window.received.push(e.data));</script>
        <iframe title="Embedded" src="${frameSrc}"></iframe></body></html>`;
      // A real server on the loopback address (the browser lets only local pages embed a local one).
      const server = createServer((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'text/html' }).end(html);
      });
      await new Promise<void>((resolve) => server.listen(E2E_PORT + 7, '127.0.0.1', resolve));
      await third.goto(`${THIRD}/`);
      const embedded = third.frameLocator('iframe[title="Embedded"]');
      await expect(embedded.getByTestId('assist-connection')).toHaveText('Connected', { timeout: 15_000 });
      const intruder = 'PLATFORM123454321';
      // Inside the frame: record what its socket sends, and count the messages its own listener (registered
      // first, so run first) has already handled when this later one sees them.
      const inner = third.frames().find((frame) => frame !== third.mainFrame())!;
      await inner.evaluate(() => {
        const probe = window as unknown as { sent: string[]; seen: number };
        probe.sent = [];
        probe.seen = 0;
        const send = WebSocket.prototype.send;
        WebSocket.prototype.send = function (this: WebSocket, data) {
          probe.sent.push(String(data));
          send.call(this, data);
        };
        addEventListener('message', () => {
          probe.seen += 1;
        });
      });
      await third.evaluate(
        ({ id, programId }) => {
          const target = document.querySelector('iframe')!.contentWindow!;
          for (const type of ['engagement_start', 'visitor_message']) {
            target.postMessage({ engagementId: id, type, program: programId, content: 'hello there' }, '*');
          }
        },
        { id: intruder, programId: program.id },
      );
      await inner.waitForFunction(() => (window as unknown as { seen: number }).seen === 2);
      const sent = await inner.evaluate(() => (window as unknown as { sent: string[] }).sent);
      expect(sent.filter((text) => text.includes(intruder))).toEqual([]);
      expect(await third.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
      await expect(embedded.getByTestId('assist-stage')).toHaveCount(0);
      const stored = await context.request.get(
        `${baseURL}/${tenant.publicId}/api/simulator/engagements/${intruder}`,
      );
      expect(stored.status()).toBe(404);
      await third.close();
      await new Promise((resolve) => server.close(resolve));

      // The real parent still ends its simulation.
      await page.getByRole('button', { name: 'End', exact: true }).click();
      await expect(page.getByTestId('simulator-empty')).toBeVisible({ timeout: 6000 });
    });
  });
});
