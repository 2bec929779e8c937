import { expect, type Page } from '@playwright/test';
import { unique } from './fixtures.js';

/**
 * Calls to the tenant API as the user signed in on `page`: `page.request` shares the browser context's cookies,
 * and writes echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header, as the web app does.
 */
export const xsrfHeaders = async (page: Page): Promise<Record<string, string>> => {
  const cookies = await page.context().cookies();
  return { 'X-XSRF-TOKEN': cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '' };
};

export interface ApiUser {
  id: number;
  login: string;
  password: string;
}

export interface NewApiUser {
  kind?: 'users' | 'agents';
  /** A new unique login unless given; the e-mail is `{login}@example.com` unless given. */
  login?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  roles?: string[];
  departmentId?: number;
}

/**
 * Creates a user (or an agent) with a temporary password through the API, as the signed-in admin. They must
 * choose a new password at their first sign-in.
 */
export const createUserByApi = async (
  page: Page,
  publicId: number,
  { kind = 'users', login = unique('user'), ...details }: NewApiUser = {},
): Promise<ApiUser> => {
  const password = 'a-temporary-password';
  const response = await page.request.post(`/${publicId}/api/${kind}`, {
    headers: await xsrfHeaders(page),
    data: {
      login,
      email: details.email ?? `${login}@example.com`,
      firstName: details.firstName ?? 'Uma',
      lastName: details.lastName ?? 'User',
      roles: details.roles ?? [],
      departmentId: details.departmentId ?? null,
      mode: 'temporaryPassword',
      temporaryPassword: password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, login, password };
};

/** A list endpoint's rows, as the signed-in user. */
export const listByApi = async <T>(page: Page, path: string): Promise<T[]> => {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as T[];
};

/** Signs in with a temporary password and replaces it, landing on the tenant home. */
export const signInWithTemporaryPassword = async (page: Page, user: ApiUser, publicId: number) => {
  await page.goto('/login');
  await page.getByLabel('Login or e-mail').fill(user.login);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/change-password$/);
  await page.getByLabel('Current password').fill(user.password);
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await page.getByLabel('New password confirmation').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(new RegExp(`/${publicId}/home$`));
};
