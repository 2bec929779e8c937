import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { makeConfig } from '../src/config.js';
import { benchDatabase, type Engine, load, row, signIn } from './support.js';

const PASSWORD = 'bench-admin-password';

/** GET /api/account with a signed-in session, against a bare Fastify route measured in the same run. */
export const benchAccount = async (engine: Engine) => {
  const database = await benchDatabase(engine);
  const app = await buildApp(
    makeConfig({ DATABASE_URL: database.url, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'silent' }),
    { db: database.db },
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

  const cookie = await signIn(address, 'admin', PASSWORD);

  const baseline = await load(`${bareAddress}/bare`);
  const account = await load(`${address}/api/account`, { cookie });
  if (account.non2xx > 0) throw new Error(`${account.non2xx} requests to /api/account failed`);

  console.log(
    row([
      `bare Fastify route (${engine} run)`,
      baseline.requestsPerSecond.toFixed(0),
      `p50 ${baseline.p50} ms`,
      `p99 ${baseline.p99} ms`,
    ]),
  );
  console.log(
    row([
      `GET /api/account (${engine})`,
      account.requestsPerSecond.toFixed(0),
      `p50 ${account.p50} ms`,
      `p99 ${account.p99} ms`,
    ]),
  );
  console.log(
    row([`  ratio to bare route`, (account.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)]),
  );

  await bare.close();
  await app.close();
  await database.drop();
};
