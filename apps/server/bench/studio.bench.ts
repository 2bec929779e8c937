import { type CompiledQuery, sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { makeConfig } from '../src/config.js';
import type { Db } from '../src/db/database.js';
import { DEMO_TENANT_PUBLIC_ID } from '../src/demo/seed.js';
import {
  BENCH_PASSWORD,
  benchDatabase,
  cookieValue,
  type Engine,
  type Figure,
  latencies,
  row,
  signIn,
} from './support.js';

const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const PER_PROGRAM = Number(process.env.BENCH_TRIPLES_PER_PROGRAM ?? 100_000);
const TOTAL = Number(process.env.BENCH_TRIPLES_TOTAL ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const FILTER = 'object.contains=777&sort=subject,asc&page=0&size=20';

const insertProgram = async (db: Db, tenantId: number, name: string) => {
  const now = new Date().toISOString();
  const program = await db.kysely
    .insertInto('program')
    .values({
      tenant_id: tenantId,
      name,
      description: null,
      channel: 'voice',
      agent_only: 0,
      status: 'active',
      created_by: 'bench',
      created_date: now,
      last_modified_by: 'bench',
      last_modified_date: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return program.id;
};

/** Inserts `count` triples into a program with one statement: many subjects, a few predicates, varied objects. */
const insertTriples = async (db: Db, tenantId: number, programId: number, count: number) => {
  const now = new Date().toISOString();
  const rows = sql`
    select ${tenantId}, ${programId}, 'Plan ' || (n % 5000), 'predicate ' || (n % 40),
      'Value ' || ((n * 7919) % 100003), 'bench', 'k' || n, 'bench', ${now}`;
  const columns = sql`(tenant_id, program_id, subject, predicate, object, source, key_hash, created_by, created_date)`;
  if (db.dialect === 'postgres') {
    await sql`insert into triple ${columns} ${rows} from generate_series(1, ${count}) as n`.execute(
      db.kysely,
    );
  } else {
    await sql`insert into triple ${columns}
      with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${count})
      ${rows} from seq`.execute(db.kysely);
  }
};

/**
 * Studio: a CSV import of IMPORT_ROWS triples through the API (rows per second, the file read, checked and
 * stored in one transaction), and a `contains` filter with a sort and a page of 20 on a program of PER_PROGRAM
 * triples among TOTAL: p50/p95 through the API and the same SQL run directly.
 */
export const benchStudio = async (engine: Engine): Promise<Figure[]> => {
  const captured: CompiledQuery[] = [];
  let capturing = false;
  const database = await benchDatabase(engine, (event) => {
    if (capturing && event.level === 'query') captured.push(event.query);
  });
  const app = await buildApp(
    makeConfig({ DATABASE_URL: database.url, ADMIN_PASSWORD: BENCH_PASSWORD, LOG_LEVEL: 'silent' }),
    { db: database.db },
  );
  const db = database.db;
  const demo = await db.kysely
    .selectFrom('tenant')
    .select('id')
    .where('public_id', '=', DEMO_TENANT_PUBLIC_ID)
    .executeTakeFirstOrThrow();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const cookie = await signIn(address, 'admin', BENCH_PASSWORD);
  const xsrf = cookieValue(cookie, 'XSRF-TOKEN');
  const api = `${address}/${DEMO_TENANT_PUBLIC_ID}/api/programs`;
  const figures: Figure[] = [];

  // Import.
  const importProgram = await insertProgram(db, demo.id, 'Bench import');
  const csv = [
    'subject,predicate,object,source',
    ...Array.from(
      { length: IMPORT_ROWS },
      (_, i) => `"Plan ${i % 5000}, option ${i}",covers,"Benefit ${(i * 7919) % 100003}",Brochure ${i % 7}`,
    ),
  ].join('\r\n');
  const importStarted = performance.now();
  const imported = await fetch(`${api}/${importProgram}/triples/import`, {
    method: 'POST',
    headers: { cookie, 'x-xsrf-token': xsrf, 'content-type': 'text/csv' },
    body: csv,
  });
  const importSeconds = (performance.now() - importStarted) / 1000;
  if (imported.status !== 200) throw new Error(`import failed: ${imported.status} ${await imported.text()}`);
  const rowsPerSecond = IMPORT_ROWS / importSeconds;
  console.log(
    row([
      `triples import (${engine}, ${(IMPORT_ROWS / 1000).toFixed(0)}k rows, ${(csv.length / 2 ** 20).toFixed(1)} MB)`,
      `${rowsPerSecond.toFixed(0)} rows/s`,
      `${importSeconds.toFixed(1)} s`,
    ]),
  );
  figures.push({
    name: `triples import (${engine})`,
    value: Math.round(rowsPerSecond),
    unit: 'rows/s',
    goal: '50,000 rows within the request timeout',
  });

  // Filter.
  const started = performance.now();
  const programs = Math.max(1, Math.round(TOTAL / PER_PROGRAM));
  let target = 0;
  for (let p = 0; p < programs; p++) {
    const id = await insertProgram(db, demo.id, `Bench filter ${p}`);
    if (p === 0) target = id;
    await insertTriples(db, demo.id, id, PER_PROGRAM);
  }
  await sql`analyze`.execute(db.kysely);
  const loadSeconds = (performance.now() - started) / 1000;
  const url = `${api}/${target}/triples?${FILTER}`;
  const get = async () => {
    const response = await fetch(url, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`list failed: ${response.status}`);
    return response.json();
  };
  const first = (await get()) as unknown[];
  const total = Number((await fetch(url, { headers: { cookie } })).headers.get('x-total-count'));
  await latencies(20, get);
  const viaApi = await latencies(REQUESTS, get);
  capturing = true;
  await get();
  capturing = false;
  const direct = await latencies(REQUESTS, async () => {
    for (const query of captured) await db.kysely.executeQuery(query);
  });
  const label = `triples contains (${engine}, ${(PER_PROGRAM / 1000).toFixed(0)}k of ${(TOTAL / 1000).toFixed(0)}k)`;
  console.log(row([label, `page ${first.length} of ${total}`, `loaded in ${loadSeconds.toFixed(0)} s`]));
  console.log(
    row(['  through the API', `p50 ${viaApi.p50.toFixed(1)} ms`, `p95 ${viaApi.p95.toFixed(1)} ms`]),
  );
  console.log(
    row([
      `  same SQL direct (${captured.length} queries)`,
      `p50 ${direct.p50.toFixed(1)} ms`,
      `p95 ${direct.p95.toFixed(1)} ms`,
    ]),
  );
  const ratio = viaApi.p50 / direct.p50;
  console.log(row(['  ratio API / direct (p50)', ratio.toFixed(2)]));
  figures.push(
    { name: `triples contains p50 (${engine})`, value: viaApi.p50, unit: 'ms' },
    { name: `triples contains p95 (${engine})`, value: viaApi.p95, unit: 'ms' },
    { name: `triples contains direct SQL p50 (${engine})`, value: direct.p50, unit: 'ms' },
    { name: `triples contains API / direct (${engine})`, value: ratio, unit: 'ratio' },
  );

  await app.close();
  await database.drop();
  return figures;
};
