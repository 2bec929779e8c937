import type {
  Alert,
  EngagementMessage,
  EngagementSummary,
  KnowledgeCard,
  ListQuery,
  ParsedSort,
} from '@parlance/shared';
import {
  ENGAGEMENT_ID_PREFIX,
  ENGAGEMENT_STATUSES,
  isExternalEngagementId,
  LIST_COUNT_LIMIT,
  MESSAGE_SEARCH_LIMIT,
  MESSAGE_SEARCH_MIN,
} from '@parlance/shared';
import {
  type AliasableExpression,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { type Dialect, type Executor, keepPrepared } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { idOfSearchRowid, searchTableOf, tenantRowids } from '../../db/text-search.js';
import { ftsPhrase, likeEscape, prefixEnd, runListQuery } from '../../lib/list.js';
import { reusableQuery } from '../../lib/reusable-query.js';
import { batchedPerHandle, refusedByDatabase } from './message-batch.js';

/**
 * The conversations module's reads of the conversation, conversation_message, conversation_stage and
 * compliance_alert tables, which no other module queries; every write of them is the writer's
 * (`conversation-writer.ts`). Every query filters by tenant (or by a conversation id found through one).
 */

// Asked at every engagement's start (and resume): built and compiled once.
const conversationOfEngagement = reusableQuery(
  (db: Executor, tenantId: number, engagementId: string) =>
    db
      .selectFrom('conversation')
      .select(['id', 'program_id', 'engagement_id', 'started_date', 'ended_date', 'source'])
      .where('tenant_id', '=', tenantId)
      .where('engagement_id', '=', engagementId),
  [-0x7fff_fff1, '\u0000engagement'] as [number, string],
);
export const findConversation = async (db: Executor, tenantId: number, engagementId: string) =>
  (await db.executeQuery(conversationOfEngagement(db, tenantId, engagementId))).rows[0];

export const conversationMessages = (db: Executor, tenantId: number, conversationId: number) =>
  db
    .selectFrom('conversation_message')
    .select(['message_index', 'from_speaker', 'content', 'stage', 'confidence', 'evidence', 'created_date'])
    .where('tenant_id', '=', tenantId)
    .where('conversation_id', '=', conversationId)
    .orderBy('message_index')
    .execute();

export const countMessages = async (db: Executor, conversationId: number): Promise<number> => {
  const row = await db
    .selectFrom('conversation_message')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
};

/** The last `count` messages' texts, oldest first. */
export const lastContents = async (db: Executor, conversationId: number, count: number) => {
  const rows = await db
    .selectFrom('conversation_message')
    .select('content')
    .where('conversation_id', '=', conversationId)
    .orderBy('message_index', 'desc')
    .limit(count)
    .execute();
  return rows.map((row) => row.content).reverse();
};

/** Whether the program has conversations, as a column of a program query: 0/1 on SQLite, a boolean on PostgreSQL. */
export const programHasConversations = (eb: ExpressionBuilder<Database, 'program'>, tenantId: number) =>
  eb
    .exists(
      eb
        .selectFrom('conversation')
        .select('conversation.id')
        .where('conversation.tenant_id', '=', tenantId)
        .whereRef('conversation.program_id', '=', 'program.id'),
    )
    .as('has_conversations');

export const countProgramConversations = async (db: Executor, tenantId: number, programId: number) => {
  const row = await db
    .selectFrom('conversation')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('tenant_id', '=', tenantId)
    .where('program_id', '=', programId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
};

/** The last message's text in a summary: enough for one line of the live list. */
export const LAST_MESSAGE_PREVIEW = 300;

/**
 * Engagements with what the live list shows: the conversation's own summary, its program and its agent. `byKey`
 * writes the tenant's condition as `+tenant_id`, which SQLite cannot serve from an index: a search's own ids then
 * drive the read by key, rather than the planner walking every row of the tenant to test each against them.
 */
/** The engagements' columns, of every tenant: `selectEngagements` and the batched live read narrow it. */
const engagementsOfAnyTenant = (db: Executor) =>
  db
    .selectFrom('conversation')
    .innerJoin('program', 'program.id', 'conversation.program_id')
    .leftJoin('app_user', 'app_user.id', 'conversation.agent_user_id')
    .select([
      'conversation.id',
      'conversation.engagement_id',
      'conversation.program_id',
      'program.name as program_name',
      'conversation.source',
      'conversation.channel',
      'conversation.status',
      'conversation.started_date',
      'conversation.ended_date',
      'conversation.current_stage',
      'conversation.last_message_from',
      'conversation.last_message_content',
      'conversation.last_message_date',
      'conversation.message_count',
      'conversation.alert_count',
      'app_user.id as agent_id',
      'app_user.login as agent_login',
      'app_user.first_name as agent_first_name',
      'app_user.last_name as agent_last_name',
      'app_user.external_code as agent_external_code',
    ]);

export const selectEngagements = (db: Executor, tenantId: number, byKey = false) =>
  engagementsOfAnyTenant(db).where(
    byKey ? sql<number>`+conversation.tenant_id` : sql.ref('conversation.tenant_id'),
    '=',
    tenantId,
  );

export type EngagementRow = Awaited<
  ReturnType<ReturnType<typeof selectEngagements>['executeTakeFirstOrThrow']>
>;

export const toEngagementSummary = (row: EngagementRow): EngagementSummary => ({
  engagementId: row.engagement_id,
  programId: row.program_id,
  programName: row.program_name,
  agent:
    row.agent_id === null || row.agent_login === null
      ? null
      : {
          id: row.agent_id,
          login: row.agent_login,
          name: [row.agent_first_name, row.agent_last_name].filter(Boolean).join(' ') || row.agent_login,
          externalCode: row.agent_external_code,
        },
  source: row.source,
  channel: row.channel,
  status: row.status,
  startedDate: row.started_date,
  endedDate: row.ended_date,
  currentStage: row.current_stage,
  lastMessage:
    row.last_message_from && row.last_message_content !== null && row.last_message_date
      ? { from: row.last_message_from, content: row.last_message_content, time: row.last_message_date }
      : null,
  messageCount: row.message_count,
  alertCount: row.alert_count,
});

const ENGAGEMENT_COLUMNS: Record<string, string> = {
  engagementId: 'conversation.engagement_id',
  program: 'conversation.program_id',
  agent: 'conversation.agent_user_id',
  status: 'conversation.status',
  currentStage: 'conversation.current_stage',
  source: 'conversation.source',
  startedDate: 'conversation.started_date',
  messageCount: 'conversation.message_count',
  alertCount: 'conversation.alert_count',
};

/**
 * The Supervisor list's search and period, beside the list convention: `text` matches an engagement id (from its
 * start: `PLATFORM12` or `12`), an agent (login, name or code) or a message's content; `start`/`end` bound the
 * start (ISO instants, the end excluded).
 */
export interface EngagementListSearch {
  text?: string;
  start?: string;
  end?: string;
}

/**
 * Engagement ids that start with the prefix, as the `(tenant_id, engagement_id)` index reads them: a range, and an
 * escaped LIKE that keeps `_` literal.
 */
const engagementIdStarts = (eb: ExpressionBuilder<Database, 'conversation'>, prefix: string) => {
  const end = prefixEnd(prefix);
  return eb.and([
    eb('conversation.engagement_id', '>=', prefix),
    ...(end ? [eb('conversation.engagement_id', '<', end)] : []),
    sql<SqlBool>`conversation.engagement_id like ${`${likeEscape(prefix)}%`} escape '\\'`,
  ]);
};

/** Agents a search names at most (a text matching more is too short to pick out an agent). */
const AGENT_SEARCH_LIMIT = 500;

/**
 * The engagement ids a search text stands for, as prefixes: the simulator's (`PLATFORM` and digits, or digits
 * alone) and an integrator's own id as typed (`/api/v1`, case kept).
 */
const engagementIdPrefixes = (text: string): string[] => {
  const prefixes = new Set<string>();
  if (/^\d{1,10}$/.test(text)) prefixes.add(`${ENGAGEMENT_ID_PREFIX}${text}`);
  if (/^platform\d{0,10}$/i.test(text)) prefixes.add(text.toUpperCase());
  if (isExternalEngagementId(text)) prefixes.add(text);
  return [...prefixes];
};

/** The tenant's users whose login, first, last or full name or code holds the text. */
const agentsMatching = async (db: Executor, tenantId: number, text: string) => {
  const pattern = `%${likeEscape(text.toLowerCase())}%`;
  const like = (expression: RawBuilder<unknown>) =>
    sql<SqlBool>`lower(${expression}) like ${pattern} escape '\\'`;
  const rows = await db
    .selectFrom('app_user')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where((eb) =>
      eb.or([
        like(sql`login`),
        like(sql`coalesce(first_name, '')`),
        like(sql`coalesce(last_name, '')`),
        like(sql`coalesce(first_name, '') || ' ' || coalesce(last_name, '')`),
        like(sql`coalesce(external_code, '')`),
      ]),
    )
    .limit(AGENT_SEARCH_LIMIT)
    .execute();
  return rows.map((row) => row.id);
};

/**
 * The conversations whose messages hold the text, read through the messages' text index (migration 018): on
 * SQLite the tenant's part of the FTS5 trigram index, newest messages first, then those messages by key; on
 * PostgreSQL the pg_trgm index. At most MESSAGE_SEARCH_LIMIT messages are read; `limited` says there were more.
 */
const conversationsSaying = async (db: Executor, dialect: Dialect, tenantId: number, text: string) => {
  const typed = text.toLowerCase();
  if ([...typed].length < MESSAGE_SEARCH_MIN) return { ids: [] as number[], limited: false };
  const pattern = `%${likeEscape(typed)}%`;
  const matches = sql<SqlBool>`lower(content) like ${pattern} escape '\\'`;
  let rows: { id: number; conversation_id: number }[];
  if (dialect === 'sqlite') {
    const index = sql.table(searchTableOf('conversation_message'));
    const { rows: found } = await sql<{ id: number }>`select ${idOfSearchRowid} as id from ${index}
      where ${index} match ${ftsPhrase('content', typed)} and ${tenantRowids(tenantId)}
      order by rowid desc limit ${MESSAGE_SEARCH_LIMIT + 1}`.execute(db);
    const limited = found.length > MESSAGE_SEARCH_LIMIT;
    const ids = found.slice(0, MESSAGE_SEARCH_LIMIT).map((row) => row.id);
    if (ids.length === 0) return { ids: [], limited };
    // The index folds case more widely than `lower`: the `like` on the rows found decides, as lists do.
    rows = await db
      .selectFrom('conversation_message')
      .select(['id', 'conversation_id'])
      .where('tenant_id', '=', tenantId)
      .where(sql<SqlBool>`id in (select value from json_each(${JSON.stringify(ids)}))`)
      .where(matches)
      .execute();
    return { ids: [...new Set(rows.map((row) => row.conversation_id))], limited };
  }
  rows = await db
    .selectFrom('conversation_message')
    .select(['id', 'conversation_id'])
    .where('tenant_id', '=', tenantId)
    .where(matches)
    .limit(MESSAGE_SEARCH_LIMIT + 1)
    .execute();
  return {
    ids: [...new Set(rows.slice(0, MESSAGE_SEARCH_LIMIT).map((row) => row.conversation_id))],
    limited: rows.length > MESSAGE_SEARCH_LIMIT,
  };
};

/** Conversations a search reads by key at most; one matching more (a very common agent name) is read as a filter. */
const SEARCH_KEYS_MAX = 50_000;

/**
 * The ids of the tenant's conversations a search matches, each part read from an index: the engagement id's
 * prefix (`(tenant_id, engagement_id)`), the matching agents' conversations (`conversation_agent`), and those of
 * the messages found. Undefined when there are more than SEARCH_KEYS_MAX.
 */
const searchedKeys = async (
  db: Executor,
  tenantId: number,
  prefixes: readonly string[],
  agents: readonly number[],
  saying: readonly number[],
): Promise<number[] | undefined> => {
  const keys = new Set(saying);
  for (const prefix of prefixes) {
    const byId = db
      .selectFrom('conversation')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where((eb) => engagementIdStarts(eb, prefix));
    for (const row of await byId.limit(SEARCH_KEYS_MAX + 1).execute()) keys.add(row.id);
  }
  if (agents.length > 0) {
    const byAgent = await db
      .selectFrom('conversation')
      .select('id')
      .where('agent_user_id', 'in', agents)
      .where('tenant_id', '=', tenantId)
      .limit(SEARCH_KEYS_MAX + 1)
      .execute();
    for (const row of byAgent) keys.add(row.id);
  }
  return keys.size > SEARCH_KEYS_MAX ? undefined : [...keys];
};

/**
 * A page of the tenant's engagements by the list convention; `hasAlerts` is no column: it reads the alert count.
 * A search reads indexes alone: the engagement id's prefix (the `(tenant_id, engagement_id)` index), the matching
 * agents' engagements (`conversation_agent`) and the conversations of the messages found (by key); the period
 * reads `(tenant_id, started_date)`. `limited` says the message search read only the newest matches.
 */
export const listEngagements = async (
  db: Executor,
  dialect: Dialect,
  tenantId: number,
  query: ListQuery,
  search: EngagementListSearch = {},
) => {
  const sorts = engagementSorts(query.sort);
  const hasAlerts = query.filters.find((filter) => filter.field === 'hasAlerts');
  const columnQuery = { ...query, filters: query.filters.filter((filter) => filter !== hasAlerts) };
  const text = search.text?.trim();
  const prefixes = text ? engagementIdPrefixes(text) : [];
  const [agents, saying] = text
    ? await Promise.all([
        agentsMatching(db, tenantId, text),
        conversationsSaying(db, dialect, tenantId, text),
      ])
    : [[], { ids: [], limited: false }];
  // On SQLite the search's conversations are found first, by index, and the page read by their keys.
  const keys =
    text && dialect === 'sqlite' ? await searchedKeys(db, tenantId, prefixes, agents, saying.ids) : undefined;
  let base = selectEngagements(db, tenantId, keys !== undefined);
  // On SQLite the filter is tested on the rows the sort's index brings (`+`, no index of its own): the
  // `(tenant_id, alert_count, id)` index would read the tenant's every alerting conversation to sort them.
  if (hasAlerts)
    base = base.where(
      dialect === 'sqlite' ? sql<number>`+conversation.alert_count` : sql.ref('conversation.alert_count'),
      hasAlerts.value === true ? '>' : '=',
      0,
    );
  if (search.start) base = base.where('conversation.started_date', '>=', search.start);
  if (search.end) base = base.where('conversation.started_date', '<', search.end);
  const limited = saying.limited;
  if (keys)
    base = base.where(
      sql<SqlBool>`conversation.id in (select value from json_each(${JSON.stringify(keys)}))`,
    );
  else if (text) {
    base = base.where((eb) => {
      const found: Expression<SqlBool>[] = [];
      for (const prefix of prefixes) found.push(engagementIdStarts(eb, prefix));
      if (agents.length > 0) found.push(eb('conversation.agent_user_id', 'in', agents));
      if (saying.ids.length > 0) found.push(eb('conversation.id', 'in', saying.ids));
      return found.length > 0 ? eb.or(found) : sql<SqlBool>`1 = 0`;
    });
  }
  // A period (or a filter of the start) sorted by status reads each status's part of its range from
  // `(tenant_id, status, started_date, id)` in turn: `status in` every status lets SQLite search that index by
  // status and start, in its order.
  const byStatus = sorts[0]?.field === 'status';
  const started =
    search.start || search.end || query.filters.some((filter) => filter.field === 'startedDate');
  if (byStatus && started) base = base.where('conversation.status', 'in', [...ENGAGEMENT_STATUSES]);
  const {
    rows,
    total,
    limited: totalLimited,
  } = await runListQuery(
    base,
    { ...columnQuery, sort: sorts },
    ENGAGEMENT_COLUMNS,
    'conversation.id',
    sorts.at(-1)?.order === 1 ? 'asc' : 'desc',
    undefined,
    { db, atMost: LIST_COUNT_LIMIT },
  );
  return { engagements: rows.map(toEngagementSummary), total, limited, totalLimited };
};

/**
 * The list's order (`runListQuery` adds the id last, in the direction of the last sort, so that one index serves
 * a column's both directions): a status (fixed lower-case values, sorted as stored, which its indexes hold) is
 * followed by the start in the same direction, newest first by default, as `(tenant_id, status, started_date, id)`
 * holds them.
 */
const engagementSorts = (sort: readonly ParsedSort[]): ParsedSort[] => {
  const sorts = sort.map((entry) =>
    entry.field === 'status' ? { field: entry.field, order: entry.order } : entry,
  );
  const last = sorts.at(-1);
  if (last?.field === 'status') sorts.push({ field: 'startedDate', order: last.order, kind: 'date' });
  return sorts;
};

/**
 * An engagement as a message needs it, in one read: its summary (the message count is the next message's index),
 * its first message's time, its program's status and mode, its program's stored stage-model version (null without
 * one), and on PostgreSQL the row's version (`xmin`), which storing the message checks.
 *
 * On PostgreSQL the reads of a database handle coalesce (`batchedStatements`, as the writer's messages do): a read
 * that finds none on its way goes at once, alone; those that come meanwhile go together when it returns, as one
 * statement of up to `LIVE_READS_PER_BATCH` (tenant, engagement) pairs, each caller answered its own row (none when
 * its engagement is not stored). A read inside a caller's transaction goes alone, in it.
 */
export const findLiveConversation = async (
  db: Executor,
  dialect: Dialect,
  tenantId: number,
  engagementId: string,
) => {
  if (dialect === 'postgres' && !db.isTransaction) return readLiveBatched(db, { tenantId, engagementId });
  return readLive(db, dialect, tenantId, engagementId);
};

/** One engagement's read, its own statement. */
const readLive = async (db: Executor, dialect: Dialect, tenantId: number, engagementId: string) => {
  // Built and compiled once (a message's read); planned once per connection on PostgreSQL: planning the join
  // costs more than running it.
  const compiled = (dialect === 'postgres' ? livePostgres : liveSqlite)(db, tenantId, engagementId);
  if (dialect === 'postgres') keepPrepared(compiled.sql);
  return (await db.executeQuery(compiled)).rows[0];
};

/** The columns a message reads of its engagement, added to a selection of engagements. */
const liveColumns = (query: ReturnType<typeof engagementsOfAnyTenant>, dialect: Dialect) =>
  query
    .leftJoin('stage_model', (join) =>
      join
        .onRef('stage_model.program_id', '=', 'conversation.program_id')
        .onRef('stage_model.tenant_id', '=', 'conversation.tenant_id'),
    )
    .select([
      'conversation.first_message_date',
      'program.status as program_status',
      'program.agent_only as program_agent_only',
      'stage_model.version as model_version',
      (dialect === 'postgres' ? sql<string>`conversation.xmin::text` : sql<string>`''`).as('row_version'),
    ]);

/** The engagement as a message reads it (`findLiveConversation`); a caller may select more from it. */
export const liveConversationQuery = (
  db: Executor,
  dialect: Dialect,
  tenantId: number,
  engagementId: string,
) =>
  liveColumns(selectEngagements(db, tenantId), dialect).where(
    'conversation.engagement_id',
    '=',
    engagementId,
  );

const LIVE_SENTINELS: [number, string] = [-0x7fff_fff1, '\u0000engagement'];
const livePostgres = reusableQuery(
  (db: Executor, tenantId: number, engagementId: string) =>
    liveConversationQuery(db, 'postgres', tenantId, engagementId),
  LIVE_SENTINELS,
);
const liveSqlite = reusableQuery(
  (db: Executor, tenantId: number, engagementId: string) =>
    liveConversationQuery(db, 'sqlite', tenantId, engagementId),
  LIVE_SENTINELS,
);

/** The most engagements one batched read names. */
export const LIVE_READS_PER_BATCH = 64;
/** The batched reads of a database handle on their way at once. */
export const LIVE_READS_IN_FLIGHT = 1;

/**
 * A caller's check read with each engagement, as a column of the same statement (the socket's session check,
 * `ReadCheck` in `engagement.pipeline.ts`): `column` makes it of its values, each of which `sentinels` stands for
 * (an integer where the sentinel is a number, else text); `key` names its form.
 */
export interface LiveReadCheck {
  key: string;
  column: (db: Executor, ...values: unknown[]) => AliasableExpression<string | null>;
  sentinels: readonly unknown[];
}

/** One read of a batch: an engagement of a tenant, and the values of the batch's check (none without one). */
export interface LiveRead {
  tenantId: number;
  engagementId: string;
  values?: readonly unknown[];
}

/**
 * PostgreSQL: the engagements of many reads, each as `findLiveConversation` reads it, with the check's status
 * (`check_status`, null without a check) computed of that read's own values. The reads are arrays, one a column
 * (tenants, engagement ids, then each of the check's values), numbered by `unnest ... with ordinality`; each row
 * is the read numbered `live_read_n`. A row answers a read only when both its tenant and its engagement id are the
 * read's: an engagement id of another tenant in the same batch is never matched to it, and two reads of one
 * engagement get a row each (with its own check). The text is fixed per check form, so it stays prepared.
 */
const liveBatchStatement = (check: LiveReadCheck | undefined) => {
  const sentinels = check?.sentinels ?? [];
  const valueNames = sentinels.map((_sentinel, n) => `value_${n}`);
  const types = [
    'integer',
    'text',
    ...sentinels.map((sentinel) => (typeof sentinel === 'number' ? 'integer' : 'text')),
  ];
  return reusableQuery(
    (db: Executor, ...arrays: unknown[][]) => {
      const reads = sql<{ tenant_id: number; engagement_id: string; n: string }>`unnest(${sql.join(
        arrays.map((values, n) => sql`${values}::${sql.raw(types[n] as string)}[]`),
      )}) with ordinality`.as<'live_read'>(
        sql`live_read(${sql.join(['tenant_id', 'engagement_id', ...valueNames, 'n'].map((name) => sql.ref(name)))})`,
      );
      const query = liveColumns(engagementsOfAnyTenant(db), 'postgres')
        .innerJoin(reads, (join) =>
          join
            .onRef('live_read.tenant_id', '=', 'conversation.tenant_id')
            .onRef('live_read.engagement_id', '=', 'conversation.engagement_id'),
        )
        .select(sql<string>`live_read.n`.as('live_read_n'));
      return query.select(
        (check
          ? check.column(db, ...valueNames.map((name) => sql.ref(`live_read.${name}`)))
          : sql<string | null>`null`
        ).as('check_status'),
      );
    },
    [[-0x7fff_fff1], ['\u0000engagement'], ...sentinels.map((sentinel) => [sentinel])],
  );
};
/** Per check form (the empty key: none), its batched statement. */
const liveBatchStatements = new Map<string, ReturnType<typeof liveBatchStatement>>();

type LiveRow = NonNullable<Awaited<ReturnType<typeof readLive>>>;

/**
 * PostgreSQL: many reads in one statement (`liveBatchStatement`), each answered its row (with `check_status`, its
 * check's status) or none when its engagement is not stored. With `check`, every read carries its values.
 */
export const readLiveBatch = async (
  db: Executor,
  reads: readonly LiveRead[],
  check?: LiveReadCheck,
): Promise<((LiveRow & { check_status: string | null }) | undefined)[]> => {
  const key = check?.key ?? '';
  let statement = liveBatchStatements.get(key);
  if (!statement) {
    statement = liveBatchStatement(check);
    liveBatchStatements.set(key, statement);
  }
  const compiled = statement(
    db,
    reads.map((read) => read.tenantId),
    reads.map((read) => read.engagementId),
    ...(check?.sentinels ?? []).map((_sentinel, n) => reads.map((read) => read.values?.[n])),
  );
  keepPrepared(compiled.sql);
  const found: ((LiveRow & { check_status: string | null }) | undefined)[] = reads.map(() => undefined);
  for (const { live_read_n: n, ...row } of (await db.executeQuery(compiled)).rows) found[Number(n) - 1] = row;
  return found;
};

/** Per database handle, its queue of live reads. */
const readLiveBatched = batchedPerHandle((db: Executor) => ({
  maxBatch: LIVE_READS_PER_BATCH,
  inFlight: LIVE_READS_IN_FLIGHT,
  run: async (reads: readonly LiveRead[]): Promise<(LiveRow | undefined)[]> => {
    if (reads.length === 1) {
      const [{ tenantId, engagementId }] = reads as [LiveRead];
      return [await readLive(db, 'postgres', tenantId, engagementId)];
    }
    return (await readLiveBatch(db, reads)).map((row) => {
      if (!row) return undefined;
      const { check_status: _none, ...live } = row;
      return live;
    });
  },
  // A refused statement is made again read by read, so that one read's fault fails that read only.
  retryAlone: refusedByDatabase,
}));

export type LiveConversationRow = NonNullable<Awaited<ReturnType<typeof findLiveConversation>>>;

// Asked at every engagement's start: built and compiled once.
const engagementSummaryRow = reusableQuery(
  (db: Executor, tenantId: number, conversationId: number) =>
    selectEngagements(db, tenantId).where('conversation.id', '=', conversationId),
  [-0x7fff_fff1, -0x7fff_fff2] as [number, number],
);
export const findEngagementSummary = async (db: Executor, tenantId: number, conversationId: number) => {
  const row = (await db.executeQuery(engagementSummaryRow(db, tenantId, conversationId))).rows[0];
  return row ? toEngagementSummary(row) : undefined;
};

/** The ongoing engagements of a tenant, newest first: the live feed's snapshot. */
export const ongoingEngagements = async (db: Executor, tenantId: number) =>
  (
    await selectEngagements(db, tenantId)
      .where('conversation.status', '=', 'ongoing')
      .orderBy('conversation.id', 'desc')
      .execute()
  ).map(toEngagementSummary);

export const selectMessages = (db: Executor, tenantId: number, conversationId: number) =>
  db
    .selectFrom('conversation_message')
    .select([
      'message_index',
      'from_speaker',
      'content',
      'stage',
      'confidence',
      'cards',
      'corrected_stage',
      'corrected_by',
      'corrected_date',
      'created_date',
    ])
    .where('tenant_id', '=', tenantId)
    .where('conversation_id', '=', conversationId);

export type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['executeTakeFirstOrThrow']>>;

export const toEngagementMessage = (row: MessageRow): EngagementMessage => ({
  index: row.message_index,
  from: row.from_speaker,
  content: row.content,
  stage: row.corrected_stage ?? row.stage,
  engineStage: row.stage,
  confidence: row.confidence,
  correction:
    row.corrected_stage && row.corrected_by !== null && row.corrected_date
      ? { stage: row.corrected_stage, by: row.corrected_by, date: row.corrected_date }
      : null,
  cards: JSON.parse(row.cards) as KnowledgeCard[],
  time: row.created_date,
});

export const engagementMessages = async (db: Executor, tenantId: number, conversationId: number) =>
  (await selectMessages(db, tenantId, conversationId).orderBy('message_index').execute()).map(
    toEngagementMessage,
  );

export const engagementAlerts = async (
  db: Executor,
  tenantId: number,
  conversationId: number,
  engagementId: string,
): Promise<Alert[]> =>
  (
    await db
      .selectFrom('compliance_alert')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('conversation_id', '=', conversationId)
      .orderBy('id')
      .execute()
  ).map((row) => ({
    id: row.id,
    engagementId,
    rule: row.rule_id,
    kind: row.kind,
    severity: row.severity,
    index: row.message_index,
    message: row.message,
    createdDate: row.created_date,
  }));
