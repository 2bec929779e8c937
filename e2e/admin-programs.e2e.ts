import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { listByApi } from './support/admin-api.js';
import { insertConversation } from './support/conversations.js';
import { expect, signUp, test, unique } from './support/fixtures.js';

const programsTable = (page: Page) => page.getByRole('table', { name: 'Programs' });

/**
 * The success toast with its summary and detail, then gone: closed by its button, or gone by itself (it lives 3 s,
 * which a busy machine can spend between two checks). So each check sees the toast of its own action, never one left
 * by the action before, and nothing waits for the toast's time to run out.
 */
const expectToast = async (page: Page, summary: string, detail: string) => {
  const toast = page.locator('.p-toast-message').filter({ hasText: summary }).filter({ hasText: detail });
  await expect(toast).toBeVisible();
  await expect(async () => {
    if ((await toast.count()) > 0) {
      await toast
        .first()
        .locator('.p-toast-icon-close')
        .click({ timeout: 1000 })
        .catch(() => {}); // gone by itself meanwhile
    }
    await expect(toast).toHaveCount(0, { timeout: 1000 });
  }).toPass();
};

const createProgram = async (page: Page, name: string, channel: 'Voice' | 'Chat', agentOnly = false) => {
  await page.getByRole('button', { name: 'New program' }).click();
  const dialog = page.getByRole('dialog', { name: 'New program' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill(`About ${name}`);
  await dialog.getByRole('radio', { name: channel }).check();
  if (agentOnly) await dialog.getByRole('checkbox', { name: 'Agent only' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Successfully created Program', 'Program was successfully created');
  await expect(dialog).toBeHidden();
  await expect(programsTable(page).getByRole('row', { name: new RegExp(name) })).toBeVisible();
};

test.describe('programs', () => {
  test('life cycle: create, taken name, edit, filter and sort kept over a reload, delete', async ({
    page,
  }) => {
    const tenant = await signUp(page);
    await page.goto(`/${tenant.publicId}/admin/programs`);
    await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
    await expect(programsTable(page).getByText('No programs found.')).toBeVisible();

    const tag = unique('t');
    await createProgram(page, `Alpha ${tag}`, 'Voice');
    await createProgram(page, `Beta ${tag}`, 'Chat', true);

    // Names are unique regardless of case: the server's answer lands on the field.
    await page.getByRole('button', { name: 'New program' }).click();
    const dialog = page.getByRole('dialog', { name: 'New program' });
    await dialog.getByLabel('Name').fill(`ALPHA ${tag}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByTestId('name-error')).toHaveText('A program with this name already exists.');
    await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: `Edit Beta ${tag}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit program Beta ${tag}` });
    await expect(edit.getByRole('radio', { name: 'Chat' })).toBeChecked();
    await expect(edit.getByRole('checkbox', { name: 'Agent only' })).toBeChecked();
    await edit.getByLabel('Name').fill(`Beta ${tag} EU`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Successfully updated Program', 'Program was successfully updated');
    await expect(edit).toBeHidden();
    const beta = programsTable(page).getByRole('row', { name: new RegExp(`Beta ${tag} EU`) });
    await expect(beta).toContainText('Chat');
    await expect(beta).toContainText('Yes');

    // Filter and sort, then reload: the URL keeps the view.
    await page.getByLabel('Filter by Name').fill(tag);
    await expect(page).toHaveURL(new RegExp(`name\\.contains=${tag}`));
    await programsTable(page).getByRole('columnheader', { name: 'Name' }).click();
    await expect(page).toHaveURL(/sort=name%2Cdesc/);
    const firstCell = programsTable(page).locator('tbody tr').first().locator('td').first();
    await expect(firstCell).toHaveText(`Beta ${tag} EU`);
    await page.reload();
    await expect(firstCell).toHaveText(`Beta ${tag} EU`);
    await expect(page.getByLabel('Filter by Name')).toHaveValue(tag);
    await expect(programsTable(page).locator('tbody tr')).toHaveCount(2);
    await page.getByLabel('Filter by Name').fill(`Alpha ${tag}`);
    await expect(page).toHaveURL(new RegExp(`name\\.contains=Alpha(\\+|%20)${tag}(&|$)`));
    await expect(programsTable(page).locator('tbody tr')).toHaveCount(1);
    await expect(firstCell).toHaveText(`Alpha ${tag}`);
    // Back to both, and the list says so before the delete (a filter still on its way would land after it).
    await page.getByLabel('Filter by Name').fill(tag);
    await expect(page).toHaveURL(new RegExp(`name\\.contains=${tag}(&|$)`));
    await expect(programsTable(page).locator('tbody tr')).toHaveCount(2);

    await page.getByRole('button', { name: `Delete Alpha ${tag}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the program?' });
    await expect(confirm).toContainText(`Alpha ${tag} will be deleted.`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Successfully deleted Program', 'Program was successfully deleted');
    await expect(confirm).toBeHidden();
    await expect(programsTable(page).getByRole('row', { name: new RegExp(`Alpha ${tag}`) })).toHaveCount(0);
    await expect(programsTable(page).locator('tbody tr')).toHaveCount(1);
    await expect(firstCell).toHaveText(`Beta ${tag} EU`);
  });

  test('a program with conversations is archived instead of deleted, and restored', async ({ page }) => {
    const tenant = await signUp(page);
    await page.goto(`/${tenant.publicId}/admin/programs`);
    const name = `Gamma ${unique('t')}`;
    await createProgram(page, name, 'Voice');
    const [program] = await listByApi<{ id: number }>(
      page,
      `/${tenant.publicId}/api/programs?name.equals=${encodeURIComponent(name)}`,
    );
    insertConversation(tenant.publicId, program!.id);
    await page.reload();
    // Its id, which the engagements API takes as `program`, is in its row.
    await expect(
      programsTable(page)
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('cell', { name: String(program!.id), exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('program-id-note')).toHaveText(
      'The engagements API (/api/v1) names a program by its ID, as program.',
    );

    await page.getByRole('button', { name: `Archive ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Archive the program?' });
    await expect(confirm).toContainText('has conversations, so it will be archived rather than deleted');
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expectToast(page, 'Successfully updated Program', 'Program was successfully archived');
    const row = programsTable(page).getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Archived');
    await expect(page.getByRole('button', { name: `Archive ${name}` })).toHaveCount(0);

    await page.getByRole('button', { name: `Restore ${name}` }).click();
    await expectToast(page, 'Successfully updated Program', 'Program was successfully updated');
    await expect(row).toContainText('Active');
  });

  test('has no accessibility violations', async ({ page }) => {
    const tenant = await signUp(page);
    await page.goto(`/${tenant.publicId}/admin/programs`);
    await createProgram(page, `Delta ${unique('t')}`, 'Chat');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'New program' }).click();
    await page.getByRole('dialog', { name: 'New program' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('name-error')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
