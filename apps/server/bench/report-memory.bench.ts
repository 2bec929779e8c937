import { migrateToLatest } from '../src/db/migrate.js';
import { DEMO_TENANT_PUBLIC_ID, seed } from '../src/demo/seed.js';
import type { ReportMemoryLoadInput, ReportMemoryLoadOutput } from './report-memory-load.js';
import { builtBenchServer } from './server-build.js';
import {
  BENCH_PASSWORD,
  benchDatabase,
  type Engine,
  type Figure,
  outputOf,
  report,
  signIn,
  spawnScript,
  withServers,
} from './support.js';

const REQUESTS = Number(process.env.BENCH_REPORT_MEMORY_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_REPORT_MEMORY_CONCURRENCY ?? 4);
const SEED = Number(process.env.BENCH_REPORT_MEMORY_SEED ?? 20261128);
/** The goal: the server's resident memory after the requests. */
const RSS_GOAL_MB = 300;
/** How long after the server's start the load begins: its start's own memory given back first, as in the reports bench. */
const SETTLE_MS = Number(process.env.BENCH_REPORT_SETTLE_MS ?? 20_000);

/**
 * The server's memory after reports over random periods (issue 28's goal): the server in a process of its own on
 * the demo tenant; REQUESTS report requests (every report, JSON or a CSV table) over periods drawn at random from
 * the accepted calendar, CONCURRENCY at a time, from a load generator in a process of its own
 * (`report-memory-load.ts`), from BENCH_REPORT_SETTLE_MS (20 s) after the server's start; then the server's RSS, beside
 * its RSS before the load.
 */
export const benchReportMemory = async (engine: Engine): Promise<Figure[]> => {
  const database = await benchDatabase(engine);
  await migrateToLatest(database.db);
  await seed(database.db, BENCH_PASSWORD);
  // Built as production runs it, as the reports bench (`BENCH_REPORT_TSX=1`: the sources through tsx).
  const built = process.env.BENCH_REPORT_TSX === '1' ? undefined : await builtBenchServer();
  return withServers(
    database,
    1,
    async ([server]) => {
      const listening = performance.now();
      const cookie = await signIn(server.address, 'admin', BENCH_PASSWORD);
      // A server's first seconds hold its start's work (the stage model's training thread, about 80 MB, ends some
      // 10 s after the start): 1,000 reports end within seconds, so the RSS after them would be the start's.
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, SETTLE_MS - (performance.now() - listening))),
      );
      const before = server.rssMb();
      const input: ReportMemoryLoadInput = {
        address: server.address,
        cookie,
        tenantPublicId: DEMO_TENANT_PUBLIC_ID,
        requests: REQUESTS,
        concurrency: CONCURRENCY,
        seed: SEED,
      };
      const result = JSON.parse(
        (
          await outputOf(
            spawnScript('report-memory-load.ts', [], { BENCH_REPORT_MEMORY_LOAD: JSON.stringify(input) }),
          )
        )
          .trim()
          .split('\n')
          .pop() ?? '',
      ) as ReportMemoryLoadOutput;
      const after = server.rssMb();
      const statuses = Object.entries(result.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
      console.log(
        `report memory (${engine}): ${REQUESTS} reports in ${result.seconds.toFixed(1)} s (${statuses}); ` +
          `server RSS ${before} MB before, ${after} MB after`,
      );
      if (result.firstFailure) console.log(`  first answer other than 200: ${result.firstFailure}`);
      return [
        report({
          name: `server RSS after ${REQUESTS} reports over random periods (${engine}, ${built ? 'built' : 'tsx'}; ${before} MB before)`,
          value: after,
          unit: 'MB',
          goal: `< ${RSS_GOAL_MB} MB`,
          met: after < RSS_GOAL_MB,
        }),
      ];
    },
    built,
  );
};
