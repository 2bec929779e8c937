// Bundles the server into one file, and the stage model's training thread and the triples import's thread into
// others beside it; npm dependencies stay external, the workspace packages are inlined.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@parlance/'));

await build({
  entryPoints: {
    server: 'src/server.ts',
    'stage-model-training.worker': 'src/modules/engine/stage-model-training.worker.ts',
    'triple-import.worker': 'src/modules/studio/triple-import.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
