import { REPORT_RANGE_MAX_DAYS } from '@parlance/shared';
import type { Executor } from '../../db/database.js';
import { STAGE_PATH_SEPARATOR } from '../../db/migrations/015-report-rollups.js';
import {
  type ReportHourRows,
  reportChangesSince,
  reportHourRows,
} from '../conversations/report.repository.js';

/*
 * Report hours (ARCHITECTURE.md "Reporting"): the facts of a tenant's conversations of one UTC hour (by their
 * first message), held in memory as columns. Every write of a conversation appends its tenant and hour to the
 * change feed (`report_change`, by trigger in the write's transaction; REPORTING.md "Storage"). A report first
 * reads the tenant's changes since this server's previous read of it (one indexed query), drops the hours they
 * name, loads the hours not held, and computes its figures from the columns: a new message or correction shows in
 * the next report on every instance, which reads that hour's conversations again, and a quarter's report reads no
 * conversation rows once its hours are held. Percentiles need every value: no rollup by day and filter could give
 * them exactly.
 */

/**
 * Bytes of report hours held at most, over all tenants, as `hourBytes` estimates them: a quarter of 100,000
 * conversations is about 40 MB, a year without conversations about 9 MB.
 */
export const REPORT_HOURS_HELD_BYTES = 64 * 1024 * 1024;
/**
 * What an hour costs beside its columns' contents, measured in V8's heap and rounded up: an hour without
 * conversations is its object, its key and its entry in the store (about 1 KB; 150 bytes when never written, as
 * those share one object); an hour with conversations adds its 27 typed arrays (about 190 bytes each).
 */
export const EMPTY_HOUR_BYTES = 1024;
const COLUMNS_BYTES = 27 * 192;
/** Hours loaded by one query: a cold quarter loads a week at a time, each step holding the event loop briefly. */
const HOURS_PER_LOAD = 24 * 7;
const HOUR_MS = 3_600_000;
/** Hours a report reads at most: its longest period, and a day more for time zones and daylight-saving changes. */
const HOURS_PER_REPORT_MAX = (REPORT_RANGE_MAX_DAYS + 1) * 24;

/** How long report changes are kept: the pruner deletes those final for longer (`ReportChangePruner`). */
export const REPORT_CHANGES_KEPT_MS = 10 * 60_000;
/**
 * A store whose last read of a tenant is older than this drops the tenant's hours and starts its reads again, as
 * changes it has not read may be pruned: half the time changes are kept, room for instances' clocks to differ.
 */
export const REPORT_CHANGES_READ_WITHIN_MS = REPORT_CHANGES_KEPT_MS / 2;

/** Agent groups as numbers: none, assisted, control. */
export const GROUP_CODES = { assisted: 1, control: 2 } as const;

/**
 * One hour of a tenant's conversations. Per conversation (index i): its columns; its stage rows, alerts and
 * corrected labels as ranges of the flat lists (`stageStart[i]` to `stageStart[i + 1]`, and so on). Names (stages,
 * channels, sources, rules, severities) and stage paths are numbers of the store's tables; 0 is none.
 */
export interface ReportHour {
  size: number;
  id: Int32Array;
  /** The first message's time, epoch milliseconds. */
  time: Float64Array;
  program: Int32Array;
  /** The agent's user id, 0 for none. */
  agent: Int32Array;
  group: Uint8Array;
  channel: Int32Array;
  source: Int32Array;
  handleMs: Float64Array;
  alertCount: Int32Array;
  correctionCount: Int32Array;
  messageCount: Int32Array;
  /** The stages reached, in the order first reached: a number of the store's path table. */
  path: Int32Array;
  stageStart: Int32Array;
  stage: Int32Array;
  stageMessages: Int32Array;
  stageDurationMs: Float64Array;
  stageEngineMessages: Int32Array;
  stageCorrected: Int32Array;
  alertStart: Int32Array;
  alertRule: Int32Array;
  alertSeverity: Int32Array;
  confusionStart: Int32Array;
  confusionEngineStage: Int32Array;
  confusionStage: Int32Array;
  confusionCount: Int32Array;
}

/** Names as small numbers, shared by every hour held (0 is no name). */
export class NameTable {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [''];

  id(name: string | null | undefined): number {
    if (name === null || name === undefined) return 0;
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.names.length;
      this.names.push(name);
      this.ids.set(name, id);
    }
    return id;
  }

  /** A name's number if some hour holds it, else -1 (which no hour holds). */
  find(name: string): number {
    return this.ids.get(name) ?? -1;
  }

  name(id: number): string {
    return this.names[id]!;
  }

  get size() {
    return this.names.length;
  }
}

/** Stage paths as numbers, each with its stages' numbers, shared by every hour held. */
export class PathTable {
  private readonly ids = new Map<string, number>();
  readonly stages: Int32Array[] = [new Int32Array(0)];

  constructor(private readonly names: NameTable) {}

  id(path: string | null): number {
    if (!path) return 0;
    let id = this.ids.get(path);
    if (id === undefined) {
      id = this.stages.length;
      this.stages.push(Int32Array.from(path.split(STAGE_PATH_SEPARATOR), (stage) => this.names.id(stage)));
      this.ids.set(path, id);
    }
    return id;
  }
}

/** `YYYY-MM-DDTHH` of an epoch time. */
const hourOf = (time: number) => new Date(time).toISOString().slice(0, 13);

/** Where each row of a list sorted by conversation falls: `start[i]` to `start[i + 1]` for conversation i. */
const ranges = (conversationIds: Int32Array, rowIds: readonly number[]) => {
  const start = new Int32Array(conversationIds.length + 1);
  let row = 0;
  for (let i = 0; i < conversationIds.length; i++) {
    start[i] = row;
    while (row < rowIds.length && rowIds[row]! <= conversationIds[i]!) row++;
  }
  start[conversationIds.length] = row;
  return start;
};

const EMPTY_ROWS: ReportHourRows = { conversations: [], stages: [], alerts: [], corrections: [] };

/** The columns of every hour without conversations, shared (they are only read): such an hour costs its object. */
const EMPTY_COLUMNS: ReportHour = (() => {
  const int = new Int32Array(0);
  const float = new Float64Array(0);
  const start = new Int32Array(1);
  return {
    size: 0,
    id: int,
    time: float,
    program: int,
    agent: int,
    group: new Uint8Array(0),
    channel: int,
    source: int,
    handleMs: float,
    alertCount: int,
    correctionCount: int,
    messageCount: int,
    path: int,
    stageStart: start,
    stage: int,
    stageMessages: int,
    stageDurationMs: float,
    stageEngineMessages: int,
    stageCorrected: int,
    alertStart: start,
    alertRule: int,
    alertSeverity: int,
    confusionStart: start,
    confusionEngineStage: int,
    confusionStage: int,
    confusionCount: int,
  };
})();

/** The memory an hour holds, estimated: its columns' bytes and a fixed part (`EMPTY_HOUR_BYTES`, `COLUMNS_BYTES`). */
export const hourBytes = (hour: ReportHour): number => {
  if (hour.size === 0) return EMPTY_HOUR_BYTES;
  let bytes = EMPTY_HOUR_BYTES + COLUMNS_BYTES;
  for (const value of Object.values(hour)) if (ArrayBuffer.isView(value)) bytes += value.byteLength;
  return bytes;
};

/** One load's rows (several hours, each list by conversation id) split by the UTC hour of the first message. */
const splitByHour = (rows: ReportHourRows) => {
  const hours = new Map<string, ReportHourRows>();
  const hourOfConversation = new Map<number, ReportHourRows>();
  for (const row of rows.conversations) {
    const key = (row.first_message_date as string).slice(0, 13);
    let hour = hours.get(key);
    if (!hour) {
      hour = { conversations: [], stages: [], alerts: [], corrections: [] };
      hours.set(key, hour);
    }
    hour.conversations.push(row);
    hourOfConversation.set(row.id, hour);
  }
  for (const row of rows.stages) hourOfConversation.get(row.conversation_id)?.stages.push(row);
  for (const row of rows.alerts) hourOfConversation.get(row.conversation_id)?.alerts.push(row);
  for (const row of rows.corrections) hourOfConversation.get(row.conversation_id)?.corrections.push(row);
  return hours;
};

/** A load in flight of some hours: marked stale when a change to one of them is read meanwhile. */
interface Load {
  stale: boolean;
}

/** Where this store's reads of a tenant's changes stand. */
interface TenantReads {
  /** Where the next read starts (`reportChangesSince`). */
  cursor: number;
  /** The changes the next read reads again, already applied. */
  applied: Set<number>;
  /** When the last read was made (`now()`). */
  at: number;
}

export interface ReportHourStoreOptions {
  /** The clock, epoch milliseconds. */
  now?: () => number;
}

/**
 * The report hours this server holds, least recently used dropped first beyond `capacity` bytes (as `hourBytes`
 * estimates them), so that neither conversations nor empty hours of long-ago periods grow it without bound. One
 * per app: every instance keeps its own, and each reads the tenant's change feed in the database on every report.
 */
export class ReportHourStore {
  readonly names = new NameTable();
  readonly paths = new PathTable(this.names);
  private readonly held = new Map<string, { hour: ReportHour; bytes: number }>();
  private heldBytes = 0;
  private readonly reads = new Map<number, TenantReads>();
  /** Loads in flight by hour key: a change read meanwhile marks them stale, so that they are not held. */
  private readonly loads = new Map<string, Set<Load>>();
  private readonly now: () => number;

  constructor(
    private readonly db: Executor,
    private readonly capacity = REPORT_HOURS_HELD_BYTES,
    options: ReportHourStoreOptions = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  // What `/management/prometheus` reports of it (`registerCacheMetrics`, cache "report-hours").
  /** Estimated bytes held. */
  get calculatedSize() {
    return this.heldBytes;
  }
  /** Hours held. */
  get size() {
    return this.held.size;
  }
  /** The bound in bytes. */
  get maxSize() {
    return this.capacity;
  }

  /**
   * Reads the tenant's changes since this store's last read and drops the hours they name (all the tenant's hours
   * when the last read is too old: changes may have been pruned since), before any facts are read: a write after
   * this read is in the next read.
   */
  private async readChanges(tenantId: number) {
    const before = this.reads.get(tenantId);
    const fresh = before !== undefined && this.now() - before.at <= REPORT_CHANGES_READ_WITHIN_MS;
    const { cursor, changes } = await reportChangesSince(
      this.db,
      tenantId,
      fresh ? before.cursor : undefined,
    );
    const at = this.now();
    if (fresh) {
      for (const change of changes)
        if (!before.applied.has(change.id)) this.drop(`${tenantId}/${change.hour}`);
    } else {
      const prefix = `${tenantId}/`;
      for (const key of [...this.held.keys(), ...this.loads.keys()])
        if (key.startsWith(prefix)) this.drop(key);
    }
    // A concurrent report's read may have been applied first: the later cursor stays (either would be correct).
    const current = this.reads.get(tenantId);
    if (current === undefined || current === before || cursor >= current.cursor)
      this.reads.set(tenantId, {
        cursor,
        applied: new Set(changes.filter((change) => change.again).map((change) => change.id)),
        at,
      });
  }

  /**
   * Reads the changes of every tenant whose hours are held, so that a tenant without a report for longer than
   * changes are kept does not lose its hours (the pruning timer calls it every minute); forgets the tenants whose
   * hours have all been dropped.
   */
  async refresh() {
    const holding = new Set<number>();
    for (const key of this.held.keys()) holding.add(Number(key.slice(0, key.indexOf('/'))));
    for (const tenantId of [...this.reads.keys()])
      if (holding.has(tenantId)) await this.readChanges(tenantId);
      else this.reads.delete(tenantId);
  }

  private drop(key: string) {
    const entry = this.held.get(key);
    if (entry) {
      this.held.delete(key);
      this.heldBytes -= entry.bytes;
    }
    for (const load of this.loads.get(key) ?? []) load.stale = true;
  }

  /** The tenant's hours that hold every conversation whose first message is in [start, end) (ISO instants). */
  async hours(tenantId: number, start: string, end: string): Promise<ReportHour[]> {
    const first = Math.floor(Date.parse(start) / HOUR_MS) * HOUR_MS;
    const last = Math.floor((Date.parse(end) - 1) / HOUR_MS) * HOUR_MS;
    // The caller checked the period; one it did not check fails here rather than loads without end.
    const count = (last - first) / HOUR_MS + 1;
    if (!(count >= 0 && count <= HOURS_PER_REPORT_MAX))
      throw new RangeError(`Not a report period: ${start} to ${end}.`);
    await this.readChanges(tenantId);
    const hours: ReportHour[] = [];
    let missing: string[] = [];
    let missingFrom = 0;
    const load = async () => {
      if (missing.length === 0) return;
      // Marked before the query: a change read after it, which this load may not see, marks it stale.
      const keys = missing.map((key) => `${tenantId}/${key}`);
      const mark: Load = { stale: false };
      for (const key of keys) {
        let loads = this.loads.get(key);
        if (!loads) {
          loads = new Set();
          this.loads.set(key, loads);
        }
        loads.add(mark);
      }
      let loaded: Map<string, ReportHourRows>;
      try {
        loaded = splitByHour(
          await reportHourRows(
            this.db,
            tenantId,
            new Date(missingFrom).toISOString(),
            new Date(missingFrom + missing.length * HOUR_MS).toISOString(),
          ),
        );
      } finally {
        for (const key of keys) {
          const loads = this.loads.get(key)!;
          loads.delete(mark);
          if (loads.size === 0) this.loads.delete(key);
        }
      }
      missing.forEach((key, i) => {
        const hour = this.build(loaded.get(key) ?? EMPTY_ROWS);
        // This report's figures include what its own change read saw; a stale load is not kept for the next.
        if (!mark.stale) this.hold(keys[i]!, hour);
        hours.push(hour);
      });
      missing = [];
    };
    for (let time = first; time <= last; time += HOUR_MS) {
      const key = hourOf(time);
      const heldKey = `${tenantId}/${key}`;
      const entry = this.held.get(heldKey);
      if (entry) {
        // Most recently used last.
        this.held.delete(heldKey);
        this.held.set(heldKey, entry);
        hours.push(entry.hour);
        continue;
      }
      // Consecutive hours to load go in one query, a week at most.
      if (
        missing.length > 0 &&
        (missing.length >= HOURS_PER_LOAD || missingFrom + missing.length * HOUR_MS !== time)
      )
        await load();
      if (missing.length === 0) missingFrom = time;
      missing.push(key);
    }
    await load();
    return hours;
  }

  /** The rows of one hour (sorted by conversation id) as its columns. */
  private build(rows: ReportHourRows): ReportHour {
    const { names } = this;
    const { conversations, stages, alerts, corrections } = rows;
    if (conversations.length === 0) return EMPTY_COLUMNS;
    const id = Int32Array.from(conversations, (row) => row.id);
    return {
      size: conversations.length,
      id,
      time: Float64Array.from(conversations, (row) => Date.parse(row.first_message_date as string)),
      program: Int32Array.from(conversations, (row) => row.program_id),
      agent: Int32Array.from(conversations, (row) => row.agent_user_id ?? 0),
      group: Uint8Array.from(conversations, (row) =>
        row.agent_group === 'assisted' || row.agent_group === 'control' ? GROUP_CODES[row.agent_group] : 0,
      ),
      channel: Int32Array.from(conversations, (row) => names.id(row.channel)),
      source: Int32Array.from(conversations, (row) => names.id(row.source)),
      handleMs: Float64Array.from(conversations, (row) => Number(row.handle_ms)),
      alertCount: Int32Array.from(conversations, (row) => row.alert_count),
      correctionCount: Int32Array.from(conversations, (row) => row.correction_count),
      messageCount: Int32Array.from(conversations, (row) => row.message_count),
      path: Int32Array.from(conversations, (row) => this.paths.id(row.stage_path)),
      stageStart: ranges(
        id,
        stages.map((row) => row.conversation_id),
      ),
      stage: Int32Array.from(stages, (row) => names.id(row.stage)),
      stageMessages: Int32Array.from(stages, (row) => row.messages),
      stageDurationMs: Float64Array.from(stages, (row) => Number(row.duration_ms)),
      stageEngineMessages: Int32Array.from(stages, (row) => row.engine_messages),
      stageCorrected: Int32Array.from(stages, (row) => row.corrected),
      alertStart: ranges(
        id,
        alerts.map((row) => row.conversation_id),
      ),
      alertRule: Int32Array.from(alerts, (row) => names.id(row.rule_id)),
      alertSeverity: Int32Array.from(alerts, (row) => names.id(row.severity)),
      confusionStart: ranges(
        id,
        corrections.map((row) => row.conversation_id),
      ),
      confusionEngineStage: Int32Array.from(corrections, (row) => names.id(row.stage)),
      confusionStage: Int32Array.from(corrections, (row) => names.id(row.corrected_stage)),
      confusionCount: Int32Array.from(corrections, (row) => Number(row.count)),
    };
  }

  private hold(key: string, hour: ReportHour) {
    const previous = this.held.get(key);
    if (previous) {
      this.heldBytes -= previous.bytes;
      this.held.delete(key);
    }
    const bytes = hourBytes(hour);
    this.held.set(key, { hour, bytes });
    this.heldBytes += bytes;
    for (const [oldest, old] of this.held) {
      if (this.heldBytes <= this.capacity || oldest === key) break;
      this.held.delete(oldest);
      this.heldBytes -= old.bytes;
    }
  }
}
