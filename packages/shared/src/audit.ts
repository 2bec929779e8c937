import type { ListSpec } from './list-query.js';

/*
 * Plain values of the audit log (actions, entity types, the list spec), kept apart from the zod schema of
 * `schemas/audit.ts`: the audit table loads no zod.
 */

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
  'webhook',
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
