import {
  ENGINE_CONTENT_MAX,
  ENGINE_ERROR_KEYS,
  type EngagementSource,
  type LabelFrame,
  type LabelledMessageFrame,
  type Speaker,
  type StageColourEntry,
} from '@parlance/shared';
import { type AliasableExpression, type AliasedRawBuilder, type RawBuilder, sql } from 'kysely';
import { Counter, type Registry } from 'prom-client';
import { type Db, type Dialect, type Executor, keepPrepared } from '../../db/database.js';
import type { EngagementEventBus, LiveEvent } from '../../events/event-bus.js';
import { createBoundedCache, MIB, registerCacheMetrics } from '../../lib/bounded-cache.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { reusableQuery } from '../../lib/reusable-query.js';
import { nowIso } from '../../lib/time.js';
import type { EngineService } from '../engine/engine.service.js';
import { findEngineProgram } from '../programs/program.repository.js';
import { stageColours } from '../studio/stage-model.repository.js';
import { type RuleState, replayRules } from './compliance.js';
import {
  conversationMessages,
  findConversation,
  findLiveConversation,
  LIVE_READS_IN_FLIGHT,
  LIVE_READS_PER_BATCH,
  type LiveConversationRow,
  liveConversationQuery,
  readLiveBatch,
} from './conversation.repository.js';
import {
  appendMessage,
  endConversation,
  type NewConversation,
  type NewMessage,
  type StartedEngagement,
  type StoredMessage,
  startEngagement,
  summaryAfterMessage,
  summaryAtStart,
} from './conversation-writer.js';
import { CARD_CONTEXT, completeLabel } from './labelling.js';
import { batchedPerHandle, refusedByDatabase } from './message-batch.js';

/** Times a message is labelled again after another instance took its index. */
const INDEX_ATTEMPTS = 5;

/** Another instance stored a message of the engagement with the index this one was given. */
class IndexTaken extends Error {}

/** Live states kept; the oldest is dropped beyond this (rebuilt from the stored messages if needed). */
const LIVE_STATES_MAX = 10_000;
/** The bytes the live states may take together (the least recently used is dropped first, and rebuilt if needed). */
export const LIVE_STATES_MAX_BYTES = 32 * MIB;

/** A live conversation's state as of its `count` messages under model `version`. */
interface LiveState {
  version: number;
  count: number;
  rules: RuleState;
  recent: { from: Speaker; content: string }[];
}

/** Bytes of a string, a `Set` of strings and an entry, roughly, as `approximateBytes` counts them. */
const STRING_BYTES = 16;
const SET_BYTES = 64;
const ENTRY_BYTES = 128;
const setBytes = (set: ReadonlySet<string>) => {
  let bytes = SET_BYTES;
  for (const item of set) bytes += STRING_BYTES + 2 * item.length;
  return bytes;
};
/**
 * A live state's size, counted at every message: its parts' sizes as `approximateBytes` would find them, without
 * walking it as a generic value does.
 */
const liveStateBytes = (state: LiveState) => {
  let bytes = ENTRY_BYTES + setBytes(state.rules.reached) + setBytes(state.rules.said);
  bytes += setBytes(state.rules.raised) + STRING_BYTES + 2 * (state.rules.phase?.length ?? 0);
  for (const turn of state.recent) bytes += 2 * STRING_BYTES + 2 * (turn.from.length + turn.content.length);
  return bytes;
};

/** What went wrong, as the socket's error frame says it (the HTTP API maps it to a problem). */
export interface EngineFailure {
  ok: false;
  errorKey: string;
  message: string;
}
export type EngineResult<T> = ({ ok: true } & T) | EngineFailure;

const failure = (errorKey: string, message: string): EngineFailure => ({ ok: false, errorKey, message });
export const FAILURES = {
  unknownProgram: () => failure(ENGINE_ERROR_KEYS.unknownProgram, 'No such active program.'),
  otherProgram: () => failure(ENGINE_ERROR_KEYS.otherProgram, 'The engagement belongs to another program.'),
  ended: () => failure(ENGINE_ERROR_KEYS.ended, 'The engagement has ended.'),
  notStarted: () => failure(ENGINE_ERROR_KEYS.notStarted, 'The engagement has not been started.'),
  content: () => failure(ENGINE_ERROR_KEYS.content, `1 to ${ENGINE_CONTENT_MAX} characters.`),
  /** The caller's own check (`MessageRequest.allowed`) failed: nothing was stored, and the caller answers nothing. */
  refused: () => failure(ENGINE_ERROR_KEYS.internal, 'Refused.'),
};

export interface StartRequest {
  tenantId: number;
  engagementId: string;
  programId: number;
  agentUserId: number | null;
  source: EngagementSource;
  channel: string | null;
  /**
   * The caller's own check (the socket's session), made by the start's read in the same statement: nothing is
   * stored unless it passes, and `refused` is answered.
   */
  check?: ReadCheck;
}

export interface Started {
  programId: number;
  /** The engagement existed already (the frame resumes it; the HTTP API refuses it). */
  resumed: boolean;
  stages: StageColourEntry[];
  messages: LabelledMessageFrame[];
}

export interface MessageRequest {
  tenantId: number;
  engagementId: string;
  /** The program the caller believes the engagement belongs to (the socket sends it with every message). */
  programId?: number;
  from: Speaker;
  content: string;
  /**
   * The caller's own check (the socket's session), made by the engagement's read in the same statement: the message
   * is labelled and stored only if it passes, else `refused` is answered.
   */
  check?: ReadCheck;
}

/**
 * A caller's check that the engagement's read makes as a column of its own statement (one round trip for both):
 * a scalar subquery of `values`, read as `status`. Each `key` names one form of it, whose read is built and
 * compiled once (`reusableQuery`, with `sentinels` standing for the values). `column` uses its values as values
 * only: in a batch of reads (PostgreSQL, `readLiveBatch`) each is a column of that read's own, integer where its
 * sentinel is a number and text otherwise.
 */
export interface ReadCheck {
  key: string;
  column: (db: Executor, ...values: unknown[]) => AliasableExpression<string | null>;
  values: unknown[];
  sentinels: unknown[];
  /** Told the status read with the engagement (or, when there is no engagement to read, left to the caller). */
  read(status: string | null): void;
  /** Whether the status read passes. */
  passes(status: string | null): boolean;
  /** Made on its own when the read found no engagement (a message before its start): whether it passes. */
  alone(): Promise<boolean>;
}

const LIVE_SENTINELS = [-0x7fff_fff1, '\u0000engagement'] as const;
/** The engagement's read with a check's column, built and compiled once per check form and engine. */
const checkedReads = new Map<string, ReturnType<typeof checkedRead>>();
const checkedRead = (check: ReadCheck, dialect: Dialect) =>
  reusableQuery(
    (db: Executor, tenantId: unknown, engagementId: unknown, ...values: unknown[]) =>
      liveConversationQuery(db, dialect, tenantId as number, engagementId as string).select(
        check.column(db, ...values).as('check_status'),
      ),
    [...LIVE_SENTINELS, ...check.sentinels],
  );

/**
 * What a start reads, alone or in a batch: its program, the program's model version, the engagement's row, and the
 * program's name and the agent's names (of the engagement's summary, which a new engagement's event carries).
 */
const START_COLUMNS = [
  'program.id',
  'program.agent_only',
  'program.status',
  'program.name as program_name',
  'start_agent.id as agent_id',
  'start_agent.login as agent_login',
  'start_agent.first_name as agent_first_name',
  'start_agent.last_name as agent_last_name',
  'start_agent.external_code as agent_external_code',
  'stage_model.version as model_version',
  'conversation.id as conversation_id',
  'conversation.program_id as conversation_program_id',
  'conversation.ended_date as conversation_ended_date',
] as const;

/** A start's read as the statement's `start_read` relation holds it: its values, then its number. */
type StartReadValues = {
  tenant_id: number;
  program_id: number;
  engagement_id: string;
  agent_user_id: number | null;
  n: string;
};
/** The columns of `start_read`: tenant, program, engagement id, agent, the check's values, and the read's number. */
const startReadNames = (sentinels: readonly unknown[]) => [
  'tenant_id',
  'program_id',
  'engagement_id',
  'agent_user_id',
  ...sentinels.map((_sentinel, n) => `value_${n}`),
  'n',
];
/** The SQL types of a start read's values (a check's value is an integer where its sentinel is a number). */
const startReadTypes = (sentinels: readonly unknown[]) => [
  'integer',
  'integer',
  'text',
  'integer',
  ...sentinels.map((sentinel) => (typeof sentinel === 'number' ? 'integer' : 'text')),
];

/**
 * What starts read, in one statement: for each read of `reads` (a relation `start_read` of the reads' tenants,
 * programs, engagement ids, the check's values and their numbers `n`), the program (no row when its tenant has no
 * such program), its stored stage model's version, the engagement of that id when it is stored (of any program of
 * the tenant), the read's number (`start_read_n`) and the check's status made of that read's own values
 * (`check_status`, null without a check). A read alone (`startAloneStatement`) and a batch of reads
 * (`startBatchStatement`) differ only in `reads`.
 */
const startStatement = (
  db: Executor,
  reads: AliasedRawBuilder<StartReadValues, 'start_read'>,
  check: ReadCheck | undefined,
) =>
  db
    .selectFrom('program')
    .innerJoin(reads, (join) =>
      join
        .onRef('start_read.tenant_id', '=', 'program.tenant_id')
        .onRef('start_read.program_id', '=', 'program.id'),
    )
    .leftJoin('stage_model', (join) =>
      join
        .onRef('stage_model.program_id', '=', 'program.id')
        .onRef('stage_model.tenant_id', '=', 'program.tenant_id'),
    )
    .leftJoin('conversation', (join) =>
      join
        .onRef('conversation.tenant_id', '=', 'program.tenant_id')
        .onRef('conversation.engagement_id', '=', 'start_read.engagement_id'),
    )
    // As the engagements' summary reads its agent (`selectEngagements`).
    .leftJoin('app_user as start_agent', 'start_agent.id', 'start_read.agent_user_id')
    .select([
      ...START_COLUMNS,
      sql<string>`start_read.n`.as('start_read_n'),
      (check
        ? check.column(db, ...check.sentinels.map((_sentinel, n) => sql.ref(`start_read.value_${n}`)))
        : sql<string | null>`null`
      ).as('check_status'),
    ]);

const START_SENTINELS = [-0x7fff_fff1, -0x7fff_fff2, '\u0000engagement', -0x7fff_ffe0] as const;

/**
 * A start's read alone (either engine): `start_read` is one row of its values as parameters, cast to their types
 * (number 1). Built and compiled once per check form (the empty key: none).
 */
const startAloneStatement = (check: ReadCheck | undefined) => {
  const sentinels = check?.sentinels ?? [];
  const names = startReadNames(sentinels);
  const types = startReadTypes(sentinels);
  return reusableQuery(
    (db: Executor, ...values: unknown[]) =>
      startStatement(
        db,
        sql<StartReadValues>`(select ${sql.join([
          ...values.map(
            (value, n) =>
              sql`cast(${value} as ${sql.raw(types[n] as string)}) as ${sql.ref(names[n] as string)}`,
          ),
          sql`1 as n`,
        ])})`.as('start_read'),
        check,
      ),
    [...START_SENTINELS, ...sentinels],
  );
};
const startAloneStatements = new Map<string, ReturnType<typeof startAloneStatement>>();

/**
 * PostgreSQL: the reads of many starts in one statement: `start_read` is the reads' values as arrays, one a column,
 * numbered by `unnest ... with ordinality`. The text is fixed per check form, so it stays prepared.
 */
const startBatchStatement = (check: ReadCheck | undefined) => {
  const sentinels = check?.sentinels ?? [];
  const names = startReadNames(sentinels);
  const types = startReadTypes(sentinels);
  return reusableQuery(
    (db: Executor, ...arrays: unknown[][]) =>
      startStatement(
        db,
        sql<StartReadValues>`unnest(${sql.join(
          arrays.map((values, n) => sql`${values}::${sql.raw(types[n] as string)}[]`),
        )}) with ordinality`.as<'start_read'>(
          sql`start_read(${sql.join(names.map((name) => sql.ref(name)))})`,
        ),
        check,
      ),
    [...START_SENTINELS, ...sentinels].map((sentinel) => [sentinel]),
  );
};
/** Per check form (the empty key: none), its batched statement. */
const startBatchStatements = new Map<string, ReturnType<typeof startBatchStatement>>();

/** One start's read. */
interface StartRead {
  tenantId: number;
  programId: number;
  engagementId: string;
  /** The agent the start names, whose names a new engagement's summary carries. */
  agentUserId: number | null;
  check: ReadCheck | undefined;
}

/**
 * Per database handle on PostgreSQL, its queue of starts' reads, as messages' reads have theirs
 * (`readCheckedBatched`): a read that finds none on its way goes at once, alone; those that come meanwhile go
 * together, reads of one check form in one statement of up to `LIVE_READS_PER_BATCH` (`startBatchStatement`).
 */
const readStartBatched = batchedPerHandle((db: Executor) => ({
  maxBatch: LIVE_READS_PER_BATCH,
  inFlight: LIVE_READS_IN_FLIGHT,
  fits: (batch: readonly StartRead[], read: StartRead) => batch[0]?.check?.key === read.check?.key,
  run: async (reads: readonly StartRead[]) => {
    const [first] = reads as [StartRead];
    if (reads.length === 1) return [await readStartAlone(db, 'postgres', first)];
    const key = first.check?.key ?? '';
    let statement = startBatchStatements.get(key);
    if (!statement) {
      statement = startBatchStatement(first.check);
      startBatchStatements.set(key, statement);
    }
    const compiled = statement(
      db,
      reads.map((read) => read.tenantId),
      reads.map((read) => read.programId),
      reads.map((read) => read.engagementId),
      reads.map((read) => read.agentUserId),
      ...(first.check?.sentinels ?? []).map((_sentinel, n) => reads.map((read) => read.check?.values[n])),
    );
    keepPrepared(compiled.sql);
    const found: (Awaited<ReturnType<typeof readStartAlone>> | undefined)[] = reads.map(() => undefined);
    for (const { start_read_n: n, ...row } of (await db.executeQuery(compiled)).rows)
      found[Number(n) - 1] = row;
    return found;
  },
  // A refused statement is made again read by read, so that one read's fault fails that read only.
  retryAlone: refusedByDatabase,
}));

/**
 * A start's read (`startStatement`), with the caller's check when there is one; undefined when the tenant has no
 * such program (the check is then left to the caller, `ReadCheck.alone`). On PostgreSQL, outside a transaction, the
 * starts' reads of a database handle coalesce (`readStartBatched`).
 */
const readStart = (db: Executor, dialect: Dialect, read: StartRead) => {
  if (read.programId < 1 || read.programId > 2_147_483_647) return undefined;
  return dialect === 'postgres' && !db.isTransaction
    ? readStartBatched(db, read)
    : readStartAlone(db, dialect, read);
};

/** One start's read, its own statement. */
const readStartAlone = async (
  db: Executor,
  dialect: Dialect,
  { tenantId, programId, engagementId, agentUserId, check }: StartRead,
) => {
  const key = check?.key ?? '';
  let statement = startAloneStatements.get(key);
  if (!statement) {
    statement = startAloneStatement(check);
    startAloneStatements.set(key, statement);
  }
  const compiled = statement(db, tenantId, programId, engagementId, agentUserId, ...(check?.values ?? []));
  // Planned once per connection on PostgreSQL.
  if (dialect === 'postgres') keepPrepared(compiled.sql);
  const row = (await db.executeQuery(compiled)).rows[0];
  if (!row) return undefined;
  const { start_read_n: _n, ...read } = row;
  return read;
};

/** One read of an engagement with its caller's check. */
interface CheckedRead {
  tenantId: number;
  engagementId: string;
  check: ReadCheck;
}

/** One read with its check, its own statement. */
const readCheckedAlone = async (
  db: Executor,
  dialect: Dialect,
  { tenantId, engagementId, check }: CheckedRead,
) => {
  const key = `${dialect}/${check.key}`;
  let read = checkedReads.get(key);
  if (!read) {
    read = checkedRead(check, dialect);
    checkedReads.set(key, read);
  }
  const compiled = read(db, tenantId, engagementId, ...check.values);
  if (dialect === 'postgres') keepPrepared(compiled.sql);
  return (await db.executeQuery(compiled)).rows[0];
};

/**
 * Per database handle on PostgreSQL, its queue of checked reads, as the live reads' (`findLiveConversation`): a
 * read that finds none on its way goes at once, alone (`readCheckedAlone`); those that come meanwhile go together,
 * reads of one check form in one statement of up to `LIVE_READS_PER_BATCH` (`readLiveBatch`, each read's check
 * made of its own values), each answered its own row.
 */
const readCheckedBatched = batchedPerHandle((db: Executor) => ({
  maxBatch: LIVE_READS_PER_BATCH,
  inFlight: LIVE_READS_IN_FLIGHT,
  fits: (batch: readonly CheckedRead[], read: CheckedRead) => batch[0]?.check.key === read.check.key,
  run: async (reads: readonly CheckedRead[]) => {
    const [first] = reads as [CheckedRead];
    if (reads.length === 1) return [await readCheckedAlone(db, 'postgres', first)];
    return readLiveBatch(
      db,
      reads.map(({ tenantId, engagementId, check }) => ({ tenantId, engagementId, values: check.values })),
      first.check,
    );
  },
  // A refused statement is made again read by read, so that one read's fault fails that read only.
  retryAlone: refusedByDatabase,
}));

/**
 * The engagement as `findLiveConversation` reads it and the check's status, in one statement; undefined when the
 * engagement is not stored (the check is then left to the caller, `ReadCheck.alone`). On PostgreSQL, outside a
 * transaction, the reads of a database handle coalesce (`readCheckedBatched`).
 */
export const readCheckedEngagement = async (
  db: Executor,
  dialect: Dialect,
  tenantId: number,
  engagementId: string,
  check: ReadCheck,
) => {
  const read = { tenantId, engagementId, check };
  const row =
    dialect === 'postgres' && !db.isTransaction
      ? await readCheckedBatched(db, read)
      : await readCheckedAlone(db, dialect, read);
  if (!row) return undefined;
  const { check_status: status, ...conversation } = row;
  check.read(status);
  return { conversation: conversation satisfies LiveConversationRow, passes: check.passes(status) };
};

/** A labelled message: its label frame's fields, and its evidence's and cards' JSON texts as stored. */
export interface LabelledResult {
  label: Omit<LabelFrame, 'type'>;
  texts: { evidence: string; cards: string };
}

export interface EndRequest {
  tenantId: number;
  engagementId: string;
  programId?: number;
  /**
   * End it only if its last message (or, without one, its start) is before this time: an idle simulation's end
   * (`conversations/simulation-sweep.ts`), which a message stored meanwhile prevents.
   */
  idleBefore?: string;
}

export interface PipelineDependencies {
  db: Db;
  /** Labels messages with the program's trained stage model, and finds their knowledge cards. */
  engine: EngineService;
  events: EngagementEventBus;
  metrics: Registry;
}

/**
 * The one path every engagement takes, from the assist frame's socket and from the `/api/v1` engagements API
 * alike (ARCHITECTURE.md "How a conversation message travels"): start, label and store each message with its
 * knowledge cards, check the compliance rules, keep the conversation's summary, and publish the live events.
 */
export const createEngagementPipeline = ({ db, engine, events, metrics }: PipelineDependencies) => {
  const labelsStored = new Counter({
    name: 'engine_labels_total',
    help: 'Messages the engine labelled and stored, by the source of their engagement.',
    labelNames: ['source'] as const,
    registers: [metrics],
  });
  const alertsRaised = new Counter({
    name: 'engine_alerts_total',
    help: 'Compliance alerts raised, by the kind and severity of the rule broken.',
    labelNames: ['kind', 'severity'] as const,
    registers: [metrics],
  });
  /**
   * Per live conversation, as of its `count` messages under model `version`: the compliance rules' state and the
   * last messages' texts (for knowledge cards). Rebuilt from the stored messages when missing or stale.
   */
  const liveStates = createBoundedCache<number, LiveState>({
    name: 'live-conversations',
    maxBytes: LIVE_STATES_MAX_BYTES,
    maxEntries: LIVE_STATES_MAX,
    sizeOf: liveStateBytes,
  });
  registerCacheMetrics(metrics, 'live-conversations', liveStates);

  const publish = (tenantId: number, list: LiveEvent[]) => events.publish(tenantId, list);
  const storedMessages = async (tenantId: number, conversationId: number): Promise<LabelledMessageFrame[]> =>
    (await conversationMessages(db.kysely, tenantId, conversationId)).map((row) => ({
      index: row.message_index,
      from: row.from_speaker,
      content: row.content,
      stage: row.stage,
      confidence: row.confidence,
      evidence: JSON.parse(row.evidence),
      time: row.created_date,
    }));

  /**
   * The engagement, checked against the program the caller named, with its program and model version: one read
   * when the caller names the engagement's own program (or none).
   */
  const ongoing = async (
    tenantId: number,
    engagementId: string,
    programId: number | undefined,
    read: () => Promise<LiveConversationRow | undefined> = () =>
      findLiveConversation(db.kysely, db.dialect, tenantId, engagementId),
  ) => {
    const conversation = await read();
    if (programId !== undefined && programId !== conversation?.program_id) {
      const program = await findEngineProgram(db.kysely, tenantId, programId);
      if (program?.status !== 'active') return FAILURES.unknownProgram();
      if (conversation) return FAILURES.otherProgram();
    }
    if (!conversation) return FAILURES.notStarted();
    if (programId !== undefined && conversation.program_status !== 'active') return FAILURES.unknownProgram();
    if (conversation.ended_date) return FAILURES.ended();
    return { ok: true as const, conversation };
  };

  const start = async (request: StartRequest): Promise<EngineResult<Started>> => {
    const { tenantId, engagementId, check } = request;
    // The program, its model's version, the engagement and the caller's check: one statement.
    const program = await readStart(db.kysely, db.dialect, {
      tenantId,
      programId: request.programId,
      engagementId,
      agentUserId: request.agentUserId,
      check,
    });
    if (check) {
      const passes = program ? check.passes(program.check_status ?? null) : await check.alone();
      if (program) check.read(program.check_status ?? null);
      if (!passes) return FAILURES.refused();
    }
    if (program?.status !== 'active') return FAILURES.unknownProgram();
    if (program.conversation_id !== null && program.conversation_program_id !== program.id)
      return FAILURES.otherProgram();
    if (program.conversation_ended_date) return FAILURES.ended();
    let resumed = program.conversation_id !== null;
    let conversationId = program.conversation_id ?? undefined;
    if (conversationId === undefined) {
      const conversation: NewConversation = {
        tenantId,
        programId: program.id,
        engagementId,
        agentUserId: request.agentUserId,
        source: request.source,
        channel: request.channel,
        startedDate: nowIso(),
      };
      // On PostgreSQL the new engagement's event is stored in the statement that stores it (one round trip and one
      // commit; starts that come together share it), its summary made from what the start read; on SQLite it is
      // published once the engagement and its summary are stored.
      const { inStatement } = events;
      const publishWith =
        db.dialect === 'postgres' && inStatement
          ? (gate: RawBuilder<unknown>) =>
              inStatement(
                tenantId,
                [{ type: 'engagement', data: summaryAtStart(conversation, program) }],
                gate,
              )
          : undefined;
      let inserted: StartedEngagement | undefined;
      try {
        inserted = await startEngagement(db.kysely, db.dialect, conversation, publishWith);
        conversationId = inserted.id;
      } catch (insertError) {
        // Started twice at once: the second start resumes the first.
        if (!isUniqueViolation(insertError)) throw insertError;
        const found = await findConversation(db.kysely, tenantId, engagementId);
        if (!found || found.program_id !== program.id) return FAILURES.otherProgram();
        conversationId = found.id;
        resumed = true;
      }
      // Each start answers only once its event is stored, before its `started` answer (and so before its messages).
      if (inserted && !inserted.published) {
        const summary = inserted.summary ?? summaryAtStart(conversation, program);
        await publish(tenantId, [{ type: 'engagement', data: summary }]);
      }
    }
    const { stored } = await engine.programModel(
      db.kysely,
      tenantId,
      program.id,
      program.agent_only === 1,
      program.model_version ?? 0,
    );
    return {
      ok: true,
      programId: program.id,
      resumed,
      stages: stageColours(stored),
      messages: resumed ? await storedMessages(tenantId, conversationId) : [],
    };
  };

  const messageOnce = async (request: MessageRequest): Promise<EngineResult<LabelledResult>> => {
    const { tenantId, engagementId, from, check } = request;
    // The caller's check is read with the engagement; made alone only when there is no engagement to read.
    let passes: boolean | undefined;
    const found = await ongoing(
      tenantId,
      engagementId,
      request.programId,
      check &&
        (async () => {
          const read = await readCheckedEngagement(db.kysely, db.dialect, tenantId, engagementId, check);
          passes = read?.passes;
          return read?.conversation;
        }),
    );
    if (check && !(passes ?? (await check.alone()))) return FAILURES.refused();
    if (!found.ok) return found;
    const { conversation } = found;
    const content = request.content.trim();
    if (content.length === 0 || content.length > ENGINE_CONTENT_MAX) return FAILURES.content();
    if (conversation.program_status !== 'active') return FAILURES.unknownProgram();
    const { stored, model } = await engine.programModel(
      db.kysely,
      tenantId,
      conversation.program_id,
      conversation.program_agent_only === 1,
      conversation.model_version ?? 0,
    );
    // The next index; storing checks that no other instance took it meanwhile.
    const index = conversation.message_count;

    // The history is read at most once, and only when a live labeller or rule state is missing or stale.
    let history: Awaited<ReturnType<typeof conversationMessages>> | undefined;
    const readHistory = async () => {
      // A conversation's first message has none.
      history ??= index === 0 ? [] : await conversationMessages(db.kysely, tenantId, conversation.id);
      return history;
    };
    const { answer, stageChanged } = await engine.labelNext(
      conversation.id,
      model,
      { from, content },
      async () => {
        const past = await readHistory();
        return {
          messages: past.map((row) => ({ from: row.from_speaker, content: row.content })),
          lastStage: past.at(-1)?.stage,
        };
      },
      index,
    );

    let live = liveStates.get(conversation.id);
    if (!live || live.version !== stored.version || live.count !== index) {
      const past = await readHistory();
      live = {
        version: stored.version,
        count: index,
        rules: replayRules(
          stored.rules,
          past.map((row) => ({ from: row.from_speaker, content: row.content, stage: row.stage })),
        ),
        recent: past
          .slice(-(CARD_CONTEXT - 1))
          .map((row) => ({ from: row.from_speaker, content: row.content })),
      };
    }
    const recent = [...live.recent, { from, content }];
    const { confidence, evidence, cards, breaches } = await completeLabel(engine, db.kysely, {
      tenantId,
      programId: conversation.program_id,
      rules: stored.rules,
      state: live.rules,
      message: { from, content },
      answer,
      recent,
    });
    live.count = index + 1;
    live.recent = recent.slice(-(CARD_CONTEXT - 1));
    // Set again after each change, so that its size is counted as it now is.
    liveStates.set(conversation.id, live);
    const time = nowIso();
    // Serialised once: stored as they are, and sent in the socket's label frame as they are (`LabelledResult`).
    const texts = { evidence: JSON.stringify(evidence), cards: JSON.stringify(cards) };

    const newMessage: NewMessage = {
      tenantId,
      engagementId,
      conversation,
      from,
      content,
      stage: answer.stage,
      confidence,
      evidence: texts.evidence,
      cards: texts.cards,
      time,
      breaches,
    };
    // The message as `toEngagementMessage` reads it back once stored (its cards as they are, not parsed again).
    const messageEvent: LiveEvent = {
      type: 'message',
      data: {
        engagementId,
        message: {
          index,
          from,
          content,
          stage: answer.stage,
          engineStage: answer.stage,
          confidence,
          correction: null,
          cards,
          time,
        },
      },
    };
    // Without alerts (whose ids the store gives), the events are known before the store: on PostgreSQL they are
    // stored in its statement, one commit for both.
    const { inStatement } = events;
    const publishWith =
      breaches.length === 0 && inStatement
        ? (gate: RawBuilder<unknown>) =>
            inStatement(
              tenantId,
              [messageEvent, { type: 'engagement', data: summaryAfterMessage(newMessage, 0) }],
              gate,
            )
        : undefined;

    let written: StoredMessage | undefined;
    try {
      // Stored before the label is sent: nothing acknowledged is ever lost.
      written = await appendMessage(db.kysely, db.dialect, newMessage, publishWith);
      if (!written) throw new IndexTaken();
    } catch (insertError) {
      engine.forget(conversation.id);
      liveStates.delete(conversation.id);
      throw insertError;
    }
    const { alerts, summary, published } = written;

    labelsStored.inc({ source: conversation.source });
    for (const alert of alerts) alertsRaised.inc({ kind: alert.kind, severity: alert.severity });

    if (!published)
      await publish(tenantId, [
        messageEvent,
        ...alerts.map((alert): LiveEvent => ({ type: 'alert', data: alert })),
        { type: 'engagement', data: summary },
      ]);

    return {
      ok: true,
      label: {
        engagementId,
        index,
        from,
        stage: answer.stage,
        confidence,
        evidence,
        cards,
        stageChanged,
        time,
        alerts,
      },
      texts,
    };
  };

  /** `endedNow`: this call ended it (false when it had ended already, or was not idle as `idleBefore` asks). */
  const end = async (
    request: EndRequest,
  ): Promise<EngineResult<{ endedDate: string; endedNow: boolean }>> => {
    const found = await ongoing(request.tenantId, request.engagementId, request.programId);
    if (!found.ok) return found;
    const endedDate = nowIso();
    // The `engagement.ended` webhooks are queued in the transaction that ends it.
    const endedNow = await endConversation(db.kysely, {
      tenantId: request.tenantId,
      conversationId: found.conversation.id,
      endedDate,
      idleBefore: request.idleBefore,
    });
    if (!endedNow && request.idleBefore) return { ok: true, endedDate, endedNow };
    engine.forget(found.conversation.id);
    liveStates.delete(found.conversation.id);
    if (endedNow)
      await publish(request.tenantId, [
        { type: 'ended', data: { engagementId: request.engagementId, endedDate } },
      ]);
    return { ok: true, endedDate, endedNow };
  };

  /** Messages of one engagement, one after another in this process, in arrival order. */
  const turns = new Map<string, Promise<unknown>>();
  const inTurn = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const result = (turns.get(key) ?? Promise.resolve()).then(work, work);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    turns.set(key, settled);
    void settled.then(() => {
      if (turns.get(key) === settled) turns.delete(key);
    });
    return result;
  };

  /**
   * Labels and stores a message with the engagement's next index. Messages to one engagement are serialized: in
   * this process by turns, across instances by the locked count, and one that lost its index to another
   * instance is labelled again with the next one.
   */
  const message = (request: MessageRequest) =>
    inTurn(`${request.tenantId}/${request.engagementId}`, async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await messageOnce(request);
        } catch (error) {
          if (!(error instanceof IndexTaken) || attempt >= INDEX_ATTEMPTS) throw error;
        }
      }
    });

  return { start, message, end, storedMessages };
};

export type EngagementPipeline = ReturnType<typeof createEngagementPipeline>;
