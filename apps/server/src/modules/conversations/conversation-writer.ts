import type {
  Alert,
  ComplianceRule,
  EngagementMessage,
  EngagementSource,
  EngagementSummary,
  Speaker,
} from '@parlance/shared';
import { type CompiledQuery, type RawBuilder, sql } from 'kysely';
import { type Dialect, type Executor, keepPrepared } from '../../db/database.js';
import { FOLD_MARKED_SETTING } from '../../db/migrations/031-conversation-hot-updates.js';
import type { ManyStatementEvents, StatementEvents } from '../../events/event-bus.js';
import { reusableQuery } from '../../lib/reusable-query.js';
import { nowIso } from '../../lib/time.js';
import { enqueueWebhookEvents } from '../webhooks/webhook.repository.js';
import {
  findEngagementSummary,
  LAST_MESSAGE_PREVIEW,
  type LiveConversationRow,
  type MessageRow,
  selectMessages,
  toEngagementMessage,
  toEngagementSummary,
} from './conversation.repository.js';
import { batchedPerHandle, refusedByDatabase } from './message-batch.js';
import { engagementWebhookData } from './webhook-events.js';

/**
 * The conversations' one writer (ARCHITECTURE.md "How a conversation message travels"): the only code that inserts
 * into or updates `conversation`, `conversation_message`, `conversation_stage` and `compliance_alert` (the structure
 * check). A live message (the socket's and `/api/v1`'s), an imported transcript and a supervisor's correction are
 * written here, each with every figure derived from its messages: the conversation's summary and report columns,
 * its stage rows and stage path (migration 015, kept here rather than by triggers since 029), its alerts, and the
 * webhooks of what it raised, ended, imported or corrected, in the write's transaction. The engines differ only in
 * `WriterEngine`.
 */

/** A compliance rule a message broke, as stored. */
export interface Breach {
  rule: Pick<ComplianceRule, 'id' | 'kind' | 'severity'>;
  message: string;
}

/** Milliseconds from one ISO timestamp column to another, on either engine. */
const millisBetween = (dialect: Dialect, from: string, to: string) =>
  dialect === 'postgres'
    ? sql.raw(`round(extract(epoch from (${to}::timestamptz - ${from}::timestamptz)) * 1000)::bigint`)
    : sql.raw(`cast(round((julianday(${to}) - julianday(${from})) * 86400000) as integer)`);

/** What separates the stages of `conversation.stage_path` (migration 015), as SQL on either engine. */
const pathSeparator = (dialect: Dialect) => (dialect === 'postgres' ? sql`chr(31)` : sql`char(31)`);

/**
 * A conversation's stage path (`stage_path`: the stages it has messages in, in the order first reached, migration
 * 015) once a message of `stage` is appended, from the path as it stands in the same row: unchanged if the path
 * names the stage, else with the stage at its end (the new message is the stage's first, after every other). The
 * writer keeps the path in the statement that updates the conversation, where triggers on the stage rows had
 * updated the conversation's row a second time (migration 029).
 */
const pathAfterAppend = (dialect: Dialect, stage: string | RawBuilder<unknown>) => {
  const separator = pathSeparator(dialect);
  const path = sql`(${separator} || coalesce(stage_path, '') || ${separator})`;
  const needle = sql`(${separator} || cast(${stage} as text) || ${separator})`;
  const place = dialect === 'postgres' ? sql`strpos(${path}, ${needle})` : sql`instr(${path}, ${needle})`;
  return sql<string>`case when ${place} > 0 then stage_path else coalesce(stage_path || ${separator}, '') || cast(${stage} as text) end`;
};

/** A conversation's stage path from its stage rows: those with messages, by their first message (a rewrite). */
const pathOfStageRows = (dialect: Dialect, conversationId: number) =>
  dialect === 'postgres'
    ? sql<string | null>`(select string_agg(stage, chr(31) order by first_index) from conversation_stage s
        where s.conversation_id = ${conversationId} and s.messages > 0)`
    : sql<string | null>`(select group_concat(stage, char(31)) from (select stage from conversation_stage s
        where s.conversation_id = ${conversationId} and s.messages > 0 order by first_index))`;

/** A message the same statement appends, counted by `appendedStagesStatement` as the conversation's last. */
interface PendingMessage {
  index: number;
  stage: string;
  time: string;
}

/** The statement that writes a conversation's `conversation_stage` rows from its stored messages. */
const stagesStatement = (dialect: Dialect, tenantId: number, conversationId: number, replace: boolean) => {
  const upsert = replace
    ? sql``
    : sql`on conflict (conversation_id, stage) do update set messages = excluded.messages, first_index = excluded.first_index, duration_ms = excluded.duration_ms, engine_messages = excluded.engine_messages, corrected = excluded.corrected`;
  const messages = sql`(select stage, corrected_stage, message_index, created_date from conversation_message
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
    ) parts where true group by stage ${upsert}`;
};

/** The conversation's last message as stored before an append: its stage (the correction's, else the engine's). */
interface PreviousMessage {
  stage: string | null;
  time: string | null;
}

/**
 * What one appended message adds to its conversation's stage rows: its stage gains a message (an engine message,
 * uncorrected; its first index if it had none), and the stage of the message before it (`previousStage`, null for
 * none) gains the time between the two (`previousMs`; each message lasts until the next).
 */
interface AppendedStages {
  tenantId: number;
  conversationId: number;
  stage: string;
  index: number;
  previousStage: string | null;
  previousMs: number | null;
}

/** The stage rows' increments of `message` appended after `previous` (as the conversation's row stands). */
const appendedStages = (
  tenantId: number,
  conversationId: number,
  message: PendingMessage,
  previous: PreviousMessage,
): AppendedStages => {
  const timed = message.index > 0 && previous.stage !== null && previous.time !== null;
  return {
    tenantId,
    conversationId,
    stage: message.stage,
    index: message.index,
    previousStage: timed ? previous.stage : null,
    previousMs: timed && previous.time !== null ? Date.parse(message.time) - Date.parse(previous.time) : null,
  };
};

/**
 * The statement that counts one appended message in its conversation's stage rows (`appendedStages`), reading
 * none of its messages. Increments only, summed per stage (the two increments may name the same stage), so that
 * the rows stay equal to a rewrite (`stagesStatement`, tested); its cost does not grow with the conversation. Its
 * text is the same for every message (every value a parameter). `condition` gates the insert.
 */
const appendedStagesStatement = (stages: AppendedStages, condition = sql`true`) =>
  sql`insert into conversation_stage (tenant_id, conversation_id, stage, messages, first_index, duration_ms, engine_messages, corrected)
    select ${stages.tenantId}, ${stages.conversationId}, stage, messages, first_index, duration_ms, engine_messages, 0 from (
      select stage, sum(messages) as messages, min(first_index) as first_index, sum(duration_ms) as duration_ms,
        sum(engine_messages) as engine_messages
      from (
        select cast(${stages.stage} as varchar(255)) as stage, 1 as messages, cast(${stages.index} as integer) as first_index,
          cast(0 as bigint) as duration_ms, 1 as engine_messages
        union all
        select cast(${stages.previousStage} as varchar(255)), 0, null, cast(${stages.previousMs} as bigint), 0
      ) increments
      where stage is not null
      group by stage
    ) v where ${condition}
    on conflict (conversation_id, stage) do update set messages = conversation_stage.messages + excluded.messages,
      first_index = coalesce(conversation_stage.first_index, excluded.first_index),
      duration_ms = conversation_stage.duration_ms + excluded.duration_ms,
      engine_messages = conversation_stage.engine_messages + excluded.engine_messages`;

/**
 * Brings a conversation's reporting rows (`conversation_stage`, ARCHITECTURE.md "Reporting") in line with its
 * messages, in one statement, inside the caller's transaction: for each stage, its messages (by the correction,
 * else the engine's label) and the first one's index, the time in it (each message lasts until the next one), the
 * messages the engine labelled with it and how many of those were corrected to another stage; then the
 * conversation's stage path from them. After a new message no stage disappears, so the rows are upserted; after a
 * correction (`replace`) they are written anew, and the conversation's count of corrections with them.
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
  // The stage path from the rows (the correction's count with it after a rewrite), in one update of the row.
  const corrections = replace
    ? sql`, correction_count = coalesce((select sum(corrected) from conversation_stage
        where conversation_id = ${conversationId}), 0)`
    : sql``;
  await sql`update conversation set stage_path = ${pathOfStageRows(dialect, conversationId)}${corrections}
    where tenant_id = ${tenantId} and id = ${conversationId}`.execute(db);
};

/**
 * A labelled message to store as its conversation's next message: a transcript's message, with where it goes. Its
 * breaches raise an alert each, unless the conversation has one of that rule already.
 */
export interface NewMessage extends TranscriptMessage {
  tenantId: number;
  engagementId: string;
  /**
   * The engagement as read (`findLiveConversation`): the message takes index `message_count`, and is stored only
   * while the conversation is still as read (its row version on PostgreSQL, its count on SQLite).
   */
  conversation: LiveConversationRow;
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

const toAlert = (message: NewMessage, id: number, breach: Breach): Alert =>
  alertOf(message.engagementId, id, breach, message.conversation.message_count, message.time);

/** An alert as stored, announced live and sent in its `alert.raised` webhook: one shape for every writer. */
const alertOf = (engagementId: string, id: number, breach: Breach, index: number, time: string): Alert => ({
  id,
  engagementId,
  rule: breach.rule.id,
  kind: breach.rule.kind,
  severity: breach.rule.severity,
  index,
  message: breach.message,
  createdDate: time,
});

/**
 * A conversation's summary and report columns once `last` is its message number `count` (but its counts of alerts
 * and corrections): the one computation of them, for a live message and an imported transcript alike.
 */
const summaryColumns = (
  last: { from: Speaker; content: string; stage: string; time: string },
  count: number,
  firstMessageDate: string,
) => ({
  current_stage: last.stage,
  last_message_from: last.from,
  last_message_content: last.content.slice(0, LAST_MESSAGE_PREVIEW),
  last_message_date: last.time,
  message_count: count,
  first_message_date: firstMessageDate,
  handle_ms: Date.parse(last.time) - Date.parse(firstMessageDate),
});

/** The conversation's columns after a message (but its count of alerts). */
const columnsAfter = (message: NewMessage, firstMessageDate: string | null) =>
  summaryColumns(message, message.conversation.message_count + 1, firstMessageDate ?? message.time);

/** The engagement's summary once `message` is stored with `raised` new alerts, from the conversation as read. */
export const summaryAfterMessage = (message: NewMessage, raised: number): EngagementSummary =>
  toEngagementSummary({
    ...message.conversation,
    ...columnsAfter(message, message.conversation.first_message_date),
    alert_count: message.conversation.alert_count + raised,
  });

/**
 * The `alert.raised` webhook's data as TypeScript writes it (`JSON.stringify` of the alert, as `queueAlertWebhooks`
 * queues it), less its leading `{"id":N,`: the one statement that stores a message on PostgreSQL puts the id the
 * database gives the alert in front of it, so the text is the same as the other writers'.
 */
const alertPayloadAfterId = (message: NewMessage, breach: Breach) => {
  const text = JSON.stringify({ ...toAlert(message, 0, breach) });
  const head = '{"id":0,';
  if (!text.startsWith(head)) throw new Error('an alert is written with its id first');
  return text.slice(head.length);
};

/**
 * Queues an `alert.raised` webhook event for each alert, its `data` the alert as stored and as the live `alert`
 * event carries it: called by every writer of alerts (a live message on either engine, an import) in the
 * transaction that stores them (migration 025 dropped the trigger that built it in SQL).
 */
export const queueAlertWebhooks = async (db: Executor, tenantId: number, alerts: readonly Alert[]) => {
  for (const alert of alerts) await enqueueWebhookEvents(db, tenantId, 'alert.raised', { ...alert });
};

/** Every value of the statement that appends a message on PostgreSQL, each one of its parameters. */
interface AppendValues extends AppendedStages {
  /** The conversation's row version as read (`xmin`). */
  rowVersion: string;
  from: Speaker;
  content: string;
  confidence: number;
  evidence: string;
  cards: string;
  time: string;
  preview: string;
  count: number;
  firstMessageDate: string;
  handleMs: number;
}

const appendValuesOf = (message: NewMessage): AppendValues => {
  const { tenantId, conversation } = message;
  const index = conversation.message_count;
  const columns = columnsAfter(message, conversation.first_message_date);
  return {
    ...appendedStages(
      tenantId,
      conversation.id,
      { index, stage: message.stage, time: message.time },
      // As read, and unchanged since: the statement writes only if the row is still that version.
      { stage: conversation.current_stage, time: conversation.last_message_date },
    ),
    rowVersion: conversation.row_version,
    from: message.from,
    content: message.content,
    confidence: message.confidence,
    evidence: message.evidence,
    cards: message.cards,
    time: message.time,
    preview: columns.last_message_content,
    count: columns.message_count,
    firstMessageDate: columns.first_message_date,
    handleMs: columns.handle_ms,
  };
};

/** A message as it waits for its batch (`appendBatch`). */
/**
 * The events of a batch's items (messages or starts) as the rows its statement inserts: each with its item's slot
 * and its place in the batch, so that the statement stores them in the order they were asked for.
 */
const eventRows = (batch: readonly { events: StatementEvents | undefined }[], created: string) => {
  let place = 0;
  return batch.flatMap(({ events }, slot) =>
    (events?.events ?? []).map((event) => ({
      slot,
      place: ++place,
      tenant_id: events?.tenantId,
      event_type: event.type,
      payload: JSON.stringify(event.data),
      created_date: created,
    })),
  );
};

/**
 * The CTEs that store a batch's events (`eventRows`, as JSON) for the items its statement wrote (its `written` CTE,
 * by slot), or nothing when the batch has no events.
 */
const writtenEvents = (events: { rows: unknown; many: ManyStatementEvents } | undefined) =>
  events
    ? sql`, ${events.many.ctes(sql`select e.place, e.tenant_id, e.event_type, e.payload, e.created_date
          from json_to_recordset(cast(${events.rows} as json)) as e(slot integer, place integer, tenant_id integer,
            event_type text, payload text, created_date text)
          where e.slot in (select slot from written)`)}`
    : sql``;

interface BatchedMessage {
  message: NewMessage;
  /** Its events, stored with it (`many` stores them with the batch's other messages'). */
  events: StatementEvents | undefined;
}

/** The most messages one statement appends. */
export const MESSAGES_PER_BATCH = 64;
/**
 * The most batches of one database handle on their way at once: one, so that a message that finds none goes at once
 * and those that come meanwhile form the next batch. Two gave smaller batches (8 messages against 14 in the
 * tenant-writes bench's writer), fewer HOT updates (several open statements' new row versions on the same pages) and
 * no higher rate on two cores (docs/PERFORMANCE.md "One tenant's writes").
 */
export const BATCHES_IN_FLIGHT = 1;

/** A row of the batch's statement: a message it wrote (its place in the batch), its new alerts, the events stored. */
type BatchRow = {
  slot: number;
  raised: { id: number; rule_id: string }[] | null;
  events_stored: string | number;
};

/** The parts of a batch's statement that it has only when some of its messages raise alerts or store events. */
interface BatchParts {
  /** The alerts to raise, as a JSON array (`alertsOf`), and the time their webhooks are queued at. */
  alerts?: { rows: unknown; now: unknown };
  /** The events' rows as a JSON array, and the event bus's part. */
  events?: { rows: unknown; many: ManyStatementEvents };
}

/**
 * The statement that appends a batch of messages on PostgreSQL (`appendBatch`), each of another conversation, its
 * text fixed for the parts it has: `messages` is the messages' values as a JSON array (`batchValuesOf`), `marked`
 * the conversations' ids (comma separated, for migration 032's triggers). For each message it locks the
 * conversation's row (all of them in the order of their ids, so that two batches never wait on each other
 * crosswise; `for no key update`, as the update does: a key share taken by another transaction does not hold it
 * up) and writes only if the row is still the version read with the message's index: then no other message,
 * correction or end came since, and what it adds to is current. It inserts the message and its alerts (a rule
 * alerts once a conversation), queues the alerts' `alert.raised` webhooks (their data as the other writers build
 * it, with the id the database gave), marks the conversation for the report folder, updates its summary and stage
 * path, adds to its stage rows and stores its events after those writes. One row per written message.
 */
const batchStatement = (messages: unknown, marked: unknown, { alerts, events }: BatchParts) =>
  sql<BatchRow>`with input as (
      select * from json_to_recordset(cast(${messages} as json)) as i(slot integer, tenant_id integer,
        conversation_id integer, row_version text, message_index integer, from_speaker text, content text,
        stage text, confidence double precision, evidence text, cards text, created_date text, preview text,
        message_count integer, first_message_date text, handle_ms bigint, previous_stage text, previous_ms bigint)
    ), locked as (
      select c.id, c.xmin::text as version, c.message_count from conversation c
      where c.id = any(array(select conversation_id from input))
      order by c.id
      for no key update
    ), ok as (
      select i.*, set_config(${sql.lit(FOLD_MARKED_SETTING)}, cast(${marked} as text), true) as marks_itself
      from input i join locked l on l.id = i.conversation_id
      where l.version = i.row_version and l.message_count = i.message_index
    ), marked as (
      insert into report_fold_pending (conversation_id, tenant_id, touched)
      select conversation_id, tenant_id, 1 from ok order by conversation_id
      on conflict (conversation_id) do update set touched = report_fold_pending.touched + 1
    ), stored as (
      insert into conversation_message (tenant_id, conversation_id, message_index, from_speaker, content, stage, confidence, evidence, cards, created_date)
      select tenant_id, conversation_id, message_index, from_speaker, content, stage, confidence, evidence, cards, created_date
      from ok
      returning conversation_id
    ), ${
      alerts
        ? sql`breaches as (
      select * from json_to_recordset(cast(${alerts.rows} as json)) as b(slot integer, n integer, rule_id text,
        kind text, severity text, message text, rest text)
    ), raised as (
      insert into compliance_alert (tenant_id, conversation_id, rule_id, kind, severity, message_index, message, created_date)
      select ok.tenant_id, ok.conversation_id, b.rule_id, b.kind, b.severity, ok.message_index, b.message, ok.created_date
      from ok join breaches b on b.slot = ok.slot
      order by ok.conversation_id, b.n
      on conflict (conversation_id, rule_id) do nothing
      returning id, conversation_id, rule_id
    ), queued as (
      insert into webhook_delivery (tenant_id, webhook_id, event_id, event_type, data, created_date, next_attempt_date)
      select ok.tenant_id, w.id, 'evt_' || replace(gen_random_uuid()::text, '-', ''), 'alert.raised',
        '{"id":' || r.id || ',' || b.rest, cast(${alerts.now} as text), cast(${alerts.now} as text)
      from raised r join ok on ok.conversation_id = r.conversation_id
        join breaches b on b.slot = ok.slot and b.rule_id = r.rule_id
        join webhook w on w.tenant_id = ok.tenant_id and w.enabled = 1 and w.events like '%"alert.raised"%'
      order by ok.slot, b.n, w.id
      returning id
    ), `
        : sql``
    }updated as (
      update conversation set current_stage = ok.stage, last_message_from = ok.from_speaker,
        last_message_content = ok.preview, last_message_date = ok.created_date,
        message_count = ok.message_count, first_message_date = ok.first_message_date, handle_ms = ok.handle_ms,
        alert_count = alert_count + ${
          alerts ? sql`(select count(*) from raised r where r.conversation_id = ok.conversation_id)` : sql`0`
        },
        stage_path = ${pathAfterAppend('postgres', sql.raw('ok.stage'))}
      from ok where conversation.id = ok.conversation_id
      returning conversation.id
    ), stages as (
      insert into conversation_stage (tenant_id, conversation_id, stage, messages, first_index, duration_ms, engine_messages, corrected)
      select tenant_id, conversation_id, stage, sum(messages), min(first_index), sum(duration_ms), sum(engine_messages), 0
      from (
        select tenant_id, conversation_id, stage, 1 as messages, message_index as first_index,
          cast(0 as bigint) as duration_ms, 1 as engine_messages
        from ok
        union all
        select tenant_id, conversation_id, previous_stage, 0, null, previous_ms, 0 from ok where previous_stage is not null
      ) increments
      group by tenant_id, conversation_id, stage
      order by conversation_id, stage
      on conflict (conversation_id, stage) do update set messages = conversation_stage.messages + excluded.messages,
        first_index = coalesce(conversation_stage.first_index, excluded.first_index),
        duration_ms = conversation_stage.duration_ms + excluded.duration_ms,
        engine_messages = conversation_stage.engine_messages + excluded.engine_messages
      returning conversation_id
    ), written as (
      select ok.slot, ok.conversation_id from ok
      where ok.conversation_id in (select conversation_id from stored)
        and ok.conversation_id in (select id from updated)
        and ok.conversation_id in (select conversation_id from stages)
    )${writtenEvents(events)}
    select slot,
      ${
        alerts
          ? sql`(select json_agg(json_build_object('id', r.id, 'rule_id', r.rule_id)) from raised r
        where r.conversation_id = written.conversation_id)`
          : sql`null`
      } as raised,
      ${events ? sql`(select count(*) from events_stored)` : sql`0`} as events_stored
    from written`;

/** What no batch's values are (`reusableQuery`'s sentinels). */
const BATCH_SENTINELS = ['\u0000messages', '\u0000marked', '\u0000alerts', '\u0000now', '\u0000events'];

type BatchQuery = (db: Executor, ...values: string[]) => CompiledQuery<BatchRow>;

/**
 * The batch's statement for the parts it has (alerts or not; events or not, per event bus, whose part is the same
 * for every call of it), each built and compiled once a database (`reusableQuery`): its text stays the same.
 */
const batchQueries = new WeakMap<object, Map<string, BatchQuery>>();
const NO_EVENTS = {};
const batchQuery = (alerts: boolean, many: ManyStatementEvents | undefined): BatchQuery => {
  let queries = batchQueries.get(many ?? NO_EVENTS);
  if (!queries) {
    queries = new Map();
    batchQueries.set(many ?? NO_EVENTS, queries);
  }
  const key = String(alerts);
  let query = queries.get(key);
  if (!query) {
    // The values in `appendBatch`'s order: the messages, the marks, then the alerts' two and the events' one if any.
    const sentinels = [
      BATCH_SENTINELS[0],
      BATCH_SENTINELS[1],
      ...(alerts ? [BATCH_SENTINELS[2], BATCH_SENTINELS[3]] : []),
      ...(many ? [BATCH_SENTINELS[4]] : []),
    ];
    query = reusableQuery(
      (db: Executor, ...values: unknown[]) => ({
        compile: () =>
          batchStatement(values[0], values[1], {
            alerts: alerts ? { rows: values[2], now: values[3] } : undefined,
            events: many ? { rows: values[alerts ? 4 : 2], many } : undefined,
          }).compile(db),
      }),
      sentinels as unknown[],
    ) as BatchQuery;
    queries.set(key, query);
  }
  return query;
};

/** One message's values in the batch's JSON (`batchStatement`'s `input`). */
const batchValuesOf = (message: NewMessage, slot: number) => {
  const v = appendValuesOf(message);
  return {
    slot,
    tenant_id: v.tenantId,
    conversation_id: v.conversationId,
    row_version: v.rowVersion,
    message_index: v.index,
    from_speaker: v.from,
    content: v.content,
    stage: v.stage,
    confidence: v.confidence,
    evidence: v.evidence,
    cards: v.cards,
    created_date: v.time,
    preview: v.preview,
    message_count: v.count,
    first_message_date: v.firstMessageDate,
    handle_ms: v.handleMs,
    previous_stage: v.previousStage,
    previous_ms: v.previousMs,
  };
};

/**
 * PostgreSQL: a batch of messages (each of another conversation) in one statement, its own transaction unless
 * `db` is one: one round trip and one commit for all of them (`batchStatement`). Each message is written or not by
 * its own check, and answers as it would alone.
 */
const appendBatch = async (
  db: Executor,
  batch: readonly BatchedMessage[],
): Promise<(StoredMessage | undefined)[]> => {
  const messages = JSON.stringify(batch.map(({ message }, slot) => batchValuesOf(message, slot)));
  const marked = batch.map(({ message }) => message.conversation.id).join(',');
  const alerts = batch.flatMap(({ message }, slot) =>
    message.breaches.map((breach, n) => ({
      slot,
      n,
      rule_id: breach.rule.id,
      kind: breach.rule.kind,
      severity: breach.rule.severity,
      message: breach.message,
      rest: alertPayloadAfterId(message, breach),
    })),
  );
  const many = batch.find(({ events }) => events)?.events?.many;
  const created = nowIso();
  const events = eventRows(batch, created);
  const values = [messages, marked];
  if (alerts.length > 0) values.push(JSON.stringify(alerts), created);
  if (many) values.push(JSON.stringify(events));
  const compiled = batchQuery(alerts.length > 0, many)(db, ...values);
  // Planned once per connection: planning it costs more than running it for a few messages.
  keepPrepared(compiled.sql);
  const result = (await db.executeQuery(compiled)).rows;
  const bySlot = new Map(result.map((row) => [Number(row.slot), row]));
  // The statement is its own transaction: it has committed.
  if (many && Number(result[0]?.events_stored ?? 0) > 0)
    many.committed(
      new Set(batch.flatMap(({ events }, slot) => (events && bySlot.has(slot) ? [events.tenantId] : []))),
    );
  return batch.map(({ message, events }, slot) => {
    const row = bySlot.get(slot);
    if (!row) return undefined;
    const alerts = message.breaches.flatMap((breach) => {
      const stored = (row.raised ?? []).find((raisedRow) => raisedRow.rule_id === breach.rule.id);
      return stored ? [toAlert(message, Number(stored.id), breach)] : [];
    });
    return { alerts, summary: summaryAfterMessage(message, alerts.length), published: events !== undefined };
  });
};

/** The events a batch's messages store, together. */
const eventsOf = (batch: readonly BatchedMessage[]) =>
  batch.reduce((sum, { events }) => sum + (events?.events.length ?? 0), 0);

/** Per database handle, its queue of batches. */
const appendBatched = batchedPerHandle((db: Executor) => ({
  maxBatch: MESSAGES_PER_BATCH,
  inFlight: BATCHES_IN_FLIGHT,
  key: ({ message }: BatchedMessage) => message.conversation.id,
  fits: (items: readonly BatchedMessage[], { events }: BatchedMessage) =>
    events === undefined ||
    (items.every((item) => item.events === undefined || item.events.many === events.many) &&
      eventsOf(items) + events.events.length <= events.many.limit),
  run: (items: readonly BatchedMessage[]) => appendBatch(db, items),
  retryAlone: refusedByDatabase,
}));

/**
 * PostgreSQL: the whole message in one statement, its own transaction (one round trip, one commit), alerts or not,
 * shared with the messages of other conversations that come meanwhile. A message waits for no timer: it goes at
 * once when fewer than `BATCHES_IN_FLIGHT` batches of its database handle are on their way, else with the others
 * that came meanwhile, in one statement of up to `MESSAGES_PER_BATCH` (`batchedStatements`, `appendBatch`). A message
 * written inside a caller's transaction goes alone, in it.
 */
const appendPostgres = async (
  db: Executor,
  message: NewMessage,
  publishWith: PublishWith | undefined,
): Promise<StoredMessage | undefined> => {
  const events = publishWith?.(sql`true`);
  if (db.isTransaction) return (await appendBatch(db, [{ message, events }]))[0];
  return appendBatched(db, { message, events });
};

/** SQLite: the same in one transaction (one process, whose statements take microseconds); no events. */
const appendSqlite = (db: Executor, message: NewMessage): Promise<StoredMessage | undefined> =>
  db.transaction().execute(async (trx) => {
    const { tenantId, conversation } = message;
    const index = conversation.message_count;
    const locked = await trx
      .selectFrom('conversation')
      .select(['message_count', 'first_message_date', 'current_stage', 'last_message_date'])
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
      // The alert count only when the message raised one: SQLite writes the entry of every index holding a column
      // an update sets, changed or not (migration 036's `(tenant_id, alert_count, id)`).
      .set((eb) => ({
        ...columnsAfter(message, locked.first_message_date),
        ...(alerts.length > 0 ? { alert_count: eb('alert_count', '+', alerts.length) } : {}),
      }))
      .where('id', '=', conversation.id)
      .execute();
    await sql`update conversation set stage_path = ${pathAfterAppend('sqlite', message.stage)}
      where id = ${conversation.id}`.execute(trx);
    await appendedStagesStatement(
      appendedStages(
        tenantId,
        conversation.id,
        { index, stage: message.stage, time: message.time },
        { stage: locked.current_stage, time: locked.last_message_date },
      ),
    ).execute(trx);
    const summary = await findEngagementSummary(trx, tenantId, conversation.id);
    if (!summary) throw new Error(`conversation ${conversation.id} vanished`);
    return { alerts, summary, published: false };
  });

/**
 * What differs between the engines, and only that: how a message is appended. PostgreSQL writes it in one
 * statement (one round trip and one commit, the conversation's row version checked in it), shared with the messages
 * of other conversations that arrive meanwhile; SQLite in one transaction of plain statements (one process, whose
 * statements take microseconds).
 */
interface WriterEngine {
  append(db: Executor, message: NewMessage, publishWith?: PublishWith): Promise<StoredMessage | undefined>;
}

const ENGINES: Record<Dialect, WriterEngine> = {
  postgres: { append: appendPostgres },
  sqlite: { append: (db, message) => appendSqlite(db, message) },
};

/**
 * Appends a labelled message with its alerts, the conversation's summary and its stage rows, all or nothing, as
 * the conversation's message `message_count`; answers undefined, storing nothing, when the conversation has moved
 * on since it was read (another instance stored that index, or the engagement changed): read it again and label
 * again. On PostgreSQL, `publishWith` stores events in the same statement (`published`). Concurrent calls on one
 * database handle (not a transaction) may share a statement and its commit on PostgreSQL (`appendBatch`); each
 * still answers for its own message only.
 */
export const appendMessage = (
  db: Executor,
  dialect: Dialect,
  message: NewMessage,
  publishWith?: PublishWith,
): Promise<StoredMessage | undefined> => ENGINES[dialect].append(db, message, publishWith);

/** A new conversation's group: `control` when its agent is in the control group as it starts, else `assisted`. */
const agentGroupAtStart = (agentUserId: number | null) =>
  agentUserId === null ? null : agentGroupOf(agentUserId);
/** The group of the agent `agentUserId` (a value or an expression) as a conversation starts; null without one. */
const agentGroupOf = (agentUserId: unknown) =>
  sql<
    'assisted' | 'control'
  >`(select case when status = 'CONTROL_GROUP' then 'control' else 'assisted' end from app_user where id = ${agentUserId})`;

/**
 * Locks a conversation's row until the transaction ends (PostgreSQL; SQLite has one writer). A correction takes it
 * first, in the order a message's write takes its locks (conversation, then its stage rows), so the two never
 * wait on each other crosswise.
 */
const lockConversation = async (db: Executor, dialect: Dialect, tenantId: number, conversationId: number) => {
  if (dialect !== 'postgres') return;
  await db
    .selectFrom('conversation')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', conversationId)
    .forUpdate()
    .execute();
};

/** A new engagement, as its start stores it. */
export interface NewConversation {
  tenantId: number;
  programId: number;
  engagementId: string;
  agentUserId: number | null;
  source: EngagementSource;
  channel: string | null;
  startedDate: string;
}

const insertConversation = (db: Executor, conversation: NewConversation) =>
  db.insertInto('conversation').values({
    tenant_id: conversation.tenantId,
    program_id: conversation.programId,
    engagement_id: conversation.engagementId,
    started_date: conversation.startedDate,
    ended_date: null,
    agent_user_id: conversation.agentUserId,
    agent_group: agentGroupAtStart(conversation.agentUserId),
    source: conversation.source,
    channel: conversation.channel,
  });

/** Stores a started engagement (no message yet); a second start of the same id meets the unique index. */
export const startConversation = async (db: Executor, conversation: NewConversation) =>
  (await insertConversation(db, conversation).returning('id').executeTakeFirstOrThrow()).id;

/** The program and agent of a new engagement, as its start read them (`agent_id` null when there is no such user). */
export interface StartParties {
  program_name: string;
  agent_id: number | null;
  agent_login: string | null;
  agent_first_name: string | null;
  agent_last_name: string | null;
  agent_external_code: string | null;
}

/**
 * A new engagement's summary, as `findEngagementSummary` reads it once it is stored (tested): its own columns as a
 * start stores them (ongoing, no message, no alert), its program's name and its agent as `parties` were read.
 */
export const summaryAtStart = (conversation: NewConversation, parties: StartParties): EngagementSummary =>
  toEngagementSummary({
    ...parties,
    id: 0,
    engagement_id: conversation.engagementId,
    program_id: conversation.programId,
    source: conversation.source,
    channel: conversation.channel,
    status: 'ongoing',
    started_date: conversation.startedDate,
    ended_date: null,
    current_stage: null,
    last_message_from: null,
    last_message_content: null,
    last_message_date: null,
    message_count: 0,
    alert_count: 0,
  });

/** What `startEngagement` answers: the engagement's id, its summary (SQLite), and whether its events were stored. */
export interface StartedEngagement {
  id: number;
  /** As `findEngagementSummary` reads it after the insert (SQLite); undefined on PostgreSQL, where none is read. */
  summary: EngagementSummary | undefined;
  /** The events `publishWith` gave were stored (and sent) with the engagement, in its statement. */
  published: boolean;
}

/**
 * Stores a started engagement as `startConversation` does. On PostgreSQL one statement, its own transaction unless
 * `db` is one: the insert, and the events `publishWith` gives stored once the insert has written its row
 * (`startsStatement`), so that a start and its event are one round trip and one commit; starts that come meanwhile
 * on one database handle share the statement (`startBatched`), each answering for its own engagement only (a
 * duplicate engagement id meets the unique index, and fails that start alone). On SQLite the insert, then the
 * summary's read (no events: the caller publishes them).
 */
export const startEngagement = async (
  db: Executor,
  dialect: Dialect,
  conversation: NewConversation,
  publishWith?: PublishWith,
): Promise<StartedEngagement> => {
  if (dialect !== 'postgres') {
    const id = await startConversation(db, conversation);
    return { id, summary: await findEngagementSummary(db, conversation.tenantId, id), published: false };
  }
  const start: BatchedStart = { conversation, events: publishWith?.(sql`true`) };
  if (db.isTransaction) return (await startBatch(db, [start]))[0] as StartedEngagement;
  return startBatched(db, start);
};

/** A start as it waits for its batch (`startBatch`). */
interface BatchedStart {
  conversation: NewConversation;
  /** Its events, stored with it (`many` stores them with the batch's other starts'). */
  events: StatementEvents | undefined;
}

/** The most starts one statement stores (each start's event is one of the statement's `EVENTS_PER_TRANSACTION`). */
export const STARTS_PER_BATCH = 64;

/**
 * Start statements of one database handle on their way at once. More than messages' one: with one, a burst of starts
 * (1,000 in 2 s) queued behind each other's statements and the burst's backlog reached the messages after it (the
 * engine bench at 1,000 engagements, docs/PERFORMANCE.md "Latest: starts four at a time").
 */
export const STARTS_IN_FLIGHT = 4;

/** A row of the starts' statement: a start it stored (its place in the batch), its id, the events stored. */
type StartRow = { slot: number; id: number; events_stored: string | number };

/**
 * The statement that stores a batch of starts on PostgreSQL (`startBatch`), its text fixed for whether it stores
 * events: `starts` is the starts' values as a JSON array, inserted in the batch's order, each with the group of its
 * agent as it starts (`agentGroupAtStart`). A start's events are stored only once its row is written (`written`), in
 * the same transaction. One row per stored start. An engagement id in use meets the unique (tenant, engagement id)
 * index, and the statement stores nothing (`startBatched` then makes each start again alone).
 */
const startsStatement = (starts: unknown, events: { rows: unknown; many: ManyStatementEvents } | undefined) =>
  sql<StartRow>`with input as (
      select * from json_to_recordset(cast(${starts} as json)) as i(slot integer, tenant_id integer,
        program_id integer, engagement_id text, agent_user_id integer, source text, channel text, started_date text)
    ), started as (
      insert into conversation (tenant_id, program_id, engagement_id, started_date, ended_date, agent_user_id, agent_group, source, channel)
      select i.tenant_id, i.program_id, i.engagement_id, i.started_date, null, i.agent_user_id,
        ${agentGroupOf(sql.ref('i.agent_user_id'))}, i.source, i.channel
      from input i
      order by i.slot
      returning id, tenant_id, engagement_id
    ), written as (
      select i.slot, s.id from input i join started s on s.tenant_id = i.tenant_id and s.engagement_id = i.engagement_id
    )${writtenEvents(events)}
    select slot, id, ${events ? sql`(select count(*) from events_stored)` : sql`0`} as events_stored from written`;

type StartsQuery = (db: Executor, ...values: string[]) => CompiledQuery<StartRow>;

/** The starts' statement with events (per event bus, whose part is the same for every call of it) or without. */
const startsQueries = new WeakMap<object, StartsQuery>();
const startsQuery = (many: ManyStatementEvents | undefined): StartsQuery => {
  let query = startsQueries.get(many ?? NO_EVENTS);
  if (!query) {
    query = reusableQuery(
      (db: Executor, ...values: unknown[]) => ({
        compile: () => startsStatement(values[0], many ? { rows: values[1], many } : undefined).compile(db),
      }),
      (many ? ['\u0000starts', '\u0000events'] : ['\u0000starts']) as unknown[],
    ) as StartsQuery;
    startsQueries.set(many ?? NO_EVENTS, query);
  }
  return query;
};

/**
 * PostgreSQL: a batch of starts in one statement, its own transaction unless `db` is one: one round trip and one
 * commit for all of them and their events (`startsStatement`).
 */
const startBatch = async (db: Executor, batch: readonly BatchedStart[]): Promise<StartedEngagement[]> => {
  const starts = JSON.stringify(
    batch.map(({ conversation }, slot) => ({
      slot,
      tenant_id: conversation.tenantId,
      program_id: conversation.programId,
      engagement_id: conversation.engagementId,
      agent_user_id: conversation.agentUserId,
      source: conversation.source,
      channel: conversation.channel,
      started_date: conversation.startedDate,
    })),
  );
  const many = batch.find(({ events }) => events)?.events?.many;
  const created = nowIso();
  const events = eventRows(batch, created);
  const compiled = startsQuery(many)(db, ...(many ? [starts, JSON.stringify(events)] : [starts]));
  keepPrepared(compiled.sql);
  const rows = (await db.executeQuery(compiled)).rows;
  const bySlot = new Map(rows.map((row) => [Number(row.slot), row]));
  // The statement is its own transaction (or the caller's, which the caller commits): it has stored them.
  if (many && Number(rows[0]?.events_stored ?? 0) > 0)
    many.committed(new Set(batch.flatMap(({ events }) => (events ? [events.tenantId] : []))));
  return batch.map(({ events }, slot) => {
    const row = bySlot.get(slot);
    // The insert wrote every row or failed: a start without its row is an error of the statement's.
    if (!row) throw new Error('a started engagement was not answered');
    return { id: Number(row.id), summary: undefined, published: events !== undefined };
  });
};

/** Per database handle, its queue of starts (`batchedPerHandle`, as messages have theirs). */
const startBatched = batchedPerHandle((db: Executor) => ({
  maxBatch: STARTS_PER_BATCH,
  inFlight: STARTS_IN_FLIGHT,
  fits: (items: readonly BatchedStart[], { events }: BatchedStart) =>
    events === undefined ||
    (items.every((item) => item.events === undefined || item.events.many === events.many) &&
      items.reduce((sum, item) => sum + (item.events?.events.length ?? 0), 0) + events.events.length <=
        events.many.limit),
  run: (items: readonly BatchedStart[]) => startBatch(db, items),
  // A refused statement (a duplicate engagement id among them, say) is made again start by start, so that one
  // start's fault fails that start only.
  retryAlone: refusedByDatabase,
}));

/**
 * Ends an ongoing engagement and queues its `engagement.ended` webhooks, in one transaction; with `idleBefore`, only
 * if its last message (or, without one, its start) is before that time. Answers whether this call ended it.
 */
export const endConversation = (
  db: Executor,
  request: { tenantId: number; conversationId: number; endedDate: string; idleBefore?: string },
) =>
  db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('conversation')
      .set({ ended_date: request.endedDate, status: 'ended' })
      .where('tenant_id', '=', request.tenantId)
      .where('id', '=', request.conversationId)
      .where('ended_date', 'is', null);
    if (request.idleBefore)
      update = update.where(sql<string>`coalesce(last_message_date, started_date)`, '<', request.idleBefore);
    const updated = await update.executeTakeFirst();
    const endedNow = Number(updated.numUpdatedRows) > 0;
    if (endedNow)
      await enqueueWebhookEvents(trx, request.tenantId, 'engagement.ended', () =>
        engagementWebhookData(trx, request.tenantId, request.conversationId),
      );
    return endedNow;
  });

/** A labelled message of a transcript. */
export interface TranscriptMessage {
  from: Speaker;
  content: string;
  stage: string;
  confidence: number;
  /** JSON. */
  evidence: string;
  /** JSON. */
  cards: string;
  time: string;
  /** The rules it broke (each rule once a conversation, as the labelling step sees to). */
  breaches: readonly Breach[];
}

/** A recorded call, labelled, to store ended with source `import`. */
export interface NewTranscript {
  tenantId: number;
  engagementId: string;
  programId: number;
  agentUserId: number | null;
  channel: string | null;
  messages: readonly TranscriptMessage[];
}

/** Rows a message insert carries, well under either engine's limit of bound parameters. */
const INSERT_ROWS = 500;

/**
 * Stores an imported transcript in one transaction: the conversation (ended, source `import`) with the summary its
 * last message gives, its messages, alerts and stage rows, and the `alert.raised` and `conversation.imported`
 * webhooks. An engagement id in use meets the unique (tenant, engagement id) index, and nothing is stored.
 */
export const storeTranscript = (db: Executor, dialect: Dialect, transcript: NewTranscript) =>
  db.transaction().execute(async (trx) => {
    const { tenantId, engagementId, messages } = transcript;
    const first = messages[0];
    const last = messages.at(-1);
    if (!first || !last) throw new Error('A transcript has at least one message.');
    const breaches = messages.flatMap((message, index) =>
      message.breaches.map((breach) => ({ breach, index, time: message.time })),
    );
    const { id: conversationId } = await trx
      .insertInto('conversation')
      .values({
        tenant_id: tenantId,
        program_id: transcript.programId,
        engagement_id: engagementId,
        started_date: first.time,
        ended_date: last.time,
        status: 'ended',
        agent_user_id: transcript.agentUserId,
        agent_group: agentGroupAtStart(transcript.agentUserId),
        source: 'import',
        channel: transcript.channel,
        ...summaryColumns(last, messages.length, first.time),
        alert_count: breaches.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let start = 0; start < messages.length; start += INSERT_ROWS)
      await trx
        .insertInto('conversation_message')
        .values(
          messages.slice(start, start + INSERT_ROWS).map((message, n) => ({
            tenant_id: tenantId,
            conversation_id: conversationId,
            message_index: start + n,
            from_speaker: message.from,
            content: message.content,
            stage: message.stage,
            confidence: message.confidence,
            evidence: message.evidence,
            cards: message.cards,
            created_date: message.time,
          })),
        )
        .execute();
    const alerts: Alert[] = [];
    for (const { breach, index, time } of breaches) {
      const { id } = await trx
        .insertInto('compliance_alert')
        .values({
          tenant_id: tenantId,
          conversation_id: conversationId,
          rule_id: breach.rule.id,
          kind: breach.rule.kind,
          severity: breach.rule.severity,
          message_index: index,
          message: breach.message,
          created_date: time,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      alerts.push(alertOf(engagementId, id, breach, index, time));
    }
    await queueAlertWebhooks(trx, tenantId, alerts);
    await refreshConversationStages(trx, dialect, tenantId, conversationId, { replace: true });
    await enqueueWebhookEvents(trx, tenantId, 'conversation.imported', () =>
      engagementWebhookData(trx, tenantId, conversationId),
    );
    return { conversationId, alerts };
  });

/** A supervisor's correction of a message's stage. */
export interface LabelCorrection {
  tenantId: number;
  conversation: { id: number; engagement_id: string };
  index: number;
  by: string;
  date: string;
}

/**
 * Corrects message `index`'s stage inside the caller's transaction: locks the conversation (on PostgreSQL, in the
 * order a message's write takes its locks: the conversation, then its stage rows), reads the message, asks `decide`
 * for the stage (it may refuse by throwing), stores it (the engine's own label takes the correction away), makes it
 * the current stage when the message is the last, rewrites the stage rows and the count of corrections, runs
 * `alongside` (the caller's own writes of the same transaction; it answers whether the message became an example)
 * and queues the `label.corrected` webhook. Undefined when there is no such message.
 */
export const correctLabel = async (
  trx: Executor,
  dialect: Dialect,
  correction: LabelCorrection,
  decide: (row: MessageRow) => Promise<string> | string,
  alongside?: (row: MessageRow, stage: string) => Promise<boolean>,
): Promise<{ before: MessageRow; message: EngagementMessage } | undefined> => {
  const { tenantId, conversation, index, by, date } = correction;
  await lockConversation(trx, dialect, tenantId, conversation.id);
  const row = await selectMessages(trx, tenantId, conversation.id)
    .where('message_index', '=', index)
    .executeTakeFirst();
  if (!row) return undefined;
  const stage = await decide(row);
  const corrected = stage === row.stage ? null : stage;
  await trx
    .updateTable('conversation_message')
    .set({
      corrected_stage: corrected,
      corrected_by: corrected ? by : null,
      corrected_date: corrected ? date : null,
    })
    .where('tenant_id', '=', tenantId)
    .where('conversation_id', '=', conversation.id)
    .where('message_index', '=', index)
    .execute();
  // The last message's stage is the engagement's current stage.
  await trx
    .updateTable('conversation')
    .set({ current_stage: stage })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', conversation.id)
    .where('message_count', '=', index + 1)
    .execute();
  await refreshConversationStages(trx, dialect, tenantId, conversation.id, { replace: true });
  const addedAsExample = alongside ? await alongside(row, stage) : false;
  const after = await selectMessages(trx, tenantId, conversation.id)
    .where('message_index', '=', index)
    .executeTakeFirstOrThrow();
  const message = toEngagementMessage(after);
  await enqueueWebhookEvents(trx, tenantId, 'label.corrected', {
    engagementId: conversation.engagement_id,
    index,
    stage: message.stage,
    engineStage: message.engineStage,
    previousStage: row.corrected_stage ?? row.stage,
    correctedBy: by,
    correctedDate: date,
    addedAsExample,
  });
  return { before: row, message };
};
