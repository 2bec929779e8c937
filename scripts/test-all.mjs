// `npm test`: every check and suite, then one closing line `tests: N passed, N failed[, N skipped]`.
// Suites: lint, types and the code's structure (layers and boundaries), unit tests (shared, stage model, knowledge, web),
// server integration on SQLite and on PostgreSQL, and browser end-to-end tests in Chromium against the built app.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}.vitest-reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

const record = (name, counts) => {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  summary.push(
    `${name}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
  );
};

/** A check without test cases counts as one test. */
const check = (name, command, args) => {
  console.log(`\n▶ ${name}`);
  const status = run(command, args);
  record(name, { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, skipped: 0 });
};

const vitest = (name, rootDir, env = {}) => {
  console.log(`\n▶ ${name}`);
  const file = `${reports}/${name.replace(/\W+/g, '-')}.json`;
  const status = run(
    'npx',
    ['vitest', 'run', '--root', rootDir, '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    env,
  );
  const report = readJson(file);
  const counts = report
    ? {
        passed: report.numPassedTests,
        failed: report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0),
        skipped: report.numPendingTests + report.numTodoTests,
      }
    : { passed: 0, failed: 1, skipped: 0 };
  record(name, counts);
};

const playwright = (name) => {
  console.log(`\n▶ ${name}`);
  const file = `${reports}/e2e.json`;
  const status = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const stats = readJson(file)?.stats;
  const counts = stats
    ? {
        passed: stats.expected + stats.flaky,
        failed: stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0),
        skipped: stats.skipped,
      }
    : { passed: 0, failed: 1, skipped: 0 };
  record(name, counts);
};

check('lint', 'npx', ['biome', 'check', '.']);
check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('structure', 'node', ['scripts/check-structure.mjs']);
vitest('unit-shared', 'packages/shared');
vitest('unit-stage-model', 'packages/stage-model');
vitest('unit-knowledge', 'packages/knowledge');
vitest('unit-web', 'apps/web');
vitest('unit-frame', 'apps/frame');
vitest('server-sqlite', 'apps/server', { TEST_DATABASE: 'sqlite' });
vitest('server-postgres', 'apps/server', { TEST_DATABASE: 'postgres', TEST_POSTGRES_URL: postgresUrl });
check('build', 'npm', ['run', '--silent', 'build']);
playwright('e2e-chromium');

console.log(`\n${summary.join('\n')}`);
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
