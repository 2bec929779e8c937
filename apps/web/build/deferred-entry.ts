// The shared package's source, for the config loader runs on Node without TypeScript.

import type { Plugin } from 'vite';
import { FIRST_PAINT_DATA_ID } from '../../../packages/shared/src/first-paint';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/** The loader that starts the entry `src`: at once, or after the first frame when the server drew one. */
export const entryLoader = (src: string): string =>
  `(function(){var d=0;function go(){if(d)return;d=1;var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(src)};document.head.appendChild(s)}` +
  `if(document.getElementById(${JSON.stringify(FIRST_PAINT_DATA_ID)})&&document.visibilityState==="visible"){requestAnimationFrame(function(){setTimeout(go,0)});document.addEventListener("visibilitychange",go)}else go()})()`;

/**
 * A signed-in page the server drew first (`frameFirstPaintHtml`) shows its frame before the app's code runs: on a
 * phone, evaluating the entry and the page's chunks takes the main thread for a second or more, and the browser does
 * not paint the frame until it is done. So the entry is fetched at once (`modulepreload`) but started by a small
 * script at the end of the body: when the page carries a first paint, after its first frame (which waits for the
 * stylesheet), else straight away. A page in the background paints no frames: it starts at once, or as soon as
 * it is hidden.
 */
export const deferredEntry = (): Plugin => ({
  name: 'parlance:deferred-entry',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const entries = [...html.matchAll(ENTRY_SCRIPT)];
      // Vite writes one entry script; anything else means its output changed and the page would not start.
      if (entries.length !== 1 || !entries[0]?.[1]) {
        throw new Error(`deferred-entry: expected one entry script in index.html, found ${entries.length}`);
      }
      const src = entries[0][1];
      return {
        html: html.replace(ENTRY_SCRIPT, () => `<link rel="modulepreload" crossorigin href="${src}">`),
        tags: [{ tag: 'script', children: entryLoader(src), injectTo: 'body' }],
      };
    },
  },
});
