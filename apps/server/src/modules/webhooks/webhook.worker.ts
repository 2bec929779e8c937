import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_RETRY_BASE_MS,
  WEBHOOK_TIMEOUT_MS,
  webhookRetryDelay,
} from '@parlance/shared';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { type Db, statementMatches } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import { recordAudit } from '../audit/audit.repository.js';
import { createWebhookSender, type SendOutcome } from './webhook-sender.js';

/** Deliveries one worker sends at once (each to another webhook: one webhook's are sent one after another). */
const CONCURRENCY = 16;
/** A claim outlives the longest send by far; a crashed worker's claims lapse after it. */
const LEASE_MS = WEBHOOK_TIMEOUT_MS * 6;
/** Delivered and failed deliveries are kept this long in the log. */
const LOG_RETENTION_MS = 30 * 86_400_000;
/** Statements after whose commit a delivery may be due: an event queued (alerts queue theirs by trigger). */
const QUEUEING = /insert\s+into\s+"?(webhook_delivery|compliance_alert)\b/i;
/** `QUEUEING` of a statement, remembered per text (every write is asked, a message's among them). */
const queueing = statementMatches(QUEUEING);

export interface WebhookWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  allowPrivate: boolean;
  retryBaseMs?: number;
  /** How often due deliveries are looked for without a nudge (default: 1 s, or the retry base when shorter). */
  pollMs?: number;
  timeoutMs?: number;
}

interface Claimed {
  id: number;
  webhook_id: number;
  tenant_id: number;
  event_id: string;
  event_type: string;
  data: string;
  created_date: string;
  attempts: number;
  url: string;
  secret: string;
  public_id: number;
}

/**
 * The delivery worker (ARCHITECTURE.md "Webhooks"). Each instance runs one. It claims the oldest pending delivery
 * of each enabled webhook whose time has come (PostgreSQL: `FOR UPDATE SKIP LOCKED`, then a lease with a token,
 * so two instances never send one delivery at once; SQLite: one process owns the file), sends it, and records the
 * answer: delivered on 2xx, else retried after 10 s, 20 s, 40 s… (`WEBHOOK_RETRY_BASE`), and marked failed after
 * at least 10 tries and 24 hours. A webhook failing for 3 days without a success is disabled. Only a webhook's
 * oldest pending delivery is ever claimed, so its events go out in order.
 */
export const createWebhookWorker = ({
  db,
  log,
  allowPrivate,
  retryBaseMs = WEBHOOK_RETRY_BASE_MS,
  pollMs = Math.min(1000, retryBaseMs),
  timeoutMs = WEBHOOK_TIMEOUT_MS,
}: WebhookWorkerOptions) => {
  const sender = createWebhookSender({ allowPrivate }, timeoutMs);
  const kysely = db.kysely;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let again = false;
  const inFlight = new Map<number, { token: string; done: Promise<void> }>();
  let stopWatching: (() => void) | undefined;
  let lastSweep = 0;

  const schedule = (ms: number) => {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  };

  /** Whether some delivery is due, by a read (no write when there is nothing to do). */
  const anyDue = async (now: string) =>
    (await kysely
      .selectFrom('webhook_delivery')
      .innerJoin('webhook', 'webhook.id', 'webhook_delivery.webhook_id')
      .select('webhook_delivery.id')
      .where('webhook_delivery.status', '=', 'pending')
      .where('webhook_delivery.next_attempt_date', '<=', now)
      .where('webhook.enabled', '=', 1)
      .limit(1)
      .executeTakeFirst()) !== undefined;

  const claim = async (limit: number): Promise<{ token: string; rows: Claimed[] }> => {
    const now = nowIso();
    const token = randomUUID();
    if (!(await anyDue(now))) return { token, rows: [] };
    const until = new Date(Date.now() + LEASE_MS).toISOString();
    const lock = db.dialect === 'postgres' ? sql`for update of d skip locked` : sql``;
    const claimed = await sql<{
      id: number;
    }>`update webhook_delivery set claim_token = ${token}, claimed_until = ${until}
      where id in (
        select d.id from webhook_delivery d join webhook w on w.id = d.webhook_id
        where d.id in (select min(p.id) from webhook_delivery p where p.status = 'pending' group by p.webhook_id)
          and w.enabled = 1 and d.next_attempt_date <= ${now}
          and (d.claimed_until is null or d.claimed_until <= ${now})
        order by d.next_attempt_date, d.id
        limit ${limit}
        ${lock}
      )
      returning id`.execute(kysely);
    if (claimed.rows.length === 0) return { token, rows: [] };
    const rows = await kysely
      .selectFrom('webhook_delivery as d')
      .innerJoin('webhook as w', 'w.id', 'd.webhook_id')
      .innerJoin('tenant as t', 't.id', 'd.tenant_id')
      .select([
        'd.id',
        'd.webhook_id',
        'd.tenant_id',
        'd.event_id',
        'd.event_type',
        'd.data',
        'd.created_date',
        'd.attempts',
        'w.url',
        'w.secret',
        't.public_id',
      ])
      // By the ids claimed (their primary key), and still this claim's: claim_token has no index.
      .where(
        'd.id',
        'in',
        claimed.rows.map((row) => row.id),
      )
      .where('d.claim_token', '=', token)
      .execute();
    return { token, rows: rows as Claimed[] };
  };

  const bodyOf = (row: Claimed) =>
    JSON.stringify({
      id: row.event_id,
      type: row.event_type,
      createdDate: row.created_date,
      tenantPublicId: Number(row.public_id),
      data: JSON.parse(row.data),
    });

  const record = async (row: Claimed, token: string, outcome: SendOutcome) => {
    const now = nowIso();
    const attempts = row.attempts + 1;
    const ok = outcome.statusCode !== undefined && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const delay = ok
      ? undefined
      : webhookRetryDelay(attempts, Date.now() - Date.parse(row.created_date), retryBaseMs);
    await kysely.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('webhook_delivery')
        .set({
          status: ok ? 'delivered' : delay === undefined ? 'failed' : 'pending',
          attempts,
          last_attempt_date: now,
          last_status_code: outcome.statusCode ?? null,
          last_error: outcome.error ?? null,
          last_response: outcome.response ?? null,
          next_attempt_date: ok || delay === undefined ? null : new Date(Date.now() + delay).toISOString(),
          claim_token: null,
          claimed_until: null,
        })
        .where('id', '=', row.id)
        .where('claim_token', '=', token)
        .executeTakeFirst();
      // The claim lapsed and another worker took the delivery: its outcome is the one recorded.
      if (Number(updated.numUpdatedRows) === 0) return;
      if (ok) {
        await trx
          .updateTable('webhook')
          .set({ failing_since: null })
          .where('id', '=', row.webhook_id)
          .where('failing_since', 'is not', null)
          .execute();
        return;
      }
      await trx
        .updateTable('webhook')
        .set({ failing_since: now })
        .where('id', '=', row.webhook_id)
        .where('failing_since', 'is', null)
        .execute();
      const since = new Date(Date.now() - WEBHOOK_DISABLE_AFTER_MS).toISOString();
      const disabled = await trx
        .updateTable('webhook')
        .set({ enabled: 0, disabled_reason: 'failing', last_modified_date: now })
        .where('id', '=', row.webhook_id)
        .where('enabled', '=', 1)
        .where('failing_since', '<=', since)
        .executeTakeFirst();
      if (Number(disabled.numUpdatedRows) > 0) {
        log.warn({ webhookId: row.webhook_id }, 'webhook disabled: its deliveries failed for 3 days');
        await recordAudit(trx, {
          tenantId: row.tenant_id,
          actor: 'system',
          action: 'status',
          entityType: 'webhook',
          entityId: row.webhook_id,
          after: { enabled: false, disabledReason: 'failing' },
        });
      }
    });
  };

  const deliver = async (row: Claimed, token: string) => {
    const outcome = await sender.send({
      url: row.url,
      secret: row.secret,
      eventId: row.event_id,
      body: bodyOf(row),
    });
    // Stopped while sending: the claim is given back untried (the receiver may have it: at least once).
    if (!running) return;
    await record(row, token, outcome);
  };

  const sweep = async () => {
    if (Date.now() - lastSweep < 3_600_000) return;
    lastSweep = Date.now();
    await kysely
      .deleteFrom('webhook_delivery')
      .where('status', 'in', ['delivered', 'failed'])
      .where('created_date', '<', new Date(Date.now() - LOG_RETENTION_MS).toISOString())
      .execute();
  };

  const tick = (): Promise<void> => {
    if (ticking) {
      again = true;
      return ticking;
    }
    ticking = (async () => {
      try {
        do {
          again = false;
          if (!running) return;
          await sweep();
          const room = CONCURRENCY - inFlight.size;
          if (room <= 0) return;
          const { token, rows } = await claim(room);
          for (const row of rows) {
            const done = deliver(row, token)
              .catch((error: unknown) =>
                log.warn({ err: error, deliveryId: row.id }, 'webhook delivery failed'),
              )
              .finally(() => {
                inFlight.delete(row.id);
                // The webhook's next delivery may be due now.
                wake();
              });
            inFlight.set(row.id, { token, done });
          }
          if (rows.length === room) again = true;
        } while (again);
      } catch (error) {
        log.warn({ err: error }, 'webhook worker: claiming deliveries failed');
      } finally {
        ticking = undefined;
        schedule(pollMs);
      }
    })();
    return ticking;
  };

  /** Looks for due deliveries soon (a delivery was queued, retried or finished). */
  const wake = () => {
    if (running) schedule(0);
  };

  return {
    start() {
      if (running) return;
      running = true;
      stopWatching = db.onWrites((statements) => {
        if (statements.some((statement) => queueing(statement))) wake();
        return undefined;
      });
      schedule(0);
    },
    wake,
    /** Runs one round now and waits for its sends (tests, the benchmark). */
    async drain() {
      await tick();
      await Promise.all([...inFlight.values()].map((entry) => entry.done));
    },
    /** Stops claiming, ends the sends in flight and gives their claims back for another worker to take at once. */
    async stop() {
      if (!running) return;
      running = false;
      stopWatching?.();
      if (timer) clearTimeout(timer);
      await ticking;
      const claims = [...inFlight.entries()];
      sender.close();
      await Promise.all(claims.map(([, entry]) => entry.done));
      for (const [id, { token }] of claims) {
        await kysely
          .updateTable('webhook_delivery')
          .set({ claim_token: null, claimed_until: null })
          .where('id', '=', id)
          .where('claim_token', '=', token)
          .execute()
          .catch((error: unknown) => log.warn({ err: error }, 'webhook worker: giving a claim back failed'));
      }
    },
  };
};

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
