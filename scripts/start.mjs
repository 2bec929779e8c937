// `npm start`: builds the web app, the assist frame and the server if they are not built yet, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const build = (workspace) => {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(`${root}apps/web/dist/index.html`)) build('apps/web');
if (!existsSync(`${root}apps/frame/dist/index.html`)) build('apps/frame');
if (!existsSync(`${root}apps/server/dist/server.js`)) build('apps/server');

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
