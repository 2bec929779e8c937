import { APP_VERSION } from '@parlance/shared';
import { E2E_ADMIN_PASSWORD } from './playwright.config.js';
import { analyticsEvents, userId } from './support/db.js';
import { expect, signIn, signUp, test } from './support/fixtures.js';
import { mainNav } from './support/navigation.js';

test.describe('usage analytics through the built-in collector', () => {
  // The fixture fails the test on any request to another host: the library must talk to this server only.
  test('page views, clicks, login and logout arrive in the database with the app version', async ({
    page,
  }) => {
    const tenant = await signUp(page);
    const home = `/${tenant.publicId}/home`;
    await mainNav(page).getByRole('button', { name: 'Collapse navigation' }).click();
    // A new page before the library has started: what waited is sent by the next page of the tab.
    await page.goto(`/${tenant.publicId}/studio/dashboard`);
    await mainNav(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const id = String(userId(tenant.login));
    const ours = () =>
      analyticsEvents().filter(
        (event) =>
          event.userId === id || String(event.properties.path ?? '').startsWith(`/${tenant.publicId}/`),
      );
    // Batches leave every 5 seconds (or 10 events).
    await expect
      .poll(() => ours().map((event) => event.event ?? `${event.type} ${event.properties.path}`), {
        timeout: 20_000,
      })
      .toEqual(expect.arrayContaining([`page ${home}`, 'Logged In', 'Button Clicked', 'Logged Out']));

    const events = ours();
    for (const event of events) {
      expect((event.context.app as { version?: string } | undefined)?.version).toBe(APP_VERSION);
    }
    expect(APP_VERSION).toBe('1.15.0');
    const click = events.find(
      (event) => event.event === 'Button Clicked' && event.properties.name === 'Collapse navigation',
    );
    expect(click?.properties.path).toBe(home);
    expect(click?.userId).toBe(id);
    expect(events.find((event) => event.type === 'identify')?.properties).toEqual({
      tenantPublicId: tenant.publicId,
    });
  });

  test('/login opened first counts its page view, and signing in there its login', async ({ page }) => {
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/1000\/home$/);
    // A fresh browser: the library's anonymous id is this test's own, kept through the sign-in.
    const anonymousId = async () => {
      const cookie = (await page.context().cookies()).find((c) => c.name === 'ajs_anonymous_id')?.value;
      const stored = await page.evaluate(() => window.localStorage.getItem('ajs_anonymous_id'));
      const raw = decodeURIComponent(cookie ?? stored ?? '');
      return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
    };
    // The library starts once the page is interactive: five seconds without a long task.
    await expect.poll(anonymousId, { timeout: 20_000 }).not.toBe('');
    const mine = await anonymousId();
    const ours = () =>
      analyticsEvents()
        .filter((event) => event.anonymousId === mine)
        .map((event) => event.event ?? `${event.type} ${event.properties.path}`);
    await expect
      .poll(ours, { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['page /login', 'Logged In', 'page /1000/home']));
    const names = ours();
    expect(names.indexOf('page /login')).toBeLessThan(names.indexOf('page /1000/home'));
    expect(names.filter((name) => name === 'page /login')).toHaveLength(1);
    expect(
      analyticsEvents().find((event) => event.event === 'Logged In' && event.anonymousId === mine)?.userId,
    ).toBe(String(userId('admin')));
  });
});
