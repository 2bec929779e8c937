import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
// The shared package's source, for the config loader runs on Node without TypeScript.
import { FIRST_PAINT_DATA_ID } from '../../../packages/shared/src/first-paint.ts';
import {
  DEFAULT_TABLE_STATE,
  type ListSpec,
  toQueryParams,
} from '../../../packages/shared/src/list-query.ts';
import { EARLY_LIST_KEY } from '../src/lib/early-list.ts';
import { afterFirstFrame } from './deferred-entry.ts';
import { APP_BOOT, ROUTE_MODULES } from './route-table.ts';

const routeModuleOf = (chunk: OutputChunk) =>
  /\/src\/app\/routes\/([^/]+)\.tsx?$/.exec(chunk.facadeModuleId ?? '')?.[1];
/** The chunk of a lazily imported module named `src/{path}` without extension (the route table's `lazyModules`). */
const lazyModuleOf = (chunk: OutputChunk) => /\/src\/(.+)\.tsx?$/.exec(chunk.facadeModuleId ?? '')?.[1];

/** A chunk's file with every chunk it imports statically, transitively. */
const closure = (bundle: OutputBundle, fileName: string, into = new Set<string>()) => {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
};

/** The query of a table's first page in the state every table starts from: the first page, its spec's sort. */
export const firstPageQuery = (spec: ListSpec): string =>
  toQueryParams({ ...DEFAULT_TABLE_STATE, sort: [spec.defaultSort] }).toString();

/**
 * The script that asks at once for the list of a signed-in page whose row names one (`RoutePage.list`), when the
 * address has no table state, and leaves the request for the app (`src/lib/early-list.ts`). It asks only where the
 * app would: the page's first paint data (the head's) names the user of the address' tenant, holding one of the
 * list's authorities. `lists` holds each row's path pattern, the list's address (`{tenantPublicId}` to fill from
 * the path) and its authorities. A refused request is the app's to read; a failed one is marked handled here.
 */
export const earlyListScript = (lists: readonly (readonly [string, string, readonly string[]])[]): string =>
  `(function(){var t=${JSON.stringify(lists)},p=location.pathname,d,a,n,i,j;` +
  `if(!t.length||location.search)return;d=document.getElementById(${JSON.stringify(FIRST_PAINT_DATA_ID)});` +
  'if(!d)return;try{a=JSON.parse(d.textContent).account}catch(e){return}' +
  'n=p.split("/")[1];if(!a||!a.authorities||String(a.tenantPublicId)!==n)return;' +
  'for(i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){' +
  'for(j=0;j<t[i][2].length;j++)if(a.authorities.indexOf(t[i][2][j])>=0){' +
  'var u=t[i][1].replace("{tenantPublicId}",n),' +
  'r=fetch(u,{credentials:"same-origin",headers:{Accept:"application/json"}});' +
  `r.catch(function(){});window[${JSON.stringify(EARLY_LIST_KEY)}]={url:u,at:Date.now(),answer:r};return}return}})()`;

/**
 * Puts a small script in `index.html` that, before the entry runs, adds `<link rel="modulepreload">` for the chunks
 * of the page being opened, so that they download alongside the entry instead of after it: the module the entry
 * imports for it (the route table's `boot`: the router app, or the sign-in page alone for /login), the route
 * table's modules and lazy modules, with what they import, less what the entry loads anyway. A row with `search`
 * matches only when the query matches too; the first matching row counts; an address no row matches gets the
 * router app's chunks. Their stylesheets come as `<link rel="stylesheet">`, which Vite's lazy import then finds in
 * place and does not wait for again. On a signed-in page the server drew first, after its first frame
 * (`deferred-entry.ts`). Before that, at once, the page's list (`earlyListScript`).
 */
export const routePreload = (): Plugin => ({
  name: 'parlance:route-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const bundle = context.bundle;
      if (!bundle) return html;
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return html;
      const loadedFirst = closure(bundle, entry.fileName);
      const chunksBy = (nameOf: (chunk: OutputChunk) => string | undefined) =>
        new Map(
          chunks.flatMap((chunk) => {
            const name = nameOf(chunk);
            return name ? [[name, chunk.fileName] as const] : [];
          }),
        );
      const byModule = chunksBy(routeModuleOf);
      const byLazyModule = chunksBy(lazyModuleOf);
      const bootFile = (boot: string) => {
        const file = byLazyModule.get(boot);
        // The entry imports it for every page opened at such an address: without it nothing is preloaded right.
        if (!file) throw new Error(`route-preload: the boot module src/${boot} is not a chunk of its own`);
        return file;
      };
      /**
       * The files to preload for these chunks: them, with what they import, less what the entry loads; and their
       * stylesheets, which the lazy import would otherwise ask for only once the chunk is in, a round trip later.
       */
      const preloads = (files: (string | undefined)[]) => {
        const all = new Set<string>();
        for (const file of files) if (file) closure(bundle, file, all);
        const scripts = [...all].filter((file) => !loadedFirst.has(file));
        const styles = new Set(
          scripts.flatMap((file) => {
            const output = bundle[file];
            return output?.type === 'chunk' ? [...(output.viteMetadata?.importedCss ?? [])] : [];
          }),
        );
        return [...scripts, ...styles].map((file) => `/${file}`);
      };
      const table = ROUTE_MODULES.map(({ pattern, search, boot = APP_BOOT, modules, lazyModules = [] }) => [
        pattern.source,
        preloads([
          bootFile(boot),
          ...modules.map((name) => byModule.get(name)),
          ...lazyModules.map((path) => byLazyModule.get(path)),
        ]),
        ...(search ? [search.source] : []),
      ]);
      const fallback = preloads([bootFile(APP_BOOT)]);
      const lists = ROUTE_MODULES.flatMap(({ pattern, list }) =>
        list
          ? [[pattern.source, `${list.path}?${firstPageQuery(list.spec)}`, list.authorities] as const]
          : [],
      );
      const script = afterFirstFrame(
        `var t=${JSON.stringify(table)},d=${JSON.stringify(fallback)},f=d,p=location.pathname,q=location.search;for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)&&(!t[i][2]||new RegExp(t[i][2]).test(q))){f=t[i][1];break}f.forEach(function(h){var l=document.createElement("link");l.rel=/\\.css$/.test(h)?"stylesheet":"modulepreload";l.href=h;document.head.appendChild(l)})`,
      );
      return [{ tag: 'script', children: `${earlyListScript(lists)};${script}`, injectTo: 'head-prepend' }];
    },
  },
});
