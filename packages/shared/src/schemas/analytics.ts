import { z } from 'zod';
import { int32Schema, storableString } from '../validation.js';

/**
 * The usage-analytics collector (`/collect/v1/{kind}`, Segment-compatible): the bodies it takes and what it
 * answers. Browsers send them as JSON in a `text/plain` body, which needs no pre-flight; `application/json` works too.
 */
const text = (max: number) => storableString().max(max);
const record = z.record(z.string(), z.unknown());

/** One event: `t` track, `p` page, `i` identify, `g` group, `a` alias, `s` screen (the type must match the kind). */
export const collectEventSchema = z.object({
  type: z.enum(['track', 'page', 'identify', 'group', 'alias', 'screen']),
  messageId: text(100).min(1),
  writeKey: text(100).optional(),
  event: text(200).nullish(),
  name: text(200).nullish(),
  userId: text(200).nullish(),
  anonymousId: text(200).nullish(),
  properties: record.optional(),
  traits: record.optional(),
  context: record.optional(),
  timestamp: text(40).optional(),
  sentAt: text(40).optional(),
});

/** `b`: a batch of events under one write key. */
export const collectBatchSchema = z.object({
  writeKey: text(100),
  batch: z.array(collectEventSchema).min(1).max(500),
  sentAt: text(40).optional(),
});

/** `m`: the client library's own metrics. */
export const collectMetricsSchema = z.object({
  series: z
    .array(
      z.object({
        type: text(20),
        metric: text(200).min(1),
        value: int32Schema,
        tags: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
      }),
    )
    .max(100),
});

/** Any collector body, by kind: an event, a batch (`b`) or metrics (`m`). */
export const collectBodySchema = z.union([collectEventSchema, collectBatchSchema, collectMetricsSchema]);

/** What the collector answers a stored body. */
export const collectAnswerSchema = z.object({ success: z.literal(true) });

/** `GET /collect/v1/projects/{writeKey}/settings`: the settings the analytics library loads. */
export const collectorSettingsSchema = z.object({
  integrations: z.object({
    'Segment.io': z.object({
      apiKey: z.string(),
      apiHost: z.string(),
      protocol: z.enum(['http', 'https']),
      unbundledIntegrations: z.array(z.string()),
      addBundledMetadata: z.boolean(),
      maybeBundledConfigIds: z.record(z.string(), z.unknown()),
      deliveryStrategy: z.object({
        strategy: z.string(),
        config: z.object({ size: z.number(), timeout: z.number() }),
      }),
    }),
  }),
  plan: z.object({
    track: z.object({
      __default: z.object({ enabled: z.boolean(), integrations: z.record(z.string(), z.unknown()) }),
    }),
  }),
  edgeFunction: z.record(z.string(), z.unknown()),
  analyticsNextEnabled: z.boolean(),
  middlewareSettings: z.record(z.string(), z.unknown()),
  enabledMiddleware: z.record(z.string(), z.unknown()),
  metrics: z.object({
    sampleRate: z.number(),
    host: z.string(),
    protocol: z.enum(['http', 'https']),
    flushTimer: z.number(),
    maxQueueSize: z.number(),
  }),
  legacyVideoPluginsEnabled: z.boolean(),
  remotePlugins: z.array(z.unknown()),
});
