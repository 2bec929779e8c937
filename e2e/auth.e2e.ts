import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { E2E_ADMIN_PASSWORD } from './playwright.config.js';
import { expect, signIn, signUp, test, unique } from './support/fixtures.js';
import { waitForMailLink } from './support/mail.js';

/** The built router app's chunk (React Router, the route table), from the build's manifest. */
const routerAppChunk = () => {
  const manifest = JSON.parse(
    readFileSync(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = manifest['src/app/app.tsx']?.file;
  if (!chunk) throw new Error('The build has no router app chunk (src/app/app.tsx)');
  return chunk;
};

test.describe('sign-up, sign-in and sessions', () => {
  test('a new tenant signs up and lands on its home', async ({ page }) => {
    const tenant = await signUp(page);
    await expect(page.getByTestId('home-greeting')).toContainText(`Welcome, ${tenant.firstName}`);
    await expect(page).toHaveTitle('Parlance');
  });

  test('signs out and in again; a reload keeps the session', async ({ page }) => {
    const tenant = await signUp(page);
    await page.getByTestId('logout-link').click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, tenant.email.toUpperCase(), tenant.password);
    await expect(page).toHaveURL(new RegExp(`/${tenant.publicId}/home$`));
    await page.reload();
    await expect(page.getByTestId('home-greeting')).toContainText(tenant.firstName);
  });

  test('/login opened first is usable without the router; its links hand over to it, and Back returns', async ({
    page,
  }) => {
    // The router app is held back until the form has been used: the sign-in page must not need it.
    const chunk = routerAppChunk();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/${chunk}`, async (route) => {
      await held;
      await route.continue();
    });
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Login or e-mail')).toBeFocused();
    await page.getByLabel('Login or e-mail').fill('someone');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter your password.')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await expect(page).toHaveTitle('Parlance');

    release();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your organisation' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    expect(failed, 'failed requests').toEqual([]);
    expect(errors, 'console errors').toEqual([]);
  });

  test('a signed-in user opening /login is sent home', async ({ page }) => {
    const tenant = await signUp(page);
    await page.goto('/login');
    await expect(page).toHaveURL(new RegExp(`/${tenant.publicId}/home$`));
    await expect(page.getByTestId('home-greeting')).toContainText(tenant.firstName);
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await signIn(page, 'admin', 'not-the-password');
    await expect(page.getByTestId('login-error')).toHaveText('Invalid login or password.');
  });

  test('the seeded admin signs in', async ({ page }) => {
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/1000\/home$/);
  });

  test('resets a password through the link in the mail', async ({ page }) => {
    const tenant = await signUp(page);
    await page.getByTestId('logout-link').click();
    await page.goto('/account/reset/');
    await page.getByLabel('E-mail').fill(tenant.email);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByTestId('reset-init-sent')).toBeVisible();

    const link = await waitForMailLink(tenant.email);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('New password confirmation').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByTestId('reset-finish-done')).toBeVisible();

    await signIn(page, tenant.login, tenant.password);
    await expect(page.getByTestId('login-error')).toBeVisible();
    await signIn(page, tenant.login, 'a-brand-new-password');
    await expect(page).toHaveURL(new RegExp(`/${tenant.publicId}/home$`));
  });

  test('the expiry banner appears on focus once the session was deleted server-side', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signUp(page);
    // End the session from elsewhere: another client presenting the same cookie logs it out on the server.
    const cookies = await page.context().cookies();
    const other = await browser.newContext({ baseURL });
    await other.addCookies(cookies);
    const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const logout = await other.request.post('/api/logout', { headers: { 'X-XSRF-TOKEN': xsrf } });
    expect(logout.status()).toBe(200);
    await other.close();

    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByTestId('session-expiry-banner')).toContainText(
      'Your session has expired, please log in again.',
    );
  });

  test('a 401 sends the user to /login', async ({ page, context }) => {
    const tenant = await signUp(page);
    await context.clearCookies();
    await page.goto(`/${tenant.publicId}/home`);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a taken login is shown on its field', async ({ page }) => {
    const first = await signUp(page);
    await page.getByTestId('logout-link').click();
    await page.goto('/signup');
    await page.getByLabel('Organisation name').fill('Another');
    await page.getByLabel('First name').fill('A');
    await page.getByLabel('Last name').fill('B');
    await page.getByLabel('E-mail').fill(`${unique('x')}@example.com`);
    await page.getByLabel('Login', { exact: true }).fill(first.login);
    await page.getByLabel('Password', { exact: true }).fill('a-long-password-2');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('login-error')).toHaveText('This login is already in use.');
  });
});
