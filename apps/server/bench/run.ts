import { benchStageModel } from '@parlance/stage-model/bench';
import { benchAccount } from './account.bench.js';
import { benchBundle } from './bundle.bench.js';
import { benchCards } from './cards.bench.js';
import { benchEngine } from './engine.bench.js';
import { benchLighthouse } from './lighthouse.bench.js';
import { benchReportMemory } from './report-memory.bench.js';
import { benchReports } from './reports.bench.js';
import { benchStudio } from './studio.bench.js';
import { benchSupervisorFeed } from './supervisor-feed.bench.js';
import { ENGINES, type Figure, printSummary } from './support.js';
import { benchTenantWrites } from './tenant-writes.bench.js';
import { benchUsersList } from './users-list.bench.js';
import { benchWebhooks } from './webhooks.bench.js';

/**
 * `npm run bench`: every benchmark on both engines. Each servers runs in a process of its own and the load
 * generators outside it; each module returns its figures, printed in one summary table at the end.
 * `BENCH_ENGINES=sqlite` limits the engines; `BENCH_ONLY=account,users-list,studio,engine,supervisor-feed,
 * tenant-writes,reports,report-memory,webhooks,stage-model,cards,bundle,lighthouse` the benchmarks.
 */
const engines = ENGINES.filter(
  (engine) => !process.env.BENCH_ENGINES || process.env.BENCH_ENGINES.includes(engine),
);
const only = (name: string) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(',').includes(name);
const figures: Figure[] = [];
// biome-ignore lint/suspicious/noConfusingVoidType: benchmarks that only print return nothing.
const collect = (result: Figure[] | void) => {
  if (result) figures.push(...result);
};

for (const engine of engines) if (only('account')) collect(await benchAccount(engine));
for (const engine of engines) if (only('users-list')) collect(await benchUsersList(engine));
for (const engine of engines) if (only('studio')) collect(await benchStudio(engine));
for (const engine of engines) if (only('engine')) collect(await benchEngine(engine));
for (const engine of engines) if (only('supervisor-feed')) collect(await benchSupervisorFeed(engine));
for (const engine of engines) if (only('reports')) collect(await benchReports(engine));
for (const engine of engines) if (only('report-memory')) collect(await benchReportMemory(engine));
for (const engine of engines) if (only('webhooks')) collect(await benchWebhooks(engine));
// PostgreSQL only: one database shared by two instances.
if (only('tenant-writes') && engines.includes('postgres')) collect(await benchTenantWrites());
if (only('stage-model')) collect(benchStageModel());
if (only('cards')) collect(benchCards());
if (only('bundle')) collect(benchBundle());
if (only('lighthouse')) collect(await benchLighthouse());

printSummary(figures);
