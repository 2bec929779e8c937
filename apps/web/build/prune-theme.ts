import { readFileSync } from 'node:fs';
import type { Plugin, Root } from 'postcss';
import {
  classTokens,
  PRIMEREACT_DIR,
  primeClosure,
  primeImports,
  primeModuleFile,
  primeModules,
  sourceTexts,
} from './app-usage.ts';

/**
 * Class prefixes of the theme that do not follow a module's name (`p-<module>`, `p-<module>-…`), with the modules
 * that render them. Classes that no module owns (`p-component`, `p-disabled`, `p-link`, `p-focus`, `p-highlight`,
 * `p-error`, `p-invalid`, `p-fluid`, `p-float-label`, `p-inputgroup`, `p-icon`, `p-component-overlay`, …) are
 * always kept.
 */
const OTHER_OWNERS: Record<string, string[]> = {
  'p-datepicker': ['calendar'],
  'p-monthpicker': ['calendar'],
  'p-yearpicker': ['calendar'],
  'p-timepicker': ['calendar'],
  'p-confirm-dialog': ['confirmdialog'],
  'p-confirm-popup': ['confirmpopup'],
  'p-inline-message': ['message'],
  'p-icon-field': ['iconfield'],
  'p-input-icon': ['inputicon'],
  'p-sortable-column': ['datatable', 'treetable'],
  'p-sortable-disabled': ['datatable', 'treetable'],
  'p-resizable-column': ['datatable', 'treetable'],
  'p-selectable-row': ['datatable', 'treetable'],
  'p-selectable-cell': ['datatable'],
  'p-treenode': ['tree', 'treeselect'],
  'p-tabmenuitem': ['tabmenu'],
};

/**
 * Helper modules whose code names every component's classes (the structural CSS of all components, kept in
 * `componentbase`), so that their class names say nothing of what the app renders.
 */
const HELPERS = new Set(['api', 'componentbase', 'utils']);

/** What the app renders, as far as the theme is concerned. */
export interface ThemeUsage {
  /** PrimeReact modules the app uses: imported (with what they import), or whose root class it writes itself. */
  modules: Set<string>;
  /** `p-…` classes that the app's source or a used module's code names literally. */
  classes: Set<string>;
  /** Every PrimeReact module, used or not. */
  allModules: string[];
}

/**
 * The theme usage of an app from the text of its source: the `primereact/<name>` modules it imports, with the
 * modules these import; the modules whose root class (`p-datatable`) the app writes in its own markup; and every
 * `p-…` class named in the app's source or in the code of the imported modules.
 */
export const themeUsage = (texts: string[] = sourceTexts(), dir = PRIMEREACT_DIR): ThemeUsage => {
  const allModules = primeModules(dir);
  const appClasses = classTokens(texts, 'p');
  const imported = primeClosure(primeImports(texts), dir);
  const moduleTexts = [...imported]
    .filter((name) => !HELPERS.has(name))
    .map((name) => readFileSync(primeModuleFile(name, dir) as string, 'utf8'));
  const classes = new Set([...appClasses, ...classTokens(moduleTexts, 'p')]);
  // Markup of the app's own in a component's look (a plain table as `p-datatable`) keeps that component's rules,
  // not those of what the PrimeReact component would import: the app writes the classes of those parts itself.
  const written = allModules.filter((name) => appClasses.has(`p-${name}`));
  return { modules: new Set([...imported, ...written]), classes, allModules };
};

const startsClass = (className: string, prefix: string) =>
  className === prefix || className.startsWith(`${prefix}-`);

/** The modules that render a theme class: by name (`p-dropdown-panel` → dropdown), or by the table above. */
export const ownersOf = (className: string, allModules: string[]): string[] => [
  ...allModules.filter((name) => startsClass(className, `p-${name}`)),
  ...Object.entries(OTHER_OWNERS).flatMap(([prefix, owners]) =>
    startsClass(className, prefix) ? owners : [],
  ),
];

/**
 * Whether the app may render what a selector matches: each `p-…` class in it (outside `:not()`) is named by the
 * app or a used module, or belongs to a used module, or to no module at all.
 */
export const selectorInUse = (selector: string, usage: ThemeUsage): boolean => {
  const positive = selector.replace(/:not\([^()]*\)/g, '');
  return [...positive.matchAll(/\.(p-[\w-]+)/g)].every(([, className = '']) => {
    if (usage.classes.has(className)) return true;
    const owners = ownersOf(className, usage.allModules);
    return owners.length === 0 || owners.some((owner) => usage.modules.has(owner));
  });
};

/** Drops from a stylesheet the selectors the app cannot match, then the rules and at-rules left empty. */
export const pruneRoot = (root: Root, usage: ThemeUsage) => {
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => selectorInUse(selector, usage));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
};

/** The PrimeReact themes' stylesheets (`primereact/resources/themes/<name>/theme.css`). */
const THEME_FILE = /primereact[\\/]resources[\\/]themes[\\/][^\\/]+[\\/]theme\.css$/;

/**
 * A PostCSS plugin for the build: keeps, of the PrimeReact theme, only the rules for the components the app uses
 * (see `themeUsage`), and every rule that is not specific to a component. The usage is read once, when the plugin
 * is made; other stylesheets are left alone.
 */
export const pruneTheme = (usage: ThemeUsage = themeUsage()): Plugin => ({
  postcssPlugin: 'parlance-prune-theme',
  Once(root) {
    if (THEME_FILE.test(root.source?.input.file ?? '')) pruneRoot(root, usage);
  },
});
