import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The web app reads the server's answers through the types generated from the OpenAPI document
 * (`@parlance/api-client/app`). This proves that the build of the web app breaks when an answer's shape changes:
 * pages of the web app and their `api/` modules are type-checked by the TypeScript compiler with the web app's
 * settings (as `tsc -p apps/web` does), against the generated types as they are, and against the same types with
 * one answer changed.
 */

const here = dirname(fileURLToPath(import.meta.url));
const web = join(here, '../..');
const clientSource = join(here, '../../../../packages/api-client/src');
const tsc = join(here, '../../../../node_modules/typescript/bin/tsc');

/** The pages (and with them their `api/` modules and lib) that read programs, roles and the account. */
const ROOTS = [
  'src/features/admin/programs/programs-page.tsx',
  'src/features/admin/roles/roles-page.tsx',
  'src/lib/auth/account.ts',
  'src/lib/queries/programs.ts',
].map((file) => join(web, file));

// Inside the web app's node_modules, so that the copy resolves the app's packages (`vite/client`) as it does.
const cache = join(web, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const work = mkdtempSync(join(cache, 'contract-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * The errors of a type check of ROOTS with `types` as the generated types: a copy of the contract module with
 * them beside it stands for `@parlance/api-client/app`.
 */
const typeErrors = async (name: string, types: string): Promise<string[]> => {
  const dir = join(work, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'app.ts'), readFileSync(join(clientSource, 'app.ts')));
  writeFileSync(join(dir, 'app-openapi.d.ts'), types);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: join(web, 'tsconfig.json'),
      compilerOptions: { paths: { '@parlance/api-client/app': [join(dir, 'app.ts')] } },
      include: [],
      files: ROOTS,
    }),
  );
  const output = await promisify(execFile)(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')]).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string }) => error.stdout ?? String(error),
  );
  return output.split('\n').filter((line) => /error TS\d+/.test(line));
};

/** The text of one operation's block (`    getPrograms: { … };`) in the generated types. */
const operationBlock = (types: string, operation: string) => {
  const start = types.indexOf(`\n    ${operation}: {\n`);
  if (start < 0) throw new Error(`${operation} is not in the generated types`);
  const end = types.indexOf('\n    };\n', start);
  return { start, end, text: types.slice(start, end) };
};

/** The generated types with `from` replaced by `to` in the success answer (`200`/`201`) of one operation. */
const withChangedAnswer = (types: string, operation: string, from: string, to: string) => {
  const block = operationBlock(types, operation);
  const success = block.text.search(/\n {12}20[01]: \{/);
  expect(success, `${operation} has a success answer`).toBeGreaterThan(0);
  const at = block.text.indexOf(from, success);
  expect(at, `${operation}'s answer has ${from.trim()}`).toBeGreaterThan(0);
  const changed = block.text.slice(0, at) + to + block.text.slice(at + from.length);
  return types.slice(0, block.start) + changed + types.slice(block.end);
};

describe('the web build against the API contract', () => {
  const types = readFileSync(join(clientSource, 'app-openapi.d.ts'), 'utf8');

  it('type-checks against the generated types as they are', async () => {
    expect(await typeErrors('as-is', types)).toEqual([]);
  }, 120_000);

  it.each([
    // A field renamed in a list's rows: the programs table and every program picker read `name`.
    [
      'getPrograms',
      '                        name: string;',
      '                        title: string;',
      'programs',
    ],
    // A field's type changed in one object's answer: the program the form saved.
    [
      'putProgramsById',
      '                        agentOnly: boolean;',
      '                        agentOnly: string;',
      'programs',
    ],
    // A field gone from the account, which the whole app reads.
    ['getAccount', '                        login: string;\n', '', 'account'],
    // A list's rows turned into one object: the roles table and the permission matrix.
    ['getRoles', '}[];', '};', 'roles'],
  ])(
    'breaks when %s answers another shape',
    async (operation, from, to, where) => {
      const errors = await typeErrors(operation, withChangedAnswer(types, operation, from, to));
      expect(errors.length, `errors: ${errors.join('\n')}`).toBeGreaterThan(0);
      expect(errors.some((error) => error.includes(where))).toBe(true);
    },
    120_000,
  );
});
