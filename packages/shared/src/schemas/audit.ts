import { z } from 'zod';

/** One change: who, what, when, and the entity before and after (null when it did not exist). */
export const auditEventSchema = z.object({
  id: z.number(),
  actor: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdDate: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
