import type { Plugin } from 'vite';
// The shared package's source, for the config loader runs on Node without TypeScript.
import { FIRST_PAINT_DATA_ID } from '../../../packages/shared/src/first-paint.ts';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Script that runs `body` at once, or, on a signed-in page the server drew first (its first paint data is in the
 * head), once after the first frame. A page in the background paints no frames: it runs `body` at once, or as
 * soon as it is hidden.
 */
export const afterFirstFrame = (body: string): string =>
  `(function(){var started=0;function go(){if(started)return;started=1;${body}}` +
  `if(document.getElementById(${JSON.stringify(FIRST_PAINT_DATA_ID)})&&document.visibilityState==="visible"){requestAnimationFrame(function(){setTimeout(go,0)});document.addEventListener("visibilitychange",go)}else go()})()`;

/** The loader that fetches the entry's modules and starts the entry `src` (see `afterFirstFrame`). */
export const entryLoader = (src: string, preloads: string[]): string =>
  afterFirstFrame(
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});` +
      `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(src)};document.head.appendChild(s)`,
  );

/**
 * A signed-in page the server drew first (`frameFirstPaintHtml`) shows its frame before the app's code is fetched
 * or run: on a phone, a couple of hundred kilobytes of modules share the link with the stylesheet the frame needs,
 * and evaluating them takes the main thread for a second or more, during which the browser paints nothing. So the
 * entry, its modules and the page's chunks (`route-preload.ts`) are asked for by small scripts, after the first
 * frame on such a page and at once on any other.
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
      const preloads = [src, ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '')];
      return {
        html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
        tags: [{ tag: 'script', children: entryLoader(src, preloads), injectTo: 'body' }],
      };
    },
  },
});
