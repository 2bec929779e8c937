import type { Executor } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';

export interface CollectedEvent {
  type: string;
  messageId: string;
  writeKey: string;
  event?: string | null | undefined;
  name?: string | null | undefined;
  userId?: string | null | undefined;
  anonymousId?: string | null | undefined;
  properties?: Record<string, unknown> | undefined;
  traits?: Record<string, unknown> | undefined;
  context?: Record<string, unknown> | undefined;
  sentAt?: string | undefined;
}

/** Stores events; one already stored under the same messageId (a retry) is left as it is. */
export const storeEvents = async (db: Executor, events: CollectedEvent[]) => {
  const receivedAt = nowIso();
  await db
    .insertInto('analytics_event')
    .values(
      events.map((event) => ({
        message_id: event.messageId,
        write_key: event.writeKey,
        type: event.type,
        event: event.event ?? null,
        name: event.name ?? null,
        user_id: event.userId ?? null,
        anonymous_id: event.anonymousId ?? null,
        properties: JSON.stringify(event.properties ?? event.traits ?? {}),
        context: JSON.stringify(event.context ?? {}),
        sent_at: event.sentAt ?? null,
        received_at: receivedAt,
      })),
    )
    .onConflict((conflict) => conflict.column('message_id').doNothing())
    .execute();
};

export const storeMetrics = async (
  db: Executor,
  series: { type: string; metric: string; value: number; tags: Record<string, unknown> }[],
) => {
  if (series.length === 0) return;
  const receivedAt = nowIso();
  await db
    .insertInto('analytics_metric')
    .values(
      series.map((entry) => ({
        metric: entry.metric,
        type: entry.type,
        value: entry.value,
        tags: JSON.stringify(entry.tags),
        received_at: receivedAt,
      })),
    )
    .execute();
};
