import { ASSIST_IMPACT_STAGE, addDays, mondayOf, zonedDayStart } from '@parlance/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import { type Db, type Dialect, type Executor, keepPrepared } from '../../db/database.js';
import { SKETCH_ZERO_BUCKET, sketchBucket } from './report-sketch.js';

/*
 * Report rollups folded outside the message's transaction (REPORTING.md "Rollups", migration 027). A write of a
 * conversation's report rows marks it (`report_fold_pending`, a row of its own, by triggers); a folder takes a
 * tenant's marked conversations, subtracts what it last counted of each (`report_fold`) from the tenant's rollups by
 * day and by week, and adds what they are now. Folders of a tenant take turns on a lock that only folders take
 * (PostgreSQL: an advisory transaction lock on a class of its own; SQLite: `begin immediate`), never a message's
 * write; a fold counts a conversation again from its rows, so folding it twice counts it once.
 *
 * A tenant's rollups are built in its time zone, in chunks of conversations by their first message's time (each a
 * transaction), and built again when the zone changes; until built, reports read the base tables.
 */

/** The advisory lock class of the folders (two-key form: class, tenant), apart from every other lock. */
const FOLD_LOCK_CLASS = 29_027;
/** Marked conversations folded in one transaction: SQLite's holds the event loop, so it takes fewer. */
const FOLD_BATCHES = { sqlite: 100, postgres: 500 } as const;
/** Above this many marked conversations a report reads the base tables and leaves the fold to the timer. */
export const REPORT_PENDING_MAX = 2_000;
/** Conversations a build chunk takes (one transaction): SQLite's holds the event loop, so it takes fewer. */
const BUILD_CHUNK = { sqlite: 5_000, postgres: 20_000 } as const;
/** Days written to `report_day` by one statement. */
const DAY_ROWS = 500;

/**
 * What a rollup row counts (`report_fold.kind`), each with its key and detail and what its sums hold:
 * - conversation: '' and ''; the handle time's bucket, 1, the handle time, messages, corrections.
 * - stage: the stage and ''; the bucket of the time in it (0 without messages), 1 if reached, the time, the
 *   messages the engine labelled with it, how many of those were corrected.
 * - path: the stage path and ''; 1.
 * - confusion: the engine's label and the corrected stage; the messages.
 * - rule: the rule and its least severity; 1, its alerts.
 * - labels: the stage and ''; the engine's messages with it and the corrected (a stage row without its bucket).
 * - group: '' and whether Agent Recommend was reached ('1' or '0'); the handle time's bucket, 1, the handle
 *   time, alerts, corrections (assist impact's figures by group).
 * - agent: the agent's id and ''; 1 (the agents a group counts).
 * - agentCounts: the agent's id and whether Agent Recommend was reached ('1' or '0'); 1, alerts, corrections
 *   (the agents report's counts, by agent and group).
 * - agentTimes: the agent's id and ''; the handle time's bucket, 1 (the agents report's medians).
 */
export const ROLLUP_KIND = {
  conversation: 0,
  stage: 1,
  path: 2,
  confusion: 3,
  rule: 4,
  labels: 5,
  group: 6,
  agent: 7,
  agentCounts: 8,
  agentTimes: 9,
} as const;

/**
 * The fold's version, kept with a tenant's rollups (`report_rollup_state.version`): a tenant whose rollups another
 * version built is built again from nothing, so that rollups never hold what an earlier fold counted. Raise it with
 * every change of what the fold writes.
 */
export const ROLLUP_VERSION = 1;

/**
 * The kinds whose rows in `report_all_week` (the rollup without filter values) keep the program: the stage paths,
 * judged against each program's order.
 */
const ALL_KEEP_PROGRAM = [ROLLUP_KIND.path];
/** The kinds whose rows in `report_all_week` keep the agent group. */
const ALL_KEEP_GROUP = [
  ROLLUP_KIND.path,
  ROLLUP_KIND.group,
  ROLLUP_KIND.agent,
  ROLLUP_KIND.agentCounts,
  ROLLUP_KIND.agentTimes,
];

const ROLLUP_KEY = 'tenant_id, kind, key, detail, bucket, program_id, channel, source, agent_group';
const MEASURES = 'conversations, duration_ms, messages, corrected';

/** Adds (sign 1) or subtracts (-1) the folded rows of `ids` to the tenant's day and week rollups. */
const addToRollups = async (db: Executor, ids: RawBuilder<unknown>, sign: 1 | -1) => {
  const sums = sql.raw(
    MEASURES.split(', ')
      .map((measure) => `${sign < 0 ? '-' : ''}sum(${measure})`)
      .join(', '),
  );
  const update = (table: string) =>
    sql.raw(
      MEASURES.split(', ')
        .map((measure) => `${measure} = ${table}.${measure} + excluded.${measure}`)
        .join(', '),
    );
  await sql`insert into report_stage_day (${sql.raw(ROLLUP_KEY)}, day, week, ${sql.raw(MEASURES)})
    select ${sql.raw(ROLLUP_KEY)}, day, week, ${sums} from report_fold where conversation_id in ${ids}
    group by ${sql.raw(ROLLUP_KEY)}, day, week
    on conflict (tenant_id, kind, day, key, detail, bucket, program_id, channel, source, agent_group)
    do update set ${update('report_stage_day')}`.execute(db);
  await sql`insert into report_stage_week (${sql.raw(ROLLUP_KEY)}, week, ${sql.raw(MEASURES)})
    select ${sql.raw(ROLLUP_KEY)}, week, ${sums} from report_fold where conversation_id in ${ids}
    group by ${sql.raw(ROLLUP_KEY)}, week
    on conflict (tenant_id, kind, week, key, detail, bucket, program_id, channel, source, agent_group)
    do update set ${update('report_stage_week')}`.execute(db);
  // The same without filter values, for reports asked without a filter (which leave the simulator out).
  const program = sql.raw(`case when kind in (${ALL_KEEP_PROGRAM.join(', ')}) then program_id else 0 end`);
  const group = sql.raw(`case when kind in (${ALL_KEEP_GROUP.join(', ')}) then agent_group else '' end`);
  await sql`insert into report_all_week (tenant_id, kind, week, key, detail, bucket, program_id, agent_group,
      ${sql.raw(MEASURES)})
    select tenant_id, kind, week, key, detail, bucket, ${program}, ${group}, ${sums} from report_fold
    where conversation_id in ${ids} and source <> 'simulator'
    group by 1, 2, 3, 4, 5, 6, 7, 8
    on conflict (tenant_id, kind, week, key, detail, bucket, program_id, agent_group)
    do update set ${update('report_all_week')}`.execute(db);
};

/** `report_fold`'s columns, in the order `currentRows` gives them. */
const FOLD_COLUMNS = `conversation_id, kind, key, detail, tenant_id, day, week, program_id, channel, source, agent_group,
  bucket, ${MEASURES}`;
/** The columns that name a row of `report_fold` (its primary key). */
const FOLD_ROW = ['conversation_id', 'kind', 'key', 'detail'];
/** Every column of `report_fold` but its primary key's. */
const FOLD_VALUES = [
  'tenant_id',
  'day',
  'week',
  'program_id',
  'channel',
  'source',
  'agent_group',
  'bucket',
  ...MEASURES.split(', '),
];
/** `a` and `b` (aliases of `report_fold`'s columns) equal on `columns`. */
const equalOn = (columns: readonly string[], a: string, b: string) =>
  sql.raw(columns.map((column) => `${a}.${column} = ${b}.${column}`).join(' and '));

/** Which conversations a fold counts: a condition on a column that holds a conversation's id. */
type FoldIds = (column: string) => RawBuilder<unknown>;

/** The conversations of a subquery of ids (a build's chunk). */
const idsIn =
  (subquery: RawBuilder<unknown>): FoldIds =>
  (column) =>
    sql`${sql.ref(column)} in ${subquery}`;

/**
 * The conversations `ids` as one parameter: on PostgreSQL an array (`= any`, which an index on the column serves),
 * on SQLite a JSON array, so that a statement's text is the same for any number of them.
 */
const idsOf =
  (dialect: Dialect, ids: readonly number[]): FoldIds =>
  (column) =>
    dialect === 'postgres'
      ? sql`${sql.ref(column)} = any(cast(${ids} as integer[]))`
      : sql`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`;

/**
 * The rows the conversations `ids` count now, as `report_fold` holds them: a `with` list whose last name is `fresh`
 * (columns `FOLD_COLUMNS`). A conversation gone (deleted) has none.
 */
const currentRows = (dialect: Dialect, zone: string, ids: FoldIds) => {
  const zero = sql.lit(SKETCH_ZERO_BUCKET);
  const place = sql`p.tenant_id, p.day, p.week, p.program_id, p.channel, p.source, p.agent_group`;
  const separator = dialect === 'postgres' ? sql`chr(31)` : sql`char(31)`;
  const path = sql`(${separator} || p.stage_path || ${separator})`;
  const assisted = sql`(${separator} || ${ASSIST_IMPACT_STAGE} || ${separator})`;
  const reached =
    dialect === 'postgres' ? sql`strpos(${path}, ${assisted}) > 0` : sql`instr(${path}, ${assisted}) > 0`;
  return sql`placed as (
      select c.id, c.tenant_id, d.day, d.week, c.program_id, coalesce(c.channel, '') as channel, c.source,
        coalesce(c.agent_group, '') as agent_group, c.handle_ms, c.message_count, c.correction_count,
        c.alert_count, c.agent_user_id, coalesce(c.stage_path, '') as stage_path
      from conversation c
      join report_day d on d.time_zone = ${zone} and d.start = (
        select max(x.start) from report_day x where x.time_zone = ${zone} and x.start <= c.first_message_date)
      where ${ids('c.id')} and c.first_message_date is not null
    ), fresh (${sql.raw(FOLD_COLUMNS)}) as (
    select p.id, ${sql.lit(ROLLUP_KIND.conversation)}, '', '', ${place}, ${sketchBucket(sql.ref('p.handle_ms'))},
      1, p.handle_ms, p.message_count, p.correction_count
    from placed p
    union all
    select p.id, ${sql.lit(ROLLUP_KIND.stage)}, s.stage, '', ${place},
      case when s.messages > 0 then ${sketchBucket(sql.ref('s.duration_ms'))} else ${zero} end,
      case when s.messages > 0 then 1 else 0 end, s.duration_ms, s.engine_messages, s.corrected
    from placed p join conversation_stage s on s.conversation_id = p.id
    union all
    select p.id, ${sql.lit(ROLLUP_KIND.path)}, p.stage_path, '', ${place}, ${zero}, 1, 0, 0, 0
    from placed p
    union all
    select p.id, ${sql.lit(ROLLUP_KIND.confusion)}, m.stage, m.corrected_stage, ${place}, ${zero}, 0, 0, m.n, 0
    from placed p join (
      select conversation_id, stage, corrected_stage, count(*) as n from conversation_message
      where conversation_id in (select id from placed) and corrected_stage is not null and corrected_stage <> stage
      group by conversation_id, stage, corrected_stage
    ) m on m.conversation_id = p.id
    union all
    select p.id, ${sql.lit(ROLLUP_KIND.rule)}, a.rule_id, a.severity, ${place}, ${zero}, 1, 0, a.n, 0
    from placed p join (
      select conversation_id, rule_id, min(severity) as severity, count(*) as n from compliance_alert
      where conversation_id in (select id from placed)
      group by conversation_id, rule_id
    ) a on a.conversation_id = p.id
    union all
    select p.id, ${sql.lit(ROLLUP_KIND.labels)}, s.stage, '', ${place}, ${zero}, 0, 0, s.engine_messages, s.corrected
    from placed p join conversation_stage s on s.conversation_id = p.id
    union all
    select p.id, ${sql.lit(ROLLUP_KIND.group)}, '', case when ${reached} then '1' else '0' end, ${place},
      ${sketchBucket(sql.ref('p.handle_ms'))}, 1, p.handle_ms, p.alert_count, p.correction_count
    from placed p
    union all
    select p.id, ${sql.lit(ROLLUP_KIND.agent)}, cast(p.agent_user_id as varchar(20)), '', ${place}, ${zero}, 1, 0, 0, 0
    from placed p where p.agent_user_id is not null
    union all
    select p.id, ${sql.lit(ROLLUP_KIND.agentCounts)}, cast(p.agent_user_id as varchar(20)),
      case when ${reached} then '1' else '0' end, ${place}, ${zero}, 1, 0, p.alert_count, p.correction_count
    from placed p where p.agent_user_id is not null
    union all
    select p.id, ${sql.lit(ROLLUP_KIND.agentTimes)}, cast(p.agent_user_id as varchar(20)), '', ${place},
      ${sketchBucket(sql.ref('p.handle_ms'))}, 1, 0, 0, 0
    from placed p where p.agent_user_id is not null
  )`;
};

/**
 * Counts the conversations `ids` (a subquery of ids) again: their last contribution out of the rollups, their rows
 * now in. A conversation gone (deleted) leaves nothing. For a build's chunk, whose conversations have no rows yet.
 */
const foldConversations = async (db: Executor, dialect: Dialect, zone: string, ids: RawBuilder<unknown>) => {
  await addToRollups(db, ids, -1);
  await sql`delete from report_fold where conversation_id in ${ids}`.execute(db);
  await sql`with ${currentRows(dialect, zone, idsIn(ids))}
    insert into report_fold (${sql.raw(FOLD_COLUMNS)}) select ${sql.raw(FOLD_COLUMNS)} from fresh`.execute(
    db,
  );
  await addToRollups(db, ids, 1);
};

/** Runs a fold's statement; on PostgreSQL kept prepared (its text is fixed: the ids are one parameter). */
const runFold = async (db: Executor, dialect: Dialect, query: RawBuilder<unknown>) => {
  const compiled = query.compile(db);
  if (dialect === 'postgres') keepPrepared(compiled.sql);
  await db.executeQuery(compiled);
};

/**
 * Counts marked conversations again by what changed (`foldBatch`, PostgreSQL): the same rollups and `report_fold` as
 * subtracting every row each last counted and adding every row it counts now (`foldConversations`), written as
 * the difference only. A live message changes a few of its conversation's rows (its figures, its stage's and the
 * previous stage's, the handle time's buckets), so the fold writes those, not all of them twice and in every
 * rollup: each rollup gets the sum of the changes by its key (keys whose changes add up to nothing are not
 * written), and `report_fold` keeps the rows that did not change, updates those that did, adds the new ones and
 * removes those gone. Every part reads `report_fold` as it was before the fold, through `diff`: the rows now and the
 * rows last counted joined by their primary key, keeping those that differ (new, gone or changed), so that only
 * they are summed and written.
 *
 * The parts are one statement (each a data-modifying `with` part, all reading one snapshot), so that the rows now
 * are computed once; its text is fixed (`ids` is one parameter, `idsOf`) and it is planned once per connection.
 * SQLite folds whole (`foldConversations`).
 */
const refoldConversations = async (db: Executor, zone: string, ids: FoldIds) => {
  const measures = MEASURES.split(', ');
  const columns = FOLD_COLUMNS.split(/,\s*/);
  const side = (alias: 'f' | 'o', names: readonly string[]) =>
    sql.raw(names.map((column) => `${alias}_${column}`).join(', '));
  // Each row that changed, as it was (`o_…`, none if new) and as it is (`f_…`, none if gone), by its primary key.
  const diff = sql`diff as (
      select ${sql.raw(columns.map((column) => `f.${column} as f_${column}`).join(', '))},
        ${sql.raw(columns.map((column) => `o.${column} as o_${column}`).join(', '))}
      from fresh f full join (select * from report_fold where ${ids('conversation_id')}) o
        on ${equalOn(FOLD_ROW, 'f', 'o')}
      where f.conversation_id is null or o.conversation_id is null
        or ${sql.raw(FOLD_VALUES.map((column) => `f.${column} <> o.${column}`).join(' or '))}
    )`;
  // What each key gains: the changed rows as they are, less as they were.
  const keyColumns = [...ROLLUP_KEY.split(', '), 'day', 'week'];
  const named = (alias: 'f' | 'o', sign: string) =>
    sql.raw(
      [
        ...keyColumns.map((column) => `${alias}_${column} as ${column}`),
        ...measures.map((measure) => `${sign}${alias}_${measure} as ${measure}`),
      ].join(', '),
    );
  const changes = sql`changes as (
      select ${named('f', '')} from diff where f_conversation_id is not null
      union all
      select ${named('o', '-')} from diff where o_conversation_id is not null
    )`;
  const sums = sql.raw(measures.map((measure) => `sum(${measure})`).join(', '));
  const changed = sql.raw(measures.map((measure) => `sum(${measure}) <> 0`).join(' or '));
  const update = (table: string) =>
    sql.raw(measures.map((measure) => `${measure} = ${table}.${measure} + excluded.${measure}`).join(', '));
  const program = sql.raw(`case when kind in (${ALL_KEEP_PROGRAM.join(', ')}) then program_id else 0 end`);
  const group = sql.raw(`case when kind in (${ALL_KEEP_GROUP.join(', ')}) then agent_group else '' end`);
  /** The writes, each a `with` part of the statement. */
  const parts: { name: string; write: RawBuilder<unknown> }[] = [
    {
      name: 'day_rows',
      write: sql`insert into report_stage_day (${sql.raw(ROLLUP_KEY)}, day, week, ${sql.raw(MEASURES)})
        select ${sql.raw(ROLLUP_KEY)}, day, week, ${sums} from changes where true
        group by ${sql.raw(ROLLUP_KEY)}, day, week having ${changed}
        on conflict (tenant_id, kind, day, key, detail, bucket, program_id, channel, source, agent_group)
        do update set ${update('report_stage_day')}`,
    },
    {
      name: 'week_rows',
      write: sql`insert into report_stage_week (${sql.raw(ROLLUP_KEY)}, week, ${sql.raw(MEASURES)})
        select ${sql.raw(ROLLUP_KEY)}, week, ${sums} from changes where true
        group by ${sql.raw(ROLLUP_KEY)}, week having ${changed}
        on conflict (tenant_id, kind, week, key, detail, bucket, program_id, channel, source, agent_group)
        do update set ${update('report_stage_week')}`,
    },
    {
      // The same without filter values, for reports asked without a filter (which leave the simulator out).
      name: 'all_rows',
      write: sql`insert into report_all_week (tenant_id, kind, week, key, detail, bucket, program_id, agent_group,
          ${sql.raw(MEASURES)})
        select tenant_id, kind, week, key, detail, bucket, ${program}, ${group}, ${sums} from changes
        where source <> 'simulator'
        group by 1, 2, 3, 4, 5, 6, 7, 8 having ${changed}
        on conflict (tenant_id, kind, week, key, detail, bucket, program_id, agent_group)
        do update set ${update('report_all_week')}`,
    },
    {
      // `report_fold` as the rows now: those gone removed, those new or changed written, the others left alone.
      name: 'gone_rows',
      write: sql`delete from report_fold where ${ids('conversation_id')} and exists (
          select 1 from diff where f_conversation_id is null and ${sql.raw(
            FOLD_ROW.map((column) => `o_${column} = report_fold.${column}`).join(' and '),
          )})`,
    },
    {
      name: 'new_rows',
      write: sql`insert into report_fold (${sql.raw(FOLD_COLUMNS)})
        select ${side('f', columns)} from diff where f_conversation_id is not null
        on conflict (${sql.raw(FOLD_ROW.join(', '))}) do update set ${sql.raw(
          FOLD_VALUES.map((column) => `${column} = excluded.${column}`).join(', '),
        )}`,
    },
  ];
  const rows = currentRows('postgres', zone, ids);
  // Planned at every fold, for its ids and the tables as they are now. A plan kept per connection (a generic
  // plan) is made once from the tables' size when it was first run: on a tenant's first folds, tables of a few
  // rows, whose plan (nested loops over each part's whole result, report_fold read whole) took over a second for a
  // batch of 500 conversations once the tables had grown, on every later fold of that connection.
  await sql`select set_config('plan_cache_mode', 'force_custom_plan', true)`.execute(db);
  const compiled = sql`with ${rows}, ${diff}, ${changes}, ${sql.join(
    parts.map((part) => sql`${sql.raw(part.name)} as (${part.write})`),
  )} select 1`.compile(db);
  keepPrepared(compiled.sql);
  await db.executeQuery(compiled);
};

export interface ReportRollupsOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** How often the folder runs (`REPORT_FOLD_EVERY`, 500 ms); 0: only before reports. */
  everyMs: number;
}

/** The report rollups of every tenant: the folder, its timer, and whether a report may read them. */
export const createReportRollups = ({ db, log, everyMs }: ReportRollupsOptions) => {
  const dialect = db.dialect;
  const FOLD_BATCH = FOLD_BATCHES[dialect];
  const stats = { rollup: 0, base: 0 };
  const control = { enabled: true };

  /**
   * Runs `work` in a transaction that holds the tenant's fold lock. With `busy` given, a PostgreSQL folder that
   * finds the lock taken does not wait for it and answers `busy`: another instance's folder is at the tenant's marks.
   */
  const underFoldLock = <T>(
    tenantId: number,
    work: (db: Executor) => Promise<T>,
    busy?: { answer: T },
  ): Promise<T> => inFoldLock(tenantId, work, busy);
  const inFoldLock = async <T>(
    tenantId: number,
    work: (db: Executor) => Promise<T>,
    busy?: { answer: T },
  ): Promise<T> => {
    if (dialect === 'postgres')
      return db.kysely.transaction().execute(async (trx) => {
        // A build chunk may take longer than a request's statement: this transaction has no limit.
        await sql`select set_config('statement_timeout', '0', true)`.execute(trx);
        const key = sql`${sql.lit(FOLD_LOCK_CLASS)}, cast(${tenantId} as integer)`;
        if (busy) {
          const { rows } = await sql<{
            got: boolean;
          }>`select pg_try_advisory_xact_lock(${key}) as got`.execute(trx);
          if (!rows[0]?.got) return busy.answer;
        } else await sql`select pg_advisory_xact_lock(${key})`.execute(trx);
        return work(trx);
      });
    return db.kysely.connection().execute(async (connection) => {
      await sql`begin immediate`.execute(connection);
      try {
        const result = await work(connection);
        await sql`commit`.execute(connection);
        return result;
      } catch (error) {
        await sql`rollback`.execute(connection).catch(() => undefined);
        throw error;
      }
    });
  };

  /**
   * Makes sure `report_day` holds the days of `zone` that the first messages of the conversations `where` (a
   * condition on `conversation`) fall on: for each UTC date among them, that day and the days either side (a
   * local day is within a day of its UTC date). Only the days missing are computed and written; on PostgreSQL on a
   * connection of their own, committed before the fold reads them, so that a fold never reads a day another has
   * not committed yet.
   */
  const coverDaysOf = async (executor: Executor, zone: string, where: RawBuilder<unknown>) => {
    const { rows } = await sql<{ day: string }>`select distinct substr(first_message_date, 1, 10) as day
      from conversation where ${where} and first_message_date is not null`.execute(executor);
    const needed = new Set<string>();
    for (const { day } of rows) for (const shift of [-1, 0, 1]) needed.add(addDays(day, shift));
    const days = [...needed];
    const missing: string[] = [];
    for (let i = 0; i < days.length; i += DAY_ROWS) {
      const part = days.slice(i, i + DAY_ROWS);
      const present = new Set(
        (
          await executor
            .selectFrom('report_day')
            .select('day')
            .where('time_zone', '=', zone)
            .where('day', 'in', part)
            .execute()
        ).map((row) => row.day),
      );
      missing.push(...part.filter((day) => !present.has(day)));
    }
    const writer = dialect === 'postgres' ? db.kysely : executor;
    for (let i = 0; i < missing.length; i += DAY_ROWS)
      await writer
        .insertInto('report_day')
        .values(
          missing.slice(i, i + DAY_ROWS).map((day) => ({
            time_zone: zone,
            start: new Date(zonedDayStart(day, zone)).toISOString(),
            day,
            week: mondayOf(day),
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
  };

  /** On PostgreSQL, covers the days of the conversations `where` names before a fold takes its lock. */
  const coverAhead = async (where: RawBuilder<unknown>, zone: string) => {
    if (dialect === 'postgres') await coverDaysOf(db.kysely, zone, where);
  };

  /** The first message's time that ends the next build chunk after `after`, if any conversation is left. */
  const chunkEnd = async (executor: Executor, tenantId: number, after: string) => {
    const { rows } = await sql<{ last: string | null }>`select max(first_message_date) as last from (
        select first_message_date from conversation where tenant_id = ${tenantId} and first_message_date > ${after}
        order by first_message_date limit ${BUILD_CHUNK[dialect]}) chunk`.execute(executor);
    return rows[0]?.last ?? null;
  };

  /**
   * One step of a tenant's build in `zone`: starts it again (nothing counted) when the zone is not the one built
   * in, else counts the next chunk of conversations by first message's time. Whether the build is done, or 'busy'
   * when another folder holds the lock and `waitForLock` is false.
   */
  const buildStep = async (
    tenantId: number,
    zone: string,
    waitForLock: boolean,
  ): Promise<boolean | 'busy'> => {
    const state = await db.kysely
      .selectFrom('report_rollup_state')
      .select(['time_zone', 'built_until', 'version'])
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    if (state?.time_zone === zone && state.version === ROLLUP_VERSION && dialect === 'postgres') {
      const after = state.built_until ?? '';
      const last = await chunkEnd(db.kysely, tenantId, after);
      if (last !== null)
        await coverAhead(
          sql`tenant_id = ${tenantId} and first_message_date > ${after} and first_message_date <= ${last}`,
          zone,
        );
    }
    return underFoldLock<boolean | 'busy'>(
      tenantId,
      async (executor) => {
        const state = await executor
          .selectFrom('report_rollup_state')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .executeTakeFirst();
        if (!state || state.time_zone !== zone || state.version !== ROLLUP_VERSION) {
          await executor.deleteFrom('report_stage_day').where('tenant_id', '=', tenantId).execute();
          await executor.deleteFrom('report_stage_week').where('tenant_id', '=', tenantId).execute();
          await executor.deleteFrom('report_all_week').where('tenant_id', '=', tenantId).execute();
          await sql`delete from report_fold where conversation_id in (select id from conversation where tenant_id = ${tenantId})`.execute(
            executor,
          );
          await sql`delete from report_fold where tenant_id = ${tenantId} and conversation_id in (select conversation_id from report_fold_pending where tenant_id = ${tenantId})`.execute(
            executor,
          );
          // Every conversation is counted by its chunk, which reads it after this commit: a mark of a write before
          // it is done with (a write after a chunk leaves a mark of its own).
          await executor.deleteFrom('report_fold_pending').where('tenant_id', '=', tenantId).execute();
          await executor
            .insertInto('report_rollup_state')
            .values({
              tenant_id: tenantId,
              time_zone: zone,
              built_until: null,
              built: 0,
              version: ROLLUP_VERSION,
            })
            .onConflict((oc) =>
              oc
                .column('tenant_id')
                .doUpdateSet({ time_zone: zone, built_until: null, built: 0, version: ROLLUP_VERSION }),
            )
            .execute();
          return false;
        }
        if (state.built) return true;
        const after = state.built_until ?? '';
        const last = await chunkEnd(executor, tenantId, after);
        if (last === null) {
          await executor
            .updateTable('report_rollup_state')
            .set({ built: 1 })
            .where('tenant_id', '=', tenantId)
            .execute();
          return true;
        }
        const chunkOf = sql`tenant_id = ${tenantId} and first_message_date > ${after} and first_message_date <= ${last}`;
        const ids = sql`(select id from conversation where ${chunkOf})`;
        await coverDaysOf(executor, zone, chunkOf);
        await foldConversations(executor, dialect, zone, ids);
        await executor
          .updateTable('report_rollup_state')
          .set({ built_until: last })
          .where('tenant_id', '=', tenantId)
          .execute();
        return false;
      },
      waitForLock ? undefined : { answer: 'busy' as const },
    );
  };

  /** Builds a tenant's rollups to the end, a chunk a transaction; false if another folder held the lock. */
  const build = async (tenantId: number, zone: string, { waitForLock = true } = {}) => {
    for (;;) {
      const step = await buildStep(tenantId, zone, waitForLock);
      if (step !== false) return step === true;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  /**
   * Folds one batch of the tenant's marked conversations; the number folded. A mark is removed only if no write
   * raised it since it was read (a write after the read is folded by a later batch), and only once the fold has
   * committed, in a statement of its own that skips the marks open writes hold: a message's write waits at most
   * for that statement, never for a fold. A fold that ends before its marks are removed leaves them to be folded
   * again, which changes nothing (a fold subtracts what it last added before it adds).
   */
  const foldBatch = async (tenantId: number, zone: string, { waitForLock = true } = {}) => {
    await coverAhead(
      sql`id in (select conversation_id from report_fold_pending where tenant_id = ${tenantId})`,
      zone,
    );
    const marks = await underFoldLock(
      tenantId,
      async (executor) => {
        const state = await executor
          .selectFrom('report_rollup_state')
          .select(['time_zone', 'built', 'version'])
          .where('tenant_id', '=', tenantId)
          .executeTakeFirst();
        // Not built in this zone (or by this fold): the build comes first (and counts the marked conversations).
        if (!state || state.time_zone !== zone || state.built !== 1 || state.version !== ROLLUP_VERSION)
          return [];
        const marks = await executor
          .selectFrom('report_fold_pending')
          .select(['conversation_id', 'touched'])
          .where('tenant_id', '=', tenantId)
          .limit(FOLD_BATCH)
          .execute();
        if (marks.length === 0) return [];
        const list = marks.map((mark) => mark.conversation_id);
        const ids = idsOf(dialect, list);
        await coverDaysOf(executor, zone, ids('id'));
        // SQLite counts them whole again: its plan for the difference's full join of the rows now with those last
        // counted scans one side for each row of the other, which held the event loop for minutes at 200
        // engagements; whole, each statement reads report_fold through its conversation index.
        if (dialect === 'postgres') await refoldConversations(executor, zone, ids);
        else
          await foldConversations(
            executor,
            dialect,
            zone,
            sql`(select value from json_each(${JSON.stringify(list)}))`,
          );
        return marks;
      },
      waitForLock ? undefined : { answer: [] },
    );
    if (marks.length > 0) {
      // PostgreSQL: a mark an open write holds is left (that write raises it, to be folded again), so that the
      // delete never waits on a write, nor holds the marks it already took while it would. Its text is fixed (the
      // marks are two arrays) and kept prepared.
      if (dialect === 'postgres')
        await runFold(
          db.kysely,
          dialect,
          sql`delete from report_fold_pending where ctid in (
            select ctid from report_fold_pending where (conversation_id, touched) in (
              select * from unnest(cast(${marks.map((mark) => mark.conversation_id)} as integer[]),
                cast(${marks.map((mark) => mark.touched)} as integer[])))
            for update skip locked)`,
        );
      else
        await sql`delete from report_fold_pending where (conversation_id, touched) in (${sql.join(
          marks.map((mark) => sql`(${mark.conversation_id}, ${mark.touched})`),
        )})`.execute(db.kysely);
    }
    return marks.length;
  };

  /** The tenant's state: whether its rollups are built in `zone`, and how many conversations wait (up to `limit`). */
  const readiness = async (tenantId: number, zone: string, limit: number) => {
    const state = await db.kysely
      .selectFrom('report_rollup_state')
      .select(['time_zone', 'built', 'version'])
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    const built =
      !!state && state.time_zone === zone && state.built === 1 && state.version === ROLLUP_VERSION;
    if (!built) return { built, pending: 0 };
    const { rows } = await sql<{ count: number }>`select count(*) as count from (
        select 1 from report_fold_pending where tenant_id = ${tenantId} limit ${limit + 1}) marked`.execute(
      db.kysely,
    );
    return { built, pending: Number(rows[0]?.count ?? 0) };
  };

  /**
   * Builds what needs building and folds what waits, for every tenant; one pass. The timer's pass leaves a tenant
   * whose marks another instance's folder is folding (`waitForLock: false`), rather than wait for it.
   */
  const foldAll = async ({ waitForLock = true } = {}) => {
    const tenants = await db.kysely
      .selectFrom('tenant')
      .leftJoin('report_rollup_state', 'report_rollup_state.tenant_id', 'tenant.id')
      .select(['tenant.id', 'tenant.time_zone'])
      .where((eb) =>
        eb.or([
          eb('report_rollup_state.tenant_id', 'is', null),
          eb('report_rollup_state.built', '=', 0),
          eb('report_rollup_state.time_zone', '<>', eb.ref('tenant.time_zone')),
          eb('report_rollup_state.version', '<>', ROLLUP_VERSION),
          eb.exists(
            eb
              .selectFrom('report_fold_pending')
              .select('report_fold_pending.tenant_id')
              .whereRef('report_fold_pending.tenant_id', '=', 'tenant.id'),
          ),
        ]),
      )
      .orderBy('tenant.id')
      .execute();
    for (const tenant of tenants) {
      if (!(await build(tenant.id, tenant.time_zone, { waitForLock }))) continue;
      while ((await foldBatch(tenant.id, tenant.time_zone, { waitForLock })) === FOLD_BATCH)
        await new Promise((resolve) => setImmediate(resolve));
    }
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    running = foldAll({ waitForLock: false })
      .catch((error: unknown) => log.warn({ err: error }, 'report fold failed'))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, everyMs);
      });
  };

  return {
    /** Reports answered from the rollups and from the base tables, since the start. */
    stats,
    /** Whether reports may read the rollups at all (tests compare both ways). */
    get enabled() {
      return control.enabled;
    },
    set enabled(value: boolean) {
      control.enabled = value;
    },
    foldAll,
    /**
     * Before a report of the tenant in `zone`: folds what waits when it is little, and says whether the rollups
     * answer (built in that zone, and nothing left waiting). Otherwise the report reads the base tables.
     */
    async prepare(tenantId: number, zone: string): Promise<boolean> {
      let ready = false;
      if (control.enabled) {
        const { built, pending } = await readiness(tenantId, zone, REPORT_PENDING_MAX);
        if (built && pending <= REPORT_PENDING_MAX) {
          // Marks a write adds meanwhile are left to the next report or the timer.
          for (let batch = 0; pending > 0 && batch <= REPORT_PENDING_MAX / FOLD_BATCH; batch++)
            if ((await foldBatch(tenantId, zone)) < FOLD_BATCH) break;
          ready = true;
        }
      }
      if (ready) stats.rollup++;
      else stats.base++;
      return ready;
    },
    start() {
      stopped = false;
      if (everyMs > 0 && !timer && !running) timer = setTimeout(tick, everyMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
};

export type ReportRollups = ReturnType<typeof createReportRollups>;
