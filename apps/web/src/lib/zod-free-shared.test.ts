import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The pages import plain values (list specs, enums, limits, the default stage model) from the modules of
 * `packages/shared/src` beside `schemas/`, and zod only with the forms that validate. This keeps it so: no module
 * of the shared package outside `schemas/` (but `validation.ts` and `api-docs.ts`, which are zod through and
 * through) may reach zod through the imports that stay at run time (`import type` is erased; an
 * `import { type A }` is not, under `verbatimModuleSyntax`).
 */

const src = join(dirname(fileURLToPath(import.meta.url)), '../../../../packages/shared/src');
const ZOD_MODULES = new Set(['validation.ts', 'api-docs.ts']);

const runtimeImports = (file: string): string[] => {
  const text = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  for (const match of text.matchAll(
    /^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
  )) {
    if (!match[1] && match[2]) specifiers.push(match[2]);
  }
  return specifiers;
};

/** The chain of modules from `file` to zod, or undefined when zod is out of reach. */
const pathToZod = (file: string, seen = new Set<string>()): string[] | undefined => {
  if (seen.has(file)) return undefined;
  seen.add(file);
  for (const specifier of runtimeImports(file)) {
    if (specifier === 'zod' || specifier.startsWith('zod/')) return [relative(src, file), 'zod'];
    if (!specifier.startsWith('.')) continue;
    const next = join(dirname(file), specifier.replace(/\.js$/, '.ts'));
    const chain = pathToZod(next, seen);
    if (chain) return [relative(src, file), ...chain];
  }
  return undefined;
};

const plainModules = readdirSync(src).filter(
  (name) =>
    name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts' && !ZOD_MODULES.has(name),
);

describe('plain modules of the shared package (@parlance/shared)', () => {
  it('include the values pages need at first render', () => {
    expect(plainModules).toEqual(
      expect.arrayContaining(['list-query.ts', 'studio.ts', 'engine.ts', 'supervisor.ts', 'value-rules.ts']),
    );
  });

  it.each(plainModules)('%s loads no zod', (name) => {
    expect(pathToZod(join(src, name))).toBeUndefined();
  });

  it('finds zod where it is (the check itself works)', () => {
    expect(pathToZod(join(src, 'schemas/studio.ts'))).toEqual(['schemas/studio.ts', 'zod']);
    expect(pathToZod(join(src, 'validation.ts'))).toEqual(['validation.ts', 'zod']);
  });
});
