import { parseListQuery, USER_LIST_SPEC } from '@parlance/shared';
import { sql } from 'kysely';
import type { Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createTextSearchIndex, dropTextSearchIndex } from '../src/db/text-search.js';
import { DEMO_TENANT_PUBLIC_ID, seed } from '../src/demo/seed.js';
import { findSession } from '../src/modules/auth/session.repository.js';
import { createTenant } from '../src/modules/tenant/tenant.repository.js';
import { listUsers } from '../src/modules/users/user.repository.js';
import {
  BENCH_PASSWORD,
  cookieValue,
  type Engine,
  type Figure,
  figureOf,
  latencies,
  load,
  percentilesOf,
  REPEATS,
  rawGetter,
  report,
  SECONDS,
  seededDatabase,
  signIn,
  withServers,
} from './support.js';

const PER_TENANT = Number(process.env.BENCH_USERS_PER_TENANT ?? 100_000);
const TENANTS = Number(process.env.BENCH_TENANTS ?? 10);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const LOOPS = 10;
const LIST_GOAL_MS: Record<Engine, number> = { sqlite: 5, postgres: 10 };
/** The direct figures run one list at a time, as the sequential API figures do. */
const ALONE = { alone: async () => true };
const SEARCH_COLUMNS = ['login', 'email', 'first_name', 'last_name', 'external_code'];

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

/** A small deterministic generator, so that every run asks the same varied questions. */
const random = (seed: number) => {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
};

/**
 * Varied list queries of the kind people type: a part of a login, of an e-mail or of a last name, on one of the
 * first pages, sorted one of three ways; so that the figures do not measure one warm query.
 */
const listQueries = (seed: number, count: number) => {
  const next = random(seed);
  const sorts = ['lastName,asc', 'login,asc', 'email,desc'];
  return Array.from({ length: count }, () => {
    const digits = String(1000 + next(Math.min(9000, Math.max(1, PER_TENANT - 1000))));
    const filter = [
      `login.contains=u${digits}`,
      `email.contains=u${digits}%40`,
      `lastName.contains=${10000 + next(90000)}`,
      `login.endsWith=u${digits}`,
    ][next(4)];
    return `${filter}&sort=${sorts[next(3)]}&page=${next(3)}&size=20`;
  });
};

/** Lists the users of a tenant of PER_TENANT users (TENANTS × PER_TENANT in all) through the API and directly. */
export const benchUsersList = async (engine: Engine): Promise<Figure[]> => {
  const started = performance.now();
  const database = await seededDatabase(engine, `users_${PER_TENANT}x${TENANTS}`, async (db) => {
    await migrateToLatest(db);
    await seed(db, BENCH_PASSWORD);
    const demo = await db.kysely
      .selectFrom('tenant')
      .select('id')
      .where('public_id', '=', DEMO_TENANT_PUBLIC_ID)
      .executeTakeFirstOrThrow();
    // A bulk load: the text-search index is built once at the end rather than row by row.
    await dropTextSearchIndex(db.kysely, db.dialect, 'app_user', SEARCH_COLUMNS);
    await insertUsers(db, demo.id, PER_TENANT);
    for (let t = 1; t < TENANTS; t++) {
      const tenant = await createTenant(db.kysely, `Bench ${t}`);
      await insertUsers(db, tenant.id, PER_TENANT);
    }
    await createTextSearchIndex(db.kysely, db.dialect, 'app_user', SEARCH_COLUMNS);
    await sql`analyze`.execute(db.kysely);
  });
  const db = database.db;
  // Migrations newer than a kept copy.
  await migrateToLatest(db);
  const scale = `${(PER_TENANT / 1000).toFixed(0)}k/tenant, ${((PER_TENANT * TENANTS) / 1000).toFixed(0)}k in all`;
  console.log(
    `users list (${engine}, ${scale}): ${database.cached ? 'copied' : 'loaded'} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  return withServers(database, 1, async ([server]) => {
    const clients: ReturnType<typeof rawGetter>[] = [];
    try {
      const cookie = await signIn(server.address, 'admin', BENCH_PASSWORD);
      const headers = { cookie };
      const base = `${server.address}/${DEMO_TENANT_PUBLIC_ID}/api/users?`;
      /** A client of its own connection (one per list loop), closed at the end. */
      const client = () => {
        const made = rawGetter(headers);
        clients.push(made);
        return (query: string) => made(base + query);
      };
      const get = client();
      const queries = listQueries(1, REQUESTS);
      for (const query of queries.slice(0, 20)) await get(query); // warm-up

      // Sequential, through the API (from this process; the server runs in its own).
      const api95: number[] = [];
      const api50: number[] = [];
      for (let run = 0; run < REPEATS; run++) {
        const runQueries = listQueries(100 + run, REQUESTS);
        const result = await latencies(REQUESTS, (i) => get(runQueries[i] ?? ''));
        api95.push(result.p95);
        api50.push(result.p50);
      }

      // The same SQL straight to the database: what one request runs, the principal's query and the list's.
      const sessionId = cookieValue(cookie, 'PARLANCE_SESSION');
      const direct95: number[] = [];
      const directCpu: number[] = [];
      const directLoop: number[] = [];
      for (let run = 0; run < REPEATS; run++) {
        const runQueries = listQueries(100 + run, REQUESTS);
        const cpu = process.cpuUsage();
        const loop = performance.eventLoopUtilization();
        const result = await latencies(REQUESTS, async (i) => {
          const principal = await findSession(db.kysely, sessionId);
          const parsed = parseListQuery(
            Object.fromEntries(new URLSearchParams(runQueries[i])),
            USER_LIST_SPEC,
          );
          if (!principal || !parsed.ok) throw new Error('direct query failed');
          // As the route does (on a SQLite file, on the read worker, with short reads on the main connection).
          await listUsers(db, principal.user.tenant_id, parsed.query, ALONE);
        });
        direct95.push(result.p95);
        // CPU time of this process per request (every thread, the read worker's too), and how long the event loop
        // was busy per request: on SQLite, how long a list holds it.
        const used = process.cpuUsage(cpu);
        directCpu.push((used.user + used.system) / 1000 / REQUESTS);
        directLoop.push(performance.eventLoopUtilization(loop).active / REQUESTS);
      }

      // Ten list loops at once, and meanwhile GET /api/account on one connection (autocannon, its own process).
      const quiet: number[] = [];
      const busy: number[] = [];
      const loops95: number[] = [];
      for (let run = 0; run < REPEATS; run++) {
        quiet.push((await load(`${server.address}/api/account`, headers, { connections: 1 })).p99);
        let running = true;
        const times: number[] = [];
        const loops = Array.from({ length: LOOPS }, async (_, loop) => {
          const loopGet = client();
          const loopQueries = listQueries(1000 * (run + 1) + loop, 10_000);
          for (let i = 0; running; i++) {
            const start = performance.now();
            await loopGet(loopQueries[i % loopQueries.length] ?? '');
            times.push(performance.now() - start);
          }
        });
        const account = await load(`${server.address}/api/account`, headers, {
          connections: 1,
          seconds: SECONDS,
        });
        running = false;
        await Promise.all(loops);
        if (account.non2xx > 0) throw new Error('account requests failed under list load');
        busy.push(account.p99);
        loops95.push(percentilesOf(times).p95);
      }

      const goal = LIST_GOAL_MS[engine];
      return [
        report(
          figureOf(`users list p95 via API (${engine}, ${scale})`, api95, 'ms', {
            text: `≤ ${goal} ms`,
            met: (value) => value <= goal,
          }),
        ),
        report(figureOf(`users list p50 via API (${engine})`, api50, 'ms')),
        report(figureOf(`users list p95, same SQL direct (${engine})`, direct95, 'ms')),
        report(figureOf(`users list, same SQL direct: CPU per request (${engine})`, directCpu, 'ms')),
        // Wall-clock time, which grows when other processes take the cores; on PostgreSQL the loop only waits.
        ...(engine === 'sqlite'
          ? [
              report(
                figureOf(
                  'users list, same SQL direct: event loop busy per request (sqlite)',
                  directLoop,
                  'ms',
                ),
              ),
            ]
          : []),
        report(figureOf(`users list p95, ${LOOPS} loops at once (${engine})`, loops95, 'ms')),
        report(figureOf(`GET /api/account p99, 1 connection, quiet (${engine})`, quiet, 'ms')),
        report(
          figureOf(`GET /api/account p99 beside ${LOOPS} list loops (${engine})`, busy, 'ms', {
            text: '< 20 ms',
            met: (value) => value < 20,
          }),
        ),
      ];
    } finally {
      for (const made of clients) made.close();
    }
  });
};
