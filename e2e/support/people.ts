import { expect, type Page } from '@playwright/test';
import { xsrfHeaders } from './admin-api.js';

export const usersPath = (publicId: number) => `/${publicId}/admin/account-management/users`;
export const agentsPath = (publicId: number) => `/${publicId}/admin/account-management/agents`;

/** Creates a department through the API, as the admin signed in on `page`. */
export const createDepartmentViaApi = async (page: Page, publicId: number, name: string) => {
  const response = await page.request.post(`/${publicId}/api/departments`, {
    headers: await xsrfHeaders(page),
    data: { name },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
};

/** The users table's row of a login. */
export const personRow = (page: Page, login: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: login, exact: true }) });

/** Picks options of a PrimeReact select (dropdown or multi-select) found by its label, and closes it. */
export const pickOptions = async (page: Page, label: string, options: string[]) => {
  // The focusable input (PrimeReact's hidden native select may carry the same name).
  const input = page.getByLabel(label, { exact: true }).and(page.locator('input'));
  const select = input.locator('xpath=ancestor::div[@data-pc-name][1]');
  await select.click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  // A dropdown closes on its own; a multi-select stays open until clicked again (Escape would close a dialog too).
  if ((await select.getAttribute('data-pc-name')) === 'multiselect') await select.click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
};

/** Fills the create dialog of the users (or agents) page; it must be open. */
export const fillPersonForm = async (
  page: Page,
  person: { login: string; email: string; firstName: string; lastName: string },
  dialogName = 'New user',
) => {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel('Login', { exact: true }).fill(person.login);
  await dialog.getByLabel('E-mail', { exact: true }).fill(person.email);
  await dialog.getByLabel('First name', { exact: true }).fill(person.firstName);
  await dialog.getByLabel('Last name', { exact: true }).fill(person.lastName);
  return dialog;
};
