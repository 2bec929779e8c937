import { z } from 'zod';
import { optionalText } from '../validation.js';
import {
  WEBHOOK_DELIVERY_EVENT_TYPES,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
} from '../webhooks.js';

/*
 * Signed webhooks (Admin Settings): what an admin sends and reads. Whether a URL's address may be called (https,
 * no private or loopback address) is the server's check, which knows `WEBHOOK_ALLOW_PRIVATE`.
 */

const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, 'Required.')
  .max(WEBHOOK_URL_MAX, `At most ${WEBHOOK_URL_MAX} characters.`)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: 'Enter an address such as https://example.com/hooks/parlance.',
  });

const webhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { message: `One of ${WEBHOOK_EVENT_TYPES.join(', ')}.` }))
  .min(1, 'Pick at least one event.')
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)));

/** `POST …/webhooks`. */
export const webhookCreateSchema = z.object({
  url: webhookUrlSchema,
  events: webhookEventsSchema,
  description: optionalText(WEBHOOK_DESCRIPTION_MAX).optional(),
});
export type WebhookCreateInput = z.input<typeof webhookCreateSchema>;

/** `PUT …/webhooks/{id}`: what is given changes; enabling again clears a disabling for failures. */
export const webhookUpdateSchema = z.object({
  url: webhookUrlSchema.optional(),
  events: webhookEventsSchema.optional(),
  description: optionalText(WEBHOOK_DESCRIPTION_MAX).optional(),
  enabled: z.boolean().optional(),
});
export type WebhookUpdateInput = z.input<typeof webhookUpdateSchema>;

/** A webhook as listed: never its secret. */
export const webhookSchema = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  description: z.string().nullable(),
  enabled: z.boolean(),
  /** Why it is disabled, when the server disabled it: `failing` (its deliveries failed for 3 days). */
  disabledReason: z.enum(['failing']).nullable(),
  /** Since when its deliveries fail without a success, or null. */
  failingSince: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** `POST …/webhooks` answers 201 with the signing secret, shown this once. */
export const webhookCreatedSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

/** An entry of the delivery log. */
export const webhookDeliverySchema = z.object({
  id: z.number(),
  eventId: z.string(),
  event: z.enum(WEBHOOK_DELIVERY_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  /** The last answer's HTTP status, or null when none came (refused, timed out, unreachable). */
  lastStatusCode: z.number().nullable(),
  /** Why the last try failed without an answer, or null. */
  lastError: z.string().nullable(),
  /** The first 4 KB of the last answer's body. */
  lastResponse: z.string().nullable(),
  lastAttemptDate: z.string().nullable(),
  nextAttemptDate: z.string().nullable(),
  createdDate: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** What every delivery's JSON body holds. */
export const webhookPayloadSchema = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_DELIVERY_EVENT_TYPES),
  createdDate: z.string(),
  tenantPublicId: z.number(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
