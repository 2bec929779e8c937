// `npm test`'s structure check (DESIGN.md section 7): the server's layers and the packages' boundaries
// (dependency-cruiser, `.dependency-cruiser.cjs`), and the tables only the conversations module may query.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
let failed = false;

const cruise = spawnSync(
  'npx',
  [
    'depcruise',
    'apps/server/src',
    'apps/server/bench',
    'apps/server/test',
    'packages/shared/src',
    'packages/stage-model',
    'packages/knowledge',
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'err',
  ],
  { cwd: root, stdio: 'inherit' },
);
if (cruise.status !== 0) failed = true;

// Only the conversations module reads or writes these tables; `db/` holds their schema and migrations.
const OWNED = ['conversation', 'conversation_message', 'conversation_stage', 'compliance_alert'];
const OWNER = 'apps/server/src/modules/conversations/';
const tableName = new RegExp(`['"\`](${OWNED.join('|')})(\\.[a-z_]+)?( as [a-z_]+)?['"\`]`);
const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
for (const file of files(join(root, 'apps/server/src'))) {
  const path = relative(root, file);
  if (path.startsWith(OWNER) || path.startsWith('apps/server/src/db/')) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const found = tableName.exec(line);
      if (!found) return;
      failed = true;
      console.error(`${path}:${index + 1}: queries ${found[1]}, which only ${OWNER} may query`);
    });
}

console.log(
  failed ? 'structure: violations found' : 'structure: layers, boundaries and table ownership hold',
);
process.exit(failed ? 1 : 0);
