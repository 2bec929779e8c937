import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * The entry of a worker thread whose code is `<name>.ts` beside `moduleUrl` (the caller's `import.meta.url`).
 * The built server has it as `<name>.js` beside `dist/server.js` (`build.mjs`). From source (tests, `tsx`) the
 * thread registers tsx's loader itself and then imports the TypeScript file: Node 20 does not apply an `--import`
 * of the worker's `execArgv` to its entry, so a `.ts` entry would fail to load and the work would run inline.
 */
export const threadEntry = (moduleUrl: string, name: string): URL => {
  if (!moduleUrl.endsWith('.ts')) return new URL(`./${name}.js`, moduleUrl);
  const entry = new URL(`./${name}.ts`, moduleUrl).href;
  const tsx = pathToFileURL(
    createRequire(moduleUrl)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const code = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
};
