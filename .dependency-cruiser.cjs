// The server's layers (DESIGN.md section 7), checked by `npm test` (`scripts/check-structure.mjs`). Top to bottom:
// server.ts → app.ts → demo/ → modules/ → plugins/ → events/ → lib/ → db/ → config.ts. A file may import its own
// layer and the layers below it, never one above. Cycles are Biome's `noImportCycles` (every workspace, tsx too).
// The web app's and the frame's boundaries (features import no other feature, lib no feature) are checked by
// `scripts/check-structure.mjs` over esbuild's import graph: the swc parser used here reads no TSX.
const SRC = '^apps/server/src/';
const layer = (name, path, above) => ({
  name: `layers-${name}`,
  comment: `${name} may not import a layer above it`,
  severity: 'error',
  from: { path: `${SRC}${path}` },
  to: { path: `${SRC}(${above.join('|')})` },
});

module.exports = {
  forbidden: [
    layer('config', 'config\\.ts$', ['(?!config\\.ts$)']),
    layer('db', 'db/', ['lib/', 'events/', 'plugins/', 'modules/', 'demo/', 'app\\.ts$', 'server\\.ts$']),
    layer('lib', 'lib/', ['events/', 'plugins/', 'modules/', 'demo/', 'app\\.ts$', 'server\\.ts$']),
    layer('events', 'events/', ['plugins/', 'modules/', 'demo/', 'app\\.ts$', 'server\\.ts$']),
    layer('plugins', 'plugins/', ['modules/', 'demo/', 'app\\.ts$', 'server\\.ts$']),
    layer('modules', 'modules/', ['demo/', 'app\\.ts$', 'server\\.ts$']),
    layer('demo', 'demo/', ['app\\.ts$', 'server\\.ts$']),
    layer('app', 'app\\.ts$', ['server\\.ts$']),
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'stage-model-users',
      comment: 'The stage model is used by the engine module (labelling, test-set runs) and the bench only',
      severity: 'error',
      from: {
        pathNot: ['^packages/stage-model/', '^apps/server/src/modules/engine/', '^apps/server/(bench|test)/'],
      },
      to: { path: '^packages/stage-model/' },
    },
    {
      name: 'stage-model-pure',
      comment: 'The stage model is a pure library: no server, no database, no file system at run time',
      severity: 'error',
      from: { path: '^packages/stage-model/src/' },
      to: {
        path: [
          '^apps/',
          '^(node:)?(fs|fs/promises|net|http|child_process|worker_threads)$',
          'node_modules/(fastify|kysely|better-sqlite3|pg)/',
        ],
      },
    },
    {
      name: 'knowledge-users',
      comment: 'The knowledge retriever is used by the engine module (knowledge cards) and the bench only',
      severity: 'error',
      from: {
        pathNot: ['^packages/knowledge/', '^apps/server/src/modules/engine/', '^apps/server/(bench|test)/'],
      },
      to: { path: '^packages/knowledge/' },
    },
    {
      name: 'knowledge-pure',
      comment:
        'The knowledge retriever is a pure library: no server, no database, no file system at run time',
      severity: 'error',
      from: { path: '^packages/knowledge/src/' },
      to: {
        path: [
          '^apps/',
          '^packages/stage-model/',
          '^(node:)?(fs|fs/promises|net|http|child_process|worker_threads)$',
          'node_modules/(fastify|kysely|better-sqlite3|pg)/',
        ],
      },
    },
    {
      name: 'shared-is-shared',
      comment: 'The shared package is imported by the apps; it imports none of them',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: ['^apps/', '^packages/stage-model/', '^packages/knowledge/'] },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API for dependency-cruiser to parse with; swc parses TypeScript (not tsx).
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    moduleSystems: ['es6'],
  },
};
