import AxeBuilder from '@axe-core/playwright';
import { createUserByApi } from './support/admin-api.js';
import { expect, signIn, signUp, test, unique } from './support/fixtures.js';
import { waitForMailLink } from './support/mail.js';
import {
  agentsPath,
  createDepartmentViaApi,
  fillPersonForm,
  personRow,
  pickOptions,
  usersPath,
} from './support/people.js';

test.describe('admin: users', () => {
  test('invites a user, who follows the mailed link, sets a password and signs in', async ({ page }) => {
    const admin = await signUp(page);
    await page.goto(usersPath(admin.publicId));
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(personRow(page, admin.login)).toBeVisible();

    const login = unique('inv');
    const email = `${login}@example.com`;
    await page.getByRole('button', { name: 'New user' }).click();
    const dialog = await fillPersonForm(page, { login, email, firstName: 'Ivy', lastName: 'Invited' });
    await pickOptions(page, 'Roles', ['ROLE_DESIGNER']);
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText('Successfully created User')).toBeVisible();
    await expect(page.getByText('User was successfully created')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = personRow(page, login);
    await expect(row).toContainText('Invited');
    await expect(row).toContainText('ROLE_DESIGNER');

    const link = await waitForMailLink(email);
    expect(link).toContain('create=1');
    await page.getByTestId('logout-link').click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('an-invited-password');
    await page.getByLabel('New password confirmation').fill('an-invited-password');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByTestId('reset-finish-done')).toBeVisible();

    await signIn(page, login, 'an-invited-password');
    await expect(page).toHaveURL(new RegExp(`/${admin.publicId}/home$`));
    await expect(page.getByTestId('home-greeting')).toContainText('Welcome, Ivy');
  });

  test('deactivating a signed-in user ends their session at once', async ({ page, browser, baseURL }) => {
    const admin = await signUp(page);
    const person = await createUserByApi(page, admin.publicId, { login: unique('deact'), firstName: 'Dee' });

    // The user signs in elsewhere and replaces the temporary password.
    const other = await browser.newContext({ baseURL });
    const theirs = await other.newPage();
    await signIn(theirs, person.login, person.password);
    await expect(theirs).toHaveURL(/\/account\/change-password$/);
    await theirs.getByLabel('Current password').fill(person.password);
    await theirs.getByLabel('New password', { exact: true }).fill('a-chosen-password');
    await theirs.getByLabel('New password confirmation').fill('a-chosen-password');
    await theirs.getByRole('button', { name: 'Change password' }).click();
    await expect(theirs).toHaveURL(new RegExp(`/${admin.publicId}/home$`));

    await page.goto(usersPath(admin.publicId));
    const row = personRow(page, person.login);
    await expect(row).toContainText('Active');
    // The admin may not deactivate themselves, so their own row has no such button.
    await expect(personRow(page, admin.login).getByRole('button', { name: /^Deactivate/ })).toHaveCount(0);
    await row.getByRole('button', { name: `Deactivate ${person.login}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate the user?' });
    await expect(confirm).toContainText('will be signed out at once');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Successfully updated User')).toBeVisible();
    await expect(page.getByText('User was successfully updated')).toBeVisible();
    await expect(row).toContainText('Deactivated');
    await expect(row.getByRole('button', { name: `Reactivate ${person.login}` })).toBeVisible();

    // Their next request fails: the focus check shows the expiry banner, and a reload lands on /login.
    await theirs.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(theirs.getByTestId('session-expiry-banner')).toContainText(
      'Your session has expired, please log in again.',
    );
    await theirs.reload();
    await expect(theirs).toHaveURL(/\/login$/);
    // And a deactivated user cannot sign in again.
    await signIn(theirs, person.login, 'a-chosen-password');
    await expect(theirs.getByTestId('login-error')).toHaveText('Invalid login or password.');
    await other.close();
  });

  test('sorts, filters and pages the users table, and a reload shows the same view', async ({ page }) => {
    const admin = await signUp(page);
    const prefix = unique('pg');
    const logins = Array.from({ length: 24 }, (_, index) => `${prefix}-${String(index).padStart(2, '0')}`);
    for (const login of logins) await createUserByApi(page, admin.publicId, { login });

    await page.goto(usersPath(admin.publicId));
    await expect(personRow(page, admin.login)).toBeVisible();
    await page.getByLabel('Filter by Login').fill(prefix);
    await expect(page).toHaveURL(new RegExp(`login\\.contains=${prefix}`));
    await expect(personRow(page, admin.login)).toHaveCount(0);
    await expect(personRow(page, logins[0]!)).toBeVisible();

    // The default sort is by login, ascending: one click turns it round.
    const loginHeader = page.getByRole('columnheader', { name: 'Login' });
    await expect(loginHeader).toHaveAttribute('aria-sort', 'ascending');
    await loginHeader.click();
    await expect(page).toHaveURL(/sort=login%2Cdesc/);
    await expect(loginHeader).toHaveAttribute('aria-sort', 'descending');
    const firstCell = page.locator('.resource-table tbody tr').first().locator('td').first();
    await expect(firstCell).toHaveText(logins[23]!);

    await page.getByRole('button', { name: 'Next Page' }).click();
    await expect(page).toHaveURL(/page=1/);
    await expect(firstCell).toHaveText(logins[3]!);
    await expect(page.locator('.resource-table tbody tr')).toHaveCount(4);

    await page.reload();
    await expect(page).toHaveURL(/page=1/);
    await expect(firstCell).toHaveText(logins[3]!);
    await expect(page.locator('.resource-table tbody tr')).toHaveCount(4);
    await expect(page.getByLabel('Filter by Login')).toHaveValue(prefix);
    await expect(page.getByRole('columnheader', { name: 'Login' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    // A status filter that nobody matches goes back to the first page and says so.
    await pickOptions(page, 'Filter by Status', ['Active']);
    await expect(page).toHaveURL(/status\.equals=ACTIVE/);
    await expect(page).toHaveURL(/page=0/);
    await expect(page.getByText('No users found.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No users found.')).toBeVisible();
  });

  test('on a laptop (1366 × 768) the Last activity column and the row actions are in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const admin = await signUp(page);
    await page.goto(usersPath(admin.publicId));
    const row = personRow(page, admin.login);
    await expect(row).toBeVisible();
    // In view: not clipped by the table's own scrolling, nor by the window.
    await expect(page.getByRole('columnheader', { name: /^Last activity/ })).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole('button').first()).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('a taken e-mail is shown on its field', async ({ page }) => {
    const admin = await signUp(page);
    await page.goto(usersPath(admin.publicId));
    await page.getByRole('button', { name: 'New user' }).click();
    const dialog = await fillPersonForm(page, {
      login: unique('dup'),
      email: admin.email.toUpperCase(),
      firstName: 'Dup',
      lastName: 'Licate',
    });
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(dialog.getByTestId('email-error')).toHaveText('This e-mail address is already in use.');
    await expect(dialog.getByLabel('E-mail', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toBeVisible();
  });

  test('the users page and its create dialog have no axe violations', async ({ page }) => {
    const admin = await signUp(page);
    await createUserByApi(page, admin.publicId, { login: unique('axe') });
    await page.goto(usersPath(admin.publicId));
    await expect(page.locator('.resource-table tbody tr')).toHaveCount(2);
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
    expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);

    await page.getByRole('button', { name: 'New user' }).click();
    await expect(page.getByRole('dialog', { name: 'New user' })).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
  });

  test('creates an agent, who keeps ROLE_XLM_AGENT, and sends the invitation again', async ({ page }) => {
    const admin = await signUp(page);
    const department = await createDepartmentViaApi(page, admin.publicId, unique('Dept '));
    await page.goto(agentsPath(admin.publicId));
    await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
    await expect(page.getByText('No agents found.')).toBeVisible();

    const login = unique('agent');
    const email = `${login}@example.com`;
    await page.getByRole('button', { name: 'New agent' }).click();
    const dialog = await fillPersonForm(
      page,
      { login, email, firstName: 'Ali', lastName: 'Agent' },
      'New agent',
    );
    await expect(dialog.getByText('Agents always hold ROLE_XLM_AGENT.')).toBeVisible();
    await pickOptions(page, 'Department', [department.name]);
    await dialog.getByLabel('External code (optional)').fill('EXT-42');
    await dialog.getByRole('button', { name: 'Create agent' }).click();
    await expect(page.getByText('Successfully created Agent')).toBeVisible();
    await expect(page.getByText('Agent was successfully created')).toBeVisible();
    const row = personRow(page, login);
    await expect(row).toContainText('ROLE_XLM_AGENT');
    await expect(row).toContainText(department.name);
    await expect(row).toContainText('EXT-42');
    await expect(row).toContainText('Invited');
    const first = await waitForMailLink(email);

    await row.getByRole('button', { name: `Resend invitation ${login}` }).click();
    await expect(page.getByText(`A new invitation was sent to ${email}.`)).toBeVisible();
    await expect.poll(() => waitForMailLink(email)).not.toBe(first);

    // The users page lists agents too; the agents page lists only agents.
    await page.goto(usersPath(admin.publicId));
    await expect(personRow(page, login)).toBeVisible();
    await page.goto(agentsPath(admin.publicId));
    await expect(personRow(page, login)).toBeVisible();
    await expect(personRow(page, admin.login)).toHaveCount(0);
  });
});
