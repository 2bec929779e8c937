import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The bench's server (`server.ts`) built as production builds the server (`build.mjs`: one bundle, the workspace
 * packages inlined, the npm dependencies external, the training and import threads beside it), into
 * `bench/dist/`, and the command that runs it as `npm start` does (`scripts/start.mjs`: the heap limit it fits to
 * the machine, its malloc arenas, source maps). A bench that measures the server's processor time or memory runs
 * this rather than TypeScript through `tsx`, whose loader thread and per-module transforms production never carries
 * (about 45 MB of RSS). Built once a bench process, from the working tree as it stands.
 */
let built: Promise<string[]> | undefined;
export const builtBenchServer = (): Promise<string[]> => {
  built ??= (async () => {
    const pkg = JSON.parse(readFileSync(here('../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    await build({
      absWorkingDir: here('..'),
      entryPoints: {
        server: 'bench/server.ts',
        'stage-model-training.worker': 'src/modules/engine/stage-model-training.worker.ts',
        'triple-import.worker': 'src/modules/studio/triple-import.worker.ts',
      },
      outdir: 'bench/dist',
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      sourcemap: true,
      external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@parlance/')),
      logLevel: 'warning',
    });
    // `npm start`'s heap limit (a plain script: imported by a path the type checker leaves alone).
    const start = '../../../scripts/start.mjs';
    const { heapLimitMb, serverEnv } = (await import(start)) as {
      heapLimitMb: () => number;
      serverEnv: () => Record<string, string | undefined>;
    };
    // `npm start`'s cap on glibc's malloc arenas, for the servers this process starts (they inherit its environment).
    process.env.MALLOC_ARENA_MAX = serverEnv().MALLOC_ARENA_MAX;
    execFileSync(process.execPath, ['--check', here('dist/server.js')]);
    return [`--max-old-space-size=${heapLimitMb()}`, '--enable-source-maps', here('dist/server.js')];
  })();
  return built;
};
