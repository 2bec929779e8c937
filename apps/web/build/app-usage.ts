import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's source folder. */
export const WEB_SRC = join(dirname(fileURLToPath(import.meta.url)), '../src');

/** The shared package's source, which names classes the app renders too (the menus' icons, the first paint). */
export const SHARED_SRC = join(dirname(fileURLToPath(import.meta.url)), '../../../packages/shared/src');

/** PrimeReact's package folder, as the build resolves it. */
export const PRIMEREACT_DIR = dirname(createRequire(import.meta.url).resolve('primereact/package.json'));

/** The primeicons package folder, as the build resolves it. */
export const PRIMEICONS_DIR = dirname(createRequire(import.meta.url).resolve('primeicons/package.json'));

const isSource = (name: string) => /\.(tsx?|html)$/.test(name) && !/\.test\.tsx?$/.test(name);

/**
 * The text of every source file under `dirs` (`.ts`, `.tsx`, `.html`), unit tests and their helpers in `test/`
 * left out: by default the app's and the shared package's, what the built app can render.
 */
export const sourceTexts = (dirs: readonly string[] = [WEB_SRC, SHARED_SRC]): string[] =>
  dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && isSource(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => !file.startsWith(join(dir, 'test/')))
      .map((file) => readFileSync(file, 'utf8')),
  );

/**
 * The CSS class names with a prefix (`p` for PrimeReact's, `pi` for primeicons') that appear literally in texts:
 * `p-button` in `"p-button p-component"`, and `p-button` too in `` `p-button-${severity}` ``.
 */
export const classTokens = (texts: Iterable<string>, prefix: 'p' | 'pi'): Set<string> => {
  const pattern = new RegExp(`(?<![\\w$-])${prefix}-[a-z0-9]+(?:-[a-z0-9]+)*`, 'g');
  const tokens = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(pattern)) tokens.add(match[0]);
  return tokens;
};

/** The `primereact/<name>` modules that texts import (statically or not). */
export const primeImports = (texts: Iterable<string>): Set<string> => {
  const names = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(/["']primereact\/([a-z]+)["']/g)) if (match[1]) names.add(match[1]);
  return names;
};

/** The ES module file of one PrimeReact module, if it has one. */
export const primeModuleFile = (name: string, dir = PRIMEREACT_DIR): string | undefined => {
  const file = join(dir, name, `${name}.esm.js`);
  return existsSync(file) ? file : undefined;
};

/** Every PrimeReact module with an ES module file (the components, and helpers such as `api` or `utils`). */
export const primeModules = (dir = PRIMEREACT_DIR): string[] =>
  readdirSync(dir).filter((name) => primeModuleFile(name, dir) !== undefined);

/** The given PrimeReact modules with every PrimeReact module they import, transitively. */
export const primeClosure = (names: Iterable<string>, dir = PRIMEREACT_DIR): Set<string> => {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const file = primeModuleFile(name, dir);
    if (seen.has(name) || !file) return;
    seen.add(name);
    for (const imported of primeImports([readFileSync(file, 'utf8')])) visit(imported);
  };
  for (const name of names) visit(name);
  return seen;
};
