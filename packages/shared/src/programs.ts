import type { ListSpec } from './list-query.js';

/*
 * Plain values of programs (channels, statuses, the list spec), kept apart from the zod schemas of
 * `schemas/programs.ts`, which use them: the programs table loads no zod.
 */

export const PROGRAM_CHANNELS = ['voice', 'chat'] as const;
export type ProgramChannel = (typeof PROGRAM_CHANNELS)[number];
export const PROGRAM_STATUSES = ['active', 'archived'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

export const PROGRAM_LIST_SPEC: ListSpec = {
  sortable: ['name', 'channel', 'status', 'createdDate', 'lastModifiedDate'],
  filters: {
    name: 'text',
    channel: { kind: 'enum', values: PROGRAM_CHANNELS },
    status: { kind: 'enum', values: PROGRAM_STATUSES },
    agentOnly: 'boolean',
    createdDate: 'date',
  },
  defaultSort: { field: 'name', order: 1 },
};
