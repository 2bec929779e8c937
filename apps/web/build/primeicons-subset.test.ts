import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import fontverter from 'fontverter';
import { Face, Blob as FontBlob } from 'harfbuzzjs';
import postcss from 'postcss';
import { beforeAll, describe, expect, it } from 'vitest';
import { classTokens, PRIMEICONS_DIR, SHARED_SRC } from './app-usage.ts';
import { primeiconsSubset, pruneIcons, usedIconClasses } from './primeicons-subset.ts';

const PRIMEICONS_CSS = join(PRIMEICONS_DIR, 'primeicons.css');

/** The `pi-…` classes a stylesheet has rules for. */
const iconClassesOf = (css: string) =>
  new Set([...css.matchAll(/\.(pi-[a-z0-9-]+)/g)].map((match) => match[1] as string));

/** The code point each icon rule (`.pi-check:before { content: "\e909" }`) shows. */
const codePointsOf = (css: string) => {
  const points = new Map<string, number>();
  postcss.parse(css).walkRules((rule) => {
    const icon = /^\.(pi-[a-z0-9-]+):{1,2}before$/.exec(rule.selector)?.[1];
    rule.walkDecls('content', (declaration) => {
      const hex = /\\([0-9a-f]+)/i.exec(declaration.value)?.[1];
      if (icon && hex) points.set(icon, Number.parseInt(hex, 16));
    });
  });
  return points;
};

/** The code points a woff2 font has glyphs for. */
const fontCodePoints = async (woff2: Buffer) => {
  const face = new Face(new FontBlob(await fontverter.convert(woff2, 'truetype')));
  return new Set(face.collectUnicodes());
};

describe('primeiconsSubset', () => {
  it('keeps only the rules of the icons in use, with the helpers such as pi-spin', () => {
    const root = postcss.parse(
      '.pi { font-family: "primeicons"; }\n.pi-spin { animation: fa-spin 2s infinite linear; }\n' +
        '.pi-check:before { content: "\\e909"; }\n.pi-times:before { content: "\\e90b"; }\n' +
        '.pi-car:before { content: "\\e9c5"; }',
    );
    const characters = pruneIcons(root, new Set(['pi-check', 'pi-car', 'pi-spin']));
    expect(root.toString()).toBe(
      '.pi { font-family: "primeicons"; }\n.pi-spin { animation: fa-spin 2s infinite linear; }\n' +
        '.pi-check:before { content: "\\e909"; }\n.pi-car:before { content: "\\e9c5"; }',
    );
    expect(characters).toBe('\ue909\ue9c5');
  });

  describe('on the app and primeicons', () => {
    const used = usedIconClasses();
    const original = readFileSync(PRIMEICONS_CSS, 'utf8');
    const result = { css: '' };
    let fontFace = '';
    let font = Buffer.alloc(0);
    beforeAll(async () => {
      result.css = (
        await postcss([primeiconsSubset({ used })]).process(original, { from: PRIMEICONS_CSS })
      ).css;
      fontFace = /@font-face\s*{([^}]*)}/.exec(result.css)?.[1] ?? '';
      const fontUrl = /url\("([^"]+)"\)/.exec(fontFace)?.[1] ?? '';
      font = readFileSync(resolve(dirname(PRIMEICONS_CSS), fontUrl));
    });

    it("keeps the icons named in the shared package's source: the menus' entries, drawn by the app and the server", () => {
      const menu = readFileSync(join(SHARED_SRC, 'menu.ts'), 'utf8');
      const icons = [...classTokens([menu], 'pi')];
      expect(icons).toContain('pi-sliders-h');
      expect(icons.filter((icon) => !used.has(icon))).toEqual([]);
    });

    it('knows every pi- class the source names (an unknown one is a typo or an icon primeicons dropped)', () => {
      const known = iconClassesOf(original);
      expect(used.size).toBeGreaterThan(10);
      expect([...used].filter((icon) => !known.has(icon))).toEqual([]);
    });

    it('keeps the rule of every icon the source names, and of no other', () => {
      const kept = iconClassesOf(result.css);
      expect([...used].filter((icon) => !kept.has(icon))).toEqual([]);
      expect([...kept].filter((icon) => !used.has(icon) && codePointsOf(original).has(icon))).toEqual([]);
    });

    it('has a glyph in the subset font for every icon the source names, and few others', async () => {
      const glyphs = await fontCodePoints(font);
      const points = codePointsOf(original);
      const missing = [...used].filter((icon) => points.has(icon) && !glyphs.has(points.get(icon) as number));
      expect(missing).toEqual([]);
      expect(glyphs.size).toBeLessThanOrEqual(used.size);
      expect(font.length).toBeLessThan(
        readFileSync(join(PRIMEICONS_DIR, 'fonts/primeicons.woff2')).length / 3,
      );
    });

    it('loads the font as one woff2 file with font-display: swap', () => {
      expect(fontFace).toContain('font-display: swap');
      expect(fontFace.match(/url\(/g)).toHaveLength(1);
      expect(fontFace).toContain('format("woff2")');
    });
  });
});
