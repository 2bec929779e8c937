import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { useInsuranceStages } from './support/db.js';
import { expect, signUp, test } from './support/fixtures.js';
import { mainNav } from './support/navigation.js';
import { createProgramByApi } from './support/studio.js';

const openSettings = async (page: Page, publicId: number, programId: number) => {
  await page.goto(`/${publicId}/studio/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Studio settings' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`program=${programId}`));
  await expect(page.getByTestId('stage-model-version')).toBeVisible();
};

const stageButton = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Stages' }).getByRole('button', { name: new RegExp(`^${label}`) });

const examples = (page: Page, label: string) => page.getByRole('list', { name: `Examples of ${label}` });

test.describe('studio settings', () => {
  test("a stage's colour and examples are saved and shown after a reload", async ({ page }) => {
    // A long flow on a shared machine.
    test.setTimeout(60_000);
    const tenant = await signUp(page);
    useInsuranceStages(tenant.publicId);
    const program = await createProgramByApi(page, tenant.publicId);
    await openSettings(page, tenant.publicId, program.id);
    await expect(page.getByTestId('stage-model-version')).toHaveText(
      'Version 0: the default stages, not saved yet.',
    );

    await stageButton(page, 'Agent Qualify').click();
    await expect(page.getByRole('heading', { name: 'Examples of Agent Qualify' })).toBeVisible();
    const colour = page.getByLabel('Colour of Agent Qualify', { exact: true });

    // A colour too light for white text is warned about, and the server refuses it on that stage.
    await colour.fill('#ffcc00');
    await expect(page.locator('#stage-colour-contrast')).toContainText('too light for the white stage label');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('stage-model-errors')).toContainText(
      'Error(s) in element 3: Agent Qualify, colour:',
    );
    await expect(colour).toHaveAttribute('aria-invalid', 'true');
    await colour.fill('#0b5394');
    await expect(colour).not.toHaveAttribute('aria-invalid', 'true');

    // One example, then several pasted at once: repeats (regardless of case) and empty lines are left out.
    await page.getByLabel('New example').fill('What is your Medicare number?');
    await page.getByRole('button', { name: 'Add example' }).click();
    await page
      .getByLabel('Paste examples, one a line')
      .fill('Are you on Medicaid?\nWHAT IS YOUR MEDICARE NUMBER?\n\n  Do you have Part B?  ');
    await page.getByRole('button', { name: 'Add lines' }).click();
    await expect(page.getByTestId('example-note')).toHaveText(
      '2 examples added. Left out: 1 already listed.',
    );
    await expect(page.getByTestId('example-count')).toHaveText('(8 of at most 500)');
    await page.getByRole('button', { name: 'Remove What is your zip code?' }).click();
    await expect(page.getByTestId('example-count')).toHaveText('(7 of at most 500)');
    await page.getByLabel('Search examples').fill('medicare');
    await expect(examples(page, 'Agent Qualify').getByRole('listitem')).toHaveCount(2);
    await page.getByLabel('Search examples').fill('');

    // Switching stages keeps the unsaved changes.
    await page.getByRole('checkbox', { name: 'Other enabled' }).uncheck();
    await stageButton(page, 'Agent Discovery').click();
    await expect(page.getByRole('heading', { name: 'Examples of Agent Discovery' })).toBeVisible();
    await stageButton(page, 'Agent Qualify').click();
    await expect(examples(page, 'Agent Qualify')).toContainText('Do you have Part B?');
    await expect(page.getByTestId('unsaved-changes')).toBeVisible();

    // Leaving with unsaved changes asks first.
    await mainNav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/studio\/settings/);

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Successfully updated Stage model').first()).toBeVisible();
    await expect(page.getByTestId('stage-model-version')).toContainText(
      `Version 1, saved by ${tenant.login} on `,
    );
    await expect(page.getByTestId('unsaved-changes')).toHaveCount(0);

    await page.reload();
    await stageButton(page, 'Agent Qualify').click();
    await expect(page.getByLabel('Colour of Agent Qualify', { exact: true })).toHaveValue('#0b5394');
    await expect(examples(page, 'Agent Qualify').getByRole('listitem')).toHaveCount(7);
    await expect(examples(page, 'Agent Qualify')).toContainText('What is your Medicare number?');
    await expect(examples(page, 'Agent Qualify')).not.toContainText('What is your zip code?');
    await expect(stageButton(page, 'Agent Qualify')).toContainText('7 examples');
    await expect(page.getByRole('checkbox', { name: 'Other enabled' })).not.toBeChecked();
  });

  test('opened on a phone, nothing on the page moves as its parts arrive', async ({ page }) => {
    const tenant = await signUp(page);
    useInsuranceStages(tenant.publicId);
    await createProgramByApi(page, tenant.publicId);
    await page.setViewportSize({ width: 412, height: 823 });
    // Layout shifts (not caused by input) from the page's start, as Lighthouse counts them. The stage model and
    // the chart palette come in requests of their own, in any order.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A phone's slower processor, as Lighthouse simulates it: frames are drawn between the page's steps.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`/${tenant.publicId}/studio/settings`);
    await expect(page.getByTestId('stage-model-version')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Chart palette' })).toBeAttached();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);
  });

  test('the chart palette warns about a light colour and keeps it', async ({ page }) => {
    const tenant = await signUp(page);
    useInsuranceStages(tenant.publicId);
    const program = await createProgramByApi(page, tenant.publicId);
    await openSettings(page, tenant.publicId, program.id);
    const first = page.getByLabel('Colour 1', { exact: true });
    await first.fill('#ffee00');
    await expect(page.locator('#palette-1-contrast')).toContainText('too light for white text');
    await page.getByRole('button', { name: 'Save palette' }).click();
    await expect(page.getByText('Successfully updated Chart palette').first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Colour 1', { exact: true })).toHaveValue('#ffee00');
  });
  test('two tabs saving the same stage model: the second is told and keeps its edits', async ({ page }) => {
    const tenant = await signUp(page);
    useInsuranceStages(tenant.publicId);
    const program = await createProgramByApi(page, tenant.publicId);
    const other = await page.context().newPage();
    await openSettings(page, tenant.publicId, program.id);
    await openSettings(other, tenant.publicId, program.id);

    await page.getByLabel('Colour of Not in Anchor', { exact: true }).fill('#333333');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Successfully updated Stage model').first()).toBeVisible();

    await other.getByLabel('New example').fill('hang on a second');
    await other.getByRole('button', { name: 'Add example' }).click();
    await other.getByRole('button', { name: 'Save changes' }).click();
    const conflict = other.getByTestId('stage-model-conflict');
    await expect(conflict).toContainText('Someone else saved this stage model since you opened it.');
    await expect(conflict).toContainText('Your edits are kept until you reload.');
    await expect(examples(other, 'Not in Anchor')).toContainText('hang on a second');
    await expect(other.getByTestId('unsaved-changes')).toBeVisible();

    await conflict.getByRole('button', { name: 'Reload the stage model' }).click();
    await expect(other.getByTestId('stage-model-conflict')).toHaveCount(0);
    await expect(other.getByLabel('Colour of Not in Anchor', { exact: true })).toHaveValue('#333333');
    await expect(examples(other, 'Not in Anchor')).not.toContainText('hang on a second');
    await expect(other.getByTestId('stage-model-version')).toContainText('Version 1, saved by');
  });

  test('the builder hides the navigation and saves an order and a rule', async ({ page }) => {
    const tenant = await signUp(page);
    useInsuranceStages(tenant.publicId);
    const program = await createProgramByApi(page, tenant.publicId);
    await openSettings(page, tenant.publicId, program.id);
    await page.getByRole('link', { name: 'Open the conversation builder' }).click();
    await expect(page).toHaveURL(new RegExp(`/${tenant.publicId}/studio/builder/${program.id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Conversation builder: ${program.name}` }),
    ).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
    await expect(page.getByTestId('sidebar-slot')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Studio settings' })).toBeVisible();

    const order = page.getByRole('list', { name: 'Expected order' });
    await expect(order.getByRole('listitem').nth(4)).toContainText('Agent Qualify');
    // The keyboard alternative to dragging: the handle moves its stage with the arrow keys.
    const handle = page.getByRole('button', { name: 'Move Agent Qualify, position 5 of 8' });
    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByTestId('order-announcement')).toHaveText(
      'Agent Qualify moved to position 4 of 8.',
    );
    await expect(order.getByRole('listitem').nth(3)).toContainText('Agent Qualify');
    await expect(page.getByRole('button', { name: 'Move Agent Qualify, position 4 of 8' })).toBeFocused();
    await page.getByRole('button', { name: 'Add Other to the order' }).click();
    await expect(order.getByRole('listitem')).toHaveCount(9);

    const rules = page.getByRole('list', { name: 'Compliance rules' });
    await expect(rules.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('radio', { name: 'A phrase to say' }).check();
    await page.getByLabel('Severity').selectOption('info');
    await page.getByLabel('In stage').selectOption('Sincere Goodbye');
    await page.getByLabel('Speaker').selectOption('Agent');
    await page.getByLabel('Phrases, one a line').fill('thank you for calling\nhave a great day');
    await page.getByRole('button', { name: 'Add rule' }).click();
    await expect(rules.getByRole('listitem')).toHaveCount(3);
    await expect(rules).toContainText('In Sincere Goodbye the Agent says one of: “thank you for calling”');
    await expect(page.getByTestId('flow-picture').getByTestId('flow-node')).toHaveCount(10);

    await page.getByRole('button', { name: 'Save flow' }).click();
    await expect(page.getByText('Successfully updated Stage model').first()).toBeVisible();
    await page.reload();
    await expect(order.getByRole('listitem').nth(3)).toContainText('Agent Qualify');
    await expect(order.getByRole('listitem').nth(8)).toContainText('Other');
    await expect(rules).toContainText('In Sincere Goodbye the Agent says one of');
    await expect(page.getByTestId('stage-model-version')).toContainText('Version 1');

    await page.getByRole('link', { name: 'Back to Studio settings' }).click();
    await expect(page).toHaveURL(new RegExp(`/studio/settings\\?program=${program.id}$`));
    await expect(mainNav(page)).toBeVisible();
  });

  test('settings and builder have no accessibility violations', async ({ page }) => {
    // Two long pages to check on a shared machine.
    test.setTimeout(90_000);
    const tenant = await signUp(page);
    useInsuranceStages(tenant.publicId);
    const program = await createProgramByApi(page, tenant.publicId, { agentOnly: true });
    await openSettings(page, tenant.publicId, program.id);
    await page.getByLabel('Colour 2', { exact: true }).fill('#ffee00');
    await expect(page.locator('#palette-2-contrast')).toContainText('too light');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.goto(`/${tenant.publicId}/studio/builder/${program.id}`);
    await expect(page.getByRole('list', { name: 'Expected order' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
