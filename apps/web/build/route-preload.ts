import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
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

/**
 * Puts a small script in `index.html` that, before the entry runs, adds `<link rel="modulepreload">` for the chunks
 * of the page being opened, so that they download alongside the entry instead of after it: the module the entry
 * imports for it (the route table's `boot`: the router app, or the sign-in page alone for /login), the route
 * table's modules and lazy modules, with what they import, less what the entry loads anyway. A row with `search`
 * matches only when the query matches too; the first matching row counts; an address no row matches gets the
 * router app's chunks. Their stylesheets come as `<link rel="stylesheet">`, which Vite's lazy import then finds in
 * place and does not wait for again. On a signed-in page the server drew first, after its first frame
 * (`deferred-entry.ts`).
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
      const script = afterFirstFrame(
        `var t=${JSON.stringify(table)},d=${JSON.stringify(fallback)},f=d,p=location.pathname,q=location.search;for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)&&(!t[i][2]||new RegExp(t[i][2]).test(q))){f=t[i][1];break}f.forEach(function(h){var l=document.createElement("link");l.rel=/\\.css$/.test(h)?"stylesheet":"modulepreload";l.href=h;document.head.appendChild(l)})`,
      );
      return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
    },
  },
});
