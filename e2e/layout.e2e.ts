import AxeBuilder from '@axe-core/playwright';
import { PRODUCT_NAME } from '@parlance/shared';
import type { Locator, Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './playwright.config.js';
import { xsrfHeaders } from './support/admin-api.js';
import { expect, signIn, test } from './support/fixtures.js';
import { mainNav } from './support/navigation.js';

/** A phone (an iPhone 12 to 15 in portrait) and the most common laptop screen. */
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

/** The demo tenant the server seeds, and its admin. */
const DEMO = 1000;

const said: [from: 'Agent' | 'Visitor', content: string][] = [
  ['Agent', 'Hello, thank you for calling, my name is Anna, and this call is recorded.'],
  ['Visitor', 'Hi Anna, I saw a TV ad about Medicare Advantage plans with free dental.'],
  ['Agent', 'Sure. Are you currently enrolled in Medicare Part A and Part B, and what is your zip code?'],
  ['Agent', 'Based on that I would recommend the Gold Plus plan, it has a zero dollar premium.'],
  ['Agent', 'Thank you so much for your time today, have a wonderful day. Goodbye!'],
];

/**
 * Gives the demo tenant's first program a few finished conversations through the public API, so that the
 * Supervisor and the Reporting pages draw their lists, charts and tables. Returns the tenant's programs.
 */
const seed = async (page: Page) => {
  const answer = await page.request.get(`/${DEMO}/api/programs?size=50`);
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as
    | { id: number; name: string }[]
    | { rows: { id: number; name: string }[] };
  const programs = Array.isArray(body) ? body : body.rows;
  expect(programs.length).toBeGreaterThan(0);
  const created = await page.request.post(`/${DEMO}/api/api-keys`, {
    headers: await xsrfHeaders(page),
    data: { name: `Layout check ${Date.now()}` },
  });
  expect(created.status()).toBe(201);
  const { key } = (await created.json()) as { key: string };
  for (let day = 1; day <= 3; day++) {
    const start = Date.now() - day * 86_400_000;
    const imported = await page.request.post('/api/v1/conversations', {
      headers: { Authorization: `Bearer ${key}` },
      data: {
        engagementId: `PLATFORM${Math.floor(Math.random() * 2 ** 31)}`,
        program: programs[0]!.id,
        channel: 'voice',
        messages: said.map(([from, content], index) => ({
          from,
          content,
          time: new Date(start + index * 60_000).toISOString(),
        })),
      },
    });
    expect(imported.status(), await imported.text()).toBe(201);
  }
  // A test set with a run, so that the Studio settings' Test sets tab shows its matrix and scores.
  const testSets = `/${DEMO}/api/programs/${programs[0]!.id}/test-sets`;
  const testSet = await page.request.post(testSets, {
    headers: await xsrfHeaders(page),
    data: {
      name: `Layout check set ${Date.now()}`,
      conversations: JSON.stringify({
        messages: said.map(([from, content], index) => ({
          from,
          content,
          stage:
            ['Warm Greet Intro', 'Medicare Advantage Inquiry', 'Agent Qualify', 'Agent Recommend'][index] ??
            'Sincere Goodbye',
        })),
      }),
    },
  });
  expect(testSet.status(), await testSet.text()).toBe(201);
  const { id } = (await testSet.json()) as { id: number };
  const run = await page.request.post(`${testSets}/${id}/runs`, { headers: await xsrfHeaders(page) });
  expect(run.status(), await run.text()).toBe(201);
  return programs;
};

/** What is wrong with the page's width as it stands: the document scrolling sideways, with what sticks out. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const outside = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const right = element.getBoundingClientRect().right;
        const parent = element.parentElement?.getBoundingClientRect().right ?? 0;
        return right > root.clientWidth + 0.5 && parent <= root.clientWidth + 0.5;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`);
    return `the page is ${root.scrollWidth} px wide in ${root.clientWidth} px (${outside.slice(0, 5).join(', ')})`;
  });

/**
 * The row actions (buttons and links in a table's body rows) that cannot be seen, each table at its own default
 * scroll position. `reachable` also accepts an action inside a table that scrolls sideways inside itself, when the
 * table itself fits the window: it is a swipe away.
 */
const hiddenRowActions = (page: Page, { reachable }: { reachable: boolean }) =>
  page.evaluate(
    ({ reachable }) => {
      const width = document.documentElement.clientWidth;
      const scrollsSideways = (element: Element) =>
        ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
      const hidden: string[] = [];
      for (const table of document.querySelectorAll('main table')) {
        for (const action of table.querySelectorAll('tbody button, tbody a')) {
          const box = action.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) continue; // not drawn (a closed row, a hidden control)
          let clip = table.parentElement;
          while (clip && !scrollsSideways(clip) && getComputedStyle(clip).overflowX !== 'hidden')
            clip = clip.parentElement;
          const area = clip?.getBoundingClientRect();
          const inWindow = box.left >= -0.5 && box.right <= width + 0.5;
          const inBox = !area || (box.left >= area.left - 0.5 && box.right <= area.right + 0.5);
          if (inWindow && inBox) continue;
          const swipeAway =
            reachable && clip && scrollsSideways(clip) && area!.left >= -0.5 && area!.right <= width + 0.5;
          if (swipeAway) continue;
          const name = action.getAttribute('aria-label') ?? action.textContent?.trim() ?? '';
          hidden.push(`${name} at ${Math.round(box.left)}–${Math.round(box.right)} px`);
        }
      }
      return hidden;
    },
    { reachable },
  );

/**
 * At a laptop's width, the tables with row actions pinned to their right edge that scroll sideways inside
 * themselves: their last columns pass under the actions (the Users table's Roles did) and are read only by
 * scrolling a table whose scroll bar is under its last row. Such a table must fit its box.
 */
const pinnedTablesScrolling = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const table of document.querySelectorAll('main table')) {
      const pinned = [...table.querySelectorAll('th, td')].some(
        (cell) => getComputedStyle(cell).position === 'sticky',
      );
      if (!pinned) continue;
      let clip = table.parentElement;
      while (clip && !['auto', 'scroll', 'hidden'].includes(getComputedStyle(clip).overflowX))
        clip = clip.parentElement;
      if (!clip || clip.scrollWidth <= clip.clientWidth + 1) continue;
      const name =
        table.querySelector('caption')?.textContent ?? table.getAttribute('aria-label') ?? 'a table';
      found.push(`${name}: ${clip.scrollWidth} px wide in ${clip.clientWidth} px`);
    }
    return found;
  });

/**
 * The cells' texts cut short (an ellipsis) that do not show their whole text as a tooltip once the pointer is on
 * them. The first is hovered as a person would; the others get the same mouseover event.
 */
const cutTextsWithoutTooltip = async (page: Page) => {
  const marker = 'data-layout-cut';
  const count = await page.evaluate((marker) => {
    let index = 0;
    for (const element of document.querySelectorAll('main table td *')) {
      if (!(element instanceof HTMLElement) || getComputedStyle(element).textOverflow !== 'ellipsis')
        continue;
      if (element.scrollWidth > element.clientWidth) element.setAttribute(marker, String(index++));
    }
    return index;
  }, marker);
  if (count === 0) return [];
  await page.locator(`[${marker}="0"]`).hover();
  return page.evaluate((marker) => {
    const missing: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(`[${marker}]`)) {
      element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      const text = element.textContent ?? '';
      if (element.title !== text) missing.push(`"${text}" (tooltip "${element.title}")`);
      element.removeAttribute(marker);
    }
    return missing;
  }, marker);
};

/**
 * Text drawn too small to read (the charts once shrank to 4 px text on a phone): a chart whose canvas is shown
 * narrower than it was drawn, its 12 px labels with it, and SVG text under 10 px tall.
 */
const tinyText = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const canvas of document.querySelectorAll<HTMLCanvasElement>('main .chart canvas')) {
      const shown = canvas.getBoundingClientRect().width;
      const drawn = canvas.width / devicePixelRatio;
      if (shown > 0 && shown < drawn - 1) {
        const name = canvas.getAttribute('aria-label')?.slice(0, 40) ?? 'a chart';
        found.push(`${name}: drawn ${drawn} px wide, shown at ${Math.round(shown)} px`);
      }
    }
    for (const text of document.querySelectorAll('main svg text')) {
      const height = text.getBoundingClientRect().height;
      if (height > 0 && height < 10) found.push(`"${text.textContent}" ${height.toFixed(1)} px tall`);
    }
    return found;
  });

/** Buttons whose label is cut short (Studio's Delete once read "Dele" at 1366 px). */
const cutButtonLabels = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main button, main a.p-button')]
      .filter((button) => {
        if (button.getBoundingClientRect().width === 0) return false;
        const label = button.querySelector('.p-button-label') ?? button;
        return (label.textContent ?? '').trim().length > 1 && label.scrollWidth > label.clientWidth + 1;
      })
      .map((button) => (button.textContent ?? '').trim()),
  );

/** Waits until the page has drawn its data: its heading, nothing loading or busy, and its own `ready` element. */
const settled = async (page: Page, ready?: Locator) => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  if (ready) await expect(ready.first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main').getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.page-loading')).toHaveCount(0);
};

/**
 * Dates the page shows in a form other than the spec's year/month/day, zero padded (`2026/11/28`): ISO days,
 * day-first or month-first numbers, a month's name beside a day, a month or day not padded; and the browser's own
 * date fields, which show the browser's format. Read from the page's text and its fields' values.
 */
const otherDateForms = (page: Page) =>
  page.evaluate(() => {
    const fields = [...document.querySelectorAll('input')].map((input) => input.value);
    const text = [document.body.innerText, ...fields].join('\n');
    const forms = [
      /(?<![\w-])\d{4}-\d{2}-\d{2}(?![\w-])/g,
      /(?<![\w/])\d{1,2}[/.]\d{1,2}[/.]\d{2,4}(?![\w/])/g,
      /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2}\b/g,
      /\b\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b/g,
      /(?<![\w/])\d{4}\/(?:\d\/\d{1,2}|\d{2}\/\d)(?![\w/])/g,
    ];
    const found = forms.flatMap((form) => text.match(form) ?? []);
    const dateFields = document.querySelectorAll('input[type="date"], input[type="datetime-local"]').length;
    return [...found, ...(dateFields > 0 ? [`${dateFields} browser date field(s)`] : [])];
  });

/** Fails with every way the page does not fit the window, or shows a date in another form than the spec's. */
const expectFits = async (page: Page, what: string, viewport: { width: number }) => {
  expect(await otherDateForms(page), `${what}: dates not as yyyy/mm/dd`).toEqual([]);
  expect(await sidewaysOverflow(page), `${what}: sideways scrolling`).toBeNull();
  expect(await tinyText(page), `${what}: text too small to read`).toEqual([]);
  expect(await cutButtonLabels(page), `${what}: button labels cut short`).toEqual([]);
  expect(
    await hiddenRowActions(page, { reachable: viewport.width < 900 }),
    `${what}: row actions out of view`,
  ).toEqual([]);
  if (viewport.width >= 900) {
    expect(await pinnedTablesScrolling(page), `${what}: columns under the pinned row actions`).toEqual([]);
    expect(await cutTextsWithoutTooltip(page), `${what}: text cut short without its tooltip`).toEqual([]);
  }
};

interface Stop {
  path: string;
  /** What shows that the page has its data. */
  ready?: (page: Page) => Locator;
  /** Something to do on the page first (open a tab, a panel). */
  act?: (page: Page) => Promise<void>;
}

const rows = (page: Page) => page.locator('main table tbody tr');
const heading2 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 2, name });
const tab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
};

const REPORTS = [
  'funnel',
  'time-in-stage',
  'flow',
  'assist-impact',
  'agents',
  'model-quality',
  'conversations',
];

/** Every page of the router a signed-in admin can open (spec section 2 and the Reporting pages). */
const signedInStops = (programs: { id: number }[]): Stop[] => [
  { path: `/${DEMO}/home`, ready: (page) => page.getByTestId('home-greeting') },
  { path: `/${DEMO}/studio/dashboard`, ready: rows },
  {
    path: `/${DEMO}/studio/dashboard`,
    ready: rows,
    act: async (page) => {
      await page.getByRole('button', { name: 'Open graph' }).click();
      await expect(page.getByTestId('graph-canvas').locator('canvas').first()).toBeVisible();
    },
  },
  { path: `/${DEMO}/studio/simulator`, ready: heading2('Transcript') },
  { path: `/${DEMO}/studio/settings`, ready: heading2(/^Stages of /) },
  {
    path: `/${DEMO}/studio/settings?program=${programs[0]!.id}`,
    ready: heading2(/^Stages of /),
    act: async (page) => {
      await tab('Test sets')(page);
      await expect(
        page.getByTestId('test-run').getByRole('table', { name: /Confusion matrix/ }),
      ).toBeVisible();
    },
  },
  ...programs.map((program) => ({
    path: `/${DEMO}/studio/builder/${program.id}`,
    ready: (page: Page) => page.getByTestId('flow-node'),
  })),
  { path: `/${DEMO}/admin/account-management/users`, ready: rows },
  { path: `/${DEMO}/admin/account-management/agents`, ready: rows },
  { path: `/${DEMO}/admin/role-management/standard`, ready: rows },
  { path: `/${DEMO}/admin/programs`, ready: rows },
  ...['departments', 'client-apps', 'time-zone', 'api-keys', 'webhooks', 'audit-log'].map((name) => ({
    path: `/${DEMO}/admin/agent-attributes/departments${name === 'departments' ? '' : `?tab=${name}`}`,
    ready: (page: Page) => page.getByRole('tabpanel'),
  })),
  { path: `/${DEMO}/supervisor`, ready: heading2(/^Engagements/) },
  ...REPORTS.map((report) => ({ path: `/${DEMO}/reporting/${report}` })),
  { path: '/account/change-password', ready: (page) => page.getByLabel('New password', { exact: true }) },
  { path: `/${DEMO}/no-such-page` },
];

const PUBLIC_STOPS: Stop[] = [
  { path: '/login', ready: (page) => page.getByLabel('Login or e-mail') },
  { path: '/signup', ready: (page) => page.getByLabel('Organisation name') },
  { path: '/account/reset' },
  { path: '/account/reset/finish?key=unknown' },
];

const visit = async (page: Page, stop: Stop, viewport: { width: number }) => {
  await page.goto(stop.path);
  await settled(page, stop.ready?.(page));
  if (stop.act) {
    await stop.act(page);
    await settled(page);
  }
  await expectFits(page, stop.path, viewport);
};

/** Puts the drawer away with one tap beside it, as a person on a phone would before reading the page. */
const putDrawerAway = async (page: Page) => {
  const toggle = mainNav(page).getByRole('button', { name: 'Collapse navigation' });
  if (await toggle.isVisible()) {
    await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
    await expect(mainNav(page).getByRole('button', { name: 'Expand navigation' })).toBeVisible();
  }
};

for (const viewport of [PHONE, LAPTOP]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('every page fits: no sideways scrolling and every row action in view', async ({ page }) => {
      test.setTimeout(240_000);
      for (const stop of PUBLIC_STOPS) await visit(page, stop, viewport);

      await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
      await expect(page).toHaveURL(new RegExp(`/${DEMO}/home$`));
      await expect(page.getByTestId('home-greeting')).toBeVisible();
      const programs = await seed(page);
      if (viewport.width < 900) await putDrawerAway(page);

      for (const stop of signedInStops(programs)) await visit(page, stop, viewport);

      // The Reporting pages again with their tables instead of their charts.
      await page.goto(`/${DEMO}/reporting/funnel`);
      await settled(page);
      await page.getByRole('button', { name: 'View as table' }).click();
      await expect(page.getByRole('button', { name: 'View as table' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.locator('main table').first()).toBeVisible();
      for (const report of REPORTS) {
        await visit(page, { path: `/${DEMO}/reporting/${report}` }, viewport);
      }

      // The builder's flow shows its last stage inside its box (it wraps rather than cutting it off).
      await page.goto(`/${DEMO}/studio/builder/${programs[0]!.id}`);
      const flow = page.getByTestId('flow-picture');
      const goodbye = flow.getByTestId('flow-node').filter({ hasText: 'Sincere Goodbye' });
      await expect(goodbye).toBeVisible();
      const [box, node] = [await flow.boundingBox(), await goodbye.boundingBox()];
      expect(node!.x).toBeGreaterThanOrEqual(box!.x);
      expect(node!.x + node!.width).toBeLessThanOrEqual(box!.x + box!.width);
    });
  });
}

test.describe('period fields', () => {
  test('show and take days as yyyy/mm/dd, typed or stepped by key, and keep YYYY-MM-DD in the URL', async ({
    page,
  }) => {
    await page.setViewportSize(LAPTOP);
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    await page.goto(`/${DEMO}/reporting/funnel?from=2026-10-01&to=2026-10-31`);
    await settled(page);
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    await expect(from).toHaveValue('2026/10/01');
    await expect(to).toHaveValue('2026/10/31');

    // Typed digits take their slashes as they come; a whole day goes into the URL in the API's form.
    await from.fill('');
    await from.pressSequentially('20261005');
    await expect(from).toHaveValue('2026/10/05');
    await expect(page).toHaveURL(/[?&]from=2026-10-05(&|$)/);
    // Arrow keys step a day.
    await to.focus();
    await page.keyboard.press('ArrowDown');
    await expect(to).toHaveValue('2026/10/30');
    await expect(page).toHaveURL(/[?&]to=2026-10-30(&|$)/);
    // A day that does not exist is said so once the field is left, and changes nothing.
    await from.fill('2026/02/30');
    await page.keyboard.press('Tab');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: 'Enter a day as yyyy/mm/dd' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]from=2026-10-05(&|$)/);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // The Supervisor's period fields and the tables' date filters are the same field.
    await page.goto(`/${DEMO}/supervisor?from=2026-10-01`);
    await expect(page.getByLabel('Started from')).toHaveValue('2026/10/01');
    expect(await page.locator('input[type="date"]').count()).toBe(0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

test.describe('the side navigation', () => {
  test('is a drawer over the page on a phone: open by default, one tap puts it away, kept in the tab', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    const nav = mainNav(page);
    const main = page.locator('main');

    // Open by default, over the page: the page keeps the whole width under it.
    await expect(nav.getByRole('link', { name: 'Studio' })).toBeVisible();
    expect((await main.boundingBox())!.x).toBe(0);
    expect((await main.boundingBox())!.width).toBe(PHONE.width);
    expect((await nav.boundingBox())!.width).toBeLessThan(PHONE.width);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // A tap beside it puts it away, and the tab remembers (spec: session storage key `dashboard`).
    await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
    const expand = nav.getByRole('button', { name: 'Expand navigation' });
    await expect(expand).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Studio' })).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('parlance_dashboard'))).toBe('false');
    await page.reload();
    await expect(page.getByTestId('home-greeting')).toBeVisible();
    await expect(expand).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Studio' })).toBeHidden();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // The toggle takes the keyboard's focus, visibly; Escape puts the drawer away and gives the focus back.
    await expand.focus();
    await page.keyboard.press('Enter');
    const collapse = nav.getByRole('button', { name: 'Collapse navigation' });
    await expect(collapse).toBeFocused();
    await expect(collapse).toHaveCSS('outline-style', 'solid');
    await expect(nav.getByRole('link', { name: 'Studio' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(expand).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Studio' })).toBeHidden();

    // Following an entry puts it away too.
    await expand.click();
    await nav.getByRole('link', { name: 'Studio' }).click();
    await expect(page).toHaveURL(new RegExp(`/${DEMO}/studio/dashboard`));
    await expect(page.getByRole('heading', { level: 1, name: 'Studio dashboard' })).toBeVisible();
    await expect(expand).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Simulator' })).toBeHidden();
    // The page title stays the spec's fixed company name.
    await expect(page).toHaveTitle(PRODUCT_NAME);

    // On a laptop the same choice collapses it beside the page, which starts after it.
    await page.setViewportSize(LAPTOP);
    await expect(expand).toBeVisible();
    expect((await main.boundingBox())!.x).toBeGreaterThan(0);
    await expand.click();
    await expect(nav.getByRole('link', { name: 'Simulator' })).toBeVisible();
    expect((await main.boundingBox())!.x).toBeGreaterThanOrEqual(250);
  });
});
