import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@parlance/shared';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { type Figure, figureOf, REPEATS, row } from './support.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const serverScript = join(root, 'apps/server/dist/server.js');
const demoDataScript = join(root, 'apps/server/src/demo-data-cli.ts');
const webIndex = join(root, 'apps/web/dist/index.html');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ADMIN_PASSWORD = 'bench-admin-password';
/** The demo tenant, whose admin may open every page. */
const TENANT = 1000;

/** The pages of the spec's route table; `signedIn` pages are opened with the demo admin's session. */
export const LIGHTHOUSE_PAGES: { name: string; path: string; signedIn: boolean }[] = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'signup', path: '/signup', signedIn: false },
  { name: 'reset-init', path: '/account/reset/', signedIn: false },
  { name: 'home', path: `/${TENANT}/home`, signedIn: true },
  { name: 'studio-dashboard', path: `/${TENANT}/studio/dashboard`, signedIn: true },
  { name: 'studio-simulator', path: `/${TENANT}/studio/simulator`, signedIn: true },
  { name: 'studio-settings', path: `/${TENANT}/studio/settings`, signedIn: true },
  { name: 'admin-users', path: `/${TENANT}/admin/account-management/users`, signedIn: true },
  { name: 'admin-agents', path: `/${TENANT}/admin/account-management/agents`, signedIn: true },
  { name: 'admin-roles', path: `/${TENANT}/admin/role-management/standard`, signedIn: true },
  { name: 'admin-programs', path: `/${TENANT}/admin/programs`, signedIn: true },
  { name: 'admin-departments', path: `/${TENANT}/admin/agent-attributes/departments`, signedIn: true },
  { name: 'supervisor', path: `/${TENANT}/supervisor`, signedIn: true },
  // Reporting, over the demo tenant's 30 days of conversations.
  { name: 'reporting-funnel', path: `/${TENANT}/reporting/funnel`, signedIn: true },
  { name: 'reporting-time-in-stage', path: `/${TENANT}/reporting/time-in-stage`, signedIn: true },
  { name: 'reporting-flow', path: `/${TENANT}/reporting/flow`, signedIn: true },
  { name: 'reporting-assist-impact', path: `/${TENANT}/reporting/assist-impact`, signedIn: true },
  { name: 'reporting-agents', path: `/${TENANT}/reporting/agents`, signedIn: true },
  { name: 'reporting-model-quality', path: `/${TENANT}/reporting/model-quality`, signedIn: true },
  {
    name: 'reporting-conversations',
    path: `/${TENANT}/reporting/conversations?reached=Agent%20Recommend`,
    signedIn: true,
  },
];

/** Column widths of the per-page lines: "100 / 100 / 100" needs more than the default. */
const COLUMNS = [66, 18, 16, 10];

const CATEGORIES = [
  { id: 'performance', label: 'performance', goal: 95 },
  { id: 'accessibility', label: 'accessibility', goal: 100 },
  { id: 'best-practices', label: 'best practices', goal: 100 },
] as const;

/** The built server on a fresh SQLite file and a loopback port, as the end-to-end tests run it. */
const startServer = async (port: number) => {
  const database = join(tmpdir(), `parlance-bench-lighthouse-${port}.db`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
  // The demo tenant and its month of conversations are made before the server starts, so that Reporting has data
  // and no import runs in the background while the pages are measured.
  const filled = spawnSync(process.execPath, ['--import', 'tsx', demoDataScript], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: `sqlite:${database}`, ADMIN_PASSWORD, LOG_LEVEL: 'warn' },
  });
  if (filled.status !== 0) throw new Error('the demo data could not be made');
  const server: ChildProcess = spawn(process.execPath, [serverScript], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${database}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_PASSWORD,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${base}/management/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
    },
  };
};

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`));

/** Signs the demo admin in as the web app does (XSRF echo, form-encoded) and returns its cookies (`name=value`). */
const signIn = async (base: string) => {
  const xsrf = cookieOf(await fetch(`${base}/api/authenticate`), XSRF_COOKIE);
  if (!xsrf) throw new Error('no XSRF cookie');
  const response = await fetch(`${base}/api/authentication`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: xsrf,
      [XSRF_HEADER]: xsrf.slice(XSRF_COOKIE.length + 1),
    },
    body: new URLSearchParams({ username: 'admin', password: ADMIN_PASSWORD }).toString(),
  });
  const session = cookieOf(response, SESSION_COOKIE);
  if (!session) throw new Error(`sign-in failed: ${response.status}`);
  return [xsrf, session];
};

/**
 * Before a signed-in page: an empty HTTP cache (as Lighthouse's own storage reset would leave it) and the session's
 * cookies in the browser, so that the page's own requests carry them as a signed-in user's would.
 */
const prepareSignedIn = async (browser: Browser, cookies: string[]) => {
  const tab = await browser.newPage();
  try {
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await tab.close();
  }
  await browser.deleteCookie(...(await browser.cookies()));
  await browser.setCookie(
    ...cookies.map((pair) => {
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      return { name, value, domain: '127.0.0.1', path: '/' };
    }),
  );
};

/**
 * Lighthouse 12 (mobile: a mid-range phone on a slow 4G link, simulated) on every page of the route table, one
 * after the other, in Debian's Chromium against the built server. `BENCH_LIGHTHOUSE_PAGES` (comma-separated names,
 * e.g. `login,home`) picks pages. Prints performance, accessibility and best-practices scores with the first and
 * largest contentful paint and the total blocking time, and returns the three scores per page as figures.
 * `BENCH_LIGHTHOUSE_REPORTS` names a folder to write each run's whole report to (`{page}-{run}.json`, or
 * `{page}.json` with one run). Each page runs `BENCH_LIGHTHOUSE_RUNS` times (default `BENCH_REPEATS`, 3); its
 * figures are the medians, with their spread, largest contentful paint and total blocking time among them.
 */
/** Lighthouse runs per page (`BENCH_LIGHTHOUSE_RUNS`, else `BENCH_REPEATS`). */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? REPEATS);

export const benchLighthouse = async (): Promise<Figure[]> => {
  if (!existsSync(serverScript) || !existsSync(webIndex)) {
    console.log('lighthouse: no build found; run `npm run build` first');
    return [];
  }
  if (!existsSync(CHROMIUM)) {
    console.log(`lighthouse: no Chromium at ${CHROMIUM} (set CHROME_PATH)`);
    return [];
  }
  const picked = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  const pages = LIGHTHOUSE_PAGES.filter((page) => !picked || picked.includes(page.name));
  const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4590);
  const server = await startServer(port);
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const figures: Figure[] = [];
  /** Lighthouse's own measure of the machine's speed at each run (its `benchmarkIndex`, higher is faster). */
  const speeds: number[] = [];
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const cookies = await signIn(server.base);
    console.log(row(['Lighthouse mobile', 'perf/a11y/bp', 'FCP, LCP (s)', 'TBT (ms)'], COLUMNS));
    for (const page of pages) {
      // Each page `RUNS` times: total blocking time moves by several times from one run to the next on a shared
      // machine, so a figure is the median of the runs, with their spread.
      const runs: { scores: number[]; fcp: number; lcp: number; tbt: number }[] = [];
      for (let run = 0; run < RUNS; run++) {
        // Lighthouse clears the origin's storage, cookies included, unless told not to: signed-in pages keep the
        // cookies set here, on an HTTP cache emptied here.
        if (page.signedIn) await prepareSignedIn(browser, cookies);
        const result = await lighthouse(`${server.base}${page.path}`, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: CATEGORIES.map((category) => category.id),
          disableStorageReset: page.signedIn,
        });
        const lhr = result?.lhr;
        if (!lhr) {
          console.log(row([page.path, 'no result']));
          continue;
        }
        const scores = CATEGORIES.map((category) =>
          Math.round((lhr.categories[category.id]?.score ?? 0) * 100),
        );
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
        if (lhr.environment.benchmarkIndex) speeds.push(lhr.environment.benchmarkIndex);
        const measured = {
          scores,
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
        };
        runs.push(measured);
        console.log(
          row(
            [
              page.path,
              scores.join(' / '),
              `${(measured.fcp / 1000).toFixed(1)}, ${(measured.lcp / 1000).toFixed(1)}`,
              Math.round(measured.tbt),
            ],
            COLUMNS,
          ),
        );
        if (process.env.BENCH_LIGHTHOUSE_VERBOSE) {
          for (const category of CATEGORIES) {
            for (const ref of lhr.categories[category.id]?.auditRefs ?? []) {
              const audit = lhr.audits[ref.id];
              if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
                console.log(`    ${category.id}: ${audit.id} ${audit.score} ${audit.displayValue ?? ''}`);
                const items =
                  (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
                for (const item of items.slice(0, 5))
                  console.log(`      ${JSON.stringify(item).slice(0, 300)}`);
              }
            }
          }
        }
        // The whole report, for a closer look at one page (e.g. its network requests and main-thread tasks).
        if (process.env.BENCH_LIGHTHOUSE_REPORTS) {
          mkdirSync(process.env.BENCH_LIGHTHOUSE_REPORTS, { recursive: true });
          const file = RUNS > 1 ? `${page.name}-${run + 1}.json` : `${page.name}.json`;
          writeFileSync(join(process.env.BENCH_LIGHTHOUSE_REPORTS, file), JSON.stringify(lhr));
        }
      }
      if (runs.length === 0) continue;
      CATEGORIES.forEach((category, i) => {
        figures.push(
          figureOf(
            `Lighthouse ${category.label} ${page.path}`,
            runs.map((measured) => measured.scores[i] ?? 0),
            'score',
            { text: `≥ ${category.goal}`, met: (value) => value >= category.goal },
          ),
        );
      });
      figures.push(
        figureOf(
          `Lighthouse LCP ${page.path}`,
          runs.map((measured) => measured.lcp),
          'ms',
        ),
        figureOf(
          `Lighthouse TBT ${page.path}`,
          runs.map((measured) => measured.tbt),
          'ms',
        ),
      );
    }
    // Total blocking time is simulated from the CPU time this machine took, times four: a slower or busier machine
    // scores lower with the same pages, so the figures come with the machine's speed, to compare runs by.
    if (speeds.length > 0)
      figures.push(figureOf('Lighthouse machine speed (benchmarkIndex)', speeds, 'index'));
  } finally {
    await browser?.disconnect();
    chrome.kill();
    await server.stop();
  }
  return figures;
};
