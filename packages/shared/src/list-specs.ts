import { USER_STATUSES } from './account.js';
import type { ListSpec } from './list-query.js';

/*
 * Sorting and filtering of each list resource, and the value lists its filters offer, without zod: the web app's
 * list pages read them before any form (and so zod) has loaded. The server checks list queries against them too.
 */

/** Sorting and filtering of the users and agents tables. `role` takes role names. */
export const USER_LIST_SPEC: ListSpec = {
  sortable: [
    'login',
    'email',
    'firstName',
    'lastName',
    'status',
    'createdDate',
    'lastModifiedDate',
    'lastActivityDate',
  ],
  filters: {
    login: 'text',
    email: 'text',
    firstName: 'text',
    lastName: 'text',
    status: { kind: 'enum', values: USER_STATUSES },
    createdDate: 'date',
    lastActivityDate: 'date',
    role: 'enum',
    departmentId: 'number',
    externalCode: 'text',
  },
  defaultSort: { field: 'login', order: 1 },
};

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

export const ROLE_LIST_SPEC: ListSpec = {
  sortable: ['name', 'description', 'standard'],
  filters: { name: 'text', description: 'text', standard: 'boolean' },
  defaultSort: { field: 'name', order: 1 },
};

export const DEPARTMENT_LIST_SPEC: ListSpec = {
  sortable: ['name', 'description'],
  filters: { name: 'text', description: 'text' },
  defaultSort: { field: 'name', order: 1 },
};

/** What a change did. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'archive',
  'status',
  'invite',
  'password-reset',
  'import',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** What was changed. A new kind of entity is added here, so that the audit table can filter by it. */
export const AUDIT_ENTITY_TYPES = [
  'user',
  'role',
  'program',
  'department',
  'client-app',
  'tenant',
  'triple',
  'stage-model',
  'chart-palette',
  'test-set',
  'stage-label',
  'api-key',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
export const AUDIT_EVENT_LIST_SPEC: ListSpec = {
  sortable: ['createdDate', 'actor', 'entityType'],
  filters: {
    actor: 'text',
    entityType: { kind: 'enum', values: AUDIT_ENTITY_TYPES },
    entityId: 'text',
    action: { kind: 'enum', values: AUDIT_ACTIONS },
    createdDate: 'date',
  },
  defaultSort: { field: 'createdDate', order: -1 },
};

export const TRIPLE_LIST_SPEC: ListSpec = {
  sortable: ['subject', 'predicate', 'object', 'source', 'createdDate'],
  filters: {
    subject: 'text',
    predicate: 'text',
    object: 'text',
    source: 'text',
    createdDate: 'date',
  },
  defaultSort: { field: 'subject', order: 1 },
};
