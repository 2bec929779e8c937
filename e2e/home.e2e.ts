import { MESSAGES } from '@parlance/shared';
import { setClientApp } from './support/db.js';
import { expect, signUp, test } from './support/fixtures.js';

test.describe('home dashboard', () => {
  test("shows the tenant's products as cards that open", async ({ page }) => {
    const tenant = await signUp(page);
    const cards = page.getByTestId('product-cards');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'Studio',
      'Supervisor',
      'Agentic Voice',
      'Reporting',
    ]);
    // Agentic Voice is unavailable until its client app is linked; Reporting opens the built-in pages.
    await expect(page.getByTestId('product-agentic-voice-management')).toContainText('Not available');
    const reporting = page.getByRole('link', { name: 'Open Reporting (opens in a new tab)' });
    await expect(reporting).toHaveAttribute('href', `/${tenant.publicId}/reporting`);
    await expect(reporting).toHaveAttribute('target', '_blank');

    setClientApp(tenant.publicId, 'post-call-analytics', 'https://reports.example.test/');
    await page.reload();
    await expect(reporting).toHaveAttribute('href', 'https://reports.example.test/');
    await expect(reporting).toHaveAttribute('target', '_blank');

    await page.getByRole('link', { name: 'Open Studio' }).click();
    await expect(page).toHaveURL(new RegExp(`/${tenant.publicId}/studio/dashboard$`));
    await page.goBack();
    await page.getByRole('link', { name: 'Open Supervisor' }).click();
    await expect(page).toHaveURL(new RegExp(`/${tenant.publicId}/supervisor$`));
  });

  test('a failed product list says "Error" with the title; no answer says so too', async ({ page }) => {
    const tenant = await signUp(page);
    await page.route(`**/${tenant.publicId}/api/products`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Service Unavailable', status: 503 }),
      }),
    );
    await page.reload();
    const toast = page.locator('.p-toast-message').first();
    await expect(toast).toContainText(MESSAGES.errorSummary);
    await expect(toast).toContainText('Service Unavailable');

    await page.unroute(`**/${tenant.publicId}/api/products`);
    await page.route(`**/${tenant.publicId}/api/products`, (route) => route.abort('failed'));
    await page.reload();
    await expect(page.getByText(MESSAGES.productsNetworkError).first()).toBeVisible();
    await expect(page.getByTestId('products-error')).toBeVisible();
  });

  test('a new tenant admin is walked through the first steps once', async ({ page }) => {
    await signUp(page, {}, { keepWelcome: true });
    const dialog = page.getByTestId('stepped-modal');
    const steps: [string, string][] = [
      ['1/3', 'Create a program'],
      ['2/3', 'Invite people'],
      ['3/3', 'Try the simulator'],
    ];
    for (const [index, [step, title]] of steps.entries()) {
      await expect(dialog.getByTestId('stepped-modal-step')).toHaveText(step);
      await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
      const label = index === steps.length - 1 ? 'Get started' : 'Continue';
      await dialog.getByRole('button', { name: label }).click();
    }
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('product-cards')).toBeVisible();
    await expect(page.getByTestId('stepped-modal')).toHaveCount(0);
  });
});
