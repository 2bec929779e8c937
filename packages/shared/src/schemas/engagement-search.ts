import { z } from 'zod';
import { ENGAGEMENT_SEARCH_MAX } from '../supervisor-search.js';
import { reportFiltersSchema } from './reporting.js';

/*
 * The Supervisor list's search and period (`GET /{tenantPublicId}/api/engagements?q=…&from=…&to=…`), beside the
 * list convention's parameters. `from` and `to` are days in the tenant's time zone, both counted, written and
 * checked as Reporting's are.
 */

const day = reportFiltersSchema.shape.from;

export const engagementSearchSchema = z
  .object({
    q: z
      .string({ message: `Up to ${ENGAGEMENT_SEARCH_MAX} characters.` })
      .trim()
      .max(ENGAGEMENT_SEARCH_MAX, `Up to ${ENGAGEMENT_SEARCH_MAX} characters.`)
      .optional(),
    from: day,
    to: day,
  })
  .superRefine((search, ctx) => {
    if (search.from && search.to && search.to < search.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'On or after the first day.' });
  });
export type EngagementSearch = z.infer<typeof engagementSearchSchema>;
