import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signUp, test } from './support/fixtures.js';
import { createProgramByApi, csvFile, importCsvByApi } from './support/studio.js';

const triplesTable = (page: Page) => page.getByRole('table', { name: 'Triples' });
const rows = (page: Page) => triplesTable(page).locator('tbody tr');

const BAD_CSV = [
  'subject,predicate,object,source',
  'Silver Advantage,has premium,$0,plan sheet',
  'Silver Advantage,covers,,plan sheet',
  'Silver Advantage,has network,HMO,',
].join('\n');
const GOOD_CSV = BAD_CSV.replace('covers,,plan sheet', 'covers,dental cleanings,plan sheet');

const openDashboard = async (page: Page, publicId: number, programId: number) => {
  await page.goto(`/${publicId}/studio/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Studio dashboard' })).toBeVisible();
  // The only program is chosen and kept in the URL.
  await expect(page).toHaveURL(new RegExp(`program=${programId}`));
};

test.describe('studio dashboard', () => {
  test('imports a CSV after its row error is fixed, then edits and deletes a triple', async ({ page }) => {
    // A long flow on a shared machine.
    test.setTimeout(60_000);
    const tenant = await signUp(page);
    const program = await createProgramByApi(page, tenant.publicId);
    await openDashboard(page, tenant.publicId, program.id);
    await expect(triplesTable(page).getByText('No triples found.')).toBeVisible();
    await expect(page.getByTestId('stat-triples')).toHaveText('0');

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: `Import triples into ${program.name}` });
    await dialog.getByLabel('CSV file').setInputFiles(csvFile('plans.csv', BAD_CSV));
    const errors = dialog.getByTestId('import-errors');
    await expect(errors).toContainText('plans.csv cannot be imported.');
    await expect(errors).toContainText('Row 2: object:');
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    // Nothing was stored by the check.
    await expect(page.getByTestId('stat-triples')).toHaveText('0');

    await dialog.getByLabel('CSV file').setInputFiles(csvFile('plans-fixed.csv', GOOD_CSV));
    await expect(dialog.getByTestId('import-summary')).toHaveText(
      'plans-fixed.csv is ready: 3 triples to create.',
    );
    const preview = dialog.getByRole('table', { name: 'Preview of the first rows' });
    await expect(preview.locator('tbody tr')).toHaveCount(3);
    await expect(preview).toContainText('dental cleanings');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('Successfully created Triples').first()).toBeVisible();
    await expect(page.getByText('3 triples were imported.').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByTestId('stat-triples')).toHaveText('3');
    await expect(page.getByTestId('stat-subjects')).toHaveText('1');
    await expect(page.getByTestId('stat-predicates')).toHaveText('3');

    // Edit: the object changes.
    await page.getByRole('button', { name: 'Edit Silver Advantage has network HMO' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit triple' });
    await expect(edit.getByLabel('Subject', { exact: true })).toHaveValue('Silver Advantage');
    await edit.getByLabel('Object').fill('PPO');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Triple was successfully updated').first()).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(triplesTable(page).getByRole('row', { name: /has network PPO/ })).toBeVisible();

    // The same triple twice, regardless of case, is refused on the form.
    await page.getByRole('button', { name: 'New triple' }).click();
    const create = page.getByRole('dialog', { name: 'New triple' });
    await create.getByLabel('Subject', { exact: true }).fill('silver advantage');
    await create.getByLabel('Predicate').fill('HAS PREMIUM');
    await create.getByLabel('Object').fill('$0');
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(create.getByTestId('subject-error')).toHaveText(
      'This program already has a triple with the same subject, predicate and object.',
    );
    await expect(create.getByLabel('Subject', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await create.getByRole('button', { name: 'Cancel' }).click();

    // Delete.
    await page.getByRole('button', { name: 'Delete Silver Advantage has premium $0' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the triple?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Triple was successfully deleted').first()).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByTestId('stat-triples')).toHaveText('2');

    // Export answers the graph as CSV.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    const text = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(text).toString('utf8')).toContain('Silver Advantage,has network,PPO');
  });

  test('the graph of a subject filters the table by the clicked node', async ({ page }) => {
    const tenant = await signUp(page);
    const program = await createProgramByApi(page, tenant.publicId);
    await importCsvByApi(
      page,
      tenant.publicId,
      program.id,
      [
        'subject,predicate,object',
        'Silver Advantage,has premium,$0',
        'Silver Advantage,offered by,Acme Health',
        'Acme Health,based in,Ohio',
        'Gold Advantage,offered by,Acme Health',
      ].join('\n'),
    );
    await openDashboard(page, tenant.publicId, program.id);
    await expect(rows(page)).toHaveCount(4, { timeout: 15_000 });

    await page.getByRole('button', { name: 'Graph Silver Advantage has premium $0' }).click();
    const panel = page.getByTestId('graph-panel');
    await expect(panel.getByLabel('Subject')).toHaveValue('Silver Advantage');
    await expect(panel).toContainText('3 nodes and 2 edges around “Silver Advantage”.');
    const canvas = panel.getByTestId('graph-canvas');
    await expect(canvas.locator('canvas').first()).toBeVisible();

    // Click the node "Acme Health" on the picture, where cytoscape drew it. A canvas on the page is not yet a
    // graph laid out in its place and listening: point at the node until the graph itself says the pointer is on
    // a node (its pointer cursor), and only then press.
    await canvas.scrollIntoViewIfNeeded();
    const acmeHealth = () =>
      canvas.evaluate((element) => {
        const cy = (element as unknown as { _cyreg?: { cy?: import('cytoscape').Core } })._cyreg?.cy;
        const node = cy?.nodes().filter((n) => n.data('label') === 'Acme Health');
        if (!node || node.empty()) return null;
        const position = node.renderedPosition();
        const box = element.getBoundingClientRect();
        return { x: box.left + position.x, y: box.top + position.y };
      });
    await expect(async () => {
      const point = await acmeHealth();
      expect(point).not.toBeNull();
      await page.mouse.move(point!.x, point!.y);
      await expect(canvas).toHaveCSS('cursor', 'pointer', { timeout: 1000 });
      // Still there: nothing moved the node between the pointing and the press.
      expect(await acmeHealth()).toEqual(point);
    }).toPass({ timeout: 15_000 });
    await page.mouse.down();
    await page.mouse.up();
    // Acme Health has outgoing edges only at depth 2; here it is an object, so the table filters on objects.
    await expect(page).toHaveURL(/triples\.object\.equals=Acme(\+|%20)Health/);
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByLabel('Filter by Object')).toHaveValue('Acme Health');

    // Two hops, and the node list is the keyboard's way to the same filter.
    await panel.getByLabel('Depth').selectOption('2');
    await expect(panel).toContainText('5 nodes and 4 edges');
    await panel.getByRole('button', { name: 'Filter by Acme Health' }).click();
    await expect(page).toHaveURL(/triples\.subject\.equals=Acme(\+|%20)Health/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Ohio');
  });

  test('has no accessibility violations', async ({ page }) => {
    test.setTimeout(60_000);
    const tenant = await signUp(page);
    const program = await createProgramByApi(page, tenant.publicId);
    await importCsvByApi(page, tenant.publicId, program.id, 'subject,predicate,object\nA,links,B\nB,links,C');
    await openDashboard(page, tenant.publicId, program.id);
    await expect(rows(page)).toHaveCount(2, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Open graph' }).click();
    await expect(page.getByTestId('graph-canvas').locator('canvas').first()).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: /Import triples/ });
    await dialog.getByLabel('CSV file').setInputFiles(csvFile('bad.csv', 'subject,predicate,object\nA,,B'));
    await expect(dialog.getByTestId('import-errors')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
