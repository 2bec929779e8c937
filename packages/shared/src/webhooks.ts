import type { ListSpec } from './list-query.js';

/*
 * Signed webhooks (Admin Settings, `p-manage_webhooks`): plain values shared by the server and the web app. The
 * zod schemas are in `schemas/webhooks.ts`.
 */

/** What a webhook may subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'engagement.ended',
  'alert.raised',
  'label.corrected',
  'conversation.imported',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * The event "Send test event" queues (`POST …/webhooks/{id}/test`): signed and delivered as any other, to the
 * one webhook, whatever it subscribes to. Nobody subscribes to it.
 */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** What a delivery may carry: the subscribed events and the test event. */
export const WEBHOOK_DELIVERY_EVENT_TYPES = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT] as const;
export type WebhookDeliveryEventType = (typeof WEBHOOK_DELIVERY_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'engagement.ended': 'An engagement ended',
  'alert.raised': 'A compliance alert was raised',
  'label.corrected': "A supervisor corrected a message's stage",
  'conversation.imported': 'A recorded conversation was imported',
};

/** Headers of every delivery. */
export const WEBHOOK_EVENT_ID_HEADER = 'Parlance-Event-Id';
/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the webhook's secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Parlance-Signature';
/** The secret's prefix, so that one found in a log or a repository is recognised. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Webhooks a tenant may have. */
export const WEBHOOKS_PER_TENANT_MAX = 20;

export const WEBHOOK_ERROR_KEYS = {
  /** A test event for a disabled webhook would wait until it is enabled again. */
  disabled: 'webhookdisabled',
} as const;

/** A delivery not answered within this is counted failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Bytes of a receiver's answer kept in the delivery log. */
export const WEBHOOK_RESPONSE_MAX = 4096;
/** The first retry waits this long (`WEBHOOK_RETRY_BASE`), each next one twice as long, up to the cap. */
export const WEBHOOK_RETRY_BASE_MS = 10_000;
export const WEBHOOK_RETRY_CAP_MS = 6 * 3_600_000;
/** A delivery is marked failed only after this many tries and this long since its event. */
export const WEBHOOK_MIN_ATTEMPTS = 10;
export const WEBHOOK_MIN_RETRY_WINDOW_MS = 24 * 3_600_000;
/** A webhook whose deliveries failed for this long without one success is disabled. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 3_600_000;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The delivery log (`GET …/webhooks/{id}/deliveries`), newest first by default. */
export const WEBHOOK_DELIVERY_LIST_SPEC: ListSpec = {
  sortable: ['createdDate', 'status', 'attempts', 'nextAttemptDate'],
  filters: {
    status: { kind: 'enum', values: WEBHOOK_DELIVERY_STATUSES },
    event: { kind: 'enum', values: WEBHOOK_DELIVERY_EVENT_TYPES },
    createdDate: 'date',
  },
  defaultSort: { field: 'createdDate', order: -1 },
};

/**
 * The wait before try `attempts + 1` after `attempts` failed tries: the base, doubling, capped; or undefined when
 * the delivery is to be marked failed (at least `WEBHOOK_MIN_ATTEMPTS` tries and `WEBHOOK_MIN_RETRY_WINDOW_MS`
 * since the event, both scaled with the base so that a test's short base gives a short window).
 */
export const webhookRetryDelay = (
  attempts: number,
  sinceEventMs: number,
  baseMs: number = WEBHOOK_RETRY_BASE_MS,
): number | undefined => {
  const scale = baseMs / WEBHOOK_RETRY_BASE_MS;
  if (attempts >= WEBHOOK_MIN_ATTEMPTS && sinceEventMs >= WEBHOOK_MIN_RETRY_WINDOW_MS * scale)
    return undefined;
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), WEBHOOK_RETRY_CAP_MS * scale);
};
