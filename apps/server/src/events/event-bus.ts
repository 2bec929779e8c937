import type { EngagementEventData } from '@parlance/shared';
import type { RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import { nowIso } from '../lib/time.js';

/** An event of the live feed; `snapshot` is made per subscriber and never stored. */
export type LiveEventType = Exclude<keyof EngagementEventData, 'snapshot'>;

export type LiveEvent = {
  [T in LiveEventType]: { type: T; data: EngagementEventData[T] };
}[LiveEventType];

/** A stored event: within a tenant, ids increase in the order events are delivered. */
export type StoredEvent = LiveEvent & { id: number; tenantId: number };

export type EventListener = (event: StoredEvent) => void;

/**
 * The one interface publishers and subscribers of live events use (DESIGN.md section 7). Events are stored in
 * `engagement_event` (a reconnection resumes from there) and delivered to every subscriber of the tenant on every
 * instance: in process on SQLite; on PostgreSQL read from the rows by each instance, woken by `LISTEN/NOTIFY`
 * (sent after the events' commit, never inside it) and by a poll.
 */
export interface EngagementEventBus {
  /** Stores the events in order and delivers them. Resolves once they are stored. */
  publish(tenantId: number, events: readonly LiveEvent[]): Promise<void>;
  /**
   * PostgreSQL: the parts of a statement that also stores `events`, once `gate` (a condition of the statement)
   * holds, after the rest of it (what `gate` reads) has run: so that the events are stored in the commit that
   * stores what they tell. `ctes` go in its `with` list, `stored` (how many were stored) in its select list; once
   * the statement's transaction has committed, the caller calls `committed()` (which wakes the readers of every
   * instance). Absent on SQLite.
   */
  inStatement?(tenantId: number, events: readonly LiveEvent[], gate: RawBuilder<unknown>): StatementEvents;
  /** Calls `listener` with each event of the tenant, in id order, from now on; answers the unsubscribe. */
  subscribe(tenantId: number, listener: EventListener): () => void;
  /**
   * Where a subscriber that has just subscribed starts without a resume point: the id of the tenant's newest
   * event that no event stored later (or being stored now) precedes; every event after it reaches `subscribe`.
   */
  newestEventId(tenantId: number): Promise<number>;
  /**
   * What a subscriber that has just subscribed resumes with: the tenant's events after `afterId`, in id order, up
   * to where `newestEventId` would start now (the rest reach `subscribe`).
   */
  eventsAfter(tenantId: number, afterId: number): Promise<StoredEvent[]>;
  close(): Promise<void>;
}

/** What a statement adds to publish events within itself (`EngagementEventBus.inStatement`). */
export interface StatementEvents {
  ctes: RawBuilder<unknown>;
  stored: RawBuilder<unknown>;
  /**
   * Call after the statement's commit: the instances are told to read the tenant's new rows. Without the call
   * (a process that stops between the commit and it) the events still reach every subscriber, by the poll.
   */
  committed(): void;
  /** The tenant and events as given, for a statement that stores several writes' events at once (`many`). */
  tenantId: number;
  events: readonly LiveEvent[];
  /** How the bus stores the events of several writes in one statement (the same for every call of a bus). */
  many: ManyStatementEvents;
}

/**
 * PostgreSQL: the events of several writes of one statement (the conversations' writer stores several messages,
 * each with its events, in one statement): one `events_stored` CTE for all of them, their places in the
 * transaction's events given by the caller (1 to `limit`, each once), its text the same for any rows.
 */
export interface ManyStatementEvents {
  /** The most events one statement stores. */
  limit: number;
  /**
   * The `events_stored` CTE (for a `with` list) that stores the rows `rows` selects: `place` (integer, its place
   * among the statement's events, which orders them), `tenant_id`, `event_type`, `payload` and `created_date`.
   */
  ctes(rows: RawBuilder<unknown>): RawBuilder<unknown>;
  /** Call after the statement's commit, with the tenants whose events it stored. */
  committed(tenantIds: Iterable<number>): void;
}

/** Stores events; answers them with their ids. */
export const storeEvents = async (
  db: Db['kysely'],
  tenantId: number,
  events: readonly LiveEvent[],
): Promise<StoredEvent[]> => {
  const created = nowIso();
  const stored: StoredEvent[] = [];
  for (const event of events) {
    const row = await db
      .insertInto('engagement_event')
      .values({
        tenant_id: tenantId,
        event_type: event.type,
        payload: JSON.stringify(event.data),
        created_date: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    stored.push({ ...event, id: Number(row.id), tenantId } as StoredEvent);
  }
  return stored;
};

/** A stored row as an event. */
export const toStoredEvent = (row: {
  id: number | string;
  tenant_id: number;
  event_type: string;
  payload: string;
}): StoredEvent =>
  ({
    id: Number(row.id),
    tenantId: row.tenant_id,
    type: row.event_type,
    data: JSON.parse(row.payload),
  }) as StoredEvent;

/** The tenant's stored events after `afterId`, in id order (at most `limit`). */
export const storedEventsAfter = async (
  db: Db['kysely'],
  tenantId: number,
  afterId: number,
  limit?: number,
) => {
  let query = db
    .selectFrom('engagement_event')
    .select(['id', 'tenant_id', 'event_type', 'payload'])
    .where('tenant_id', '=', tenantId)
    .where('id', '>', afterId)
    .orderBy('id');
  if (limit !== undefined) query = query.limit(limit);
  return (await query.execute()).map(toStoredEvent);
};

/** Forgets events older than the retention: a reconnection after that gets a new snapshot. */
export const deleteOldEvents = (db: Db['kysely'], retentionMs: number, now = Date.now()) =>
  db
    .deleteFrom('engagement_event')
    .where('created_date', '<', new Date(now - retentionMs).toISOString())
    .execute();
