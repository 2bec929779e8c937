import {
  BENCH_PASSWORD,
  benchDatabase,
  type Engine,
  type Figure,
  figureOf,
  load,
  REPEATS,
  report,
  signIn,
  startServer,
} from './support.js';

const GOAL_PERCENT: Record<Engine, number> = { sqlite: 50, postgres: 30 };

/**
 * GET /api/account with a signed-in session against `GET /bench/bare`, a route behind the same plugins answering
 * a body of the same size and schema, in the same server process; autocannon runs in a process of its own. The
 * two alternate, REPEATS times, and the ratio is taken within each pair.
 */
export const benchAccount = async (engine: Engine): Promise<Figure[]> => {
  const database = await benchDatabase(engine);
  const server = await startServer(database.url, BENCH_PASSWORD);
  try {
    const headers = { cookie: await signIn(server.address, 'admin', BENCH_PASSWORD) };
    const bareUrl = `${server.address}/bench/bare`;
    const accountUrl = `${server.address}/api/account`;
    const [bareBody, accountBody] = await Promise.all(
      [bareUrl, accountUrl].map(async (url) => (await fetch(url, { headers })).text()),
    );
    if (Math.abs((bareBody?.length ?? 0) - (accountBody?.length ?? 0)) > 40) {
      throw new Error(`bodies differ in size: ${bareBody?.length} and ${accountBody?.length}`);
    }
    await load(bareUrl, headers, { seconds: 1 });
    await load(accountUrl, headers, { seconds: 1 });
    const bare: number[] = [];
    const account: number[] = [];
    const ratios: number[] = [];
    const p99: number[] = [];
    for (let run = 0; run < REPEATS; run++) {
      const baseline = await load(bareUrl, headers);
      const measured = await load(accountUrl, headers);
      if (measured.non2xx > 0 || baseline.non2xx > 0)
        throw new Error('requests failed during the account bench');
      bare.push(baseline.requestsPerSecond);
      account.push(measured.requestsPerSecond);
      ratios.push((100 * measured.requestsPerSecond) / baseline.requestsPerSecond);
      p99.push(measured.p99);
    }
    return [
      report(figureOf(`bare route, same plugins and body (${engine})`, bare, 'req/s')),
      report(figureOf(`GET /api/account (${engine})`, account, 'req/s')),
      report(figureOf(`GET /api/account p99 at 10 connections (${engine})`, p99, 'ms')),
      report(
        figureOf(`GET /api/account / bare route (${engine})`, ratios, '%', {
          text: `≥ ${GOAL_PERCENT[engine]} %`,
          met: (value) => value >= GOAL_PERCENT[engine],
        }),
      ),
    ];
  } finally {
    await server.stop();
    await database.drop();
  }
};
