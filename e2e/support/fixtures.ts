import { test as base, expect, type Page } from '@playwright/test';

let counter = 0;
/** A unique suffix per call, so that tests never collide on logins or e-mails in the shared database. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface NewTenant {
  tenantName: string;
  firstName: string;
  lastName: string;
  email: string;
  login: string;
  password: string;
  publicId: number;
}

/**
 * Signs a new tenant up through the sign-up page and waits for its home. The home welcomes the new admin with
 * a stepped modal; it is closed unless `keepWelcome` is set.
 */
export const signUp = async (
  page: Page,
  overrides: Partial<NewTenant> = {},
  { keepWelcome = false } = {},
): Promise<NewTenant> => {
  const login = unique('e2e');
  const tenant = {
    tenantName: `Tenant ${login}`,
    firstName: 'Erin',
    lastName: 'Endtoend',
    email: `${login}@example.com`,
    login,
    password: 'a-long-password-1',
    ...overrides,
  };
  await page.goto('/signup');
  await page.getByLabel('Organisation name').fill(tenant.tenantName);
  await page.getByLabel('First name').fill(tenant.firstName);
  await page.getByLabel('Last name').fill(tenant.lastName);
  await page.getByLabel('E-mail').fill(tenant.email);
  await page.getByLabel('Login', { exact: true }).fill(tenant.login);
  await page.getByLabel('Password', { exact: true }).fill(tenant.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/\d+\/home$/);
  if (!keepWelcome) {
    const welcome = page.getByRole('dialog', { name: 'Create a program' });
    await expect(welcome).toBeVisible();
    // A click during the dialog's opening animation can be lost on a busy machine: try again until it is gone.
    await expect(async () => {
      if (await welcome.isVisible())
        await welcome.getByRole('button', { name: 'Close' }).click({ timeout: 2000 });
      await expect(welcome).toBeHidden({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
  }
  const publicId = Number(new URL(page.url()).pathname.split('/')[1]);
  return { ...tenant, publicId };
};

/** Signs in through the login page. */
export const signIn = async (page: Page, username: string, password: string) => {
  await page.goto('/login');
  await page.getByLabel('Login or e-mail').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/**
 * Fails the test on any request to a host other than the app's own (the browser must stay offline).
 * `otherOrigins` names further origins a test uses on purpose (the same server under another name, a page that
 * the test itself serves).
 */
export const test = base.extend<{ otherOrigins: string[]; sameOriginOnly: undefined }>({
  otherOrigins: [[], { option: true }],
  sameOriginOnly: [
    async ({ page, baseURL, otherOrigins }, use) => {
      const foreign: string[] = [];
      const origins = [new URL(baseURL ?? 'http://127.0.0.1').origin, ...otherOrigins];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!['data:', 'blob:'].includes(url.protocol) && !origins.includes(url.origin))
          foreign.push(request.url());
      });
      await use(undefined);
      expect(foreign, 'requests to other hosts').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
