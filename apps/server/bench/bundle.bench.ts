import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { APP_BOOT, LOGIN_BOOT, ROUTE_MODULES } from '../../web/build/route-table.js';
import { type Figure, row } from './support.js';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** Budgets of the issue "Fast on a phone": /login at most 90 KB of gzipped JavaScript, any page at most 250 KB. */
const LOGIN_BUDGET_KB = 90;
/** Column widths of the table this benchmark prints. */
const WIDTHS = [66, 10, 12, 11, 13, 18];
const PAGE_BUDGET_KB = 250;

/** Fonts the browser fetches: only the first format of each `src` list it reads, woff2 here. */
const isFetchedFont = (file: string) => file.endsWith('.woff2');

/** Fonts that no rule of the first screen uses (the theme's Inter, replaced by the system font). */
const fontsInUse = (cssFiles: string[]) => {
  const used = new Set<string>();
  for (const css of cssFiles) {
    const text = readFileSync(join(dist, css), 'utf8');
    for (const face of text.matchAll(/@font-face\s*{([^}]*)}/g)) {
      const family = /font-family:\s*["']?([^;"']+)/.exec(face[1] ?? '')?.[1]?.trim();
      if (!family) continue;
      // A family counts when some rule other than @font-face names it.
      const uses = text.split(family).length - 1;
      const declarations = [...text.matchAll(/@font-face\s*{[^}]*}/g)].filter((f) => f[0].includes(family));
      if (uses <= declarations.length) continue;
      for (const url of (face[1] ?? '').matchAll(/url\(["']?\/?([^)"'?#]+)/g)) {
        if (url[1] && isFetchedFont(url[1])) used.add(url[1]);
      }
    }
  }
  return used;
};

const sizes = new Map<string, { gzip: number; brotli: number; raw: number }>();
/** What the server sends: the build's `.gz` and `.br` copies when present, else compressed here alike. */
const compressedSize = (file: string) => {
  let size = sizes.get(file);
  if (!size) {
    const path = join(dist, file);
    const raw = readFileSync(path);
    const gzip = existsSync(`${path}.gz`)
      ? readFileSync(`${path}.gz`).length
      : gzipSync(raw, { level: 9 }).length;
    const brotli = existsSync(`${path}.br`)
      ? readFileSync(`${path}.br`).length
      : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    // Already compressed formats (woff2) go out as they are.
    size = isFetchedFont(file)
      ? { gzip: raw.length, brotli: raw.length, raw: raw.length }
      : { gzip, brotli, raw: raw.length };
    sizes.set(file, size);
  }
  return size;
};

interface Load {
  js: string[];
  css: string[];
  fonts: string[];
}

/** The manifest keys of the given chunks and of every chunk they import statically, transitively. */
const staticClosure = (manifest: Manifest, keys: string[]) => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
};

/**
 * The given chunks (the entry, the boot module, route modules, lazy modules named in the route table) with their
 * static imports, CSS and fonts included, and whatever else `index.html` has the browser fetch at that address.
 */
const loadOf = (manifest: Manifest, keys: string[], fromHtml: string[] = []): Load => {
  const seen = staticClosure(manifest, keys);
  const chunks = [...seen].map((key) => manifest[key]!);
  const files = [...chunks.map((chunk) => chunk.file), ...fromHtml];
  const js = [...new Set(files.filter((file) => file.endsWith('.js')))];
  const css = [
    ...new Set([
      ...chunks.flatMap((chunk) => chunk.css ?? []),
      ...fromHtml.filter((file) => file.endsWith('.css')),
    ]),
  ];
  return { js, css, fonts: [...fontsInUse(css)] };
};

/**
 * What `index.html` has the browser fetch at an address before any module runs: the entry script, the stylesheets
 * and `<link rel="modulepreload">` it names, and what its inline scripts add for the address (the modulepreloads of
 * `build/route-preload.ts` and the entry of `build/deferred-entry.ts`, run here on a stand-in `location` and
 * `document`). Files as in the manifest.
 */
const htmlLoadsOf = (html: string, url: string): string[] => {
  const { pathname, search } = new URL(url, 'http://localhost');
  const files: string[] = [];
  for (const tag of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const src = /\b(?:src|href)="\/?([^"]+)"/.exec(tag[0])?.[1];
    const isModule = tag[1] === 'script' && /type="module"/.test(tag[0]);
    const isLoaded = tag[1] === 'link' && /rel="(modulepreload|stylesheet)"/.test(tag[0]);
    if (src && (isModule || isLoaded)) files.push(src);
  }
  for (const inline of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    const added: string[] = [];
    runInNewContext(inline[1] ?? '', {
      location: { pathname, search },
      document: {
        createElement: () => ({}),
        getElementById: () => null,
        head: {
          appendChild: (element: { href?: string; src?: string }) =>
            added.push(element.href ?? element.src ?? ''),
        },
      },
    });
    files.push(...added.map((href) => href.replace(/^\//, '')));
  }
  // The entry is both preloaded and started by the script that starts it (`build/deferred-entry.ts`).
  return [...new Set(files)];
};

/** An address of a page of the route table: its name with a tenant id in place of `{t}`. */
const sampleUrl = (page: string) => page.replace('{t}', '1000');

const total = (files: string[], kind: 'gzip' | 'brotli') =>
  files.reduce((sum, file) => sum + compressedSize(file)[kind], 0) / 1024;

/**
 * What a page imports with `import()` beyond what is counted for it: the chunks (JS only) behind the dynamic imports
 * of its counted chunks, other than the entry's and the boot modules' (the router app and every route), with all
 * they import. These come when the user opens them (a dialog, a form, the graph canvas, the trend chart, another
 * tab) and are not counted as loaded before usable.
 */
const onDemandOf = (
  manifest: Manifest,
  counted: Set<string>,
  entryClosure: Set<string>,
  boots: Set<string>,
) => {
  const starts = [...counted]
    .filter((key) => !entryClosure.has(key) && !boots.has(key))
    .flatMap((key) => manifest[key]?.dynamicImports ?? []);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || counted.has(key) || entryClosure.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of [...(manifest[key]!.imports ?? []), ...(manifest[key]!.dynamicImports ?? [])]) {
      visit(imported);
    }
  };
  for (const key of starts) visit(key);
  return [...new Set([...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')))];
};

/**
 * Everything each page of the route table loads before it is usable, from the Vite manifest and `index.html` of the
 * last `npm run build`: the entry chunk with its static imports, the module the entry imports for the page (the
 * router app, or for /login the sign-in page alone) with its, the route modules the page is nested in with theirs,
 * the lazily imported modules the route table names for it (the open tab's section) with theirs, their CSS and the
 * fonts that CSS uses, and anything else `index.html` fetches or preloads at the page's address, as gzip and as
 * brotli. Not counted, because they come after the page is usable: what a page imports with `import()` for later
 * (dialogs and forms when opened, the knowledge-graph canvas when a graph is drawn, the trend chart with its tab),
 * shown in the last column as "on demand"; the router app on /login, fetched once the page is idle or a link is
 * pointed at; and the analytics library, loaded once the page is idle. Prints a table and returns the figures.
 */
export const benchBundle = (): Figure[] => {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  } catch {
    console.log('bundle: no build found; run `npm run build` first');
    return [];
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return [];
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const figures: Figure[] = [];
  console.log(
    row(
      ['loaded before usable (KB)', 'JS gzip', 'JS brotli', 'all gzip', 'all brotli', 'on demand JS gzip'],
      WIDTHS,
    ),
  );
  const entryClosure = staticClosure(manifest, [entryKey]);
  const report = (name: string, load: Load, budget: number | undefined, onDemand?: string[]) => {
    const everything = [...load.js, ...load.css, ...load.fonts];
    const jsGzip = total(load.js, 'gzip');
    const allGzip = total(everything, 'gzip');
    const allBrotli = total(everything, 'brotli');
    console.log(
      row(
        [
          name,
          jsGzip.toFixed(1),
          total(load.js, 'brotli').toFixed(1),
          allGzip.toFixed(1),
          allBrotli.toFixed(1),
          onDemand ? total(onDemand, 'gzip').toFixed(1) : '',
        ],
        WIDTHS,
      ),
    );
    const goal = budget === undefined ? '' : `≤ ${budget}`;
    const round = (value: number) => Math.round(value * 10) / 10;
    figures.push(
      { name: `first load ${name}: JS (gzip)`, value: round(jsGzip), unit: 'KB', goal },
      {
        name: `first load ${name}: JS, CSS, fonts (gzip)`,
        value: round(allGzip),
        unit: 'KB',
        goal: `≤ ${PAGE_BUDGET_KB}`,
      },
      { name: `first load ${name}: JS, CSS, fonts (brotli)`, value: round(allBrotli), unit: 'KB', goal: '' },
    );
  };
  const keyOf = (path: string) =>
    Object.keys(manifest).find((key) => new RegExp(`(^|/)src/${path}\\.tsx?$`).test(key));
  const appKey = keyOf(APP_BOOT);
  const loginBootKey = keyOf(LOGIN_BOOT);
  if (!appKey || !loginBootKey) {
    console.log(row(['boot modules', 'not in the build']));
    return [];
  }
  const boots = staticClosure(manifest, [appKey, loginBootKey]);
  report('entry (every page)', loadOf(manifest, [entryKey]), undefined);
  report('entry and router app (every page but /login)', loadOf(manifest, [entryKey, appKey]), undefined);
  const loads = new Map<string, Load>();
  for (const { page, boot = APP_BOOT, modules, lazyModules = [] } of ROUTE_MODULES.filter(
    (route) => route.page !== '/logout',
  )) {
    const keys = [
      keyOf(boot),
      ...modules.map((name) => keyOf(`app/routes/${name}`)),
      ...lazyModules.map(keyOf),
    ];
    if (keys.some((key) => !key)) {
      console.log(row([page, 'boot, route or lazy module not in the build']));
      continue;
    }
    const counted = [entryKey, ...(keys as string[])];
    const load = loadOf(manifest, counted, htmlLoadsOf(html, sampleUrl(page)));
    loads.set(page, load);
    report(
      page,
      load,
      page === '/login' ? LOGIN_BUDGET_KB : PAGE_BUDGET_KB,
      onDemandOf(manifest, staticClosure(manifest, counted), entryClosure, boots),
    );
  }
  // Following a link of /login or signing in needs the router app and its /login route, fetched when idle.
  const login = loads.get('/login');
  const loginRoute = keyOf('app/routes/login');
  if (login && loginRoute) {
    const counted = new Set(login.js);
    const later = loadOf(manifest, [appKey, loginRoute]).js.filter((file) => !counted.has(file));
    console.log(
      row(
        [
          '/login: router app, once idle or a link is pointed at',
          total(later, 'gzip').toFixed(1),
          total(later, 'brotli').toFixed(1),
        ],
        WIDTHS,
      ),
    );
  }
  const analytics = Object.keys(manifest).find((key) => key.endsWith('lib/analytics/segment.ts'));
  if (analytics) {
    const entry = new Set(loadOf(manifest, [entryKey]).js);
    const later = loadOf(manifest, [analytics]).js.filter((file) => !entry.has(file));
    console.log(
      row(
        [
          'analytics, after the page is interactive',
          total(later, 'gzip').toFixed(1),
          total(later, 'brotli').toFixed(1),
        ],
        WIDTHS,
      ),
    );
  }
  return figures;
};
