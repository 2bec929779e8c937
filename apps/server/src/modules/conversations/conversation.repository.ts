import type {
  Alert,
  ComplianceRule,
  EngagementMessage,
  EngagementSummary,
  KnowledgeCard,
  ListQuery,
  Speaker,
} from '@parlance/shared';
import {
  ENGAGEMENT_ID_PREFIX,
  isExternalEngagementId,
  MESSAGE_SEARCH_LIMIT,
  MESSAGE_SEARCH_MIN,
} from '@parlance/shared';
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import { type Dialect, type Executor, keepPrepared } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { idOfSearchRowid, searchTableOf, tenantRowids } from '../../db/text-search.js';
import type { StatementEvents } from '../../events/event-bus.js';
import { ftsPhrase, likeEscape, prefixEnd, runListQuery } from '../../lib/list.js';
import { enqueueWebhookEvents } from '../webhooks/webhook.repository.js';

/**
 * The conversations module's storage: the only place that reads or writes the conversation, conversation_message
 * and compliance_alert tables. Every query filters by tenant (or by a conversation id found through one).
 */

export const findConversation = (db: Executor, tenantId: number, engagementId: string) =>
  db
    .selectFrom('conversation')
    .select(['id', 'program_id', 'engagement_id', 'started_date', 'ended_date', 'source'])
    .where('tenant_id', '=', tenantId)
    .where('engagement_id', '=', engagementId)
    .executeTakeFirst();

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
export const selectEngagements = (db: Executor, tenantId: number, byKey = false) =>
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
    ])
    .where(byKey ? sql<number>`+conversation.tenant_id` : sql.ref('conversation.tenant_id'), '=', tenantId);

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
  if (hasAlerts) base = base.where('conversation.alert_count', hasAlerts.value === true ? '>' : '=', 0);
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
  const { rows, total } = await runListQuery(
    base,
    columnQuery,
    ENGAGEMENT_COLUMNS,
    'conversation.id',
    'desc',
  );
  return { engagements: rows.map(toEngagementSummary), total, limited };
};

/**
 * An engagement as a message needs it, in one read: its summary (the message count is the next message's index),
 * its first message's time, its program's status and mode, its program's stored stage-model version (null without
 * one), and on PostgreSQL the row's version (`xmin`), which storing the message checks.
 */
export const findLiveConversation = async (
  db: Executor,
  dialect: Dialect,
  tenantId: number,
  engagementId: string,
) => {
  const compiled = liveConversationQuery(db, dialect, tenantId, engagementId).compile();
  // Planned once per connection on PostgreSQL: planning the join costs more than running it.
  if (dialect === 'postgres') keepPrepared(compiled.sql);
  return (await db.executeQuery(compiled)).rows[0];
};

const liveConversationQuery = (db: Executor, dialect: Dialect, tenantId: number, engagementId: string) =>
  selectEngagements(db, tenantId)
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
    ])
    .where('conversation.engagement_id', '=', engagementId);

export type LiveConversationRow = NonNullable<Awaited<ReturnType<typeof findLiveConversation>>>;

export const findEngagementSummary = async (db: Executor, tenantId: number, conversationId: number) => {
  const row = await selectEngagements(db, tenantId)
    .where('conversation.id', '=', conversationId)
    .executeTakeFirst();
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

/** Sets or (with `null`) takes away a supervisor's correction of a message's stage. */
export const setStageCorrection = (
  db: Executor,
  tenantId: number,
  conversationId: number,
  index: number,
  correction: { stage: string; by: string; date: string } | null,
) =>
  db
    .updateTable('conversation_message')
    .set({
      corrected_stage: correction?.stage ?? null,
      corrected_by: correction?.by ?? null,
      corrected_date: correction?.date ?? null,
    })
    .where('tenant_id', '=', tenantId)
    .where('conversation_id', '=', conversationId)
    .where('message_index', '=', index)
    .execute();

/** The last message's stage is the engagement's current stage: set it when message `index` is the last. */
export const setCurrentStageIfLast = (db: Executor, conversationId: number, index: number, stage: string) =>
  db
    .updateTable('conversation')
    .set({ current_stage: stage })
    .where('id', '=', conversationId)
    .where('message_count', '=', index + 1)
    .execute();

/** Milliseconds from one ISO timestamp column to another, on either engine. */
const millisBetween = (dialect: Dialect, from: string, to: string) =>
  dialect === 'postgres'
    ? sql.raw(`round(extract(epoch from (${to}::timestamptz - ${from}::timestamptz)) * 1000)::bigint`)
    : sql.raw(`cast(round((julianday(${to}) - julianday(${from})) * 86400000) as integer)`);

/** A message not stored yet, counted by `stagesUpsert` as the conversation's last. */
interface PendingMessage {
  index: number;
  stage: string;
  time: string;
}

/**
 * The statement that writes a conversation's `conversation_stage` rows from its stored messages, and `pending`
 * after them when given (a message the same statement inserts, which its own reads do not see yet).
 */
const stagesStatement = (
  dialect: Dialect,
  tenantId: number,
  conversationId: number,
  replace: boolean,
  pending?: PendingMessage,
  condition = sql`true`,
) => {
  const upsert = replace
    ? sql``
    : sql`on conflict (conversation_id, stage) do update set messages = excluded.messages, first_index = excluded.first_index, duration_ms = excluded.duration_ms, engine_messages = excluded.engine_messages, corrected = excluded.corrected`;
  const messages = pending
    ? sql`(select stage, corrected_stage, message_index, created_date from conversation_message
          where tenant_id = ${tenantId} and conversation_id = ${conversationId}
        union all select cast(${pending.stage} as varchar), cast(null as varchar), cast(${pending.index} as integer), cast(${pending.time} as varchar))`
    : sql`(select stage, corrected_stage, message_index, created_date from conversation_message
          where tenant_id = ${tenantId} and conversation_id = ${conversationId})`;
  return sql`insert into conversation_stage (tenant_id, conversation_id, stage, messages, first_index, duration_ms, engine_messages, corrected)
    select ${tenantId}, ${conversationId}, stage, sum(own), min(own_index), sum(ms), sum(engine), sum(fixed) from (
      select coalesce(corrected_stage, stage) as stage, 1 as own, message_index as own_index,
        coalesce(${millisBetween(dialect, 'created_date', 'next_date')}, 0) as ms, 0 as engine, 0 as fixed
      from (
        select m.*, lead(created_date) over (order by message_index) as next_date from ${messages} m
      ) timed
      union all
      select stage, 0, null, 0, 1, case when corrected_stage is not null and corrected_stage <> stage then 1 else 0 end
      from ${messages} e
    ) parts where ${condition} group by stage ${upsert}`;
};

/**
 * Brings a conversation's reporting rows (`conversation_stage`, ARCHITECTURE.md "Reporting") in line with its
 * messages, in one statement, inside the caller's transaction: for each stage, its messages (by the correction,
 * else the engine's label) and the first one's index, the time in it (each message lasts until the next one), the
 * messages the engine labelled with it and how many of those were corrected to another stage. After a new message
 * no stage disappears, so the rows are upserted; after a correction (`replace`) they are written anew, and the
 * conversation's count of corrections with them.
 */
export const refreshConversationStages = async (
  db: Executor,
  dialect: Dialect,
  tenantId: number,
  conversationId: number,
  { replace }: { replace: boolean },
) => {
  if (replace)
    await db
      .deleteFrom('conversation_stage')
      .where('tenant_id', '=', tenantId)
      .where('conversation_id', '=', conversationId)
      .execute();
  await stagesStatement(dialect, tenantId, conversationId, replace).execute(db);
  if (replace)
    await db
      .updateTable('conversation')
      .set((eb) => ({
        correction_count: eb.fn.coalesce(
          eb
            .selectFrom('conversation_stage')
            .select((s) => s.fn.sum<number>('corrected').as('total'))
            .where('conversation_id', '=', conversationId),
          eb.lit(0),
        ),
      }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', conversationId)
      .execute();
};

/** A labelled message to store as its conversation's next message. */
export interface NewMessage {
  tenantId: number;
  engagementId: string;
  /**
   * The engagement as read (`findLiveConversation`): the message takes index `message_count`, and is stored only
   * while the conversation is still as read (its row version on PostgreSQL, its count on SQLite).
   */
  conversation: LiveConversationRow;
  from: Speaker;
  content: string;
  stage: string;
  confidence: number;
  /** JSON. */
  evidence: string;
  /** JSON. */
  cards: string;
  time: string;
  /** Compliance rules the message broke: an alert each, unless the conversation has one of that rule already. */
  breaches: readonly { rule: Pick<ComplianceRule, 'id' | 'kind' | 'severity'>; message: string }[];
}

export interface StoredMessage {
  /** The alerts raised (a rule alerts once a conversation). */
  alerts: Alert[];
  /** The engagement's summary after the message. */
  summary: EngagementSummary;
  /** The events given to `storeMessage` were stored (and sent) with the message. */
  published: boolean;
}

/** Events to store in the statement that stores a message, once `gate` holds (`EngagementEventBus.inStatement`). */
export type PublishWith = (gate: RawBuilder<unknown>) => StatementEvents;

const toAlert = (message: NewMessage, id: number, breach: NewMessage['breaches'][number]): Alert => ({
  id,
  engagementId: message.engagementId,
  rule: breach.rule.id,
  kind: breach.rule.kind,
  severity: breach.rule.severity,
  index: message.conversation.message_count,
  message: breach.message,
  createdDate: message.time,
});

/** The conversation's columns after a message (but its count of alerts). */
const columnsAfter = (message: NewMessage, firstMessageDate: string | null) => ({
  current_stage: message.stage,
  last_message_from: message.from,
  last_message_content: message.content.slice(0, LAST_MESSAGE_PREVIEW),
  last_message_date: message.time,
  message_count: message.conversation.message_count + 1,
  first_message_date: firstMessageDate ?? message.time,
  handle_ms: Date.parse(message.time) - Date.parse(firstMessageDate ?? message.time),
});

/** The engagement's summary once `message` is stored with `raised` new alerts, from the conversation as read. */
export const summaryAfterMessage = (message: NewMessage, raised: number): EngagementSummary =>
  toEngagementSummary({
    ...message.conversation,
    ...columnsAfter(message, message.conversation.first_message_date),
    alert_count: message.conversation.alert_count + raised,
  });

/**
 * Queues an `alert.raised` webhook event for each alert, its `data` the alert as stored and as the live `alert`
 * event carries it: called by every writer of alerts (a live message on either engine, an import) in the
 * transaction that stores them (migration 025 dropped the trigger that built it in SQL).
 */
export const queueAlertWebhooks = async (db: Executor, tenantId: number, alerts: readonly Alert[]) => {
  for (const alert of alerts) await enqueueWebhookEvents(db, tenantId, 'alert.raised', { ...alert });
};

/**
 * PostgreSQL: the whole message in one statement, its own transaction (one round trip, one commit). It locks the
 * conversation's row and writes only if the row is still the version read with the message's index: then no other
 * message, correction or end came since, and the statement's reads (the stage rows' messages) are current. It
 * inserts the message and its alerts, updates the conversation's summary, upserts its stage rows (the stored
 * messages and this one) and, with `publishWith`, stores the events after those writes (and, once committed,
 * tells the event bus).
 */
const storeMessagePostgres = async (
  db: Executor,
  message: NewMessage,
  publishWith: PublishWith | undefined,
): Promise<StoredMessage | undefined> => {
  const { tenantId, conversation } = message;
  const index = conversation.message_count;
  const columns = columnsAfter(message, conversation.first_message_date);
  const breaches = message.breaches;
  const raised =
    breaches.length === 0
      ? sql``
      : sql`raised as (
        insert into compliance_alert (tenant_id, conversation_id, rule_id, kind, severity, message_index, message, created_date)
        select ${tenantId}, ok.id, b.rule_id, b.kind, b.severity, ${index}, b.message, ${message.time}
        from ok cross join (values ${sql.join(
          breaches.map(
            (breach, n) =>
              sql`(cast(${n} as integer), cast(${breach.rule.id} as text), cast(${breach.rule.kind} as text), cast(${breach.rule.severity} as text), cast(${breach.message} as text))`,
          ),
        )}) as b(n, rule_id, kind, severity, message)
        order by b.n
        on conflict (conversation_id, rule_id) do nothing
        returning id, rule_id
      ), `;
  const events = publishWith?.(
    sql`exists (select 1 from stored) and exists (select 1 from updated) and exists (select 1 from stages)`,
  );
  const statement = sql<{
    written: number;
    raised: { id: number; rule_id: string }[] | null;
    events_stored: unknown;
  }>`with locked as (
      select xmin::text as version, message_count from conversation where id = ${conversation.id} for update
    ), ok as (
      select ${conversation.id}::integer as id from locked
      where locked.version = ${conversation.row_version} and locked.message_count = ${index}
    ), stored as (
      insert into conversation_message (tenant_id, conversation_id, message_index, from_speaker, content, stage, confidence, evidence, cards, created_date)
      select ${tenantId}, ok.id, ${index}, ${message.from}, ${message.content}, ${message.stage}, ${message.confidence}, ${message.evidence}, ${message.cards}, ${message.time}
      from ok
      returning message_index
    ), ${raised}updated as (
      update conversation set current_stage = ${columns.current_stage}, last_message_from = ${columns.last_message_from},
        last_message_content = ${columns.last_message_content}, last_message_date = ${columns.last_message_date},
        message_count = ${columns.message_count},
        alert_count = alert_count + ${breaches.length === 0 ? sql`0` : sql`(select count(*) from raised)`},
        first_message_date = ${columns.first_message_date}, handle_ms = ${columns.handle_ms}
      from ok where conversation.id = ok.id
      returning conversation.id
    ), stages as (
      ${stagesStatement(
        'postgres',
        tenantId,
        conversation.id,
        false,
        { index, stage: message.stage, time: message.time },
        sql`exists (select 1 from ok)`,
      )}
      returning stage
    )${events ? sql`, ${events.ctes}` : sql``}
    select (select count(*) from updated) as written,
      ${breaches.length === 0 ? sql`null` : sql`(select json_agg(json_build_object('id', id, 'rule_id', rule_id)) from raised)`} as raised,
      ${events ? events.stored : sql`null`} as events_stored`;
  const compiled = statement.compile(db);
  const alertsOf = (row: { raised: { id: number; rule_id: string }[] | null }) =>
    breaches.flatMap((breach) => {
      const stored = (row.raised ?? []).find((raisedRow) => raisedRow.rule_id === breach.rule.id);
      return stored ? [toAlert(message, Number(stored.id), breach)] : [];
    });
  if (breaches.length > 0) {
    // A message that breaks a rule (once a rule and conversation) also queues its alerts' webhooks, in its
    // transaction: more round trips, for those messages only.
    const written = await db.transaction().execute(async (trx) => {
      const row = (await trx.executeQuery(compiled)).rows[0];
      if (!row || Number(row.written) !== 1) return undefined;
      const alerts = alertsOf(row);
      await queueAlertWebhooks(trx, message.tenantId, alerts);
      return { alerts, eventsStored: Number(row.events_stored) > 0 };
    });
    if (!written) return undefined;
    if (events && written.eventsStored) events.committed();
    const { alerts } = written;
    return { alerts, summary: summaryAfterMessage(message, alerts.length), published: events !== undefined };
  }
  // Planned once per connection: planning this statement costs more than running it.
  keepPrepared(compiled.sql);
  const row = (await db.executeQuery(compiled)).rows[0];
  // The statement is its own transaction: it has committed.
  if (events && Number(row?.events_stored) > 0) events.committed();
  if (!row || Number(row.written) !== 1) return undefined;
  const alerts = alertsOf(row);
  return { alerts, summary: summaryAfterMessage(message, alerts.length), published: events !== undefined };
};

/** SQLite: the same in one transaction (one process, whose statements take microseconds); no events. */
const storeMessageSqlite = (db: Executor, message: NewMessage): Promise<StoredMessage | undefined> =>
  db.transaction().execute(async (trx) => {
    const { tenantId, conversation } = message;
    const index = conversation.message_count;
    const locked = await trx
      .selectFrom('conversation')
      .select(['message_count', 'first_message_date'])
      .where('id', '=', conversation.id)
      .executeTakeFirstOrThrow();
    if (locked.message_count !== index) return undefined;
    await trx
      .insertInto('conversation_message')
      .values({
        tenant_id: tenantId,
        conversation_id: conversation.id,
        message_index: index,
        from_speaker: message.from,
        content: message.content,
        stage: message.stage,
        confidence: message.confidence,
        evidence: message.evidence,
        cards: message.cards,
        created_date: message.time,
      })
      .execute();
    const alerts: Alert[] = [];
    for (const breach of message.breaches) {
      const row = await trx
        .insertInto('compliance_alert')
        .values({
          tenant_id: tenantId,
          conversation_id: conversation.id,
          rule_id: breach.rule.id,
          kind: breach.rule.kind,
          severity: breach.rule.severity,
          message_index: index,
          message: breach.message,
          created_date: message.time,
        })
        .onConflict((oc) => oc.columns(['conversation_id', 'rule_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) alerts.push(toAlert(message, row.id, breach));
    }
    await queueAlertWebhooks(trx, tenantId, alerts);
    await trx
      .updateTable('conversation')
      .set((eb) => ({
        ...columnsAfter(message, locked.first_message_date),
        alert_count: eb('alert_count', '+', alerts.length),
      }))
      .where('id', '=', conversation.id)
      .execute();
    await refreshConversationStages(trx, 'sqlite', tenantId, conversation.id, { replace: false });
    const summary = await findEngagementSummary(trx, tenantId, conversation.id);
    if (!summary) throw new Error(`conversation ${conversation.id} vanished`);
    return { alerts, summary, published: false };
  });

/**
 * Stores a labelled message with its alerts, the conversation's summary and its stage rows, all or nothing, as
 * the conversation's message `message_count`; answers undefined, storing nothing, when the conversation has moved
 * on since it was read (another instance stored that index, or the engagement changed): read it again and label
 * again. On PostgreSQL, `publishWith` stores events in the same statement (`published`).
 */
export const storeMessage = (
  db: Executor,
  dialect: Dialect,
  message: NewMessage,
  publishWith?: PublishWith,
): Promise<StoredMessage | undefined> =>
  dialect === 'postgres' ? storeMessagePostgres(db, message, publishWith) : storeMessageSqlite(db, message);

/** A new conversation's group: `control` when its agent is in the control group as it starts, else `assisted`. */
export const agentGroupAtStart = (agentUserId: number | null) =>
  agentUserId === null
    ? null
    : sql<
        'assisted' | 'control'
      >`(select case when status = 'CONTROL_GROUP' then 'control' else 'assisted' end from app_user where id = ${agentUserId})`;

/**
 * Locks a conversation's row until the transaction ends (PostgreSQL; SQLite has one writer). A correction takes it
 * first, in the order a message's write takes its locks (conversation, then its stage rows), so the two never
 * wait on each other crosswise.
 */
export const lockConversation = async (
  db: Executor,
  dialect: Dialect,
  tenantId: number,
  conversationId: number,
) => {
  if (dialect !== 'postgres') return;
  await db
    .selectFrom('conversation')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', conversationId)
    .forUpdate()
    .execute();
};
