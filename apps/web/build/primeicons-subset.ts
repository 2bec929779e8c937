import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AtRule, Plugin, Root } from 'postcss';
import subsetFont from 'subset-font';
import { classTokens, sourceTexts } from './app-usage.ts';

/** Where the build writes the subset font (inside `apps/web/node_modules`, so never committed). */
const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../node_modules/.cache/parlance-primeicons');

/** primeicons' stylesheet (`primeicons/primeicons.css`). */
const PRIMEICONS_FILE = /primeicons[\\/]primeicons\.css$/;

/** An icon's rule: `.pi-check:before { content: "\e909"; }`. */
const ICON_SELECTOR = /^\.(pi-[a-z0-9-]+):{1,2}before$/;

/** The `pi-…` classes the app names in its source (icons, and helpers such as `pi-spin`). */
export const usedIconClasses = (texts: string[] = sourceTexts()): Set<string> => classTokens(texts, 'pi');

/** The character of a `content` value such as `"\e909"`. */
const glyphOf = (content: string) => {
  const hex = /^["']\\([0-9a-f]+)["']$/i.exec(content.trim())?.[1];
  return hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : '';
};

/**
 * Drops the rules of the icons the app does not use from primeicons' stylesheet; returns the characters of the
 * icons left.
 */
export const pruneIcons = (root: Root, used: Set<string>): string => {
  let characters = '';
  root.walkRules((rule) => {
    const icons = rule.selectors.map((selector) => ICON_SELECTOR.exec(selector)?.[1]);
    if (icons.some((icon) => icon === undefined)) return;
    const kept = rule.selectors.filter((_, index) => used.has(icons[index] as string));
    if (kept.length === 0) {
      rule.remove();
      return;
    }
    rule.selectors = kept;
    rule.walkDecls('content', (declaration) => {
      characters += glyphOf(declaration.value);
    });
  });
  return characters;
};

/** Points the icon font's `@font-face` at one woff2 file, shown with `font-display: swap`. */
export const pointFontFaceAt = (fontFace: AtRule, url: string) => {
  fontFace.walkDecls(/^(src|font-display)$/, (declaration) => {
    declaration.remove();
  });
  // With the rule's source, so that Vite resolves the URL from the stylesheet's folder.
  const source = fontFace.source;
  fontFace.append(
    { prop: 'font-display', value: 'swap', source },
    { prop: 'src', value: `url("${url}") format("woff2")`, source },
  );
};

/**
 * A PostCSS plugin for primeicons' stylesheet. With `subset` (the build), it keeps the rules of the icons that the
 * app's source names (`pi pi-check`) and a font of their glyphs only, written to `node_modules/.cache`; without it
 * (the dev server), every icon and the whole font. Either way the font is loaded as woff2 (every supported browser
 * reads it) with `font-display: swap` instead of the package's `block`, which hides text until the font arrives.
 */
export const primeiconsSubset = ({
  subset = true,
  used,
}: {
  subset?: boolean;
  used?: Set<string>;
} = {}): Plugin => ({
  postcssPlugin: 'parlance-primeicons-subset',
  async Once(root) {
    const file = root.source?.input.file ?? '';
    if (!PRIMEICONS_FILE.test(file)) return;
    const fonts = join(dirname(file), 'fonts', 'primeicons.woff2');
    let url = `./${relative(dirname(file), fonts)}`;
    if (subset) {
      const characters = pruneIcons(root, used ?? usedIconClasses());
      const font = await subsetFont(readFileSync(fonts), characters, { targetFormat: 'woff2' });
      mkdirSync(OUT_DIR, { recursive: true });
      writeFileSync(join(OUT_DIR, 'primeicons.woff2'), font);
      url = relative(dirname(file), join(OUT_DIR, 'primeicons.woff2'));
    }
    root.walkAtRules('font-face', (fontFace) => pointFontFaceAt(fontFace, url.split('\\').join('/')));
  },
});
