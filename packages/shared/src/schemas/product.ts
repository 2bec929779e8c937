import { z } from 'zod';

/** A product of the tenant, shown as a card on the home dashboard. `external` ones open in a new tab. */
export const productSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  url: z.string(),
  enabled: z.boolean(),
  external: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

/** Spec section 3: the analytics config. Analytics load only when a writeKey is present. */
export const segmentDetailsSchema = z.object({
  writeKey: z.string().nullable(),
  cdnEnabled: z.boolean(),
});
export type SegmentDetails = z.infer<typeof segmentDetailsSchema>;
