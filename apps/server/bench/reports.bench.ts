import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { addDays, DEFAULT_STAGE_ORDER, zonedDayStart } from '@parlance/shared';
import { sql } from 'kysely';
import type { Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { loadLabelledConversations } from '../src/demo/demo-data.js';
import { DEMO_TENANT_PUBLIC_ID, seed } from '../src/demo/seed.js';
import { createReportRollups } from '../src/modules/conversations/report-rollup.js';
import {
  SKETCH_GAMMA,
  SKETCH_RELATIVE_ERROR,
  SKETCH_ZERO_BUCKET,
  sketchBucket,
} from '../src/modules/conversations/report-sketch.js';
import { builtBenchServer } from './server-build.js';
import {
  BENCH_PASSWORD,
  cookieValue,
  type Engine,
  type Figure,
  figureOf,
  latencies,
  REPEATS,
  rawGetter,
  report,
  seededDatabase,
  signIn,
  withServers,
} from './support.js';

const CONVERSATIONS = Number(process.env.BENCH_REPORT_CONVERSATIONS ?? 100_000);
const MESSAGES = Number(process.env.BENCH_REPORT_MESSAGES ?? CONVERSATIONS * 20);
const REQUESTS = Number(process.env.BENCH_REPORT_REQUESTS ?? 40);
/** Recorded calls imported for the import rate: below the API key's requests a minute, so none waits. */
const IMPORTS = Number(process.env.BENCH_REPORT_IMPORTS ?? 200);
const AGENTS = Number(process.env.BENCH_REPORT_AGENTS ?? 40);
/** The days the conversations start in (365 unless `BENCH_REPORT_DAYS`), and the reports' ranges (tenant's days). */
const DAYS = Number(process.env.BENCH_REPORT_DAYS ?? 365);
const FROM = '2025-01-01';
const TO = addDays(FROM, DAYS - 1);
/** The last 90 days of the data, and the whole of it. */
const PERIODS = [
  { days: Math.min(90, DAYS), from: addDays(TO, -(Math.min(90, DAYS) - 1)) },
  ...(DAYS > 90 ? [{ days: DAYS, from: FROM }] : []),
];
const BASE_SECONDS = Date.parse(`${FROM}T00:00:00Z`) / 1000;
const SPAN_SECONDS = DAYS * 86_400;
const TIME_ZONE = 'Europe/Berlin';
/** Issue 29's goals: SQLite every report ≤ 100 ms; PostgreSQL ≤ 150 ms over 90 days and ≤ 400 ms over 365. */
const reportGoalMs = (engine: Engine, days: number) => (engine === 'sqlite' ? 100 : days <= 90 ? 150 : 400);
const DRILL_DOWN_GOAL_MS = 50;
const FIRST_REPORT_GOAL_MS = 1000;
const RSS_GOAL_MB = 250;
const CSV_GOAL_S = 10;
/** How long after the server's start the reports begin (its start's work over: see `benchReports`). */
const SETTLE_MS = Number(process.env.BENCH_REPORT_SETTLE_MS ?? 20_000);

/**
 * The code that decides what the rollups hold (the fold, and the histogram's buckets: their SQL and constants), as a
 * short hash. The cached copy holds the tenant's rollups as this code built them, so its name carries the hash: a
 * change of the fold or the buckets loads a new copy rather than reads rollups an earlier fold built, while a change
 * of how reports read the rollups keeps it (the seed cache's own key covers `src/db` only).
 */
export const foldCodeHash = () => {
  const hash = createHash('sha256');
  hash.update(
    readFileSync(fileURLToPath(new URL('../src/modules/conversations/report-rollup.ts', import.meta.url))),
  );
  hash.update(`${sketchBucket}\n${SKETCH_GAMMA}\n${SKETCH_ZERO_BUCKET}`);
  return hash.digest('hex').slice(0, 6);
};

/** An ISO time (as the app writes them) of epoch seconds, in SQL. */
const isoOf = (db: Db, seconds: ReturnType<typeof sql>) =>
  db.dialect === 'postgres'
    ? sql`to_char(to_timestamp(${seconds}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`;

/** `select n from <1..count>` on either engine, for an insert's rows. */
const series = (db: Db, count: number, start = 1) =>
  db.dialect === 'postgres'
    ? sql`(select n from generate_series(${sql.lit(start)}, ${sql.lit(count + start - 1)}) as n)`
    : sql`(with recursive seq(n) as (select ${sql.lit(start)} union all select n + 1 from seq where n < ${sql.lit(count + start - 1)}) select n from seq)`;

const stageCase = (index: ReturnType<typeof sql>) =>
  sql`case ${index} ${sql.join(
    DEFAULT_STAGE_ORDER.map((stage, k) => sql`when ${sql.lit(k)} then ${sql.lit(stage)}`),
    sql` `,
  )} end`;

/**
 * One tenant's conversations, set-based: CONVERSATIONS over 90 days, MESSAGES in all (the same count each), on
 * both demo programs, AGENTS agents (one in five in the control group; one conversation in 25 without an agent),
 * both channels, three sources; stages through the default order with skips, early ends, out-of-order openings
 * and stages outside the order; corrections and alerts; then the reporting columns and rows as migration 013's
 * backfill makes them.
 */
/** The triggers that mark a written conversation for the report rollups (migration 027), by table. */
const FOLD_TRIGGERS = [
  ['conversation_stage', 'conversation_stage_fold'],
  ['compliance_alert', 'compliance_alert_fold'],
  ['conversation_message', 'conversation_message_fold'],
  ['conversation', 'conversation_fold_insert'],
  ['conversation', 'conversation_fold_update'],
] as const;

const seedConversations = async (db: Db) => {
  const { kysely } = db;
  // Loaded set-based, then counted by the rollups' build: on PostgreSQL the marks' triggers are off meanwhile (a
  // build's start drops the marks on SQLite, whose triggers cannot be turned off).
  if (db.dialect === 'postgres')
    for (const [table, trigger] of FOLD_TRIGGERS)
      await sql.raw(`alter table ${table} disable trigger ${trigger}`).execute(kysely);
  const tenant = await kysely
    .selectFrom('tenant')
    .select('id')
    .where('public_id', '=', DEMO_TENANT_PUBLIC_ID)
    .executeTakeFirstOrThrow();
  const tenantId = tenant.id;
  await kysely.updateTable('tenant').set({ time_zone: TIME_ZONE }).where('id', '=', tenantId).execute();
  const programs = await kysely
    .selectFrom('program')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute();
  const [p1, p2] = [programs[0]!.id, (programs[1] ?? programs[0])!.id];
  const now = new Date().toISOString();
  await sql`insert into app_user (tenant_id, login, email, first_name, last_name, status, external_code, created_by, created_date)
    select ${tenantId}, 'ragent' || n, 'ragent' || n || '@example.com', 'Agent', 'Number' || n,
      case when n % 5 = 0 then 'CONTROL_GROUP' else 'ACTIVE' end, 'R-' || n, 'bench', ${now}
    from ${series(db, AGENTS, 0)} s`.execute(kysely);
  const perConversation = Math.max(1, Math.round(MESSAGES / CONVERSATIONS));
  const start = sql`(${sql.lit(BASE_SECONDS)} + (n * ${sql.lit(Math.floor(SPAN_SECONDS / CONVERSATIONS))}) + ((n % 600) * 7919) % 600)`;
  const pace = sql`(5 + (n * 13) % 40)`;
  const agent = sql`(select id from app_user where tenant_id = ${tenantId} and login = 'ragent' || ((n * 7) % ${sql.lit(AGENTS)}))`;
  await sql`insert into conversation (tenant_id, program_id, engagement_id, started_date, ended_date, agent_user_id,
      source, status, channel, message_count, alert_count, agent_group, first_message_date, last_message_date)
    select ${tenantId}, case when n % 2 = 0 then ${sql.lit(p1)} else ${sql.lit(p2)} end, 'bench-' || n, ${isoOf(db, start)},
      ${isoOf(db, sql`${start} + ${sql.lit(perConversation - 1)} * ${pace}`)},
      case when n % 25 = 0 then null else ${agent} end,
      case when n % 10 = 0 then 'import' when n % 29 = 0 then 'simulator' else 'api' end, 'ended',
      case when n % 29 = 0 and n % 10 <> 0 then null when n % 3 = 0 then 'chat' else 'voice' end,
      ${sql.lit(perConversation)},
      (case when n % 7 = 0 then 1 else 0 end) + (case when n % 11 = 0 then 1 else 0 end),
      case when n % 25 = 0 then null when ((n * 7) % ${sql.lit(AGENTS)}) % 5 = 0 then 'control' else 'assisted' end,
      ${isoOf(db, start)}, ${isoOf(db, sql`${start} + ${sql.lit(perConversation - 1)} * ${pace}`)}
    from ${series(db, CONVERSATIONS)} s`.execute(kysely);
  // Each message i of conversation n: the order's stage i falls in, with variations.
  const number = sql`cast(substr(c.engagement_id, 7) as integer)`;
  const k0 = sql`((i * ${sql.lit(DEFAULT_STAGE_ORDER.length)}) / ${sql.lit(perConversation)})`;
  const k1 = sql`(case when ${number} % 4 = 1 and ${k0} = 3 then 4 else ${k0} end)`;
  const k2 = sql`(case when ${number} % 3 = 0 and ${k1} > 3 + ${number} % 5 then 3 + ${number} % 5 else ${k1} end)`;
  const stage = sql`(case when (${number} + i) % 17 = 0 then 'Other' when ${number} % 9 = 4 and i < 2 then 'Agent Qualify' else ${stageCase(k2)} end)`;
  const at = sql`(${sql.lit(BASE_SECONDS)} + (${number} * ${sql.lit(Math.floor(SPAN_SECONDS / CONVERSATIONS))}) + ((${number} % 600) * 7919) % 600 + i * (5 + (${number} * 13) % 40))`;
  await sql`insert into conversation_message (tenant_id, conversation_id, message_index, from_speaker, content, stage,
      confidence, evidence, created_date, corrected_stage, corrected_by, corrected_date)
    select c.tenant_id, c.id, i, case when i % 2 = 0 then 'Agent' else 'Visitor' end, 'message ' || i, ${stage},
      0.9, '{}', ${isoOf(db, at)},
      case when (${number} * 31 + i * 7) % 97 = 0 then (case when ${stage} = 'Agent Discovery' then 'Agent Qualify' else 'Agent Discovery' end) end,
      case when (${number} * 31 + i * 7) % 97 = 0 then 'admin' end,
      case when (${number} * 31 + i * 7) % 97 = 0 then ${now} end
    from conversation c cross join (select n - 1 as i from ${series(db, perConversation)} s) m
    where c.tenant_id = ${tenantId}`.execute(kysely);
  await sql`insert into compliance_alert (tenant_id, conversation_id, rule_id, kind, severity, message_index, message, created_date)
    select c.tenant_id, c.id, r.rule_id, r.kind, r.severity, 3, 'bench', c.started_date
    from conversation c cross join (
      select 7 as every, 'qualify-before-recommend' as rule_id, 'before' as kind, 'warning' as severity
      union all select 11, 'recorded-line-notice', 'phrase', 'critical') r
    where c.tenant_id = ${tenantId} and cast(substr(c.engagement_id, 7) as integer) % r.every = 0`.execute(
    kysely,
  );
  // As migration 013's backfill: handle time, corrections, then one row per conversation and stage.
  const millis = (from: string, to: string) =>
    db.dialect === 'postgres'
      ? sql.raw(`round(extract(epoch from (${to}::timestamptz - ${from}::timestamptz)) * 1000)::bigint`)
      : sql.raw(`cast(round((julianday(${to}) - julianday(${from})) * 86400000) as integer)`);
  await sql`update conversation set handle_ms = ${millis('first_message_date', 'last_message_date')},
      correction_count = (select count(*) from conversation_message m where m.conversation_id = conversation.id and m.corrected_stage is not null and m.corrected_stage <> m.stage),
      current_stage = 'Sincere Goodbye'
    where tenant_id = ${tenantId}`.execute(kysely);
  await sql`insert into conversation_stage (tenant_id, conversation_id, stage, messages, first_index, duration_ms, engine_messages, corrected)
    select tenant_id, conversation_id, stage, sum(own), min(own_index), sum(ms), sum(engine), sum(fixed) from (
      select tenant_id, conversation_id, coalesce(corrected_stage, stage) as stage, 1 as own, message_index as own_index,
        coalesce(${millis('created_date', 'next_date')}, 0) as ms, 0 as engine, 0 as fixed
      from (select m.*, lead(created_date) over (partition by conversation_id order by message_index) as next_date
        from conversation_message m where m.tenant_id = ${tenantId}) timed
      union all
      select tenant_id, conversation_id, stage, 0, null, 0, 1,
        case when corrected_stage is not null and corrected_stage <> stage then 1 else 0 end
      from conversation_message where tenant_id = ${tenantId}
    ) parts group by tenant_id, conversation_id, stage`.execute(kysely);
  // Each conversation's stage path, as the writer keeps it: its stages with messages, by their first message.
  await sql`update conversation set stage_path = ${
    db.dialect === 'postgres'
      ? sql`(select string_agg(stage, chr(31) order by first_index) from conversation_stage s
          where s.conversation_id = conversation.id and s.messages > 0)`
      : sql`(select group_concat(stage, char(31)) from (select stage from conversation_stage s
          where s.conversation_id = conversation.id and s.messages > 0 order by first_index))`
  } where tenant_id = ${tenantId}`.execute(kysely);
  return { tenantId, programId: p1 };
};

/**
 * The import rate: IMPORTS recorded calls of the repo's labelled conversations (11 to 40 messages) through
 * `POST /api/v1/conversations`, one at a time as a platform's nightly batch sends them, each labelled message by
 * message and stored with its reporting rows.
 */
const importRate = async (
  address: string,
  cookie: string,
  programId: number,
  engine: Engine,
): Promise<Figure[]> => {
  const post = async (path: string, body: unknown, headers: Record<string, string>) => {
    const response = await fetch(`${address}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (response.status >= 300) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const session = { cookie, 'x-xsrf-token': cookieValue(cookie, 'XSRF-TOKEN') };
  const key = String(
    (await post(`/${DEMO_TENANT_PUBLIC_ID}/api/api-keys`, { name: 'Reports bench' }, session)).key,
  );
  const recorded = loadLabelledConversations();
  const firstCall = Date.now() - 2 * 86_400_000;
  let messages = 0;
  const start = performance.now();
  for (let i = 0; i < IMPORTS; i++) {
    const conversation = recorded[i % recorded.length]!;
    await post(
      '/api/v1/conversations',
      {
        engagementId: `PLATFORM${800_000 + i}`,
        program: programId,
        channel: conversation.style,
        messages: conversation.messages.map(({ from, content }, k) => ({
          from,
          content,
          time: new Date(firstCall + i * 60_000 + k * 7_000).toISOString(),
        })),
      },
      { authorization: `Bearer ${key}` },
    );
    messages += conversation.messages.length;
  }
  const seconds = (performance.now() - start) / 1000;
  return [
    report({ name: `import: conversations a second (${engine})`, value: IMPORTS / seconds, unit: '/s' }),
    report({ name: `import: messages a second (${engine})`, value: messages / seconds, unit: '/s' }),
  ];
};

/** The reports measured over each period, and with a filter over the shorter one. */
const REPORTS = [
  'funnel',
  'time-in-stage',
  'flow',
  'assist-impact',
  'agents?page=0&size=20&sort=conversations,desc',
  'corrections',
  'conversations?page=0&size=20',
];

/**
 * The exact handle-time median and p90 of the conversations of a period (by the first message, as reports place
 * them; the simulator's left out, as reports leave them), for the sketch's error on the bench's data: `percentile_cont` on PostgreSQL, a sort of the values on SQLite.
 */
const exactHandlePercentiles = async (db: Db, tenantId: number, from: string, to: string) => {
  const start = new Date(zonedDayStart(from, TIME_ZONE)).toISOString();
  const end = new Date(zonedDayStart(addDays(to, 1), TIME_ZONE)).toISOString();
  const values = (
    await db.kysely
      .selectFrom('conversation')
      .select('handle_ms')
      .where('tenant_id', '=', tenantId)
      .where('first_message_date', '>=', start)
      .where('first_message_date', '<', end)
      // As reports count them: the simulator's test chats only when the source filter asks.
      .where('source', '<>', 'simulator')
      .execute()
  )
    .map((row) => Number(row.handle_ms))
    .sort((a, b) => a - b);
  const at = (p: number) => {
    const position = p * (values.length - 1);
    const low = Math.floor(position);
    const high = Math.min(low + 1, values.length - 1);
    return values[low]! + (values[high]! - values[low]!) * (position - low);
  };
  return { median: at(0.5) / 1000, p90: at(0.9) / 1000 };
};

/**
 * The bench's tenant (CONVERSATIONS conversations over DAYS days, with its rollups) in a database of its own: a copy
 * of the cached one with `BENCH_SEED_CACHE=1`.
 */
export const reportTenantDatabase = (engine: Engine) =>
  seededDatabase(
    engine,
    // Short: PostgreSQL keeps 63 characters of a database's name, and the cache adds its prefix and hash.
    `r${CONVERSATIONS}x${MESSAGES}x${DAYS}_${foldCodeHash()}`,
    async (db) => {
      await migrateToLatest(db);
      await seed(db, BENCH_PASSWORD);
      await seedConversations(db);
      if (db.dialect === 'postgres')
        for (const [table, trigger] of FOLD_TRIGGERS)
          await sql.raw(`alter table ${table} enable trigger ${trigger}`).execute(db.kysely);
      await sql`analyze`.execute(db.kysely);
      // The tenant's report rollups, as a server's folder builds them (kept in the cached copy).
      const building = performance.now();
      await createReportRollups({ db, log: console, everyMs: 0 }).foldAll();
      await sql`analyze`.execute(db.kysely);
      console.log(
        `reports (${engine}): rollups built in ${((performance.now() - building) / 1000).toFixed(1)} s`,
      );
    },
  );

/**
 * The server's V8 heap from `/management/prometheus`, in MB: its total, the old generation's used part and the
 * memory outside the heap that V8 knows of (buffers), to read beside an RSS.
 */
const heapOf = async (address: string, cookie: string) => {
  const text = await (await fetch(`${address}/management/prometheus`, { headers: { cookie } })).text();
  const mb = (pattern: RegExp) => {
    const value = pattern.exec(text)?.[1];
    return value === undefined ? Number.NaN : Math.round(Number(value) / 1048576);
  };
  return `heap ${mb(/^nodejs_heap_size_total_bytes (\S+)/m)} MB, old space ${mb(/^nodejs_heap_space_size_used_bytes\{space="old"\} (\S+)/m)} MB used, external ${mb(/^nodejs_external_memory_bytes (\S+)/m)} MB`;
};

/**
 * Reporting at scale: a tenant of CONVERSATIONS conversations and MESSAGES messages over DAYS days; the first
 * report after the server starts; each report's p50 and p95 through the API over the last 90 days and the whole
 * range, and filtered (a program and a channel) over the 90 days, REQUESTS requests in a row each; the server's
 * RSS after them; the percentile error against the exact figure; the funnel after a write; the conversations CSV
 * (at most 100,000 rows) to its last byte; the import rate.
 */
export const benchReports = async (engine: Engine): Promise<Figure[]> => {
  const started = performance.now();
  const scale = `${(CONVERSATIONS / 1000).toFixed(0)}k conversations, ${(MESSAGES / 1_000_000).toFixed(1)}M messages, ${DAYS} days`;
  const database = await reportTenantDatabase(engine);
  const db = database.db;
  await migrateToLatest(db);
  const short = `${(CONVERSATIONS / 1000).toFixed(0)}k`;
  const tenantId = (
    await db.kysely
      .selectFrom('tenant')
      .select('id')
      .where('public_id', '=', DEMO_TENANT_PUBLIC_ID)
      .executeTakeFirstOrThrow()
  ).id;
  const programId = (
    await db.kysely
      .selectFrom('program')
      .select('program.id')
      .where('tenant_id', '=', tenantId)
      .orderBy('program.id')
      .executeTakeFirstOrThrow()
  ).id;
  console.log(
    `reports (${engine}, ${scale}): ${database.cached ? 'copied' : 'loaded'} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  // The server as production runs it, built (`server-build.ts`); `BENCH_REPORT_TSX=1`: the sources through tsx, as
  // before, whose loader adds about 45 MB of RSS.
  const built = process.env.BENCH_REPORT_TSX === '1' ? undefined : await builtBenchServer();
  const serverKind = built ? 'built' : 'tsx';
  return withServers(
    database,
    1,
    async ([server]) => {
      const listening = performance.now();
      const cookie = await signIn(server.address, 'admin', BENCH_PASSWORD);
      const get = rawGetter({ cookie });
      const figures: Figure[] = [];
      try {
        const base = `${server.address}/${DEMO_TENANT_PUBLIC_ID}/api/reports/`;
        const whole = `from=${FROM}&to=${TO}`;
        const filter = `programId=${programId}&channel=voice`;
        const goalOf = (ms: number) => ({ text: `≤ ${ms} ms`, met: (value: number) => value <= ms });
        // The first report after the server starts, over the whole range: nothing to load first.
        const coldStart = performance.now();
        await get(`${base}funnel?${whole}`);
        figures.push(
          report({
            name: `report funnel, first after start (${engine}, ${DAYS} days)`,
            value: Math.round(performance.now() - coldStart),
            unit: 'ms',
            goal: `≤ ${FIRST_REPORT_GOAL_MS} ms`,
            met: performance.now() - coldStart <= FIRST_REPORT_GOAL_MS,
          }),
        );
        // A server's first seconds hold its start's work: with no request at all, its RSS falls by about 100 MB
        // within about 10 s of listening (measured on both engines, 330–350 MB to 225–240 MB). The reports start once
        // that is over, so that the RSS after them is the reports' and not the start's at any scale (a run of 100,000
        // conversations ends within seconds of the start, one of 1,000,000 does not); the RSS before them is printed.
        const peak = server.rssMb();
        await new Promise((resolve) =>
          setTimeout(resolve, Math.max(0, SETTLE_MS - (performance.now() - listening))),
        );
        figures.push(
          report({
            name: `server RSS before the reports, ${SETTLE_MS / 1000} s after its start (${engine}, ${short}, ${serverKind}; ${peak} MB at the first report; ${await heapOf(server.address, cookie)})`,
            value: server.rssMb(),
            unit: 'MB',
          }),
        );
        const runs = [
          ...PERIODS.map((period) => ({ ...period, filtered: false })),
          { ...PERIODS[0]!, filtered: true },
        ];
        for (const { days, from, filtered } of runs) {
          const range = `from=${from}&to=${TO}`;
          for (const path of REPORTS) {
            const name = path.split('?')[0]!;
            const url = `${base}${path}${path.includes('?') ? '&' : '?'}${range}${filtered ? `&${filter}` : ''}`;
            for (let i = 0; i < 2; i++) await get(url); // warm-up
            const p95: number[] = [];
            const p50: number[] = [];
            for (let run = 0; run < REPEATS; run++) {
              const result = await latencies(REQUESTS, () => get(url));
              p95.push(result.p95);
              p50.push(result.p50);
            }
            const label = `report ${name === 'conversations' ? 'drill-down page' : name}, ${days} days${filtered ? ', filtered' : ''}`;
            const goal = name === 'conversations' ? DRILL_DOWN_GOAL_MS : reportGoalMs(engine, days);
            figures.push(report(figureOf(`${label} p95 (${engine}, ${short})`, p95, 'ms', goalOf(goal))));
            figures.push(report(figureOf(`${label} p50 (${engine})`, p50, 'ms')));
          }
        }
        const after = server.rssMb();
        figures.push(
          report({
            name: `server RSS after every report over ${DAYS} days (${engine}, ${short}, ${serverKind}; ${await heapOf(server.address, cookie)})`,
            value: after,
            unit: 'MB',
            goal: `≤ ${RSS_GOAL_MB} MB`,
            met: after <= RSS_GOAL_MB,
          }),
        );
        // The sketch's error on this data: the report's handle-time percentiles against the exact ones.
        {
          const exact = await exactHandlePercentiles(db, tenantId, FROM, TO);
          const response = await fetch(`${base}time-in-stage?${whole}`, { headers: { cookie } });
          const { handleTime } = (await response.json()) as {
            handleTime: { medianSeconds: number; p90Seconds: number };
          };
          const error = Math.max(
            Math.abs(handleTime.medianSeconds - exact.median) / exact.median,
            Math.abs(handleTime.p90Seconds - exact.p90) / exact.p90,
          );
          figures.push(
            report({
              name: `handle time median and p90, largest relative error against the exact figure (${engine})`,
              value: Math.round(error * 10_000) / 100,
              unit: '%',
              goal: `≤ ${(SKETCH_RELATIVE_ERROR * 100).toFixed(2)} %`,
              met: error <= SKETCH_RELATIVE_ERROR,
            }),
          );
        }
        // A write between reports: each report reads the rows as they are, the write's included.
        {
          const ids = (
            await db.kysely
              .selectFrom('conversation')
              .select('id')
              .where('engagement_id', 'like', 'bench-%')
              .orderBy('id')
              .execute()
          ).map((row) => row.id);
          const range = `from=${PERIODS[0]!.from}&to=${TO}`;
          const p95: number[] = [];
          const p50: number[] = [];
          for (let run = 0; run < REPEATS; run++) {
            const result = await latencies(REQUESTS, async (i) => {
              const id = ids[Math.floor(((run * REQUESTS + i) * 7919) % ids.length)]!;
              // A write of its stage rows marks the conversation: the report folds it first.
              await sql`update conversation_stage set corrected = corrected where conversation_id = ${id}`.execute(
                db.kysely,
              );
              return get(`${base}funnel?${range}`);
            });
            p95.push(result.p95);
            p50.push(result.p50);
          }
          figures.push(
            report(
              figureOf(
                `report funnel after a write, ${PERIODS[0]!.days} days p95 (${engine}, ${short})`,
                p95,
                'ms',
                goalOf(reportGoalMs(engine, PERIODS[0]!.days)),
              ),
            ),
          );
          figures.push(report(figureOf(`report funnel after a write p50 (${engine})`, p50, 'ms')));
        }
        // The conversations CSV of the whole range (at most 100,000 rows): the whole body, as a download reads it.
        const csv: number[] = [];
        let rows = 0;
        for (let run = 0; run < REPEATS; run++) {
          const start = performance.now();
          const response = await fetch(`${base}conversations?${whole}`, {
            headers: { cookie, accept: 'text/csv' },
          });
          const text = await response.text();
          if (response.status !== 200) throw new Error(`CSV: ${response.status} ${text.slice(0, 200)}`);
          csv.push((performance.now() - start) / 1000);
          rows = text.split('\r\n').filter(Boolean).length - 1;
        }
        figures.push(
          report(
            figureOf(`conversations CSV, ${rows.toLocaleString('en')} rows (${engine})`, csv, 's', {
              text: `≤ ${CSV_GOAL_S} s`,
              met: (value) => value <= CSV_GOAL_S,
            }),
          ),
        );
        figures.push(...(await importRate(server.address, cookie, programId, engine)));
        return figures;
      } finally {
        get.close();
      }
    },
    built,
  );
};
