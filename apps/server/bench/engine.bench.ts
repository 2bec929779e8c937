import { DEMO_TENANT_PUBLIC_ID } from '../src/db/seed.js';
import {
  benchDatabase,
  type Engine,
  type Figure,
  outputOf,
  report,
  signIn,
  spawnScript,
  startServer,
} from './support.js';

const PASSWORD = 'bench-admin-password';
const ENGAGEMENTS = Number(process.env.BENCH_ENGINE_ENGAGEMENTS ?? 200);
const SECONDS = Number(process.env.BENCH_ENGINE_SECONDS ?? 60);
const INTERVAL_MS = 2000;

interface LoadOutput {
  sent: number;
  labelled: number;
  errors: number;
  closed: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * The engine's round trip over the WebSocket: ENGAGEMENTS concurrent engagements on the demo tenant's programs,
 * each on its own socket sending a message every 2 seconds for SECONDS, from the send to the message's `label`
 * frame. The server under test and the load generator (`engine-load.ts`) run in processes of their own; this
 * process only signs the demo admin in and reads the programs' ids.
 */
export const benchEngine = async (engine: Engine): Promise<Figure[]> => {
  const database = await benchDatabase(engine);
  const server = await startServer(database.url, PASSWORD);
  try {
    const cookie = await signIn(server.address, 'admin', PASSWORD);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
    const programs = await database.db.kysely
      .selectFrom('program')
      .innerJoin('tenant', 'tenant.id', 'program.tenant_id')
      .select('program.id')
      .where('tenant.public_id', '=', DEMO_TENANT_PUBLIC_ID)
      .where('program.status', '=', 'active')
      .orderBy('program.id')
      .execute();
    if (programs.length === 0) throw new Error('no demo programs');
    const loadInput = {
      address: server.address,
      cookie,
      xsrf,
      programs: programs.map((program) => program.id),
      engagements: ENGAGEMENTS,
      intervalMs: INTERVAL_MS,
      seconds: SECONDS,
    };
    const output = await outputOf(
      spawnScript('engine-load.ts', [], { BENCH_ENGINE_LOAD: JSON.stringify(loadInput) }),
    );
    const result = JSON.parse(output.trim().split('\n').pop() ?? '') as LoadOutput;
    const missing = result.sent - result.labelled;
    if (result.errors > 0 || result.closed > 0 || missing > 0) {
      console.log(
        `engine (${engine}): ${result.errors} error frames, ${result.closed} sockets closed, ${missing} messages without a label`,
      );
    }
    const at = `${ENGAGEMENTS} engagements`;
    return [
      report({ name: `engine round trip p50, ${at} (${engine})`, value: result.p50, unit: 'ms' }),
      report({ name: `engine round trip p95, ${at} (${engine})`, value: result.p95, unit: 'ms' }),
      report({ name: `engine round trip p99, ${at} (${engine})`, value: result.p99, unit: 'ms' }),
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
    ];
  } finally {
    await server.stop();
    await database.drop();
  }
};
