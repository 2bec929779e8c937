import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createUserByApi, signInWithTemporaryPassword } from './support/admin-api.js';
import { expect, signUp, test, unique } from './support/fixtures.js';

const rolesPath = (publicId: number) => `/${publicId}/admin/role-management/standard`;

/** Creates a custom role through the form and returns the name the server stored. */
const createRole = async (page: Page, typed: string, expected: string, permissions: string[] = []) => {
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await dialog.getByLabel('Name').fill(typed);
  await expect(dialog.getByText(`Saved as ${expected}`)).toBeVisible();
  await dialog.getByLabel('Description').fill('Made by the end-to-end test');
  for (const permission of permissions) {
    await dialog.getByRole('checkbox', { name: new RegExp(permission) }).check();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully created Role').first()).toBeVisible();
  await expect(page.getByText('Role was successfully created').first()).toBeVisible();
  await expect(dialog).toBeHidden();
};

const matrixBox = (page: Page, permission: string, role: string) =>
  page.getByTestId('permission-matrix').getByRole('checkbox', { name: `${permission} for ${role}` });

test.describe('roles and permissions', () => {
  test('a custom role, assigned to a user, changes their menu when its permissions change', async ({
    page,
    browser,
    baseURL,
  }) => {
    const tenant = await signUp(page);
    await page.goto(rolesPath(tenant.publicId));
    await expect(page.getByRole('heading', { level: 1, name: 'Roles & Permissions' })).toBeVisible();
    // The standard roles are there, read-only.
    const roles = page.getByRole('table', { name: 'Roles' });
    await expect(roles.getByRole('row', { name: /ROLE_ADMIN/ })).toContainText('Standard (read-only)');
    await expect(matrixBox(page, 'p-view_programs', 'ROLE_ADMIN')).toBeDisabled();
    await expect(matrixBox(page, 'p-view_programs', 'ROLE_ADMIN')).toBeChecked();

    const tag = unique('').toUpperCase();
    const role = `ROLE_TEAM_LEAD_${tag}`;
    await createRole(page, `Team lead ${tag.toLowerCase()}`, role, ['View agent accounts']);
    await expect(roles.getByRole('row', { name: new RegExp(role) })).toContainText('Custom');
    await expect(matrixBox(page, 'p-view_agent_accounts', role)).toBeChecked();
    await expect(matrixBox(page, 'p-view_programs', role)).not.toBeChecked();

    // A user holding the role signs in elsewhere: Programs is not theirs.
    const user = await createUserByApi(page, tenant.publicId, { roles: [role] });
    const other = await browser.newContext({ baseURL });
    try {
      const userPage = await other.newPage();
      await signInWithTemporaryPassword(userPage, user, tenant.publicId);
      await userPage.goto(`/${tenant.publicId}/admin/programs`);
      await expect(userPage.getByTestId('not-allowed')).toBeVisible();
      const userNav = userPage.getByRole('navigation', { name: 'Main' });
      await expect(userNav.getByRole('link', { name: 'Programs' })).toHaveCount(0);

      // The admin grants p-view_programs in the matrix.
      await page.reload();
      await matrixBox(page, 'p-view_programs', role).check();
      await page.getByTestId('matrix-save').click();
      await expect(page.getByText('Role was successfully updated').first()).toBeVisible();

      // At their next load the user has Programs in the Admin menu, and the page opens (read-only).
      await userPage.reload();
      await expect(userPage.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
      await expect(userNav.getByRole('link', { name: 'Programs' })).toBeVisible();
      await expect(userPage.getByRole('button', { name: 'New program' })).toHaveCount(0);

      // Taking it back closes the page again.
      await matrixBox(page, 'p-view_programs', role).uncheck();
      await page.getByTestId('matrix-save').click();
      await expect(page.getByText('Role was successfully updated').first()).toBeVisible();
      await userPage.reload();
      await expect(userPage.getByTestId('not-allowed')).toBeVisible();
    } finally {
      await other.close();
    }

    // A role still held cannot be deleted: the server's refusal is a validation error in the dialog.
    await page.getByRole('button', { name: `Delete ${role}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the role?' });
    await expect(confirm).toContainText('1 user holds it');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm.getByTestId('delete-error')).toContainText('Validation Error');
    await expect(confirm.getByTestId('delete-error')).toContainText(
      'This role is still held by 1 user; take it from them first.',
    );
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(confirm).toBeHidden();
  });

  test('edits and deletes a role nobody holds; a taken name lands on the field', async ({ page }) => {
    const tenant = await signUp(page);
    await page.goto(rolesPath(tenant.publicId));
    const tag = unique('').toUpperCase();
    const role = `ROLE_QA_${tag}`;
    await createRole(page, `qa-${tag.toLowerCase()}`, role);

    await page.getByRole('button', { name: 'New role' }).click();
    const dialog = page.getByRole('dialog', { name: 'New role' });
    await dialog.getByLabel('Name').fill(`QA ${tag}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByTestId('name-error')).toHaveText('A role with this name already exists.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `Edit ${role}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit role ${role}` });
    await edit.getByLabel('Name').fill(`Quality ${tag}`);
    await expect(edit.getByText(`Saved as ROLE_QUALITY_${tag}`)).toBeVisible();
    await edit.getByRole('checkbox', { name: /Open the simulator/ }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successfully updated Role').first()).toBeVisible();
    await expect(matrixBox(page, 'p-view_xlm_test_ui', `ROLE_QUALITY_${tag}`)).toBeChecked();

    await page.getByRole('button', { name: `Delete ROLE_QUALITY_${tag}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete the role?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Role was successfully deleted').first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete ROLE_QUALITY_${tag}` })).toHaveCount(0);
  });

  test('has no accessibility violations', async ({ page }) => {
    const tenant = await signUp(page);
    await page.goto(rolesPath(tenant.publicId));
    await expect(page.getByTestId('permission-matrix')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'New role' }).click();
    await expect(page.getByRole('dialog', { name: 'New role' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
