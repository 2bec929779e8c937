import AxeBuilder from '@axe-core/playwright';
import { PRODUCT_NAME } from '@parlance/shared';
import { E2E_ADMIN_PASSWORD } from './playwright.config.js';
import { expect, signIn, test } from './support/fixtures.js';
import { mainNav } from './support/navigation.js';

test.describe('dialogs', () => {
  test('what is typed in a dialog is not dropped by the side navigation beside it', async ({ page }) => {
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    const settings = '/1000/admin/agent-attributes/departments?tab=webhooks';
    await page.goto(settings);
    await expect(page.getByRole('tab', { name: 'Webhooks' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'New webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'New webhook' });
    const address = dialog.getByLabel('Address (https)');
    await address.fill('https://hooks.example.com/parlance');

    // The overlay leaves the navigation in reach (spec: the overlay leaves room for the sidebar): leaving asks.
    await mainNav(page).getByRole('link', { name: 'Users' }).click();
    const asked = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(asked).toBeVisible();
    await expect(asked).toContainText('What you entered in “New webhook” is not saved yet.');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await asked.getByRole('button', { name: 'Stay' }).click();
    await expect(asked).toBeHidden();
    await expect(page).toHaveURL(/\/1000\/admin\/agent-attributes\/departments\?tab=webhooks$/);
    await expect(address).toHaveValue('https://hooks.example.com/parlance');
    await expect(page).toHaveTitle(PRODUCT_NAME);

    // Leaving on purpose goes; a dialog closed with Cancel no longer holds anything, so nothing asks.
    await mainNav(page).getByRole('link', { name: 'Users' }).click();
    await asked.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/1000\/admin\/account-management\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await page.goBack();
    await page.getByRole('button', { name: 'New webhook' }).click();
    await dialog.getByLabel('Address (https)').fill('https://hooks.example.com/other');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await mainNav(page).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/1000\/admin\/account-management\/users$/);
    await expect(asked).toHaveCount(0);
    await expect(page).toHaveTitle(PRODUCT_NAME);
  });
});
