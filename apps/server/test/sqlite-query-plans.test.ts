import { REPORT_NAMES } from '@parlance/shared';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteOldEvents } from '../src/events/event-bus.js';
import { deleteExpiredSessions } from '../src/modules/auth/session.repository.js';
import { idleSimulationsQuery } from '../src/modules/conversations/simulation-sweep.js';
import { engine } from './support/database.js';
import {
  converse,
  GREETING,
  listen,
  newEngagementId,
  QUALIFY,
  RECOMMEND,
  type TenantWithProgram,
  tenantWithProgram,
} from './support/engagement-fixtures.js';
import { EngineClient } from './support/engine-client.js';
import { after, storeConversation } from './support/report-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createUser } from './support/users.js';

/*
 * SQLite's calls are synchronous: a statement that scans a large table holds the event loop for as long as it
 * reads (ARCHITECTURE.md "Tests"). This test runs the hot and periodic paths through the app's own code on a seeded
 * database, records the text and parameters of every statement they send (Kysely's query log, which sees each
 * statement the SQLite wrapper prepares), asks SQLite for each one's plan (`explain query plan`), and fails on a
 * read of a table that grows with the traffic where an index should serve. The app never runs `ANALYZE`, so the
 * test does not either: SQLite plans from its defaults, as on a server, and the plans do not depend on how many
 * rows there are; the rows are there so that each path does what it does on a server with a history (a build in
 * chunks, folds of marks, reports over days of rollups).
 *
 * PostgreSQL is left out: its planner is another (and reads statistics), and its queries never hold the event loop.
 */

/**
 * Tables a path may read whole (or a tenant's every row of), each with its reason. Every other table is taken to
 * grow with the traffic (conversations, messages, alerts, events, the rollups, deliveries, sessions, tokens…), so
 * that a new table is checked until it is named here.
 */
const SMALL_TABLES: Readonly<Record<string, string>> = {
  tenant: "one row a tenant; the fold's pass visits every tenant",
  program: "a tenant's few programs (a report's stage orders)",
  role: "a tenant's few roles (a correction's principal)",
  webhook: "a tenant's few webhooks (a message's alerts queue their deliveries)",
  frame_ticket: 'a ticket lives a minute and is deleted when used (the sweep before each new one)',
  api_key: "a tenant's few API keys (Admin Settings lists them all)",
  department: "a tenant's few departments",
};

/**
 * Findings of the lists known and not fixed yet, each with its path, table, a piece of its statement and why it is
 * open. A finding not named here fails the test, and so does an entry no finding matches any more (a fix removes
 * it from here). Bounded ones say what bounds them.
 */
const OPEN_FINDINGS: readonly { path: string; table: string; sql: string; why: string }[] = [
  ...['"conversation"."message_count"', 'lower("conversation"."current_stage")'].map((order) => ({
    path: 'supervisor lists',
    table: 'conversation',
    sql: `order by ${order}`,
    why: "open: a page sorts the tenant's conversations; an index of a column every message changes would be written with each message, and would make the message's update of its conversation no longer HOT on PostgreSQL (migration 036, PERFORMANCE.md)",
  })),
  {
    path: 'supervisor lists',
    table: 'conversation',
    sql: 'conversation.id in (select value from json_each(?))',
    why: 'bounded: the engagements of at most MESSAGE_SEARCH_LIMIT messages found by the text index, sorted',
  },
  {
    path: 'admin lists',
    table: 'app_user',
    sql: 'from "app_user"',
    why: "a tenant's users, by its index: a list small by nature (its total, a sort, a filter's rows)",
  },
  {
    path: 'webhook worker',
    table: 'webhook_delivery',
    sql: 'update webhook_delivery set claim_token',
    why: "bounded: the claim sorts each webhook's oldest pending delivery, one row a webhook",
  },
];
const isOpen = (finding: Finding) =>
  OPEN_FINDINGS.some(
    (open) =>
      open.path === finding.path &&
      open.table === finding.table &&
      finding.sql.replace(/\s+/g, ' ').includes(open.sql),
  );

/** The constraints of a search that only name the tenant (and a rollup's kind): none bounds what is read. */
const TENANT_KEYS = new Set(['tenant_id=?', 'kind=?']);
/** Paths that read a tenant's every row by design: the rollups' build (a chunk a transaction, once per tenant). */
const TENANT_WIDE_PATHS = new Set(['report fold: build']);

/**
 * Whether a statement reads a bounded number of rows whatever the table holds: a `limit` on rows taken in the
 * index's order (no sort before it), or the least or greatest of an index's next column.
 */
const readsFewRows = (text: string, rows: readonly PlanRow[]) =>
  (/\blimit\b/i.test(text) && !rows.some((row) => row.detail.startsWith('USE TEMP B-TREE'))) ||
  /^\s*select\s+(max|min)\([^)]*\)(\s+as\s+"?\w+"?)?\s+from\b/i.test(text);

/** Statements that have no plan of their own (transactions, settings). */
const NO_PLAN = /^\s*(begin|commit|end|rollback|savepoint|release|pragma|explain|analyze)\b/i;

interface PlanRow {
  id: number;
  parent: number;
  detail: string;
}

interface Finding {
  path: string;
  table: string;
  detail: string;
  nested: boolean;
  sql: string;
}

const KEYWORDS = new Set(
  'where on join left right inner outer cross full natural using group order limit having set values union select as with returning window except intersect'.split(
    ' ',
  ),
);

/**
 * The base tables a plan's name may stand for in `text`: the table of that name, or the tables given that alias
 * (an alias used for more than one table stands for each). A `with` part or a subquery named so is none.
 */
const tablesNamed = (text: string, name: string, tables: ReadonlySet<string>): string[] => {
  const found = new Set<string>();
  if (tables.has(name)) found.add(name);
  const pattern = /\b(?:from|join)\s+"?(\w+)"?(?:\s+(?:as\s+)?"?(\w+)"?)?/gi;
  for (const [, table, alias] of text.matchAll(pattern))
    if (
      alias &&
      alias.toLowerCase() === name.toLowerCase() &&
      !KEYWORDS.has(alias.toLowerCase()) &&
      tables.has(table!)
    )
      found.add(table!);
  return [...found];
};

/** Whether a plan row runs once for each row of something else: a later loop of a join, or inside a correlated subquery. */
const isNested = (rows: readonly PlanRow[], row: PlanRow) => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const loop = /^(SCAN|SEARCH)\b/;
  if (rows.some((r) => r.parent === row.parent && r.id < row.id && loop.test(r.detail))) return true;
  for (let parent = byId.get(row.parent); parent; parent = byId.get(parent.parent)) {
    if (/^CORRELATED\b/.test(parent.detail)) return true;
    if (loop.test(parent.detail)) return true;
  }
  return false;
};

/**
 * What is wrong with a statement's plan: a scan of a large table (whole, or through an index read from end to end),
 * an automatic index built over one (a scan at every run), a search by the tenant alone, a sort of every matching
 * row for the first few (`limit` after a temporary b-tree for `order by`), and a scan, for each row of another, of
 * a subquery or `with` part made of a large table's rows (a materialized result has no index: the join reads all
 * of it again for every row of the other side, as the report fold by difference did, 3d0e81f).
 */
const findingsOf = (path: string, text: string, rows: readonly PlanRow[], tables: ReadonlySet<string>) => {
  const findings: Finding[] = [];
  const large = (name: string) => tablesNamed(text, name, tables).filter((table) => !(table in SMALL_TABLES));
  /** The large tables the intermediate result `name` (a materialized subquery or `with` part) is read from. */
  const madeOf = (name: string, seen = new Set<string>()): string[] => {
    if (seen.has(name)) return [];
    seen.add(name);
    const made = new Set<string>();
    for (const top of rows.filter(
      (row) => row.detail === `MATERIALIZE ${name}` || row.detail === `CO-ROUTINE ${name}`,
    )) {
      const below = new Set([top.id]);
      for (const row of rows)
        if (below.has(row.parent)) {
          below.add(row.id);
          const read = /^(?:SCAN|SEARCH) (\S+)/.exec(row.detail)?.[1];
          if (read) for (const table of [...large(read), ...madeOf(read, seen)]) made.add(table);
        }
    }
    return [...made];
  };
  const add = (row: PlanRow, table: string, detail = row.detail) =>
    findings.push({ path, table, detail, nested: isNested(rows, row), sql: text });
  for (const row of rows) {
    const scan = /^SCAN (\S+)(?!.*VIRTUAL TABLE)/.exec(row.detail);
    const automatic = /^(?:SEARCH|SCAN) (\S+) .*AUTOMATIC/.exec(row.detail);
    const name = (automatic ?? scan)?.[1];
    if (name) {
      const tablesScanned = large(name);
      for (const table of tablesScanned) add(row, table);
      if (tablesScanned.length === 0 && scan && isNested(rows, row))
        for (const table of madeOf(name)) add(row, table, `${row.detail}, a result of ${table}'s rows`);
    }
    // A search by the tenant alone reads the tenant's whole history, which on a server of one tenant is the table.
    const search = /^SEARCH (\S+) .*\((.*)\)/.exec(row.detail);
    if (
      search &&
      !TENANT_WIDE_PATHS.has(path) &&
      search[2]!.split(' AND ').every((term) => TENANT_KEYS.has(term)) &&
      !readsFewRows(text, rows)
    )
      for (const table of large(search[1]!)) add(row, table, `${row.detail} (the tenant's every row)`);
    if (/^USE TEMP B-TREE FOR (?:RIGHT PART OF )?ORDER BY/.test(row.detail) && /\blimit\b/i.test(text)) {
      const read = rows.find((r) => r.parent === row.parent && /^(SCAN|SEARCH) /.test(r.detail));
      const first = read && /^(?:SCAN|SEARCH) (\S+)/.exec(read.detail)?.[1];
      if (read && first) for (const table of large(first)) add(read, table, `${read.detail}; ${row.detail}`);
    }
  }
  return findings;
};

const SEEDED = 3_000;

describe.runIf(engine === 'sqlite')('query plans of the hot and periodic paths (sqlite)', () => {
  let test: TestApp;
  let tenant: TenantWithProgram;
  let tables: Set<string>;
  /** Every statement sent while a path ran: its text, the path, and its first parameters. */
  const sent = new Map<string, { path: string; parameters: readonly unknown[] }>();
  let path: string | undefined;
  const during = async <T>(name: string, work: () => Promise<T>) => {
    path = name;
    try {
      return await work();
    } finally {
      path = undefined;
    }
  };

  beforeAll(async () => {
    test = await startTestApp(
      // The fold runs when the test asks, so that its statements are seen under its name.
      { REPORT_FOLD_EVERY: '0' },
      {
        log: (event) => {
          if (event.level !== 'query' || path === undefined || NO_PLAN.test(event.query.sql)) return;
          if (!sent.has(event.query.sql))
            sent.set(event.query.sql, { path, parameters: event.query.parameters });
        },
      },
    );
    await test.app.context.engine.warm();
    tenant = await tenantWithProgram(test, { tenantName: 'Plans', programName: 'Plans program' }, [
      'p-view_post-call-analytics_product',
      'p-correct_stage_labels',
      'p-view_xlm_test_ui',
      'ROLE_SUPERVISOR',
    ]);
    const { tenantId, programId } = tenant;
    const agent = (await createUser(test, { tenantPublicId: tenant.tenant.publicId })).id;
    // Templates of the seeded conversations: an agent's assisted call with a correction and an alert, a
    // control-group chat, a visitor without agent.
    const start = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await storeConversation(test, tenantId, {
      programId,
      agentUserId: agent,
      group: 'assisted',
      channel: 'voice',
      source: 'api',
      messages: [
        { stage: 'Warm Greet Intro', at: start },
        { stage: 'Agent Recommend', corrected: 'Agent Discovery', at: after(start, 20) },
        { stage: 'Agent Qualify', at: after(start, 50) },
        { stage: 'Agent Recommend', at: after(start, 80) },
      ],
      alerts: [{ ruleId: 'qualify-before-recommend', severity: 'warning', index: 1 }],
    });
    await storeConversation(test, tenantId, {
      programId,
      agentUserId: agent,
      group: 'control',
      channel: 'chat',
      source: 'import',
      messages: [
        { stage: 'Warm Greet Intro', at: start },
        { stage: 'Sincere Goodbye', at: after(start, 5) },
      ],
    });
    await storeConversation(test, tenantId, {
      programId,
      channel: 'voice',
      source: 'api',
      messages: [
        { stage: 'Other', at: start, from: 'Visitor' },
        { stage: 'Other', at: after(start, 60), from: 'Visitor' },
      ],
    });
    await seed(tenantId);
    tables = new Set(
      (
        await sql<{ name: string }>`select name from sqlite_schema where type = 'table'`.execute(
          test.db.kysely,
        )
      ).rows.map((row) => row.name),
    );
  }, 120_000);
  afterAll(() => test?.close());

  /**
   * Copies the tenant's conversations, with their messages, stages and alerts, set-based until it holds
   * `SEEDED` of them, their first messages spread over the last 90 days; and as many live events.
   */
  const seed = async (tenantId: number) => {
    const db = test.db.kysely;
    const columnsOf = async (table: string) =>
      (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)).rows.map(
        (row) => row.name,
      );
    /** `insert into table (columns) select …` with `replaced` columns computed, the others copied from `s`. */
    const copy = async (table: string, replaced: Record<string, string>, from: string) => {
      const columns = (await columnsOf(table)).filter((column) => column !== 'id');
      const values = columns.map((column) => replaced[column] ?? `s.${column}`);
      await sql
        .raw(`insert into ${table} (${columns.join(', ')}) select ${values.join(', ')} ${from}`)
        .execute(db);
    };
    /** A copy's time: `column`'s, moved back by the copy's number `i` in days (up to 89) and hours. */
    const shifted = (column: string, i = 'n.i') =>
      `case when ${column} is null then null else strftime('%Y-%m-%dT%H:%M:%fZ', ${column}, '-' || (${i} % 90) || ' days', '-' || (${i} % 24) || ' hours') end`;
    const copyNumber = 'cast(substr(c.engagement_id, 5) as integer)';
    const templates = `(select id, row_number() over (order by id) - 1 as k, count(*) over () as count
      from conversation where tenant_id = ${tenantId} and engagement_id not like 'SEED%') t`;
    await copy(
      'conversation',
      {
        engagement_id: `'SEED' || n.i`,
        started_date: shifted('s.started_date'),
        ended_date: shifted('s.ended_date'),
        last_message_date: shifted('s.last_message_date'),
        first_message_date: shifted('s.first_message_date'),
      },
      `from (with recursive n(i) as (select 1 union all select i + 1 from n where i < ${SEEDED})
        select i from n) n join ${templates} on t.k = n.i % t.count join conversation s on s.id = t.id`,
    );
    const pairs = `from conversation c join ${templates} on t.k = ${copyNumber} % t.count`;
    await copy(
      'conversation_message',
      { conversation_id: 'c.id', created_date: shifted('s.created_date', copyNumber) },
      `${pairs} join conversation_message s on s.conversation_id = t.id where c.engagement_id like 'SEED%'`,
    );
    await copy(
      'conversation_stage',
      { conversation_id: 'c.id' },
      `${pairs} join conversation_stage s on s.conversation_id = t.id where c.engagement_id like 'SEED%'`,
    );
    await copy(
      'compliance_alert',
      { conversation_id: 'c.id', created_date: shifted('s.created_date', copyNumber) },
      `${pairs} join compliance_alert s on s.conversation_id = t.id where c.engagement_id like 'SEED%'`,
    );
    await sql
      .raw(`insert into engagement_event (tenant_id, event_type, payload, created_date)
        select ${tenantId}, 'message', '{}', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (${SEEDED} - i) || ' seconds')
        from (with recursive n(i) as (select 1 union all select i + 1 from n where i < ${SEEDED}) select i from n)`)
      .execute(db);
  };

  /** The findings of the statements `planned` (text, path and parameters), each planned with its parameters. */
  const plansOf = async (planned: [string, { path: string; parameters: readonly unknown[] }][]) => {
    path = undefined;
    const findings: Finding[] = [];
    for (const [text, { path: name, parameters }] of planned) {
      const { rows } = await test.db.kysely.executeQuery<PlanRow>(
        CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
      );
      findings.push(...findingsOf(name, text, rows, tables));
    }
    return findings;
  };
  const reportOf = (findings: readonly Finding[]) =>
    findings.map(({ path: name, table, detail, nested, sql: text }) => {
      const flat = text.replace(/\s+/g, ' ');
      const shown = flat.length > 500 ? `${flat.slice(0, 250)} … ${flat.slice(-250)}` : flat;
      return `${name}: ${nested ? 'for each row of another, ' : ''}${detail} [${table}]\n  ${shown}`;
    });

  it('has a few thousand conversations and messages to plan against', async () => {
    const { rows } = await sql<{ conversations: number; messages: number }>`select
      (select count(*) from conversation) as conversations,
      (select count(*) from conversation_message) as messages`.execute(test.db.kysely);
    expect(rows[0]!.conversations).toBeGreaterThanOrEqual(SEEDED);
    expect(rows[0]!.messages).toBeGreaterThanOrEqual(2 * SEEDED);
  });

  it('scans no large table on the hot and periodic paths', async () => {
    const { app, db } = test;
    const { tenantId, programId } = tenant;
    const { engagements, events, reportRollups } = app.context;
    const member = tenant.member.client;

    // The rollups' build (its chunks) of the seeded conversations, then what a fold of marks does.
    await during('report fold: build', () => reportRollups.foldAll());
    // An engagement's start, its messages (alone, then several engagements' at once, as a batch) and its end.
    const engagementId = newEngagementId();
    const engagement = await during('engagement start', async () => {
      const started = await engagements.start({
        tenantId,
        engagementId,
        programId,
        agentUserId: null,
        source: 'api',
        channel: 'chat',
      });
      if (!started.ok) throw new Error(started.message);
      return engagementId;
    });
    await during('message writer', async () => {
      for (const content of [GREETING, QUALIFY, RECOMMEND]) {
        const labelled = await engagements.message({
          tenantId,
          engagementId: engagement,
          from: 'Agent',
          content,
        });
        if (!labelled.ok) throw new Error(labelled.message);
      }
      await Promise.all(
        Array.from({ length: 6 }, () =>
          converse(app, tenant, [GREETING, { from: 'Visitor', content: 'Hi' }, QUALIFY]),
        ),
      );
    });
    await during('engagement end', async () => {
      const ended = await engagements.end({ tenantId, engagementId: engagement });
      if (!ended.ok) throw new Error(ended.message);
    });
    await during('label correction', async () => {
      const response = await member.request(
        'PUT',
        `/${tenant.tenant.publicId}/api/engagements/${engagement}/messages/1/stage`,
        { stage: 'Agent Discovery' },
      );
      expect(response.statusCode).toBe(200);
    });
    // The assist frame's socket: its ticket, the connection (and its resume token), a start, messages, the end.
    const origin = await listen(app);
    await during('engine socket', async () => {
      const ticket = await member.request('POST', '/api/simulator/frame-ticket');
      expect(ticket.statusCode, ticket.body).toBe(200);
      const url = `${origin.replace(/^http/, 'ws')}/api/engine/ws?ticket=${encodeURIComponent(ticket.json().ticket)}`;
      const client = new EngineClient(url, origin);
      try {
        expect((await client.next()).type).toBe('session');
        const id = newEngagementId();
        const ask = (type: string, content = '') =>
          client.ask({ engagementId: id, type, program: programId, content });
        expect((await ask('engagement_start')).type).toBe('started');
        for (const content of [GREETING, RECOMMEND])
          expect((await ask('agent_message', content)).type).toBe('label');
        expect((await ask('engagement_end')).type).toBe('ended');
      } finally {
        client.close();
      }
    });
    // The platforms' API: its key's check, a start, a message, the end.
    const created = await tenant.tenant.client.post(`/${tenant.tenant.publicId}/api/api-keys`, {
      name: 'plans',
    });
    expect(created.statusCode, created.body).toBe(201);
    const key = (created.json() as { key: string }).key;
    await during('engagements API', async () => {
      const v1 = (url: string, body?: unknown) =>
        app.inject({
          method: 'POST',
          url,
          headers: {
            authorization: `Bearer ${key}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { payload: JSON.stringify(body) } : {}),
        });
      const id = newEngagementId();
      const started = await v1('/api/v1/engagements', {
        engagementId: id,
        program: programId,
        channel: 'chat',
      });
      expect(started.statusCode, started.body).toBe(201);
      const sent = await v1(`/api/v1/engagements/${id}/messages`, { from: 'Agent', content: QUALIFY });
      expect(sent.statusCode, sent.body).toBe(201);
      const ended = await v1(`/api/v1/engagements/${id}/end`);
      expect(ended.statusCode, ended.body).toBe(200);
    });
    await during('live events reader', async () => {
      const newest = await events.newestEventId(tenantId);
      expect(newest).toBeGreaterThan(SEEDED);
      await events.eventsAfter(tenantId, newest - 50);
      await events.eventsAfter(tenantId, 0);
    });
    await during('report fold: marks', () => reportRollups.foldAll());

    // Every report over a month, from the rollups and from the base tables.
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const ask = async () => {
      for (const report of REPORT_NAMES) {
        const response = await member.request(
          'GET',
          `/${tenant.tenant.publicId}/api/reports/${report}?from=${from}&to=${today}`,
        );
        expect(response.statusCode, `${report}: ${response.body}`).toBe(200);
      }
    };
    // A message since the last fold, so that a report folds its marks first.
    await converse(app, tenant, [GREETING]);
    await during('reports from the rollups', ask);
    reportRollups.enabled = false;
    try {
      await during('reports from the base tables', ask);
    } finally {
      reportRollups.enabled = true;
    }

    await during('periodic sweeps', async () => {
      await deleteOldEvents(db.kysely, 24 * 3_600_000);
      await deleteExpiredSessions(db.kysely);
      await idleSimulationsQuery(db.kysely, new Date(Date.now() - 3_600_000).toISOString()).execute();
    });

    const seenPaths = new Set([...sent.values()].map((statement) => statement.path));
    for (const name of [
      'report fold: build',
      'report fold: marks',
      'engagement start',
      'message writer',
      'engagement end',
      'label correction',
      'engine socket',
      'engagements API',
      'live events reader',
      'reports from the rollups',
      'reports from the base tables',
      'periodic sweeps',
    ])
      expect(seenPaths, name).toContain(name);

    const planned = [...sent.entries()];
    const findings = await plansOf(planned);
    // The triggers' statements run inside the writes that fire them, and have no plan of their own there.
    const { rows: triggers } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_schema
      where type = 'trigger'`.execute(db.kysely);
    for (const trigger of triggers) {
      const body = /\bbegin\b([\s\S]*)\bend\s*$/i.exec(trigger.sql)?.[1] ?? '';
      for (const statement of body
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean)) {
        // A row's old and new values are parameters to the plan.
        const values: null[] = [];
        const text = statement.replace(/"?\b(?:new|old)"?\."?\w+"?/gi, () => {
          values.push(null);
          return '?';
        });
        const { rows } = await db.kysely.executeQuery<PlanRow>(
          CompiledQuery.raw(`explain query plan ${text}`, values),
        );
        findings.push(...findingsOf(`trigger ${trigger.name}`, text, rows, tables));
      }
    }
    const report = reportOf(findings);
    expect(report, report.join('\n\n')).toEqual([]);
    expect(planned.length).toBeGreaterThan(30);
  }, 120_000);

  /**
   * The lists and exports people page through and download, and the writes of Studio, the import and the webhook
   * worker, on the same history and on as many triples, users, audit events and webhook deliveries, set-based.
   */
  it('scans no large table on the lists, searches, exports and imports', async () => {
    const { app, db } = test;
    const { tenantId, programId } = tenant;
    const base = `/${tenant.tenant.publicId}/api`;
    const admin = tenant.tenant.client;
    const member = tenant.member.client;
    sent.clear();
    // The delivery worker claims when the test asks, so that its statements are seen under its name.
    await app.context.webhooks.stop();
    const triplesCsv = (count: number, from = 0) =>
      [
        'subject,predicate,object,source',
        ...Array.from(
          { length: count },
          (_, i) => `Plan ${from + i},deductible,$${(from + i) * 10},brochure ${(from + i) % 7}`,
        ),
      ].join('\n');
    const importTriples = (csv: string, query = '') =>
      admin.request('POST', `${base}/programs/${programId}/triples/import${query}`, csv, {
        text: true,
        headers: { 'content-type': 'text/csv' },
      });
    const imported = await importTriples(triplesCsv(SEEDED));
    expect(imported.statusCode, imported.body).toBe(200);
    await seedAdmin(tenantId);

    const ok = async (response: { statusCode: number; body: string }, status = 200) =>
      expect(response.statusCode, response.body).toBe(status);
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

    await during('supervisor lists', async () => {
      for (const query of [
        '',
        '?page=2&size=20',
        '?sort=startedDate,desc',
        '?sort=engagementId,asc',
        '?sort=messageCount,desc',
        '?sort=alertCount,desc',
        '?sort=currentStage,asc',
        '?status.equals=ended',
        `?program.equals=${programId}`,
        '?hasAlerts.equals=true',
        '?source.equals=import',
        '?engagementId.contains=SEED12',
        '?engagementId.startsWith=SEED1',
        '?currentStage.contains=Recommend',
        `?startedDate.dateAfter=${from}`,
        '?q=SEED123',
        '?q=Recommend',
        `?from=${from}&to=${today}`,
        `?q=hello&from=${from}&to=${today}`,
      ])
        await ok(await member.request('GET', `${base}/engagements${query}`));
      await ok(await member.request('GET', `${base}/engagements/SEED1234`));
    });

    await during('report drill-downs', async () => {
      const period = `from=${from}&to=${today}`;
      for (const query of [
        '',
        '&page=3&size=20',
        '&sort=startedDate,asc',
        '&reached=Agent%20Qualify',
        '&notReached=Agent%20Qualify',
        '&pairFirst=Agent%20Recommend&pairThen=Agent%20Qualify',
        '&ruleId=qualify-before-recommend',
        `&programId=${programId}&channel=voice&group=assisted`,
        '&source=import',
      ])
        await ok(await member.request('GET', `${base}/reports/conversations?${period}${query}`));
      for (const query of ['', '&reached=Agent%20Qualify', '&ruleId=qualify-before-recommend'])
        await ok(
          await member.request('GET', `${base}/reports/conversations?${period}${query}`, undefined, {
            text: true,
            headers: { accept: 'text/csv' },
          }),
        );
    });

    const created = await admin.post(`${base}/api-keys`, { name: 'plans import' });
    await ok(created, 201);
    const key = (created.json() as { key: string }).key;
    await during('transcript import', async () => {
      const start = Date.now() - 3_600_000;
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/conversations',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        payload: JSON.stringify({
          engagementId: newEngagementId(),
          program: programId,
          channel: 'voice',
          messages: [GREETING, QUALIFY, RECOMMEND].map((content, i) => ({
            from: 'Agent',
            content,
            time: new Date(start + i * 7_000).toISOString(),
          })),
        }),
      });
      expect(response.statusCode, response.body).toBe(201);
    });

    await during('studio', async () => {
      const triples = `${base}/programs/${programId}/triples`;
      await ok(await admin.get(`${base}/programs/${programId}`));
      for (const query of [
        '',
        '?page=5&size=20',
        '?sort=object,desc',
        '?sort=createdDate,desc',
        '?sort=source,asc',
        '?subject.contains=lan 12',
        '?predicate.startsWith=deduct',
        '?object.endsWith=50',
        '?source.equals=brochure 3',
        `?createdDate.dateAfter=${from}`,
        `?createdDate.dateBefore=${from}`,
        '?subject.startsWith=plan 12&sort=object,asc',
      ])
        await ok(await admin.get(`${triples}${query}`));
      await ok(await admin.get(`${triples}/stats`));
      await ok(await admin.get(`${triples}/graph?subject=Plan%2012&depth=2`));
      await ok(
        await admin.request('GET', `${triples}/export`, undefined, {
          text: true,
          headers: { accept: 'text/csv' },
        }),
      );
      await ok(await importTriples(triplesCsv(100, SEEDED - 50), '?dryRun=true'));
      await ok(await importTriples(triplesCsv(100, SEEDED - 50)));
      const model = await admin.get(`${base}/programs/${programId}/stage-model`);
      await ok(model);
      await ok(await admin.put(`${base}/programs/${programId}/stage-model`, model.json()));
    });

    await during('admin lists', async () => {
      for (const [list, queries] of [
        [
          'users',
          [
            '',
            '?page=3&size=20',
            '?sort=lastActivityDate,desc',
            '?sort=email,asc',
            '?login.contains=seed12',
            '?email.startsWith=seed1',
            '?status.equals=ACTIVE',
          ],
        ],
        ['agents', ['', '?login.contains=seed1']],
        ['roles', ['', '?name.contains=admin']],
        ['programs', ['', '?name.contains=Plans', '?sort=createdDate,desc']],
        ['api-keys', ['']],
        ['webhooks', ['']],
        ['departments', ['', '?name.contains=x']],
        [
          'audit-events',
          [
            '',
            '?page=4&size=20',
            '?actor.contains=seed',
            '?entityType.equals=user',
            '?action.equals=update',
            `?createdDate.dateAfter=${from}`,
            '?sort=actor,asc',
          ],
        ],
      ] as const)
        for (const query of queries) await ok(await admin.get(`${base}/${list}${query}`));
      const webhook = await db.kysely
        .selectFrom('webhook')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow();
      for (const query of ['', '?page=3&size=20', '?status.equals=failed', '?sort=attempts,desc'])
        await ok(await admin.get(`${base}/webhooks/${webhook.id}/deliveries${query}`));
    });

    await during('webhook worker', async () => {
      app.context.webhooks.start();
      await app.context.webhooks.drain();
      await app.context.webhooks.stop();
    });

    const seenPaths = new Set([...sent.values()].map((statement) => statement.path));
    for (const name of [
      'supervisor lists',
      'report drill-downs',
      'transcript import',
      'studio',
      'admin lists',
      'webhook worker',
    ])
      expect(seenPaths, name).toContain(name);
    const findings = await plansOf([...sent.entries()]);
    const report = reportOf(findings.filter((finding) => !isOpen(finding)));
    expect(report, report.join('\n\n')).toEqual([]);
    const stale = OPEN_FINDINGS.filter(
      (open) =>
        !findings.some(
          (finding) =>
            open.path === finding.path &&
            open.table === finding.table &&
            finding.sql.replace(/\s+/g, ' ').includes(open.sql),
        ),
    );
    expect(stale).toEqual([]);
  }, 120_000);

  /**
   * `SEEDED` users (copies of the tenant's admin), audit events, and deliveries of a webhook to an address the
   * sender refuses (most delivered or failed, the newest few pending and due).
   */
  const seedAdmin = async (tenantId: number) => {
    const db = test.db.kysely;
    const numbers = `(with recursive n(i) as (select 1 union all select i + 1 from n where i < ${SEEDED}) select i from n) n`;
    const columns = (
      await sql<{ name: string }>`select name from pragma_table_info('app_user')`.execute(db)
    ).rows
      .map((row) => row.name)
      .filter((column) => column !== 'id');
    const replaced: Record<string, string> = {
      login: `'seed' || n.i`,
      email: `'seed' || n.i || '@plans.example'`,
      last_name: `'Seed ' || n.i`,
      last_activity_date: `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || n.i || ' minutes')`,
    };
    await sql
      .raw(`insert into app_user (${columns.join(', ')})
        select ${columns.map((column) => replaced[column] ?? `s.${column}`).join(', ')}
        from ${numbers} join (select * from app_user where tenant_id = ${tenantId} order by id limit 1) s`)
      .execute(db);
    await sql
      .raw(`insert into audit_event (tenant_id, actor, action, entity_type, entity_id, before_value, after_value, created_date)
        select ${tenantId}, 'seed' || (n.i % 50), case n.i % 3 when 0 then 'create' when 1 then 'update' else 'delete' end,
          case n.i % 2 when 0 then 'user' else 'triple' end, cast(n.i as text), null, '{}',
          strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || n.i || ' minutes')
        from ${numbers}`)
      .execute(db);
    const now = new Date().toISOString();
    const { id } = await db
      .insertInto('webhook')
      .values({
        tenant_id: tenantId,
        url: 'http://127.0.0.1:9/plans',
        events: '[]',
        secret: 'plans-secret',
        enabled: 1,
        created_date: now,
        last_modified_date: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql
      .raw(`insert into webhook_delivery (tenant_id, webhook_id, event_id, event_type, data, created_date, status, attempts, next_attempt_date)
        select ${tenantId}, ${id}, 'seed-' || n.i, 'alert.raised', '{}',
          strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (${SEEDED} - n.i) || ' minutes'),
          case when n.i > ${SEEDED} - 5 then 'pending' when n.i % 10 = 0 then 'failed' else 'delivered' end,
          case when n.i > ${SEEDED} - 5 then 0 else 1 + n.i % 10 end,
          case when n.i > ${SEEDED} - 5 then strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 minutes') end
        from ${numbers}`)
      .execute(db);
  };
});
