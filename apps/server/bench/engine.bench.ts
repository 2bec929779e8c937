import {
  benchDatabase,
  type Engine,
  engineLoadTarget,
  type Figure,
  percentileFigures,
  report,
  runEngineLoad,
  withServers,
} from './support.js';

const ENGAGEMENTS = Number(process.env.BENCH_ENGINE_ENGAGEMENTS ?? 200);
const SECONDS = Number(process.env.BENCH_ENGINE_SECONDS ?? 60);
const INTERVAL_MS = 2000;

const rssFigure = (name: string, value: number) =>
  report({ name, value, unit: 'MB', goal: '< 300', met: value < 300 });

/**
 * The engine's round trip over the WebSocket: ENGAGEMENTS concurrent engagements on the demo tenant's programs,
 * each on its own socket sending a message every 2 seconds for SECONDS, from the send to the message's `label`
 * frame. The server under test and the load generator (`engine-load.ts`) run in processes of their own; this
 * process only signs the demo admin in and reads the programs' ids.
 */
export const benchEngine = async (engine: Engine): Promise<Figure[]> => {
  const database = await benchDatabase(engine);
  return withServers(database, 1, async ([server]) => {
    const result = await runEngineLoad({
      ...(await engineLoadTarget(server.address, database.db)),
      engagements: ENGAGEMENTS,
      intervalMs: INTERVAL_MS,
      seconds: SECONDS,
    });
    const missing = result.sent - result.labelled;
    if (result.errors > 0 || result.closed > 0 || missing > 0) {
      console.log(
        `engine (${engine}): ${result.errors} error frames, ${result.closed} sockets closed, ${missing} messages without a label`,
      );
    }
    const at = `${ENGAGEMENTS} engagements`;
    return [
      ...percentileFigures((p) => `engine round trip p${p}, ${at} (${engine})`, result, 'ms'),
      report({
        name: `engine messages labelled in ${SECONDS} s, ${at} (${engine})`,
        value: result.labelled,
        unit: 'msgs',
      }),
      report({
        name: `engine messages unlabelled or refused (${engine})`,
        value: missing + result.errors,
        unit: 'msgs',
      }),
      // Both demo programs' stage models are trained and in use by now.
      rssFigure(
        `server RSS with the demo programs' models loaded, after the load (${engine})`,
        server.rssMb(),
      ),
    ];
  });
};
