import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { type Kysely, type KyselyPlugin, sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/db/database.js';
import type { Database } from '../src/db/schema.js';
import { DEMO_TENANT_PUBLIC_ID } from '../src/demo/seed.js';
import { sha256 } from '../src/lib/crypto.js';
import { findLiveConversation } from '../src/modules/conversations/conversation.repository.js';
import { appendMessage, startConversation } from '../src/modules/conversations/conversation-writer.js';
import {
  benchDatabase,
  demoProgramIds,
  type Figure,
  outputOf,
  report,
  spawnScript,
  withServers,
} from './support.js';
import type { TenantWritesLoadInput, TenantWritesLoadOutput } from './tenant-writes-load.js';

const ENGAGEMENTS = Number(process.env.BENCH_TENANT_WRITES_ENGAGEMENTS ?? 96);
const SECONDS = Number(process.env.BENCH_TENANT_WRITES_SECONDS ?? 20);
const WRITER_CLIENTS = Number(process.env.BENCH_TENANT_WRITES_CLIENTS ?? 32);
const WRITER_SECONDS = Number(process.env.BENCH_TENANT_WRITES_WRITER_SECONDS ?? 10);
/** Keys per engagement, used in turn: each key may make 600 requests a minute on an endpoint. */
const KEYS_PER_ENGAGEMENT = 8;
const SAMPLE_MS = 50;
/** The write of the goal's "today", measured at the issue on a quiet machine (the same write is timed in each run). */
const TODAY_AT_ISSUE = '1,218–1,469';
/** The writer, the writes of "today" and the bare write take turns this many times, so that each meets the same load. */
const WRITER_ROUNDS = 3;
/** The machine's load averages (1, 5 and 15 minutes), printed beside each figure: the machine is shared. */
const load = () =>
  `load ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')}`;
const LOCK_GOAL = 5;

/** One sample of the bench database's busy client backends: how many, and how many wait on a lock. */
interface Sample {
  busy: number;
  locked: number;
  /** Of those, on an advisory lock (what the live event bus took per tenant before). */
  advisory: number;
  /** Each backend waiting on a lock: its wait event and the start of its statement. */
  waiters: { event: string; query: string; blocker: string | null }[];
}

/**
 * Samples `pg_stat_activity` of `database` every SAMPLE_MS until `stop` settles (and at most for `limitMs`): the
 * client backends that run a statement, and those of them waiting on a lock (`wait_event_type = 'Lock'`).
 */
const sampleActivity = async (url: string, stop: Promise<unknown>, limitMs: number) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const samples: Sample[] = [];
  let done = false;
  void stop.finally(() => {
    done = true;
  });
  const until = Date.now() + limitMs;
  try {
    for (let i = 0; !done && Date.now() < until && i < limitMs / SAMPLE_MS + 100; i++) {
      const { rows } = await client.query<{
        busy: string;
        locked: string;
        advisory: string;
        waiters: Sample['waiters'] | null;
      }>(
        `select count(*) as busy, count(*) filter (where wait_event_type = 'Lock') as locked,
           count(*) filter (where wait_event_type = 'Lock' and wait_event = 'advisory') as advisory,
           json_agg(json_build_object('event', wait_event,
               'query', left(regexp_replace(query, '\\s+', ' ', 'g'), 90),
               'blocker', (select left(regexp_replace(b.query, '\\s+', ' ', 'g'), 70) from pg_stat_activity b
                 where b.pid = any(pg_blocking_pids(a.pid)) limit 1)))
             filter (where wait_event_type = 'Lock') as waiters
         from pg_stat_activity a
         where datname = current_database() and backend_type = 'client backend' and state = 'active'
           and a.pid <> pg_backend_pid()`,
      );
      const row = rows[0];
      if (row)
        samples.push({
          busy: Number(row.busy),
          locked: Number(row.locked),
          advisory: Number(row.advisory),
          waiters: row.waiters ?? [],
        });
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  } finally {
    await client.end();
  }
  return samples;
};

/**
 * The bare write of a message, as the earlier bench made it, in one statement (its own transaction): insert the
 * message, then update its conversation's summary in `table` (no stage rows, alerts or report columns), which runs
 * that table's triggers as they stand.
 */
const writeMessage = (
  client: pg.Client,
  table: string,
  tenantId: number,
  conversationId: number,
  index: number,
) =>
  client.query(
    `with stored as (
       insert into conversation_message (tenant_id, conversation_id, message_index, from_speaker, content, stage,
         confidence, evidence, cards, created_date)
       values ($1, $2, $3, 'Agent', 'Can I have your date of birth and the zip code you live in?',
         'Warm Greet Intro', 1, '[]', '[]', $4)
       returning message_index
     )
     update ${table} set message_count = $3 + 1, last_message_from = 'Agent',
       last_message_content = 'Can I have your date of birth and the zip code you live in?',
       last_message_date = $4, current_stage = 'Warm Greet Intro'
     from stored where ${table}.id = $2`,
    [tenantId, conversationId, index, new Date().toISOString()],
  );

/** Writes done and the seconds they took, summed over the turns of one kind of write. */
interface Tally {
  written: number;
  seconds: number;
  /** Processor seconds of the database backends that served the turns (read from /proc: one machine). */
  backendCpu: number;
  /** Processor seconds of this process during the turns. */
  clientCpu: number;
}

const emptyTally = (): Tally => ({ written: 0, seconds: 0, backendCpu: 0, clientCpu: 0 });

/** Clock ticks a second of /proc's processor times (`getconf CLK_TCK`: 100 on Linux). */
const TICKS = 100;

/** The processor seconds the processes `pids` have used so far (those no longer there count 0). */
const processorSeconds = async (pids: readonly number[]) => {
  let ticks = 0;
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
    // Fields 14 and 15 (user and system time) come after the command's closing parenthesis.
    const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS;
};

/** `count` loops of `write` for `seconds`, one per conversation, added to `tally`. */
const loops = async (
  tally: Tally,
  count: number,
  seconds: number,
  backends: readonly number[],
  write: (i: number) => Promise<boolean>,
) => {
  const cpuBefore = await processorSeconds(backends);
  const clientBefore = process.cpuUsage();
  const start = performance.now();
  const stopAt = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      for (let n = 0; Date.now() < stopAt && n < 1_000_000; n++) if (await write(i)) tally.written++;
    }),
  );
  tally.seconds += (performance.now() - start) / 1000;
  const client = process.cpuUsage(clientBefore);
  tally.clientCpu += (client.user + client.system) / 1e6;
  tally.backendCpu += (await processorSeconds(backends)) - cpuBefore;
};

/** The conversation table's updates and HOT updates so far, and the cluster's WAL position. */
interface TableStats {
  updates: number;
  hot: number;
  wal: bigint;
}

const tableStats = async (db: Kysely<Database>): Promise<TableStats> => {
  const { rows } = await sql<{ updates: string; hot: string; wal: string }>`select n_tup_upd as updates,
      n_tup_hot_upd as hot, pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text as wal
    from pg_stat_user_tables where relname = 'conversation'`.execute(db);
  const row = rows[0];
  return { updates: Number(row?.updates ?? 0), hot: Number(row?.hot ?? 0), wal: BigInt(row?.wal ?? 0) };
};

/**
 * The updates and HOT updates of `conversation` since `before`, once the statistics count at least `updates` more
 * (a backend reports its counts when its connection closes, a moment after the pool's end resolves).
 */
const statsSince = async (db: Kysely<Database>, before: TableStats, updates: number) => {
  let after = await tableStats(db);
  for (let i = 0; i < 100 && after.updates - before.updates < updates; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    after = await tableStats(db);
  }
  return {
    updates: after.updates - before.updates,
    hot: after.hot - before.hot,
    wal: after.wal - before.wal,
  };
};

const rate = (tally: Tally) => (tally.seconds === 0 ? 0 : tally.written / tally.seconds);

/**
 * The conversations' writer alone (`conversation-writer.ts`, as a live message on PostgreSQL uses it, without the
 * live events): one connection per conversation (all of one tenant, started in one hour), each appending messages
 * one after another, each message its one read (`findLiveConversation`) and one write (`appendMessage`: the
 * message, its summary, report columns, stage path and stage rows; messages of the clients that meet share a
 * statement, group commit, and the bench prints how many a statement).
 */
const writerAlone = (url: string, tenantId: number, engagements: string[]) => {
  /** The writes' statements (the batches on PostgreSQL: several messages may share one), over every turn. */
  const counted = { statements: 0 };
  const counter: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      counted.statements++;
      return result;
    },
  };
  // A pool of its own for each turn, its connections opened before the clock starts and closed after it: the
  // bench never holds more than one kind's connections (the database server is shared).
  const turn = async (tally: Tally, seconds: number) => {
    const db = openDatabase(url, { poolSize: engagements.length });
    try {
      // Each connection's backend, to count its processor time.
      const backends = await Promise.all(
        engagements.map(async () => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db.kysely);
          return Number(rows[0]?.pid);
        }),
      );
      const writes = db.kysely.withPlugin(counter) as Kysely<Database>;
      await loops(tally, engagements.length, seconds, [...new Set(backends)], async (i) => {
        const engagementId = engagements[i] ?? '';
        const conversation = await findLiveConversation(db.kysely, 'postgres', tenantId, engagementId);
        if (!conversation) throw new Error(`no conversation ${engagementId}`);
        const stored = await appendMessage(writes, 'postgres', {
          tenantId,
          engagementId,
          conversation,
          from: i % 2 === 0 ? 'Agent' : 'Visitor',
          content: 'Can I have your date of birth and the zip code you live in?',
          stage: conversation.message_count % 3 === 0 ? 'Warm Greet Intro' : 'Agent Qualify',
          confidence: 1,
          evidence: '[]',
          cards: '[]',
          time: new Date().toISOString(),
          breaches: [],
        });
        return stored !== undefined;
      });
    } finally {
      await db.close();
    }
  };
  return { turn, counted };
};

/**
 * The earlier bench's bare write (`writeMessage`): a turn of `seconds` on `conversations`, one connection per
 * conversation, opened before the clock starts and closed after it.
 */
const bareWriters = (url: string, tenantId: number, table = 'conversation') => {
  // Indexes far above the writer's, on conversations of their own.
  const next = new Map<number, number>();
  const turn = async (tally: Tally, seconds: number, conversations: number[]) => {
    const clients = await Promise.all(
      conversations.map(async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        return client;
      }),
    );
    const backends = clients.map((client) => (client as unknown as { processID: number }).processID);
    try {
      await loops(tally, conversations.length, seconds, backends, async (i) => {
        const conversation = conversations[i] ?? 0;
        const index = next.get(conversation) ?? 1_000_000;
        await writeMessage(clients[i]!, table, tenantId, conversation, index);
        next.set(conversation, index + 1);
        return true;
      });
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  };
  return { turn };
};

/** `conversation`'s indexes as they stood at the issue (before migration 031), for the table of "today". */
const TODAYS_INDEXES = [
  'unique (id)',
  '(tenant_id, program_id)',
  '(tenant_id, started_date)',
  '(agent_user_id)',
  '(tenant_id, status, id)',
  '(tenant_id, first_message_date)',
  'unique (tenant_id, engagement_id)',
  '(tenant_id, first_message_date, program_id, agent_user_id, channel, source, agent_group, handle_ms, alert_count, correction_count, message_count, stage_path)',
  "((coalesce(last_message_date, started_date))) where status = 'ongoing' and source = 'simulator'",
];

/**
 * The write of the goal's "today", as the issue measured it: the bare write with migration 017's trigger, which
 * raised one row per tenant and hour (`report_hour`) in every write of a conversation, so that all writes of a
 * tenant and hour waited on that row, on the conversation's table as it was then: its nine indexes as they stood
 * (the report index and the idle simulations' with the columns a message changes, so that no update was HOT) and
 * no fillfactor. Made again on this throw-away database: a copy of `conversation`'s columns and of the rows of
 * `ids` (`bench_today_conversation`, the indexes of `TODAYS_INDEXES`), and the same trigger on `conversation`
 * itself, to time the same write on the table as it is now. Each trigger is disabled but while its turns run.
 */
const createTodaysTables = async (db: Kysely<Database>, ids: readonly number[]) => {
  await sql`create table bench_today_conversation (like conversation including defaults)`.execute(db);
  await sql`insert into bench_today_conversation select * from conversation where id in (${sql.join(ids)})`.execute(
    db,
  );
  for (const [n, columns] of TODAYS_INDEXES.entries()) {
    const unique = columns.startsWith('unique ');
    await sql
      .raw(
        `create ${unique ? 'unique ' : ''}index bench_today_conversation_${n} on bench_today_conversation ${columns.replace('unique ', '')}`,
      )
      .execute(db);
  }
  await sql`create table bench_report_hour (tenant_id integer not null, hour varchar(13) not null,
      generation bigint not null, primary key (tenant_id, hour))`.execute(db);
  const raise = (row: 'new' | 'old') =>
    `insert into bench_report_hour (tenant_id, hour, generation)
      values (${row}.tenant_id, substr(${row}.first_message_date, 1, 13), 1)
      on conflict (tenant_id, hour) do update set generation = bench_report_hour.generation + 1;`;
  await sql
    .raw(`create function bench_report_hour() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' and old.first_message_date is not null then ${raise('old')} end if;
        if tg_op <> 'DELETE' and new.first_message_date is not null and (tg_op = 'INSERT'
          or old.first_message_date is null or substr(old.first_message_date, 1, 13) <> substr(new.first_message_date, 1, 13))
        then ${raise('new')} end if;
        return null;
      end $$`)
    .execute(db);
  for (const table of ['bench_today_conversation', 'conversation'])
    await sql
      .raw(`create trigger bench_report_hour after insert or update or delete on ${table}
      for each row execute function bench_report_hour();
      alter table ${table} disable trigger bench_report_hour`)
      .execute(db);
  return (table: 'bench_today_conversation' | 'conversation', on: boolean) =>
    sql.raw(`alter table ${table} ${on ? 'enable' : 'disable'} trigger bench_report_hour`).execute(db);
};

/**
 * One tenant's concurrent message writes on PostgreSQL (docs/PERFORMANCE.md, "One tenant's writes"):
 * (a) two server instances (processes of their own) on one database, ENGAGEMENTS engagements of the demo tenant
 * sending messages through `/api/v1` in a closed loop for SECONDS from a load process of its own, while this
 * process samples `pg_stat_activity` every SAMPLE_MS: the share of busy backend samples waiting on a lock (and
 * which statements waited, on what, behind which), and messages a second with their round trips; (b) the writer
 * alone: WRITER_CLIENTS connections writing messages of one tenant and hour, taking turns with the write of the
 * goal's "today" (the bare write with 017's report-hour trigger on the conversation's table as it was then, made
 * again on this throw-away database), the same on the table as it is now, and the bare write without it: the goal
 * is 4 × "today" as measured in the same run, beside the same load. Beside them, the share of the writer's updates
 * of `conversation` that were HOT, and each write's processor time a message (the database backends' and this
 * process's) and the writer's WAL a message.
 */
export const benchTenantWrites = async (): Promise<Figure[]> => {
  const database = await benchDatabase('postgres');
  return withServers(database, 2, async (servers) => {
    const db = database.db.kysely;
    const tenant = await db
      .selectFrom('tenant')
      .select('id')
      .where('public_id', '=', DEMO_TENANT_PUBLIC_ID)
      .executeTakeFirstOrThrow();
    const [program] = await demoProgramIds(database.db);
    if (program === undefined) throw new Error('no demo program');

    // Keys straight into the table (as the Admin screen stores them: their SHA-256).
    const keys = Array.from({ length: ENGAGEMENTS }, () =>
      Array.from({ length: KEYS_PER_ENGAGEMENT }, () => `plk_${randomBytes(24).toString('base64url')}`),
    );
    const now = new Date().toISOString();
    await db
      .insertInto('api_key')
      .values(
        keys.flat().map((key, i) => ({
          tenant_id: tenant.id,
          name: `bench ${i}`,
          key_hash: sha256(key),
          created_by: 'bench',
          created_date: now,
          last_used_date: null,
        })),
      )
      .execute();

    const input: TenantWritesLoadInput = {
      addresses: servers.map((server) => server.address),
      keys,
      program,
      seconds: SECONDS,
    };
    const loading = outputOf(
      spawnScript('tenant-writes-load.ts', [], { BENCH_TENANT_WRITES_LOAD: JSON.stringify(input) }),
    );
    const samples = await sampleActivity(database.url, loading, (SECONDS + 60) * 1000);
    const result = JSON.parse((await loading).trim().split('\n').pop() ?? '') as TenantWritesLoadOutput;
    const busy = samples.reduce((sum, sample) => sum + sample.busy, 0);
    const locked = samples.reduce((sum, sample) => sum + sample.locked, 0);
    const advisory = samples.reduce((sum, sample) => sum + sample.advisory, 0);
    const lockShare = busy === 0 ? 0 : (100 * locked) / busy;
    if (result.failed > 0)
      console.log(`tenant writes: ${result.failed} refused or failed; the first: ${result.firstFailure}`);
    // What the lock waits were: samples of a backend waiting, by wait event and statement.
    const waits = new Map<string, number>();
    for (const sample of samples)
      for (const waiter of sample.waiters) {
        const key = `${waiter.event}: ${waiter.query} (behind: ${waiter.blocker ?? 'none left'})`;
        waits.set(key, (waits.get(key) ?? 0) + 1);
      }
    for (const [what, count] of [...waits].sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.log(`tenant writes: ${count} samples waited on ${what}`);
    const at = `${ENGAGEMENTS} engagements, 1 tenant, 2 instances, ${load()}`;
    const figures: Figure[] = [
      report({
        name: `busy DB time waiting on locks, ${at}`,
        value: lockShare,
        unit: '%',
        goal: `≤ ${LOCK_GOAL} (89 before)`,
        met: lockShare <= LOCK_GOAL,
      }),
      report({
        name: '… of it on advisory locks (the live events lock before)',
        value: busy === 0 ? 0 : (100 * advisory) / busy,
        unit: '%',
      }),
      report({
        name: `busy backends, mean of ${samples.length} samples`,
        value: samples.length === 0 ? 0 : busy / samples.length,
        unit: 'backends',
      }),
      report({
        name: `messages stored a second, ${at}`,
        value: result.stored / result.seconds,
        unit: 'msg/s',
      }),
      report({ name: `message round trip p50, ${at}`, value: result.p50, unit: 'ms' }),
      report({ name: `message round trip p95, ${at}`, value: result.p95, unit: 'ms' }),
      report({ name: `messages refused or failed, ${at}`, value: result.failed, unit: 'msgs' }),
    ];

    // (b) The writer alone, beside the write of "today" and the bare write, each on conversations of its own of the
    // demo tenant, all started in this hour; they take turns, WRITER_ROUNDS times, so that they share the load.
    const hour = new Date().toISOString();
    const start = async (prefix: number) => {
      const engagements = Array.from({ length: WRITER_CLIENTS }, (_, i) => `PLATFORM${prefix + i}`);
      const ids: number[] = [];
      for (const engagementId of engagements)
        ids.push(
          await startConversation(db, {
            tenantId: tenant.id,
            programId: program,
            engagementId,
            agentUserId: null,
            source: 'api',
            channel: null,
            startedDate: hour,
          }),
        );
      return { engagements, ids };
    };
    const writerConversations = await start(2_000_000);
    const todayConversations = await start(2_100_000);
    const bareConversations = await start(2_200_000);
    const todayNowConversations = await start(2_300_000);
    // As a conversation with a message is: 017's trigger raises the hour of its first message.
    await db
      .updateTable('conversation')
      .set({ first_message_date: hour })
      .where('id', 'in', [...todayConversations.ids, ...bareConversations.ids, ...todayNowConversations.ids])
      .execute();
    const todaysTrigger = await createTodaysTables(db, todayConversations.ids);
    const writer = writerAlone(database.url, tenant.id, writerConversations.engagements);
    const bare = bareWriters(database.url, tenant.id);
    const todays = bareWriters(database.url, tenant.id, 'bench_today_conversation');
    const tallies = { writer: emptyTally(), today: emptyTally(), todayNow: emptyTally(), bare: emptyTally() };
    /** The writer's turns: its updates of `conversation`, how many of them HOT, and the cluster's WAL meanwhile. */
    const writerStats = { updates: 0, hot: 0, wal: 0n };
    const loadBefore = load();
    const turn = WRITER_SECONDS / WRITER_ROUNDS;
    try {
      for (let round = 0; round < WRITER_ROUNDS; round++) {
        const before = await tableStats(db);
        const writtenBefore = tallies.writer.written;
        await writer.turn(tallies.writer, turn);
        const since = await statsSince(db, before, tallies.writer.written - writtenBefore);
        writerStats.updates += since.updates;
        writerStats.hot += since.hot;
        writerStats.wal += since.wal;
        await todaysTrigger('bench_today_conversation', true);
        await todays.turn(tallies.today, turn, todayConversations.ids);
        await todaysTrigger('bench_today_conversation', false);
        await todaysTrigger('conversation', true);
        await bare.turn(tallies.todayNow, turn, todayNowConversations.ids);
        await todaysTrigger('conversation', false);
        await bare.turn(tallies.bare, turn, bareConversations.ids);
      }
    } finally {
      await todaysTrigger('bench_today_conversation', false);
      await todaysTrigger('conversation', false);
    }
    const during = `${loadBefore} → ${load()}`;
    const todayRate = rate(tallies.today);
    const written = rate(tallies.writer);
    const goal = 4 * todayRate;
    figures.push(
      report({
        name: `writes/s, 1 tenant and hour, the writer alone (1 read + 1 write each), ${WRITER_CLIENTS} clients (${during})`,
        value: written,
        unit: 'tx/s',
        goal: `≥ ${Math.round(goal)} (4 × today's, same run)`,
        met: written >= goal,
      }),
      report({
        name: `today's: the bare write with 017's report-hour trigger, conversation's indexes as at the issue, same run (${TODAY_AT_ISSUE} at the issue)`,
        value: todayRate,
        unit: 'tx/s',
      }),
      report({
        name: `the same write with 017's trigger on conversation as it is now (its updates HOT), same run`,
        value: rate(tallies.todayNow),
        unit: 'tx/s',
      }),
      report({
        name: `the bare write without it (insert and update, no stage rows), same run`,
        value: rate(tallies.bare),
        unit: 'tx/s',
      }),
      report({
        name: `the writer's updates of conversation that were HOT (${writerStats.hot} of ${writerStats.updates})`,
        value: writerStats.updates === 0 ? 0 : (100 * writerStats.hot) / writerStats.updates,
        unit: '%',
      }),
      ...(['writer', 'today', 'todayNow', 'bare'] as const).flatMap((kind) => {
        const tally = tallies[kind];
        const perMessage = (seconds: number) => (tally.written === 0 ? 0 : (seconds * 1e6) / tally.written);
        return [
          report({
            name: `database backends' processor time a message, ${kind}`,
            value: perMessage(tally.backendCpu),
            unit: 'µs',
          }),
          report({
            name: `this process's processor time a message, ${kind}`,
            value: perMessage(tally.clientCpu),
            unit: 'µs',
          }),
        ];
      }),
      report({
        name: `the writer's messages a write statement (several share one when they meet: group commit)`,
        value: writer.counted.statements === 0 ? 0 : tallies.writer.written / writer.counted.statements,
        unit: 'msgs',
      }),
      report({
        name: `WAL a message of the writer (the cluster's, with anything else writing meanwhile)`,
        value: tallies.writer.written === 0 ? 0 : Number(writerStats.wal) / tallies.writer.written,
        unit: 'bytes',
      }),
    );
    return figures;
  });
};
