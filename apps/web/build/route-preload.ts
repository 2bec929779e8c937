import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { ROUTE_MODULES } from './route-table';

const routeModuleOf = (chunk: OutputChunk) =>
  /\/src\/app\/routes\/([^/]+)\.tsx?$/.exec(chunk.facadeModuleId ?? '')?.[1];

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
 * of the page being opened (the route table's modules and what they import, less what the entry loads anyway), so
 * that they download alongside the entry instead of after it.
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
      const byModule = new Map(
        chunks.flatMap((chunk) => {
          const name = routeModuleOf(chunk);
          return name ? [[name, chunk.fileName] as const] : [];
        }),
      );
      const table = ROUTE_MODULES.flatMap(({ pattern, modules }) => {
        const files = new Set<string>();
        for (const name of modules) {
          const file = byModule.get(name);
          if (file) closure(bundle, file, files);
        }
        const extra = [...files].filter((file) => !loadedFirst.has(file));
        return extra.length > 0 ? [[pattern.source, extra.map((file) => `/${file}`)]] : [];
      });
      const script = `(function(){var t=${JSON.stringify(table)},p=location.pathname;for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});break}})()`;
      return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
    },
  },
});
