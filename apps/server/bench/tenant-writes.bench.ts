import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { openDatabase } from '../src/db/database.js';
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
/** The writer alone, with the report-hour trigger, measured on this machine before live events lost their lock. */
const WRITER_TODAY = Number(process.env.BENCH_TENANT_WRITES_TODAY ?? 1469);
/** The earlier bench's bare write, measured last (load average 13–17). */
const WRITER_EARLIER = Number(process.env.BENCH_TENANT_WRITES_EARLIER ?? 626);
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
      const { rows } = await client.query<{ busy: string; locked: string; advisory: string }>(
        `select count(*) as busy, count(*) filter (where wait_event_type = 'Lock') as locked,
           count(*) filter (where wait_event_type = 'Lock' and wait_event = 'advisory') as advisory
         from pg_stat_activity
         where datname = current_database() and backend_type = 'client backend' and state = 'active'
           and pid <> pg_backend_pid()`,
      );
      const row = rows[0];
      if (row)
        samples.push({ busy: Number(row.busy), locked: Number(row.locked), advisory: Number(row.advisory) });
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  } finally {
    await client.end();
  }
  return samples;
};

/**
 * The bare write of a message, as the earlier bench made it, in one statement (its own transaction): insert the
 * message, then update its conversation's summary (no stage rows, alerts or report columns), which runs the
 * conversation's triggers as they stand.
 */
const writeMessage = (client: pg.Client, tenantId: number, conversationId: number, index: number) =>
  client.query(
    `with stored as (
       insert into conversation_message (tenant_id, conversation_id, message_index, from_speaker, content, stage,
         confidence, evidence, cards, created_date)
       values ($1, $2, $3, 'Agent', 'Can I have your date of birth and the zip code you live in?',
         'Warm Greet Intro', 1, '[]', '[]', $4)
       returning message_index
     )
     update conversation set message_count = $3 + 1, last_message_from = 'Agent',
       last_message_content = 'Can I have your date of birth and the zip code you live in?',
       last_message_date = $4, current_stage = 'Warm Greet Intro'
     from stored where conversation.id = $2`,
    [tenantId, conversationId, index, new Date().toISOString()],
  );

/** WRITER_CLIENTS loops of `write` for WRITER_SECONDS, one per conversation: writes a second. */
const loops = async (count: number, write: (i: number) => Promise<boolean>) => {
  let written = 0;
  const start = performance.now();
  const stopAt = Date.now() + WRITER_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      for (let n = 0; Date.now() < stopAt && n < 1_000_000; n++) if (await write(i)) written++;
    }),
  );
  return written / ((performance.now() - start) / 1000);
};

/**
 * The conversations' writer alone (`conversation-writer.ts`, as a live message on PostgreSQL uses it, without the
 * live events): WRITER_CLIENTS connections, each appending messages to a conversation of its own (all of one tenant,
 * started in one hour) one after another, each message its one read (`findLiveConversation`) and one write
 * (`appendMessage`: the message, its summary, report columns and stage rows): messages a second.
 */
const writerAlone = async (url: string, tenantId: number, engagements: string[]) => {
  const db = openDatabase(url, { poolSize: engagements.length });
  try {
    return await loops(engagements.length, async (i) => {
      const engagementId = engagements[i] ?? '';
      const conversation = await findLiveConversation(db.kysely, 'postgres', tenantId, engagementId);
      if (!conversation) throw new Error(`no conversation ${engagementId}`);
      const stored = await appendMessage(db.kysely, 'postgres', {
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

/** The earlier bench's bare write (`writeMessage`), on as many connections: writes a second. */
const bareWrites = async (url: string, tenantId: number, conversations: number[], next: number[]) => {
  const clients = await Promise.all(
    conversations.map(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  try {
    return await loops(conversations.length, async (i) => {
      const index = next[i] ?? 0;
      await writeMessage(clients[i]!, tenantId, conversations[i] ?? 0, index);
      next[i] = index + 1;
      return true;
    });
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
};

/**
 * One tenant's concurrent message writes on PostgreSQL (docs/PERFORMANCE.md, "One tenant's writes"):
 * (a) two server instances (processes of their own) on one database, ENGAGEMENTS engagements of the demo tenant
 * sending messages through `/api/v1` in a closed loop for SECONDS from a load process of its own, while this
 * process samples `pg_stat_activity` every SAMPLE_MS: the share of busy backend samples waiting on a lock, and
 * messages a second with their round trips; (b) the writer alone: WRITER_CLIENTS connections writing messages of
 * one tenant and hour, with the conversation's triggers as they stand, and then, on this throw-away database, with
 * the report-hour trigger disabled.
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

    // (b) The writer alone: conversations of the demo tenant, all started in this hour, through the writer.
    const hour = new Date().toISOString();
    const engagements = Array.from({ length: WRITER_CLIENTS }, (_, i) => `PLATFORM${2_000_000 + i}`);
    for (const engagementId of engagements)
      await startConversation(db, {
        tenantId: tenant.id,
        programId: program,
        engagementId,
        agentUserId: null,
        source: 'api',
        channel: null,
        startedDate: hour,
      });
    const loadBefore = load();
    const written = await writerAlone(database.url, tenant.id, engagements);
    const goal = 4 * WRITER_TODAY;
    figures.push(
      report({
        name: `writes/s, 1 tenant and hour, the writer alone (1 read + 1 write each), ${WRITER_CLIENTS} clients (${loadBefore} → ${load()})`,
        value: written,
        unit: 'tx/s',
        goal: `≥ ${goal} (4 × ${WRITER_TODAY}; ${WRITER_EARLIER} earlier)`,
        met: written >= goal,
      }),
    );
    // Beside it, in the same run: the earlier bench's bare write (insert and update, no stage rows), on conversations
    // of their own started in the same hour.
    const bare = await db
      .selectFrom('conversation')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('engagement_id', 'in', engagements)
      .execute();
    const bareBefore = load();
    const bareRate = await bareWrites(
      database.url,
      tenant.id,
      bare.map((row) => row.id),
      bare.map(() => 1_000_000),
    );
    figures.push(
      report({
        name: `the same, the earlier bench's bare write (${bareBefore} → ${load()})`,
        value: bareRate,
        unit: 'tx/s',
      }),
    );
    return figures;
  });
};
