import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { classTokens, PRIMEREACT_DIR, sourceTexts } from './app-usage.ts';
import { pruneRoot, pruneTheme, type ThemeUsage, themeUsage } from './prune-theme.ts';

const THEME_FILE = join(PRIMEREACT_DIR, 'resources/themes/lara-light-blue/theme.css');

const prune = (css: string, usage: ThemeUsage) => {
  const root = postcss.parse(css);
  pruneRoot(root, usage);
  return root.toString();
};

/** Every selector of a stylesheet, one per entry. */
const selectorsOf = (css: string) => {
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    selectors.push(...rule.selectors);
  });
  return selectors;
};

const hasClass = (selector: string, className: string) =>
  new RegExp(`\\.${className}(?![\\w-])`).test(selector);

const SAMPLE = `
:root { --primary-color: #3b82f6; }
* { box-sizing: border-box; }
.p-component { font-family: var(--font-family); }
.p-disabled, .p-tree-toggler { opacity: 0.6; }
.p-hidden-accessible { position: absolute; }
.p-link:focus-visible { outline: 0 none; }
.p-dropdown { background: #fff; }
.p-dropdown-panel .p-dropdown-items .p-dropdown-item { padding: 0.75rem; }
.p-float-label .p-dropdown { border: 0; }
.p-dropdown .p-inputtext { border: 0; }
.p-tree .p-tree-container { margin: 0; }
.p-datatable .p-datatable-thead > tr > th { padding: 1rem; }
.p-paginator .p-paginator-pages .p-paginator-page { min-width: 3rem; }
.p-datepicker table td { padding: 0.5rem; }
.p-inputtext:not(.p-tree-filter) { font-size: 1rem; }
@media screen and (max-width: 960px) {
  .p-datatable .p-datatable-tbody > tr > td { display: block; }
}
`;

describe('pruneTheme', () => {
  it('keeps the rules of an imported component, its overlays and the common rules, and drops the others', () => {
    const usage = themeUsage([`import { Dropdown } from 'primereact/dropdown';`]);
    const selectors = selectorsOf(prune(SAMPLE, usage));
    expect(selectors).toEqual([
      ':root',
      '*',
      '.p-component',
      '.p-disabled',
      '.p-hidden-accessible',
      '.p-link:focus-visible',
      '.p-dropdown',
      '.p-dropdown-panel .p-dropdown-items .p-dropdown-item',
      '.p-float-label .p-dropdown',
      // The dropdown renders its label as a `p-inputtext`.
      '.p-dropdown .p-inputtext',
      '.p-inputtext:not(.p-tree-filter)',
    ]);
    expect(prune(SAMPLE, usage)).not.toContain('@media');
  });

  it('keeps the rules of what a component uses in turn (the data table its paginator)', () => {
    const usage = themeUsage([`import { DataTable } from 'primereact/datatable';`]);
    const selectors = selectorsOf(prune(SAMPLE, usage));
    expect(selectors).toContain('.p-datatable .p-datatable-thead > tr > th');
    expect(selectors).toContain('.p-paginator .p-paginator-pages .p-paginator-page');
    expect(selectors).toContain('.p-datatable .p-datatable-tbody > tr > td');
    expect(selectors).not.toContain('.p-tree .p-tree-container');
  });

  it('keeps the rules of a component whose classes the app writes in its own markup', () => {
    const usage = themeUsage([
      `export const Table = () => <table className="p-datatable p-component"><tbody /></table>;`,
      `export const Pages = () => <nav className="p-paginator p-component" />;`,
    ]);
    const selectors = selectorsOf(prune(SAMPLE, usage));
    expect(selectors).toContain('.p-datatable .p-datatable-thead > tr > th');
    expect(selectors).toContain('.p-paginator .p-paginator-pages .p-paginator-page');
    expect(selectors).not.toContain('.p-datepicker table td');
  });

  it('maps classes that do not follow the module name to their component (calendar: p-datepicker)', () => {
    const used = selectorsOf(prune(SAMPLE, themeUsage([`import { Calendar } from 'primereact/calendar';`])));
    expect(used).toContain('.p-datepicker table td');
  });

  it('leaves stylesheets other than the theme alone', async () => {
    const usage = themeUsage([]);
    const result = await postcss([pruneTheme(usage)]).process('.p-tree { margin: 0; }', {
      from: '/app/src/styles.css',
    });
    expect(result.css).toBe('.p-tree { margin: 0; }');
  });

  describe('on the app and the Lara theme', () => {
    const texts = sourceTexts();
    const usage = themeUsage(texts);
    const theme = readFileSync(THEME_FILE, 'utf8');
    const pruned = postcss([pruneTheme(usage)]).process(theme, { from: THEME_FILE }).css;
    const before = selectorsOf(theme);
    const after = selectorsOf(pruned);

    it('keeps every theme rule of each PrimeReact component the app imports', () => {
      const imported = [...texts.join('\n').matchAll(/from 'primereact\/([a-z]+)'/g)].map(
        (match) => match[1],
      );
      expect(imported.length).toBeGreaterThan(0);
      for (const name of imported) {
        const ofComponent = (selectors: string[]) =>
          selectors.filter(
            (selector) => hasClass(selector, `p-${name}`) && !/\.p-(?!${name})[\w-]+/.test(selector),
          );
        expect(ofComponent(after), name).toEqual(ofComponent(before));
      }
    });

    it('keeps the theme rules of every p- class the app writes itself', () => {
      for (const className of classTokens(texts, 'p')) {
        const alone = (selector: string) => selector === `.${className}`;
        if (before.some(alone)) expect(after.some(alone), className).toBe(true);
      }
    });

    it('keeps the base rules, the theme variables and its overlay animations', () => {
      for (const selector of [':root', '.p-component', '.p-disabled, .p-disabled *', '.p-link', '.p-error']) {
        const alone = selector.split(', ');
        expect(
          after.some((kept) => alone.includes(kept)),
          selector,
        ).toBe(true);
      }
      expect(pruned).toContain('--primary-color');
      expect(pruned).toContain('@keyframes p-component-overlay-enter-animation');
    });

    it('drops the rules of components the app neither imports nor writes', () => {
      for (const name of ['tree', 'galleria', 'editor', 'orderlist', 'megamenu']) {
        const ofComponent = (selector: string) => new RegExp(`\\.p-${name}(?!\\w)`).test(selector);
        expect(usage.modules.has(name), name).toBe(false);
        expect(before.some(ofComponent), name).toBe(true);
        expect(after.filter(ofComponent)).toEqual([]);
      }
      expect(pruned.length).toBeLessThan(theme.length / 2);
    });
  });
});
