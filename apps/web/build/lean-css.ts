import type { Plugin } from 'vite';
import { dropFontFaces } from './drop-font-faces.ts';
import { primeiconsSubset } from './primeicons-subset.ts';
import { pruneTheme } from './prune-theme.ts';

/**
 * Only the CSS and fonts the app uses. In the build: the PrimeReact theme without the rules of components the app
 * does not use (`prune-theme.ts`), primeicons with only the icons its source names and a font of their glyphs
 * (`primeicons-subset.ts`), and no `@font-face` for the theme's Inter (`drop-font-faces.ts`). The dev server keeps
 * the whole theme and every icon, so that a component or icon added there shows without a restart.
 */
export const leanCss = (): Plugin => ({
  name: 'parlance:lean-css',
  config: (_config, { command }) => ({
    css: {
      postcss: {
        plugins:
          command === 'build'
            ? [dropFontFaces(), pruneTheme(), primeiconsSubset()]
            : [dropFontFaces(), primeiconsSubset({ subset: false })],
      },
    },
  }),
});
