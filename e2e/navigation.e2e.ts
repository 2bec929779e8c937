import AxeBuilder from '@axe-core/playwright';
import { createUser, setClientApp } from './support/db.js';
import { expect, signIn, signUp, test } from './support/fixtures.js';
import { expectEntries, logOut, mainNav, signInHome } from './support/navigation.js';

const NOT_ALLOWED = 'You are not allowed to see this page';
const NEW_TAB = ' (opens in a new tab)';

test.describe('side navigation, apps menu and route guards', () => {
  test('an admin moves between the home, Studio and Admin menus', async ({ page }) => {
    const tenant = await signUp(page);
    const nav = mainNav(page);
    await expect(nav).toBeVisible();
    // Reporting opens the built-in pages, in a new tab, until an admin points it elsewhere.
    await expectEntries(page, 'side-nav-menu', [
      'Dashboard',
      'Studio',
      'Admin',
      'Supervisor',
      `Reporting${NEW_TAB}`,
    ]);
    const reporting = nav.getByRole('link', { name: `Reporting${NEW_TAB}` });
    await expect(reporting).toHaveAttribute('href', `/${tenant.publicId}/reporting`);
    await expect(reporting).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // The home menu hides the apps panel.
    await expect(nav.getByTestId('side-nav-apps')).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Log out' })).toBeVisible();

    await nav.getByRole('link', { name: 'Studio' }).click();
    await expect(page).toHaveURL(new RegExp(`/${tenant.publicId}/studio/dashboard$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Studio dashboard' })).toBeVisible();
    await expect(page.getByTestId('no-programs')).toBeVisible();
    await expectEntries(page, 'side-nav-menu', ['Dashboard', 'Simulator', 'Settings']);
    await expectEntries(page, 'side-nav-apps', ['Studio', 'Admin']);

    await nav.getByTestId('side-nav-menu').getByRole('link', { name: 'Simulator' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Simulator' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Simulator' })).toHaveAttribute('aria-current', 'page');

    await nav.getByTestId('side-nav-apps').getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(new RegExp(`/${tenant.publicId}/admin/account-management/users$`));
    await expectEntries(page, 'side-nav-menu', ['Users', 'Roles & Permissions', 'Programs', 'Settings']);
    await nav.getByRole('link', { name: 'Roles & Permissions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Roles & Permissions' })).toBeVisible();

    await nav.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(new RegExp(`/${tenant.publicId}/home$`));

    await nav.getByRole('link', { name: 'Supervisor' }).click();
    await expect(page).toHaveURL(new RegExp(`/${tenant.publicId}/supervisor$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Supervisor' })).toBeVisible();
    await expectEntries(page, 'side-nav-menu', ['Home']);
  });

  test('client apps add the external entries, opened in a new tab', async ({ page }) => {
    const tenant = await signUp(page);
    setClientApp(tenant.publicId, 'supex', 'https://supervisor.example.test/live');
    setClientApp(tenant.publicId, 'agentic-voice-management', 'https://voice.example.test/');
    setClientApp(tenant.publicId, 'post-call-analytics', 'https://reports.example.test/');
    await page.reload();
    const nav = mainNav(page);
    await expectEntries(page, 'side-nav-menu', [
      'Dashboard',
      'Studio',
      'Admin',
      `Supervisor${NEW_TAB}`,
      `Agentic voice${NEW_TAB}`,
      `Reporting${NEW_TAB}`,
    ]);
    const supervisor = nav.getByRole('link', { name: `Supervisor${NEW_TAB}` });
    await expect(supervisor).toHaveAttribute('href', 'https://supervisor.example.test/live');
    await expect(supervisor).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('link', { name: `Agentic voice${NEW_TAB}` })).toHaveAttribute(
      'href',
      'https://voice.example.test/',
    );
    await expect(nav.getByRole('link', { name: `Reporting${NEW_TAB}` })).toHaveAttribute(
      'href',
      'https://reports.example.test/',
    );

    await page.goto(`/${tenant.publicId}/studio/settings`);
    await expectEntries(page, 'side-nav-apps', ['Studio', 'Admin', `Supervisor${NEW_TAB}`]);
  });

  test('a designer sees Studio only, and guarded pages say "not allowed"', async ({ page }) => {
    const tenant = await signUp(page);
    const designer = await createUser(tenant.publicId, ['ROLE_DESIGNER']);
    await logOut(page);
    await signInHome(page, designer.login, designer.password, tenant.publicId);
    await expectEntries(page, 'side-nav-menu', ['Dashboard', 'Studio']);

    await page.goto(`/${tenant.publicId}/studio/simulator`);
    await expect(page.getByRole('heading', { level: 1, name: 'Simulator' })).toBeVisible();
    await expectEntries(page, 'side-nav-apps', ['Studio']);

    for (const path of ['supervisor', 'admin/account-management/users', 'admin/role-management/standard']) {
      await page.goto(`/${tenant.publicId}/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: NOT_ALLOWED })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${tenant.publicId}/${path}$`));
    }
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(new RegExp(`/${tenant.publicId}/home$`));
  });

  test('a supervisor sees Supervisor, and Agents and Programs in Admin', async ({ page }) => {
    const tenant = await signUp(page);
    setClientApp(tenant.publicId, 'post-call-analytics', 'https://reports.example.test/');
    const supervisor = await createUser(tenant.publicId, ['ROLE_SUPERVISOR']);
    await logOut(page);
    await signInHome(page, supervisor.login, supervisor.password, tenant.publicId);
    await expectEntries(page, 'side-nav-menu', ['Dashboard', 'Supervisor', `Reporting${NEW_TAB}`]);

    await mainNav(page).getByRole('link', { name: 'Supervisor' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Supervisor' })).toBeVisible();
    // No Studio, no Admin (admins only), no external Supervisor: the apps menu is empty but for the way back.
    await expectEntries(page, 'side-nav-apps', []);
    await expect(mainNav(page).getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();

    await page.goto(`/${tenant.publicId}/admin/programs`);
    await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
    await expectEntries(page, 'side-nav-menu', ['Agents', 'Programs']);

    await page.goto(`/${tenant.publicId}/studio/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: NOT_ALLOWED })).toBeVisible();
  });

  test('an agent gets no navigation, and no guarded page', async ({ page }) => {
    const tenant = await signUp(page);
    const agent = await createUser(tenant.publicId, ['ROLE_XLM_AGENT']);
    await logOut(page);
    await signInHome(page, agent.login, agent.password, tenant.publicId);
    await expect(mainNav(page)).toHaveCount(0);
    await expect(page.getByTestId('logout-link')).toBeVisible();
    await page.goto(`/${tenant.publicId}/studio/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: NOT_ALLOWED })).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
  });

  test('a user with a temporary password gets no navigation before changing it', async ({ page }) => {
    const tenant = await signUp(page);
    const user = await createUser(tenant.publicId, ['ROLE_ADMIN'], { status: 'TEMP_PASSWORD' });
    await logOut(page);
    await signIn(page, user.login, user.password);
    await expect(page).toHaveURL(/\/account\/change-password$/);
    await expect(mainNav(page)).toHaveCount(0);
    await page.goto(`/${tenant.publicId}/home`);
    await expect(page).toHaveURL(/\/account\/change-password$/);
    await expect(mainNav(page)).toHaveCount(0);
  });

  test("another tenant's path shows not found, like a tenant that does not exist", async ({ page }) => {
    const tenant = await signUp(page);
    for (const other of [1000, 999_999_999]) {
      await page.goto(`/${other}/home`);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByTestId('home-greeting')).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(new RegExp(`/${tenant.publicId}/home$`));
  });

  test('collapsing the navigation survives a reload; it works from the keyboard', async ({ page }) => {
    await signUp(page);
    const toggle = mainNav(page).getByRole('button', { name: 'Collapse navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const expand = mainNav(page).getByRole('button', { name: 'Expand navigation' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => window.sessionStorage.getItem('parlance_dashboard'))).toBe('false');
    // Collapsed, the entries keep their names.
    await expect(mainNav(page).getByRole('link', { name: 'Studio' })).toBeVisible();

    await page.reload();
    await expect(mainNav(page).getByRole('button', { name: 'Expand navigation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await mainNav(page).getByRole('button', { name: 'Expand navigation' }).click();
    await page.reload();
    await expect(mainNav(page).getByRole('button', { name: 'Collapse navigation' })).toBeVisible();
  });

  test('Log out in the navigation signs out and forgets the collapsed choice', async ({ page }) => {
    await signUp(page);
    await mainNav(page).getByRole('button', { name: 'Collapse navigation' }).click();
    await mainNav(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.sessionStorage.getItem('parlance_dashboard'))).toBeNull();
  });

  test('home and a Studio page have no accessibility violations', async ({ page }) => {
    const tenant = await signUp(page);
    await expect(page.getByTestId('product-cards')).toBeVisible();
    const home = await new AxeBuilder({ page }).analyze();
    expect(home.violations).toEqual([]);
    await page.goto(`/${tenant.publicId}/studio/simulator`);
    await expect(page.getByRole('heading', { level: 1, name: 'Simulator' })).toBeVisible();
    const studio = await new AxeBuilder({ page }).analyze();
    expect(studio.violations).toEqual([]);
    await mainNav(page).getByRole('button', { name: 'Collapse navigation' }).click();
    const collapsed = await new AxeBuilder({ page }).analyze();
    expect(collapsed.violations).toEqual([]);
  });
});
