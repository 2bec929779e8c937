import { z } from 'zod';
import { PROGRAM_CHANNELS, PROGRAM_STATUSES } from '../programs.js';
import { optionalText, requiredText } from '../validation.js';

const programFields = {
  name: requiredText(100),
  description: optionalText(1000),
  channel: z.enum(PROGRAM_CHANNELS, { error: 'Please choose voice or chat.' }),
  agentOnly: z.boolean().default(false),
};

/** Creating a program: it starts active unless told otherwise. */
export const programCreateSchema = z.object({
  ...programFields,
  status: z.enum(PROGRAM_STATUSES).default('active'),
});
export type ProgramCreateInput = z.input<typeof programCreateSchema>;

/** Changing a program replaces its fields; the status is required so that an edit never restores by accident. */
export const programUpdateSchema = z.object({ ...programFields, status: z.enum(PROGRAM_STATUSES) });
export type ProgramUpdateInput = z.input<typeof programUpdateSchema>;

/** A program. `hasConversations` tells that deleting it will archive it instead. */
export const programSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  channel: z.enum(PROGRAM_CHANNELS),
  agentOnly: z.boolean(),
  status: z.enum(PROGRAM_STATUSES),
  hasConversations: z.boolean(),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
  lastModifiedBy: z.string().nullable(),
  lastModifiedDate: z.string().nullable(),
});
export type Program = z.infer<typeof programSchema>;

/** The answer to a delete: a program with conversations is archived instead of deleted. */
export const programDeleteResultSchema = z.object({ archived: z.boolean() });
export type ProgramDeleteResult = z.infer<typeof programDeleteResultSchema>;
