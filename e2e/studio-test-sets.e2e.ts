import AxeBuilder from '@axe-core/playwright';
import { useInsuranceStages } from './support/db.js';
import { expect, signUp, test } from './support/fixtures.js';
import { createProgramByApi } from './support/studio.js';

const line = (messages: [string, string, string][]) =>
  JSON.stringify({ messages: messages.map(([from, content, stage]) => ({ from, content, stage })) });

test('a test set uploaded and run shows its confusion matrix and scores', async ({ page }) => {
  test.setTimeout(60_000);
  const tenant = await signUp(page);
  useInsuranceStages(tenant.publicId);
  const program = await createProgramByApi(page, tenant.publicId);
  await page.goto(`/${tenant.publicId}/studio/settings?program=${program.id}`);
  await page.getByRole('tab', { name: 'Test sets' }).click();
  await expect(page.getByText('No test sets yet.')).toBeVisible();
  // The upload states what a test set may hold.
  await expect(
    page.getByText(/A test set holds at most 5,000 messages in all, naming at most 100 stages/),
  ).toBeVisible();

  // A bad line is answered with its number, and nothing is stored.
  await page.getByLabel('Name', { exact: true }).fill('Regression');
  await page.getByLabel('Conversations (JSON Lines)').setInputFiles({
    name: 'bad.jsonl',
    mimeType: 'application/jsonl',
    buffer: Buffer.from(`${line([['Agent', 'Hello', 'Warm Greet Intro']])}\n{"messages": []}\n`),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(/Line 2/)).toBeVisible();

  const jsonl = [
    line([
      ['Agent', 'Thank you for calling, my name is Sam, this call is recorded.', 'Warm Greet Intro'],
      ['Visitor', 'I saw a TV ad about Medicare Advantage plans with dental.', 'Medicare Advantage Inquiry'],
      ['Agent', 'What is your zip code?', 'Agent Qualify'],
      ['Visitor', 'Thanks so much, goodbye!', 'Agent Discovery'],
    ]),
  ].join('\n');
  await page.getByLabel('Conversations (JSON Lines)').setInputFiles({
    name: 'set.jsonl',
    mimeType: 'application/jsonl',
    buffer: Buffer.from(jsonl),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByLabel('Test set', { exact: true })).toContainText(
    'Regression (1 conversation, 4 of 5,000 messages)',
  );
  await page.getByRole('button', { name: 'Run' }).click();
  const run = page.getByTestId('test-run');
  await expect(run.getByRole('table', { name: /Confusion matrix/ })).toBeVisible();
  await expect(run.getByRole('table', { name: 'Scores per stage' })).toBeVisible();
  await expect(run.getByRole('heading', { level: 2 })).toContainText('accuracy');
  // The goodbye labelled as discovery on purpose is a wrong message, which can become an example.
  const wrong = run.getByRole('list', { name: 'Wrong messages' }).getByRole('listitem');
  await expect(wrong.first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
  await wrong
    .first()
    .getByRole('button', { name: /^Add as example of / })
    .click();
  await expect(page.getByText(/Added as an example of/)).toBeVisible();
});

test('two runs show the trend chart, and a test set can be deleted', async ({ page }) => {
  test.setTimeout(60_000);
  const tenant = await signUp(page);
  useInsuranceStages(tenant.publicId);
  const program = await createProgramByApi(page, tenant.publicId);
  await page.goto(`/${tenant.publicId}/studio/settings?program=${program.id}`);
  await page.getByRole('tab', { name: 'Test sets' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Trend');
  await page.getByLabel('Conversations (JSON Lines)').setInputFiles({
    name: 'set.jsonl',
    mimeType: 'application/jsonl',
    buffer: Buffer.from(
      line([
        ['Agent', 'Thank you for calling, my name is Sam, this call is recorded.', 'Warm Greet Intro'],
        ['Agent', 'What is your zip code?', 'Agent Qualify'],
      ]),
    ),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByLabel('Test set', { exact: true })).toContainText(
    'Trend (1 conversation, 2 of 5,000 messages)',
  );

  // While another run is going on the server answers 429 with Retry-After (runs go one at a time): the tab says
  // so, as a note, and Run waits those seconds.
  await page.route('**/test-sets/*/runs', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          headers: { 'Retry-After': '2', 'Content-Type': 'application/problem+json' },
          body: JSON.stringify({
            status: 429,
            title: 'Too Many Requests',
            message: 'Another test run is going on. Try again in a few seconds.',
          }),
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Another test run is going on' })).toHaveText(
    'Another test run is going on: the server runs test sets one at a time. Run this one again in 2 seconds.',
  );
  await expect(page.getByRole('button', { name: 'Run' })).toBeDisabled();
  // The upload's toast gone first: one caught fading out blends its colours with the page's (its own are checked
  // at full strength in supervisor.e2e.ts).
  await expect(page.locator('.p-toast-message')).toHaveCount(0, { timeout: 15_000 });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.unroute('**/test-sets/*/runs');
  await expect(page.getByRole('button', { name: 'Run' })).toBeEnabled();
  await expect(page.getByTestId('test-run-busy')).toHaveCount(0);

  const trend = page.getByTestId('test-trend');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByTestId('test-run')).toBeVisible();
  await expect(trend.getByTestId('test-trend-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Run' }).click();
  const chart = trend.getByRole('img', { name: /^Trend of 2 runs, v\d+ · \d{4}\/\d{2}\/\d{2} to / });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', /macro-F1 from .* accuracy from /);
  await expect(trend.getByRole('table', { name: 'Runs of this test set' }).getByRole('row')).toHaveCount(3);
  await expect(page.locator('.p-toast-message')).toHaveCount(0, { timeout: 15_000 });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the test set?' });
  await expect(dialog).toContainText('Trend');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Successfully deleted Test set')).toBeVisible();
  await expect(page.getByText('Test set was successfully deleted')).toBeVisible();
  await expect(page.getByText('No test sets yet.')).toBeVisible();
  await expect(page.getByTestId('test-trend')).toHaveCount(0);
});
