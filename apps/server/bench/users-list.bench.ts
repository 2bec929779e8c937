import { type CompiledQuery, sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { makeConfig } from '../src/config.js';
import type { Db } from '../src/db/database.js';
import { DEMO_TENANT_PUBLIC_ID } from '../src/db/seed.js';
import { createTenant } from '../src/modules/tenant/tenant.repository.js';
import { benchDatabase, type Engine, latencies, row, signIn } from './support.js';

const PASSWORD = 'bench-admin-password';
const PER_TENANT = Number(process.env.BENCH_USERS_PER_TENANT ?? 100_000);
const TENANTS = Number(process.env.BENCH_TENANTS ?? 10);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const LIST = '/api/users?login.contains=u777&sort=lastName,asc&page=0&size=20';

/** Inserts `count` users into a tenant with one statement: varied names, so that sorts and filters do work. */
const insertUsers = async (db: Db, tenantId: number, count: number) => {
  const now = new Date().toISOString();
  const rows = (n: ReturnType<typeof sql>) => sql`
    select ${tenantId}, 'b' || ${tenantId} || 'u' || ${n}, 'b' || ${tenantId} || 'u' || ${n} || '@example.com',
      'First' || (${n} % 97), 'Last' || ((${n} * 7919) % 100003), 'ACTIVE', 'bench', ${now}`;
  const columns = sql`(tenant_id, login, email, first_name, last_name, status, created_by, created_date)`;
  if (db.dialect === 'postgres') {
    await sql`insert into app_user ${columns} ${rows(sql`n`)} from generate_series(1, ${count}) as n`.execute(
      db.kysely,
    );
  } else {
    await sql`insert into app_user ${columns}
      with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${count})
      ${rows(sql`n`)} from seq`.execute(db.kysely);
  }
};

/**
 * Lists the users of a tenant holding PER_TENANT users (TENANTS × PER_TENANT across tenants) with a `contains`
 * filter, a sort and a page of 20: p50/p95 through the API, and the same SQL run directly.
 */
export const benchUsersList = async (engine: Engine) => {
  const captured: CompiledQuery[] = [];
  let capturing = false;
  const database = await benchDatabase(engine, (event) => {
    if (capturing && event.level === 'query') captured.push(event.query);
  });
  const app = await buildApp(
    makeConfig({ DATABASE_URL: database.url, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'silent' }),
    { db: database.db },
  );
  const started = performance.now();
  const demo = await database.db.kysely
    .selectFrom('tenant')
    .select('id')
    .where('public_id', '=', DEMO_TENANT_PUBLIC_ID)
    .executeTakeFirstOrThrow();
  await insertUsers(database.db, demo.id, PER_TENANT);
  for (let t = 1; t < TENANTS; t++) {
    const tenant = await createTenant(database.db.kysely, `Bench ${t}`);
    await insertUsers(database.db, tenant.id, PER_TENANT);
  }
  await sql`analyze`.execute(database.db.kysely);
  const loadSeconds = (performance.now() - started) / 1000;

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const cookie = await signIn(address, 'admin', PASSWORD);
  const url = `${address}/${DEMO_TENANT_PUBLIC_ID}${LIST}`;
  const get = async () => {
    const response = await fetch(url, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`list failed: ${response.status}`);
    return response.json();
  };
  const first = (await get()) as unknown[];
  const total = Number((await fetch(url, { headers: { cookie } })).headers.get('x-total-count'));
  await latencies(20, get); // warm-up

  const api = await latencies(REQUESTS, get);
  // The same SQL, straight to the database: the queries one request runs, captured from the query log.
  capturing = true;
  await get();
  capturing = false;
  const direct = await latencies(REQUESTS, async () => {
    for (const query of captured) await database.db.kysely.executeQuery(query);
  });

  const label = `users list (${engine}, ${(PER_TENANT / 1000).toFixed(0)}k/tenant, ${(
    (PER_TENANT * TENANTS) / 1000
  ).toFixed(0)}k total)`;
  console.log(row([label, `page ${first.length} of ${total}`, `loaded in ${loadSeconds.toFixed(0)} s`]));
  console.log(row(['  through the API', `p50 ${api.p50.toFixed(1)} ms`, `p95 ${api.p95.toFixed(1)} ms`]));
  console.log(
    row([
      `  same SQL direct (${captured.length} queries)`,
      `p50 ${direct.p50.toFixed(1)} ms`,
      `p95 ${direct.p95.toFixed(1)} ms`,
    ]),
  );
  console.log(row(['  ratio API / direct (p50)', (api.p50 / direct.p50).toFixed(2)]));

  await app.close();
  await database.drop();
};
