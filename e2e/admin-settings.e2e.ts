import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createUserByApi, listByApi, xsrfHeaders } from './support/admin-api.js';
import { expect, signUp, test, unique } from './support/fixtures.js';
import { createProgramByApi } from './support/studio.js';

const settingsPath = (publicId: number) => `/${publicId}/admin/agent-attributes/departments`;
const departmentsTable = (page: Page) => page.getByRole('table', { name: 'Departments' });
const NEW_TAB = ' (opens in a new tab)';

test.describe('settings', () => {
  test('department life cycle: create, edit, refused while an agent is in it, deleted once empty', async ({
    page,
  }) => {
    const tenant = await signUp(page);
    await page.goto(settingsPath(tenant.publicId));
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Departments' })).toHaveAttribute('aria-selected', 'true');

    const name = `Sales ${unique('d')}`;
    await page.getByRole('button', { name: 'New department' }).click();
    const dialog = page.getByRole('dialog', { name: 'New department' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successfully created Department').first()).toBeVisible();
    await expect(page.getByText('Department was successfully created').first()).toBeVisible();

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit department ${name}` });
    await edit.getByLabel('Description').fill('Inbound sales');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Department was successfully updated').first()).toBeVisible();
    const row = departmentsTable(page).getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Inbound sales');

    // An agent joins the department.
    const [department] = await listByApi<{ id: number }>(
      page,
      `/${tenant.publicId}/api/departments?name.equals=${encodeURIComponent(name)}`,
    );
    const agent = await createUserByApi(page, tenant.publicId, {
      kind: 'agents',
      roles: [],
      departmentId: department!.id,
    });
    await page.reload();
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the department?' });
    await expect(confirm).toContainText('1 agent belongs to it');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    const error = confirm.getByTestId('delete-error');
    await expect(error).toContainText('Validation Error');
    await expect(error).toContainText('This department still has agents; move them first.');
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(row).toBeVisible();

    // Once the agent has moved out, the department goes.
    const moved = await page.request.put(`/${tenant.publicId}/api/agents/${agent.id}`, {
      headers: await xsrfHeaders(page),
      data: {
        email: `${agent.login}@example.com`,
        firstName: 'Uma',
        lastName: 'User',
        departmentId: null,
      },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await page.reload();
    await expect(row.getByRole('cell').nth(2)).toHaveText('0');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Department was successfully deleted').first()).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('a saved client app URL replaces the built-in Reporting; removing it hides the product and entry', async ({
    page,
  }) => {
    const tenant = await signUp(page);
    const reporting = page.getByTestId('product-post-call-analytics');
    await expect(reporting.getByRole('link', { name: `Open Reporting${NEW_TAB}` })).toHaveAttribute(
      'href',
      `/${tenant.publicId}/reporting`,
    );

    await page.goto(settingsPath(tenant.publicId));
    await page.getByRole('tab', { name: 'Client apps' }).click();
    await expect(page).toHaveURL(/tab=client-apps/);
    const field = page.getByLabel('Reporting (post-call-analytics)', { exact: true });
    await expect(field).toHaveValue(`/${tenant.publicId}/reporting`);
    await field.fill('reports.example.test');
    await page.getByRole('button', { name: 'Save Reporting (post-call-analytics)' }).click();
    await expect(page.getByTestId('post-call-analytics-url-error')).toHaveText(
      'Please enter an address starting with http:// or https://, a path of this app starting with /, or leave it empty.',
    );
    await field.fill('https://reports.example.test/');
    await page.getByRole('button', { name: 'Save Reporting (post-call-analytics)' }).click();
    await expect(page.getByText('Client app was successfully updated').first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Reporting (post-call-analytics)', { exact: true })).toHaveValue(
      'https://reports.example.test/',
    );

    // Back on the home page (without a reload) the card and the menu follow.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Back to Dashboard' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${tenant.publicId}/home$`));
    await expect(reporting.getByRole('link', { name: `Open Reporting${NEW_TAB}` })).toHaveAttribute(
      'href',
      'https://reports.example.test/',
    );
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: `Reporting${NEW_TAB}` }),
    ).toBeVisible();

    // Removing it takes them away again.
    await page.goto(`${settingsPath(tenant.publicId)}?tab=client-apps`);
    await page.getByRole('button', { name: 'Remove Reporting (post-call-analytics)' }).click();
    await page
      .getByRole('dialog', { name: 'Remove the client app?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page.getByText('Client app was successfully deleted').first()).toBeVisible();
    await expect(page.getByLabel('Reporting (post-call-analytics)', { exact: true })).toHaveValue('');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Back to Dashboard' })
      .click();
    await expect(reporting).toContainText('Not available');
  });

  test('the audit log shows who changed what, with before and after', async ({ page }) => {
    const tenant = await signUp(page);
    await page.goto(settingsPath(tenant.publicId));
    const name = `Support ${unique('d')}`;
    await page.getByRole('button', { name: 'New department' }).click();
    await page.getByRole('dialog', { name: 'New department' }).getByLabel('Name').fill(name);
    await page.getByRole('dialog', { name: 'New department' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Department was successfully created').first()).toBeVisible();
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit department ${name}` });
    await edit.getByLabel('Name').fill(`${name} desk`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Department was successfully updated').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Audit log' }).click();
    const log = page.getByRole('table', { name: 'Audit log' });
    const newest = log.locator('tbody tr').first();
    await expect(newest).toContainText(tenant.login);
    await expect(newest).toContainText('update');
    await expect(newest).toContainText('department');
    await newest.getByRole('button', { name: /^Changes of department \d+ \(update\)$/ }).click();
    const changes = page.getByTestId('audit-changes');
    const nameRow = changes.getByRole('row', { name: /^name/ });
    await expect(nameRow).toContainText(name);
    await expect(nameRow).toContainText(`${name} desk`);
    await expect(nameRow).toContainText('(changed)');

    // The log's own filters are kept in the URL beside the tab.
    await page.getByLabel('Filter by Actor').fill(tenant.login);
    await expect(page).toHaveURL(/tab=audit-log/);
    await expect(page).toHaveURL(new RegExp(`audit\\.actor\\.contains=${tenant.login}`));
    await page.reload();
    await expect(page.getByLabel('Filter by Actor')).toHaveValue(tenant.login);
    await expect(log.locator('tbody tr').first()).toContainText('update');
  });

  test('an API key: made and shown once, used by a platform, its last use shown, revoked', async ({
    page,
    request,
  }) => {
    const tenant = await signUp(page);
    const program = await createProgramByApi(page, tenant.publicId);
    await page.goto(`${settingsPath(tenant.publicId)}?tab=api-keys`);
    await expect(page.getByRole('tab', { name: 'API keys' })).toHaveAttribute('aria-selected', 'true');

    const name = `Platform ${unique('k')}`;
    await page.getByRole('button', { name: 'New API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API key' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Create' }).click();
    const shown = page.getByRole('dialog', { name: `API key ${name}` });
    const key = await shown.getByLabel('Key').inputValue();
    expect(key).toMatch(/^plk_[A-Za-z0-9_-]{43}$/);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    // Shown once: the list has the name, never the key.
    const row = page.getByRole('table', { name: 'API keys' }).getByRole('row', { name: new RegExp(name) });
    await expect(row.getByTestId('api-key-last-used')).toHaveText('Never');
    await expect(page.getByText(key)).toHaveCount(0);
    expect(await page.content()).not.toContain(key);

    // The platform: a bearer key, no cookie, no CSRF token.
    const headers = { authorization: `Bearer ${key}` };
    const engagementId = `PLATFORM${Math.floor(Math.random() * 2 ** 31)}`;
    const started = await request.post('/api/v1/engagements', {
      headers,
      data: { engagementId, program: program.id, channel: 'chat' },
    });
    expect(started.status(), await started.text()).toBe(201);
    expect(await started.json()).toMatchObject({ engagementId, source: 'api', channel: 'chat' });
    const labelled = await request.post(`/api/v1/engagements/${engagementId}/messages`, {
      headers,
      data: { from: 'Agent', content: 'Hello, thank you for calling, my name is Anna.' },
    });
    expect(labelled.status(), await labelled.text()).toBe(201);
    expect(await labelled.json()).toMatchObject({ type: 'label', engagementId, index: 0 });

    await page.reload();
    await expect(row.getByTestId('api-key-last-used')).not.toHaveText('Never');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke the API key?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(row).toBeHidden();
    const refused = await request.post(`/api/v1/engagements/${engagementId}/messages`, {
      headers,
      data: { from: 'Agent', content: 'Still there?' },
    });
    expect(refused.status()).toBe(401);
    expect(refused.headers()['content-type']).toContain('application/problem+json');
  });

  test('has no accessibility violations', async ({ page }) => {
    const tenant = await signUp(page);
    await page.goto(settingsPath(tenant.publicId));
    await page.getByRole('button', { name: 'New department' }).click();
    const dialog = page.getByRole('dialog', { name: 'New department' });
    await dialog.getByLabel('Name').fill(`Axe ${unique('d')}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Department was successfully created')).toBeHidden({ timeout: 10_000 });
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole('tab', { name: 'Client apps' }).click();
    await expect(page.getByLabel('Supervisor (supex)', { exact: true })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page
      .getByRole('button', { name: /^Changes of department/ })
      .first()
      .click();
    await expect(page.getByTestId('audit-changes')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
