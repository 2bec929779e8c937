import { expect, type Locator, type Page } from '@playwright/test';
import { signIn } from './fixtures.js';

/** The side navigation landmark. */
export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });

/** The accessible names of the links in one part of the navigation (`side-nav-menu` or `side-nav-apps`). */
export const entryNames = async (page: Page, part: 'side-nav-menu' | 'side-nav-apps'): Promise<string[]> =>
  mainNav(page)
    .getByTestId(part)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => (item.querySelector('a')?.textContent ?? '').replace(/\s+/g, ' ').trim()),
    );

/** The names of one part of the navigation, once they are as expected (the menu renders after its data). */
export const expectEntries = async (page: Page, part: 'side-nav-menu' | 'side-nav-apps', names: string[]) => {
  await expect(mainNav(page)).toBeVisible();
  await expect.poll(() => entryNames(page, part)).toEqual(names);
};

/** Logs out through the top bar and waits for the sign-in page. */
export const logOut = async (page: Page) => {
  await page.getByTestId('logout-link').click();
  await expect(page).toHaveURL(/\/login$/);
};

/** Signs in and waits for the user's tenant home. */
export const signInHome = async (page: Page, login: string, password: string, publicId: number) => {
  await signIn(page, login, password);
  await expect(page).toHaveURL(new RegExp(`/${publicId}/home$`));
  await expect(page.getByTestId('home-greeting')).toBeVisible();
};
