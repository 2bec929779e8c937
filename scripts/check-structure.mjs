// `npm test`'s structure check (DESIGN.md section 7): the server's layers and the packages' boundaries
// (dependency-cruiser, `.dependency-cruiser.cjs`), the web app's and the frame's feature boundaries (their import
// graphs as esbuild resolves them: dependency-cruiser's parser reads no TSX), the tables only the conversations
// module may query, and no plain object indexed by a name from a request.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

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

// The browser apps' boundaries: a feature of the web app imports no other feature (what two features share lives in
// `lib/`, `components/` or `packages/shared`), `lib/` imports no feature, and the web app and the assist frame import
// nothing of each other. The graph is every module reachable from each app's entry, dynamic imports included.
const importGraph = async (entry) => {
  const { metafile } = await build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    logLevel: 'silent',
    jsx: 'automatic',
    outdir: 'out',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff2': 'empty' },
  });
  return Object.entries(metafile.inputs).flatMap(([from, input]) =>
    input.imports.filter((found) => !found.external).map((found) => ({ from, to: found.path })),
  );
};
const FEATURE = /^apps\/web\/src\/features\/([^/]+)\//;
const BROWSER_RULES = [
  {
    name: 'a feature imports no other feature',
    broken: ({ from, to }) => {
      const [own, other] = [FEATURE.exec(from)?.[1], FEATURE.exec(to)?.[1]];
      return own !== undefined && other !== undefined && own !== other;
    },
  },
  {
    name: 'lib imports no feature',
    broken: ({ from, to }) => from.startsWith('apps/web/src/lib/') && FEATURE.test(to),
  },
  {
    name: 'the web app and the frame import nothing of each other',
    broken: ({ from, to }) =>
      (from.startsWith('apps/web/') && to.startsWith('apps/frame/')) ||
      (from.startsWith('apps/frame/') && to.startsWith('apps/web/')),
  },
];
for (const entry of ['apps/web/src/main.tsx', 'apps/frame/src/main.ts']) {
  for (const edge of await importGraph(entry)) {
    for (const rule of BROWSER_RULES.filter((candidate) => candidate.broken(edge))) {
      failed = true;
      console.error(`${edge.from} → ${edge.to}: ${rule.name}`);
    }
  }
}

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

// One writer: within the conversations module too, only its writer inserts into, updates or deletes from those
// tables (by Kysely's builders or in SQL text); the schema's triggers live in `db/migrations`.
const WRITER = 'apps/server/src/modules/conversations/conversation-writer.ts';
const ownedWrite = new RegExp(
  `(?:(?:insertInto|updateTable|deleteFrom)\\(\\s*['"\`](?:${OWNED.join('|')})['"\`])|(?:\\b(?:insert\\s+into|update|delete\\s+from)\\s+(?:${OWNED.join('|')})\\b(?!_))`,
  'i',
);
for (const file of files(join(root, 'apps/server/src'))) {
  const path = relative(root, file);
  if (path === WRITER || path.startsWith('apps/server/src/db/') || path.endsWith('.test.ts')) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const found = ownedWrite.exec(line);
      if (!found) return;
      failed = true;
      console.error(
        `${path}:${index + 1}: writes ${found[0]}: only ${WRITER} writes the conversation tables`,
      );
    });
}

// One composition root: `buildApp` creates the services (pipeline, import, report work, webhook worker, event bus,
// threads, caches) and hands them to the route plugins, which construct none. A service constructor is any exported
// `create…` factory or class of the server's source but a repository's row writers (`createSession`…), an Error
// class, and `createUser` (a request's user row); a `*.routes.ts` file calling one fails.
const serverFiles = files(join(root, 'apps/server/src')).filter((file) => !file.endsWith('.test.ts'));
const ROW_WRITERS = new Set(['createUser']);
const serviceConstructors = new Set();
for (const file of serverFiles) {
  if (file.endsWith('.repository.ts')) continue;
  for (const [, name] of readFileSync(file, 'utf8').matchAll(/^export (?:const|function) (create[A-Z]\w*)/gm))
    if (!ROW_WRITERS.has(name)) serviceConstructors.add(name);
  for (const [, name, base] of readFileSync(file, 'utf8').matchAll(
    /^export class (\w+)(?: extends (\w+))?/gm,
  ))
    if (!base?.endsWith('Error')) serviceConstructors.add(name);
}
const constructedServices = (source) =>
  source
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(/(?<![\w$.])(new\s+)?([A-Za-z_$][\w$]*)\s*(?:<[^()]*>)?\(/g)]
        .filter(([, isNew, name]) => serviceConstructors.has(name) && (isNew || name.startsWith('create')))
        .map(([, , name]) => ({ line: index + 1, name })),
    );
// The rule itself is checked on a plugin that builds its report work, as the reporting routes once did.
if (
  !serviceConstructors.has('ReportWork') ||
  constructedServices('export const r = async (app) => {\n  const work = new ReportWork();\n};').length !== 1
)
  throw new Error('the composition-root rule no longer finds a service built in a route plugin');
for (const file of serverFiles.filter((candidate) => candidate.endsWith('.routes.ts'))) {
  for (const found of constructedServices(readFileSync(file, 'utf8'))) {
    failed = true;
    console.error(
      `${relative(root, file)}:${found.line}: constructs ${found.name}, a service: buildApp creates it and passes it in`,
    );
  }
}

// A name taken from a request never indexes a plain object (`tables[name]` finds `__proto__`, `constructor`,
// `toString`): such lookups use a Map or `Object.hasOwn`. Names are request-derived when their expression reads
// `request.query`, `.params`, `.body` or `.headers`, or a variable declared from one (followed within the file).
// A lookup is guarded where the file checks `Object.hasOwn(object, name`; literal texts, positions and numbers are
// no names.
const REQUEST_INPUT = /\brequest\.(?:query|params|body|headers)\b/;
const DECLARATION = /\b(?:const|let|var)\s+(\{[^}]*\}|\[[^\]]*\]|[A-Za-z_$][\w$]*)[^=]*?=(?!=)([^;]*)/g;
const INDEX = /([\w$.]*[\w$)\]])\[([^[\]]+)\]/g;
/** Keys that name no property: a literal text, a position (`rows.length - 1`), a number (`Number(…)`). */
const NOT_A_NAME =
  /^\s*(?:(['"`])[^'"`]*\1|(?:Number|parseInt|parseWholeNumber)\(.*|.*\.length\b.*|.*[-+*/]\s*\d+)\s*$/;
const mentions = (text, names) =>
  REQUEST_INPUT.test(text) || [...names].some((name) => new RegExp(`(?<![\\w$.])${name}\\b`).test(text));
const requestNameLookups = (source) => {
  const declarations = [...source.matchAll(DECLARATION)].map(([, target, value]) => ({
    names: target.match(/[A-Za-z_$][\w$]*(?=\s*[,}\]=]|\s*$)/g) ?? [],
    value,
  }));
  const tainted = new Set();
  for (let grown = true; grown; ) {
    grown = false;
    for (const { names, value } of declarations) {
      if (names.every((name) => tainted.has(name)) || !mentions(value, tainted)) continue;
      for (const name of names) tainted.add(name);
      grown = true;
    }
  }
  // Guarded: the same object and name checked with `Object.hasOwn(object, name` in the file.
  const guarded = (object, key) =>
    source.includes(`Object.hasOwn(${object}, ${key.trim().split(/[\s)]/)[0]}`);
  return source
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(INDEX)]
        .filter(([, object, key]) => !NOT_A_NAME.test(key) && mentions(key, tainted) && !guarded(object, key))
        .map(([, , key]) => ({ line: index + 1, key: key.trim() })),
    );
};
for (const file of files(join(root, 'apps/server/src'))) {
  const path = relative(root, file);
  if (path.endsWith('.test.ts')) continue;
  for (const found of requestNameLookups(readFileSync(file, 'utf8'))) {
    failed = true;
    console.error(
      `${path}:${found.line}: indexes an object with \`${found.key}\`, a name from the request: use a Map or Object.hasOwn`,
    );
  }
}

console.log(
  failed
    ? 'structure: violations found'
    : 'structure: layers, boundaries, browser features, table ownership, one writer, one composition root and lookups by request names hold',
);
process.exit(failed ? 1 : 0);
